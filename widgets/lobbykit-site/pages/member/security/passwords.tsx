import { useState, type FormEvent } from 'react'
import { requestTransactionPassword, type SecurityOverview } from '../../../../../core/api/security'
import { isApiError } from '../../../../../core/errors'
import { openPopup } from '../../../../../core/stores/popup'
import { messageOf, validateNewPasswordConfirm, validatePassword } from '../../../../../core/validation/rules'
import { Button } from '../../../../kit/button'
import { Field } from '../../../../kit/field'
import { useT } from '../../../../kit/use-t'
import { Failure } from '../../centre-kit/failure'
import { isRetryable } from '../../../../../core/actions/wallet-failure'
import { Done, secErrorText } from './kit'

/** The login password: the existing change-password flow of member-login (PWD-1..5), opened from here. */
export function LoginPasswordCard() {
  const t = useT()
  return (
    <section className="wal-card lk-stack" part="login-password-card" aria-labelledby="sec-login-password">
      <h2 className="wal-subtitle" id="sec-login-password">
        {t('sec_login_password')}
      </h2>
      <p className="lk-small lk-muted">{t('sec_login_password_hint')}</p>
      <div className="wal-actions">
        <Button onClick={() => openPopup('changePassword')} part="change-login-password">
          {t('sec_change_login_password')}
        </Button>
      </div>
    </section>
  )
}

type TxField = 'proof' | 'newPassword' | 'confirmPassword'

/**
 * MEMBER-1: sets the transaction password (the login password proves it is the member) or changes it
 * (the current one). The new one follows the server's paymentPassword rule. Nothing typed here is
 * stored anywhere: the fields are emptied once the server has answered yes (C-2, C-4).
 */
export function TxPasswordCard({
  overview,
  onSaved,
}: {
  overview: SecurityOverview
  onSaved(o: SecurityOverview): void
}) {
  const t = useT()
  const isSet = overview.hasTransactionPassword
  const empty = { proof: '', newPassword: '', confirmPassword: '' }
  const [values, setValues] = useState<Record<TxField, string>>(empty)
  const [errors, setErrors] = useState<Partial<Record<TxField, string>>>({})
  const [failure, setFailure] = useState<{ text: string; retry: boolean } | null>(null)
  const [done, setDone] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const edit = (field: TxField) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }))
    setErrors((e) => ({ ...e, [field]: undefined }))
  }
  const submit = async (event?: FormEvent) => {
    event?.preventDefault()
    if (busy) return
    const rule = { ...overview.transactionPasswordRule, enabled: true }
    const next = validatePassword(values.newPassword, rule)
    const confirm = validateNewPasswordConfirm(values.confirmPassword, values.newPassword)
    const found = {
      proof: values.proof ? undefined : t('input_empty'),
      newPassword: next ? messageOf(next) : undefined,
      confirmPassword: confirm ? messageOf(confirm) : undefined,
    }
    setErrors(found)
    setFailure(null)
    setDone(null)
    if (Object.values(found).some(Boolean)) return
    setBusy(true)
    try {
      await requestTransactionPassword({
        ...(isSet ? { oldPassword: values.proof } : { loginPassword: values.proof }),
        newPassword: values.newPassword,
        confirmPassword: values.confirmPassword,
      })
      setValues(empty)
      onSaved({ ...overview, hasTransactionPassword: true })
      setDone(t('sec_tx_saved'))
    } catch (error) {
      const text = secErrorText(error)
      const code = isApiError(error) ? error.errorCode : undefined
      if (code === 'PASSWORD_INCORRECT' || code === 'TX_PASSWORD_INCORRECT') setErrors({ proof: text })
      else if (code === 'PASSWORD_RULE' || code === 'SAME_AS_LOGIN') setErrors({ newPassword: text })
      else if (code === 'INCONSISTENT') setErrors({ confirmPassword: text })
      else setFailure({ text, retry: isRetryable(error) })
    } finally {
      setBusy(false)
    }
  }
  return (
    <form
      className="wal-card lk-stack sec-form"
      noValidate
      onSubmit={submit}
      part="tx-password-form"
      aria-labelledby="sec-tx"
    >
      <h2 className="wal-subtitle" id="sec-tx">
        {t('sec_tx_password')}
      </h2>
      <p className="lk-small lk-muted">{t('sec_tx_hint')}</p>
      <p part="tx-state">
        <strong>{t(isSet ? 'sec_tx_is_set' : 'sec_tx_not_set')}</strong>
      </p>
      <Field
        name={isSet ? 'oldPaymentPassword' : 'password'}
        type="password"
        revealable
        label={t(isSet ? 'sec_tx_old' : 'sec_tx_login_password')}
        value={values.proof}
        onValue={edit('proof')}
        autoComplete={isSet ? 'off' : 'current-password'}
        required
        error={errors.proof}
      />
      <Field
        name="paymentPassword"
        type="password"
        revealable
        label={t('sec_tx_new')}
        value={values.newPassword}
        onValue={edit('newPassword')}
        inputMode={overview.transactionPasswordRule.patternId === 6 ? 'numeric' : undefined}
        autoComplete="off"
        maxLength={overview.transactionPasswordRule.maxLength}
        required
        error={errors.newPassword}
      />
      <Field
        name="confirmPaymentPassword"
        type="password"
        revealable
        label={t('sec_tx_confirm')}
        value={values.confirmPassword}
        onValue={edit('confirmPassword')}
        inputMode={overview.transactionPasswordRule.patternId === 6 ? 'numeric' : undefined}
        autoComplete="off"
        maxLength={overview.transactionPasswordRule.maxLength}
        required
        error={errors.confirmPassword}
      />
      {failure && <Failure text={failure.text} onRetry={failure.retry ? () => void submit() : undefined} />}
      <Done text={done} />
      <div className="wal-actions">
        <Button type="submit" variant="primary" busy={busy} part="save-tx-password">
          {t(isSet ? 'sec_tx_change' : 'sec_tx_set')}
        </Button>
      </div>
    </form>
  )
}
