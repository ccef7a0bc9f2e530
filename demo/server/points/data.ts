// Tables and seed of the points system (MEMBER-19, MEMBER-28..32, API-65, API-67, API-68).
// Points are earned, never stored as a balance: the routes compute them from the real rows — settled
// stakes in member_bets (types live, lott, pvp, rng, sports) and the ledger's DEPOSIT entries as far as
// settled stakes match them (`playedDeposits`: no points for depositing and withdrawing without play) —
// per UTC day and type, each day's amount divided by the type's ratio (amount per point) and rounded down. Points spent are rows here: a redemption of goods (in
// process, rejected: given back, approved) or a conversion into money. The balance is earned − spent.

import { DAY_MS } from '../platform/time'
import type { Database } from 'better-sqlite3'

const SCHEMA = `
CREATE TABLE IF NOT EXISTS point_types (
  type TEXT PRIMARY KEY,
  ratio REAL NOT NULL,
  sort INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS point_goods (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  name_ur TEXT NOT NULL,
  points INTEGER NOT NULL,
  amount_required REAL NOT NULL,
  quantity INTEGER NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('ON', 'OFF')),
  sort INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS point_redemptions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  member_id TEXT NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  goods_id INTEGER NOT NULL REFERENCES point_goods (id),
  request_id TEXT NOT NULL,
  points INTEGER NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('PROCESS', 'REJECTED', 'APPROVED')),
  created_at INTEGER NOT NULL,
  decided_at INTEGER,
  UNIQUE (member_id, request_id)
);
CREATE TABLE IF NOT EXISTS point_conversions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  member_id TEXT NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  request_id TEXT NOT NULL,
  points INTEGER NOT NULL,
  amount REAL NOT NULL,
  created_at INTEGER NOT NULL,
  UNIQUE (member_id, request_id)
);
`

/** MEMBER-29: the types that earn points, each with its ratio (amount of turnover or deposit per point). */
export const POINT_TYPES = [
  ['LIVE', 100],
  ['LOTT', 50],
  ['PVP', 100],
  ['RNG', 100],
  ['SPORTS', 100],
  ['DEPOSIT', 200],
] as const
/** The bet game types that earn (FISH, ESPORTS, COCKFIGHT earn none: spec §3 lists five). */
export const BET_POINT_TYPES = ['LIVE', 'LOTT', 'PVP', 'RNG', 'SPORTS']

/** Goods: [id, [EN, UR] name, points, amount required (deposits so far), quantity, status]. */
const GOODS = [
  [1, ['Mobile top-up Rs 100', 'موبائل ٹاپ اپ 100 روپے'], 150, 0, 50, 'ON'],
  [2, ['Free spins voucher (20 spins)', 'فری اسپن واؤچر (20 اسپن)'], 250, 1000, 20, 'ON'],
  [3, ['Wireless earbuds', 'وائرلیس ایئربڈز'], 2500, 20000, 5, 'ON'],
  [4, ['Smart watch', 'اسمارٹ واچ'], 6000, 50000, 0, 'ON'],
  [5, ['Stadium tickets (season over)', 'اسٹیڈیم ٹکٹ (سیزن ختم)'], 900, 5000, 10, 'OFF'],
] as const

