// The demo lottery's tables (LOTT-1..8, API-49..52): draws — a result every few minutes
// (lottery/catalogue.ts) —, lobby launches (tickets holding the §7 launch payload), the members'
// recent lottery games, and bets: placing one takes the stake from the balance with a ledger line,
// settling pays a win once (both one SQL transaction, guarded by the bet's status and a unique
// request id).
import { SECOND_MS } from '../platform/time'
import { LOTTERY_GAMES, drawTimeOf, firstNumbers, oddsOf, openIssue, resultOf } from './catalogue'
import type { Database } from 'better-sqlite3'
import type { LotteryGame } from './catalogue'

/** Draws kept per game; bets older than that are settled before their draw is dropped. */
export const DRAWS_KEPT = 20
/** How often the server looks for a due draw (the timer is unref'd: it never keeps Node alive). */
export const DRAW_CHECK_MS = 10 * SECOND_MS
/** The stake range of a demo bet (rupees). */
export const STAKE_MIN = 1
export const STAKE_MAX = 5000

const SCHEMA = `
CREATE TABLE IF NOT EXISTS lottery_draws (
  game_code TEXT NOT NULL,
  issue INTEGER NOT NULL,
  numbers TEXT NOT NULL,
  drawn_at INTEGER NOT NULL,
  PRIMARY KEY (game_code, issue)
);
CREATE TABLE IF NOT EXISTS lottery_launches (
  ticket TEXT PRIMARY KEY,
  member_id TEXT NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  payload TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS lottery_recent (
  member_id TEXT NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  game_code TEXT NOT NULL,
  played_at INTEGER NOT NULL,
  PRIMARY KEY (member_id, game_code)
);
CREATE TABLE IF NOT EXISTS lottery_bets (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  member_id TEXT NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  ticket TEXT NOT NULL,
  request_id TEXT NOT NULL,
  game_code TEXT NOT NULL,
  issue INTEGER NOT NULL,
  pick INTEGER NOT NULL,
  stake REAL NOT NULL CHECK (stake > 0),
  odds REAL NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('OPEN', 'WON', 'LOST')),
  payout REAL NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  settled_at INTEGER,
  UNIQUE (ticket, request_id)
);
CREATE INDEX IF NOT EXISTS lottery_bets_open ON lottery_bets (game_code, issue, status);
`

/** A row of lottery_bets. */
type BetRow = {
  id: number
  member_id: string
  ticket: string
  request_id: string
  game_code: string
  issue: number
  pick: number
  stake: number
  odds: number
  status: 'OPEN' | 'WON' | 'LOST'
  payout: number
  created_at: number
  settled_at: number | null
}

const ready = new WeakSet<Database>()
/** Creates the lottery tables once per database. */
export function ensureLottery(db: Database) {
  if (ready.has(db)) return
  db.exec(SCHEMA)
  ready.add(db)
}

/** Back to the seed: no draws, launches, recent games or bets. */
export function seedLottery(db: Database) {
  ensureLottery(db)
  for (const table of ['lottery_bets', 'lottery_recent', 'lottery_launches', 'lottery_draws'])
    db.prepare(`DELETE FROM ${table}`).run()
  db.prepare("DELETE FROM sqlite_sequence WHERE name = 'lottery_bets'").run()
}

/**
 * Draws every issue that has ended by `now` (the last DRAWS_KEPT per game) and settles its bets:
 * a won bet is paid once (status guard), with its ledger line. Answers how many draws were made.
 */
