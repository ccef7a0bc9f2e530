// The register SMS code (API-19/20, REG-9..12): modID MOBILENUMREG3 (mobile variant) or
// REGMOBVERF3 (username variant). The server applies the module flag, the number rule, the human
// check and the waits per number and per IP itself (C-8, C-9).
import { Type } from 'typebox'
import type { Static } from 'typebox'
import { fail, ok, tooManyRequests } from '../platform/envelope'
import { satisfiesRule, textField, TextValue } from '../platform/fields'
import { addToOutbox } from '../platform/outbox'
import { HOUR_MS, MINUTE_MS } from '../platform/time'
import { route } from '../platform/context'
import { issueSmsCode } from '../verification/sms-codes'
import { DIAL_CODE, SMS_MESSAGES, normaliseDialCode } from '../verification/rules'
import { spendHumanToken } from '../account-checks/human-check'
import { isMobileTaken } from './data'
import type { Route, RouteContext } from '../platform/context'

const SMS_PER_IP = 5
const SMS_PER_IP_WINDOW_MS = HOUR_MS

/** The register SMS code request (API-19/20): the number travels as `mobileNo`. */
const RegisterCodeBody = Type.Object({
  countryDialingCode: Type.Optional(TextValue),
  mobileNo: Type.Optional(TextValue),
  mobileNum: Type.Optional(TextValue),
  humanToken: Type.Optional(Type.String()),
})

/**
 * POST /wps/verification/sms/register: modID MOBILENUMREG3 (mobile variant) or REGMOBVERF3
 * (username variant); the module must be on. Same waits as the other codes (C-9).
 */
function sendRegisterCode(ctx: RouteContext<Static<typeof RegisterCodeBody>>) {
  const { req, body, settings, db, limits, ip } = ctx
  const variant = String(req.headers.modid ?? '')
  if (!['MOBILENUMREG3', 'REGMOBVERF3'].includes(variant) || !settings.whitelabel[variant]) {
    return fail('OPERATION_NOT_ENABLED', SMS_MESSAGES.OPERATION_NOT_ENABLED)
  }
  const dialCode = normaliseDialCode(textField(body, 'countryDialingCode'))
  const mobile = textField(body, 'mobileNo') || textField(body, 'mobileNum')
  if (!dialCode || !mobile) return fail('PHONE_MISSING', SMS_MESSAGES.PHONE_MISSING)
  if (!DIAL_CODE.test(dialCode) || !satisfiesRule(settings.register.regExp.mobileNum, mobile)) {
    return fail('PHONE_INVALID', SMS_MESSAGES.PHONE_INVALID)
  }
  const unverified = spendHumanToken(ctx, 'sms') // C-9, API-70
  if (unverified) return unverified
  // C-9, C-10: the limits come first, and a taken number gets the same answer as
  // a free one: its owner is told by SMS instead, with no code, so the answer reveals nothing.
  const numberKey = `sms-number:${dialCode}:${mobile}`
  const wait =
    limits.retryAfter(numberKey, 1, settings.smsExpiredMinutes * MINUTE_MS) ||
    limits.retryAfter(`sms-ip:${ip}`, SMS_PER_IP, SMS_PER_IP_WINDOW_MS)
  if (wait) return tooManyRequests(wait)
  limits.add(numberKey)
  limits.add(`sms-ip:${ip}`)
  if (isMobileTaken(db, dialCode, mobile)) {
    addToOutbox(db, {
      kind: 'sms',
      to: `+${dialCode} ${mobile}`,
      text: 'Someone tried to register with this number, which already has a lobbykit account. To get into it, use Forgot password.',
      purpose: 'register-taken',
    })
    return ok({ expiredMinutes: settings.smsExpiredMinutes })
  }
  const code = issueSmsCode(db, { dialCode, mobile, purpose: 'register' })
  addToOutbox(db, {
    kind: 'sms',
    to: `+${dialCode} ${mobile}`,
    text: `Your lobbykit registration code is ${code}`,
    code,
    purpose: 'register',
  })
  return ok({ expiredMinutes: settings.smsExpiredMinutes })
}

export const registerSmsRoutes: Route[] = [
  route({
    method: 'POST',
    path: '/wps/verification/sms/register',
    schema: { body: RegisterCodeBody },
    handler: sendRegisterCode,
  }),
]
