// Red envelopes behind a token (MEMBER-18; the spec names no call: the reference server defines them
// under /wps/relay, api.md last paragraph):
//   ENVELOPE_list — the member's envelopes: unopened ones without their amount, opened ones with it
//   ENVELOPE_open — opens one: the amount is revealed and credited once, in one SQL transaction (the
//     UPDATE … WHERE opened_at IS NULL decides; a second open, even in parallel, pays nothing)
import { fail, ok } from '../envelope.mjs'
import { TRIAL_TYPE, findMemberById } from '../members.mjs'
import { ensureEnvelopes } from '../envelopes-data.mjs'

/** @typedef {import('./context.mjs').RouteContext} Ctx */

/** @param {Ctx} ctx */
const urdu = (ctx) => String(ctx.req.headers.language ?? '').toUpperCase() === 'UR'

/** @param {Ctx} ctx */
function list(ctx) {
  const now = Date.now()
  const rows = /** @type {Record<string, any>[]} */ (
    ctx.db
      .prepare('SELECT * FROM red_envelopes WHERE member_id = ? ORDER BY granted_at DESC, id DESC LIMIT 100')
      .all(ctx.memberId)
  )
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

/** @param {Ctx} ctx */
function open(ctx) {
  const { db, memberId, body } = ctx
  const id = Number(body?.id)
  const now = Date.now()
  const result = db.transaction(() => {
    const row = /** @type {Record<string, any> | undefined} */ (
      db.prepare('SELECT * FROM red_envelopes WHERE id = ? AND member_id = ?').get(id, memberId)
    )
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
    return { amount: /** @type {number} */ (row.amount) }
  })()
  if ('error' in result) {
    if (result.error === 'NOT_FOUND') return fail('NOT_FOUND', 'No such red envelope')
    if (result.error === 'ENVELOPE_EXPIRED') return fail('ENVELOPE_EXPIRED', 'This red envelope has expired')
    return fail('ENVELOPE_OPENED', 'This red envelope has already been opened')
  }
  const { balance } = /** @type {{ balance: number }} */ (
    db.prepare('SELECT balance FROM members WHERE id = ?').get(memberId)
  )
  return ok({ amount: result.amount, balance, ...list(ctx) })
}

/** @param {'GET' | 'POST'} method @param {string} name @param {(ctx: Ctx) => any} handler @returns {import('./context.mjs').Route} */
const route = (method, name, handler) => ({
  method,
  path: `/wps/relay/${name}`,
  token: true,
  handler: (ctx) => {
    ensureEnvelopes(ctx.db)
    if (findMemberById(ctx.db, /** @type {string} */ (ctx.memberId))?.type === TRIAL_TYPE)
      return fail('NEED_REAL_ACCOUNT', 'Please use a real account')
    return handler(ctx)
  },
})

/** @type {import('./context.mjs').Route[]} */
export const envelopeRoutes = [
  route('GET', 'ENVELOPE_list', (ctx) => ok(list(ctx))),
  route('POST', 'ENVELOPE_open', open),
]
