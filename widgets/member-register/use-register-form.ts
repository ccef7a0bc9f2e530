import { useEffect, useMemo, useRef, useState } from 'react'
import { useStore } from '@nanostores/react'
import { fetchRegisterSettings } from '../../core/api/system'
import { errorMessageOf, isApiError } from '../../core/errors'
import type { MessageKey } from '../../core/i18n/index'
import { t } from '../../core/i18n/index'
import {
  OPTIONAL_REGISTER_FIELDS,
  defaultRegisterMode,
  registerMember,
  type RegisterMode,
  type RegisterValues,
} from '../../core/stores/register'
import { $flags, $registerRules } from '../../core/stores/system'
import {
  isCodeShown,
  isFieldShown,
  validateRegistration,
  type RegisterField,
  type RegisterShape,
} from '../../core/validation/register'
import { messageOf, type FieldRule, type ValidationError } from '../../core/validation/rules'
import { useCaptcha } from '../kit/use-captcha'
import { DEFAULT_DIAL_CODE } from '../../core/constants'
import { birthdayError, birthdayRefusal } from '../../core/validation/birthday/index'

/** Server error codes that belong beside one field, and the message shown there. */
const FIELD_ERROR_KEYS: Record<string, MessageKey | string> = {
  USERNAME_TAKEN: 'reg_username_taken',
  MOBILE_TAKEN: 'reg_mobile_taken',
  REFERRAL_INVALID: 'invitation_code_error',
  INVITATION_CODE_ERROR: 'invitation_code_error',
  CAPTCHA_INVALID: 'verify_first',
  INCONSISTENT: 'confirm_incorrect',
  CODE_INVALID: 'code_invalid',
  CODE_EXPIRED: 'code_expired',
  CODE_MISSING: 'code_missing', // ERR-22: the phone provider's answer, beside the code field
  INPUT_EMPTY: 'input_empty',
}

function initialValues(): RegisterValues {
  // REG-6, REG-15: the page's ?referralCode= prefills the invitation code; ?affiliateCode= the affiliate's.
  const query = new URLSearchParams(typeof location === 'undefined' ? '' : location.search)
  const values = { countryDialingCode: DEFAULT_DIAL_CODE } as RegisterValues
  for (const field of [
    'username',
    'password',
    'confirmPassword',
    'mobileNum',
    'verificationCode',
    'captcha',
    'birthday',
    ...OPTIONAL_REGISTER_FIELDS,
  ] as const)
    values[field] = ''
  values.referralCode = query.get('referralCode')?.trim() ?? ''
  values.affiliateCode = query.get('affiliateCode')?.trim() ?? ''
  return values
}

