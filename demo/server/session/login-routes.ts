// POST /wps/session/login (API-2, API-3, LOGIN-17/18): by username (or mobile number) and
// password, by SMS code, or by a link's exchange code (C-5). Failures never say which part was
// wrong (C-10); throttles and the captcha come from session/login-guard.ts (attempts taken before
// the slow check, C-9); everything after the proof is the one sign-in policy (session/rules.ts `admit`).
import { Type } from 'typebox'
import type { Static } from 'typebox'
import { checkCaptcha } from '../verification/captcha'
import { fail, inputEmpty, tooManyRequests } from '../platform/envelope'
import { textField, TextValue } from '../platform/fields'
import { tellAccountLocked } from '../platform/outbox'
import { createLoginGuard } from './login-guard'
import { findMemberById, findMemberByLogin, findMemberByMobile } from '../platform/members'
import { rehashIfWeak, verifyPassword } from '../platform/passwords'
import { consumeSmsCode } from '../verification/sms-codes'
import { takeGuess } from '../platform/guesses'
import { spendHumanToken } from '../account-checks/human-check'
import { LOGIN_MESSAGES, admit, hashExchangeCode, passwordStamp } from './rules'
import { SMS_MESSAGES, normaliseDialCode } from '../verification/rules'
import { route } from '../platform/context'
import type { Route, RouteContext } from '../platform/context'

/** The login payload of every type (API-2, spec §3 Login payload). */
const LoginBody = Type.Object({
  type: Type.Optional(Type.String()),
  username: Type.Optional(TextValue),
  password: Type.Optional(Type.String()),
  captcha: Type.Optional(TextValue),
  captchaKey: Type.Optional(Type.String()),
  countryDialingCode: Type.Optional(TextValue),
  mobileNum: Type.Optional(TextValue),
  verificationCode: Type.Optional(TextValue),
  code: Type.Optional(TextValue),
  site: Type.Optional(Type.String()),
  deviceId: Type.Optional(Type.String()),
  humanToken: Type.Optional(Type.String()),
})
type LoginContext = RouteContext<Static<typeof LoginBody>>

type ExchangeCodeRow = {
  code_hash: string
  member_id: string
  expires_at: number
  used: number
  password_stamp: string
  session_hash: string
}

async function loginByPassword(ctx: LoginContext) {
  const { body, db, limits, ip } = ctx
  const username = textField(body, 'username')
  const password = typeof body.password === 'string' ? body.password.trim() : ''
  if (!username || !password) return inputEmpty()
  // LOGIN-15/16, C-8: the slider's token (when the brand enables it) before any guess is spent.
  const unverified = spendHumanToken(ctx, 'login')
  if (unverified) return unverified

  const guard = createLoginGuard(limits, ip, username, 'login', (lockMs) =>
    tellAccountLocked(db, username, lockMs),
  )
  // C-9: taken synchronously before the captcha and the scrypt check.
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
  const member = findMemberByLogin(db, username, dialCode, ctx.settings.whitelabel.MOBILENUMPASSREG3)
  // The slow check runs for an unknown name too, so timing tells nothing (C-10).
  const right = await verifyPassword(password, member?.password_hash)
  if (!member || !right) {
    return fail('INVALID_CREDENTIALS', LOGIN_MESSAGES.INVALID_CREDENTIALS, {
      value: { captcha: guard.captchaRequired() },
    })
  }
  attempt.right()
  await rehashIfWeak(db, member, password)
  return admit(ctx, member, 'password')
}

function loginBySms(ctx: LoginContext) {
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
  return admit(ctx, member, 'sms')
}

/**
 * Login with a one-time exchange code from a link's `?token=` (C-5): the guess is taken before the
 * look-up (30 per IP in 15 minutes); the code is spent by the same UPDATE that finds it unspent and
 * live (60 s), so two tabs racing with one link get one session; a code minted before the
 * member's password changed, or whose minting session has ended (MENU-20), is dead. The member passes the same admission as any login.
 */
function loginByExchange(ctx: LoginContext) {
  const { body, db, limits, ip, now } = ctx
  const code = textField(body, 'code')
  if (!code) return inputEmpty()
  const ticket = takeGuess(limits, 'exchange', { ip })
  if (ticket.wait) return tooManyRequests(ticket.wait)
  const row = db
    .prepare(
      'UPDATE login_exchange_codes SET used = 1 WHERE code_hash = ? AND used = 0 AND expires_at > ? RETURNING member_id, password_stamp, session_hash',
    )
    .get(hashExchangeCode(code), now) as
    Pick<ExchangeCodeRow, 'member_id' | 'password_stamp' | 'session_hash'> | undefined
  const member = row && findMemberById(db, row.member_id)
  // C-5: a password change since the code was minted kills it; MENU-20: so does the end of the
  // session that minted it (logout, expiry).
  const minter =
    row &&
    db.prepare('SELECT 1 FROM sessions WHERE token_hash = ? AND expires_at > ?').get(row.session_hash, now)
  if (!member || !minter || row.password_stamp !== passwordStamp(member))
    return fail('INVALID_CREDENTIALS', LOGIN_MESSAGES.INVALID_CREDENTIALS)
  ticket.right()
  return admit(ctx, member, 'exchange')
}

export const loginRoutes: Route[] = [
  route({
    method: 'POST',
    path: '/wps/session/login',
    schema: { body: LoginBody },
    handler: (ctx) => {
      const type = ctx.body.type ?? 'username'
      if (type === 'sms') return loginBySms(ctx)
      if (type === 'username') return loginByPassword(ctx)
      if (type === 'exchange') return loginByExchange(ctx)
      return fail('INPUT_INVALID', "Login type must be 'username', 'sms' or 'exchange'")
    },
  }),
]
