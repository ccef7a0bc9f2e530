// Binding a mobile number or an e-mail address (MEMBER-1): a code is sent to the new one (SMS or
// mail, through the outbox) and binds it once; a number or address of another account is refused.
// Both steps need a fresh step-up (step-up.ts): a stolen session cannot move the account's contact to
// the thief's phone; the contact it had before is told of the change.
import { Type } from 'typebox'
import { fail, inputEmpty, ok, tooManyRequests } from '../platform/envelope'
import { satisfiesRule, textField, TextValue } from '../platform/fields'
import { addToOutbox } from '../platform/outbox'
import { route } from '../platform/context'
import { HOUR_MS, MINUTE_MS } from '../platform/time'
import { consumeSmsCode, issueSmsCode } from '../verification/sms-codes'
import { SMS_MESSAGES, normaliseDialCode } from '../verification/rules'
import { SECURITY_MESSAGES, overview, withMember } from './rules'
import { recordSecurityChange, requireStepUp } from './step-up'
import type { Static } from 'typebox'
import type { MemberContext, Reply, Route } from '../platform/context'
import type { MemberRow } from '../platform/members'

const CODE_SENDS_PER_HOUR = 5
const CODE_TRIES = 10
const CODE_TRIES_WINDOW_MS = 15 * MINUTE_MS
const DIAL_CODE = /^[0-9]{1,4}$/

const BindBody = Type.Object({
  kind: Type.Optional(Type.String()),
  email: Type.Optional(Type.String()),
  countryDialingCode: Type.Optional(TextValue),
  mobileNum: Type.Optional(TextValue),
  verificationCode: Type.Optional(TextValue),
})
type BindContext = MemberContext<Static<typeof BindBody>>

type Target = { kind: 'email' | 'mobile'; dialCode: string; address: string }

/** The SMS / e-mail target a bind request names, checked; or a failure. */
function bindTarget(ctx: BindContext, m: MemberRow): Target | { error: Reply } {
  const { body, settings } = ctx
  const kind = textField(body, 'kind') || (body.email !== undefined ? 'email' : 'mobile')
  if (kind === 'email') {
    const email = textField(body, 'email').toLowerCase()
    if (!email) return { error: inputEmpty() }
    if (!satisfiesRule(settings.register.regExp.email, email))
      return { error: fail('EMAIL_INVALID', 'Please enter a valid e-mail address') }
    if (email === (m.email ?? '').toLowerCase())
      return { error: fail('SAME_AS_NOW', SECURITY_MESSAGES.SAME_AS_NOW) }
    return { kind, dialCode: 'mail', address: email }
  }
  const dialCode = normaliseDialCode(textField(body, 'countryDialingCode'))
  const mobile = textField(body, 'mobileNum')
  if (!dialCode || !mobile) return { error: fail('PHONE_MISSING', SMS_MESSAGES.PHONE_MISSING) }
  if (!DIAL_CODE.test(dialCode) || !satisfiesRule(settings.register.regExp.mobileNum, mobile))
    return { error: fail('PHONE_INVALID', SMS_MESSAGES.PHONE_INVALID) }
  if (dialCode === m.dial_code && mobile === m.mobile)
    return { error: fail('SAME_AS_NOW', SECURITY_MESSAGES.SAME_AS_NOW) }
  return { kind: 'mobile', dialCode, address: mobile }
}

/**
 * MOBILE_TAKEN / EMAIL_TAKEN, or null. Asked only after the request has taken its place in the
 * limits, so "belongs to another account" is told no faster than any other answer (MEMBER-1).
 */
function takenRefusal({ db, memberId }: BindContext, { kind, dialCode, address }: Target): Reply | null {
  if (kind === 'email') {
    const taken = db
      .prepare('SELECT 1 FROM members WHERE lower(email) = ? AND id != ?')
      .get(address, memberId)
    return taken ? fail('EMAIL_TAKEN', SECURITY_MESSAGES.EMAIL_TAKEN) : null
  }
  const taken = db
    .prepare('SELECT 1 FROM members WHERE dial_code = ? AND mobile = ? AND id != ?')
    .get(dialCode, address, memberId)
  return taken ? fail('MOBILE_TAKEN', SECURITY_MESSAGES.MOBILE_TAKEN) : null
}

