import { useStore } from '@nanostores/react'
import type { FormEvent } from 'react'
import { useEffect, useRef, useState } from 'react'
import { errorMessageOf, isApiError } from '../../core/errors'
import { $countryCodes, loadCountryCodes } from '../../core/stores/countries'
import {
  forgotMethods,
  resetPasswordByEmail,
  resetPasswordByEmailCode,
  resetPasswordByPhone,
  type ForgotMethod,
} from '../../core/stores/forgot'
import { openPopup } from '../../core/stores/popup'
import { $flags, $registerRules } from '../../core/stores/system'
import {
  messageOf,
  phoneDigitsOf,
  validateCode,
  validateEmail,
  validateField,
  validateMobile,
  validatePassword,
  type ValidationError,
} from '../../core/validation/rules'
import { Button } from '../kit/button'
import { CountryCodePicker } from '../kit/country-code-picker'
import { Field } from '../kit/field'
import { SmsCodeButton } from '../kit/sms-code-button'
import { Tabs, tabPanelProps } from '../kit/tabs'
import { useT } from '../kit/use-t'
import { hostOf } from '../kit/host-of'
import { DEFAULT_DIAL_CODE } from '../../core/constants'

type Values = Record<
  'username' | 'email' | 'countryDialingCode' | 'mobileNum' | 'verificationCode' | 'newPassword',
  string
>
const EMPTY: Values = {
  username: '',
  email: '',
  countryDialingCode: DEFAULT_DIAL_CODE,
  mobileNum: '',
  verificationCode: '',
  newPassword: '',
}

/** The e-mailed reset code: 8 letters and digits, a dash or spaces allowed (FORGOT-13). */
function validateResetCode(value: string): ValidationError | null {
  if (!value.trim()) return { key: 'input_empty' }
  return /^[A-Za-z0-9]{8}$/.test(value.replace(/[\s-]/g, '')) ? null : { key: 'code_invalid_format' }
}

/** The e-mail method's two steps: ask for the code, then use it. */
type EmailStep = 'request' | 'code'

/** VAL-42, VAL-43: what each method needs, against the server's rules (NS-19: the password rule). */
function validate(
  method: ForgotMethod,
  step: EmailStep,
  v: Values,
  rules: ReturnType<typeof $registerRules.get>,
): Partial<Record<keyof Values, ValidationError | null>> {
  if (method === 'email' && step === 'code') {
    return {
      username: validateField(v.username.trim(), rules.username, { required: true }),
      verificationCode: validateResetCode(v.verificationCode),
      newPassword: validatePassword(v.newPassword, rules.password),
    }
  }
  if (method === 'email') {
    return {
      username: validateField(v.username.trim(), rules.username, { required: true }),
      email: validateEmail(v.email.trim(), rules.email),
    }
  }
  return {
    mobileNum: validateMobile(v.mobileNum.trim(), rules.mobileNum),
    verificationCode: validateCode(v.verificationCode.trim(), rules.verificationCode),
    newPassword: validatePassword(v.newPassword, rules.password),
  }
}

