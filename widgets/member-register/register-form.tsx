import { useStore } from '@nanostores/react'
import type { FormEvent } from 'react'
import { useEffect, useRef } from 'react'
import { $countryCodes, loadCountryCodes } from '../../core/stores/countries'
import { openPopup } from '../../core/stores/popup'
import {
  requestRegisterCode,
  type OptionalRegisterField,
  type RegisterMode,
} from '../../core/stores/register'
import { $system } from '../../core/stores/system'
import { phoneDigitsOf, messageOf } from '../../core/validation/rules'
import { Button } from '../kit/button'
import { CaptchaImage } from '../kit/captcha-image'
import { Checkbox } from '../kit/checkbox'
import { CountryCodePicker } from '../kit/country-code-picker'
import { Dialog } from '../kit/dialog'
import { Field, type FieldProps } from '../kit/field'
import { SmsCodeButton } from '../kit/sms-code-button'
import { Tabs, tabPanelProps } from '../kit/tabs'
import { useT } from '../kit/use-t'
import { HelpLink } from '../kit/help-popup'
import { useRegisterForm } from './use-register-form'
import { hostOf } from '../kit/host-of'
import { DEFAULT_MIN_AGE } from '../../core/constants'
import { $config } from '../../core/config'
import { $flags } from '../../core/stores/system'
import { lazyPart } from '../kit/lazy-part'

// LOGIN-33: Facebook / Google sign-up through the identity provider (a lazy part, shared with the login form).
const SocialButtons = lazyPart(() => import('../kit/accounts/social-buttons').then((m) => m.SocialButtons))

/** How each optional payload field is typed and filled in (REG-24). */
const FIELD_INPUTS: Record<OptionalRegisterField, Partial<FieldProps>> = {
  payeeName: { autoComplete: 'name' },
  email: { type: 'email', autoComplete: 'email' },
  qqNum: { inputMode: 'numeric', autoComplete: 'off' },
  recommenderId: { autoComplete: 'off' },
  paymentPassword: { type: 'password', inputMode: 'numeric', autoComplete: 'new-password', revealable: true },
  line: { autoComplete: 'off' },
  whatsapp: { type: 'tel', inputMode: 'numeric', autoComplete: 'tel-national' },
  facebook: { autoComplete: 'off' },
  wechat: { autoComplete: 'off' },
  idNumber: { autoComplete: 'off' },
  referralCode: { autoComplete: 'off' },
  affiliateCode: { autoComplete: 'off' },
}

