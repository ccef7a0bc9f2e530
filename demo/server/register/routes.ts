// Registration (API-8, API-9, REG-14..26): both register calls and the affiliate check (API-22);
// the register sms code (both variants, API-19/20) is register/sms-routes.ts. The server applies every rule itself
// (C-8): the module flags, the field rules it hands out, captcha, sms code, duplicates, the
// affiliate and referral codes, and rate limits per IP and per number (C-9).
import { randomInt } from 'node:crypto'
import { Type } from 'typebox'
import type { Static } from 'typebox'
import { checkCaptcha, spendCaptcha } from '../verification/captcha'
import { fail, inputEmpty, ok, tooManyRequests } from '../platform/envelope'
import { lengthRange, satisfiesRule, textField, TextValue } from '../platform/fields'
import { hashPassword } from '../platform/passwords'
import {
  REGISTRATIONS_PER_IP,
  REGISTRATIONS_WINDOW_MS,
  findAffiliate,
  findReferrer,
  insertMember,
  isMobileTaken,
  isUsernameTaken,
} from './data'
import { findMemberById } from '../platform/members'
import { recordAgreements } from '../session/data'
import { admit } from '../session/rules'
import { consumeSmsCode } from '../verification/sms-codes'
import { spendHumanToken } from '../account-checks/human-check'
import { consumeIdentityToken } from '../session/phone-auth'
import { DIAL_CODE, SMS_MESSAGES, normaliseDialCode } from '../verification/rules'
import { joinByInvite } from '../agent/data'
import { HOUR_MS, MINUTE_MS } from '../platform/time'
import { textParam } from '../platform/query'
import { route } from '../platform/context'
import { registerSmsRoutes } from './sms-routes'
import { payRegistrationBonus } from './bonus'
import type { FieldRule } from '../platform/fields'
import { domainRefusal } from './domain-check'
import { birthdayRefusal, recordBirthday } from '../security/age'
import type { Database } from 'better-sqlite3'
import type { Route, RouteContext } from '../platform/context'

const AFFILIATE_CHECKS_PER_IP = 30
const AFFILIATE_WINDOW_MS = MINUTE_MS

