// The steps after a provider identity that is not linked yet (LOGIN-33; social/routes.ts answered
// LINK_REQUIRED or SIGNUP_REQUIRED with a ticket, no session):
// - POST /wps/session/social-link { ticket, password } or { ticket, code }: the member whose e-mail
//   the provider named proves the account is theirs — its password (the login's limits and
//   captcha, C-9, LOGIN-19) or a code sent to a contact the member has verified
//   (POST /wps/session/social-link/code { ticket, channel }) — then the identity is linked and the
//   member signs in through the one policy (session/rules.ts, path 'social-link');
// - POST /wps/session/social-signup { ticket, termsAccepted, ageConfirmed, birthday }: a new account,
//   as the registration form makes one — the agreements required and recorded (FTR-5, VAL-33), the
//   date of birth at the operator's minimum age checked and recorded (C-17), the same
//   per-address limit and human check, a username the member can read (the provider's name) — then
//   path 'social-signup'.
import { randomBytes, randomInt } from 'node:crypto'
import { birthdayRefusal, recordBirthday } from '../security/age'
import { Type } from 'typebox'
import type { Static } from 'typebox'
import { fail, inputEmpty, tooManyRequests } from '../platform/envelope'
import { satisfiesRule, textField, TextValue } from '../platform/fields'
import type { FieldRule } from '../platform/fields'
import { findMemberById, maskMobile } from '../platform/members'
import { hashPassword, verifyPassword } from '../platform/passwords'
import { takeGuess } from '../platform/guesses'
import { addToOutbox } from '../platform/outbox'
import { MINUTE_MS } from '../platform/time'
import { checkCaptcha } from '../verification/captcha'
import { consumeSmsCode, issueSmsCode } from '../verification/sms-codes'
import { spendHumanToken } from '../account-checks/human-check'
import {
  REGISTRATIONS_PER_IP,
  REGISTRATIONS_WINDOW_MS,
  insertMember,
  isUsernameTaken,
  verifiedContacts,
} from '../register/data'
import { payRegistrationBonus } from '../register/bonus'
import { recordAgreements } from '../session/data'
import { createLoginGuard } from '../session/login-guard'
import { LOGIN_MESSAGES, admit } from '../session/rules'
import { findPending, linkIdentity, spendPending } from './auth'
import { route } from '../platform/context'
import type { PendingRow } from './auth'
import type { Database } from 'better-sqlite3'
import type { Route, RouteContext } from '../platform/context'

export const LINK_MESSAGES = {
  TICKET_EXPIRED: 'This sign-in has expired, please sign in with the provider again',
  CHANNEL_MISSING: 'Choose where to receive the code',
  TERMS: 'Please read and agree to the terms',
  AGE: 'Please confirm that you are of legal age',
}

/** Codes one pending link may be sent (C-9: no pumping through someone else's account). */
const LINK_CODE_RESEND_MS = MINUTE_MS

const maskEmail = (email: string) => {
  const [name = '', domain = ''] = email.split('@')
  return `${name.slice(0, 1)}***@${domain}`
}

/** Where a link code can go: the member's verified contacts only, masked. */
export function linkChannels(db: Database, memberId: string) {
  const { email, mobile } = verifiedContacts(db, memberId)
  const channels: { channel: 'sms' | 'email'; to: string }[] = []
  if (mobile) channels.push({ channel: 'sms', to: `+${mobile.dialCode} ${maskMobile(mobile.mobile)}` })
  if (email) channels.push({ channel: 'email', to: maskEmail(email) })
  return channels
}

const LinkBody = Type.Object({
  ticket: Type.Optional(Type.String()),
  password: Type.Optional(Type.String()),
  code: Type.Optional(TextValue),
  channel: Type.Optional(TextValue),
  captcha: Type.Optional(TextValue),
  captchaKey: Type.Optional(Type.String()),
  site: Type.Optional(Type.String()),
  deviceId: Type.Optional(Type.String()),
})
type LinkContext = RouteContext<Static<typeof LinkBody>>

const SignupBody = Type.Object({
  ticket: Type.Optional(Type.String()),
  termsAccepted: Type.Optional(Type.Boolean()),
  ageConfirmed: Type.Optional(Type.Boolean()),
  birthday: Type.Optional(Type.String()),
  registerUrl: Type.Optional(Type.String()),
  site: Type.Optional(Type.String()),
  deviceId: Type.Optional(Type.String()),
  humanToken: Type.Optional(Type.String()),
})
type SignupContext = RouteContext<Static<typeof SignupBody>>