/** The registration form of spec §2: mobile / username tabs, the server's fields, sms code, captcha, agreements. */
export function RegisterForm({ idPrefix }: { idPrefix: string }) {
  const t = useT()
  const countries = useStore($countryCodes)
  const minAge = useStore($system).answer?.info.brand?.minAge ?? DEFAULT_MIN_AGE // VAL-33, C-17
  const form = useRegisterForm(minAge)
  const { mode, values, set, errors, rules } = form
  const formRef = useRef<HTMLFormElement>(null)
  const flags = useStore($flags)
  const agentPage = useStore($config).agent

  useEffect(() => {
    loadCountryCodes().catch(() => {}) // the picker keeps the default code when the list fails
  }, [])
  // After a failed submit, focus goes to the first field that says what is wrong.
  useEffect(() => {
    formRef.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus()
  }, [form.refusals])

  if (!mode)
    return (
      <p className="lk-notice" role="status">
        {t('reg_closed')}
      </p>
    )

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    await form.submit(hostOf(event.currentTarget))
  }
  const field = (name: Parameters<typeof set>[0], label: string, extra: Partial<FieldProps> = {}) => (
    <Field
      key={name}
      name={name}
      label={label}
      value={values[name]}
      onValue={(v: string) => set(name, v)}
      error={errors[name]}
      required={rules[name]?.required}
      autoComplete="off"
      {...extra}
    />
  )
  const digits = phoneDigitsOf(rules.mobileNum)
  const mobile = form.shown('mobileNum') && (
    <>
      {field('mobileNum', t('mobile_label'), {
        type: 'tel',
        inputMode: 'numeric',
        autoComplete: 'tel-national',
        required: mode === 'mobile' || rules.mobileNum?.required,
        hint: digits ? messageOf(digits) : undefined, // VAL-59
        start: (
          <CountryCodePicker
            value={values.countryDialingCode}
            options={countries}
            onChange={(c: string) => set('countryDialingCode', c)}
            label={t('country_code_label')}
          />
        ),
      })}
      {form.codeShown &&
        field('verificationCode', t('sms_code_label'), {
          inputMode: 'numeric',
          autoComplete: 'one-time-code',
          required: true,
          end: (
            <SmsCodeButton
              purpose="register"
              countryDialingCode={values.countryDialingCode}
              mobileNum={values.mobileNum}
              request={(dial, number) => requestRegisterCode(mode, dial, number)}
              onMobileError={(message) => form.setFieldError('mobileNum', message)}
            />
          ),
        })}
    </>
  )
  const username = field('username', t('reg_username'), {
    autoComplete: 'username',
    required: mode === 'username',
    hint: mode === 'mobile' ? t('reg_username_optional') : undefined,
  })
  const modes = form.modes.map((id: RegisterMode) => ({
    id,
    label: t(id === 'mobile' ? 'mobile_label' : 'reg_tab_username'),
  }))

  return (
    <form
      ref={formRef}
      className="lk-form lk-register"
      noValidate
      onSubmit={onSubmit}
      part="form"
      aria-busy={form.busy}
    >
      {modes.length > 1 && (
        <Tabs
          label={t('reg_tabs')}
          tabs={modes}
          value={mode}
          onChange={(id: string) => form.setMode(id as RegisterMode)}
          idPrefix={idPrefix}
        />
      )}
      <div className="lk-stack" {...(modes.length > 1 ? tabPanelProps(idPrefix, mode) : {})}>
        {mode === 'mobile' ? (
          <>
            {mobile}
            {username}
          </>
        ) : (
          <>{username}</>
        )}
        {field('password', t('reg_password'), {
          type: 'password',
          autoComplete: 'new-password',
          revealable: true,
          required: true,
        })}
        {field('confirmPassword', t('reg_confirm'), {
          type: 'password',
          autoComplete: 'new-password',
          revealable: true,
          required: true,
        })}
        {mode === 'username' && mobile}
        {(Object.keys(FIELD_INPUTS) as OptionalRegisterField[])
          .filter(form.shown)
          .map((name) => field(name, t(`reg_${name}`), FIELD_INPUTS[name]))}
        {form.shown('captcha') &&
          field('captcha', t('captcha_label'), {
            required: true,
            maxLength: rules.captcha?.maxLength || 8,
            end: (
              <CaptchaImage
                src={form.captcha.captcha?.src ?? null}
                loading={form.captcha.captcha?.loading ?? true}
                onRefresh={form.captcha.refresh}
                alt={t('captcha_alt')}
              />
            ),
          })}
        {field('birthday', t('reg_birthday'), {
          required: true,
          autoComplete: 'bday',
          inputMode: 'numeric',
          placeholder: 'yyyy-MM-dd',
          hint: t('reg_birthday_hint'),
        })}
        <Checkbox
          name="terms"
          required
          checked={form.agreed.terms}
          onChecked={(c: boolean) => form.agree('terms', c)}
          error={errors.terms}
          part="terms"
          label={
            <>
              {t('reg_terms')}{' '}
              <a href="/help#term" target="_blank" rel="noopener">
                {t('reg_terms_link')}
              </a>
            </>
          }
        />
        <Checkbox
          name="age"
          required
          checked={form.agreed.age}
          onChecked={(c: boolean) => form.agree('age', c)}
          error={errors.age}
          part="age"
          label={
            <>
              {t('reg_age', [minAge])}{' '}
              <a href="/help" target="_blank" rel="noopener">
                {t('reg_agreement_link')}
              </a>
            </>
          }
        />
      </div>
      {form.formError && (
        <p className="lk-form-error" role="alert" part="form-error">
          {form.formError}
        </p>
      )}
      <Button variant="primary" type="submit" busy={form.busy} part="submit">
        {form.busy ? t('reg_busy') : t('reg_title')}
      </Button>
      {flags.thirdPartyLogin && !agentPage && <SocialButtons />}
      <p className="lk-link-row">
        {t('reg_have_account')}{' '}
        <Button variant="link" onClick={() => openPopup('login')} part="login-link">
          {t('reg_login')}
        </Button>
      </p>
      {/* POP-7: the help centre in a dialog over the form; what was typed stays. */}
      <HelpLink label={t('reg_help')} />
      <Dialog
        open={form.affiliateFailed}
        tone="warning"
        title={t('warning')}
        text={t('invitation_code_error')}
        confirmLabel={t('confirm')}
        onConfirm={form.closeAffiliateWarning}
      />
    </form>
  )
}
