// Salary and dividend settlement of the agent centre (AGENT-16, AGENT-21/22, spec §9): from the
// settled bets of each agent's team, for every completed period of each active contract:
//   real-time salary  every 5 minutes   rate % of the team's valid bets
//   hourly salary     every hour        rate % of valid bets, when active members and valid bets reach the contract's
//   daily salary      every day (UTC)   the same per day
//   dividend          the pay period (D, W, H semi-monthly, M)  rate % of the team's loss, when active members,
//                     valid bets and the loss reach the contract's
// An agent keeps its rate on its whole team less the rate each sub-agent's contract of the same kind
// takes of the same bets, whatever the periods each is paid on (settleAgents says how): an agent is
// never paid more on a sub-team than its own rate of it. Each payment is one SQL transaction: a row
// in agent_payments (unique agent, kind, period: a period is never paid twice, even when two runs
// overlap) and its ledger entry (ledger.ts post: the balance and the line together, C-13).
// The clock is injectable (`agentClock`, moved by the demo control API); the timer is unref'd.
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../platform/time'
import { money } from '../member-records/data'
import { post } from '../ledger/ledger'
import type { ContractRow } from './schema'
import type { Database } from 'better-sqlite3'

/** How far back a run looks for unpaid periods, per kind. */
const LOOKBACK_MS = { realtime: 3 * HOUR_MS, hourly: 48 * HOUR_MS, daily: 62 * DAY_MS, dividend: 62 * DAY_MS }
/** AGENT-16: real-time salary settles every 5 minutes. */
export const REALTIME_MS = 5 * MINUTE_MS

/** Ledger remarks of each kind (account details, member-centre account record). */
export const KIND_LABELS = {
  realtime: 'Real-time salary',
  hourly: 'Hourly salary',
  daily: 'Daily salary',
  dividend: 'Dividend',
}

/** the demo clock's offset from the real one, per database */
const offsets: WeakMap<object, number> = new WeakMap()

/** The settlement clock of a database: real time plus what the demo moved it forward. */
export function agentClock(db: object) {
  return Date.now() + (offsets.get(db) ?? 0)
}

/** Moves the demo clock forward (or, with 0 and `reset`, back to real time). */
export function moveAgentClock(db: object, ms: number, reset = false) {
  offsets.set(db, reset ? 0 : (offsets.get(db) ?? 0) + ms)
  return agentClock(db)
}

