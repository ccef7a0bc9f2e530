// The demo lottery (issue 13; LOTT-1..8, API-49..52): the lottery games by prize mode (spec §9:
// LOTT, ZY, ELOTT, SEA), their draws — a result every few minutes from a seeded generator, so
// every start gives the same numbers for the same issue —, lobby launches (tickets holding the §7
// launch payload), the members' recent lottery games, and bets: placing one takes the stake from
// the balance with a ledger line, settling pays a win once (both one SQL transaction, guarded by the
// bet's status and a unique request id).
import { prng } from './prng.mjs'

/** Spec §9 prize modes; each catalogue vendor plays in one (LOTT→LOTT, ELOTT→ELOTT, TCG_SEA→SEA, TCG_LOTTO_VN→ZY). */
export const PRIZE_MODES = ['LOTT', 'ZY', 'ELOTT', 'SEA']
/** LOTT-4: the lottery icon set; every menu carries one. */
export const LOTTERY_ICONS = ['11X5', 'LF', 'LHC', 'PK10', 'SSC']
/** The catalogue vendor of each prize mode (the tiles of demo/server/games/catalogue.mjs). */
export const MODE_VENDORS = { LOTT: 'LOTT', ZY: 'TCG_LOTTO_VN', ELOTT: 'ELOTT', SEA: 'TCG_SEA' }

/**
 * How a game draws: `digits` n digits 0-9; `race` 1-10 in order; `pick` n distinct of 1..max;
 * `dice` n dice. A bet names the first number drawn.
 * @typedef {{ kind: 'digits' | 'race' | 'pick' | 'dice', count: number, max?: number }} DrawFormat
 * @typedef {{ code: string, name: string, nameUr: string, mode: string, menu: string, minutes: number, format: DrawFormat }} LotteryGame
 */

const DIGITS5 = /** @type {DrawFormat} */ ({ kind: 'digits', count: 5 })
const RACE = /** @type {DrawFormat} */ ({ kind: 'race', count: 10 })
const PICK11 = /** @type {DrawFormat} */ ({ kind: 'pick', count: 5, max: 11 })
const MARK6 = /** @type {DrawFormat} */ ({ kind: 'pick', count: 7, max: 49 })
const DICE = /** @type {DrawFormat} */ ({ kind: 'dice', count: 3 })

/** Every lottery game. Codes are the catalogue's game codes, so each lottery tile lands on its game. @type {LotteryGame[]} */
export const LOTTERY_GAMES = [
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
/** Creates the lottery tables once per database. @param {import('better-sqlite3').Database} db */
export function ensureLottery(db) {
  if (ready.has(db)) return
  db.exec(SCHEMA)
  ready.add(db)
}

/** Back to the seed: no draws, launches, recent games or bets. @param {import('better-sqlite3').Database} db */
export function seedLottery(db) {
  ensureLottery(db)
  for (const table of ['lottery_bets', 'lottery_recent', 'lottery_launches', 'lottery_draws'])
    db.prepare(`DELETE FROM ${table}`).run()
  db.prepare("DELETE FROM sqlite_sequence WHERE name = 'lottery_bets'").run()
}

/** @param {string} code */
export function findLotteryGame(code) {
  return LOTTERY_GAMES.find((game) => game.code === code)
}

/** @param {LotteryGame} game */
const intervalOf = (game) => game.minutes * 60_000

/** The issue open for bets at `now`; it is drawn when it ends. @param {LotteryGame} game @param {number} now */
export function openIssue(game, now) {
  return Math.floor(now / intervalOf(game))
}

/** When `issue` is drawn. @param {LotteryGame} game @param {number} issue */
export function drawTimeOf(game, issue) {
  return (issue + 1) * intervalOf(game)
}

/** @param {string} text */
function hashOf(text) {
  let h = 0
  for (const c of text) h = (Math.imul(h, 31) + c.charCodeAt(0)) >>> 0
  return h
}

/** The numbers a first ball can show (the bet's choices). @param {DrawFormat} format */
export function firstNumbers(format) {
  if (format.kind === 'digits') return Array.from({ length: 10 }, (_, i) => i)
  if (format.kind === 'dice') return [1, 2, 3, 4, 5, 6]
  const max = format.kind === 'race' ? 10 : (format.max ?? 10)
  return Array.from({ length: max }, (_, i) => i + 1)
}

/** A win pays stake × odds. @param {LotteryGame} game */
export function oddsOf(game) {
  return Math.round(firstNumbers(game.format).length * RETURN_RATE * 100) / 100
}

/**
 * The result of one issue: the same numbers for the same game and issue on every start.
 * @param {LotteryGame} game @param {number} issue @returns {number[]}
 */
export function resultOf(game, issue) {
  const random = prng((SEED ^ hashOf(game.code) ^ Math.imul(issue, 2654435761)) >>> 0)
  const { format } = game
  if (format.kind === 'digits') return Array.from({ length: format.count }, () => Math.floor(random() * 10))
  if (format.kind === 'dice') return Array.from({ length: format.count }, () => 1 + Math.floor(random() * 6))
  const pool = firstNumbers(format)
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[pool[i], pool[j]] = [/** @type {number} */ (pool[j]), /** @type {number} */ (pool[i])]
  }
  return pool.slice(0, format.count)
}

