// What an agent does to a member of its downline (AGENT-4, C-8): freeze or unfreeze a DIRECT
// downline account, with a reason. Only the member's direct upline may (an agent above it, another
// agent's or a stranger's account is refused here, whatever the page offered); a frozen account is
// refused by the one sign-in policy on every path (session/rules.ts `admit`) and its sessions end at
// once; unfreezing lets it in again. Each action is kept in agent_actions (who, when, why).
import { Type } from 'typebox'
import { MESSAGES, badRequest, fail, ok } from '../platform/envelope'
import { route } from '../platform/context'
import { textField, TextValue } from '../platform/fields'
import { endOtherSessions } from '../platform/sessions'
import { TEAM } from './data'
import { AGENT_MESSAGES, forAgents } from './rules'
import type { Static } from 'typebox'
import type { Route, RouteContext } from '../platform/context'
import type { MemberRow } from '../platform/members'

/** The longest reason kept with a freeze or an unfreeze. */
export const REASON_MAX = 200

export const ACTION_MESSAGES = {
  NOT_DIRECT_MEMBER: 'Only your direct downline can be frozen or unfrozen',
  REASON_LONG: `Please enter a reason of at most ${REASON_MAX} characters`,
  ALREADY_FROZEN: 'This account is already frozen',
  NOT_FROZEN: 'This account is not frozen',
}

const StatusBody = Type.Object({
  memberId: Type.Optional(TextValue),
  action: Type.Optional(Type.String()),
  reason: Type.Optional(Type.String()),
})

/** AGENT-4: freeze or unfreeze one of my direct downline accounts, with a reason. */
function setStatus({ db, body, now }: RouteContext<Static<typeof StatusBody>>, me: MemberRow) {
  const action = body.action
  if (action !== 'freeze' && action !== 'unfreeze') return badRequest("action must be 'freeze' or 'unfreeze'")
  const memberId = textField(body, 'memberId')
  const link = db
    .prepare(
      'SELECT l.upline_id, l.status, m.username FROM agent_links l JOIN members m ON m.id = l.member_id WHERE l.member_id = ?',
    )
    .get(memberId) as { upline_id: string; status: string; username: string } | undefined
  if (!link || link.upline_id !== me.id) {
    // Deeper in my team: its own upline decides. Anyone else's: not mine to see.
    const inTeam =
      link && db.prepare(`${TEAM} SELECT 1 FROM team WHERE id = :id`).get({ me: me.id, id: memberId })
    return inTeam
      ? fail('NOT_DIRECT_MEMBER', ACTION_MESSAGES.NOT_DIRECT_MEMBER)
      : fail('NOT_IN_TEAM', AGENT_MESSAGES.NOT_IN_TEAM)
  }
  const reason = textField(body, 'reason')
  if (!reason) return fail('INPUT_EMPTY', MESSAGES.INPUT_EMPTY, { value: { field: 'reason' } })
  if ([...reason].length > REASON_MAX)
    return fail('REASON_LONG', ACTION_MESSAGES.REASON_LONG, { value: { field: 'reason' } })
  const status = action === 'freeze' ? 'frozen' : 'active'
  const done = db.transaction(() => {
    // Inside the transaction: two requests at once cannot both change it.
    const changed = db
      .prepare('UPDATE agent_links SET status = ? WHERE member_id = ? AND status <> ?')
      .run(status, memberId, status)
    if (!changed.changes) return false
    db.prepare(
      'INSERT INTO agent_actions (agent_id, member_id, action, reason, created_at) VALUES (?, ?, ?, ?, ?)',
    ).run(me.id, memberId, action, reason, now)
    // A frozen account's sessions end now: its next call answers 401.
    if (action === 'freeze') endOtherSessions(db, memberId)
    return true
  })()
  if (!done)
    return action === 'freeze'
      ? fail('ALREADY_FROZEN', ACTION_MESSAGES.ALREADY_FROZEN)
      : fail('NOT_FROZEN', ACTION_MESSAGES.NOT_FROZEN)
  return ok({
    memberId,
    account: link.username,
    status,
    statusReason: action === 'freeze' ? reason : null,
    at: now,
  })
}

/** AGENT-4: the freezes and unfreezes of one direct downline account, newest first. */
function statusHistory({ db, query }: RouteContext, me: MemberRow) {
  const memberId = query.get('memberId') ?? ''
  const direct = db
    .prepare('SELECT 1 FROM agent_links WHERE member_id = ? AND upline_id = ?')
    .get(memberId, me.id)
  if (!direct) return fail('NOT_DIRECT_MEMBER', ACTION_MESSAGES.NOT_DIRECT_MEMBER)
  const list = db
    .prepare(
      `SELECT a.id, a.action, a.reason, a.created_at AS createdAt, m.username AS byAccount FROM agent_actions a
       JOIN members m ON m.id = a.agent_id WHERE a.member_id = ? AND a.action IN ('freeze', 'unfreeze')
       ORDER BY a.created_at DESC, a.id DESC LIMIT 50`,
    )
    .all(memberId)
  return ok({ list })
}

const R = '/wps/relay/agent'
export const agentActionRoutes: Route[] = [
  route({
    method: 'POST',
    path: `${R}/downline/status`,
    token: true,
    schema: { body: StatusBody },
    handler: forAgents(setStatus),
  }),
  route({ method: 'GET', path: `${R}/downline/status`, token: true, handler: forAgents(statusHistory) }),
]
