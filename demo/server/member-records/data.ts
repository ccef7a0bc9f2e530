// The member-centre records: platform messages (MEMBER-14),
// bets (MEMBER-7, MEMBER-9) and account transactions (MEMBER-8). Tables and a deterministic seed
// relative to "now": the demo member has several hundred bets over the last 60 days, the
// transactions those bets made plus deposits, withdrawals, bonuses and transfers, and messages of
// which 3 are unread (member info's unreadMessage is computed from this table: `unreadCount`).
import { addLedgerColumns } from '../ledger/ledger'
import type { LedgerRow } from '../ledger/ledger'
import { prng } from '../platform/prng'
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../platform/time'
import type { Database } from 'better-sqlite3'

/** The game types the seeded bet history draws from (its rows stay the same from start to start). */
export const SEEDED_BET_TYPES = ['SPORTS', 'LIVE', 'RNG', 'FISH', 'LOTT', 'PVP', 'ESPORTS', 'COCKFIGHT']
/** Every game type a bet, a record filter or a rebate can name (SYS-2: poker too). */
export const BET_GAME_TYPES = [...SEEDED_BET_TYPES, 'POKER']
export const BET_STATUSES = ['SETTLED', 'PENDING', 'VOID']
export const TRANSACTION_TYPES = ['DEPOSIT', 'WITHDRAW', 'BET', 'PAYOUT', 'BONUS', 'TRANSFER']

const SCHEMA = `
CREATE TABLE IF NOT EXISTS member_messages (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  member_id TEXT NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  read_at INTEGER
);
CREATE INDEX IF NOT EXISTS member_messages_member ON member_messages (member_id, created_at);
CREATE TABLE IF NOT EXISTS member_bets (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  member_id TEXT NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  bet_time INTEGER NOT NULL,
  game_type TEXT NOT NULL,
  game_name TEXT NOT NULL,
  vendor TEXT NOT NULL,
  stake REAL NOT NULL,
  payout REAL NOT NULL,
  win_loss REAL NOT NULL,
  status TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS member_bets_member ON member_bets (member_id, bet_time);
CREATE TABLE IF NOT EXISTS member_transactions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  member_id TEXT NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  type TEXT NOT NULL,
  amount REAL NOT NULL,
  remark TEXT NOT NULL DEFAULT ''
);
CREATE INDEX IF NOT EXISTS member_transactions_member ON member_transactions (member_id, created_at);
`

/** A row of member_messages (`content` is HTML). */
export type MessageRow = {
  id: number
  member_id: string
  title: string
  content: string
  created_at: number
  read_at: number | null
}

/** A row of member_bets. */
export type BetRow = {
  id: number
  member_id: string
  bet_time: number
  game_type: string
  game_name: string
  vendor: string
  stake: number
  payout: number
  win_loss: number
  status: string
}

/** A row of member_transactions (the ledger's row): money in positive, out negative. */
export type TransactionRow = LedgerRow

/**
 * Creates the tables; answers true when they were missing (an older database file: seed them).
 */
export function addMemberRecordTables(db: Database) {
  const missing = !db
    .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'member_bets'")
    .get()
  db.exec(SCHEMA)
  addLedgerColumns(db)
  return missing
}

/** Games per type: [game name, vendor]. */
const GAMES = {
  SPORTS: [
    ['Football: Lahore v Karachi', 'SABA'],
    ['Cricket: PSL match winner', 'SABA'],
    ['Tennis: set handicap', 'CMD'],
  ],
  LIVE: [
    ['Baccarat A', 'EVO'],
    ['Roulette Live', 'EVO'],
    ['Dragon Tiger', 'SEXY'],
  ],
  RNG: [
    ['Fortune Tiger', 'PG'],
    ['Mahjong Ways', 'PG'],
    ['Super Ace', 'JL'],
  ],
  FISH: [
    ['Ocean King', 'JDB'],
    ['Fishing God', 'JL'],
  ],
  LOTT: [
    ['Lucky 5D', 'TCG'],
    ['Keno 80', 'TCG'],
  ],
  PVP: [
    ['Teen Patti', 'KM'],
    ['Rummy', 'KM'],
  ],
  ESPORTS: [
    ['Dota 2: map 1 winner', 'TF'],
    ['Valorant: match winner', 'TF'],
  ],
  COCKFIGHT: [['Cockfight arena 3', 'S128']],
  POKER: [
    ["GG Poker Texas Hold'em", 'GGP'],
    ['V8 Poker Pot-Limit Omaha', 'V8'],
  ],
} satisfies Record<string, [string, string][]>

