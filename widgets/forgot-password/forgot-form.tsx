import { useStore } from '@nanostores/react'
import type { FormEvent } from 'react'
import { useEffect, useRef, useState } from 'react'
import { errorMessageOf, isApiError } from '../../core/errors'
import { $countryCodes, loadCountryCodes } from '../../core/stores/countries'
import {
  forgotMethods,
  resetPasswordByEmail,
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

/** VAL-42, VAL-43: what each method needs, against the server's rules (NS-19: the password rule). */
function validate(
  method: ForgotMethod,
  v: Values,
  rules: ReturnType<typeof $registerRules.get>,
): Partial<Record<keyof Values, ValidationError | null>> {
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
export function ForgotForm({ idPrefix, onMailed }: { idPrefix: string; onMailed: () => void }) {
  const t = useT()
  const countries = useStore($countryCodes)
  const rules = useStore($registerRules)
  const methods = forgotMethods(useStore($flags).whitelabel)
  const [chosen, setChosen] = useState<ForgotMethod | null>(null)
  const method = chosen && methods.includes(chosen) ? chosen : methods[0] // FORGOT-3
  const [values, setValues] = useState(EMPTY)
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
    const invalid = Object.entries(validate(method, v, rules)).filter(([, e]) => e) as [
      keyof Values,
      ValidationError,
    ][]
    setErrors(Object.fromEntries(invalid))
    setFormError('')
    if (invalid.length) return setRefusals((n) => n + 1)
    setBusy(true)
    try {
      if (method === 'email') {
        await resetPasswordByEmail(v.username, v.email) // FORGOT-13
        setValues(EMPTY)
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
        {method === 'email' ? (
          <>
            <p className="lk-muted">{t('forgot_email_intro')}</p>
            {field('username', t('forgot_username'), { autoComplete: 'username' })}
            {field('email', t('forgot_tab_email'), { type: 'email', autoComplete: 'email' })}
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
