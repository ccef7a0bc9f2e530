// Forgot password (FORGOT-4, FORGOT-13..16, API-11, API-12): by e-mail (a form POST) and by a
// code sent to the phone. Only the module flags decide which method is open (FORGOT-4). Neither
// answer says whether an account exists (C-10), and both are rate limited (C-9).
import { randomInt } from 'node:crypto'
import { fail, inputEmpty, ok, tooManyRequests } from '../envelope.mjs'
import { lengthRange, satisfiesRule, textField } from '../field-rules.mjs'
import { findMemberByMobile } from '../members.mjs'
import { addToOutbox } from '../outbox.mjs'
import { hashPassword } from '../passwords.mjs'
import { endOtherSessions } from '../sessions.mjs'
import { consumeSmsCode } from '../sms-codes.mjs'
import { SMS_MESSAGES, normaliseDialCode } from './sms.mjs'

const EMAIL_RESETS_PER_IP = 5
const EMAIL_RESETS_PER_ACCOUNT = 3
const PHONE_RESETS_PER_IP = 10
const RESET_WINDOW_MS = 60 * 60_000
const TEMPORARY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789'

/** A one-off password: letters and digits plus a symbol, 12 characters (any demo password rule takes it). */
function temporaryPassword() {
  const body = Array.from(
    { length: 10 },
    () => TEMPORARY_ALPHABET[randomInt(TEMPORARY_ALPHABET.length)],
  ).join('')
  return `${body}7!`
}

/**
 * POST /wps/member/password/email (form: username, email). When both match one account, a
 * one-off password goes to that address and must be replaced at the next login (LOGIN-24, C-3).
 * @param {import('./context.mjs').RouteContext} ctx
 */
async function resetByEmail({ body, settings, db, limits, ip }) {
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
  const member = /** @type {{ id: string, username: string, email: string } | undefined} */ (
    db
      .prepare(
        'SELECT id, username, email FROM members WHERE username = ? AND email = ? COLLATE NOCASE AND type != 4',
      )
      .get(username, email)
  )
  if (member) {
    const password = temporaryPassword()
    db.prepare('UPDATE members SET password_hash = ?, must_change_password = 1 WHERE id = ?').run(
      await hashPassword(password),
      member.id,
    )
    addToOutbox(db, {
      kind: 'email',
      to: member.email,
      subject: 'Your lobbykit password',
      text: `Hello ${member.username}, someone asked to reset your password. Log in with ${password} and choose a new password straight away. If it was not you, contact customer service.`,
      purpose: 'forgot',
    })
  }
  // in_been_out (FORGOT-16): the same answer whether or not the details matched (C-10).
  return ok(null)
}

/**
 * POST /wps/member/password/verification (countryDialingCode, mobileNum, verificationCode,
 * newPassword): the code from /wps/verification/sms/noLogin with purpose 'forgot'. Answers the
 * account, so the client can log in with the new password (FORGOT-15).
 * @param {import('./context.mjs').RouteContext} ctx
 */
async function resetByPhone({ body, settings, db, limits, ip }) {
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
  const wait = limits.take(`reset-phone-ip:${ip}`, PHONE_RESETS_PER_IP, RESET_WINDOW_MS)
  if (wait) return tooManyRequests(wait)
  const outcome = consumeSmsCode(db, { dialCode, mobile, purpose: 'forgot', code })
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
  endOtherSessions(db, member.id) // issue 11 item 5: a reset ends every session of the member
  return ok({ account: member.username })
}

/** @type {import('./context.mjs').Route[]} */
export const passwordResetRoutes = [
  { method: 'POST', path: '/wps/member/password/email', handler: resetByEmail },
  { method: 'POST', path: '/wps/member/password/verification', handler: resetByPhone },
]
