// The operator's side of red envelopes on the demo control API: grant one to a member (the server
// draws the amount between min and max; the member sees it only on opening, MEMBER-18).
import { grantEnvelope } from './data'
import { findMemberByLogin } from '../platform/members'
import type { DemoContext, DemoRoute } from '../platform/demo-routes'

const reply = (status: number, body: unknown) => ({ status, body })

function grant({ db, body }: DemoContext) {
  const member = findMemberByLogin(db, String(body.account ?? ''))
  if (!member) return reply(404, { error: 'No such member' })
  const min = Number(body.min ?? 5)
  const max = Number(body.max ?? min)
  const days = Number(body.days ?? 7)
  if (!(min >= 1 && max >= min && max <= 100_000 && days >= 1 && days <= 365))
    return reply(400, { error: 'min ≥ 1, max ≥ min (≤ 100000), 1 ≤ days ≤ 365' })
  const title = String(body.title ?? '').trim() || 'Red envelope'
  const id = grantEnvelope(db, {
    memberId: member.id,
    title,
    titleUr: String(body.titleUr ?? '').trim() || 'سرخ لفافہ',
    min,
    max,
    days,
  })
  return reply(200, { ok: true, id: Number(id) })
}

export const envelopeDemoRoutes: DemoRoute[] = [
  { method: 'POST', path: '/demo/api/envelopes', handler: grant },
]
