// @vitest-environment node
// Settlement amounts (AGENT-16, AGENT-21, AGENT-22) on the reference server's own settlement
// (demo/server/agent/settlement.ts) over a database built here bet by bet, so every figure is known:
// the rate of the base, the sub-agents' deduction across different pay periods (an agent is never
// paid more on a sub-team than its own rate of it), the conditions, and each payment in the ledger.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { openDatabase, seedDatabase } from '../../demo/server/platform/db'
import { settleAgents } from '../../demo/server/agent/settlement'
import { ledgerBalance } from '../../demo/server/ledger/ledger'
import type { Database } from 'better-sqlite3'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
const at = (iso: string) => Date.parse(`${iso}Z`)

let db: Database
beforeEach(() => {
  db = openDatabase(':memory:').db
})
afterEach(() => db.close())

/** Accounts: [id, upline or null]; every account starts at 0. */
function tree(links: [string, string | null][]) {
  const member = db.prepare(
    "INSERT INTO members (id, username, password_hash, type, balance, created_at) VALUES (?, ?, 'x', 1, 0, 0)",
  )
  const link = db.prepare("INSERT INTO agent_links (member_id, upline_id, status) VALUES (?, ?, 'active')")
  for (const [id] of links) member.run(id, id)
  for (const [id, up] of links) if (up) link.run(id, up)
}

type Terms = { activeMembers?: number; validBet?: number; profitLoss?: number; betAmount?: number }
function contract(agent: string, kind: string, rate: number, payPeriod = 'D', terms: Terms = {}) {
  db.prepare(
    `INSERT INTO agent_contracts (downline_id, kind, rate, active_members, valid_bet, profit_loss, bet_amount,
     pay_period, status, created_at, started_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'active', 0, 0)`,
  ).run(
    agent,
    kind,
    rate,
    terms.activeMembers ?? 0,
    terms.validBet ?? 0,
    terms.profitLoss ?? 0,
    terms.betAmount ?? 0,
    payPeriod,
  )
}

/** A settled bet: `winLoss` is the player's (a loss is negative). */
function bet(member: string, iso: string, stake: number, winLoss: number) {
  db.prepare(
    `INSERT INTO member_bets (member_id, bet_time, game_type, game_name, vendor, stake, payout, win_loss, status)
     VALUES (?, ?, 'SLOT', 'SLOT game', 'DEMO', ?, ?, ?, 'SETTLED')`,
  ).run(member, at(iso), stake, stake + winLoss, winLoss)
}

const paid = (agent: string, kind: string) =>
  Object.fromEntries(
    (
      db
        .prepare('SELECT period, amount FROM agent_payments WHERE agent_id = ? AND kind = ? ORDER BY period')
        .all(agent, kind) as { period: string; amount: number }[]
    ).map((p) => [p.period, p.amount]),
  )