export const money = (value: number) => Math.round(value * 100) / 100

/** The game wallets the seeded history transfers to (transfers/data.ts seeds their balances). */
const SEED_TRANSFER_VENDORS = ['PG', 'BTI']

const pick = <T>(rnd: () => number, list: readonly T[]): T => list[Math.floor(rnd() * list.length)] as T

const DEMO_MESSAGES: [string, string][] = [
  [
    'Welcome to lobbykit',
    '<p>Welcome, <strong>Demo Player</strong>! Your account is ready.</p><p>Visit the <a href="/promotions">promotions</a> page for your welcome bonus.</p>',
  ],
  [
    'Your deposit was credited',
    '<p>Your deposit of <strong>Rs 500.00</strong> was credited to your wallet.</p>',
  ],
  ['Weekly rebate paid', '<p>Your weekly rebate of Rs 42.10 has been paid.</p>'],
  [
    'Security reminder',
    '<p>We will never ask for your password. Report suspicious messages to customer service.</p>',
  ],
  ['VIP 2 reached', '<p>Congratulations, you reached <em>VIP 2</em>. New benefits are waiting for you.</p>'],
  ['Scheduled maintenance', '<p>Sports betting pauses on Sunday 02:00–04:00 for maintenance.</p>'],
  ['Withdrawal completed', '<p>Your withdrawal of Rs 300.00 has been paid to your bank account.</p>'],
  [
    'Cricket festival',
    '<p>Bet on every PSL match this week and win double points.</p><ul><li>Minimum stake Rs 50</li><li>Settled bets only</li></ul>',
  ],
  ['Birthday bonus', '<p>Happy birthday! A bonus of Rs 100.00 is in your wallet.</p>'],
  ['New slot games', '<p>Ten new slot games arrived from PG and JILI. Try them in the lobby.</p>'],
  ['Rebate rules changed', '<p>From next month the rebate is paid daily instead of weekly.</p>'],
  ['Missions updated', '<p>New missions are available: complete three to win a lucky spin.</p>'],
  ['Account verified', '<p>Your mobile number has been verified.</p>'],
  [
    'Login from a new device',
    '<p>Your account was used on a new device. If it was not you, change your password now.</p>',
  ],
]
/** Messages (newest first) that are still unread: their count is demo's member-info unreadMessage (3). */
const DEMO_UNREAD = [0, 2, 5]

/**
 * Puts the records back to the seed, relative to `now` (demo/api/reset, seedDatabase).
 */
export function seedMemberRecords(db: Database, now: number = Date.now()) {
  addMemberRecordTables(db)
  for (const table of ['member_messages', 'member_bets', 'member_transactions'])
    db.prepare(`DELETE FROM ${table}`).run()
  db.prepare(
    "DELETE FROM sqlite_sequence WHERE name IN ('member_messages', 'member_bets', 'member_transactions')",
  ).run()
  const members = new Set((db.prepare('SELECT id FROM members').all() as { id: string }[]).map((m) => m.id))
  const message = db.prepare(
    'INSERT INTO member_messages (member_id, title, content, created_at, read_at) VALUES (?, ?, ?, ?, ?)',
  )
  if (members.has('10000001')) {
    DEMO_MESSAGES.forEach(([title, content], i) => {
      const at = now - i * 31 * HOUR_MS - 10 * MINUTE_MS
      message.run('10000001', title, content, at, DEMO_UNREAD.includes(i) ? null : at + HOUR_MS)
    })
    seedBets(db, '10000001', now, 61, 8, 20251)
  }
  if (members.has('10000002')) {
    message.run(
      '10000002',
      'Agent commission paid',
      '<p>Your commission for last week has been paid.</p>',
      now - 2 * HOUR_MS,
      null,
    )
    message.run(
      '10000002',
      'Welcome, agent',
      '<p>Your agent centre is ready.</p>',
      now - 9 * DAY_MS,
      now - 8 * DAY_MS,
    )
    seedBets(db, '10000002', now, 10, 2, 7)
  }
}

