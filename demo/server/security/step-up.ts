// Step-up (MEMBER-1): the account changes a stolen session must not make alone — binding or
// changing a number or e-mail, adding or defaulting a payout account, setting or changing the
// transaction password — need the member's password (or a code sent to a contact the member has
// verified) within the last STEP_UP_MS. `POST SEC_stepUp` takes the proof and marks this session
// stepped-up until now + 5 minutes; each of those routes asks `requireStepUp` first and is refused
// with STEP_UP_REQUIRED without it (the client asks for the password in a dialog and retries).
// Every such change sends a notice to the contacts the account had before it (the outbox) and is
// listed in the security centre's recent activity (`SEC_activity`).
import { Type } from 'typebox'
import { fail, inputEmpty, ok, sessionExpired, tooManyRequests } from '../platform/envelope'
import { textField, TextValue } from '../platform/fields'
import { addToOutbox } from '../platform/outbox'
import { takeGuess } from '../platform/guesses'
import { verifyPassword } from '../platform/passwords'
import { findMemberById, maskMobile } from '../platform/members'
import { route } from '../platform/context'
import { MINUTE_MS } from '../platform/time'
import { consumeSmsCode, issueSmsCode } from '../verification/sms-codes'
import { ensureSecurity, sessionKeyOf } from './data'
import type { Static } from 'typebox'
import type { MemberContext, Reply, Route } from '../platform/context'
import type { MemberRow } from '../platform/members'

/** How long a proof lasts (MEMBER-1). */
export const STEP_UP_MS = 5 * MINUTE_MS
const STEP_UP_PURPOSE = 'step-up'

export const STEP_UP_MESSAGES = {
  STEP_UP_REQUIRED: 'Please confirm your password to make this change',
  PASSWORD_INCORRECT: 'The password is incorrect',
  CODE_INVALID: 'Invalid verification code',
  CODE_EXPIRED: 'The verification code has expired, please send a new one',
  NO_VERIFIED_CONTACT: 'Your account has no verified number or e-mail; please use your password',
}

/** What a change was, as the recent-activity list and the notice name it. */
export const SECURITY_CHANGES = {
  mobile: 'Mobile number changed',
  email: 'E-mail address changed',
  'payout-add': 'Payout account added',
  'payout-default': 'Default payout account changed',
  'payout-remove': 'Payout account removed',
  'transaction-password': 'Transaction password set or changed',
  password: 'Login password changed',
  'password-reset': 'Login password reset with a code',
  'step-up': 'Identity confirmed for an account change',
} as const
export type SecurityChange = keyof typeof SECURITY_CHANGES

type StepUpContext = Pick<MemberContext<unknown>, 'db' | 'token' | 'memberId' | 'now'>

/** Whether this session proved the member within the last STEP_UP_MS. */
export function isSteppedUp({ db, token, memberId, now }: StepUpContext) {
  if (!token) return false
  ensureSecurity(db)
  const row = db
    .prepare('SELECT until FROM step_ups WHERE session_key = ? AND member_id = ?')
    .get(sessionKeyOf(token), memberId) as { until: number } | undefined
  return Boolean(row && row.until > now)
}

/** The refusal of a change made without a fresh proof, or null when the session has one. */
export function requireStepUp(ctx: StepUpContext): Reply | null {
  if (isSteppedUp(ctx)) return null
  return fail('STEP_UP_REQUIRED', STEP_UP_MESSAGES.STEP_UP_REQUIRED, {
    status: 403,
    value: { windowMinutes: STEP_UP_MS / MINUTE_MS },
  })
}

/** Marks this session as proved until now + STEP_UP_MS (a right password given inline counts too). */
export function markSteppedUp({ db, token, memberId, now }: StepUpContext) {
  if (!token) return 0
  ensureSecurity(db)
  const until = now + STEP_UP_MS
  db.prepare(
    'INSERT INTO step_ups (session_key, member_id, until) VALUES (?, ?, ?) ON CONFLICT (session_key) DO UPDATE SET until = excluded.until, member_id = excluded.member_id',
  ).run(sessionKeyOf(token), memberId, until)
  return until
}