describe('dividends across pay periods (AGENT-21, AGENT-22)', () => {
  it('a weekly 30 % upline over a monthly 20 % sub-agent keeps 10 % of the sub-team loss, not 30 %', () => {
    tree([
      ['A', null],
      ['S', 'A'],
      ['p1', 'S'],
      ['p2', 'S'],
      ['q1', 'A'],
    ])
    contract('A', 'dividend', 30, 'W')
    contract('S', 'dividend', 20, 'M')
    // The week of Monday 5 October 2026, inside October.
    bet('p1', '2026-10-06T10:00', 1000, -1000)
    bet('p2', '2026-10-07T10:00', 500, -200)
    bet('q1', '2026-10-08T10:00', 800, -500)
    const payments = settleAgents(db, at('2026-11-02T00:00'))
    // A: 30 % of the team's loss 1,700 = 510, less 20 % of the sub-team's 1,200 = 240.
    expect(payments.find((p) => p.agentId === 'A')).toMatchObject({
      period: 'W:2026-10-05',
      base: 1700,
      deducted: 240,
      amount: 270,
    })
    // On the sub-team, A's 10 % (120 of its 270) and S's 20 % (240): 30 % of 1,200.
    expect(paid('S', 'dividend')).toEqual({ 'M:2026-10': 240 })
  })

  it('a week across two months deducts the sub-team part of each month, so the sub-agent is never paid more than was deducted', () => {
    tree([
      ['A', null],
      ['S', 'A'],
      ['p1', 'S'],
      ['p2', 'S'],
      ['q1', 'A'],
    ])
    contract('A', 'dividend', 30, 'W')
    contract('S', 'dividend', 20, 'M')
    // The week of Monday 28 September 2026: September's part loses 1,000, October's wins 600.
    bet('p1', '2026-09-29T10:00', 1000, -1000)
    bet('p2', '2026-10-02T10:00', 600, 600)
    bet('q1', '2026-10-03T10:00', 2000, -2000)
    settleAgents(db, at('2026-11-02T00:00'))
    // A: 30 % of 2,400 = 720, less 20 % of September's 1,000 (October's part has no loss).
    expect(paid('A', 'dividend')).toEqual({ 'W:2026-09-28': 520 })
    // S: September 20 % of 1,000; October is a win for the players: nothing.
    expect(paid('S', 'dividend')).toEqual({ 'M:2026-09': 200 })
  })

  it('pays only when active members, valid bets and the loss reach the contract (thresholds)', () => {
    tree([
      ['A', null],
      ['q1', 'A'],
      ['q2', 'A'],
      ['q3', 'A'],
    ])
    contract('A', 'dividend', 30, 'W', { activeMembers: 3, validBet: 5000, profitLoss: 1000 })
    // Week of 5 October: only 2 bettors. Week of 12 October: 3 bettors, valid 4,500 < 5,000.
    bet('q1', '2026-10-06T10:00', 3000, -1500)
    bet('q2', '2026-10-06T11:00', 3000, -1500)
    for (const q of ['q1', 'q2', 'q3']) bet(q, '2026-10-13T10:00', 1500, -500)
    // Week of 19 October: 3 bettors, valid 6,000, loss 900 < 1,000. Week of 26 October: all reached.
    for (const q of ['q1', 'q2', 'q3']) bet(q, '2026-10-20T10:00', 2000, -300)
    for (const q of ['q1', 'q2', 'q3']) bet(q, '2026-10-27T10:00', 2000, -400)
    settleAgents(db, at('2026-11-03T00:00'))
    expect(paid('A', 'dividend')).toEqual({ 'W:2026-10-26': 360 })
  })
})

describe('salaries (AGENT-16, AGENT-21)', () => {
  it('real-time salary: each level keeps its rate less the rate of the nearest contract below, through an agent without one', () => {
    tree([
      ['A', null],
      ['S', 'A'],
      ['T', 'S'],
      ['t1', 'T'],
      ['B', 'A'],
      ['C', 'B'],
      ['c1', 'C'],
    ])
    contract('A', 'realtime', 0.5)
    contract('S', 'realtime', 0.3)
    contract('T', 'realtime', 0.2)
    contract('C', 'realtime', 0.3)
    // B holds no real-time contract: C's part counts for A.
    bet('t1', '2026-10-06T10:01', 1000, -1000)
    bet('c1', '2026-10-06T10:02', 2000, 500)
    settleAgents(db, at('2026-10-06T10:06'))
    const key = 'RT:2026-10-06T10:00'
    expect(paid('T', 'realtime')).toEqual({ [key]: 2 })
    expect(paid('S', 'realtime')).toEqual({ [key]: 1 })
    expect(paid('C', 'realtime')).toEqual({ [key]: 6 })
    // A: 0.5 % of 3,000 = 15, less 0.3 % of 1,000 (S) and 0.3 % of 2,000 (C).
    expect(paid('A', 'realtime')).toEqual({ [key]: 6 })
    expect(paid('B', 'realtime')).toEqual({})
  })

  it('daily salary: the bet amount and active members conditions, and the sub-agent deduction on the same day', () => {
    tree([
      ['A', null],
      ['S', 'A'],
      ['p1', 'S'],
      ['q1', 'A'],
    ])
    contract('A', 'daily', 0.8, 'D', { activeMembers: 2, betAmount: 2000 })
    contract('S', 'daily', 0.5, 'D', { betAmount: 1000 })
    bet('p1', '2026-10-06T10:00', 1500, -100)
    bet('q1', '2026-10-06T11:00', 400, 100)
    bet('p1', '2026-10-07T10:00', 1000, 0)
    bet('q1', '2026-10-07T11:00', 1500, -100)
    bet('q1', '2026-10-08T10:00', 3000, 0)
    settleAgents(db, at('2026-10-09T00:00'))
    // 6 October: A's valid 1,900 < 2,000; S's 1,500 ≥ 1,000. 7 October: both. 8 October: one bettor.
    expect(paid('S', 'daily')).toEqual({ 'D:2026-10-06': 7.5, 'D:2026-10-07': 5 })
    expect(paid('A', 'daily')).toEqual({ 'D:2026-10-07': 15 })
  })
})

