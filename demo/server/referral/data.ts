// The referral programme's table (MEMBER-12): what each member has claimed. Invitees and their
// turnover are never stored here: the routes read them from members (referred_by) and member_bets.
import type { Database } from 'better-sqlite3'

/** Commission on an invitee's settled stakes, in percent. */
export const REFERRAL_DEFAULTS = Object.freeze({ commissionRate: 0.2 })

const SCHEMA = `
CREATE TABLE IF NOT EXISTS referral_claims (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  member_id TEXT NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  amount REAL NOT NULL,
  claimed_at INTEGER NOT NULL
);
`
const ready = new WeakSet()

/** Creates the table once per database. */
export function ensureReferral(db: Database) {
  if (ready.has(db)) return
  db.exec(SCHEMA)
  ready.add(db)
}
