// The operator's side of promotions on the demo control API (plain JSON): the applications waiting
// for review (VAL-55: remarks and images), approving one (applying → claim: the member claims the
// reward) or rejecting it with a reason (applying → rejected), and drawing a raffle (MEMBER-34: the
// entrants drawn move to claim, the others to close). Each member hears of it by a platform message.
import { notifyMember } from '../wallet-data.mjs'

/** @typedef {import('./demo.mjs').DemoContext} DemoContext */

/** @param {number} status @param {unknown} body */
const reply = (status, body) => ({ status, body })
const REASON_MAX = 200

/** @param {DemoContext} ctx */
function applications({ db }) {
  const rows = /** @type {Record<string, any>[]} */ (
    db
      .prepare(
        `SELECT e.promotion_id, e.member_id, e.status, e.remarks, e.images, e.updated_at, m.username, t.title
         FROM promotion_entries e JOIN members m ON m.id = e.member_id
         JOIN promotion_texts t ON t.promotion_id = e.promotion_id AND t.lang = 'EN'
         WHERE e.status = 'applying' ORDER BY e.updated_at`,
      )
      .all()
  )
  return reply(200, {
    applications: rows.map((r) => ({
      promotion: r.promotion_id,
      title: r.title,
      account: r.username,
      remarks: r.remarks ?? '',
      imageCount: r.images ? JSON.parse(r.images).length : 0,
      appliedAt: r.updated_at,
    })),
  })
}

/**
 * @param {'approve' | 'reject'} decision
 * @returns {(ctx: DemoContext) => unknown}
 */
function decide(decision) {
  return ({ db, params, body }) => {
    const member = /** @type {{ id: string } | undefined} */ (
      db.prepare('SELECT id FROM members WHERE username = ?').get(String(body.account ?? ''))
    )
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
 * @param {DemoContext} ctx
 */
function draw({ db, params, body }) {
  const id = Number(params[0])
  const raffle = db.prepare('SELECT raffle FROM promotions WHERE id = ?').get(id)
  if (!raffle) return reply(404, { error: 'No such promotion' })
  if (!(/** @type {{ raffle: number }} */ (raffle).raffle)) return reply(400, { error: 'Not a raffle' })
  const count = Number(body.winners ?? 3)
  if (!Number.isInteger(count) || count < 1)
    return reply(400, { error: 'winners must be a whole number from 1' })
  const drawn = db.transaction(() => {
    const entrants = /** @type {{ member_id: string }[]} */ (
      db
        .prepare(
          "SELECT member_id FROM promotion_entries WHERE promotion_id = ? AND status = 'signed' ORDER BY random()",
        )
        .all(id)
    )
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

/** @type {import('./demo.mjs').DemoRoute[]} */
export const promotionsDemoRoutes = [
  { method: 'GET', pattern: /^\/demo\/api\/promotions\/applications$/, handler: applications },
  { method: 'POST', pattern: /^\/demo\/api\/promotions\/(\d{1,9})\/approve$/, handler: decide('approve') },
  { method: 'POST', pattern: /^\/demo\/api\/promotions\/(\d{1,9})\/reject$/, handler: decide('reject') },
  { method: 'POST', pattern: /^\/demo\/api\/promotions\/(\d{1,9})\/draw$/, handler: draw },
]
