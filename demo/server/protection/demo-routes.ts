// Player protection on the demo control API (plain JSON, no envelope): move the protection
// clock forward so a pending limit raise or the end of a cool-off can be seen without waiting a day,
// shorten the reality-check interval for the demo and its tests, and place a settled bet for a
// member (the demo's bet path: refused, like a launch, when a loss or wager limit would be exceeded).
import { findMemberByLogin } from '../platform/members'
import { cents, ledgerBalance, post } from '../ledger/ledger'
import { DAY_MS, HOUR_MS, SECOND_MS } from '../platform/time'
import { moveProtectionClock, protectionClock, realityOverride } from './data'
import { playRefusal } from './rules'
import type { DemoRoute } from '../platform/demo-routes'

const STEPS = { hour: HOUR_MS, day: DAY_MS, week: 7 * DAY_MS }

export const protectionDemoRoutes: DemoRoute[] = [
  {
    method: 'GET',
    path: '/demo/api/protection/clock',
    handler: ({ db }) => ({
      status: 200,
      body: { clock: protectionClock(db), offset: protectionClock(db) - Date.now() },
    }),
  },
  {
    method: 'POST',
    path: '/demo/api/protection/clock',
    handler: ({ db, body }) => {
      if (body.reset === true) return { status: 200, body: { clock: moveProtectionClock(db, 0, true) } }
      const step = STEPS[body.advance as keyof typeof STEPS]
      if (!step)
        return { status: 400, body: { error: `advance must be one of ${Object.keys(STEPS).join(', ')}` } }
      return { status: 200, body: { clock: moveProtectionClock(db, step) } }
    },
  },
  {
    // `seconds`: the interval every session's reality check uses (5 to 3600); null: back to the member's.
    method: 'POST',
    path: '/demo/api/protection/reality-check',
    handler: ({ db, body }) => {
      if (body.seconds === null) return { status: 200, body: { intervalMs: realityOverride(db, null) } }
      const seconds = Number(body.seconds)
      if (!(Number.isInteger(seconds) && seconds >= 5 && seconds <= 3600))
        return { status: 400, body: { error: 'seconds must be a whole number from 5 to 3600, or null' } }
      return { status: 200, body: { intervalMs: realityOverride(db, seconds * SECOND_MS) } }
    },
  },
  {
    method: 'POST',
    path: '/demo/api/protection/bet',
    handler: ({ db, body }) => {
      const member = findMemberByLogin(db, String(body.username ?? 'demo'))
      const stake = Number(body.stake)
      const winLoss = Number(body.winLoss ?? -stake)
      if (!member) return { status: 404, body: { error: 'No such member' } }
      if (!(stake > 0 && stake <= 100_000) || !Number.isFinite(winLoss) || winLoss < -stake)
        return { status: 400, body: { error: 'stake must be 0 to 100000 and winLoss at least -stake' } }
      // No request of the member's: no Language header (English) and no session (no time limit).
      const refusal = playRefusal(
        { db, req: { headers: {} }, token: null, now: Date.now() },
        member.id,
        stake,
      )
      if (refusal) return { status: 409, body: refusal.body }
      const at = Date.now()
      // C-13: the stake and the payout are ledger entries, with the bet, in one transaction; a member
      // short of the stake is topped up first (a demo deposit), so any stake can be tried.
      db.transaction(() => {
        const short = cents(stake - ledgerBalance(db, member.id))
        if (short > 0)
          post(db, {
            memberId: member.id,
            type: 'DEPOSIT',
            amount: short,
            product: 'DEMO',
            remark: 'Demo top-up',
            at,
          })
        const id = db
          .prepare(
            `INSERT INTO member_bets (member_id, bet_time, game_type, game_name, vendor, stake, payout, win_loss, status)
            VALUES (?, ?, 'RNG', 'Demo slot', 'DEMO', ?, ?, ?, 'SETTLED')`,
          )
          .run(member.id, at, stake, stake + winLoss, winLoss).lastInsertRowid
        const bet = {
          memberId: member.id,
          product: 'RNG',
          reference: `member_bets:${id}`,
          remark: `Demo slot #${id}`,
        }
        post(db, { ...bet, type: 'BET', amount: -stake, at })
        if (stake + winLoss > 0) post(db, { ...bet, type: 'PAYOUT', amount: stake + winLoss, at })
      })()
      return { status: 200, body: { stake, winLoss } }
    },
  },
]
