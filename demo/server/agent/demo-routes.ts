// The agent centre on the demo control API (plain JSON, no envelope): run a settlement now and move
// the settlement clock forward by a period (AGENT-16, AGENT-22), so the salary pages can be tried
// without waiting, and tests never wait real minutes.
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../platform/time'
import { money } from '../member-records/data'
import { post } from '../ledger/ledger'
import { TOP_AGENT_ID } from './seed'
import { REALTIME_MS, agentClock, moveAgentClock, settleAgents } from './settlement'
import type { DemoRoute } from '../platform/demo-routes'

/** How far one press of the control page moves the settlement clock. */
const STEPS = new Map([
  ['realtime', REALTIME_MS],
  ['hour', HOUR_MS],
  ['day', DAY_MS],
  ['week', 7 * DAY_MS],
])

export const agentDemoRoutes: DemoRoute[] = [
  {
    method: 'GET',
    path: '/demo/api/agent/clock',
    handler: ({ db }) => ({
      status: 200,
      body: { clock: agentClock(db), offset: agentClock(db) - Date.now() },
    }),
  },
  {
    method: 'POST',
    path: '/demo/api/agent/clock',
    handler: ({ db, body }) => {
      const step = STEPS.get(String(body.advance))
      if (body.reset === true) return { status: 200, body: { clock: moveAgentClock(db, 0, true) } }
      if (!step)
        return { status: 400, body: { error: `advance must be one of ${[...STEPS.keys()].join(', ')}` } }
      return { status: 200, body: { clock: moveAgentClock(db, step) } }
    },
  },
  {
    // Team play on demand: one settled bet of `stake` for each member of the agent's direct team, a
    // minute before the settlement clock, so a period just begun has bets to pay on (a run at 00:01
    // UTC otherwise finds today's daily period empty).
    method: 'POST',
    path: '/demo/api/agent/team-bets',
    handler: ({ db, body }) => {
      const stake = Number(body.stake ?? 1000)
      if (!(stake > 0 && stake <= 100_000))
        return { status: 400, body: { error: 'stake must be 1 to 100000' } }
      const agentId = String(body.agentId ?? TOP_AGENT_ID)
      const team = db
        .prepare("SELECT member_id FROM agent_links WHERE upline_id = ? AND status = 'active'")
        .pluck()
        .all(agentId) as string[]
      const at = agentClock(db) - MINUTE_MS
      const bet =
        db.prepare(`INSERT INTO member_bets (member_id, bet_time, game_type, game_name, vendor, stake,
        payout, win_loss, status) VALUES (?, ?, 'SLOT', 'SLOT game', 'DEMO', ?, 0, ?, 'SETTLED')`)
      const balance = db.prepare('SELECT balance FROM members WHERE id = ?').pluck()
      // Each lost bet is a ledger entry (C-13); a member short of the stake is topped up first.
      db.transaction(() =>
        team.forEach((id) => {
          const short = money(stake - (balance.get(id) as number))
          if (short > 0)
            post(db, {
              memberId: id,
              type: 'DEPOSIT',
              amount: short,
              product: 'DEMO',
              remark: 'Demo top-up',
              at,
            })
          const betId = bet.run(id, at, stake, -stake).lastInsertRowid
          post(db, {
            memberId: id,
            type: 'BET',
            amount: -stake,
            product: 'SLOT',
            reference: `member_bets:${betId}`,
            remark: `SLOT game #${betId}`,
            at,
          })
        }),
      )()
      return { status: 200, body: { at, bettors: team.length } }
    },
  },
  {
    method: 'POST',
    path: '/demo/api/agent/settle',
    handler: ({ db }) => {
      const clock = agentClock(db)
      const payments = settleAgents(db, clock)
      return { status: 200, body: { clock, payments } }
    },
  },
]