/**
 * `perDay` bets a day on average for `days` days back from now, and the transactions they made.
 */
function seedBets(db: Database, memberId: string, now: number, days: number, perDay: number, seed: number) {
  const rnd = prng(seed)
  const bet =
    db.prepare(`INSERT INTO member_bets (member_id, bet_time, game_type, game_name, vendor, stake, payout, win_loss, status)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`)
  // The seed writes history, not moves: the members' balances are the seed's figures, and
  // ledger/seed.ts brings forward what this history does not explain (C-13).
  const insert = db.prepare(
    `INSERT INTO member_transactions (member_id, created_at, type, amount, remark, product, reference, wallet)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  const move = (
    at: number,
    type: string,
    amount: number,
    remark: string,
    product = '',
    reference = '',
    wallet = 'MAIN',
  ) => insert.run(memberId, at, type, amount, remark, product, reference, wallet)
  for (let day = 0; day < days; day++) {
    const count = Math.max(1, Math.round(perDay * (0.5 + rnd())))
    for (let n = 0; n < count; n++) {
      // Today's bets are all in the last few hours, so "today" has bets in any time zone's morning too,
      // and all since midnight UTC, the day of the platform's "today" (MEMBER-16's DAY, MEMBER-7).
      const today = Math.min(4 * HOUR_MS, now % DAY_MS)
      const at = Math.round(now - day * DAY_MS - rnd() * (day === 0 ? today : DAY_MS))
      const gameType = pick(rnd, SEEDED_BET_TYPES)
      const [gameName, vendor] = pick(rnd, GAMES[gameType as keyof typeof GAMES])
      const stake = pick(rnd, [10, 20, 50, 100, 200, 500])
      const status = day === 0 && n === 0 ? 'PENDING' : rnd() < 0.04 ? 'VOID' : 'SETTLED'
      const roll = rnd()
      const payout =
        status === 'PENDING'
          ? 0
          : status === 'VOID'
            ? stake
            : roll < 0.55
              ? 0
              : money(stake * (1 + rnd() * (roll > 0.95 ? 9 : 1.2)))
      const winLoss = status === 'SETTLED' ? money(payout - stake) : 0
      const id = bet.run(
        memberId,
        at,
        gameType,
        gameName,
        vendor,
        stake,
        payout,
        winLoss,
        status,
      ).lastInsertRowid
      move(at, 'BET', -stake, `${gameName} #${id}`, gameType, `member_bets:${id}`)
      if (payout > 0)
        move(at + MINUTE_MS, 'PAYOUT', payout, `${gameName} #${id}`, gameType, `member_bets:${id}`)
    }
    if (day % 5 === 1)
      move(now - day * DAY_MS - 3 * HOUR_MS, 'DEPOSIT', pick(rnd, [500, 1000, 2000]), 'Bank transfer', 'BANK')
    if (day % 9 === 4)
      move(now - day * DAY_MS - 5 * HOUR_MS, 'WITHDRAW', -pick(rnd, [1500, 2500]), 'To bank account')
    if (day % 7 === 2)
      move(now - day * DAY_MS - 7 * HOUR_MS, 'BONUS', pick(rnd, [20, 50, 100]), 'Weekly rebate', 'REBATE')
    if (day % 11 === 6) {
      // A transfer to a game wallet: both sides (MEMBER-2), the vendor wallet's in its own column.
      const at = now - day * DAY_MS - 9 * HOUR_MS
      const amount = pick(rnd, [100, 200])
      const vendor = SEED_TRANSFER_VENDORS[day % SEED_TRANSFER_VENDORS.length] as string
      move(at, 'TRANSFER', -amount, `To ${vendor} wallet`, vendor)
      move(at, 'TRANSFER', amount, 'From main wallet', vendor, '', vendor)
    }
  }
}

/**
 * The member's unread messages: member info's unreadMessage and the unread-count call (API-61).
 */
export function unreadCount(db: Database, memberId: string) {
  return (
    db
      .prepare('SELECT COUNT(*) AS n FROM member_messages WHERE member_id = ? AND read_at IS NULL')
      .get(memberId) as { n: number }
  ).n
}
