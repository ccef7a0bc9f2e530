import { checkAffiliate, requestRegister, requestRegisterSms } from '../api/register'
import { emit } from '../events'
import { runHumanCheck } from '../human-check'
import { phoneVerifier } from '../identity-provider'
import { providerError } from '../provider-error'
import { readSession, STORAGE_KEYS } from '../storage'
import { closePopup, openPopup } from './popup'
import { $session, adoptToken } from './session'
import { $flags } from './system'

/** Registration type (REG-4): register = by username, registerMobile = by mobile number. */
export type RegisterMode = 'username' | 'mobile'

/** Payload fields shown when the server's rule for them is enabled (REG-24, VAL-26). */
export const OPTIONAL_REGISTER_FIELDS = [
  'payeeName',
  'email',
  'qqNum',
  'recommenderId',
  'paymentPassword',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'referralCode',
  'affiliateCode',
] as const
export type OptionalRegisterField = (typeof OPTIONAL_REGISTER_FIELDS)[number]

/** What the form holds. */
export type RegisterValues = Record<
  | 'username'
  | 'password'
  | 'confirmPassword'
  | 'countryDialingCode'
  | 'mobileNum'
  | 'verificationCode'
  | 'captcha'
  | 'birthday'
  | OptionalRegisterField,
  string
>

/** What the page around the form adds to the payload (REG-15, REG-25). */
export interface RegisterContext {
  /** Which optional fields (and mobileNum, captcha) the form shows. */
  shown: (field: string) => boolean
  /** The affiliate code from the page's URL, used when no affiliate field is shown (REG-15). */
  urlAffiliateCode: string
  captchaKey?: string
  /** The page address and host name (registerUrl, domain). */
  href: string
  domain: string
  /** The human-check result fields (REG-19). */
  human?: Record<string, string>
  /** The terms and age agreements as ticked (the server requires and records both, FTR-5, VAL-33, C-8). */
  agreed?: { terms: boolean; age: boolean }
}

/** REG-5: the default type is registerMobile when MOBILENUMREG3 is on. */
export function defaultRegisterMode(whitelabel: {
  MOBILENUMREG3?: boolean
  USERNAMEREG3?: boolean
}): RegisterMode | null {
  if (whitelabel.MOBILENUMREG3) return 'mobile'
  return whitelabel.USERNAMEREG3 ? 'username' : null
}

/** The affiliate code a registration carries: the field when shown, else the URL's (REG-15). */
export function affiliateCodeOf(
  values: Pick<RegisterValues, 'affiliateCode'>,
  context: Pick<RegisterContext, 'shown' | 'urlAffiliateCode'>,
): string {
  return (context.shown('affiliateCode') ? values.affiliateCode : context.urlAffiliateCode).trim()
}

/**
 * The registration payload of spec §3 (REG-24, REG-25; REG-20/21 give way to C-15): the shown fields, then
 * login true, countryDialingCode, the human-check fields, registerUrl, registerMethod WEB, domain,
 * affiliateCode and referralCode. Passwords are sent as typed; everything else trimmed.
 */
export function buildRegisterPayload(
  mode: RegisterMode,
  values: RegisterValues,
  context: RegisterContext,
): Record<string, unknown> {
  const mobileShown = mode === 'mobile' || context.shown('mobileNum')
  const mobileNum = mobileShown ? values.mobileNum.trim() : ''
  const payload: Record<string, unknown> = {
    // C-15 over REG-20/21: in mobile mode an empty username stays empty and the
    // platform gives the account a generated one, so the phone number is never the identifier.
    username: values.username.trim(),
    password: values.password,
    confirmPassword: values.confirmPassword,
  }
  for (const field of OPTIONAL_REGISTER_FIELDS)
    if (context.shown(field)) payload[field] = values[field].trim()
  if (mobileNum) {
    payload.mobileNum = mobileNum
    payload.verificationCode = values.verificationCode.trim()
  }
  if (context.shown('captcha')) {
    payload.captcha = values.captcha.trim()
    payload.captchaKey = context.captchaKey
  }
  const affiliateCode = affiliateCodeOf(values, context)
  return {
    ...payload,
    ...(affiliateCode ? { affiliateCode } : {}),
    login: true,
    termsAccepted: context.agreed?.terms === true,
    ageConfirmed: context.agreed?.age === true,
    birthday: values.birthday?.trim() ?? '', // C-17, VAL-33: checked by the server against the minimum age
    countryDialingCode: values.countryDialingCode,
    ...context.human,
    registerUrl: context.href,
    registerMethod: 'WEB',
    domain: context.domain,
  }
}

/**
 * Sends a register sms code in the variant of the mode (REG-9, API-19/20), with the human check's
 * fields; through the operator's phone-verification provider when one is installed, whose
 * countdown is one minute (REG-11).
 */
export async function requestRegisterCode(mode: RegisterMode, countryDialingCode: string, mobileNo: string) {
  const human = await runHumanCheck('sms')
  const verifier = await phoneVerifier()
  if (!verifier) return requestRegisterSms(mode, { ...human, countryDialingCode, mobileNo })
  await verifier
    .send(countryDialingCode, mobileNo)
    .catch((error: unknown) => Promise.reject(providerError('send', error, 'mobileNum')))
  return { expiredMinutes: 1 }
}

/** REG-22, REG-26: on the third-party route the code is verified first; its token joins the payload. */
async function verifiedPhone(
  values: RegisterValues,
  payload: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const verifier = await phoneVerifier()
  if (!verifier || !payload.mobileNum) return {}
  const identityToken = await verifier
    .verify(values.countryDialingCode, String(payload.mobileNum), String(payload.verificationCode ?? ''))
    .catch((error: unknown) => Promise.reject(providerError('verify', error, 'verificationCode')))
  return { channel: 'sms', identityToken }
}

/**
 * Spec §4 Registration 3–6: the affiliate check when there is a code and the module is on (a
 * failure throws before anything is sent, REG-16/17), the human check, the payload, register, then
 * logged in with the new session, popup closed and on to / (REG-23).
 * @emits login navigate
 */
export async function registerMember(
  mode: RegisterMode,
  values: RegisterValues,
  context: RegisterContext,
  source?: EventTarget | null,
): Promise<void> {
  const code = affiliateCodeOf(values, context)
  if (code && $flags.get().whitelabel.AFFMAN3) await checkAffiliate(code, context.domain)
  const payload = buildRegisterPayload(mode, values, context)
  const phone = await verifiedPhone(values, payload) // REG-22: a failure stops here, nothing registered
  const human = await runHumanCheck('register')
  const answer = await requestRegister(mode, {
    ...buildRegisterPayload(mode, values, { ...context, human }),
    ...phone,
  })
  if (answer.token) await adoptToken(answer.token, 'token', true, source)
  closePopup('register')
  if (answer.token && $session.get().status === 'loggedIn') {
    // LOGIN-22: a registration is the member's first login (the server's firstTimeLogin): the welcome.
    $session.set({ ...$session.get(), firstTimeLogin: answer.firstTimeLogin !== false })
    if (!readSession(STORAGE_KEYS.afterLogin)) openPopup('afterLogin')
  }
  emit('navigate', { path: '/' }, source)
}
