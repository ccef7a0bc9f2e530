// The demo's third-party phone-authentication provider (spec §7: "a third-party phone-authentication
// service (send and verify code)"; NS-22: the real one is not named). It stands beside the platform
// under /demo/provider/phone-auth: `send` puts a code in the outbox, `verify` trades a right code for an
// identity token, and the platform's register call takes that token (channel 'sms', REG-26) instead
// of its own SMS code. Codes and tokens live in sms_codes under their own purposes, so they expire,
// count wrong tries and are used once like every other code (C-9).
import { randomBytes } from 'node:crypto'
import { takeGuess } from '../platform/guesses'
import { addToOutbox } from '../platform/outbox'
import { providerFault } from '../platform/provider-control'
import { MINUTE_MS } from '../platform/time'
import { SMS_CODE_TTL_MS, consumeSmsCode, issueSmsCode } from '../verification/sms-codes'
import type { DemoContext } from '../platform/demo-routes'
import type { Database } from 'better-sqlite3'

const CODE_PURPOSE = 'phone-auth'
const TOKEN_PURPOSE = 'identity'
/** REG-11: the third-party route's countdown is one minute, so the provider sends once a minute. */
export const PHONE_AUTH_RESEND_MS = MINUTE_MS

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

/**
 * POST /demo/provider/phone-auth/send { countryDialingCode, mobileNum }.
 */
export function sendPhoneAuthCode({ db, body, limits }: DemoContext) {
  const fault = providerFault(db, 'send') // ERR-17…27 on demand (platform/provider-control.ts)
  if (fault) return fault
  const dialCode = text(body.countryDialingCode).replace(/^\+/, '')
  const mobile = text(body.mobileNum)
  if (!/^\d{1,4}$/.test(dialCode) || !/^\d{6,15}$/.test(mobile))
    return { status: 400, body: { code: 'PHONE_INVALID' } }
  const key = `phone-auth:${dialCode}:${mobile}`
  const wait = limits.retryAfter(key, 1, PHONE_AUTH_RESEND_MS)
  if (wait) return { status: 429, body: { code: 'TOO_MANY_REQUESTS', retryAfter: wait } }
  limits.add(key)
  const code = issueSmsCode(db, { dialCode, mobile, purpose: CODE_PURPOSE })
  addToOutbox(db, {
    kind: 'sms',
    to: `+${dialCode} ${mobile}`,
    text: `Your phone verification code is ${code}`,
    code,
    purpose: CODE_PURPOSE,
  })
  return { status: 200, body: { sent: true } }
}

/**
 * POST /demo/provider/phone-auth/verify { countryDialingCode, mobileNum, code } → { identityToken }.
 */
export function verifyPhoneAuthCode({ db, body, limits }: DemoContext) {
  const fault = providerFault(db, 'verify')
  if (fault) return fault
  const dialCode = text(body.countryDialingCode).replace(/^\+/, '')
  const mobile = text(body.mobileNum)
  const code = text(body.code)
  if (!code) return { status: 400, body: { code: 'CODE_MISSING' } }
  // C-9: the shared guess limiter, taken before the code is looked at.
  const ticket = takeGuess(limits, 'phone-code', { account: `+${dialCode}${mobile}` })
  if (ticket.wait) return { status: 429, body: { code: 'TOO_MANY_REQUESTS', retryAfter: ticket.wait } }
  const outcome = consumeSmsCode(db, { dialCode, mobile, purpose: CODE_PURPOSE, code })
  if (outcome === 'ok') ticket.right()
  if (outcome !== 'ok')
    return { status: 400, body: { code: outcome === 'expired' ? 'CODE_EXPIRED' : 'CODE_INVALID' } }
  const identityToken = randomBytes(24).toString('hex')
  const now = Date.now()
  db.prepare(
    'INSERT INTO sms_codes (dial_code, mobile, purpose, code, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(dialCode, mobile, TOKEN_PURPOSE, identityToken, now, now + SMS_CODE_TTL_MS)
  return { status: 200, body: { identityToken } }
}

/**
 * The platform's check of an identity token for a number: good once, then used up.
 */
export function consumeIdentityToken(
  db: Database,
  { dialCode, mobile, identityToken }: { dialCode: string; mobile: string; identityToken: string },
): 'ok' | 'invalid' | 'expired' {
  return consumeSmsCode(db, { dialCode, mobile, purpose: TOKEN_PURPOSE, code: identityToken })
}
