// Forgot password (FORGOT-4, FORGOT-13..16, API-11, API-12): by e-mail (a form POST) and by a
// code sent to the phone. Only the module flags decide which method is open (FORGOT-4). Neither
// answer says whether an account exists (C-10), and both are rate limited (C-9).
// The e-mail reset sends a one-time code and a link (valid 15 minutes, used once, stored hashed);
// the password changes only when the code comes back with a new one, so a stranger who knows a
// username and its e-mail cannot lock the owner out, and no password travels by mail (C-9, C-10).
import { createHash, randomInt } from 'node:crypto'
import { Type } from 'typebox'
import type { Static } from 'typebox'
import { fail, inputEmpty, ok, tooManyRequests } from '../platform/envelope'
import { lengthRange, satisfiesRule, textField, TextValue } from '../platform/fields'
import { findMemberById, findMemberByMobile } from '../platform/members'
import { addToOutbox } from '../platform/outbox'
import { hashPassword } from '../platform/passwords'
import { endOtherSessions } from '../platform/sessions'
import { takeGuess } from '../platform/guesses'
import { consumeSmsCode } from '../verification/sms-codes'
import { recordSecurityChange } from '../security/rules'
import { SMS_MESSAGES, normaliseDialCode } from '../verification/rules'
import { HOUR_MS, MINUTE_MS } from '../platform/time'
import { route } from '../platform/context'
import type { Route, RouteContext } from '../platform/context'

const EMAIL_RESETS_PER_IP = 5
const EMAIL_RESETS_PER_ACCOUNT = 3
const PHONE_RESETS_PER_IP = 10
const RESET_WINDOW_MS = HOUR_MS
/** An e-mailed reset code lives 15 minutes. */
export const EMAIL_RESET_CODE_MS = 15 * MINUTE_MS
/** Letters and digits that cannot be mistaken for each other when typed from an e-mail. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

/** The e-mail reset's form (FORGOT-13); a form post's fields are all text. */
const EmailResetBody = Type.Object({ username: Type.Optional(TextValue), email: Type.Optional(TextValue) })
const EmailResetVerifyBody = Type.Object({
  username: Type.Optional(TextValue),
  code: Type.Optional(TextValue),
  newPassword: Type.Optional(Type.String()),
})
/** FORGOT-14: the phone reset's payload. */
const PhoneResetBody = Type.Object({
  countryDialingCode: Type.Optional(TextValue),
  mobileNum: Type.Optional(TextValue),
  verificationCode: Type.Optional(TextValue),
  newPassword: Type.Optional(Type.String()),
})

/** The member an e-mail reset names, when username and address match. */
type ResetMemberRow = { id: string; username: string; email: string }
/** An unused e-mailed reset code. */
type ResetCodeRow = { id: number; member_id: string; expires_at: number }

/** A reset code: 8 characters (40 bits), shown as XXXX-XXXX. */
function newResetCode() {
  const chars = Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('')
  return `${chars.slice(0, 4)}-${chars.slice(4)}`
}

/** What is stored of a code: its SHA-256, over the code as typed in any case, with or without the dash. */
function codeHash(code: string) {
  return createHash('sha256')
    .update(code.toUpperCase().replace(/[^A-Z0-9]/g, ''))
    .digest('hex')
}

/**
 * POST /wps/member/password/email (form: username, email). When both match one account, a one-time
 * reset code and a link carrying it go to that address (the outbox); the password stays as it is
 * until the code is used (POST /wps/member/password/email/verify). A new request voids the older code.
 */