export function runDueDraws(db: Database, now: number) {
  ensureLottery(db)
  const latest = db.prepare('SELECT MAX(issue) AS issue FROM lottery_draws WHERE game_code = ?')
  const insert = db.prepare('INSERT OR IGNORE INTO lottery_draws VALUES (?, ?, ?, ?)')
  const openBets = db.prepare(
    "SELECT * FROM lottery_bets WHERE game_code = ? AND issue <= ? AND status = 'OPEN'",
  )
  const settle = db.prepare(
    "UPDATE lottery_bets SET status = ?, payout = ?, settled_at = ? WHERE id = ? AND status = 'OPEN'",
  )
  const credit = db.prepare('UPDATE members SET balance = ROUND(balance + ?, 2) WHERE id = ?')
  const ledger = db.prepare(
    "INSERT INTO member_transactions (member_id, created_at, type, amount, remark) VALUES (?, ?, 'PAYOUT', ?, ?)",
  )
  const prune = db.prepare('DELETE FROM lottery_draws WHERE game_code = ? AND issue <= ?')
  let made = 0
  db.transaction(() => {
    for (const game of LOTTERY_GAMES) {
      const closed = openIssue(game, now) - 1
      const last = (latest.get(game.code) as { issue: number | null }).issue
      const from = Math.max(last === null ? -Infinity : last + 1, closed - DRAWS_KEPT + 1)
      for (let issue = from; issue <= closed; issue++) {
        made += insert.run(game.code, issue, resultOf(game, issue).join(','), drawTimeOf(game, issue)).changes
      }
      for (const bet of openBets.all(game.code, closed) as BetRow[]) {
        const first = resultOf(game, bet.issue)[0]
        const won = first === bet.pick
        const payout = won ? Math.round(bet.stake * bet.odds * 100) / 100 : 0
        if (settle.run(won ? 'WON' : 'LOST', payout, now, bet.id).changes !== 1) continue
        if (won) {
          credit.run(payout, bet.member_id)
          ledger.run(bet.member_id, now, payout, `Lottery win: ${game.name} issue ${bet.issue}`)
        }
      }
      prune.run(game.code, closed - DRAWS_KEPT)
    }
  })()
  return made
}

/**
 * Draws on a timer from the server's clock; the timer never keeps the process alive.
 * @returns stop
 */
export function startLotteryDraws(db: Database, clock: () => number): () => void {
  const timer = setInterval(() => {
    try {
      if (db.open) runDueDraws(db, clock())
    } catch (error) {
      console.error('[lobbykit] demo server: lottery draw failed', error)
    }
  }, DRAW_CHECK_MS)
  timer.unref()
  return () => clearInterval(timer)
}

/**
 * The latest `count` draws of a game, newest first.
 */
export function latestDraws(db: Database, game: LotteryGame, count: number) {
  const rows = db
    .prepare(
      'SELECT issue, numbers, drawn_at FROM lottery_draws WHERE game_code = ? ORDER BY issue DESC LIMIT ?',
    )
    .all(game.code, count) as { issue: number; numbers: string; drawn_at: number }[]
  return rows.map((row) => ({
    gameCode: game.code,
    gameName: game.name,
    issue: String(row.issue),
    numbers: row.numbers.split(',').map(Number),
    drawnAt: row.drawn_at,
  }))
}

/**
 * Places a bet on the open issue: one transaction takes the stake (refused without the balance),
 * writes the ledger line and the bet. The same (ticket, requestId) never charges twice.
 */
export function placeBet(
  db: Database,
  {
    memberId,
    ticket,
    requestId,
    game,
    pick,
    stake,
    now,
  }: {
    memberId: string
    ticket: string
    requestId: string
    game: LotteryGame
    pick: number
    stake: number
    now: number
  },
):
  | { id: number; issue: number; duplicate: boolean }
  | { error: 'INSUFFICIENT_BALANCE' | 'BAD_PICK' | 'BAD_STAKE' } {
  ensureLottery(db)
  if (!firstNumbers(game.format).includes(pick)) return { error: 'BAD_PICK' }
  if (!(stake >= STAKE_MIN && stake <= STAKE_MAX) || Math.abs(Math.round(stake * 100) - stake * 100) > 1e-6)
    return { error: 'BAD_STAKE' }
  return db.transaction(() => {
    const existing = db
      .prepare('SELECT id, issue FROM lottery_bets WHERE ticket = ? AND request_id = ?')
      .get(ticket, requestId) as { id: number; issue: number } | undefined
    if (existing) return { ...existing, duplicate: true }
    const issue = openIssue(game, now)
    const taken = db
      .prepare('UPDATE members SET balance = ROUND(balance - ?, 2) WHERE id = ? AND balance >= ?')
      .run(stake, memberId, stake)
    if (taken.changes !== 1) return { error: 'INSUFFICIENT_BALANCE' } as const
    db.prepare(
      "INSERT INTO member_transactions (member_id, created_at, type, amount, remark) VALUES (?, ?, 'BET', ?, ?)",
    ).run(memberId, now, -stake, `Lottery bet: ${game.name} issue ${issue}`)
    const id = Number(
      db
        .prepare(
          `INSERT INTO lottery_bets (member_id, ticket, request_id, game_code, issue, pick, stake, odds, status, created_at)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'OPEN', ?)`,
        )
        .run(memberId, ticket, requestId, game.code, issue, pick, stake, oddsOf(game), now).lastInsertRowid,
    )
    return { id, issue, duplicate: false }
  })()
}
