// The operator's side of feedback on the demo control API (plain JSON): list what members sent and
// reply once (MEMBER-20); the member sees the reply in their feedback history and a platform message.
import { ensureFeedback } from './data'
import { notifyMember } from '../wallet/data'
import type { FeedbackRow } from './data'
import type { DemoContext, DemoRoute } from '../platform/demo-routes'

const reply = (status: number, body: unknown) => ({ status, body })
const REPLY_MAX = 500

function list({ db }: DemoContext) {
  ensureFeedback(db)
  const rows = db
    .prepare(
      `SELECT f.*, m.username AS account FROM feedback f JOIN members m ON m.id = f.member_id
      ORDER BY f.reply IS NULL DESC, f.created_at DESC LIMIT 50`,
    )
    .all() as (FeedbackRow & { account: string })[]
  return reply(200, {
    feedback: rows.map((f) => ({
      id: f.id,
      account: f.account,
      type: f.type,
      content: f.content,
      imageCount: JSON.parse(f.images).length,
      createdAt: f.created_at,
      reply: f.reply,
    })),
  })
}

function answer({ db, params, body }: DemoContext) {
  ensureFeedback(db)
  const text = typeof body.reply === 'string' ? body.reply.trim() : ''
  if (!text || text.length > REPLY_MAX)
    return reply(400, { error: `A reply of 1 to ${REPLY_MAX} characters` })
  const row = db.prepare('SELECT * FROM feedback WHERE id = ?').get(Number(params[0])) as
    FeedbackRow | undefined
  if (!row) return reply(404, { error: 'No such feedback' })
  const changed = db
    .prepare('UPDATE feedback SET reply = ?, replied_at = ? WHERE id = ? AND reply IS NULL')
    .run(text, Date.now(), row.id).changes
  if (!changed) return reply(409, { error: 'This feedback has a reply already' })
  notifyMember(
    db,
    row.member_id,
    'We replied to your feedback',
    '<p>See the reply in the member centre, under Feedback.</p>',
  )
  return reply(200, { ok: true })
}

export const feedbackDemoRoutes: DemoRoute[] = [
  { method: 'GET', path: '/demo/api/feedback', handler: list },
  { method: 'POST', path: '/demo/api/feedback/:id(^\\d{1,9}$)/reply', handler: answer },
]
