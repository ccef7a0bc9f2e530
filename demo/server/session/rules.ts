// The one sign-in policy (ROLE-13, ROLE-14, LOGIN-28, LOGIN-29, C-5, C-9, FTR-5): every path that
// ends in a session — password, SMS code, exchange code, social sign-in and sign-up, the new-device
// confirmation, registration's auto-login (form, SMS code, third-party phone route) — hands the
// member whose proof was right to `admit`, which applies, in this order:
//   1. status: a back-office account is refused (NON_MEMBER), an account its upline froze is
//      (ACCOUNT_FROZEN, AGENT-4); on the agent page, non-agents are (NON_AGENT). The region and maintenance are refused for every call before it runs
//      (platform/api.ts), so no path reaches here from a blocked region.
//   2. player protection: cool-off and self-exclusion refuse, told until when (protection/rules.ts).
//   3. the new-device check (account-checks/devices.ts) on every path that signs an existing member
//      in, when the brand enables it; a new account's own device is remembered instead.
//   4. a new account must have its terms and 18+ agreements on record (AGREEMENT_REQUIRED).
//   5. the forced change (LOGIN-29): an expired password (PWDEXPFORCECHANGE3) or a given one puts the
//      session in must-change on every path — social and SMS too: the path proves who it is, not
//      that the password is current.
//   6. the session, whose play session (the session time limit, RG) starts at the member's first
//      sign-in within a rolling day (PLAY_SESSION_MS) and is carried by every later login in it, so
//      logging in again never restarts the limit.
// The human check (LOGIN-15) is spent by the route before its slow check (login, registration,
// social); PATHS says where each path takes it.
import { createHash } from 'node:crypto'
import { fail, ok } from '../platform/envelope'
import { AGENT_TYPES, NON_MEMBER_TYPE } from '../platform/members'
import { createSession } from '../platform/sessions'
import { DAY_MS, SECOND_MS } from '../platform/time'
import { recordLogin } from '../security/data'
import { exclusionRefusal } from '../protection/rules'
import { protectionClock } from '../protection/data'
import { deviceIdOf, hashOf, holdNewDevice, rememberDevice } from '../account-checks/devices'
import { hasAgreements } from './data'
import { isFrozen } from '../agent/data'
import type { Database } from 'better-sqlite3'
import type { RouteContext } from '../platform/context'
import type { MemberRow } from '../platform/members'

export const LOGIN_MESSAGES = {
  INVALID_CREDENTIALS: 'Invalid username or password',
  CAPTCHA_INVALID: 'Please complete verification first',
  NON_MEMBER: 'Non-member account unable to login',
  NON_AGENT: 'Non-agents cannot log in',
  CODE_INVALID: 'Invalid verification code',
  CODE_EXPIRED: 'The verification code has expired, please send a new one',
  AGREEMENT_REQUIRED: 'Please read and agree to the terms',
  ACCOUNT_FROZEN: 'This account has been frozen by your agent. Please contact your agent',
}

/** C-5, DESIGN Decisions: an exchange code lives 60 seconds and works once. */
export const EXCHANGE_CODE_MS = 60 * SECOND_MS

/** What is stored of an exchange code: its SHA-256. */
export const hashExchangeCode = (code: string) => createHash('sha256').update(code).digest('hex')

/** C-5: the password an exchange code was minted under; a changed password no longer matches. */
export const passwordStamp = (member: Pick<MemberRow, 'password_hash'>) =>
  createHash('sha256').update(`exchange:${member.password_hash}`).digest('base64url')

/** RG: a play session lasts from the first sign-in for a rolling day (the limits' day, PERIOD_MS). */
export const PLAY_SESSION_MS = DAY_MS

/** Every way into a session (the sign-in policy test enumerates them). */
export type SignInPath =
  | 'password'
  | 'sms'
  | 'exchange'
  | 'social'
  | 'social-link'
  | 'device'
  | 'register'
  | 'register-sms'
  | 'register-phone'
  | 'social-signup'
  | 'freeplay'

/**
 * What each path proved and where its human check is taken: `existing` paths sign in a member
 * that was there before (the new-device check applies); the others made the account just now.
 */
export const PATHS: Record<SignInPath, { existing: boolean; proof: string; humanCheck: string }> = {
  password: { existing: true, proof: 'password', humanCheck: "'login' token, before the guess" },
  sms: { existing: true, proof: 'SMS code', humanCheck: "at the code's send ('sms' token)" },
  exchange: { existing: true, proof: 'one-time code from a live session', humanCheck: 'none' },
  social: { existing: true, proof: 'provider token of a linked identity', humanCheck: "'login' token" },
  'social-link': {
    existing: true,
    proof: "provider token + the member's password or a code to a verified contact",
    humanCheck: "'login' token",
  },
  device: {
    existing: true,
    proof: 'password, then a code to a verified contact',
    humanCheck: 'at the password',
  },
  register: { existing: false, proof: 'new account', humanCheck: "'register' token" },
  'register-sms': { existing: false, proof: 'new account, SMS code', humanCheck: "'register' token" },
  'register-phone': {
    existing: false,
    proof: "new account, the phone provider's identity token",
    humanCheck: "'register' token",
  },
  'social-signup': { existing: false, proof: 'new account, provider token', humanCheck: "'register' token" },
  // A trial account (ROLE-8): made for this sign-in, no agreements (it holds no real money).
  freeplay: { existing: false, proof: 'none: a new trial account', humanCheck: 'none (20 per IP an hour)' },
}

