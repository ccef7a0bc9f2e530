// Tables and seed of the member's benefits (member2 helper, MEMBER-CONTRACT.md): the VIP levels
// (MEMBER-17, MEMBER-26), the bets already paid a manual rebate and the rebate claims (MEMBER-15).
// A member's level is computed from real totals: the deposits in the account record
// (member_transactions, type DEPOSIT) and the turnover of settled bets (member_bets). Triggers keep
// members.has_vip / vip_label / vip_level (member info) in agreement whenever those rows change.

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
CREATE TABLE IF NOT EXISTS rebated_bets (
  bet_id INTEGER PRIMARY KEY,
  claim_id INTEGER NOT NULL REFERENCES rebate_claims (id) ON DELETE CASCADE
);
`

/** The level a member's totals reach: the highest whose deposit and turnover requirements are both met. */
const LEVEL_OF = (member) => `(SELECT COALESCE(MAX(l.level), 0) FROM vip_levels l
  WHERE l.deposit_required <= (SELECT COALESCE(SUM(amount), 0) FROM member_transactions WHERE member_id = ${member} AND type = 'DEPOSIT')
  AND l.turnover_required <= (SELECT COALESCE(SUM(stake), 0) FROM member_bets WHERE member_id = ${member} AND status = 'SETTLED'))`

/** Brings member info's VIP fields into agreement with the computed level. */
const SYNC = (member) => `UPDATE members SET vip_level = ${LEVEL_OF(member)} WHERE id = ${member};
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
export const VIP_LEVELS = [
  [0, ['Member', 'رکن'], 0, 0, 0.2, 20_000],
  [1, ['VIP 1', 'وی آئی پی 1'], 1_000, 10_000, 0.4, 50_000],
  [2, ['VIP 2', 'وی آئی پی 2'], 5_000, 40_000, 0.6, 100_000],
  [3, ['VIP 3', 'وی آئی پی 3'], 20_000, 150_000, 0.8, 200_000],
  [4, ['VIP 4', 'وی آئی پی 4'], 100_000, 1_000_000, 1.0, 500_000],
  [5, ['VIP 5', 'وی آئی پی 5'], 500_000, 5_000_000, 1.2, 1_000_000],
]

const ready = new WeakSet()

/**
 * Creates the tables, the level catalogue and the triggers once per database (the records' tables first).
 * @param {import('better-sqlite3').Database} db
 */
export function ensureMemberBenefits(db) {
  if (ready.has(db)) return
  db.exec(SCHEMA)
  if (!db.prepare('SELECT 1 FROM vip_levels LIMIT 1').get()) {
    const insert = db.prepare(`INSERT INTO vip_levels (level, name, name_ur, deposit_required, turnover_required, rebate_rate, withdraw_limit)
      VALUES (?, ?, ?, ?, ?, ?, ?)`)
    for (const [level, [name, nameUr], deposit, turnover, rate, limit] of VIP_LEVELS) insert.run(level, name, nameUr, deposit, turnover, rate, limit)
  }
  db.exec(TRIGGERS)
  ready.add(db)
}

/**
 * Recomputes one member's VIP fields (or every member's) from their totals.
 * @param {import('better-sqlite3').Database} db @param {string} [memberId]
 */
export function syncVip(db, memberId) {
  ensureMemberBenefits(db)
  const ids = memberId ? [memberId] : /** @type {{ id: string }[]} */ (db.prepare('SELECT id FROM members').all()).map((m) => m.id)
  const statements = SYNC('?').split(';').map((s) => s.trim()).filter(Boolean).map((s) => db.prepare(s))
  for (const id of ids) for (const statement of statements) statement.run(...Array(statement.source.split('?').length - 1).fill(id))
}

/**
 * Puts the benefits back to the seed (no claims yet) and every member's level to their totals; runs
 * after the records' seed (db.mjs seedDatabase).
 * @param {import('better-sqlite3').Database} db
 */
export function seedMemberBenefits(db) {
  ensureMemberBenefits(db)
  for (const table of ['rebated_bets', 'rebate_claims']) db.prepare(`DELETE FROM ${table}`).run()
  db.prepare("DELETE FROM sqlite_sequence WHERE name = 'rebate_claims'").run()
  syncVip(db)
}
