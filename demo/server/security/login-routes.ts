// The security centre's recent logins (MEMBER-1): the last 20 with time, IP and device, which is
// this session and which are still signed in; signing one other session out, or all of them.
import { Type } from 'typebox'
import { fail, ok } from '../platform/envelope'
import { route } from '../platform/context'
import { ensureSecurity, sessionKeyOf } from './data'
import { SECURITY_MESSAGES } from './rules'
import type { Static } from 'typebox'
import type { Route, RouteContext } from '../platform/context'
import type { LoginRow } from './data'

/** The last 20 logins: time, IP, device; which is this session and which are still signed in. */
function listLogins({ db, memberId, token }: RouteContext<unknown>) {
  ensureSecurity(db)
  const mine = token ? sessionKeyOf(token) : ''
  const now = Date.now()
  const rows = db
    .prepare(
      `SELECT l.*, s.expires_at FROM member_logins l LEFT JOIN sessions s ON s.token_hash = l.session_key
      WHERE l.member_id = ? ORDER BY l.created_at DESC, l.id DESC LIMIT 20`,
    )
    .all(memberId) as (LoginRow & { expires_at: number | null })[]
  return rows.map((l) => ({
    id: l.id,
    time: l.created_at,
    ip: l.ip,
    device: l.device,
    current: l.session_key === mine,
    active: l.session_key === mine || (l.expires_at ?? 0) > now,
  }))
}

const EndSessionBody = Type.Object({ id: Type.Optional(Type.Union([Type.Number(), Type.String()])) })

/** Signs one other session out. */
function endSession(ctx: RouteContext<Static<typeof EndSessionBody>>) {
  const { db, body, memberId, token } = ctx
  ensureSecurity(db)
  const row = db
    .prepare('SELECT session_key FROM member_logins WHERE id = ? AND member_id = ?')
    .get(Number(body.id), memberId) as Pick<LoginRow, 'session_key'> | undefined
  if (!row) return fail('NOT_FOUND', 'No such login')
  if (token && row.session_key === sessionKeyOf(token))
    return fail('CURRENT_SESSION', SECURITY_MESSAGES.CURRENT_SESSION)
  db.prepare('DELETE FROM sessions WHERE token_hash = ? AND member_id = ?').run(row.session_key, memberId)
  return ok({ list: listLogins(ctx) })
}

/** Signs every session of the member but this one out; answers how many ended. */
function endOtherSessions(ctx: RouteContext) {
  const { db, memberId, token } = ctx
  const ended = db
    .prepare('DELETE FROM sessions WHERE member_id = ? AND token_hash != ?')
    .run(memberId, token ? sessionKeyOf(token) : '').changes
  return ok({ ended, list: listLogins(ctx) })
}

export const loginRoutes: Route[] = [
  route({
    method: 'GET',
    path: '/wps/relay/SEC_recentLogins',
    token: true,
    realOnly: true,
    handler: (ctx) => ok({ list: listLogins(ctx) }),
  }),
  route({
    method: 'POST',
    path: '/wps/relay/SEC_endSession',
    token: true,
    realOnly: true,
    schema: { body: EndSessionBody },
    handler: endSession,
  }),
  route({
    method: 'POST',
    path: '/wps/relay/SEC_endOtherSessions',
    token: true,
    realOnly: true,
    handler: endOtherSessions,
  }),
]