const expired = () => fail('CODE_EXPIRED', LINK_MESSAGES.TICKET_EXPIRED)

/** The code's address for a channel: the verified e-mail, or the verified number. */
function codeTarget(db: Database, memberId: string, channel: string) {
  const { email, mobile } = verifiedContacts(db, memberId)
  if (channel === 'email' && email)
    return { dialCode: 'mail', address: email.toLowerCase(), kind: 'email' as const }
  if (channel === 'sms' && mobile)
    return { dialCode: mobile.dialCode, address: mobile.mobile, kind: 'sms' as const }
  return null
}

/** POST /wps/session/social-link/code: a code to one of the member's verified contacts. */
function sendLinkCode({ body, db, limits, now }: LinkContext) {
  const pending = findPending(db, body.ticket, now)
  if (!pending?.candidate_id) return expired()
  const target = codeTarget(db, pending.candidate_id, textField(body, 'channel'))
  if (!target) return fail('INPUT_INVALID', LINK_MESSAGES.CHANNEL_MISSING)
  const key = `social-link-code:${pending.ticket_hash}`
  const wait = limits.retryAfter(key, 1, LINK_CODE_RESEND_MS)
  if (wait) return tooManyRequests(wait)
  limits.add(key)
  const code = issueSmsCode(db, { dialCode: target.dialCode, mobile: target.address, purpose: 'social-link' })
  const text = `Your lobbykit code to link a ${pending.provider} sign-in to your account is ${code}. If it was not you, ignore it: nothing is linked without it.`
  addToOutbox(
    db,
    target.kind === 'sms'
      ? { kind: 'sms', to: `+${target.dialCode} ${target.address}`, text, code, purpose: 'social-link' }
      : {
          kind: 'email',
          to: target.address,
          subject: 'Link a sign-in to your account',
          text,
          code,
          purpose: 'social-link',
        },
  )
  return { status: 200, body: { success: true, value: { sent: true }, message: 'Success', errorCode: null } }
}

/** The proof of a link: the member's password, or the code sent to a verified contact. */
async function proveLink(ctx: LinkContext, pending: PendingRow & { candidate_id: string }) {
  const { body, db, limits, ip } = ctx
  const member = findMemberById(db, pending.candidate_id)
  if (!member) return expired()
  const code = textField(body, 'code')
  if (code) {
    const guess = takeGuess(limits, 'device-code', { member: member.id, ip })
    if (guess.wait) return tooManyRequests(guess.wait)
    for (const channel of ['email', 'sms']) {
      const target = codeTarget(db, member.id, channel)
      if (!target) continue
      const outcome = consumeSmsCode(db, {
        dialCode: target.dialCode,
        mobile: target.address,
        purpose: 'social-link',
        code,
      })
      if (outcome === 'ok') {
        guess.right()
        return member
      }
    }
    return fail('CODE_INVALID', LOGIN_MESSAGES.CODE_INVALID, { value: { field: 'code' } })
  }
  const password = typeof body.password === 'string' ? body.password : ''
  if (!password) return inputEmpty()
  // The same guard as a password login of this account (C-9, LOGIN-19): attempts before scrypt.
  const guard = createLoginGuard(limits, ip, member.username)
  const attempt = guard.take()
  if (attempt.wait) return tooManyRequests(attempt.wait)
  if (attempt.captchaRequired) {
    const given = textField(body, 'captcha')
    if (!given || !checkCaptcha(db, body.captchaKey, given, limits, ip)) {
      if (!given) attempt.cancel()
      return fail('CAPTCHA_INVALID', LOGIN_MESSAGES.CAPTCHA_INVALID, { value: { captcha: true } })
    }
  }
  if (!(await verifyPassword(password, member.password_hash)))
    return fail('INVALID_CREDENTIALS', LOGIN_MESSAGES.INVALID_CREDENTIALS, {
      value: { captcha: guard.captchaRequired(), field: 'password' },
    })
  attempt.right()
  return member
}

