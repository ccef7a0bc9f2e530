import { useEffect, useRef, useState, type FormEvent } from 'react'
import {
  fetchDepositChannels,
  fetchDepositOrders,
  requestDeposit,
  type DepositChannel,
  type DepositOrder,
  type DepositStatus,
} from '../../../../../core/api/wallet'
import { isApiError } from '../../../../../core/errors'
import { Button } from '../../../../kit/button'
import { Field } from '../../../../kit/field'
import { useT } from '../../../../kit/use-t'
import { CopyButton } from '../../../shared/copy-button'
import { LoadState } from '../../../shared/load-state'
import { useLoad } from '../../../shared/use-load'
import '../../en'
import { AMOUNT_CODES, isRetryable, walletErrorText } from '../../../../../core/actions/wallet-failure'
import { Failure } from '../../centre-kit/failure'
import { ListHead } from '../../centre-kit/list-head'
import { StatusBadge } from '../../centre-kit/status-badge'
import { WalletSection } from './wallet-section'
import { amountError } from '../../../../../core/validation/amount'
import { useFormat } from '../../../../kit/use-format'

const TONE: Record<DepositStatus, 'wait' | 'ok' | 'bad' | 'off'> = {
  pending: 'wait',
  approved: 'ok',
  rejected: 'bad',
  expired: 'off',
}

/**
 * MEMBER-3: the member's deposit. The channels the platform offers with their limits, an amount with
 * quick amounts, a pending order with the reference and the account to pay to by a deadline, and the
 * member's recent orders. An operator approves an order on the demo control page.
 */
export default function DepositSection() {
  const t = useT()
  const { money } = useFormat()
  const channels = useLoad((signal) => fetchDepositChannels(signal))
  const orders = useLoad((signal) => fetchDepositOrders(signal))
  const [channelId, setChannelId] = useState('')
  const [amount, setAmount] = useState('')
  const [fieldError, setFieldError] = useState<string | null>(null)
  const [failure, setFailure] = useState<{ text: string; retry: boolean; error?: unknown } | null>(null)
  const [busy, setBusy] = useState(false)
  const [created, setCreated] = useState<DepositOrder | null>(null)

  const list = channels.data?.channels ?? []
  const channel = list.find((c) => c.id === channelId) ?? list[0]

  const submit = async (event?: FormEvent) => {
    event?.preventDefault()
    if (!channel || busy) return
    const error = amountError(amount, channel.minAmount, channel.maxAmount, money)
    setFieldError(error)
    setFailure(null)
    if (error) return
    setBusy(true)
    try {
      const order = await requestDeposit({ channelId: channel.id, amount: amount.trim() })
      setCreated(order)
      setAmount('')
      orders.set({ list: [order, ...(orders.data?.list ?? [])] })
    } catch (caught) {
      const text = walletErrorText(caught, money)
      if (isApiError(caught) && AMOUNT_CODES.has(caught.errorCode ?? '')) setFieldError(text)
      else setFailure({ text, retry: isRetryable(caught), error: caught })
    } finally {
      setBusy(false)
    }
  }

  return (
    <WalletSection name="deposit">
      <LoadState state={channels} empty={!list.length} />
      {channel && (
        <form className="wal-form lk-stack" noValidate onSubmit={submit} part="deposit-form">
          <fieldset className="wal-channels">
            <legend className="lk-label">{t('wal_method')}</legend>
            {list.map((c) => (
              <ChannelChoice
                key={c.id}
                channel={c}
                checked={c.id === channel.id}
                onPick={() => (setChannelId(c.id), setFieldError(null))}
              />
            ))}
          </fieldset>
          <Field
            name="amount"
            label={t('rec_amount')}
            value={amount}
            onValue={(value) => {
              setAmount(value)
              if (fieldError) setFieldError(null)
            }}
            inputMode="decimal"
            autoComplete="off"
            required
            hint={t('wal_limits', [money(channel.minAmount), money(channel.maxAmount)])}
            error={fieldError ?? undefined}
            part="deposit-amount"
          />
          <div className="wal-quick" role="group" aria-label={t('wal_quick')}>
            {channel.quickAmounts.map((q) => (
              <Button
                key={q}
                aria-pressed={amount === String(q)}
                onClick={() => (setAmount(String(q)), setFieldError(null))}
              >
                {money(q)}
              </Button>
            ))}
          </div>
          {failure && (
            <Failure
              text={failure.text}
              error={failure.error}
              onRetry={failure.retry ? () => void submit() : undefined}
            />
          )}
          <Button type="submit" variant="primary" busy={busy} part="deposit-submit">
            {t('wal_submit_deposit')}
          </Button>
        </form>
      )}
      {created && <CreatedOrder order={created} />}
      <ListHead title={t('wal_recent_deposits')} busy={orders.loading} onRefresh={orders.reload} />
      <LoadState state={orders} empty={!orders.data?.list.length} />
      <ul className="wal-list" part="deposit-orders">
        {(orders.data?.list ?? []).map((o) => (
          <OrderRow key={o.reference} order={o} />
        ))}
      </ul>
    </WalletSection>
  )
}

