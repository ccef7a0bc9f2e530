// The demo lottery (issue 13; LOTT-1..8, API-49..52): the lottery games by prize mode (spec §9:
// LOTT, ZY, ELOTT, SEA), their draws — a result every few minutes from a seeded generator, so
// every start gives the same numbers for the same issue —, lobby launches (tickets holding the §7
// launch payload), the members' recent lottery games, and bets: placing one takes the stake from
// the balance with a ledger line, settling pays a win once (both one SQL transaction, guarded by the
// bet's status and a unique request id).
import { prng } from '../platform/prng'
import type { Database } from 'better-sqlite3'

/** Spec §9 prize modes; each catalogue vendor plays in one (LOTT→LOTT, ELOTT→ELOTT, TCG_SEA→SEA, TCG_LOTTO_VN→ZY). */
export const PRIZE_MODES = ['LOTT', 'ZY', 'ELOTT', 'SEA']
/** LOTT-4: the lottery icon set; every menu carries one. */
export const LOTTERY_ICONS = ['11X5', 'LF', 'LHC', 'PK10', 'SSC']
/** The catalogue vendor of each prize mode (the tiles of demo/server/games/catalogue.mjs). */
export const MODE_VENDORS = { LOTT: 'LOTT', ZY: 'TCG_LOTTO_VN', ELOTT: 'ELOTT', SEA: 'TCG_SEA' }

/** How a game draws: `digits` n digits 0-9; `race` 1-10 in order; `pick` n distinct of 1..max;
`dice` n dice. A bet names the first number drawn. */
export type DrawFormat = { kind: 'digits' | 'race' | 'pick' | 'dice'; count: number; max?: number }
export type LotteryGame = {
  code: string
  name: string
  nameUr: string
  mode: string
  menu: string
  minutes: number
  format: DrawFormat
}

const DIGITS5 = { kind: 'digits', count: 5 } as DrawFormat
const RACE = { kind: 'race', count: 10 } as DrawFormat
const PICK11 = { kind: 'pick', count: 5, max: 11 } as DrawFormat
const MARK6 = { kind: 'pick', count: 7, max: 49 } as DrawFormat
const DICE = { kind: 'dice', count: 3 } as DrawFormat

/** Every lottery game. Codes are the catalogue's game codes, so each lottery tile lands on its game. */
export const LOTTERY_GAMES: LotteryGame[] = [
  {
    code: 'SSC',
    name: 'Speedy SSC',
    nameUr: 'اسپیڈی ایس ایس سی',
    mode: 'LOTT',
    menu: 'SSC',
    minutes: 1,
    format: DIGITS5,
  },
  {
    code: 'PK10',
    name: 'PK10 Racing',
    nameUr: 'پی کے 10 ریسنگ',
    mode: 'LOTT',
    menu: 'PK10',
    minutes: 3,
    format: RACE,
  },
  {
    code: '11X5',
    name: '11 Choose 5',
    nameUr: '11 میں سے 5',
    mode: 'LOTT',
    menu: '11X5',
    minutes: 5,
    format: PICK11,
  },
  { code: 'LHC', name: 'Mark Six', nameUr: 'مارک سکس', mode: 'LOTT', menu: 'LHC', minutes: 5, format: MARK6 },
  {
    code: 'LF',
    name: 'Lucky Fast 3',
    nameUr: 'لکی فاسٹ 3',
    mode: 'LOTT',
    menu: 'LF',
    minutes: 3,
    format: DICE,
  },
  {
    code: 'VN_NORTH',
    name: 'Vietnam Lotto north',
    nameUr: 'ویتنام لوٹو شمال',
    mode: 'ZY',
    menu: 'SSC',
    minutes: 5,
    format: DIGITS5,
  },
  {
    code: 'VN_CENTRAL',
    name: 'Vietnam Lotto central',
    nameUr: 'ویتنام لوٹو وسط',
    mode: 'ZY',
    menu: 'SSC',
    minutes: 5,
    format: DIGITS5,
  },
  {
    code: 'VN_SOUTH',
    name: 'Vietnam Lotto south',
    nameUr: 'ویتنام لوٹو جنوب',
    mode: 'ZY',
    menu: 'SSC',
    minutes: 5,
    format: DIGITS5,
  },
  {
    code: 'E_SSC',
    name: 'E-SSC',
    nameUr: 'ای-ایس ایس سی',
    mode: 'ELOTT',
    menu: 'SSC',
    minutes: 1,
    format: DIGITS5,
  },
  {
    code: 'E_PK10',
    name: 'E-PK10',
    nameUr: 'ای-پی کے 10',
    mode: 'ELOTT',
    menu: 'PK10',
    minutes: 1,
    format: RACE,
  },
  {
    code: 'E_11X5',
    name: 'E-11X5',
    nameUr: 'ای-11 میں سے 5',
    mode: 'ELOTT',
    menu: '11X5',
    minutes: 3,
    format: PICK11,
  },
  { code: 'E_K3', name: 'E-K3', nameUr: 'ای-کے 3', mode: 'ELOTT', menu: 'LF', minutes: 1, format: DICE },
  {
    code: 'E_LHC',
    name: 'E-LHC',
    nameUr: 'ای-ایل ایچ سی',
    mode: 'ELOTT',
    menu: 'LHC',
    minutes: 3,
    format: MARK6,
  },
  {
    code: 'SEA_4D',
    name: 'SEA 4D',
    nameUr: 'ایس ای اے 4 ڈی',
    mode: 'SEA',
    menu: 'SSC',
    minutes: 5,
    format: { kind: 'digits', count: 4 },
  },
  {
    code: 'SEA_5D',
    name: 'SEA 5D',
    nameUr: 'ایس ای اے 5 ڈی',
    mode: 'SEA',
    menu: 'SSC',
    minutes: 5,
    format: DIGITS5,
  },
  {
    code: 'SEA_TOTO',
    name: 'SEA TOTO',
    nameUr: 'ایس ای اے ٹوٹو',
    mode: 'SEA',
    menu: 'LHC',
    minutes: 5,
    format: MARK6,
  },
]

