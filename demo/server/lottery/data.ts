// The demo lottery's tables (LOTT-1..12, API-49..52): issues — each with its secret and the
// secret's published hash (API-51 (fair draw), lottery/fair.ts) —, draws — a result every few minutes, derived
// from the issue's secret —, lobby launches (tickets bound to the member's session, ROUTE-26 (ticket bound to the session)), the
// members' recent lottery games, and bets (lottery/bets.ts). A draw settles its bets: the betting
// record's row (member_bets) gets its payout and win/loss, a win is paid through the ledger — all in
// one SQL transaction, guarded by the bet's status.
import { post } from '../ledger/ledger'
import { SECOND_MS } from '../platform/time'
import { LOTTERY_GAMES, closesAtOf, drawTimeOf, openIssue } from './catalogue'
import { FAIR_RULE, newSecret, numbersFromSecret, secretHashOf } from './fair'
import type { Database } from 'better-sqlite3'
import type { LotteryGame } from './catalogue'

/** Draws kept per game; bets older than that are settled before their draw is dropped. */
export const DRAWS_KEPT = 20
/** How often the server looks for a due draw (the timer is unref'd: it never keeps Node alive). */
export const DRAW_CHECK_MS = 10 * SECOND_MS
/** The ledger's product of every lottery entry (C-13). */
export const LOTTERY_PRODUCT = 'LOTTERY'
/** The betting record's game type of a lottery bet (MEMBER-7). */
export const LOTTERY_GAME_TYPE = 'LOTT'