function ChannelChoice({
  channel: c,
  checked,
  onPick,
}: {
  channel: DepositChannel
  checked: boolean
  onPick(): void
}) {
  const t = useT()
  const { money } = useFormat()
  return (
    <label className="wal-choice" data-checked={checked || undefined}>
      <input type="radio" name="channel" value={c.id} checked={checked} onChange={onPick} />
      <span className="wal-choice-text">
        <span className="wal-choice-name">{c.name}</span>
        <span className="lk-small lk-muted">{t('wal_limits', [money(c.minAmount), money(c.maxAmount)])}</span>
      </span>
    </label>
  )
}

/** The new order: what to pay, where, by when, with copy buttons for the account and the reference. */
function CreatedOrder({ order }: { order: DepositOrder }) {
  const t = useT()
  const { money } = useFormat()
  const { time: when } = useFormat()
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => ref.current?.focus(), [order.reference])
  return (
    <div className="wal-card" part="deposit-created" tabIndex={-1} ref={ref}>
      <p role="status">{t('wal_order_created')}</p>
      <dl className="wal-facts">
        <div>
          <dt>{t('wal_reference')}</dt>
          <dd>
            <code part="deposit-reference">{order.reference}</code>{' '}
            <CopyButton value={order.reference} label={t('wal_reference')} />
          </dd>
        </div>
        <div>
          <dt>{t('rec_amount')}</dt>
          <dd part="deposit-amount-due">{money(order.amount)}</dd>
        </div>
        <div>
          <dt>{t('wal_bank_name')}</dt>
          <dd>{order.payTo.bankName}</dd>
        </div>
        <div>
          <dt>{t('wal_account_name')}</dt>
          <dd>{order.payTo.accountName}</dd>
        </div>
        <div>
          <dt>{t('wal_account_number')}</dt>
          <dd>
            <code>{order.payTo.accountNumber}</code>{' '}
            <CopyButton value={order.payTo.accountNumber} label={t('wal_account_number')} />
          </dd>
        </div>
      </dl>
      <p className="wal-deadline" part="deposit-deadline">
        <strong>{t('wal_pay_by', [when(order.payBy)])}</strong>
      </p>
      <p className="lk-small lk-muted">{t('wal_reference_hint')}</p>
    </div>
  )
}

function OrderRow({ order: o }: { order: DepositOrder }) {
  const t = useT()
  const { money } = useFormat()
  const { time: when } = useFormat()
  return (
    <li className="wal-row" data-reference={o.reference} data-status={o.status}>
      <span className="wal-row-main">
        <strong>{money(o.amount)}</strong> <span className="lk-small">{o.channelName}</span>
      </span>
      <span className="lk-small lk-muted">
        <code>{o.reference}</code> · {when(o.createdAt)}
      </span>
      <StatusBadge label={t(`wal_dep_${o.status}`)} tone={TONE[o.status]} />
      {o.status === 'pending' && <span className="lk-small">{t('wal_pay_by', [when(o.payBy)])}</span>}
    </li>
  )
}
