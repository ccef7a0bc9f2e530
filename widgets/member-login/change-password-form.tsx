import type { FormEvent } from 'react'
import { useState } from 'react'
import { useStore } from '@nanostores/react'
import { errorMessageOf } from '../../core/errors'
import { changePassword } from '../../core/stores/password'
import { $session } from '../../core/stores/session'
import { $registerRules } from '../../core/stores/system'
import {
  messageOf,
  validateNewPasswordConfirm,
  validatePassword,
  type ValidationError,
} from '../../core/validation/rules'
import { Button } from '../kit/button'
import { Field } from '../kit/field'
import { useT } from '../kit/use-t'
import { $passwordChanged } from './password-changed-state'
import { hostOf } from '../kit/host-of'

type Values = { oldPassword: string; newPassword: string; confirmNewPassword: string }

/** Change password (spec §5 Password change, PWD-1..5). The old password is always asked: it is never kept (C-4). */
export function ChangePasswordForm({ reason, onCancel }: { reason?: string; onCancel: () => void }) {
  const t = useT()
  const rules = useStore($registerRules)
  const [values, setValues] = useState<Values>({ oldPassword: '', newPassword: '', confirmNewPassword: '' })
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({})
  const [formError, setFormError] = useState('')
  const [busy, setBusy] = useState(false)
  const set = (key: keyof Values, value: string) => {
    setValues((v) => ({ ...v, [key]: value }))
    setErrors((e) => ({ ...e, [key]: undefined }))
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    const text = (e: ValidationError | null) => (e ? messageOf(e) : undefined)
    const found = {
      oldPassword: values.oldPassword ? undefined : text({ key: 'input_empty' }), // PWD-2
      newPassword: text(validatePassword(values.newPassword, rules.password)), // PWD-3, NS-19
      confirmNewPassword: text(validateNewPasswordConfirm(values.confirmNewPassword, values.newPassword)), // PWD-4
    }
    setErrors(found)
    setFormError('')
    if (found.oldPassword || found.newPassword || found.confirmNewPassword) return
    setBusy(true)
    const voluntary = $session.get().status === 'loggedIn'
    try {
      await changePassword(values, hostOf(event.currentTarget)) // PWD-5
      if (voluntary) $passwordChanged.set(true) // PWD-5: said, not a silent close
    } catch (error) {
      setFormError(errorMessageOf(error))
    } finally {
      setBusy(false)
    }
  }

  const notice =
    reason === 'expired'
      ? t('password_expired_notice')
      : reason === 'default'
        ? t('password_default_notice')
        : ''
  return (
    <form className="lk-form" noValidate onSubmit={submit} part="change-password-form">
      {notice && <p className="lk-notice">{notice}</p>}
      <Field
        name="oldPassword"
        label={t('old_password_label')}
        type="password"
        value={values.oldPassword}
        onValue={(v: string) => set('oldPassword', v)}
        error={errors.oldPassword}
        required
        autoComplete="current-password"
        revealable
      />
      <Field
        name="newPassword"
        label={t('new_password_label')}
        type="password"
        value={values.newPassword}
        onValue={(v: string) => set('newPassword', v)}
        error={errors.newPassword}
        required
        autoComplete="new-password"
        revealable
        hint={
          rules.password?.minLength
            ? t('password_length', { min: rules.password.minLength, max: rules.password.maxLength ?? '' })
            : undefined
        }
      />
      <Field
        name="confirmNewPassword"
        label={t('confirm_new_password_label')}
        type="password"
        value={values.confirmNewPassword}
        onValue={(v: string) => set('confirmNewPassword', v)}
        error={errors.confirmNewPassword}
        required
        autoComplete="new-password"
        revealable
      />
      {formError && (
        <p className="lk-form-error" role="alert">
          {formError}
        </p>
      )}
      <div className="lk-actions">
        <Button variant="secondary" onClick={onCancel}>
          {t('cancel')}
        </Button>
        <Button variant="primary" type="submit" busy={busy} part="submit">
          {t('submit')}
        </Button>
      </div>
    </form>
  )
}
