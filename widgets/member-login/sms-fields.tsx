import type { ReactNode } from 'react'
import { Field } from '../kit/field'
import { SmsCodeButton } from '../kit/sms-code-button'
import { useT } from '../kit/use-t'
import { messageOf, validateCode, validateMobile, type ValidationError } from '../../core/validation/rules'
import type { FieldErrors, LoginValues, useLoginForm } from './use-login-form'

/**
 * The SMS tab of the login form (LOGIN-2..4): mobile number and code with its send button. A chunk
 * of its own (widgets/kit/lazy-part): most visitors log in with a username and never open the tab.
 */
interface Props {
  form: ReturnType<typeof useLoginForm>
  picker: ReactNode
  /** 'A code was sent…', kept by the form so it survives a switch of tabs. */
  notice: string
  onNotice(text: string): void
}

export function SmsFields({ form, picker, notice, onNotice }: Props) {
  const t = useT()
  const { values, set, errors } = form
  return (
    <>
      <Field
        name="mobileNum"
        label={t('mobile_label')}
        type="tel"
        inputMode="numeric"
        value={values.mobileNum}
        onValue={(v: string) => set('mobileNum', v)}
        error={errors.mobileNum}
        hint={
          form.rules.mobileNum?.maxLength ? t('phone_digits', [form.rules.mobileNum.maxLength]) : undefined
        }
        required
        autoComplete="tel-national"
        start={picker}
      />
      <Field
        name="verificationCode"
        label={t('sms_code_label')}
        inputMode="numeric"
        value={values.verificationCode}
        onValue={(v: string) => set('verificationCode', v)}
        error={errors.verificationCode}
        hint={notice || undefined}
        required
        autoComplete="one-time-code"
        end={
          <SmsCodeButton
            purpose="login"
            countryDialingCode={values.countryDialingCode}
            mobileNum={values.mobileNum}
            onMobileError={(message) => form.setErrors((e) => ({ ...e, mobileNum: message }))}
            onSent={() => onNotice(t('code_sent'))}
          />
        }
      />
    </>
  )
}

/** The SMS tab's checks before a login (VAL-38, VAL-45): mobile number and code against the server's rules. */
export function validateSmsLogin(
  values: LoginValues,
  rules: ReturnType<typeof useLoginForm>['rules'],
): FieldErrors {
  const text = (error: ValidationError | null) => (error ? messageOf(error) : undefined)
  const found: FieldErrors = {
    mobileNum: text(validateMobile(values.mobileNum.trim(), rules.mobileNum)),
    verificationCode: text(validateCode(values.verificationCode.trim(), rules.verificationCode)),
  }
  for (const key of Object.keys(found) as (keyof FieldErrors)[]) if (!found[key]) delete found[key]
  return found
}
