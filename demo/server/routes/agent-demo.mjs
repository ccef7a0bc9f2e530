// The agent centre on the demo control API (plain JSON, no envelope): run a settlement now and move
// the settlement clock forward by a period (AGENT-16, AGENT-22), so the salary pages can be tried
// without waiting, and tests never wait real minutes.
import { REALTIME_MS, agentClock, moveAgentClock, settleAgents } from '../agent-settlement.mjs'

/** @typedef {import('./demo.mjs').DemoContext} DemoContext */

const STEPS = { realtime: REALTIME_MS, hour: 3_600_000, day: 86_400_000, week: 7 * 86_400_000 }

/** @type {import('./demo.mjs').DemoRoute[]} */
export const agentDemoRoutes = [
  {
    method: 'GET',
    pattern: /^\/demo\/api\/agent\/clock$/,
    handler: ({ db }) => ({
      status: 200,
      body: { clock: agentClock(db), offset: agentClock(db) - Date.now() },
    }),
  },
  {
    method: 'POST',
    pattern: /^\/demo\/api\/agent\/clock$/,
    handler: ({ db, body }) => {
      const step = STEPS[/** @type {keyof typeof STEPS} */ (body.advance)]
      if (body.reset === true) return { status: 200, body: { clock: moveAgentClock(db, 0, true) } }
      if (!step)
        return { status: 400, body: { error: `advance must be one of ${Object.keys(STEPS).join(', ')}` } }
      return { status: 200, body: { clock: moveAgentClock(db, step) } }
    },
  },
  {
    method: 'POST',
    pattern: /^\/demo\/api\/agent\/settle$/,
    handler: ({ db }) => {
      const clock = agentClock(db)
      const payments = settleAgents(db, clock)
      return { status: 200, body: { clock, payments } }
    },
  },
]