/** Payload fields checked against their server rule when the rule is enabled (REG-24). */
const OPTIONAL_FIELDS = [
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

/** The registration payload (REG-24, REG-25, API-8, API-9); each rule's message is the handler's. */
const RegisterBody = Type.Object({
  username: Type.Optional(TextValue),
  password: Type.Optional(Type.String()),
  confirmPassword: Type.Optional(Type.String()),
  countryDialingCode: Type.Optional(TextValue),
  mobileNum: Type.Optional(TextValue),
  verificationCode: Type.Optional(TextValue),
  payeeName: Type.Optional(TextValue),
  email: Type.Optional(TextValue),
  qqNum: Type.Optional(TextValue),
  recommenderId: Type.Optional(TextValue),
  paymentPassword: Type.Optional(TextValue),
  line: Type.Optional(TextValue),
  whatsapp: Type.Optional(TextValue),
  facebook: Type.Optional(TextValue),
  wechat: Type.Optional(TextValue),
  idNumber: Type.Optional(TextValue),
  referralCode: Type.Optional(TextValue),
  affiliateCode: Type.Optional(TextValue),
  captcha: Type.Optional(TextValue),
  captchaKey: Type.Optional(Type.String()),
  termsAccepted: Type.Optional(Type.Boolean()),
  ageConfirmed: Type.Optional(Type.Boolean()),
  birthday: Type.Optional(TextValue),
  login: Type.Optional(Type.Boolean()),
  /** 'sms' on the third-party phone route (REG-26), with the provider's identity token */
  channel: Type.Optional(Type.String()),
  identityToken: Type.Optional(TextValue),
  registerMethod: Type.Optional(TextValue),
  registerUrl: Type.Optional(TextValue),
  domain: Type.Optional(TextValue),
  humanToken: Type.Optional(Type.String()),
  /** the browser's device id: a new account's first known device (LOGIN-28) */
  deviceId: Type.Optional(Type.String()),
  site: Type.Optional(Type.String()),
})

const REGISTER_MESSAGES = {
  USERNAME_TAKEN: 'This username is already registered',
  MOBILE_TAKEN: 'This mobile number is already registered',
  INVITATION_CODE_ERROR: 'Invalid invitation code',
  REFERRAL_INVALID: 'Invalid invitation code',
  INCONSISTENT: 'Incorrect confirmation input',
  CAPTCHA_INVALID: 'Please complete verification first',
  CODE_INVALID: 'Invalid verification code',
  CODE_EXPIRED: 'The verification code has expired, please send a new one',
  /** REG-13: the unticked terms box is the catalogue's 'not empty' error. */
  TERMS: 'Input cannot be empty',
  USERNAME_DIGITS: 'A username cannot be only digits',
  AGE: 'Please confirm that you are of legal age',
}

/**
 * A field failure: the errorCode, the message and `value.field`, so a client can show it beside the field.
 */
function fieldFail(code: string, message: string, field: string) {
  return fail(code, message, { value: { field } })
}

/**
 * A value against its rule: undefined when fine, else the failure.
 */
function checkField(field: string, value: string, rule: FieldRule, required: boolean) {
  if (!value) return required ? fieldFail('INPUT_EMPTY', 'Input cannot be empty', field) : undefined
  if (!satisfiesRule(rule, value)) {
    return fieldFail(
      'FIELD_INVALID',
      `${field}: please enter ${lengthRange(rule)} characters in the accepted format`,
      field,
    )
  }
  return undefined
}

/** Letters and digits that read unambiguously; a generated username starts with a letter. */
const GENERATED_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'

/** C-15: 'm' and 7 random characters (m7kq2xzp), not yet any member's. */
function generatedUsername(db: Database) {
  for (;;) {
    const tail = Array.from({ length: 7 }, () => GENERATED_ALPHABET[randomInt(GENERATED_ALPHABET.length)])
    const username = `m${tail.join('')}`
    if (!isUsernameTaken(db, username)) return username
  }
}

/**
 * PUT /wps/member/register (username) and /wps/member/register/mobile (mobile).
 */
async function register(ctx: RouteContext<Static<typeof RegisterBody>>, mode: 'username' | 'mobile') {
  const { body, settings, db, limits, ip } = ctx
  const wl = settings.whitelabel
  if (!wl[mode === 'mobile' ? 'MOBILENUMREG3' : 'USERNAMEREG3']) {
    return fail('OPERATION_NOT_ENABLED', SMS_MESSAGES.OPERATION_NOT_ENABLED)
  }
  const wait = limits.retryAfter(`register-ip:${ip}`, REGISTRATIONS_PER_IP, REGISTRATIONS_WINDOW_MS)
  if (wait) return tooManyRequests(wait)
  const unverified = spendHumanToken(ctx, 'register') // LOGIN-15, API-70
  if (unverified) return unverified

  const rules = settings.register.regExp
  const value = (name: string) => textField(body, name)
  // ERR-6: registrations come from the operator's domains only.
  const badDomain = domainRefusal(ctx, value('domain'))
  if (badDomain) return badDomain
  const password = typeof body.password === 'string' ? body.password : ''
  const confirmPassword = typeof body.confirmPassword === 'string' ? body.confirmPassword : ''
  const dialCode = normaliseDialCode(value('countryDialingCode'))
  const mobile = value('mobileNum')
  const mobileRule = rules.mobileNum
  // VAL-30: mobile registration needs the number and its code; a username registration asks for
  // the number when its rule is on, and verifies it when REGMOBVERF3 is on (REG-9..12).
  const mobileShown = mode === 'mobile' || mobileRule.enabled
  const mobileVerified = mode === 'mobile' || (mobileShown && wl.REGMOBVERF3 && mobile !== '')
  // REG-20/21 would make the number the username; C-15: a mobile registration
  // without a username gets a generated one that says nothing about the member (shown to them once
  // logged in: "logged in as …"); they log in with it, or with the number and its dial code.
  const derived = mobile.replace(/^0+/, '')
  // A client that follows REG-20/21 to the letter sends the number as the username: it is not used.
  const given = mode === 'mobile' && [derived, mobile].includes(value('username')) ? '' : value('username')
  const username = given || (mode === 'mobile' ? generatedUsername(db) : '')

  if (!username) return fieldFail('INPUT_EMPTY', 'Input cannot be empty', 'username')
  // C-15: a username of digits only could be someone else's phone number (and log in as it):
  // refused unless it is the registrant's own number, verified by its code below.
  if (/^\d+$/.test(username) && !(mobileVerified && (username === derived || username === mobile)))
    return fieldFail('USERNAME_DIGITS', REGISTER_MESSAGES.USERNAME_DIGITS, 'username')
  if (given) {
    const bad = checkField('username', username, rules.username, true)
    if (bad) return bad
  }
  const badPassword = checkField('password', password, rules.password, true)
  if (badPassword) return badPassword
  if (!confirmPassword) return fieldFail('INPUT_EMPTY', 'Input cannot be empty', 'confirmPassword')
  if (confirmPassword !== password)
    return fieldFail('INCONSISTENT', REGISTER_MESSAGES.INCONSISTENT, 'confirmPassword')
  if (mobileShown) {
    const bad = checkField('mobileNum', mobile, mobileRule, mode === 'mobile' || mobileRule.required)
    if (bad) return bad
    if (mobile && !DIAL_CODE.test(dialCode))
      return fieldFail('PHONE_INVALID', SMS_MESSAGES.PHONE_INVALID, 'mobileNum')
  }
  for (const field of OPTIONAL_FIELDS) {
    const rule = rules[field]
    if (!rule?.enabled) continue
    const bad = checkField(field, value(field), rule, rule.required)
    if (bad) return bad
  }
  const code = value('verificationCode')
  if (mobileVerified && !code) return fieldFail('INPUT_EMPTY', 'Input cannot be empty', 'verificationCode')
  // C-8, FTR-5, VAL-33: the terms and the age agreement are required here, and
  // recorded with the account, not only ticked in the browser.
  if (body.termsAccepted !== true) return fieldFail('AGREEMENT_REQUIRED', REGISTER_MESSAGES.TERMS, 'terms')
  if (body.ageConfirmed !== true) return fieldFail('AGREEMENT_REQUIRED', REGISTER_MESSAGES.AGE, 'age')
  // C-17, VAL-33: the date of birth, at the jurisdiction's minimum age (settings.brand.minAge).
  const birthday = value('birthday')
  const tooYoung = birthdayRefusal(birthday, settings.brand.minAge)
  if (tooYoung) return tooYoung

  limits.add(`register-ip:${ip}`)
  // VAL-31: the captcha per config, checked before any answer about the name, number or codes, so
  // "already taken" needs a solved captcha like any other try (C-10). A wrong answer burns it; a
  // right one stays valid for a retry with another name and is spent when the account is made.
  const captchaOn = rules.captcha?.enabled === true
  if (captchaOn && !checkCaptcha(db, body.captchaKey, value('captcha'), limits, ip, true)) {
    return fieldFail('CAPTCHA_INVALID', REGISTER_MESSAGES.CAPTCHA_INVALID, 'captcha')
  }
  // The slow hash comes first; from the duplicate check to the insert nothing
  // awaits, so two registrations of one name cannot both pass, and a taken name keeps the code.
  const passwordHash = await hashPassword(password)
  // Duplicates first, so a person who only has to pick another name keeps their code (C-8).
  if (isUsernameTaken(db, username))
    return fieldFail('USERNAME_TAKEN', REGISTER_MESSAGES.USERNAME_TAKEN, 'username')
  // A verified number is checked after its code (C-10): before that, taken and free look alike.
  if (mobile && !mobileVerified && isMobileTaken(db, dialCode, mobile))
    return fieldFail('MOBILE_TAKEN', REGISTER_MESSAGES.MOBILE_TAKEN, 'mobileNum')
  // REG-15: without an affiliate field the code comes from the page's URL, so it is taken either way.
  const affiliateCode = value('affiliateCode').slice(0, 40)
  if (affiliateCode && wl.AFFMAN3 && !findAffiliate(db, affiliateCode)) {
    return fieldFail('INVITATION_CODE_ERROR', REGISTER_MESSAGES.INVITATION_CODE_ERROR, 'affiliateCode')
  }
  const referralCode = rules.referralCode?.enabled ? value('referralCode') : ''
  if (referralCode && !findReferrer(db, referralCode)) {
    return fieldFail('REFERRAL_INVALID', REGISTER_MESSAGES.REFERRAL_INVALID, 'referralCode')
  }
  // The registration goes ahead: the captcha is spent, once (a parallel request with it loses here).
  if (captchaOn && !spendCaptcha(db, body.captchaKey))
    return fieldFail('CAPTCHA_INVALID', REGISTER_MESSAGES.CAPTCHA_INVALID, 'captcha')
  if (mobileVerified) {
    // REG-26: on the third-party phone route the number was verified by the provider, whose identity
    // token stands in for our own code; the platform still checks it (C-8).
    const outcome =
      body.channel === 'sms'
        ? consumeIdentityToken(db, { dialCode, mobile, identityToken: value('identityToken') })
        : consumeSmsCode(db, { dialCode, mobile, purpose: 'register', code })
    if (outcome === 'expired')
      return fieldFail('CODE_EXPIRED', REGISTER_MESSAGES.CODE_EXPIRED, 'verificationCode')
    if (outcome !== 'ok') return fieldFail('CODE_INVALID', REGISTER_MESSAGES.CODE_INVALID, 'verificationCode')
    if (isMobileTaken(db, dialCode, mobile))
      return fieldFail('MOBILE_TAKEN', REGISTER_MESSAGES.MOBILE_TAKEN, 'mobileNum')
  }

  const id = insertMember(db, {
    username,
    passwordHash,
    dialCode: mobile ? dialCode : null,
    mobile: mobile || null,
    email: rules.email?.enabled ? value('email') || null : null,
    nickname: rules.payeeName?.enabled ? value('payeeName') : '',
    referredBy: referralCode || null,
    affiliateCode: affiliateCode || null,
    method: value('registerMethod') || 'WEB',
    url: value('registerUrl').slice(0, 500) || null,
    domain: value('domain').slice(0, 200) || null,
    // An e-mail typed here is unverified until a code confirms it (security centre's binding); the
    // number is verified when its code (or the provider's identity token) was right.
    emailVerified: false,
    mobileVerified: mobileVerified,
  })
  recordAgreements(db, id, ip)
  recordBirthday(db, id, birthday)
  // LOGIN-22: the registration bonus the welcome promises is paid now (form and SMS registration).
  payRegistrationBonus(db, id)
  // AGENT-3: an agent's invitation link puts the new account in that agent's team.
  if (affiliateCode) joinByInvite(db, id, affiliateCode)
  // REG-25: `login: true` asks to be logged in at once (REG-23).
  if (body.login !== true) return ok({ account: username })
  // The one sign-in policy (session/rules.ts): the new account's agreements, its first device.
  const member = findMemberById(db, id)
  const path = !mobileVerified ? 'register' : body.channel === 'sms' ? 'register-phone' : 'register-sms'
  const admitted = member ? admit(ctx, member, path) : null
  if (!admitted || !admitted.body.success) return ok({ account: username })
  return ok({ account: username, ...(admitted.body.value as Record<string, unknown>) })
}

export const registerRoutes: Route[] = [
  route({
    method: 'PUT',
    path: '/wps/member/register',
    schema: { body: RegisterBody },
    handler: (ctx) => register(ctx, 'username'),
  }),
  route({
    method: 'PUT',
    path: '/wps/member/register/mobile',
    schema: { body: RegisterBody },
    handler: (ctx) => register(ctx, 'mobile'),
  }),
  ...registerSmsRoutes,
  {
    method: 'GET',
    path: '/wps/agent/affiliate',
    handler: ({ query, settings, db, limits, ip, origin }) => {
      if (!settings.whitelabel.AFFMAN3)
        return fail('OPERATION_NOT_ENABLED', SMS_MESSAGES.OPERATION_NOT_ENABLED)
      const code = textParam(query, 'code')
      if (!code) return inputEmpty()
      // ERR-6: the page asking must be on one of the operator's domains.
      const badDomain = domainRefusal({ settings, origin }, textParam(query, 'domain'))
      if (badDomain) return badDomain
      // Codes must not be guessable by trying them all (C-9).
      const wait = limits.take(`affiliate:${ip}`, AFFILIATE_CHECKS_PER_IP, AFFILIATE_WINDOW_MS)
      if (wait) return tooManyRequests(wait)
      const affiliate = findAffiliate(db, code)
      if (!affiliate) return fail('INVITATION_CODE_ERROR', REGISTER_MESSAGES.INVITATION_CODE_ERROR)
      return ok({ code: code.toUpperCase(), name: affiliate.nickname })
    },
  },
]