async function resetByEmail({
  body,
  settings,
  db,
  limits,
  ip,
  origin,
  now,
}: RouteContext<Static<typeof EmailResetBody>>) {
  if (!settings.whitelabel.CHNGPASSMAIL3)
    return fail('OPERATION_NOT_ENABLED', SMS_MESSAGES.OPERATION_NOT_ENABLED)
  const username = textField(body, 'username')
  const email = textField(body, 'email')
  if (!username || !email) return inputEmpty()
  const accountKey = `reset-mail:${username.toLowerCase()}`
  const wait =
    limits.retryAfter(`reset-mail-ip:${ip}`, EMAIL_RESETS_PER_IP, RESET_WINDOW_MS) ||
    limits.retryAfter(accountKey, EMAIL_RESETS_PER_ACCOUNT, RESET_WINDOW_MS)
  if (wait) return tooManyRequests(wait)
  limits.add(`reset-mail-ip:${ip}`)
  limits.add(accountKey)
  const member = db
    .prepare(
      'SELECT id, username, email FROM members WHERE username = ? AND email = ? COLLATE NOCASE AND type != 4',
    )
    .get(username, email) as ResetMemberRow | undefined
  if (member) {
    const code = newResetCode()
    db.transaction(() => {
      db.prepare('UPDATE password_reset_codes SET used = 1 WHERE member_id = ? AND used = 0').run(member.id)
      db.prepare(
        'INSERT INTO password_reset_codes (member_id, code_hash, created_at, expires_at) VALUES (?, ?, ?, ?)',
      ).run(member.id, codeHash(code), now, now + EMAIL_RESET_CODE_MS)
    })()
    const link = `${origin}/forget?${new URLSearchParams({ resetCode: code, account: member.username })}`
    addToOutbox(db, {
      kind: 'email',
      to: member.email,
      subject: 'Reset your lobbykit password',
      text: `Hello ${member.username}, someone asked to reset your password. Your reset code is ${code}; or open ${link} . The code works once, for 15 minutes. Your password stays as it is until you choose a new one. If it was not you, ignore this e-mail.`,
      purpose: 'forgot',
    })
  }
  // in_been_out (FORGOT-16): the same answer whether or not the details matched (C-10).
  return ok(null)
}

/**
 * POST /wps/member/password/email/verify (username, code, newPassword): sets the new password with the
 * e-mailed code. The guess is taken before anything is checked (platform/guesses.ts 'reset-code':
 * 10 an hour per account, 20 per IP), so parallel wrong codes cannot outrun the limit (C-9); the
 * code is spent in the same transaction that changes the password, so it works once even when two
 * requests carry it at the same moment. Every session of the member ends.
 */
async function completeEmailReset({
  body,
  settings,
  db,
  limits,
  ip,
  now,
}: RouteContext<Static<typeof EmailResetVerifyBody>>) {
  if (!settings.whitelabel.CHNGPASSMAIL3)
    return fail('OPERATION_NOT_ENABLED', SMS_MESSAGES.OPERATION_NOT_ENABLED)
  const username = textField(body, 'username')
  const code = textField(body, 'code')
  const newPassword = typeof body.newPassword === 'string' ? body.newPassword : ''
  if (!username || !code || !newPassword) return inputEmpty()
  const rule = settings.register.regExp.password
  if (!satisfiesRule(rule, newPassword))
    return fail('PASSWORD_RULE', `Please fill in your password with ${lengthRange(rule)} characters`, {
      value: { field: 'newPassword' },
    })
  const ticket = takeGuess(limits, 'reset-code', { account: username, ip })
  if (ticket.wait) return tooManyRequests(ticket.wait)
  const invalid = () =>
    fail('CODE_INVALID', 'Invalid verification code', { value: { field: 'verificationCode' } })
  const row = db
    .prepare(
      `SELECT c.id, c.member_id, c.expires_at FROM password_reset_codes c JOIN members m ON m.id = c.member_id
         WHERE m.username = ? AND m.type != 4 AND c.code_hash = ? AND c.used = 0`,
    )
    .get(username, codeHash(code)) as ResetCodeRow | undefined
  if (!row) return (ticket.wrong(), invalid())
  if (row.expires_at <= now)
    return fail('CODE_EXPIRED', 'The verification code has expired, please send a new one', {
      value: { field: 'verificationCode' },
    })
  const hash = await hashPassword(newPassword)
  const changed = db.transaction(() => {
    if (!db.prepare('UPDATE password_reset_codes SET used = 1 WHERE id = ? AND used = 0').run(row.id).changes)
      return false
    db.prepare(
      'UPDATE members SET password_hash = ?, password_expired = 0, must_change_password = 0 WHERE id = ?',
    ).run(hash, row.member_id)
    return true
  })()
  if (!changed) return (ticket.wrong(), invalid())
  ticket.right()
  endOtherSessions(db, row.member_id) // a reset ends every session of the member
  // MEMBER-1: listed in the recent activity, and the member's contacts are told.
  const member = findMemberById(db, row.member_id)
  if (member) recordSecurityChange({ db, ip, now }, member, 'password-reset')
  return ok({ account: username })
}

