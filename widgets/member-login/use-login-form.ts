import { useEffect, useRef, useState } from 'react'
import { useStore } from '@nanostores/react'
import { $config } from '../../core/config'
import { errorMessageOf, isApiError } from '../../core/errors'
import { readRememberedLogin, rememberLogin, forgetLogin } from '../../core/cookies'
import { useCaptcha } from '../kit/use-captcha'
import { $registerRules } from '../../core/stores/system'
import { login } from '../../core/stores/session'
import { t } from '../../core/i18n/index'
import { phoneTipOf, trimCredentials } from '../../core/validation/login'
import { DEFAULT_DIAL_CODE } from '../../core/constants'

export type LoginTab = 'username' | 'sms'
export interface LoginValues {
  username: string
  password: string
  captcha: string
  countryDialingCode: string
  mobileNum: string
  verificationCode: string
  remember: boolean
}
export type FieldErrors = Partial<Record<keyof LoginValues, string>>

/** State and submit of the login form (spec §2 Login form, §4 Login flow 1–3). Nothing typed is lost on failure. */
/** @param phoneLogin  MOBILENUMPASSREG3 (FLAG-14): the username tab takes a mobile number with its dial code */
export function useLoginForm(showSms: boolean, host: HTMLElement, phoneLogin = true) {
  const merchant = useStore($config).merchant
  const rules = useStore($registerRules)
  const remembered = useRef(readRememberedLogin(merchant)).current
  const [tab, setTab] = useState<LoginTab>(remembered?.sms && showSms ? 'sms' : 'username')
  const [values, setValues] = useState<LoginValues>({
    username: remembered && !remembered.sms ? remembered.username : '',
    password: '',
    captcha: '',
    countryDialingCode: DEFAULT_DIAL_CODE,
    mobileNum: remembered?.sms ? remembered.username : '',
    verificationCode: '',
    remember: remembered !== null,
  })
  const [errors, setErrors] = useState<FieldErrors>({})
  const [formError, setFormError] = useState('')
  const [busy, setBusy] = useState(false)
  // LOGIN-7: the captcha appears only once the server asks for it.
  const { captcha, refresh: refreshCaptcha, clear: clearCaptcha } = useCaptcha(setFormError)

  useEffect(() => {
    if (!showSms && tab === 'sms') setTab('username')
  }, [showSms, tab])

  const set = <K extends keyof LoginValues>(key: K, value: LoginValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }))
    if (errors[key]) setErrors((e) => ({ ...e, [key]: undefined }))
  }

  // The SMS tab's checks (mobile number and code against the server's rules) come with its lazy chunk,
  // which is loaded whenever that tab shows; the username tab needs only these two.
  const validate = async (): Promise<FieldErrors> => {
    if (tab === 'sms') return (await import('./sms-fields')).validateSmsLogin(values, rules)
    const found: FieldErrors = {}
    const { username, password } = trimCredentials(values)
    // VAL-34, VAL-37: a username error carries the phone tip with the mobile length.
    if (!username) {
      const tip = phoneTipOf(rules.mobileNum)
      found.username = t('input_empty') + (tip ? ` ${t(tip.key, tip.params)}` : '')
    }
    if (!password) found.password = t('input_empty')
    if (captcha && !values.captcha.trim()) found.captcha = t('input_empty') // VAL-35
    return found
  }

  /** Returns true when the login succeeded (the session store took it from there). */
  const submit = async (): Promise<boolean> => {
    if (busy) return false
    setFormError('')
    let found: FieldErrors
    try {
      found = await validate() // LOGIN-14
    } catch {
      setFormError(t('chunk_missing')) // the SMS tab's chunk could not be loaded
      return false
    }
    setErrors(found)
    if (Object.keys(found).length) return false
    setBusy(true)
    try {
      if (tab === 'username') {
        const { username, password } = trimCredentials(values) // VAL-36
        await login(
          {
            type: 'username',
            username,
            password,
            // LOGIN-3: the picker's choice goes with it (a number logs in under its own dial code).
            countryDialingCode: (phoneLogin && values.countryDialingCode) || undefined,
            captcha: values.captcha.trim() || undefined,
            captchaKey: captcha?.key,
          },
          host,
        )
      } else {
        await login(
          {
            type: 'sms',
            mobileNum: values.mobileNum.trim(),
            countryDialingCode: values.countryDialingCode,
            verificationCode: values.verificationCode.trim(),
          },
          host,
        )
      }
      // LOGIN-20, C-2: remember the username and login type only, never the password.
      if (values.remember)
        rememberLogin({
          merchant,
          username: tab === 'sms' ? values.mobileNum.trim() : values.username.trim(),
          sms: tab === 'sms',
        })
      else forgetLogin(merchant)
      setValues((v) => ({ ...v, password: '', captcha: '', verificationCode: '' }))
      clearCaptcha()
      return true
    } catch (error) {
      setFormError(errorMessageOf(error))
      // LOGIN-19: the server asks for a captcha → show the field and fetch an image.
      const wantsCaptcha =
        isApiError(error) && (error.value as { captcha?: boolean } | undefined)?.captcha === true
      if (wantsCaptcha || captcha) {
        set('captcha', '')
        void refreshCaptcha()
      }
      return false
    } finally {
      setBusy(false)
    }
  }

  return {
    tab,
    setTab,
    values,
    set,
    errors,
    setErrors,
    formError,
    setFormError,
    busy,
    captcha,
    refreshCaptcha,
    submit,
    rules,
  }
}
