// Member calls behind a token: info (API-6), change password (API-10, PWD-1..4, NS-19),
// language (I18N-7).
import { Type } from 'typebox'
import type { Static } from 'typebox'
import { fail, inputEmpty, ok, sessionExpired, tooManyRequests } from '../platform/envelope'
import { lengthRange, satisfiesRule, textField, TextValue } from '../platform/fields'
import { findMemberById, toMemberInfo } from '../platform/members'
import { unreadCount } from '../member-records/data'
import { availablePromoCount } from '../site/data'
import { takeGuess } from '../platform/guesses'
import { hashPassword, verifyPassword } from '../platform/passwords'
import { memberIcon } from '../security/data'
import { recordSecurityChange } from '../security/rules'
import { endOtherSessions } from '../platform/sessions'
import { route } from '../platform/context'
import type { MemberContext, Route } from '../platform/context'

const LANGUAGE_CODE = /^[A-Za-z]{2,3}(-[A-Za-z]{2,4})?$/

const ChangePasswordBody = Type.Object({
  oldPassword: Type.Optional(Type.String()),
  newPassword: Type.Optional(Type.String()),
  confirmNewPassword: Type.Optional(Type.String()),
})

async function changePassword(ctx: MemberContext<Static<typeof ChangePasswordBody>>) {
  const { body, settings, db, limits } = ctx
  const member = findMemberById(db, ctx.memberId)
  if (!member) return sessionExpired()
  const { oldPassword = '', newPassword = '', confirmNewPassword = '' } = body
  if (!oldPassword || !newPassword || !confirmNewPassword) return inputEmpty()

  // The old password is a password guess like any other: it is throttled per member, taken before
  // the slow check and given back when right (C-9), so a burst cannot beat it.
  const guess = takeGuess(limits, 'change-password', { member: member.id })
  if (guess.wait) return tooManyRequests(guess.wait)
  if (!(await verifyPassword(oldPassword, member.password_hash))) {
    return fail('OLD_PASSWORD_INCORRECT', 'The old password is incorrect')
  }
  guess.right()
  const rule = settings.register.regExp.password
  if (!satisfiesRule(rule, newPassword)) {
    return fail('PASSWORD_RULE', `Please fill in your password with ${lengthRange(rule)} characters`)
  }
  if (newPassword !== confirmNewPassword) return fail('INCONSISTENT', 'The two passwords are inconsistent')
  if (newPassword === oldPassword)
    return fail('PASSWORD_SAME', 'The new password must differ from the old one')

  db.prepare(
    'UPDATE members SET password_hash = ?, password_expired = 0, must_change_password = 0 WHERE id = ?',
  ).run(await hashPassword(newPassword), member.id)
  // A new password ends every other session of the member; this one is released from "must
  // change" (LOGIN-29).
  endOtherSessions(db, member.id, ctx.token)
  // MEMBER-1: the contacts are told and the change is listed in the security centre.
  recordSecurityChange(ctx, member, 'password')
  return ok(null)
}

export const memberRoutes: Route[] = [
  route({
    method: 'GET',
    path: '/wps/member/info',
    token: true,
    handler: ({ db, memberId, origin }) => {
      const member = findMemberById(db, memberId)
      if (!member) return sessionExpired()
      return ok({
        ...toMemberInfo(member),
        unreadMessage: unreadCount(db, memberId),
        availablePromoCount: availablePromoCount(db, memberId),
        icon: memberIcon(db, memberId, origin),
      })
    },
  }),
  route({
    method: 'POST',
    path: '/wps/member/password',
    token: true,
    schema: { body: ChangePasswordBody },
    handler: changePassword,
  }),
  route({
    method: 'PUT',
    path: '/wps/member/language',
    token: true,
    schema: { body: Type.Object({ language: Type.Optional(TextValue) }) },
    handler: ({ body, db, memberId }) => {
      const language = textField(body, 'language')
      if (!language) return inputEmpty()
      if (!LANGUAGE_CODE.test(language)) return fail('INPUT_INVALID', 'Unknown language code')
      const code = language.toUpperCase()
      db.prepare('UPDATE members SET language = ? WHERE id = ?').run(code, memberId)
      return ok({ language: code })
    },
  }),
]
