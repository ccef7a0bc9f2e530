// The operator's side of promotions on the demo control API (plain JSON): the applications waiting
// for review (VAL-55: remarks and images), approving one (applying → claim: the member claims the
// reward) or rejecting it with a reason (applying → rejected), and drawing a raffle (MEMBER-34: the
// entrants drawn move to claim, the others to close). Each member hears of it by a platform message.
import { notifyMember } from '../wallet/data'
import type { DemoContext, DemoRoute } from '../platform/demo-routes'

const reply = (status: number, body: unknown) => ({ status, body })
const REASON_MAX = 200

/** An application waiting for review, with its member's account and the promotion's title. */
type ApplicationRow = {
  promotion_id: number
  member_id: string
  status: string
  remarks: string | null
  images: string | null
  updated_at: number
  username: string
  title: string
}

function applications({ db }: DemoContext) {
  const rows = db
    .prepare(
      `SELECT e.promotion_id, e.member_id, e.status, e.remarks, e.images, e.updated_at, m.username, t.title
         FROM promotion_entries e JOIN members m ON m.id = e.member_id
         JOIN promotion_texts t ON t.promotion_id = e.promotion_id AND t.lang = 'EN'
         WHERE e.status = 'applying' ORDER BY e.updated_at`,
    )
    .all() as ApplicationRow[]
  return reply(200, {
    applications: rows.map((r) => ({
      promotion: r.promotion_id,
      title: r.title,
      account: r.username,
      remarks: r.remarks ?? '',
      imageCount: r.images ? (JSON.parse(r.images) as string[]).length : 0,
      appliedAt: r.updated_at,
    })),
  })
}

function decide(decision: 'approve' | 'reject'): (ctx: DemoContext) => unknown {
  return ({ db, params, body }) => {
    const member = db.prepare('SELECT id FROM members WHERE username = ?').get(String(body.account ?? '')) as
      { id: string } | undefined
    if (!member) return reply(404, { error: 'No such member' })
    const reason = typeof body.reason === 'string' ? body.reason.trim() : ''
    if (decision === 'reject' && (!reason || reason.length > REASON_MAX))
      return reply(400, { error: `A reason of 1 to ${REASON_MAX} characters` })
    const id = Number(params[0])
    const moved = db
      .prepare(
        `UPDATE promotion_entries SET status = ?, reason = ?, updated_at = ?
         WHERE promotion_id = ? AND member_id = ? AND status = 'applying'`,
      )
      .run(decision === 'approve' ? 'claim' : 'rejected', reason || null, Date.now(), id, member.id).changes
    if (!moved) return reply(409, { error: 'No application of this member waits for review' })
    notifyMember(
      db,
      member.id,
      decision === 'approve'
        ? 'Your promotion application was approved'
        : 'Your promotion application was declined',
      decision === 'approve'
        ? '<p>Claim your reward on the promotions page.</p>'
        : '<p>See the reason on the promotions page.</p>',
    )
    return reply(200, { ok: true })
  }
}

/**
 * Draws a raffle: `body.winners` (default 3) of the entrants, by the database's random order.
 */
function draw({ db, params, body }: DemoContext) {
  const id = Number(params[0])
  const promotion = db.prepare('SELECT raffle FROM promotions WHERE id = ?').get(id) as
    { raffle: number } | undefined
  if (!promotion) return reply(404, { error: 'No such promotion' })
  if (!promotion.raffle) return reply(400, { error: 'Not a raffle' })
  const count = Number(body.winners ?? 3)
  if (!Number.isInteger(count) || count < 1)
    return reply(400, { error: 'winners must be a whole number from 1' })
  const drawn = db.transaction(() => {
    const entrants = db
      .prepare(
        "SELECT member_id FROM promotion_entries WHERE promotion_id = ? AND status = 'signed' ORDER BY random()",
      )
      .all(id) as { member_id: string }[]
    const now = Date.now()
    const set = db.prepare(
      'UPDATE promotion_entries SET status = ?, updated_at = ? WHERE promotion_id = ? AND member_id = ?',
    )
    entrants.forEach((e, i) => {
      const won = i < count
      set.run(won ? 'claim' : 'close', now, id, e.member_id)
      if (won)
        notifyMember(
          db,
          e.member_id,
          'You won the lucky draw',
          '<p>Claim your prize on the promotions page.</p>',
        )
    })
    return entrants.slice(0, count).length
  })()
  return reply(200, { winners: drawn })
}

export const promotionsDemoRoutes: DemoRoute[] = [
  { method: 'GET', path: '/demo/api/promotions/applications', handler: applications },
  { method: 'POST', path: '/demo/api/promotions/:id(^\\d{1,9}$)/approve', handler: decide('approve') },
  { method: 'POST', path: '/demo/api/promotions/:id(^\\d{1,9}$)/reject', handler: decide('reject') },
  { method: 'POST', path: '/demo/api/promotions/:id(^\\d{1,9}$)/draw', handler: draw },
]