/**
 * POST /wps/member/password/verification (countryDialingCode, mobileNum, verificationCode,
 * newPassword): the code from /wps/verification/sms/noLogin with purpose 'forgot'. Answers the
 * account, so the client can log in with the new password (FORGOT-15).
 */
async function resetByPhone({
  body,
  settings,
  db,
  limits,
  ip,
  now,
}: RouteContext<Static<typeof PhoneResetBody>>) {
  if (!settings.whitelabel.CHNGPASSVERIF3)
    return fail('OPERATION_NOT_ENABLED', SMS_MESSAGES.OPERATION_NOT_ENABLED)
  const dialCode = normaliseDialCode(textField(body, 'countryDialingCode'))
  const mobile = textField(body, 'mobileNum')
  const code = textField(body, 'verificationCode')
  const newPassword = typeof body.newPassword === 'string' ? body.newPassword : ''
  if (!dialCode || !mobile || !code || !newPassword) return inputEmpty()
  const rule = settings.register.regExp.password
  // NS-19: the new password follows the server's rule for `password`.
  if (!satisfiesRule(rule, newPassword)) {
    return fail('PASSWORD_RULE', `Please fill in your password with ${lengthRange(rule)} characters`, {
      value: { field: 'newPassword' },
    })
  }
  // C-9: the shared guess limiter, taken before the code is looked at (per number and IP).
  const wait = limits.take(`reset-phone-ip:${ip}`, PHONE_RESETS_PER_IP, RESET_WINDOW_MS)
  if (wait) return tooManyRequests(wait)
  const ticket = takeGuess(limits, 'reset-code', { account: `+${dialCode}${mobile}`, ip })
  if (ticket.wait) return tooManyRequests(ticket.wait)
  const outcome = consumeSmsCode(db, { dialCode, mobile, purpose: 'forgot', code })
  if (outcome === 'ok') ticket.right()
  if (outcome === 'expired') {
    return fail('CODE_EXPIRED', 'The verification code has expired, please send a new one', {
      value: { field: 'verificationCode' },
    })
  }
  if (outcome !== 'ok')
    return fail('CODE_INVALID', 'Invalid verification code', { value: { field: 'verificationCode' } })
  const member = findMemberByMobile(db, dialCode, mobile)
  // The caller proved they hold the phone, so saying no account uses it reveals nothing new.
  if (!member)
    return fail('PHONE_NOT_REGISTERED', 'No account uses this mobile number', {
      value: { field: 'mobileNum' },
    })
  db.prepare(
    'UPDATE members SET password_hash = ?, password_expired = 0, must_change_password = 0 WHERE id = ?',
  ).run(await hashPassword(newPassword), member.id)
  endOtherSessions(db, member.id) // a reset ends every session of the member
  recordSecurityChange({ db, ip, now }, member, 'password-reset') // MEMBER-1: recorded and told
  return ok({ account: member.username })
}

export const passwordResetRoutes: Route[] = [
  route({
    method: 'POST',
    path: '/wps/member/password/email',
    schema: { body: EmailResetBody },
    handler: resetByEmail,
  }),
  route({
    method: 'POST',
    path: '/wps/member/password/email/verify',
    schema: { body: EmailResetVerifyBody },
    handler: completeEmailReset,
  }),
  route({
    method: 'POST',
    path: '/wps/member/password/verification',
    schema: { body: PhoneResetBody },
    handler: resetByPhone,
  }),
]
