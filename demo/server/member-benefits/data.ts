// Tables and seed of the member's benefits: the VIP levels
// (MEMBER-17, MEMBER-26), the bets already paid a manual rebate and the rebate claims (MEMBER-15),
// and the reward grants of the reward centre (MEMBER-11).
// A member's level is computed from real totals: the deposits in the account record
// (member_transactions, type DEPOSIT) and the turnover of settled bets (member_bets). Triggers keep
// members.has_vip / vip_label / vip_level (member info) in agreement whenever those rows change.

import { DAY_MS, HOUR_MS } from '../platform/time'
import type { Database } from 'better-sqlite3'

const SCHEMA = `
CREATE TABLE IF NOT EXISTS vip_levels (
  level INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  name_ur TEXT NOT NULL,
  deposit_required REAL NOT NULL,
  turnover_required REAL NOT NULL,
  rebate_rate REAL NOT NULL,
  withdraw_limit REAL NOT NULL
);
CREATE TABLE IF NOT EXISTS rebate_claims (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  member_id TEXT NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  claimed_at INTEGER NOT NULL,
  level INTEGER NOT NULL,
  rate REAL NOT NULL,
  turnover REAL NOT NULL,
  amount REAL NOT NULL
);
CREATE INDEX IF NOT EXISTS rebate_claims_member ON rebate_claims (member_id, claimed_at);
CREATE TABLE IF NOT EXISTS reward_grants (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  member_id TEXT NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  title TEXT NOT NULL,
  title_ur TEXT NOT NULL,
  amount REAL NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  claimed_at INTEGER
);
CREATE INDEX IF NOT EXISTS reward_grants_member ON reward_grants (member_id, created_at);
CREATE TABLE IF NOT EXISTS rebated_bets (
  bet_id INTEGER PRIMARY KEY,
  claim_id INTEGER NOT NULL REFERENCES rebate_claims (id) ON DELETE CASCADE
);
`

/** A row of vip_levels: `rebate_rate` is a percent of turnover, `withdraw_limit` a day's total. */
export type VipLevelRow = {
  level: number
  name: string
  name_ur: string
  deposit_required: number
  turnover_required: number
  rebate_rate: number
  withdraw_limit: number
}

/** A row of rebate_claims. */
export type RebateClaimRow = {
  id: number
  member_id: string
  claimed_at: number
  level: number
  rate: number
  turnover: number
  amount: number
}

/** A row of reward_grants (MEMBER-11): claimable until `expires_at`, once. */
export type RewardGrantRow = {
  id: number
  member_id: string
  title: string
  title_ur: string
  amount: number
  created_at: number
  expires_at: number
  claimed_at: number | null
}

/** The level a member's totals reach: the highest whose deposit and turnover requirements are both met. */
const LEVEL_OF = (member: string) => `(SELECT COALESCE(MAX(l.level), 0) FROM vip_levels l
  WHERE l.deposit_required <= (SELECT COALESCE(SUM(amount), 0) FROM member_transactions WHERE member_id = ${member} AND type = 'DEPOSIT')
  AND l.turnover_required <= (SELECT COALESCE(SUM(stake), 0) FROM member_bets WHERE member_id = ${member} AND status = 'SETTLED'))`

/** Brings member info's VIP fields into agreement with the computed level. */
const SYNC = (member: string) => `UPDATE members SET vip_level = ${LEVEL_OF(member)} WHERE id = ${member};
  UPDATE members SET has_vip = vip_level > 0, vip_label = CASE WHEN vip_level > 0 THEN (SELECT name FROM vip_levels WHERE level = members.vip_level) END WHERE id = ${member};`

const TRIGGERS = `
CREATE TRIGGER IF NOT EXISTS vip_on_transaction AFTER INSERT ON member_transactions WHEN NEW.type = 'DEPOSIT'
BEGIN ${SYNC('NEW.member_id')} END;
CREATE TRIGGER IF NOT EXISTS vip_on_bet AFTER INSERT ON member_bets WHEN NEW.status = 'SETTLED'
BEGIN ${SYNC('NEW.member_id')} END;
CREATE TRIGGER IF NOT EXISTS vip_on_bet_settled AFTER UPDATE OF status, stake ON member_bets
BEGIN ${SYNC('NEW.member_id')} END;
`