/** The sign-in request: `site` is 'agent' on the agent page (ROLE-14); `deviceId` for LOGIN-28. */
export type AdmitContext = RouteContext<{ site?: string; deviceId?: string }>

/**
 * When the member's play session began: the start kept from a sign-in within the last rolling
 * day, else now (protection clock, which the session time limit reads).
 */
function playSessionStart(db: Database, memberId: string, now: number) {
  const at = protectionClock(db, now)
  const kept = db
    .prepare('SELECT started_at FROM play_sessions WHERE member_id = ?')
    .pluck()
    .get(memberId) as number | undefined
  if (kept !== undefined && kept > at - PLAY_SESSION_MS && kept <= at) return kept
  db.prepare(
    'INSERT INTO play_sessions (member_id, started_at) VALUES (?, ?) ON CONFLICT (member_id) DO UPDATE SET started_at = excluded.started_at',
  ).run(memberId, at)
  return at
}

/** A new account's own device and address are its first known ones (LOGIN-28). */
function rememberFirstDevice(ctx: AdmitContext, memberId: string) {
  const deviceId = deviceIdOf(ctx.body.deviceId)
  if (!deviceId) return
  rememberDevice(
    ctx.db,
    {
      ticket_hash: '',
      member_id: memberId,
      device_hash: hashOf(deviceId),
      ip: ctx.ip,
      code_hash: null,
      expires_at: 0,
      used: 1,
    },
    String(ctx.req.headers['user-agent'] ?? ''),
    ctx.now,
  )
}

/**
 * The refusal a member meets on `path` before any session, or null: status, protection, the
 * agent page. Answers the same for every path (the link step asks it before it asks for proof).
 */
export function admissionRefusal(ctx: AdmitContext, member: MemberRow) {
  if (member.type === NON_MEMBER_TYPE) return fail('NON_MEMBER', LOGIN_MESSAGES.NON_MEMBER)
  // AGENT-4: a member its direct upline froze has no way in until unfrozen (agent/action-routes.ts).
  if (isFrozen(ctx.db, member.id)) return fail('ACCOUNT_FROZEN', LOGIN_MESSAGES.ACCOUNT_FROZEN)
  // A member in cool-off or self-exclusion is refused, told until when (only once the proof was
  // right, so the refusal tells a stranger nothing: C-10).
  const excluded = exclusionRefusal(ctx, member.id)
  if (excluded) return excluded
  if (ctx.body.site === 'agent' && !AGENT_TYPES.includes(member.type))
    return fail('NON_AGENT', LOGIN_MESSAGES.NON_AGENT)
  return null
}

/**
 * The answer for a member whose proof on `path` was right: the policy above, then the session.
 */
export function admit(ctx: AdmitContext, member: MemberRow, path: SignInPath) {
  const { db, settings, ip, req, now } = ctx
  const refused = admissionRefusal(ctx, member)
  if (refused) return refused
  if (PATHS[path].existing) {
    // LOGIN-28: a device or IP the member has not used gets NEW_DEVICE and a code step (the
    // confirmation path is that step: its right code remembered the device).
    if (path !== 'device') {
      const held = holdNewDevice(ctx, member)
      if (held) return held
    }
  } else {
    // FTR-5, VAL-33: a new account signs in only with its agreements on record.
    if (path !== 'freeplay' && !hasAgreements(db, member.id))
      return fail('AGREEMENT_REQUIRED', LOGIN_MESSAGES.AGREEMENT_REQUIRED)
    rememberFirstDevice(ctx, member.id)
  }
  const passwordExpired = Boolean(member.password_expired) && settings.whitelabel.PWDEXPFORCECHANGE3
  // LOGIN-29: the session answers only change-password and logout until it is done, whatever the path.
  const mustChange = passwordExpired || Boolean(member.must_change_password)
  const token = createSession(db, member.id, settings.tokenTtlMinutes, {
    mustChange,
    firstLogin: Boolean(member.first_login),
    playStartedAt: playSessionStart(db, member.id, now),
  })
  recordLogin(db, { memberId: member.id, token, ip, userAgent: req.headers['user-agent'] })
  if (member.first_login) db.prepare('UPDATE members SET first_login = 0 WHERE id = ?').run(member.id)
  return ok({
    token,
    firstTimeLogin: Boolean(member.first_login),
    // LOGIN-24, C-3: facts from the server; the client opens the forced change when either is set.
    passwordExpired,
    mustChangePassword: mustChange,
    type: member.type,
  })
}
