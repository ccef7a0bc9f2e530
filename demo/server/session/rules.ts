// What the sign-in routes of every area share: the admission of a member whose credentials were
// right (password, SMS code, exchange code, social login, new-device code) and the exchange codes
// that carry a login in a link instead of the session token (C-5).
import { createHash } from 'node:crypto'
import { fail, ok } from '../platform/envelope'
import { AGENT_TYPES, NON_MEMBER_TYPE } from '../platform/members'
import { createSession } from '../platform/sessions'
import { SECOND_MS } from '../platform/time'
import { recordLogin } from '../security/data'
import { exclusionRefusal } from '../protection/rules'
import type { RouteContext } from '../platform/context'
import type { MemberRow } from '../platform/members'

export const LOGIN_MESSAGES = {
  INVALID_CREDENTIALS: 'Invalid username or password',
  CAPTCHA_INVALID: 'Please complete verification first',
  NON_MEMBER: 'Non-member account unable to login',
  NON_AGENT: 'Non-agents cannot log in',
  CODE_INVALID: 'Invalid verification code',
  CODE_EXPIRED: 'The verification code has expired, please send a new one',
}

/** C-5, DESIGN Decisions: an exchange code lives 60 seconds and works once. */
export const EXCHANGE_CODE_MS = 60 * SECOND_MS

/** What is stored of an exchange code: its SHA-256. */
export const hashExchangeCode = (code: string) => createHash('sha256').update(code).digest('hex')

/** The sign-in request: `site` is 'agent' on the agent page (ROLE-14). */
export type AdmitContext = RouteContext<{ site?: string }>

/**
 * The answer for a member whose credentials were right, whatever the way in (password, SMS code,
 * exchange code, social login, new-device code): ROLE-13, ROLE-14, the player-protection refusal
 * and the session.
 */
export function admit(ctx: AdmitContext, member: MemberRow, viaPassword = false) {
  const { db, settings, body, ip, req } = ctx
  if (member.type === NON_MEMBER_TYPE) return fail('NON_MEMBER', LOGIN_MESSAGES.NON_MEMBER)
  // A member in cool-off or self-exclusion is refused, told until when (only once the credentials
  // were right, so the refusal tells a stranger nothing: C-10).
  const excluded = exclusionRefusal(ctx, member.id)
  if (excluded) return excluded
  if (body.site === 'agent' && !AGENT_TYPES.includes(member.type))
    return fail('NON_AGENT', LOGIN_MESSAGES.NON_AGENT)
  const passwordExpired = Boolean(member.password_expired) && settings.whitelabel.PWDEXPFORCECHANGE3
  // LOGIN-29: after a password login that must change the password, the session answers only
  // change-password and logout until it is done (an SMS login cannot give the old one).
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
