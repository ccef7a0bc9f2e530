// Tables of the sign-in safeguards: e-mailed password reset codes (FORGOT-13), one-time login
// exchange codes (C-5) and the agreements a member accepted at registration (VAL-33, FTR-5). Reset
// with the rest (platform/db.ts RESET_TABLES).
import type { Database } from 'better-sqlite3'

/** Cleared by seedDatabase, before `members`. */
export const SECURITY_TABLES = ['password_reset_codes', 'login_exchange_codes', 'member_agreements']

export function addSecurityTables(db: Database) {
  db.exec(`
CREATE TABLE IF NOT EXISTS password_reset_codes (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  member_id TEXT NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  code_hash TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  used INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS login_exchange_codes (
  code_hash TEXT PRIMARY KEY,
  member_id TEXT NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  expires_at INTEGER NOT NULL,
  used INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS member_agreements (
  member_id TEXT NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  agreement TEXT NOT NULL,
  accepted_at INTEGER NOT NULL,
  ip TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (member_id, agreement)
);`)
}