/** Converting points into money and the terms (C-13: shown from here, never hard-coded in the client). */
export const POINT_DEFAULTS = Object.freeze({
  /** Money per point when converting. */
  convertRate: 0.5,
  /** Fewest points one conversion takes. */
  convertMin: 100,
  /** Points never expire here (spec §1, §9); an operator whose terms differ says so in the terms. */
  expires: false,
  terms: [
    'Points are earned on settled bets (live, lottery, pvp, slots, sports) and on credited deposits as far as they are played (a deposit earns once settled bets match it; money withdrawn unplayed earns none), at the ratio shown for each type.',
    'Points on this site do not expire.',
    'Goods are sent after the operator approves the redemption; a rejected redemption gives the points back.',
    'Converted points are credited to your balance at once and cannot be turned back into points.',
  ],
  termsUr: [
    'پوائنٹس طے شدہ شرطوں (لائیو، لاٹری، پی وی پی، سلاٹس، کھیل) پر، اور جمع شدہ رقوم پر صرف اتنی جتنی ان سے شرط لگائی گئی (بغیر کھیلے نکالی گئی رقم پر کوئی پوائنٹ نہیں)، ہر قسم کے دکھائے گئے تناسب سے ملتے ہیں۔',
    'اس سائٹ پر پوائنٹس کی میعاد ختم نہیں ہوتی۔',
    'آپریٹر کی منظوری کے بعد سامان بھیجا جاتا ہے؛ مسترد شدہ تبادلے کے پوائنٹس واپس مل جاتے ہیں۔',
    'تبدیل شدہ پوائنٹس فوراً آپ کے بیلنس میں جمع ہو جاتے ہیں اور دوبارہ پوائنٹس نہیں بنتے۔',
  ],
})

/** A row of point_goods. */
export type GoodsRow = {
  id: number
  name: string
  name_ur: string
  points: number
  amount_required: number
  quantity: number
  status: 'ON' | 'OFF'
  sort: number
}

/** A row of point_redemptions: PROCESS until the operator decides (MEMBER-32). */
export type RedemptionRow = {
  id: number
  member_id: string
  goods_id: number
  request_id: string
  points: number
  status: 'PROCESS' | 'REJECTED' | 'APPROVED'
  created_at: number
  decided_at: number | null
}

/** A row of point_conversions. */
export type ConversionRow = {
  id: number
  member_id: string
  request_id: string
  points: number
  amount: number
  created_at: number
}

const ready = new WeakSet()

/** Creates the tables and the catalogue once per database. */
export function ensurePoints(db: Database) {
  if (ready.has(db)) return
  db.exec(SCHEMA)
  if (!db.prepare('SELECT 1 FROM point_types LIMIT 1').get()) seedCatalogue(db)
  ready.add(db)
}

