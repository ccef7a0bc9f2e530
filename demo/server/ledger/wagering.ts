// Wagering requirements (MEMBER-10, MEMBER-25): a bonus that asks for turnover leaves a requirement
// here, made from its BONUS entry, and a withdrawal is refused while any of it is outstanding (the
// rule gate, ledger/gate.ts).
//
// The rule: a requirement is met by the member's stakes placed after it was set. Turnover is the
// member's BET entries of the ledger (every product, every wallet; a stake counts its size, win or
// lose) that come after the requirement's entry (later, or at the same instant with a later id). One
// stake counts once: stakes go to the oldest requirement open when they were placed, then to the
// next. Since a requirement can only be met by stakes after it, what remains is
//   outstanding = max(0, max over k of (Σ requirements from the k-th on − stakes after the k-th))
// (a stake after the k-th requirement may serve any of them; one before it cannot serve it). A
// requirement never expires and is not forgiven when the bonus is lost: it is met by play or not at all.
import type { Database } from 'better-sqlite3'
import { cents } from './ledger'

const prepared = new WeakSet<Database>()

/** Creates the requirements' table once per database (older database files gain it too). */
function ensureTable(db: Database) {
  if (prepared.has(db)) return
  db.exec(`CREATE TABLE IF NOT EXISTS turnover_requirements (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    member_id TEXT NOT NULL,
    entry_id INTEGER NOT NULL UNIQUE,
    amount REAL NOT NULL,
    set_at INTEGER NOT NULL
  );
  CREATE INDEX IF NOT EXISTS turnover_requirements_member ON turnover_requirements (member_id, set_at, entry_id);`)
  prepared.add(db)
}

export interface TurnoverRequirement {
  memberId: string
  /** the turnover to wager (the bonus times its multiple), at most 2 decimals */
  amount: number
  /** the BONUS entry (ledger id) that asked for it */
  entryId: number
  /** epoch ms: the bonus entry's time */
  at: number
}

/**
 * Records the turnover a bonus asks for. Call it in the bonus's own transaction, with the id `post`
 * answered. A requirement of 0 or less is none; a second call for the same entry changes nothing.
 */
export function requireTurnover(db: Database, { memberId, amount, entryId, at }: TurnoverRequirement) {
  const required = cents(amount)
  if (!Number.isFinite(required) || required <= 0) return
  ensureTable(db)
  db.prepare(
    `INSERT INTO turnover_requirements (member_id, entry_id, amount, set_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (entry_id) DO NOTHING`,
  ).run(memberId, entryId, required, at)
}

/** What the member must still wager before a withdrawal (0 when every requirement is met). */
export function outstandingTurnover(db: Database, memberId: string) {
  ensureTable(db)
  // Each requirement with the sum of the requirements from it on and the stakes placed after it.
  const rows = db
    .prepare(
      `SELECT
        (SELECT SUM(later.amount) FROM turnover_requirements later
          WHERE later.member_id = r.member_id
            AND (later.set_at > r.set_at OR (later.set_at = r.set_at AND later.entry_id >= r.entry_id))) AS required,
        (SELECT COALESCE(-SUM(t.amount), 0) FROM member_transactions t
          WHERE t.member_id = r.member_id AND t.type = 'BET'
            AND (t.created_at > r.set_at OR (t.created_at = r.set_at AND t.id > r.entry_id))) AS staked
      FROM turnover_requirements r WHERE r.member_id = ?`,
    )
    .all(memberId) as { required: number; staked: number }[]
  return cents(rows.reduce((most, { required, staked }) => Math.max(most, required - staked), 0))
}

/** Forgets every requirement (the demo's reset; the ledger's seed adds the seeded bonuses' own). */
export function clearTurnover(db: Database) {
  ensureTable(db)
  db.prepare('DELETE FROM turnover_requirements').run()
}
