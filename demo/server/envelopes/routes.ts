// Red envelopes behind a token, for real accounts only (MEMBER-18, ROLE-8; the spec names no call:
// the reference server defines them under /wps/relay, api.md last paragraph):
//   ENVELOPE_list — the member's envelopes: unopened ones without their amount, opened ones with it
//   ENVELOPE_open — opens one: the amount is revealed and credited once, in one SQL transaction (the
//     UPDATE … WHERE opened_at IS NULL decides; a second open, even in parallel, pays nothing)
import { Type } from 'typebox'
import { fail, ok } from '../platform/envelope'
import { ensureEnvelopes } from './data'
import { route } from '../platform/context'
import { payBonus } from '../ledger/bonus'
import type { EnvelopeRow } from './data'
import type { Route, RouteContext } from '../platform/context'

export type Ctx = RouteContext

const urdu = (ctx: Ctx) => String(ctx.req.headers.language ?? '').toUpperCase() === 'UR'

function list(ctx: Ctx) {
  ensureEnvelopes(ctx.db)
  const now = Date.now()
  const rows = ctx.db
    .prepare('SELECT * FROM red_envelopes WHERE member_id = ? ORDER BY granted_at DESC, id DESC LIMIT 100')
    .all(ctx.memberId) as EnvelopeRow[]
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

const open = route({
  method: 'POST',
  path: '/wps/relay/ENVELOPE_open',
  money: 'bonus',
  token: true,
  realOnly: true,
  schema: { body: Type.Object({ id: Type.Optional(Type.Union([Type.Number(), Type.String()])) }) },
  handler: (ctx) => {
    const { db, memberId, body } = ctx
    ensureEnvelopes(db)
    const id = Number(body.id)
    const now = Date.now()
    const result = db.transaction(() => {
      const row = db
        .prepare('SELECT * FROM red_envelopes WHERE id = ? AND member_id = ?')
        .get(id, memberId) as EnvelopeRow | undefined
      if (!row) return { error: 'NOT_FOUND' }
      if (row.opened_at) return { error: 'ENVELOPE_OPENED' }
      if (row.expires_at <= now) return { error: 'ENVELOPE_EXPIRED' }
      const changed = db
        .prepare('UPDATE red_envelopes SET opened_at = ? WHERE id = ? AND opened_at IS NULL')
        .run(now, id).changes
      if (!changed) return { error: 'ENVELOPE_OPENED' }
      payBonus(ctx, {
        memberId,
        amount: row.amount,
        product: 'ENVELOPE',
        reference: `red_envelopes:${row.id}`,
        remark: `Red envelope: ${row.title}`,
        at: now,
      })
      return { amount: row.amount }
    })()
    if ('error' in result) {
      if (result.error === 'NOT_FOUND') return fail('NOT_FOUND', 'No such red envelope')
      if (result.error === 'ENVELOPE_EXPIRED')
        return fail('ENVELOPE_EXPIRED', 'This red envelope has expired')
      return fail('ENVELOPE_OPENED', 'This red envelope has already been opened')
    }
    const { balance } = db.prepare('SELECT balance FROM members WHERE id = ?').get(memberId) as {
      balance: number
    }
    return ok({ amount: result.amount, balance, ...list(ctx) })
  },
})

export const envelopeRoutes: Route[] = [
  {
    method: 'GET',
    path: '/wps/relay/ENVELOPE_list',
    token: true,
    realOnly: true,
    handler: (ctx) => ok(list(ctx)),
  },
  open,
]
