// The transaction password (MEMBER-1): set the first time with the login password as proof, changed
// later with the current transaction password after a step-up (step-up.ts; the contacts are told); the new one follows the register rule
// `paymentPassword` and must differ from the login password (wallet/transaction-password.ts keeps it).
import { Type } from 'typebox'
import { fail, inputEmpty, ok, tooManyRequests } from '../platform/envelope'
import { lengthRange, satisfiesRule } from '../platform/fields'
import { verifyPassword } from '../platform/passwords'
import { route } from '../platform/context'
import { MINUTE_MS } from '../platform/time'
import {
  checkTransactionPassword,
  hasTransactionPassword,
  storeTransactionPassword,
} from '../wallet/transaction-password'
import { SECURITY_MESSAGES, withMember } from './rules'
import { markSteppedUp, recordSecurityChange, requireStepUp } from './step-up'
import type { Static } from 'typebox'
import type { MemberContext, Route } from '../platform/context'
import type { MemberRow } from '../platform/members'

const LOGIN_PASSWORD_TRIES = 5
const LOGIN_PASSWORD_WINDOW_MS = 15 * MINUTE_MS

const PasswordBody = Type.Object({
  loginPassword: Type.Optional(Type.String()),
  oldPassword: Type.Optional(Type.String()),
  newPassword: Type.Optional(Type.String()),
  confirmPassword: Type.Optional(Type.String()),
})

/**
 * Sets the transaction password (first time: the login password proves it is the member) or changes
 * it (the current transaction password).
 */
async function setTransactionPassword(ctx: MemberContext<Static<typeof PasswordBody>>, m: MemberRow) {
  const { db, body, settings, limits } = ctx
  const newPassword = body.newPassword ?? ''
  const confirm = body.confirmPassword ?? ''
  const hasOne = hasTransactionPassword(db, m.id)
  const proof = (hasOne ? body.oldPassword : body.loginPassword) ?? ''
  if (!proof || !newPassword || !confirm) return inputEmpty()
  const rule = settings.register.regExp.paymentPassword
  if (!satisfiesRule({ ...rule, enabled: true }, newPassword))
    return fail('PASSWORD_RULE', `Please fill in your password with ${lengthRange(rule)} characters`, {
      value: { rule },
    })
  if (newPassword !== confirm) return fail('INCONSISTENT', SECURITY_MESSAGES.INCONSISTENT)
  if (hasOne) {
    // Changing it needs the login password (or a code) within STEP_UP_MS as well as the old one.
    const stepUp = requireStepUp(ctx)
    if (stepUp) return stepUp
    const refused = await checkTransactionPassword(db, m.id, proof, limits)
    if (refused) return refused
  } else {
    const key = `tx-set-login:${m.id}`
    const wait = limits.take(key, LOGIN_PASSWORD_TRIES, LOGIN_PASSWORD_WINDOW_MS)
    if (wait) return tooManyRequests(wait)
    if (!(await verifyPassword(proof, m.password_hash)))
      return fail('PASSWORD_INCORRECT', SECURITY_MESSAGES.PASSWORD_INCORRECT)
    limits.forget(key)
    // The login password given here is a step-up of its own (MEMBER-1).
    markSteppedUp(ctx)
  }
  if (await verifyPassword(newPassword, m.password_hash))
    return fail('SAME_AS_LOGIN', SECURITY_MESSAGES.SAME_AS_LOGIN)
  await storeTransactionPassword(db, m.id, newPassword)
  recordSecurityChange(ctx, m, 'transaction-password')
  return ok({ hasTransactionPassword: true })
}

export const passwordRoutes: Route[] = [
  route({
    method: 'POST',
    path: '/wps/relay/SEC_transactionPassword',
    token: true,
    realOnly: true,
    schema: { body: PasswordBody },
    handler: withMember(setTransactionPassword),
  }),
]
