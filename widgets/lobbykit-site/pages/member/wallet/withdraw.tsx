import { useRef, useState, type FormEvent } from 'react'
import { useStore } from '@nanostores/react'
import {
  fetchWithdrawInfo,
  requestPayoutAccount,
  requestWithdrawal,
  type WithdrawInfo,
  type Withdrawal,
} from '../../../../../core/api/wallet'
import { newRequestId } from '../../../../../core/api/transfers'
import { isApiError } from '../../../../../core/errors'
import { $member } from '../../../../../core/stores/session'
import { setMemberBalance } from '../../../../../core/stores/balance'
import { messageOf, patternError, type FieldRule } from '../../../../../core/validation/rules'
import { Button } from '../../../../kit/button'
import { Field } from '../../../../kit/field'
import { useT } from '../../../../kit/use-t'
import { LoadState } from '../../../shared/load-state'
import { useLoad } from '../../../shared/use-load'
import { AMOUNT_CODES, isRetryable, walletErrorText } from '../../../../../core/actions/wallet-failure'
import { Failure } from '../../centre-kit/failure'
import { ListHead } from '../../centre-kit/list-head'
import { WalletSection } from './wallet-section'
import { amountError } from '../../../../../core/validation/amount'
import { useFormat } from '../../../../kit/use-format'
import { WithdrawalItem } from './withdrawal-item'
import { PayoutAccountForm, type PayoutRefusal } from '../../centre-kit/payout-account-form'
import '../en'

/**
 * MEMBER-4: the member's withdrawal. The payout account (added once, bank from the server's list, name
 * and number under the server's rules), an amount within the limits and the balance, the password
 * re-entered (sent, never kept: C-2, C-4); then the amount is held and the request is listed. Paid
 * withdrawals ask for the member's confirmation (withdrawal-item.tsx: MEMBER-36..38, C-12).
 */
export default function WithdrawSection() {
  const t = useT()
  const { money } = useFormat()
  const member = useStore($member)
  const info = useLoad((signal) => fetchWithdrawInfo(signal))
  const data = info.data
  const setList = (list: Withdrawal[]) => data && info.set({ ...data, list })
  return (
    <WalletSection name="withdraw">
      {member && (
        <p className="wal-balance">
          {t('member_balance')}: <strong part="withdraw-balance">{money(member.balance)}</strong>
        </p>
      )}
      <LoadState state={info} empty={!data} />
      {data && <Reminder list={data.list} />}
      {data && (data.account ? <AccountCard info={data} /> : <AccountForm info={data} onSaved={info.set} />)}
      {data?.account && <WithdrawForm info={data} onDone={setList} />}
      {data && (
        <>
          <ListHead title={t('wal_withdrawals')} busy={info.loading} onRefresh={info.reload} />
          {!data.list.length && <p className="lk-muted">{t('no_data')}</p>}
          <ul className="wal-list" part="withdrawals">
            {data.list.map((w) => (
              <WithdrawalItem key={w.id} withdrawal={w} onChange={setList} />
            ))}
          </ul>
        </>
      )}
    </WalletSection>
  )
}

/** C-12: a reminder at the top while a paid withdrawal waits for the member's answer, with its deadline. */
function Reminder({ list }: { list: Withdrawal[] }) {
  const t = useT()
  const { time: when } = useFormat()
  const waiting = list.filter((w) => w.status === 'paid' && w.confirmBy !== null)
  if (!waiting.length) return null
  const soonest = Math.min(...waiting.map((w) => w.confirmBy!))
  return (
    <p className="wal-reminder" part="confirm-reminder">
      {t('wal_waiting', [waiting.length, when(soonest)])}
    </p>
  )
}

function AccountCard({ info }: { info: WithdrawInfo }) {
  const t = useT()
  const { time: when } = useFormat()
  const account = info.account!
  const usableAt = info.accountUsableAt ?? 0
  return (
    <div className="wal-card" part="payout-account">
      <h2 className="wal-subtitle">{t('wal_payout')}</h2>
      <dl className="wal-facts">
        <div>
          <dt>{t('wal_bank_name')}</dt>
          <dd>{account.bankName}</dd>
        </div>
        <div>
          <dt>{t('wal_account_name')}</dt>
          <dd>{account.accountName}</dd>
        </div>
        <div>
          <dt>{t('wal_account_number')}</dt>
          <dd>
            <code>{account.accountNumber}</code>
          </dd>
        </div>
      </dl>
      {usableAt > Date.now() && (
        <p className="wal-reminder" part="account-on-hold">
          {t('wal_account_usable_from', [when(usableAt)])}
        </p>
      )}
    </div>
  )
}

