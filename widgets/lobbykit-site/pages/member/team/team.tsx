import { useRef, useState, type FormEvent } from 'react'
import { useStore } from '@nanostores/react'
import { fetchTeamTransfers, newRequestId, type TeamTransferInfo } from '../../../../../core/api/transfers'
import { errorMessageOf, isApiError } from '../../../../../core/errors'
import { addMessages } from '../../../../../core/i18n/index'
import { dayStart, addDays, spanRange } from '../../../../../core/record-range'
import { $member } from '../../../../../core/stores/session'
import { transferToTeam } from '../../../../../core/stores/wallets'
import { Button } from '../../../../kit/button'
import { Field } from '../../../../kit/field'
import { FieldError, RequiredMark } from '../../../../kit/field-parts'
import { useT } from '../../../../kit/use-t'
import { useUid } from '../../../../kit/use-uid'
import { toHref } from '../../../routing/router'
import { memberPath } from '../../../routing/nav'
import { LoadState } from '../../../shared/load-state'
import { useLoad } from '../../../shared/use-load'
import { Failure } from '../../centre-kit/failure'
import { WalletSection } from '../wallet/wallet-section'
import { amountError } from '../../../../../core/validation/amount'
import { isRetryable, walletErrorText } from '../../../../../core/actions/wallet-failure'
import { useFormat } from '../../../../kit/use-format'
import { en } from './en'

addMessages(en, { UR: () => import('./ur').then((m) => m.ur) })

const REMARK_MAX = 140

/**
 * MEMBER-5 (direction upline) and MEMBER-6 (downline): for members in an agent tree, money to the
 * direct upline or to one direct downline, with the transaction password (checked by the server,
 * never kept here); one idempotency key per attempt; the header balance follows; the history of the
 * transfers sent and received over the past 7 or 30 days.
 */
export function TeamTransfer({ direction }: { direction: 'upline' | 'downline' }) {
  const t = useT()
  const [days, setDays] = useState<'past7' | 'past30'>('past30')
  const periodId = useUid('team-period')
  const state = useLoad((signal) => {
    const range = spanRange(days)!
    return fetchTeamTransfers({ from: dayStart(range.from), to: dayStart(addDays(range.to, 1)) - 1 }, signal)
  }, days)
  const data = state.data
  const targets = data ? (direction === 'upline' ? (data.upline ? [data.upline] : []) : data.downlines) : []
  return (
    <WalletSection name={`transfer-${direction}`}>
      <LoadState state={state} empty={!data} />
      {data && !targets.length && (
        <p className="wal-card" part="team-empty">
          {t(direction === 'upline' ? 'team_no_upline' : 'team_no_downline')}
        </p>
      )}
      {data && targets.length > 0 && <SendForm direction={direction} info={data} onSent={state.reload} />}
      {data && (
        <section className="wal-card lk-stack" aria-labelledby={`${periodId}-title`} part="team-history">
          <div className="wal-list-head">
            <h2 className="wal-subtitle" id={`${periodId}-title`}>
              {t('team_history')}
            </h2>
            <div className="lk-field">
              <label className="lk-label" htmlFor={periodId}>
                {t('team_period')}
              </label>
              <select
                id={periodId}
                className="lk-input wal-select"
                value={days}
                onChange={(e) => setDays(e.currentTarget.value as 'past7' | 'past30')}
              >
                <option value="past7">{t('team_past7')}</option>
                <option value="past30">{t('team_past30')}</option>
              </select>
            </div>
          </div>
          <History info={data} />
        </section>
      )}
    </WalletSection>
  )
}

function History({ info }: { info: TeamTransferInfo }) {
  const t = useT()
  const { money, time: when } = useFormat()
  if (!info.history.length) return <p className="lk-muted">{t('team_none')}</p>
  return (
    <ul className="wal-list" part="team-transfers">
      {info.history.map((h) => (
        <li key={h.id} className="wal-row" data-sent={h.sent ? 'true' : 'false'}>
          <div className="wal-row-main">
            <strong>{t(`team_${h.sent ? 'out' : 'in'}_${h.direction}`)}</strong>
            <strong>
              {h.sent ? '−' : '+'}
              {money(h.amount)}
            </strong>
          </div>
          <p>
            {when(h.time)} · {t('team_with')}: {h.counterpart}
            {h.remark ? ` · ${h.remark}` : ''}
          </p>
        </li>
      ))}
    </ul>
  )
}

type SendField = 'target' | 'amount' | 'remark' | 'password'