function seedCatalogue(db: Database) {
  db.prepare('DELETE FROM point_types').run()
  const type = db.prepare('INSERT INTO point_types (type, ratio, sort) VALUES (?, ?, ?)')
  POINT_TYPES.forEach(([name, ratio], i) => type.run(name, ratio, i))
  const goods = db.prepare(
    'INSERT INTO point_goods (id, name, name_ur, points, amount_required, quantity, status, sort) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  )
  GOODS.forEach(([id, [name, nameUr], points, amount, quantity, status], i) =>
    goods.run(id, name, nameUr, points, amount, quantity, status, i),
  )
}

/**
 * Back to the seed (platform/db.ts seedDatabase, after the member records): the catalogue, and for the demo
 * member one approved and one rejected redemption in the past, so every record status shows.
 */
export function seedPoints(db: Database, now: number = Date.now()) {
  ensurePoints(db)
  for (const table of ['point_redemptions', 'point_conversions', 'point_goods'])
    db.prepare(`DELETE FROM ${table}`).run()
  db.prepare("DELETE FROM sqlite_sequence WHERE name IN ('point_redemptions', 'point_conversions')").run()
  seedCatalogue(db)
  if (!db.prepare("SELECT 1 FROM members WHERE id = '10000001'").get()) return
  const add = db.prepare(
    `INSERT INTO point_redemptions (member_id, goods_id, request_id, points, status, created_at, decided_at)
    VALUES ('10000001', ?, ?, ?, ?, ?, ?)`,
  )
  add.run(1, 'seed-1', 150, 'APPROVED', now - 20 * DAY_MS, now - 19 * DAY_MS)
  add.run(2, 'seed-2', 250, 'REJECTED', now - 9 * DAY_MS, now - 8 * DAY_MS)
}

/**
 * MEMBER-29, the deposit rule: a deposit earns points only as far as it is played. Walking the days in
 * order, the deposit amount that counts up to a day is the smaller of the deposits credited so far and
 * the settled stakes placed so far; each day earns on what that amount grew by that day. Money
 * deposited and withdrawn without play (or deposited again and again) therefore earns nothing, and a
 * deposit played later earns on the day it is played.
 */
function playedDeposits(db: Database, memberId: string) {
  const rows = db
    .prepare(
      `SELECT day, SUM(deposit) AS deposit, SUM(stake) AS stake FROM (
        SELECT (created_at / ${DAY_MS}) * ${DAY_MS} AS day, amount AS deposit, 0 AS stake FROM member_transactions
          WHERE member_id = ? AND type = 'DEPOSIT' AND wallet = 'MAIN' AND amount > 0
        UNION ALL
        SELECT (bet_time / ${DAY_MS}) * ${DAY_MS}, 0, stake FROM member_bets WHERE member_id = ? AND status = 'SETTLED'
      ) GROUP BY day ORDER BY day`,
    )
    .all(memberId, memberId) as { day: number; deposit: number; stake: number }[]
  let deposited = 0
  let staked = 0
  let counted = 0
  return rows.flatMap((r) => {
    deposited += r.deposit
    staked += r.stake
    const played = Math.min(deposited, staked)
    const amount = played - counted
    counted = played
    return amount > 0 ? [{ day: r.day, type: 'DEPOSIT', amount }] : []
  })
}

/**
 * Points earned per UTC day and type, newest first (MEMBER-28 "changed points"): settled stakes per
 * bet type, and the deposits as far as they were played (`playedDeposits`).
 */
export function earnedByDay(
  db: Database,
  memberId: string,
): { day: number; type: string; amount: number; points: number }[] {
  ensurePoints(db)
  const placeholders = BET_POINT_TYPES.map(() => '?').join(', ')
  const bets = db
    .prepare(
      `SELECT (bet_time / ${DAY_MS}) * ${DAY_MS} AS day, game_type AS type, SUM(stake) AS amount FROM member_bets
        WHERE member_id = ? AND status = 'SETTLED' AND game_type IN (${placeholders}) GROUP BY day, type`,
    )
    .all(memberId, ...BET_POINT_TYPES) as { day: number; type: string; amount: number }[]
  const rows = [...bets, ...playedDeposits(db, memberId)].sort(
    (a, b) => b.day - a.day || (a.type < b.type ? -1 : a.type > b.type ? 1 : 0),
  )
  const ratios = new Map(
    (db.prepare('SELECT type, ratio FROM point_types').all() as { type: string; ratio: number }[]).map(
      (r) => [r.type, r.ratio],
    ),
  )
  return rows
    .map((r) => ({
      ...r,
      amount: Math.round(r.amount * 100) / 100,
      points: Math.floor(Math.round(r.amount * 100) / 100 / (ratios.get(r.type) ?? Infinity)),
    }))
    .filter((r) => r.points > 0)
}

/**
 * The member's points: per type earned, spent (redeem), and the balance.
 */
export function pointTotals(db: Database, memberId: string) {
  const earned = new Map<string, number>()
  for (const row of earnedByDay(db, memberId)) earned.set(row.type, (earned.get(row.type) ?? 0) + row.points)
  const { redeemed } = db
    .prepare(
      "SELECT COALESCE(SUM(points), 0) AS redeemed FROM point_redemptions WHERE member_id = ? AND status != 'REJECTED'",
    )
    .get(memberId) as { redeemed: number }
  const { converted } = db
    .prepare('SELECT COALESCE(SUM(points), 0) AS converted FROM point_conversions WHERE member_id = ?')
    .get(memberId) as { converted: number }
  const totalEarned = [...earned.values()].reduce((a, b) => a + b, 0)
  const spent = redeemed + converted
  return { earned, spent, balance: totalEarned - spent }
}

/** Total credited deposits of a member (the goods' amount requirement). */
export function depositTotal(db: Database, memberId: string) {
  return (
    db
      .prepare(
        "SELECT COALESCE(SUM(amount), 0) AS total FROM member_transactions WHERE member_id = ? AND type = 'DEPOSIT' AND amount > 0",
      )
      .get(memberId) as { total: number }
  ).total
}
