// Sending an SMS code without login (API-16, API-18) for the login and forgot-password flows.
// Every rule is the server's own (C-9): the number rule, the module flag, a resend wait of
// 60 s × expiredMinutes per number, and at most 5 sends per hour per IP.
import { Type } from 'typebox'
import { fail, ok, tooManyRequests } from '../platform/envelope'
import { satisfiesRule, textField, TextValue } from '../platform/fields'
import { addToOutbox } from '../platform/outbox'
import { HOUR_MS, MINUTE_MS } from '../platform/time'
import { route } from '../platform/context'
import { issueSmsCode } from './sms-codes'
import { DIAL_CODE, SMS_MESSAGES, normaliseDialCode } from './rules'
import { spendHumanToken } from '../account-checks/human-check'
import type { Route } from '../platform/context'

const SENDS_PER_IP = 5
const SENDS_PER_IP_WINDOW_MS = HOUR_MS

/** Which module flag switches each purpose on. */
const PURPOSE_FLAGS = { login: 'MOBILEVERCODELOGIN3', forgot: 'CHNGPASSVERIF3' }

export const smsRoutes: Route[] = [
  route({
    method: 'POST',
    path: '/wps/verification/sms/noLogin',
    schema: {
      body: Type.Object({
        countryDialingCode: Type.Optional(TextValue),
        mobileNum: Type.Optional(TextValue),
        mobileNo: Type.Optional(TextValue),
        purpose: Type.Optional(TextValue),
        humanToken: Type.Optional(Type.String()),
      }),
    },
    handler: (ctx) => {
      const { body, settings, db, limits, ip } = ctx
      const dialCode = normaliseDialCode(textField(body, 'countryDialingCode'))
      const mobile = textField(body, 'mobileNum') || textField(body, 'mobileNo')
      const purpose = textField(body, 'purpose') || 'login'
      if (!dialCode || !mobile) return fail('PHONE_MISSING', SMS_MESSAGES.PHONE_MISSING)
      if (!DIAL_CODE.test(dialCode) || !satisfiesRule(settings.register.regExp.mobileNum, mobile)) {
        return fail('PHONE_INVALID', SMS_MESSAGES.PHONE_INVALID)
      }
      if (!(purpose in PURPOSE_FLAGS)) return fail('INPUT_INVALID', 'Unknown verification purpose')
      const flag = PURPOSE_FLAGS[purpose as keyof typeof PURPOSE_FLAGS]
      if (!settings.whitelabel[flag]) return fail('OPERATION_NOT_ENABLED', SMS_MESSAGES.OPERATION_NOT_ENABLED)
      const unverified = spendHumanToken(ctx, 'sms') // C-9, API-70: no SMS pumping by script
      if (unverified) return unverified

      // VAL-40 / LOGIN-30: the same countdown the client shows, enforced here.
      const numberKey = `sms-number:${dialCode}:${mobile}`
      const resendWait = limits.retryAfter(numberKey, 1, settings.smsExpiredMinutes * MINUTE_MS)
      if (resendWait) return tooManyRequests(resendWait)
      const ipWait = limits.retryAfter(`sms-ip:${ip}`, SENDS_PER_IP, SENDS_PER_IP_WINDOW_MS)
      if (ipWait) return tooManyRequests(ipWait)
      limits.add(numberKey)
      limits.add(`sms-ip:${ip}`)

      // Sent whether or not the number is a member's: the answer reveals nothing (C-10).
      const code = issueSmsCode(db, { dialCode, mobile, purpose })
      addToOutbox(db, {
        kind: 'sms',
        to: `+${dialCode} ${mobile}`,
        text: `Your lobbykit verification code is ${code}`,
        code,
        purpose,
      })
      return ok({ expiredMinutes: settings.smsExpiredMinutes })
    },
  }),
]