/** State, validation and submit of the registration form (spec §2 Registration form, §4 Registration). */
export function useRegisterForm(minAge: number) {
  const flags = useStore($flags)
  const statusRules = useStore($registerRules)
  const [freshRules, setFreshRules] = useState<Record<string, FieldRule> | null>(null)
  const rules = freshRules ?? statusRules
  const wl = flags.whitelabel
  // REG-2, FLAG-6, FLAG-7: a tab per enabled method, mobile first (REG-5).
  const modes = useMemo(
    () =>
      (['mobile', 'username'] as const).filter((m) => (m === 'mobile' ? wl.MOBILENUMREG3 : wl.USERNAMEREG3)),
    [wl],
  )
  const [chosen, setChosen] = useState<RegisterMode | null>(null)
  const mode = chosen && modes.includes(chosen) ? chosen : defaultRegisterMode(wl)
  const urlAffiliate = useRef(initialValues().affiliateCode).current
  const [values, setValues] = useState<RegisterValues>(initialValues)
  const [agreed, setAgreed] = useState({ terms: false, age: false })
  // Kept as keys, so the messages follow a language switch.
  const [found, setFound] = useState<Partial<Record<RegisterField, ValidationError | string>>>({})
  const setErrors = setFound
  const errors = Object.fromEntries(
    Object.entries(found)
      .filter(([, e]) => e)
      .map(([k, e]) => [k, typeof e === 'string' ? e : messageOf(e!)]),
  ) as Partial<Record<RegisterField, string>>
  const [formError, setFormError] = useState('')
  const [affiliateFailed, setAffiliateFailed] = useState(false)
  const [busy, setBusy] = useState(false)
  /** Counts refused submits, so the form moves focus to the first error then, and not while typing. */
  const [refusals, setRefusals] = useState(0)
  const captcha = useCaptcha(setFormError)
  const shape: RegisterShape = { mode: mode ?? 'username', rules, verifyMobile: wl.REGMOBVERF3 === true }
  const shown = (field: string) => isFieldShown(field, shape)
  const captchaShown = shown('captcha')

  // VAL-1: the rules as the server has them now (the control page may have changed them since start-up).
  useEffect(() => {
    fetchRegisterSettings().then(
      (answer) => setFreshRules(answer.regExp),
      () => {},
    )
  }, [])
  // REG-3: a new captcha for each form (and each mode switch).
  useEffect(() => {
    if (captchaShown) void captcha.refresh()
    else captcha.clear()
  }, [mode, captchaShown])

  // The latest input, also before it renders: a submit in the same task as the typing (autofill, Enter) sees it.
  const latest = useRef({ values, agreed })
  latest.current = { values, agreed }
  const set = (key: keyof RegisterValues, value: string) => {
    latest.current.values = { ...latest.current.values, [key]: value }
    setValues((v) => ({ ...v, [key]: value }))
    if (errors[key]) setErrors((e) => ({ ...e, [key]: undefined }))
  }
  const agree = (key: 'terms' | 'age', checked: boolean) => {
    latest.current.agreed = { ...latest.current.agreed, [key]: checked }
    setAgreed((a) => ({ ...a, [key]: checked }))
    if (errors[key]) setErrors((e) => ({ ...e, [key]: undefined }))
  }
  /** REG-3: switching tabs rebuilds the form (the URL's codes stay). */
  const setMode = (next: RegisterMode) => {
    setChosen(next)
    setValues(initialValues())
    setAgreed({ terms: false, age: false })
    setErrors({})
    setFormError('')
  }

  /** Answers true when registered (and logged in). */
  const submit = async (source?: EventTarget | null): Promise<boolean> => {
    if (busy || !mode) return false
    const { values, agreed } = latest.current
    setFormError('')
    const invalid = validateRegistration(values, agreed, shape) // REG-13, REG-14
    const tooYoung = birthdayError(values.birthday, minAge)
    if (tooYoung) Object.assign(invalid, { birthday: tooYoung })
    setErrors(invalid)
    if (Object.keys(invalid).length) {
      setRefusals((n) => n + 1)
      return false
    }
    setBusy(true)
    try {
      await registerMember(
        mode,
        values,
        {
          shown,
          urlAffiliateCode: urlAffiliate,
          captchaKey: captcha.captcha?.key,
          href: location.href,
          domain: location.hostname,
          agreed,
        },
        source,
      )
      return true
    } catch (error) {
      const code = isApiError(error) ? (error.errorCode ?? '') : ''
      const field = isApiError(error) ? (error.value as { field?: string } | null)?.field : undefined
      const fieldKey = FIELD_ERROR_KEYS[code]
      const birthday = birthdayRefusal(error, minAge) // C-17, VAL-33: the server's minimum age
      // REG-17: a failed affiliate check is a warning dialog, and nothing was registered.
      if (
        isApiError(error) &&
        error.request.includes('/wps/agent/affiliate') &&
        code === 'INVITATION_CODE_ERROR'
      )
        setAffiliateFailed(true)
      else if (birthday) setErrors((e) => ({ ...e, birthday }))
      else if (
        field &&
        (shown(field) || ['username', 'password', 'confirmPassword', 'verificationCode'].includes(field)) &&
        fieldKey
      ) {
        setErrors((e) => ({
          ...e,
          [field]: { key: fieldKey as MessageKey },
        }))
      } else setFormError(isApiError(error) ? errorMessageOf(error) : t('verify_first')) // ERR-10: the human check was not completed
      setRefusals((n) => n + 1)
      if (captchaShown) {
        set('captcha', '')
        void captcha.refresh() // a captcha is good for one try
      }
      return false
    } finally {
      setBusy(false)
    }
  }

  const setFieldError = (key: RegisterField, message: string) => setErrors((e) => ({ ...e, [key]: message }))

  return {
    mode,
    modes,
    setMode,
    setFieldError,
    refusals,
    values,
    set,
    agreed,
    agree,
    errors,
    formError,
    busy,
    submit,
    rules,
    shown,
    codeShown: isCodeShown(shape),
    captcha,
    affiliateFailed,
    closeAffiliateWarning: () => setAffiliateFailed(false),
  }
}
