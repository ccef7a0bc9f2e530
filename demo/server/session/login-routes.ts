// POST /wps/session/login (API-2, API-3, LOGIN-17/18): by username (or mobile number) and
// password, or by SMS code. Failures never say which part was wrong (C-10); throttles and the
// captcha come from login-guard.mjs (attempts taken before the slow check, issue 11 item 1); who may log in where follows ROLE-13 and ROLE-14.
import { checkCaptcha } from '../verification/captcha'
import { fail, inputEmpty, ok, tooManyRequests } from '../platform/envelope'
import { textField } from '../platform/fields'
import { createLoginGuard } from './login-guard'
import { AGENT_TYPES, NON_MEMBER_TYPE, findMemberByLogin, findMemberByMobile } from '../platform/members'
import { rehashIfWeak, verifyPassword } from '../platform/passwords'
import { createSession } from '../platform/sessions'
import { recordLogin } from '../security/data'
import { consumeSmsCode } from '../verification/sms-codes'
import { takeGuess } from '../platform/guesses'
import { spendHumanToken } from '../account-checks/human-check'
import { holdNewDevice } from '../account-checks/devices'
import { hashExchangeCode } from './routes'
import { exclusionRefusal } from '../protection/routes'
import { SMS_MESSAGES, normaliseDialCode } from '../verification/routes'
import type { Route, RouteContext } from '../platform/context'
import type { MemberRow } from '../platform/members'

export const LOGIN_MESSAGES = {
  INVALID_CREDENTIALS: 'Invalid username or password',
  CAPTCHA_INVALID: 'Please complete verification first',
  NON_MEMBER: 'Non-member account unable to login',
  NON_AGENT: 'Non-agents cannot log in',
  CODE_INVALID: 'Invalid verification code',
  CODE_EXPIRED: 'The verification code has expired, please send a new one',
}

/**
 * The answer for a member whose credentials were right (also a social login's, routes/social-login.mjs).
 */
export function admit(ctx: RouteContext, member: MemberRow, viaPassword = false) {
  const { db, settings, body, ip, req } = ctx
  if (member.type === NON_MEMBER_TYPE) return fail('NON_MEMBER', LOGIN_MESSAGES.NON_MEMBER)
  // Issue 19: a member in cool-off or self-exclusion is refused, told until when (only once the
  // credentials were right, so the refusal tells a stranger nothing: C-10).
  const excluded = exclusionRefusal(ctx, member.id)
  if (excluded) return excluded
  if (body.site === 'agent' && !AGENT_TYPES.includes(member.type))
    return fail('NON_AGENT', LOGIN_MESSAGES.NON_AGENT)
  const passwordExpired = Boolean(member.password_expired) && settings.whitelabel.PWDEXPFORCECHANGE3
  // LOGIN-29 (issue 11 item 4): after a password login that must change the password, the session
  // answers only change-password and logout until it is done (an SMS login cannot give the old one).
  const mustChange = viaPassword && (passwordExpired || Boolean(member.must_change_password))
  const token = createSession(db, member.id, settings.tokenTtlMinutes, {
    mustChange,
    firstLogin: Boolean(member.first_login),
  })
  recordLogin(db, { memberId: member.id, token, ip, userAgent: req.headers['user-agent'] })
  if (member.first_login) db.prepare('UPDATE members SET first_login = 0 WHERE id = ?').run(member.id)
  return ok({
    token,
    firstTimeLogin: Boolean(member.first_login),
    // LOGIN-24, C-3: facts from the server; the client skips the forced change after an SMS login.
    passwordExpired,
    mustChangePassword: Boolean(member.must_change_password),
    type: member.type,
  })
}