/**
 * Draws every issue that has ended by `now` (the last DRAWS_KEPT per game) and settles its bets:
 * a won bet is paid once (status guard), with its ledger line. Answers how many draws were made.
 * @param {import('better-sqlite3').Database} db @param {number} now
 */
export function runDueDraws(db, now) {
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
      const last = /** @type {{ issue: number | null }} */ (latest.get(game.code)).issue
      const from = Math.max(last === null ? -Infinity : last + 1, closed - DRAWS_KEPT + 1)
      for (let issue = from; issue <= closed; issue++) {
        made += insert.run(game.code, issue, resultOf(game, issue).join(','), drawTimeOf(game, issue)).changes
      }
      for (const bet of /** @type {any[]} */ (openBets.all(game.code, closed))) {
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
 * @param {import('better-sqlite3').Database} db @param {() => number} clock @returns {() => void} stop
 */
export function startLotteryDraws(db, clock) {
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
 * @param {import('better-sqlite3').Database} db @param {LotteryGame} game @param {number} count
 */
export function latestDraws(db, game, count) {
  const rows = /** @type {{ issue: number, numbers: string, drawn_at: number }[]} */ (
    db
      .prepare(
        'SELECT issue, numbers, drawn_at FROM lottery_draws WHERE game_code = ? ORDER BY issue DESC LIMIT ?',
      )
      .all(game.code, count)
  )
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
 * @param {import('better-sqlite3').Database} db
 * @param {{ memberId: string, ticket: string, requestId: string, game: LotteryGame, pick: number, stake: number, now: number }} bet
 * @returns {{ id: number, issue: number, duplicate: boolean } | { error: 'INSUFFICIENT_BALANCE' | 'BAD_PICK' | 'BAD_STAKE' }}
 */
export function placeBet(db, { memberId, ticket, requestId, game, pick, stake, now }) {
  ensureLottery(db)
  if (!firstNumbers(game.format).includes(pick)) return { error: 'BAD_PICK' }
  if (!(stake >= STAKE_MIN && stake <= STAKE_MAX) || Math.abs(Math.round(stake * 100) - stake * 100) > 1e-6)
    return { error: 'BAD_STAKE' }
  return db.transaction(() => {
    const existing = /** @type {{ id: number, issue: number } | undefined} */ (
      db
        .prepare('SELECT id, issue FROM lottery_bets WHERE ticket = ? AND request_id = ?')
        .get(ticket, requestId)
    )
    if (existing) return { ...existing, duplicate: true }
    const issue = openIssue(game, now)
    const taken = db
      .prepare('UPDATE members SET balance = ROUND(balance - ?, 2) WHERE id = ? AND balance >= ?')
      .run(stake, memberId, stake)
    if (taken.changes !== 1) return /** @type {const} */ ({ error: 'INSUFFICIENT_BALANCE' })
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