/** The withdrawal's add-account form, shown until the member has a payout account. */
function AccountForm({ info, onSaved }: { info: WithdrawInfo; onSaved(info: WithdrawInfo): void }) {
  const t = useT()
  const { money } = useFormat()
  const refusal = (caught: unknown): PayoutRefusal => {
    const text = walletErrorText(caught, money)
    const code = isApiError(caught) ? caught.errorCode : undefined
    // The server's own rule may be newer than the one this form had: its message goes beside the field.
    const field =
      code === 'ACCOUNT_NAME_INVALID'
        ? 'accountName'
        : code === 'ACCOUNT_NUMBER_INVALID'
          ? 'accountNumber'
          : undefined
    const rule = isApiError(caught) ? (caught.value as { rule?: FieldRule } | undefined)?.rule : undefined
    return { field, text: field && rule ? messageOf(patternError(rule)) : text }
  }
  return (
    <PayoutAccountForm
      rules={info}
      words={{
        bank: t('wal_bank_name'),
        chooseBank: t('wal_choose_bank'),
        bankInvalid: t('wal_bank_invalid'),
        accountName: t('wal_account_name'),
        accountNumber: t('wal_account_number'),
        save: t('wal_save_account'),
      }}
      head={
        <>
          <h2 className="wal-subtitle">{t('wal_add_account')}</h2>
          <p className="lk-small lk-muted">{t('wal_add_account_hint')}</p>
          {Boolean(info.accountHoldHours) && (
            <p className="lk-small lk-muted" part="account-hold">
              {t('wal_account_hold', [info.accountHoldHours!])}
            </p>
          )}
        </>
      }
      save={requestPayoutAccount}
      onSaved={onSaved}
      refusal={refusal}
      idPrefix="bank"
      nameField="accountName"
      className="wal-card wal-form lk-stack"
      part="payout-form"
    />
  )
}

function WithdrawForm({ info, onDone }: { info: WithdrawInfo; onDone(list: Withdrawal[]): void }) {
  const t = useT()
  const { money } = useFormat()
  const member = useStore($member)
  const [amount, setAmount] = useState('')
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<{ amount?: string; password?: string }>({})
  const [failure, setFailure] = useState<{ text: string; retry: boolean; error?: unknown } | null>(null)
  const [done, setDone] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  // One request key per intended withdrawal (amount): a retry of the same one sends it again.
  const attempt = useRef<{ what: string; key: string } | null>(null)
  const submit = async (event?: FormEvent) => {
    event?.preventDefault()
    if (busy || !member) return
    const found = {
      amount: amountError(amount, info.minAmount, info.maxAmount, money, member.balance) ?? undefined,
      password: password ? undefined : t('input_empty'),
    }
    setErrors(found)
    setFailure(null)
    setDone(null)
    if (found.amount || found.password) return
    setBusy(true)
    const what = amount.trim()
    if (attempt.current?.what !== what) attempt.current = { what, key: newRequestId() }
    try {
      const answer = await requestWithdrawal({ amount: what, password, requestId: attempt.current.key })
      attempt.current = null
      setMemberBalance(answer.balance)
      setDone(t('wal_withdraw_requested', [money(Number(amount))]))
      setAmount('')
      setPassword('')
      onDone(answer.list)
    } catch (caught) {
      const text = walletErrorText(caught, money)
      const code = isApiError(caught) ? (caught.errorCode ?? '') : ''
      // A refusal moved nothing: the next try is a new withdrawal with a new key.
      if (!isRetryable(caught)) attempt.current = null
      if (code === 'PASSWORD_INCORRECT' || code === 'TX_PASSWORD_INCORRECT') setErrors({ password: text })
      else if (AMOUNT_CODES.has(code) && code !== 'INPUT_EMPTY') setErrors({ amount: text })
      else setFailure({ text, retry: isRetryable(caught), error: caught })
    } finally {
      setBusy(false)
    }
  }
  return (
    <form className="wal-form lk-stack" noValidate onSubmit={submit} part="withdraw-form">
      <Field
        name="amount"
        label={t('rec_amount')}
        value={amount}
        onValue={(v) => (setAmount(v), setErrors((e) => ({ ...e, amount: undefined })))}
        inputMode="decimal"
        autoComplete="off"
        required
        hint={t('wal_withdraw_range', [
          money(info.minAmount),
          money(Math.min(info.maxAmount, member?.balance ?? info.maxAmount)),
        ])}
        error={errors.amount}
        part="withdraw-amount"
      />
      <Field
        name="password"
        type="password"
        label={t(info.usesTransactionPassword ? 'wal_tx_password' : 'wal_password')}
        value={password}
        onValue={(v) => (setPassword(v), setErrors((e) => ({ ...e, password: undefined })))}
        autoComplete={info.usesTransactionPassword ? 'off' : 'current-password'}
        revealable
        required
        hint={t(info.usesTransactionPassword ? 'wal_tx_password_hint' : 'wal_password_hint')}
        error={errors.password}
        part="withdraw-password"
      />
      {failure && (
        <Failure
          text={failure.text}
          error={failure.error}
          onRetry={failure.retry ? () => void submit() : undefined}
        />
      )}
      <p role="status" className="lk-small">
        {done}
      </p>
      <Button type="submit" variant="primary" busy={busy} part="withdraw-submit">
        {t('wal_submit_withdraw')}
      </Button>
    </form>
  )
}