/** Menu names (the icon set's families). */
export const MENU_NAMES = {
  SSC: ['Shi Shi Cai', 'شی شی کائی'],
  PK10: ['PK10', 'پی کے 10'],
  '11X5': ['11 choose 5', '11 میں سے 5'],
  LHC: ['Mark six', 'مارک سکس'],
  LF: ['Fast 3', 'فاسٹ 3'],
}

/** Draws kept per game; bets older than that are settled before their draw is dropped. */
export const DRAWS_KEPT = 20
/** How often the server looks for a due draw (the timer is unref'd: it never keeps Node alive). */
export const DRAW_CHECK_MS = 10_000
/** The stake range of a demo bet (rupees). */
export const STAKE_MIN = 1
export const STAKE_MAX = 5000
/** The house keeps 5 %: odds are the count of first numbers × 0.95. */
const RETURN_RATE = 0.95
const SEED = 20251123

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

const ready = new WeakSet()
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

export function findLotteryGame(code: string) {
  return LOTTERY_GAMES.find((game) => game.code === code)
}

const intervalOf = (game: LotteryGame) => game.minutes * 60_000

/** The issue open for bets at `now`; it is drawn when it ends. */
export function openIssue(game: LotteryGame, now: number) {
  return Math.floor(now / intervalOf(game))
}

/** When `issue` is drawn. */
export function drawTimeOf(game: LotteryGame, issue: number) {
  return (issue + 1) * intervalOf(game)
}

function hashOf(text: string) {
  let h = 0
  for (const c of text) h = (Math.imul(h, 31) + c.charCodeAt(0)) >>> 0
  return h
}

/** The numbers a first ball can show (the bet's choices). */
export function firstNumbers(format: DrawFormat) {
  if (format.kind === 'digits') return Array.from({ length: 10 }, (_, i) => i)
  if (format.kind === 'dice') return [1, 2, 3, 4, 5, 6]
  const max = format.kind === 'race' ? 10 : (format.max ?? 10)
  return Array.from({ length: max }, (_, i) => i + 1)
}

/** A win pays stake × odds. */
export function oddsOf(game: LotteryGame) {
  return Math.round(firstNumbers(game.format).length * RETURN_RATE * 100) / 100
}

/**
 * The result of one issue: the same numbers for the same game and issue on every start.
 */
export function resultOf(game: LotteryGame, issue: number): number[] {
  const random = prng((SEED ^ hashOf(game.code) ^ Math.imul(issue, 2654435761)) >>> 0)
  const { format } = game
  if (format.kind === 'digits') return Array.from({ length: format.count }, () => Math.floor(random() * 10))
  if (format.kind === 'dice') return Array.from({ length: format.count }, () => 1 + Math.floor(random() * 6))
  const pool = firstNumbers(format)
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[pool[i], pool[j]] = [pool[j] as number, pool[i] as number]
  }
  return pool.slice(0, format.count)
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
      for (const bet of openBets.all(game.code, closed) as any[]) {
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
