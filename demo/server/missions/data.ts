// Tables and seed of the missions (MEMBER-13, MEMBER-35). A mission has a period
// (a UTC day, a week starting Monday, or a calendar month), a target and a reward. A member's progress
// is never stored: the routes compute it from the real rows — the bets table (member_bets, settled
// stakes) and the account record's DEPOSIT lines (member_transactions). A claim is one row per member,
// mission and period (the UNIQUE key makes a second claim impossible).

import { DAY_MS } from '../platform/time'
import type { Database } from 'better-sqlite3'

const SCHEMA = `
CREATE TABLE IF NOT EXISTS missions (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  title_ur TEXT NOT NULL,
  kind TEXT NOT NULL,
  game_type TEXT,
  period TEXT NOT NULL,
  target REAL NOT NULL,
  reward REAL NOT NULL
);
CREATE TABLE IF NOT EXISTS mission_claims (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  mission_id INTEGER NOT NULL REFERENCES missions (id) ON DELETE CASCADE,
  member_id TEXT NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  period_start INTEGER NOT NULL,
  claimed_at INTEGER NOT NULL,
  amount REAL NOT NULL,
  UNIQUE (mission_id, member_id, period_start)
);
`

/**
 * The seed: [id, [EN, UR] title, kind, game type, period, target, reward].
 * Kinds: BET_AMOUNT (settled stakes, of one game type or all), DEPOSIT_COUNT (DEPOSIT lines).
 */
export const MISSIONS = [
  [
    1,
    ['Bet Rs 5,000 on slots this week', 'اس ہفتے سلاٹس پر 5,000 روپے کی شرط لگائیں'],
    'BET_AMOUNT',
    'RNG',
    'WEEK',
    5_000,
    150,
  ],
  [2, ['Deposit twice this month', 'اس مہینے دو بار رقم جمع کریں'], 'DEPOSIT_COUNT', null, 'MONTH', 2, 100],
  [
    3,
    ['Bet Rs 20,000 on any game this month', 'اس مہینے کسی بھی گیم پر 20,000 روپے کی شرط لگائیں'],
    'BET_AMOUNT',
    null,
    'MONTH',
    20_000,
    300,
  ],
  [4, ['Bet Rs 300 today', 'آج 300 روپے کی شرط لگائیں'], 'BET_AMOUNT', null, 'DAY', 300, 10],
] as const

/** A row of the missions table. */
export type MissionRow = {
  id: number
  title: string
  title_ur: string
  kind: 'BET_AMOUNT' | 'DEPOSIT_COUNT'
  game_type: string | null
  period: 'DAY' | 'WEEK' | 'MONTH'
  target: number
  reward: number
}

/** A row of mission_claims: one per member, mission and period. */
export type MissionClaimRow = {
  id: number
  mission_id: number
  member_id: string
  period_start: number
  claimed_at: number
  amount: number
}

/**
 * The period that holds `now`, in UTC: [start, end).
 * @param period DAY | WEEK | MONTH */
export function periodOf(period: string, now: number) {
  const d = new Date(now)
  const day = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate())
  if (period === 'DAY') return { start: day, end: day + DAY_MS }
  if (period === 'WEEK') {
    const start = day - ((d.getUTCDay() + 6) % 7) * DAY_MS
    return { start, end: start + 7 * DAY_MS }
  }
  return {
    start: Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1),
    end: Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1),
  }
}

const ready = new WeakSet()

/** Creates the tables and the mission catalogue once per database. */
export function ensureMissions(db: Database) {
  if (ready.has(db)) return
  db.exec(SCHEMA)
  if (!db.prepare('SELECT 1 FROM missions LIMIT 1').get()) {
    const insert = db.prepare(
      'INSERT INTO missions (id, title, title_ur, kind, game_type, period, target, reward) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    )
    for (const [id, [title, titleUr], kind, gameType, period, target, reward] of MISSIONS)
      insert.run(id, title, titleUr, kind, gameType, period, target, reward)
  }
  ready.add(db)
}

/** Puts the missions back to the seed, no claims yet (platform/db.ts seedDatabase, after the records). */
export function seedMissions(db: Database) {
  ensureMissions(db)
  db.prepare('DELETE FROM mission_claims').run()
  db.prepare("DELETE FROM sqlite_sequence WHERE name = 'mission_claims'").run()
}
