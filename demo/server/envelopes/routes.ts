// Red envelopes behind a token (MEMBER-18; the spec names no call: the reference server defines them
// under /wps/relay, api.md last paragraph):
//   ENVELOPE_list — the member's envelopes: unopened ones without their amount, opened ones with it
//   ENVELOPE_open — opens one: the amount is revealed and credited once, in one SQL transaction (the
//     UPDATE … WHERE opened_at IS NULL decides; a second open, even in parallel, pays nothing)
import { fail, ok } from '../platform/envelope'
import { TRIAL_TYPE, findMemberById } from '../platform/members'
import { ensureEnvelopes } from './data'
import type { Route, RouteContext } from '../platform/context'

export type Ctx = RouteContext

const urdu = (ctx: Ctx) => String(ctx.req.headers.language ?? '').toUpperCase() === 'UR'

function list(ctx: Ctx) {
  const now = Date.now()
  const rows = ctx.db
    .prepare('SELECT * FROM red_envelopes WHERE member_id = ? ORDER BY granted_at DESC, id DESC LIMIT 100')
    .all(ctx.memberId) as Record<string, any>[]
  return {
    list: rows.map((e) => ({
      id: e.id,
      title: urdu(ctx) ? e.title_ur : e.title,
      grantedAt: e.granted_at,
      expiresAt: e.expires_at,
      openedAt: e.opened_at,
      status: e.opened_at ? 'OPENED' : e.expires_at <= now ? 'EXPIRED' : 'READY',
      // The amount stays secret until opened.
      amount: e.opened_at ? e.amount : null,
    })),
  }
}

function open(ctx: Ctx) {
  const { db, memberId, body } = ctx
  const id = Number(body?.id)
  const now = Date.now()
  const result = db.transaction(() => {
    const row = db.prepare('SELECT * FROM red_envelopes WHERE id = ? AND member_id = ?').get(id, memberId) as
      Record<string, any> | undefined
    if (!row) return { error: 'NOT_FOUND' }
    if (row.opened_at) return { error: 'ENVELOPE_OPENED' }
    if (row.expires_at <= now) return { error: 'ENVELOPE_EXPIRED' }
    const changed = db
      .prepare('UPDATE red_envelopes SET opened_at = ? WHERE id = ? AND opened_at IS NULL')
      .run(now, id).changes
    if (!changed) return { error: 'ENVELOPE_OPENED' }
    db.prepare('UPDATE members SET balance = ROUND(balance + ?, 2) WHERE id = ?').run(row.amount, memberId)
    db.prepare(
      "INSERT INTO member_transactions (member_id, created_at, type, amount, remark) VALUES (?, ?, 'BONUS', ?, ?)",
    ).run(memberId, now, row.amount, `Red envelope: ${row.title}`)
    return { amount: row.amount as number }
  })()
  if ('error' in result) {
    if (result.error === 'NOT_FOUND') return fail('NOT_FOUND', 'No such red envelope')
    if (result.error === 'ENVELOPE_EXPIRED') return fail('ENVELOPE_EXPIRED', 'This red envelope has expired')
    return fail('ENVELOPE_OPENED', 'This red envelope has already been opened')
  }
  const { balance } = db.prepare('SELECT balance FROM members WHERE id = ?').get(memberId) as {
    balance: number
  }
  return ok({ amount: result.amount, balance, ...list(ctx) })
}

const route = (method: 'GET' | 'POST', name: string, handler: (ctx: Ctx) => any): Route => ({
  method,
  path: `/wps/relay/${name}`,
  token: true,
  handler: (ctx) => {
    ensureEnvelopes(ctx.db)
    if (findMemberById(ctx.db, ctx.memberId as string)?.type === TRIAL_TYPE)
      return fail('NEED_REAL_ACCOUNT', 'Please use a real account')
    return handler(ctx)
  },
})

export const envelopeRoutes: Route[] = [
  route('GET', 'ENVELOPE_list', (ctx) => ok(list(ctx))),
  route('POST', 'ENVELOPE_open', open),
]
