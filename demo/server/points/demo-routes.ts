// The operator's side of the points mall on the demo control API (plain JSON, no envelope): list the
// redemptions, approve one (the goods are "sent") or reject it (the points and the stock go back), in
// one SQL transaction guarded by the status, so a redemption is decided once (MEMBER-32).
import { ensurePoints } from './data'
import { notifyMember } from '../wallet/data'
import type { GoodsRow, RedemptionRow } from './data'
import type { DemoContext, DemoRoute } from '../platform/demo-routes'

const reply = (status: number, body: unknown) => ({ status, body })

function listRedemptions({ db }: DemoContext) {
  ensurePoints(db)
  const list = db
    .prepare(
      `SELECT r.id, r.points, r.status, r.created_at AS createdAt, r.decided_at AS decidedAt, m.username AS account,
      g.name AS goods FROM point_redemptions r JOIN members m ON m.id = r.member_id JOIN point_goods g ON g.id = r.goods_id
      ORDER BY r.status = 'PROCESS' DESC, r.created_at DESC LIMIT 50`,
    )
    .all()
  return reply(200, { redemptions: list })
}

function decide(next: 'APPROVED' | 'REJECTED') {
  return ({ db, params }: DemoContext) => {
    ensurePoints(db)
    const id = Number(params[0])
    const answer = db.transaction(() => {
      const row = db
        .prepare(
          'SELECT r.*, g.name FROM point_redemptions r JOIN point_goods g ON g.id = r.goods_id WHERE r.id = ?',
        )
        .get(id) as (RedemptionRow & Pick<GoodsRow, 'name'>) | undefined
      if (!row) return reply(404, { error: 'No such redemption' })
      const changed = db
        .prepare(
          "UPDATE point_redemptions SET status = ?, decided_at = ? WHERE id = ? AND status = 'PROCESS'",
        )
        .run(next, Date.now(), id).changes
      if (!changed)
        return reply(409, { error: `The redemption is ${row.status.toLowerCase()}, not in process` })
      // Rejected: the points come back by themselves (only non-rejected redemptions are spent); the stock too.
      if (next === 'REJECTED')
        db.prepare('UPDATE point_goods SET quantity = quantity + 1 WHERE id = ?').run(row.goods_id)
      notifyMember(
        db,
        row.member_id,
        next === 'APPROVED' ? 'Your points redemption was approved' : 'Your points redemption was rejected',
        next === 'APPROVED'
          ? `<p>Your redemption of <strong>${row.name}</strong> was approved.</p>`
          : `<p>Your redemption of <strong>${row.name}</strong> was rejected; its ${row.points} points are back in your balance.</p>`,
      )
      return reply(200, { ok: true, status: next })
    })()
    return answer
  }
}

export const pointDemoRoutes: DemoRoute[] = [
  { method: 'GET', path: '/demo/api/points', handler: listRedemptions },
  {
    method: 'POST',
    path: '/demo/api/points/redemptions/:id(^\\d{1,9}$)/approve',
    handler: decide('APPROVED'),
  },
  {
    method: 'POST',
    path: '/demo/api/points/redemptions/:id(^\\d{1,9}$)/reject',
    handler: decide('REJECTED'),
  },
]