function SendForm({
  direction,
  info,
  onSent,
}: {
  direction: 'upline' | 'downline'
  info: TeamTransferInfo
  onSent(): void
}) {
  const t = useT()
  const { money } = useFormat()
  const member = useStore($member)
  const targetId = useUid('team-target')
  const [values, setValues] = useState<Record<SendField, string>>({
    target:
      direction === 'upline'
        ? (info.upline?.id ?? '')
        : info.downlines.length === 1
          ? info.downlines[0]!.id
          : '',
    amount: '',
    remark: '',
    password: '',
  })
  const [errors, setErrors] = useState<Partial<Record<SendField, string>>>({})
  const [failure, setFailure] = useState<{ text: string; retry: boolean; security?: boolean } | null>(null)
  const [done, setDone] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const attempt = useRef<{ what: string; key: string } | null>(null)
  const balance = member?.balance ?? info.balance
  const edit = (field: SendField) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }))
    setErrors((e) => ({ ...e, [field]: undefined }))
  }
  const recipient = direction === 'upline' ? info.upline : info.downlines.find((d) => d.id === values.target)
  const submit = async (event?: FormEvent) => {
    event?.preventDefault()
    if (busy) return
    const found = {
      target: recipient ? undefined : t('team_choose_error'),
      amount: amountError(values.amount, info.minAmount, info.maxAmount, money, balance) ?? undefined,
      remark: [...values.remark.trim()].length > REMARK_MAX ? t('team_remark_long') : undefined,
      password: values.password ? undefined : t('input_empty'),
    }
    setErrors(found)
    setFailure(null)
    setDone(null)
    if (Object.values(found).some(Boolean) || !recipient) return
    const what = `${direction}:${recipient.id}:${values.amount.trim()}:${values.remark.trim()}`
    if (attempt.current?.what !== what) attempt.current = { what, key: newRequestId() }
    setBusy(true)
    try {
      const answer = await transferToTeam({
        direction,
        ...(direction === 'downline' ? { targetId: recipient.id } : {}),
        amount: values.amount.trim(),
        remark: values.remark.trim() || undefined,
        transactionPassword: values.password,
        requestId: attempt.current.key,
      })
      attempt.current = null
      setValues((v) => ({ ...v, amount: '', remark: '', password: '' }))
      setDone(t('team_sent', [money(answer.transfer.amount), recipient.account]))
      onSent()
    } catch (error) {
      const retry = isRetryable(error)
      if (!retry) attempt.current = null
      const code = isApiError(error) ? error.errorCode : undefined
      // The password is never kept: a refused one is cleared, the rest stays as typed.
      setValues((v) => ({ ...v, password: '' }))
      if (code === 'TX_PASSWORD_INCORRECT') {
        const left = (error as { value?: { triesLeft?: number } }).value?.triesLeft ?? 0
        setErrors({ password: t('team_tx_incorrect', [left]) })
      } else if (code === 'TX_PASSWORD_NOT_SET')
        setFailure({ text: t('team_tx_not_set'), retry: false, security: true })
      else if (code === 'NOT_DOWNLINE') setErrors({ target: t('team_not_downline') })
      else if (code === 'AMOUNT_RANGE' || code === 'INSUFFICIENT_BALANCE' || code === 'AMOUNT_INVALID')
        setErrors({ amount: walletErrorText(error, money) })
      else
        setFailure({ text: isApiError(error) ? walletErrorText(error, money) : errorMessageOf(error), retry })
    } finally {
      setBusy(false)
    }
  }
  return (
    <form
      className="wal-card wal-form lk-stack"
      noValidate
      onSubmit={submit}
      part="team-form"
      aria-labelledby={`${targetId}-title`}
    >
      <h2 className="wal-subtitle" id={`${targetId}-title`}>
        {t(direction === 'upline' ? 'rec_tab_transfer-upline' : 'rec_tab_transfer-downline')}
      </h2>
      {direction === 'upline' && info.upline ? (
        <dl className="wal-facts">
          <div>
            <dt>{t('team_upline')}</dt>
            <dd part="upline">
              {info.upline.account} ({info.upline.nickname})
            </dd>
          </div>
        </dl>
      ) : (
        <div className="lk-field" data-invalid={errors.target ? 'true' : undefined}>
          <label className="lk-label" htmlFor={targetId}>
            {t('team_recipient')}
            <RequiredMark required />
          </label>
          <div className="lk-control">
            <select
              id={targetId}
              name="targetId"
              className="lk-input wal-select"
              value={values.target}
              onChange={(e) => edit('target')(e.currentTarget.value)}
              aria-required="true"
              aria-invalid={errors.target ? 'true' : undefined}
              aria-describedby={errors.target ? `${targetId}-error` : undefined}
            >
              <option value="">{t('team_choose')}</option>
              {info.downlines.map((d) => (
                <option key={d.id} value={d.id}>
                  {d.account} ({d.nickname})
                </option>
              ))}
            </select>
          </div>
          <FieldError id={`${targetId}-error`} error={errors.target} />
        </div>
      )}
      <Field
        name="amount"
        label={t('team_amount')}
        value={values.amount}
        onValue={edit('amount')}
        inputMode="decimal"
        autoComplete="off"
        required
        hint={t('team_limits', [money(info.minAmount), money(info.maxAmount), money(balance)])}
        error={errors.amount}
      />
      <Field
        name="remark"
        label={t('team_remark')}
        value={values.remark}
        onValue={edit('remark')}
        maxLength={REMARK_MAX}
        autoComplete="off"
        error={errors.remark}
      />
      <Field
        name="transactionPassword"
        type="password"
        revealable
        label={t('team_tx_password')}
        value={values.password}
        onValue={edit('password')}
        autoComplete="off"
        required
        error={errors.password}
      />
      {failure && <Failure text={failure.text} onRetry={failure.retry ? () => void submit() : undefined} />}
      {failure?.security && (
        <p>
          <a href={toHref(memberPath('security'))}>{t('team_go_security')}</a>
        </p>
      )}
      {done && (
        <p role="status" className="wal-reminder" part="team-done">
          {done}
        </p>
      )}
      <Button type="submit" variant="primary" busy={busy} part="team-send">
        {t('team_send')}
      </Button>
    </form>
  )
}
