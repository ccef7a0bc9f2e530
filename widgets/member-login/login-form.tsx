import { useStore } from '@nanostores/react'
import type { FormEvent } from 'react'
import { useEffect, useState } from 'react'
import { $config } from '../../core/config'
import { errorMessageOf } from '../../core/errors'
import { $countryCodes, loadCountryCodes } from '../../core/stores/countries'
import { openPopup } from '../../core/stores/popup'
import { $sessionEnded, loginFreePlay } from '../../core/stores/session'
import { $flags } from '../../core/stores/system'
import { Button } from '../kit/button'
import { Checkbox } from '../kit/checkbox'
import { CountryCodePicker } from '../kit/country-code-picker'
import { Field } from '../kit/field'
import { Tabs, tabPanelProps } from '../kit/tabs'
import { useT } from '../kit/use-t'
import { lazyPart } from '../kit/lazy-part'
import { HelpLink } from '../kit/help-popup'
import { useLoginForm, type LoginTab } from './use-login-form'

// Parts few visitors see, each a chunk of its own (DESIGN "Budgets"): the SMS tab and the captcha image.
const SmsFields = lazyPart(() => import('./sms-fields').then((m) => m.SmsFields))
const CaptchaImage = lazyPart(() => import('../kit/captcha-image').then((m) => m.CaptchaImage))
const SocialButtons = lazyPart(() => import('../kit/accounts/social-buttons').then((m) => m.SocialButtons))

interface Props {
  host: HTMLElement
  idPrefix: string
  /** Called after a successful login. */
  onDone?: () => void
}

/** The login form of spec §2: username / sms tabs, captcha on demand, remember me, links. */
export function LoginForm({ host, idPrefix, onDone }: Props) {
  const t = useT()
  const flags = useStore($flags)
  const agentPage = useStore($config).agent
  const countries = useStore($countryCodes)
  const sessionEnded = useStore($sessionEnded)
  // FLAG-14 (NS-21, our reading): MOBILENUMPASSREG3 lets the username tab take a mobile number and
  // password, with the dial-code picker (LOGIN-3); off, the tab takes a username alone.
  const phoneLogin = flags.whitelabel.MOBILENUMPASSREG3 === true
  const form = useLoginForm(flags.showVerCodeLogin, host, phoneLogin)
  const { tab, values, set, errors } = form
  const [demoBusy, setDemoBusy] = useState(false)
  const [notice, setNotice] = useState('')

  useEffect(() => {
    loadCountryCodes().catch(() => {}) // the picker keeps the default code when the list fails
  }, [])

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault() // never a page load, never the host's form
    if (await form.submit()) onDone?.()
  }

  const playDemo = async () => {
    setDemoBusy(true)
    form.setFormError('')
    try {
      await loginFreePlay(host) // LOGIN-31
      onDone?.()
    } catch (error) {
      form.setFormError(errorMessageOf(error))
    } finally {
      setDemoBusy(false)
    }
  }

  const picker = (
    <CountryCodePicker
      value={values.countryDialingCode}
      options={countries}
      onChange={(code: string) => set('countryDialingCode', code)}
      label={t('country_code_label')}
    />
  )
  const tabs: { id: LoginTab; label: string }[] = [
    { id: 'username', label: t('tab_username') },
    { id: 'sms', label: t('sms_code_label') },
  ]

  return (
    <form className="lk-form lk-login" noValidate onSubmit={onSubmit} part="form" aria-busy={form.busy}>
      {sessionEnded && (
        <p className="lk-notice" role="status">
          {t('session_expired')}
        </p>
      )}
      {flags.showVerCodeLogin && (
        <Tabs
          label={t('login_tabs')}
          tabs={tabs}
          value={tab}
          onChange={(id: string) => form.setTab(id as LoginTab)}
          idPrefix={idPrefix}
        />
      )}
      <div className="lk-stack" {...(flags.showVerCodeLogin ? tabPanelProps(idPrefix, tab) : {})}>
        {tab === 'username' ? (
          <>
            <Field
              name="username"
              label={t(phoneLogin ? 'username_label' : 'username_only_label')}
              value={values.username}
              onValue={(v: string) => set('username', v)}
              error={errors.username}
              required
              autoComplete="username"
              start={phoneLogin ? picker : undefined}
            />
            <Field
              name="password"
              label={t('password_label')}
              type="password"
              value={values.password}
              onValue={(v: string) => set('password', v)}
              error={errors.password}
              required
              autoComplete="current-password"
              revealable
            />
            {form.captcha && (
              <Field
                name="captcha"
                label={t('captcha_label')}
                value={values.captcha}
                onValue={(v: string) => set('captcha', v)}
                error={errors.captcha}
                required
                autoComplete="off"
                maxLength={8}
                end={
                  <CaptchaImage
                    src={form.captcha.src}
                    loading={form.captcha.loading}
                    onRefresh={form.refreshCaptcha}
                    alt={t('captcha_alt')}
                  />
                }
              />
            )}
          </>
        ) : (
          <SmsFields form={form} picker={picker} notice={notice} onNotice={setNotice} />
        )}
      </div>
      <div className="lk-link-row">
        <Checkbox
          name="remember"
          label={t('remember_me')}
          checked={values.remember}
          onChecked={(c: boolean) => set('remember', c)}
        />
        <Button variant="link" onClick={() => openPopup('forgot')} part="forgot-link">
          {t('forgot_password')}
        </Button>
      </div>
      {form.formError && (
        <p className="lk-form-error" role="alert" part="form-error">
          {form.formError}
        </p>
      )}
      <Button variant="primary" type="submit" busy={form.busy} part="submit">
        {form.busy ? t('logging_in') : t('login_submit')}
      </Button>
      {flags.hasFreePlay && !agentPage && (
        <Button variant="secondary" onClick={playDemo} busy={demoBusy} part="free-play">
          {t('free_play')}
        </Button>
      )}
      {/* LOGIN-11, LOGIN-33: Facebook / Google through the identity provider (a lazy part). */}
      {flags.thirdPartyLogin && !agentPage && <SocialButtons onDone={onDone} />}
      <p className="lk-link-row">
        {t('no_account')}{' '}
        <Button variant="link" onClick={() => openPopup('register')} part="register-link">
          {t('register_now')}
        </Button>
      </p>
      {/* POP-7: the help centre in a dialog over the form; what was typed stays. */}
      <HelpLink label={t('login_help')} />
    </form>
  )
}