describe('payments in the ledger (C-13, AGENT-16)', () => {
  it('credits each payment as a BONUS entry of product SALARY or DIVIDEND referencing its row; balance = Σ entries', () => {
    tree([
      ['A', null],
      ['S', 'A'],
      ['p1', 'S'],
    ])
    contract('A', 'dividend', 30, 'W')
    contract('A', 'realtime', 0.5)
    contract('S', 'dividend', 20, 'W')
    bet('p1', '2026-10-06T10:01', 1000, -1000)
    bet('p1', '2026-10-12T00:01', 100, 0)
    settleAgents(db, at('2026-10-12T00:10'))
    const entries = db
      .prepare(
        `SELECT t.member_id, t.type, t.amount, t.product, p.kind FROM member_transactions t
         JOIN agent_payments p ON t.reference = 'agent_payments:' || p.id ORDER BY t.member_id, p.kind`,
      )
      .all()
    expect(entries).toEqual([
      { member_id: 'A', type: 'BONUS', amount: 100, product: 'DIVIDEND', kind: 'dividend' },
      { member_id: 'A', type: 'BONUS', amount: 0.5, product: 'SALARY', kind: 'realtime' },
      { member_id: 'S', type: 'BONUS', amount: 200, product: 'DIVIDEND', kind: 'dividend' },
    ])
    for (const [id, balance] of [
      ['A', 100.5],
      ['S', 200],
    ] as const) {
      expect(db.prepare('SELECT balance FROM members WHERE id = ?').pluck().get(id)).toBe(balance)
      expect(ledgerBalance(db, id)).toBe(balance)
    }
    // A second run finds nothing new to pay.
    expect(settleAgents(db, at('2026-10-12T00:10'))).toEqual([])
    expect(ledgerBalance(db, 'A')).toBe(100.5)
  })
})

describe("the seed's agent tree in the ledger (C-13, AGENT-16)", () => {
  it('every team account and its seeded payments are ledger entries: balance = Σ entries, one entry per payment', async () => {
    await seedDatabase(db)
    const team = db
      .prepare('SELECT m.id, m.balance FROM members m JOIN agent_links l ON l.member_id = m.id')
      .all() as { id: string; balance: number }[]
    expect(team.length).toBeGreaterThan(20)
    for (const m of team) expect(ledgerBalance(db, m.id), m.id).toBe(m.balance)
    // Each bet of the team's betting record has its BET entry.
    const unbooked = db
      .prepare(
        `SELECT COUNT(*) FROM member_bets b JOIN agent_links l ON l.member_id = b.member_id
         WHERE NOT EXISTS (SELECT 1 FROM member_transactions t WHERE t.reference = 'member_bets:' || b.id AND t.type = 'BET')`,
      )
      .pluck()
      .get()
    expect(unbooked).toBe(0)
    const payments = db.prepare('SELECT id, agent_id, amount FROM agent_payments').all() as {
      id: number
      agent_id: string
      amount: number
    }[]
    expect(payments.length).toBeGreaterThan(0)
    const entry = db.prepare(
      "SELECT member_id, amount FROM member_transactions WHERE reference = ? AND type = 'BONUS'",
    )
    for (const p of payments)
      expect(entry.all(`agent_payments:${p.id}`)).toEqual([{ member_id: p.agent_id, amount: p.amount }])
  }, 60_000)
})