/** The forgot-password form of spec §2: mobile / e-mail tabs as the flags allow (FORGOT-2..14). */
export function ForgotForm({
  idPrefix,
  onMailed,
  link,
}: {
  idPrefix: string
  onMailed: () => void
  /** The e-mail's reset link, when the page was opened from it: the code step, filled in. */
  link?: { code: string; account: string } | null
}) {
  const t = useT()
  const countries = useStore($countryCodes)
  const rules = useStore($registerRules)
  const methods = forgotMethods(useStore($flags).whitelabel)
  const [chosen, setChosen] = useState<ForgotMethod | null>(link ? 'email' : null)
  const method = chosen && methods.includes(chosen) ? chosen : methods[0] // FORGOT-3
  const [step, setStep] = useState<EmailStep>(link ? 'code' : 'request')
  const [values, setValues] = useState<Values>(
    link ? { ...EMPTY, username: link.account, verificationCode: link.code } : EMPTY,
  )
  const latest = useRef(values)
  latest.current = values
  // Kept as keys, so the messages follow a language switch.
  const [found, setErrors] = useState<Partial<Record<keyof Values, ValidationError | string>>>({})
  const errors = Object.fromEntries(
    Object.entries(found)
      .filter(([, e]) => e)
      .map(([k, e]) => [k, typeof e === 'string' ? e : messageOf(e!)]),
  ) as Partial<Record<keyof Values, string>>
  const [formError, setFormError] = useState('')
  const [busy, setBusy] = useState(false)
  const [refusals, setRefusals] = useState(0)
  const formRef = useRef<HTMLFormElement>(null)

  useEffect(() => {
    loadCountryCodes().catch(() => {})
  }, [])
  useEffect(() => {
    formRef.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus()
  }, [refusals])

  if (!method)
    return (
      <p className="lk-notice" role="status">
        {t('forgot_closed')}
      </p>
    )

  const set = (key: keyof Values, value: string) => {
    latest.current = { ...latest.current, [key]: value }
    setValues((v) => ({ ...v, [key]: value }))
    if (errors[key]) setErrors((e) => ({ ...e, [key]: undefined }))
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    const v = latest.current
    const invalid = Object.entries(validate(method, step, v, rules)).filter(([, e]) => e) as [
      keyof Values,
      ValidationError,
    ][]
    setErrors(Object.fromEntries(invalid))
    setFormError('')
    if (invalid.length) return setRefusals((n) => n + 1)
    setBusy(true)
    try {
      if (method === 'email' && step === 'code') {
        await resetPasswordByEmailCode(
          { username: v.username, code: v.verificationCode, newPassword: v.newPassword },
          hostOf(event.currentTarget),
        )
      } else if (method === 'email') {
        await resetPasswordByEmail(v.username, v.email) // FORGOT-13
        setValues({ ...EMPTY, username: v.username.trim() })
        setStep('code')
        onMailed() // FORGOT-16
      } else {
        await resetPasswordByPhone(v, hostOf(event.currentTarget)) // FORGOT-14, FORGOT-15
      }
    } catch (error) {
      const field = isApiError(error) ? (error.value as { field?: keyof Values } | null)?.field : undefined
      if (field && field in EMPTY) setErrors((e) => ({ ...e, [field]: errorMessageOf(error) }))
      else setFormError(isApiError(error) ? errorMessageOf(error) : t('verify_first')) // ERR-10: the human check was not completed
      setRefusals((n) => n + 1)
    } finally {
      setBusy(false)
    }
  }
  const field = (name: keyof Values, label: string, extra: Partial<Parameters<typeof Field>[0]> = {}) => (
    <Field
      name={name}
      label={label}
      value={values[name]}
      onValue={(v: string) => set(name, v)}
      error={errors[name]}
      required
      {...extra}
    />
  )
  const switchStep = (next: EmailStep) => {
    setStep(next)
    setErrors({})
    setFormError('')
  }
  const digits = phoneDigitsOf(rules.mobileNum)
  const tabs = methods.map((id) => ({
    id,
    label: t(id === 'mobile' ? 'mobile_label' : 'forgot_tab_email'),
  }))

  return (
    <form
      ref={formRef}
      className="lk-form lk-forgot"
      noValidate
      onSubmit={submit}
      part="form"
      aria-busy={busy}
    >
      {tabs.length > 1 && (
        <Tabs
          label={t('forgot_methods')}
          tabs={tabs}
          value={method}
          idPrefix={idPrefix}
          onChange={(id: string) => {
            setChosen(id as ForgotMethod)
            setErrors({})
            setFormError('')
          }}
        />
      )}
      <div className="lk-stack" {...(tabs.length > 1 ? tabPanelProps(idPrefix, method) : {})}>
        {method === 'email' && step === 'code' ? (
          <>
            <p className="lk-muted">{t('forgot_code_intro')}</p>
            {field('username', t('forgot_username'), { autoComplete: 'username' })}
            {field('verificationCode', t('forgot_code_label'), {
              autoComplete: 'one-time-code',
              maxLength: 12,
            })}
            {field('newPassword', t('forgot_new_password'), {
              type: 'password',
              autoComplete: 'new-password',
              revealable: true,
              hint: rules.password?.minLength
                ? t('password_length', { min: rules.password.minLength, max: rules.password.maxLength ?? '' })
                : undefined,
            })}
            <Button variant="link" onClick={() => switchStep('request')} part="send-again">
              {t('forgot_send_again')}
            </Button>
          </>
        ) : method === 'email' ? (
          <>
            <p className="lk-muted">{t('forgot_email_intro')}</p>
            {field('username', t('forgot_username'), { autoComplete: 'username' })}
            {field('email', t('forgot_tab_email'), { type: 'email', autoComplete: 'email' })}
            <Button variant="link" onClick={() => switchStep('code')} part="have-code">
              {t('forgot_have_code')}
            </Button>
          </>
        ) : (
          <>
            <p className="lk-muted">{t('forgot_mobile_intro')}</p>
            {field('mobileNum', t('mobile_label'), {
              type: 'tel',
              inputMode: 'numeric',
              autoComplete: 'tel-national',
              hint: digits ? messageOf(digits) : undefined, // VAL-43
              start: (
                <CountryCodePicker
                  value={values.countryDialingCode}
                  options={countries}
                  onChange={(c: string) => set('countryDialingCode', c)}
                  label={t('country_code_label')}
                />
              ),
            })}
            {field('verificationCode', t('sms_code_label'), {
              inputMode: 'numeric',
              autoComplete: 'one-time-code',
              end: (
                <SmsCodeButton
                  purpose="forgot"
                  countryDialingCode={values.countryDialingCode}
                  mobileNum={values.mobileNum}
                  onMobileError={(message) => setErrors((e) => ({ ...e, mobileNum: message }))}
                />
              ),
            })}
            {field('newPassword', t('forgot_new_password'), {
              type: 'password',
              autoComplete: 'new-password',
              revealable: true,
              hint: rules.password?.minLength
                ? t('password_length', { min: rules.password.minLength, max: rules.password.maxLength ?? '' })
                : undefined,
            })}
          </>
        )}
      </div>
      {formError && (
        <p className="lk-form-error" role="alert" part="form-error">
          {formError}
        </p>
      )}
      <Button variant="primary" type="submit" busy={busy} part="submit">
        {busy ? t('forgot_busy') : t('submit')}
      </Button>
      <p className="lk-link-row">
        <Button variant="link" onClick={() => openPopup('login')} part="login-link">
          {t('forgot_back')}
        </Button>
      </p>
    </form>
  )
}