/** Sends a code to the new number or address (the same resend wait as login's, VAL-40). */
function sendBindCode(ctx: BindContext, m: MemberRow) {
  const { db, settings, limits, memberId } = ctx
  const stepUp = requireStepUp(ctx)
  if (stepUp) return stepUp
  const target = bindTarget(ctx, m)
  if ('error' in target) return target.error
  const { kind, dialCode, address } = target
  const numberKey = `bind-code:${dialCode}:${address}`
  const resendWait = limits.retryAfter(numberKey, 1, settings.smsExpiredMinutes * MINUTE_MS)
  if (resendWait) return tooManyRequests(resendWait)
  const memberWait = limits.retryAfter(`bind-member:${memberId}`, CODE_SENDS_PER_HOUR, HOUR_MS)
  if (memberWait) return tooManyRequests(memberWait)
  limits.add(numberKey)
  limits.add(`bind-member:${memberId}`)
  const taken = takenRefusal(ctx, target)
  if (taken) return taken
  const purpose = `bind-${kind}`
  const code = issueSmsCode(db, { dialCode, mobile: address, purpose })
  if (kind === 'email') {
    addToOutbox(db, {
      kind: 'email',
      to: address,
      subject: 'Confirm your e-mail address',
      text: `Your lobbykit verification code is ${code}. It confirms this address for account ${m.username}.`,
      code,
      purpose,
    })
  } else {
    addToOutbox(db, {
      kind: 'sms',
      to: `+${dialCode} ${address}`,
      text: `Your lobbykit verification code is ${code}`,
      code,
      purpose,
    })
  }
  return ok({ expiredMinutes: settings.smsExpiredMinutes })
}

/** Binds the number or address once its code is right. */
function bind(ctx: BindContext, m: MemberRow) {
  const { db, body, limits, memberId } = ctx
  const stepUp = requireStepUp(ctx)
  if (stepUp) return stepUp
  const target = bindTarget(ctx, m)
  if ('error' in target) return target.error
  const { kind, dialCode, address } = target
  const code = textField(body, 'verificationCode')
  if (!code) return inputEmpty()
  const key = `bind-guess:${memberId}`
  const wait = limits.take(key, CODE_TRIES, CODE_TRIES_WINDOW_MS)
  if (wait) return tooManyRequests(wait)
  const taken = takenRefusal(ctx, target)
  if (taken) return taken
  const outcome = consumeSmsCode(db, { dialCode, mobile: address, purpose: `bind-${kind}`, code })
  if (outcome !== 'ok')
    return outcome === 'expired'
      ? fail('CODE_EXPIRED', SECURITY_MESSAGES.CODE_EXPIRED)
      : fail('CODE_INVALID', SECURITY_MESSAGES.CODE_INVALID)
  limits.forget(key)
  // The code to it was right: the contact is verified (account linking trusts verified ones only).
  if (kind === 'email')
    db.prepare('UPDATE members SET email = ?, email_verified = 1 WHERE id = ?').run(address, memberId)
  else
    db.prepare('UPDATE members SET dial_code = ?, mobile = ?, mobile_verified = 1 WHERE id = ?').run(
      dialCode,
      address,
      memberId,
    )
  recordSecurityChange(
    ctx,
    m,
    kind,
    kind === 'email'
      ? address.replace(/^(..)[^@]*/, '$1***')
      : `+${dialCode} ${address.slice(-4).padStart(address.length, '*')}`,
  )
  return overview(ctx)
}

export const bindingRoutes: Route[] = [
  route({
    method: 'POST',
    path: '/wps/relay/SEC_sendBindCode',
    token: true,
    realOnly: true,
    schema: { body: BindBody },
    handler: withMember(sendBindCode),
  }),
  route({
    method: 'POST',
    path: '/wps/relay/SEC_bind',
    token: true,
    realOnly: true,
    schema: { body: BindBody },
    handler: withMember(bind),
  }),
]