const pad = (n: number) => String(n).padStart(2, '0')
const ymd = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`

/** semi-monthly and monthly periods by UTC day */
const calendarCache: Map<number, { start: number; end: number }> = new Map()

/**
 * The start and end (exclusive) of the period (UTC) a moment falls in, for a kind and pay period.
 * Arithmetic only for the short periods: a run looks up every bet of the team.
 */
export function periodOf(kind: string, payPeriod: string, t: number): { start: number; end: number } {
  if (kind === 'realtime') {
    const start = t - (t % REALTIME_MS)
    return { start, end: start + REALTIME_MS }
  }
  if (kind === 'hourly') {
    const start = t - (t % HOUR_MS)
    return { start, end: start + HOUR_MS }
  }
  const day = Math.floor(t / DAY_MS)
  if (kind === 'daily' || payPeriod === 'D') return { start: day * DAY_MS, end: (day + 1) * DAY_MS }
  if (payPeriod === 'W') {
    // 1 January 1970 was a Thursday: Monday starts the week.
    const start = (day - ((day + 3) % 7)) * DAY_MS
    return { start, end: start + 7 * DAY_MS }
  }
  const cacheKey = payPeriod === 'H' ? day : -day - 1
  let cached = calendarCache.get(cacheKey)
  if (!cached) {
    const d = new Date(day * DAY_MS)
    const [y, m] = [d.getUTCFullYear(), d.getUTCMonth()]
    const second = d.getUTCDate() > 15
    cached =
      payPeriod === 'H'
        ? { start: Date.UTC(y, m, second ? 16 : 1), end: second ? Date.UTC(y, m + 1, 1) : Date.UTC(y, m, 16) }
        : { start: Date.UTC(y, m, 1), end: Date.UTC(y, m + 1, 1) }
    calendarCache.set(cacheKey, cached)
  }
  return cached
}

/**
 * The period's key in agent_payments (unique with agent and kind): RT:2026-11-23T21:35,
 * H:2026-11-23T21, D:2026-11-23, W:<Monday>, SM:2026-11-1 (or -2), M:2026-11.
 */
export function periodKey(kind: string, payPeriod: string, start: number) {
  const iso = new Date(start).toISOString()
  if (kind === 'realtime') return `RT:${iso.slice(0, 16)}`
  if (kind === 'hourly') return `H:${iso.slice(0, 13)}`
  if (kind === 'daily' || payPeriod === 'D') return `D:${iso.slice(0, 10)}`
  if (payPeriod === 'W') return `W:${iso.slice(0, 10)}`
  if (payPeriod === 'H') return `SM:${iso.slice(0, 7)}-${iso.slice(8, 10) === '01' ? 1 : 2}`
  return `M:${iso.slice(0, 7)}`
}

/** An active contract that has started (the only ones a run pays). */
type RunningContract = ContractRow & { started_at: number }
export type Payment = {
  agentId: string
  kind: string
  period: string
  amount: number
  /** the team's valid bets (salaries) or loss (dividend) in the period */
  base: number
  /** what the sub-agents' contracts take of it (see settleAgents) */
  deducted: number
}
/** What a period's bets add up to: valid bets (settled stakes), win/loss, and who bet. */
type Sums = { valid: number; winLoss: number }
type PeriodSums = Sums & { start: number; end: number; bettors: Set<string> }
/** A sub-agent's part of a period, cut at the sub-agent's own period boundaries. */
type Part = Sums & { rate: number }

/** The ledger product of each kind's payments (C-13). */
const PRODUCTS = { realtime: 'SALARY', hourly: 'SALARY', daily: 'SALARY', dividend: 'DIVIDEND' }
const KINDS = ['realtime', 'hourly', 'daily', 'dividend'] as const

/** The amount a kind's rate applies to: valid bets, or for a dividend the loss (never below 0). */
const baseOf = (kind: string, s: Sums | undefined) =>
  !s ? 0 : kind === 'dividend' ? Math.max(0, -s.winLoss) : s.valid

/**
 * Pays every completed, unpaid period up to `at`. Answers the payments made by this run.
 *
 * Sub-agents (AGENT-17: an upline offers at most its own rate, from its own share): an agent's
 * share of a sub-team is its rate minus the sub-agent's rate, on the same bets, whatever period each
 * of them is paid on. For each period P of an agent A, the bets of each sub-team under a sub-agent
 * S (the nearest agent below A on the bettor's line that holds a contract of the kind) are cut at
 * S's own period boundaries Q, and A's payment is
 *   rate(A) × base(A's team, P)  −  Σ over S and Q of min(rate(S), rate(A)) × base(S's part of P ∩ Q).
 * Salaries are linear in the bets, so A keeps exactly rate(A) − rate(S) of each sub-team bet. For a
 * dividend the base is the loss floored at 0; cutting A's deduction at S's boundaries makes it at
 * least what S can be paid for the same bets: S's payment for Q is rate(S) × max(0, loss(Q)), and
 * max(0, Σ loss(P ∩ Q)) ≤ Σ max(0, loss(P ∩ Q)); so A + S on a sub-team never exceed rate(A) of its
 * loss (a weekly 30 % upline over a monthly 20 % sub-agent keeps 10 %, not 30 %). The deduction
 * holds whether or not S reaches its own conditions in Q (A gave that share away by contract).
 * Agents without a contract of the kind are passed through: their sub-agents count for the agent
 * above them.
 *
 * @param at  the settlement clock (agentClock)
 * @param [options]  `agentId`: pay this agent only
 */
export function settleAgents(db: Database, at: number, { agentId }: { agentId?: string } = {}): Payment[] {
  const contracts = db
    .prepare("SELECT * FROM agent_contracts WHERE status = 'active' AND started_at IS NOT NULL")
    .all() as RunningContract[]
  if (!contracts.length) return []
  /** member → upline */
  const upline: Map<string, string> = new Map(
    db.prepare('SELECT member_id, upline_id FROM agent_links').raw().all() as [string, string][],
  )
  const ancestors = (id: string) => {
    const chain = []
    for (let up = upline.get(id); up; up = upline.get(up)) chain.push(up)
    return chain
  }
  const oldest = at - LOOKBACK_MS.daily - 31 * DAY_MS
  // The betting record (member_bets): every product's settled bets, lottery included.
  const bets = db
    .prepare(
      "SELECT member_id, bet_time, stake, win_loss FROM member_bets WHERE status = 'SETTLED' AND bet_time >= ? AND bet_time < ?",
    )
    .raw()
    .all(oldest, at) as [string, number, number, number][]
  /** `${agent}|${kind}` → active contract */
  const byAgentKind: Map<string, RunningContract> = new Map(
    contracts.map((c) => [`${c.downline_id}|${c.kind}`, c]),
  )
  /** contract id → period start → the team's sums */
  const sums: Map<number, Map<number, PeriodSums>> = new Map()
  /** contract id → period start → `${sub-agent contract}|${its period start}` → the part's sums */
  const parts: Map<number, Map<number, Map<string, Part>>> = new Map()
  const chains: Map<string, string[]> = new Map()
  for (const [memberId, time, stake, winLoss] of bets) {
    let chain = chains.get(memberId)
    if (!chain) chains.set(memberId, (chain = ancestors(memberId)))
    for (const kind of KINDS) {
      // Older than a run looks back (with room for the longest period): not needed.
      if (kind !== 'dividend' && time < at - LOOKBACK_MS[kind] - DAY_MS) continue
      /** the nearest contract of the kind below the agent being looked at, on this bettor's line */
      let below: RunningContract | undefined
      for (const agent of chain) {
        const contract = byAgentKind.get(`${agent}|${kind}`)
        if (!contract) continue
        const period = periodOf(kind, contract.pay_period, time)
        let perContract = sums.get(contract.id)
        if (!perContract) sums.set(contract.id, (perContract = new Map()))
        let s = perContract.get(period.start)
        if (!s) perContract.set(period.start, (s = { ...period, valid: 0, winLoss: 0, bettors: new Set() }))
        s.valid += stake
        s.winLoss += winLoss
        s.bettors.add(memberId)
        if (below) {
          const key = `${below.id}|${periodOf(kind, below.pay_period, time).start}`
          let perPeriod = parts.get(contract.id)
          if (!perPeriod) parts.set(contract.id, (perPeriod = new Map()))
          let byPart = perPeriod.get(period.start)
          if (!byPart) perPeriod.set(period.start, (byPart = new Map()))
          let part = byPart.get(key)
          if (!part) byPart.set(key, (part = { valid: 0, winLoss: 0, rate: below.rate }))
          part.valid += stake
          part.winLoss += winLoss
        }
        below = contract
      }
    }
  }

  const paidKeys = db.prepare('SELECT period FROM agent_payments WHERE agent_id = ? AND kind = ?').pluck()
  const insert =
    db.prepare(`INSERT OR IGNORE INTO agent_payments (agent_id, kind, period, period_start, period_end,
    contract_id, base, rate, amount, created_at, gross, deducted) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
  // One transaction: the payment's row (unique per agent, kind and period), the balance and its
  // ledger line (C-13), or none of them.
  const pay = db.transaction(
    (
      c: RunningContract,
      key: string,
      s: PeriodSums,
      f: { base: number; amount: number; gross: number; deducted: number },
    ) => {
      const { base, amount, gross, deducted } = f
      const row = insert.run(
        c.downline_id,
        c.kind,
        key,
        s.start,
        s.end,
        c.id,
        base,
        c.rate,
        amount,
        s.end,
        gross,
        deducted,
      )
      if (!row.changes) return false
      const kind = c.kind as keyof typeof KIND_LABELS
      post(db, {
        memberId: c.downline_id,
        type: 'BONUS',
        amount,
        product: PRODUCTS[kind],
        reference: `agent_payments:${row.lastInsertRowid}`,
        remark: `${KIND_LABELS[kind]} ${key}`,
        at: Math.min(at, s.end + MINUTE_MS),
      })
      return true
    },
  )

  const made: Payment[] = []
  for (const c of contracts) {
    if (agentId && c.downline_id !== agentId) continue
    const periods = sums.get(c.id)
    if (!periods) continue
    const paid = new Set(paidKeys.all(c.downline_id, c.kind))
    const from = Math.max(c.started_at, at - LOOKBACK_MS[c.kind as keyof typeof LOOKBACK_MS])
    for (const [start, s] of periods) {
      if (s.end > at || s.start < from) continue
      const key = periodKey(c.kind, c.pay_period, start)
      if (paid.has(key)) continue
      if (c.kind !== 'realtime') {
        if (s.bettors.size < c.active_members) continue
        if (
          c.kind === 'dividend' ? s.valid < c.valid_bet || -s.winLoss < c.profit_loss : s.valid < c.bet_amount
        )
          continue
      }
      let deducted = 0
      for (const part of parts.get(c.id)?.get(start)?.values() ?? [])
        deducted += (Math.min(part.rate, c.rate) / 100) * baseOf(c.kind, part)
      deducted = money(deducted)
      const base = money(baseOf(c.kind, s))
      // Kept with the payment, so the salary pages show the formula as paid: gross − deducted.
      const gross = money((c.rate / 100) * baseOf(c.kind, s))
      const amount = money(gross - deducted)
      if (amount <= 0) continue
      if (pay(c, key, s, { base, amount, gross, deducted }))
        made.push({ agentId: c.downline_id, kind: c.kind, period: key, amount, base, deducted })
    }
  }
  return made
}

/**
 * The live settlement: every 5 minutes of real time (AGENT-16). The timer does not keep the process
 * alive (unref). Answers a stop function.
 */
export function startSettlementTimer(db: Database) {
  const timer = setInterval(() => {
    try {
      if (db.open) settleAgents(db, agentClock(db))
    } catch (error) {
      console.error('[lobbykit] agent settlement:', error)
    }
  }, REALTIME_MS)
  timer.unref()
  return () => clearInterval(timer)
}
