// The lottery launch ticket (LOTT-5, ROUTE-26 (ticket bound to the session)): a launch is bound to the member's live session and
// password. A ticket ends when its session ends (logout, expiry, a password change or reset ending
// the sessions, cool-off and self-exclusion ending them), when the member's password changes — even
// from the launching session —, while a cool-off or self-exclusion is in force, and an hour after
// the launch. The bet call (/lotto, lottery/bet-routes.ts) and the demo lottery page resolve a
// ticket here; the rule gate (ledger/gate.ts) resolves the member of a /lotto bet with
// `ticketMember`.
import { createHash } from 'node:crypto'
import { fail } from '../platform/envelope'
import { findMemberById, TRIAL_TYPE } from '../platform/members'
import { hashToken, SESSION_MAX_MS } from '../platform/sessions'
import { HOUR_MS, MINUTE_MS } from '../platform/time'
import { exclusionRefusal } from '../protection/rules'
import { ensureLottery } from './data'
import type { IncomingHttpHeaders } from 'node:http'
import type { Database } from 'better-sqlite3'
import type { Reply } from '../platform/context'

/** A launch link works at most this long, however live its session. */
export const TICKET_TTL_MS = HOUR_MS

/** A mark of the member's password: a change of password ends every ticket of the member. */
export function passwordMark(passwordHash: string) {
  return createHash('sha256').update(`lottery-ticket:${passwordHash}`).digest('base64url')
}

/** The row of a launch. */
type LaunchRow = {
  ticket: string
  member_id: string
  payload: string
  created_at: number
  session_hash: string
  password_mark: string
}

/** A live ticket: its member, the session it is bound to and the launch payload. */
export type TicketLaunch = {
  ticket: string
  memberId: string
  /** the SHA-256 of the session token (sessions.token_hash) */
  sessionHash: string
  /** when that session started (a session time limit counts from it) */
  sessionStartedAt: number
  payload: Record<string, string>
  createdAt: number
}

/** What a ticket refusal is answered with. */
export function ticketEnded() {
  return fail(
    'LOTTERY_TICKET_ENDED',
    'This lottery link has ended (you signed out, your password changed, play is paused on your account, or it is over an hour old). Open the lottery again from the site.',
    { status: 401 },
  )
}

/** Records a launch bound to the session of `token` and the member's password. */
export function saveLaunch(
  db: Database,
  launch: { ticket: string; memberId: string; token: string; payload: Record<string, string>; now: number },
) {
  ensureLottery(db)
  const member = findMemberById(db, launch.memberId)
  db.prepare(
    'INSERT INTO lottery_launches (ticket, member_id, payload, created_at, session_hash, password_mark) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(
    launch.ticket,
    launch.memberId,
    JSON.stringify(launch.payload),
    launch.now,
    hashToken(launch.token),
    passwordMark(member?.password_hash ?? ''),
  )
}

/**
 * The member and live session of a launch ticket, or the refusal to answer (ROUTE-26 (ticket bound to the session)). Refused when
 * the ticket is unknown or over an hour old, its session has ended, expired or must change its
 * password, the member's password changed since the launch, the member is a trial player, or a
 * cool-off or self-exclusion is in force (SELF_EXCLUDED with its end, in the caller's language).
 * A live ticket slides its session's idle expiry, as any call of the session does.
 *
 * @param ctx  the database, the request's clock and headers (for the refusal's language)
 */
export function ticketMember(
  ctx: { db: Database; now: number; req: { headers: IncomingHttpHeaders }; ttlMinutes: number },
  ticket: unknown,
): { launch: TicketLaunch; error?: undefined } | { launch?: undefined; error: Reply } {
  const { db, now } = ctx
  ensureLottery(db)
  if (typeof ticket !== 'string' || !/^[A-Za-z0-9_-]{16,64}$/.test(ticket)) return { error: ticketEnded() }
  const row = db.prepare('SELECT * FROM lottery_launches WHERE ticket = ?').get(ticket) as
    LaunchRow | undefined
  if (!row || !row.session_hash || now - row.created_at > TICKET_TTL_MS) return { error: ticketEnded() }
  // Sessions run on the wall clock (platform/sessions.ts); so does this check.
  const wall = Date.now()
  const session = db.prepare('SELECT * FROM sessions WHERE token_hash = ?').get(row.session_hash) as
    | {
        member_id: string
        expires_at: number
        max_expires_at: number
        created_at: number
        must_change: number
      }
    | undefined
  const max = session ? session.max_expires_at || session.created_at + SESSION_MAX_MS : 0
  if (
    !session ||
    session.member_id !== row.member_id ||
    session.must_change ||
    session.expires_at <= wall ||
    max <= wall
  )
    return { error: ticketEnded() }
  const member = findMemberById(db, row.member_id)
  if (!member || member.type === TRIAL_TYPE || passwordMark(member.password_hash) !== row.password_mark)
    return { error: ticketEnded() }
  const excluded = exclusionRefusal({ db, now, token: null, req: ctx.req }, member.id)
  if (excluded) return { error: excluded }
  db.prepare('UPDATE sessions SET expires_at = ? WHERE token_hash = ?').run(
    Math.min(wall + ctx.ttlMinutes * MINUTE_MS, max),
    row.session_hash,
  )
  return {
    launch: {
      ticket,
      memberId: member.id,
      sessionHash: row.session_hash,
      sessionStartedAt: session.created_at,
      payload: JSON.parse(row.payload) as Record<string, string>,
      createdAt: row.created_at,
    },
  }
}
