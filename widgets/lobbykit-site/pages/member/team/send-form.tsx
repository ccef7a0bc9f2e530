// MEMBER-5 / MEMBER-6: the team transfer's form, shared by the member centre's transfer pages and the
// agent centre's downline row (its recipient fixed there).
import { useRef, useState, type FormEvent } from 'react'
import { useStore } from '@nanostores/react'
import { newRequestId, type TeamTransferInfo } from '../../../../../core/api/transfers'
import { errorMessageOf, isApiError } from '../../../../../core/errors'
import { addMessages } from '../../../../../core/i18n/index'
import { $member } from '../../../../../core/stores/session'
import { transferToTeam } from '../../../../../core/stores/wallets'
import { Button } from '../../../../kit/button'
import { Field } from '../../../../kit/field'
import { FieldError, RequiredMark } from '../../../../kit/field-parts'
import { useT } from '../../../../kit/use-t'
import { useUid } from '../../../../kit/use-uid'
import { toHref } from '../../../routing/router'
import { memberPath } from '../../../routing/nav'
import { Failure } from '../../centre-kit/failure'
import { amountError } from '../../../../../core/validation/amount'
import { isRetryable, walletErrorText } from '../../../../../core/actions/wallet-failure'
import { useFormat } from '../../../../kit/use-format'
import { en } from './en'

addMessages(en, { UR: () => import('./ur').then((m) => m.ur) })

const REMARK_MAX = 140

type SendField = 'target' | 'amount' | 'remark' | 'password'

/**
 * The transfer form of MEMBER-5 / MEMBER-6: the recipient (chosen here, or fixed by `to`, as from the
 * agent centre's downline row), the amount within the server's limits, a remark and the transaction
 * password. `onSent` hears the confirmation once the server has moved the money.
 */
export function TeamSendForm({
  direction,
  info,
  to,
  onSent,
}: {
  direction: 'upline' | 'downline'
  info: TeamTransferInfo
  to?: { id: string; account: string }
  onSent(confirmation: string): void
}) {
  const t = useT()
  const { money } = useFormat()
  const member = useStore($member)
  const targetId = useUid('team-target')
  const [values, setValues] = useState<Record<SendField, string>>({
    target: to
      ? to.id
      : direction === 'upline'
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
  const recipient =
    to ?? (direction === 'upline' ? info.upline : info.downlines.find((d) => d.id === values.target))
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
      const confirmation = t('team_sent', [money(answer.transfer.amount), recipient.account])
      setDone(confirmation)
      onSent(confirmation)
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
      className={to ? 'lk-stack' : 'wal-card wal-form lk-stack'}
      noValidate
      onSubmit={submit}
      part="team-form"
      aria-labelledby={to ? undefined : `${targetId}-title`}
    >
      {/* A fixed recipient is named by the dialog around the form. */}
      {!to && (
        <h2 className="wal-subtitle" id={`${targetId}-title`}>
          {t(direction === 'upline' ? 'rec_tab_transfer-upline' : 'rec_tab_transfer-downline')}
        </h2>
      )}
      {to ? null : direction === 'upline' && info.upline ? (
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