/** [level, [EN, UR] name, deposits required, turnover required, rebate % of turnover, withdrawal limit a day]. */
export const VIP_LEVELS: [number, [string, string], number, number, number, number][] = [
  [0, ['Member', 'رکن'], 0, 0, 0.2, 20_000],
  [1, ['VIP 1', 'وی آئی پی 1'], 1_000, 10_000, 0.4, 50_000],
  [2, ['VIP 2', 'وی آئی پی 2'], 5_000, 40_000, 0.6, 100_000],
  [3, ['VIP 3', 'وی آئی پی 3'], 20_000, 150_000, 0.8, 200_000],
  [4, ['VIP 4', 'وی آئی پی 4'], 100_000, 1_000_000, 1.0, 500_000],
  [5, ['VIP 5', 'وی آئی پی 5'], 500_000, 5_000_000, 1.2, 1_000_000],
]

const ready = new WeakSet<Database>()

/**
 * Creates the tables, the level catalogue and the triggers once per database (the records' tables first).
 */
export function ensureMemberBenefits(db: Database) {
  if (ready.has(db)) return
  db.exec(SCHEMA)
  if (!db.prepare('SELECT 1 FROM vip_levels LIMIT 1').get()) {
    const insert =
      db.prepare(`INSERT INTO vip_levels (level, name, name_ur, deposit_required, turnover_required, rebate_rate, withdraw_limit)
      VALUES (?, ?, ?, ?, ?, ?, ?)`)
    for (const [level, [name, nameUr], deposit, turnover, rate, limit] of VIP_LEVELS)
      insert.run(level, name, nameUr, deposit, turnover, rate, limit)
  }
  db.exec(TRIGGERS)
  ready.add(db)
}

/**
 * Runs the seed's writes with the VIP triggers held off, then brings every member's level to their
 * totals once: the same levels the triggers reach row by row, without summing a member's rows again
 * for each of their thousands of seeded bets and deposits. Inside the seed's transaction.
 */
export function withVipSyncedOnce(db: Database, write: () => void) {
  ensureMemberBenefits(db)
  db.exec('DROP TRIGGER vip_on_transaction; DROP TRIGGER vip_on_bet; DROP TRIGGER vip_on_bet_settled;')
  try {
    write()
  } finally {
    db.exec(TRIGGERS)
  }
  syncVip(db)
}

/**
 * Recomputes one member's VIP fields (or every member's) from their totals.
 */
export function syncVip(db: Database, memberId?: string) {
  ensureMemberBenefits(db)
  const ids = memberId
    ? [memberId]
    : (db.prepare('SELECT id FROM members').all() as { id: string }[]).map((m) => m.id)
  const statements = SYNC('?')
    .split(';')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => db.prepare(s))
  for (const id of ids)
    for (const statement of statements)
      statement.run(...Array(statement.source.split('?').length - 1).fill(id))
}

/**
 * Puts the benefits back to the seed (no claims yet), every member's level to their totals, and
 * MEMBER-11's reward grants of the demo members; runs after the records' seed (platform/db.ts).
 */
export function seedMemberBenefits(db: Database, now: number = Date.now()) {
  ensureMemberBenefits(db)
  for (const table of ['rebated_bets', 'rebate_claims', 'reward_grants'])
    db.prepare(`DELETE FROM ${table}`).run()
  db.prepare("DELETE FROM sqlite_sequence WHERE name IN ('rebate_claims', 'reward_grants')").run()
  syncVip(db)
  const grant =
    db.prepare(`INSERT INTO reward_grants (member_id, title, title_ur, amount, created_at, expires_at, claimed_at)
    VALUES (?, ?, ?, ?, ?, ?, ?)`)
  const members = new Set((db.prepare('SELECT id FROM members').all() as { id: string }[]).map((m) => m.id))
  for (const [member, [title, titleUr], amount, createdDaysAgo, expiresInHours, claimedDaysAgo] of REWARDS) {
    if (!members.has(member)) continue
    grant.run(
      member,
      title,
      titleUr,
      amount,
      now - createdDaysAgo * DAY_MS,
      now + expiresInHours * HOUR_MS,
      claimedDaysAgo === null ? null : now - claimedDaysAgo * DAY_MS,
    )
  }
}

/** MEMBER-11 seed: [member, [EN, UR] title, amount, granted days ago, expires in hours (negative: expired), claimed days ago or null]. */
const REWARDS = [
  ['10000001', ['Birthday bonus', 'سالگرہ بونس'], 100, 1, 5 * 24, null],
  ['10000001', ['Weekend reload bonus', 'ویک اینڈ ری لوڈ بونس'], 50, 2, 6, null],
  ['10000001', ['Welcome bonus', 'خوش آمدید بونس'], 200, 40, -30 * 24, 39],
  ['10000001', ['Cricket festival prize', 'کرکٹ فیسٹیول انعام'], 30, 10, -3 * 24, null],
  ['10000002', ['Agent welcome reward', 'ایجنٹ خوش آمدید انعام'], 80, 3, 7 * 24, null],
] as const