/** The contacts a notice goes to: the number and e-mail the account has now (before a change). */
export function previousContacts(m: Pick<MemberRow, 'dial_code' | 'mobile' | 'email'>) {
  return {
    sms: m.mobile ? `+${m.dial_code ?? ''} ${m.mobile}` : null,
    email: m.email || null,
  }
}

/**
 * Records a change in the recent activity and tells the contacts the account had before it.
 * @param before  the member as it was before the change (its number and e-mail get the notice)
 */
export function recordSecurityChange(
  ctx: Pick<MemberContext<unknown>, 'db' | 'ip' | 'now'>,
  before: Pick<MemberRow, 'id' | 'username' | 'dial_code' | 'mobile' | 'email'>,
  kind: SecurityChange,
  detail: string = '',
) {
  const { db, ip, now } = ctx
  ensureSecurity(db)
  db.prepare(
    'INSERT INTO security_events (member_id, kind, detail, ip, created_at) VALUES (?, ?, ?, ?, ?)',
  ).run(before.id, kind, detail, ip || 'unknown', now)
  if (kind === 'step-up') return
  const what = SECURITY_CHANGES[kind] + (detail ? ` (${detail})` : '')
  const text = `lobbykit: ${what} on account ${before.username}. If this was not you, contact customer service at once.`
  const contacts = previousContacts(before)
  if (contacts.sms) addToOutbox(db, { kind: 'sms', to: contacts.sms, text, purpose: `notice-${kind}` })
  if (contacts.email)
    addToOutbox(db, {
      kind: 'email',
      to: contacts.email,
      subject: `Security notice: ${SECURITY_CHANGES[kind]}`,
      text,
      purpose: `notice-${kind}`,
    })
}

/** The recent activity the security centre lists: the last 20 changes, newest first. */
export function recentActivity(db: MemberContext['db'], memberId: string) {
  ensureSecurity(db)
  const rows = db
    .prepare(
      'SELECT id, kind, detail, ip, created_at FROM security_events WHERE member_id = ? ORDER BY created_at DESC, id DESC LIMIT 20',
    )
    .all(memberId) as { id: number; kind: SecurityChange; detail: string; ip: string; created_at: number }[]
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    title: SECURITY_CHANGES[r.kind] ?? r.kind,
    detail: r.detail,
    ip: r.ip,
    time: r.created_at,
  }))
}

/** Where a step-up code goes: a verified number first, else a verified e-mail; null when none. */
function verifiedContact(db: MemberContext['db'], m: MemberRow) {
  const flags = db.prepare('SELECT * FROM members WHERE id = ?').get(m.id) as Record<string, unknown>
  // A column missing on an old database counts as verified (the seed's accounts are confirmed ones).
  const verified = (column: string) => flags[column] === undefined || Number(flags[column]) === 1
  if (m.mobile && m.dial_code && verified('mobile_verified'))
    return { kind: 'sms' as const, dialCode: m.dial_code, address: m.mobile }
  if (m.email && verified('email_verified'))
    return { kind: 'email' as const, dialCode: 'mail', address: m.email.toLowerCase() }
  return null
}

