// Member calls behind a token: info (API-6), change password (API-10, PWD-1..4, NS-19),
// language (I18N-7).
import { fail, inputEmpty, ok, tooManyRequests } from '../platform/envelope'
import { lengthRange, satisfiesRule, textField } from '../platform/fields'
import { findMemberById, toMemberInfo } from '../platform/members'
import { unreadCount } from '../member-records/data'
import { takeGuess } from '../platform/guesses'
import { hashPassword, verifyPassword } from '../platform/passwords'
import { memberIcon } from '../security/data'
import { endOtherSessions } from '../platform/sessions'
import type { Route, RouteContext } from '../platform/context'
import type { MemberRow } from '../platform/members'

const LANGUAGE_CODE = /^[A-Za-z]{2,3}(-[A-Za-z]{2,4})?$/

function currentMember({ db, memberId }: RouteContext) {
  return findMemberById(db, memberId as string) as MemberRow
}

async function changePassword(ctx: RouteContext) {
  const { body, settings, db, limits } = ctx
  const member = currentMember(ctx)
  const fields = ['oldPassword', 'newPassword', 'confirmNewPassword'].map((name) =>
    typeof body[name] === 'string' ? body[name] : '',
  )
  const [oldPassword, newPassword, confirmNewPassword] = fields as [string, string, string]
  if (!oldPassword || !newPassword || !confirmNewPassword) return inputEmpty()

  // The old password is a password guess like any other: it is throttled per member.
  // Taken before the slow check, given back when right (issue 11 item 1): a burst cannot beat it.
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
  // Issue 11 item 5: every other session of the member ends; this one is released from "must change".
  endOtherSessions(db, member.id, ctx.token)
  return ok(null)
}

export const memberRoutes: Route[] = [
  {
    method: 'GET',
    path: '/wps/member/info',
    token: true,
    handler: (ctx) =>
      ok({
        ...toMemberInfo(currentMember(ctx)),
        unreadMessage: unreadCount(ctx.db, ctx.memberId as string),
        icon: memberIcon(ctx.db, ctx.memberId as string, ctx.origin),
      }),
  },
  {
    method: 'POST',
    path: '/wps/member/password',
    token: true,
    handler: changePassword,
  },
  {
    method: 'PUT',
    path: '/wps/member/language',
    token: true,
    handler: (ctx) => {
      const language = textField(ctx.body, 'language')
      if (!language) return inputEmpty()
      if (!LANGUAGE_CODE.test(language)) return fail('INPUT_INVALID', 'Unknown language code')
      const code = language.toUpperCase()
      ctx.db.prepare('UPDATE members SET language = ? WHERE id = ?').run(code, ctx.memberId)
      return ok({ language: code })
    },
  },
]