async function loginByPassword(ctx: RouteContext) {
  const { body, db, limits, ip } = ctx
  const username = textField(body, 'username')
  const password = typeof body.password === 'string' ? body.password.trim() : ''
  if (!username || !password) return inputEmpty()
  // LOGIN-15/16, C-8: the slider's token (when the brand enables it) before any guess is spent.
  const unverified = spendHumanToken(ctx, 'login')
  if (unverified) return unverified

  const guard = createLoginGuard(limits, ip, username)
  // Taken synchronously before the captcha and the scrypt check (issue 11 item 1).
  const attempt = guard.take()
  if (attempt.wait) return tooManyRequests(attempt.wait)
  if (attempt.captchaRequired) {
    const given = textField(body, 'captcha')
    if (!given || !checkCaptcha(db, body.captchaKey, given, limits, ip)) {
      if (!given) attempt.cancel()
      return fail('CAPTCHA_INVALID', LOGIN_MESSAGES.CAPTCHA_INVALID, { value: { captcha: true } })
    }
  }

  const dialCode = normaliseDialCode(textField(body, 'countryDialingCode')) || undefined
  const member = findMemberByLogin(db, username, dialCode)
  if (!(await verifyPassword(password, member?.password_hash))) {
    return fail('INVALID_CREDENTIALS', LOGIN_MESSAGES.INVALID_CREDENTIALS, {
      value: { captcha: guard.captchaRequired() },
    })
  }
  attempt.right()
  await rehashIfWeak(db, member as MemberRow, password)
  // LOGIN-28 (issue 16): a device or IP the member has not used gets NEW_DEVICE and a code step.
  const held = holdNewDevice(ctx as any, member as MemberRow)
  if (held) return held
  return admit(ctx, member as MemberRow, true)
}

function loginBySms(ctx: RouteContext) {
  const { body, db, limits, ip, settings } = ctx
  if (!settings.whitelabel.MOBILEVERCODELOGIN3)
    return fail('OPERATION_NOT_ENABLED', SMS_MESSAGES.OPERATION_NOT_ENABLED)
  const dialCode = normaliseDialCode(textField(body, 'countryDialingCode'))
  const mobile = textField(body, 'mobileNum')
  const code = textField(body, 'verificationCode')
  if (!dialCode || !mobile || !code) return inputEmpty()

  const guard = createLoginGuard(limits, ip, `+${dialCode}${mobile}`, 'login-code')
  const attempt = guard.take()
  if (attempt.wait) return tooManyRequests(attempt.wait)

  const outcome = consumeSmsCode(db, { dialCode, mobile, purpose: 'login', code })
  if (outcome !== 'ok') {
    return outcome === 'expired'
      ? fail('CODE_EXPIRED', LOGIN_MESSAGES.CODE_EXPIRED)
      : fail('CODE_INVALID', LOGIN_MESSAGES.CODE_INVALID)
  }
  const member = findMemberByMobile(db, dialCode, mobile)
  if (!member)
    return fail('INVALID_CREDENTIALS', LOGIN_MESSAGES.INVALID_CREDENTIALS, { value: { captcha: false } })
  attempt.right()
  return admit(ctx, member)
}

/**
 * Login with a one-time exchange code from a link's `?token=` (issue 11 item 14, C-5): the guess is
 * taken before the look-up (30 per IP in 15 minutes); the code is spent by the same UPDATE that finds
 * it unspent and live (60 s), so two tabs racing with one link get one session. The member passes
 * the same admission as any login (non-members, the agent page).
 */
function loginByExchange(ctx: RouteContext) {
  const { body, db, limits, ip, now } = ctx
  const code = textField(body, 'code')
  if (!code) return inputEmpty()
  const ticket = takeGuess(limits, 'exchange', { ip })
  if (ticket.wait) return tooManyRequests(ticket.wait)
  const row = db
    .prepare(
      'UPDATE login_exchange_codes SET used = 1 WHERE code_hash = ? AND used = 0 AND expires_at > ? RETURNING member_id',
    )
    .get(hashExchangeCode(code), now) as { member_id: string } | undefined
  const member =
    row && (db.prepare('SELECT * FROM members WHERE id = ?').get(row.member_id) as MemberRow | undefined)
  if (!member) return fail('INVALID_CREDENTIALS', LOGIN_MESSAGES.INVALID_CREDENTIALS)
  ticket.right()
  return admit(ctx, member)
}

export const loginRoutes: Route[] = [
  {
    method: 'POST',
    path: '/wps/session/login',
    handler: (ctx) => {
      const type = ctx.body.type ?? 'username'
      if (type === 'sms') return loginBySms(ctx)
      if (type === 'username') return loginByPassword(ctx)
      if (type === 'exchange') return loginByExchange(ctx)
      return fail('INPUT_INVALID', "Login type must be 'username', 'sms' or 'exchange'")
    },
  },
]