/** Sends a step-up code to the member's verified contact (the resend wait of the login codes). */
function sendStepUpCode(ctx: MemberContext, m: MemberRow) {
  const { db, limits, settings } = ctx
  const contact = verifiedContact(db, m)
  if (!contact) return fail('NO_VERIFIED_CONTACT', STEP_UP_MESSAGES.NO_VERIFIED_CONTACT)
  const key = `step-up-code:${m.id}`
  const wait = limits.retryAfter(key, 1, settings.smsExpiredMinutes * MINUTE_MS)
  if (wait) return tooManyRequests(wait)
  limits.add(key)
  const code = issueSmsCode(db, {
    dialCode: contact.dialCode,
    mobile: contact.address,
    purpose: STEP_UP_PURPOSE,
  })
  const text = `Your lobbykit code to confirm an account change is ${code}`
  if (contact.kind === 'sms')
    addToOutbox(db, {
      kind: 'sms',
      to: `+${contact.dialCode} ${contact.address}`,
      text,
      code,
      purpose: STEP_UP_PURPOSE,
    })
  else
    addToOutbox(db, {
      kind: 'email',
      to: contact.address,
      subject: 'Confirm an account change',
      text,
      code,
      purpose: STEP_UP_PURPOSE,
    })
  return ok({
    channel: contact.kind,
    to:
      contact.kind === 'sms'
        ? `+${contact.dialCode} ${maskMobile(contact.address)}`
        : contact.address.replace(/^(..)[^@]*/, '$1***'),
    expiredMinutes: settings.smsExpiredMinutes,
  })
}

const StepUpBody = Type.Object({
  password: Type.Optional(Type.String()),
  verificationCode: Type.Optional(TextValue),
})

/** Takes the password or the code; a right one marks the session stepped-up for STEP_UP_MS. */
async function stepUp(ctx: MemberContext<Static<typeof StepUpBody>>, m: MemberRow) {
  const { db, body, limits } = ctx
  const password = body.password ?? ''
  const code = textField(body, 'verificationCode')
  if (!password && !code) return inputEmpty()
  // A guess like any other: taken before the slow check, given back when right (platform/guesses.ts).
  const guess = takeGuess(limits, 'step-up', { member: m.id })
  if (guess.wait) return tooManyRequests(guess.wait)
  if (password) {
    if (!(await verifyPassword(password, m.password_hash)))
      return fail('PASSWORD_INCORRECT', STEP_UP_MESSAGES.PASSWORD_INCORRECT)
  } else {
    const contact = verifiedContact(db, m)
    if (!contact) return fail('NO_VERIFIED_CONTACT', STEP_UP_MESSAGES.NO_VERIFIED_CONTACT)
    const outcome = consumeSmsCode(db, {
      dialCode: contact.dialCode,
      mobile: contact.address,
      purpose: STEP_UP_PURPOSE,
      code,
    })
    if (outcome !== 'ok')
      return outcome === 'expired'
        ? fail('CODE_EXPIRED', STEP_UP_MESSAGES.CODE_EXPIRED)
        : fail('CODE_INVALID', STEP_UP_MESSAGES.CODE_INVALID)
  }
  guess.right()
  const until = markSteppedUp(ctx)
  recordSecurityChange(ctx, m, 'step-up', password ? 'password' : 'code')
  return ok({ until })
}

/** The session's member for a handler (this file stands below rules.ts, which re-exports it). */
function withMember<Body>(handler: (ctx: MemberContext<Body>, m: MemberRow) => Reply | Promise<Reply>) {
  return (ctx: MemberContext<Body>) => {
    const m = findMemberById(ctx.db, ctx.memberId)
    return m ? handler(ctx, m) : sessionExpired()
  }
}

export const stepUpRoutes: Route[] = [
  route({
    method: 'POST',
    path: '/wps/relay/SEC_stepUp',
    token: true,
    realOnly: true,
    schema: { body: StepUpBody },
    handler: withMember(stepUp),
  }),
  route({
    method: 'POST',
    path: '/wps/relay/SEC_stepUpCode',
    token: true,
    realOnly: true,
    handler: withMember(sendStepUpCode),
  }),
  route({
    method: 'GET',
    path: '/wps/relay/SEC_activity',
    token: true,
    realOnly: true,
    handler: (ctx) => ok({ list: recentActivity(ctx.db, ctx.memberId), steppedUp: isSteppedUp(ctx) }),
  }),
]