async function link(ctx: LinkContext) {
  const { body, db, now } = ctx
  if (!body.ticket) return inputEmpty()
  const pending = findPending(db, body.ticket, now)
  if (!pending?.candidate_id) return expired()
  const proved = await proveLink(ctx, { ...pending, candidate_id: pending.candidate_id })
  if (!('id' in proved)) return proved
  if (!spendPending(db, pending)) return expired()
  linkIdentity(db, pending.provider, pending.subject, proved.id)
  return admit(ctx, proved, 'social-link')
}

/**
 * A username the member can read, as the form promises: the provider's display name in lower-case
 * letters and digits (starting with a letter), within the brand's username rule, made unique with
 * digits when taken; `<provider>player…` when the name gives nothing the rule accepts.
 */
function readableUsername(db: Database, name: string, provider: string, rule: FieldRule) {
  const max = Math.max(rule.maxLength, 8)
  const fromName = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .replace(/^\d+/, '')
    .slice(0, max)
  const stem =
    fromName.length >= rule.minLength && satisfiesRule(rule, fromName) ? fromName : `${provider}player`
  if (!isUsernameTaken(db, stem) && satisfiesRule(rule, stem)) return stem
  for (let digits = 2; ; digits++) {
    for (let i = 0; i < 20; i++) {
      const candidate = `${stem.slice(0, max - digits)}${String(randomInt(10 ** digits)).padStart(digits, '0')}`
      if (!isUsernameTaken(db, candidate)) return candidate
    }
  }
}

async function signup(ctx: SignupContext) {
  const { body, db, limits, ip, now, origin } = ctx
  if (!body.ticket) return inputEmpty()
  const pending = findPending(db, body.ticket, now)
  if (!pending) return expired()
  // FTR-5, VAL-33: as the registration form — required, and recorded with the account.
  if (body.termsAccepted !== true)
    return fail('AGREEMENT_REQUIRED', LINK_MESSAGES.TERMS, { value: { field: 'terms' } })
  if (body.ageConfirmed !== true)
    return fail('AGREEMENT_REQUIRED', LINK_MESSAGES.AGE, { value: { field: 'age' } })
  // C-17, VAL-33: the date of birth at the jurisdiction's minimum age, as the registration form's.
  const birthday = (body.birthday ?? '').trim()
  const tooYoung = birthdayRefusal(birthday, ctx.settings.brand.minAge)
  if (tooYoung) return tooYoung
  // C-9: the registration form's limit per address (one counter for both ways in).
  const wait = limits.retryAfter(`register-ip:${ip}`, REGISTRATIONS_PER_IP, REGISTRATIONS_WINDOW_MS)
  if (wait) return tooManyRequests(wait)
  const unverified = spendHumanToken(ctx, 'register') // LOGIN-15, API-70
  if (unverified) return unverified
  limits.add(`register-ip:${ip}`)
  // Nobody knows this password: the member signs in through the provider (or resets it).
  const passwordHash = await hashPassword(randomBytes(18).toString('base64url'))
  if (!spendPending(db, pending)) return expired()
  const username = readableUsername(db, pending.name, pending.provider, ctx.settings.register.regExp.username)
  const id = insertMember(db, {
    username,
    passwordHash,
    dialCode: null,
    mobile: null,
    email: pending.email || null,
    // The provider checked the address it signs (a real provider's `email_verified` claim).
    emailVerified: pending.email_verified === 1,
    nickname: pending.name.slice(0, 40),
    referredBy: null,
    affiliateCode: null,
    method: pending.provider.toUpperCase(),
    url: typeof body.registerUrl === 'string' ? body.registerUrl.slice(0, 300) : null,
    domain: new URL(origin).hostname,
  })
  recordAgreements(db, id, ip, now)
  recordBirthday(db, id, birthday) // C-17: the rule gate lets the new member play for real money
  // LOGIN-22: the registration bonus the welcome promises, as every way of registering pays it.
  payRegistrationBonus(db, id, now)
  linkIdentity(db, pending.provider, pending.subject, id)
  const member = findMemberById(db, id)
  if (!member) return expired()
  return admit(ctx, member, 'social-signup')
}

export const socialLinkRoutes: Route[] = [
  route({ method: 'POST', path: '/wps/session/social-link', schema: { body: LinkBody }, handler: link }),
  route({
    method: 'POST',
    path: '/wps/session/social-link/code',
    schema: { body: LinkBody },
    handler: sendLinkCode,
  }),
  route({
    method: 'POST',
    path: '/wps/session/social-signup',
    schema: { body: SignupBody },
    handler: signup,
  }),
]