const SCHEMA = `
CREATE TABLE IF NOT EXISTS lottery_issues (
  game_code TEXT NOT NULL,
  issue INTEGER NOT NULL,
  secret TEXT NOT NULL,
  secret_hash TEXT NOT NULL,
  published_at INTEGER NOT NULL,
  PRIMARY KEY (game_code, issue)
);
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

/** Columns added after the first tables: the launch's session and password marks, the bet's record row. */
const COLUMNS: [table: string, column: string, type: string][] = [
  ['lottery_launches', 'session_hash', "TEXT NOT NULL DEFAULT ''"],
  ['lottery_launches', 'password_mark', "TEXT NOT NULL DEFAULT ''"],
  ['lottery_bets', 'record_id', 'INTEGER'],
]

/** A row of lottery_bets. */
export type LotteryBetRow = {
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
  record_id: number | null
}

const ready = new WeakSet<Database>()
/** Creates the lottery tables once per database (older files gain the new columns). */
export function ensureLottery(db: Database) {
  if (ready.has(db)) return
  const fresh = !db
    .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'lottery_issues'")
    .get()
  db.exec(SCHEMA)
  for (const [table, column, type] of COLUMNS) {
    const have = (db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[]).map((c) => c.name)
    if (!have.includes(column)) db.exec(`ALTER TABLE ${table} ADD COLUMN ${column} ${type}`)
  }
  db.exec('CREATE UNIQUE INDEX IF NOT EXISTS lottery_bets_request ON lottery_bets (member_id, request_id)')
  // Draws of a file made before issue secrets cannot be verified: they go, and are drawn afresh.
  if (fresh) db.prepare('DELETE FROM lottery_draws').run()
  ready.add(db)
}

/** Back to the seed: no issues, draws, launches, recent games or bets. */
export function seedLottery(db: Database) {
  ensureLottery(db)
  for (const table of [
    'lottery_bets',
    'lottery_recent',
    'lottery_launches',
    'lottery_draws',
    'lottery_issues',
  ])
    db.prepare(`DELETE FROM ${table}`).run()
  db.prepare("DELETE FROM sqlite_sequence WHERE name = 'lottery_bets'").run()
}

type IssueRow = { secret: string; secret_hash: string; published_at: number }

/**
 * API-51 (fair draw): the issue's secret row, made (crypto.randomBytes) the first time the issue is asked for —
 * when it is offered, bet on, or drawn. Only the hash leaves the server before the draw.
 */
function issueRow(db: Database, game: LotteryGame, issue: number, now: number): IssueRow {
  const find = () =>
    db
      .prepare(
        'SELECT secret, secret_hash, published_at FROM lottery_issues WHERE game_code = ? AND issue = ?',
      )
      .get(game.code, issue) as IssueRow | undefined
  const found = find()
  if (found) return found
  const secret = newSecret()
  db.prepare('INSERT OR IGNORE INTO lottery_issues VALUES (?, ?, ?, ?, ?)').run(
    game.code,
    issue,
    secret,
    secretHashOf(secret),
    now,
  )
  return find() as IssueRow
}

/**
 * What is published of an issue before its draw (API-51 (fair draw), API-51 (cut-off)): its number, when betting closes,
 * when it is drawn, the hash of its secret and since when that hash is published.
 */
export function issueInfo(db: Database, game: LotteryGame, issue: number, now: number) {
  ensureLottery(db)
  const row = issueRow(db, game, issue, now)
  return {
    issue: String(issue),
    closesAt: closesAtOf(game, issue),
    nextDrawAt: drawTimeOf(game, issue),
    secretHash: row.secret_hash,
    secretHashPublishedAt: row.published_at,
  }
}

/** The open issue's published info (what a menu item and a draw's "next" carry). */
export const openIssueInfo = (db: Database, game: LotteryGame, now: number) =>
  issueInfo(db, game, openIssue(game, now), now)

/** Settles one open bet against its issue's result: the record row, and a win paid through the ledger. */
function settleBet(
  db: Database,
  game: LotteryGame,
  bet: LotteryBetRow,
  first: number | undefined,
  now: number,
) {
  const won = first === bet.pick
  const payout = won ? Math.round(bet.stake * bet.odds * 100) / 100 : 0
  const settled = db
    .prepare(
      "UPDATE lottery_bets SET status = ?, payout = ?, settled_at = ? WHERE id = ? AND status = 'OPEN'",
    )
    .run(won ? 'WON' : 'LOST', payout, now, bet.id)
  if (settled.changes !== 1) return
  if (bet.record_id !== null)
    db.prepare(
      "UPDATE member_bets SET status = 'SETTLED', payout = ?, win_loss = ROUND(? - stake, 2) WHERE id = ?",
    ).run(payout, payout, bet.record_id)
  if (won)
    post(db, {
      memberId: bet.member_id,
      type: 'PAYOUT',
      amount: payout,
      product: LOTTERY_PRODUCT,
      reference: `lottery_bets:${bet.id}`,
      remark: `Lottery win: ${game.name} issue ${bet.issue}`,
      at: now,
    })
}

/**
 * Draws every issue that has ended by `now` (the last DRAWS_KEPT per game) from its secret and
 * settles its bets: each bet once (status guard). Answers how many draws were made.
 */
export function runDueDraws(db: Database, now: number) {
  ensureLottery(db)
  const latest = db.prepare('SELECT MAX(issue) AS issue FROM lottery_draws WHERE game_code = ?')
  const insert = db.prepare('INSERT OR IGNORE INTO lottery_draws VALUES (?, ?, ?, ?)')
  const drawn = db.prepare('SELECT numbers FROM lottery_draws WHERE game_code = ? AND issue = ?').pluck()
  const openBets = db.prepare(
    "SELECT * FROM lottery_bets WHERE game_code = ? AND issue <= ? AND status = 'OPEN'",
  )
  let made = 0
  db.transaction(() => {
    for (const game of LOTTERY_GAMES) {
      const closed = openIssue(game, now) - 1
      const last = (latest.get(game.code) as { issue: number | null }).issue
      const from = Math.max(last === null ? -Infinity : last + 1, closed - DRAWS_KEPT + 1)
      const draw = (issue: number) => {
        const { secret } = issueRow(db, game, issue, now)
        const numbers = numbersFromSecret(secret, game.code, issue, game.format)
        made += insert.run(game.code, issue, numbers.join(','), drawTimeOf(game, issue)).changes
        return numbers
      }
      for (let issue = from; issue <= closed; issue++) draw(issue)
      issueRow(db, game, closed + 1, now) // API-51 (fair draw): the open issue's hash is out as soon as it opens
      for (const bet of openBets.all(game.code, closed) as LotteryBetRow[]) {
        const known = drawn.get(game.code, bet.issue) as string | undefined
        const first = known === undefined ? draw(bet.issue)[0] : Number(known.split(',')[0])
        settleBet(db, game, bet, first, now)
      }
      const oldest = closed - DRAWS_KEPT
      db.prepare('DELETE FROM lottery_draws WHERE game_code = ? AND issue <= ?').run(game.code, oldest)
      db.prepare('DELETE FROM lottery_issues WHERE game_code = ? AND issue <= ?').run(game.code, oldest)
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
 * The latest `count` draws of a game, newest first, each with what proves it (API-51 (fair draw)): the hash
 * published before betting closed, the secret revealed now, the rule and the draw's format.
 */
export function latestDraws(db: Database, game: LotteryGame, count: number) {
  const rows = db
    .prepare(
      `SELECT d.issue, d.numbers, d.drawn_at, i.secret, i.secret_hash, i.published_at FROM lottery_draws d
       LEFT JOIN lottery_issues i ON i.game_code = d.game_code AND i.issue = d.issue
       WHERE d.game_code = ? ORDER BY d.issue DESC LIMIT ?`,
    )
    .all(game.code, count) as {
    issue: number
    numbers: string
    drawn_at: number
    secret: string | null
    secret_hash: string | null
    published_at: number | null
  }[]
  return rows.map((row) => ({
    gameCode: game.code,
    gameName: game.name,
    issue: String(row.issue),
    numbers: row.numbers.split(',').map(Number),
    drawnAt: row.drawn_at,
    closedAt: closesAtOf(game, row.issue),
    secretHash: row.secret_hash,
    secretHashPublishedAt: row.published_at,
    secret: row.secret,
    rule: FAIR_RULE,
    format: game.format,
  }))
}
