// Tables of the sign-in safeguards: e-mailed password reset codes (FORGOT-13), one-time login
// exchange codes (C-5), the agreements a member accepted at registration (VAL-33, FTR-5) and the
// start of each member's play session (the session time limit counts from it). Reset with the rest
// (platform/db.ts RESET_TABLES).
import type { Database } from 'better-sqlite3'
import { ensureSocialSchema } from '../social/auth'

/** Cleared by seedDatabase, before `members`. */
export const SECURITY_TABLES = [
  'password_reset_codes',
  'login_exchange_codes',
  'member_agreements',
  'play_sessions',
  // LOGIN-33: links of provider identities and their pending steps (social/auth.ts)
  'social_links',
  'social_pending',
  'provider_tokens_spent',
]

export function addSecurityTables(db: Database) {
  ensureSocialSchema(db)
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
);
CREATE TABLE IF NOT EXISTS play_sessions (
  member_id TEXT PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  started_at INTEGER NOT NULL
);`)
  const columns = (db.prepare('PRAGMA table_info(login_exchange_codes)').all() as { name: string }[]).map(
    (c) => c.name,
  )
  // C-5: which password the code was minted under (a password change kills it).
  if (!columns.includes('password_stamp'))
    db.exec("ALTER TABLE login_exchange_codes ADD COLUMN password_stamp TEXT NOT NULL DEFAULT ''")
  // MENU-20, C-5: the session that minted the code (its token's hash): the code dies with it.
  if (!columns.includes('session_hash'))
    db.exec("ALTER TABLE login_exchange_codes ADD COLUMN session_hash TEXT NOT NULL DEFAULT ''")
}

/** The agreements every new account accepts (FTR-5, VAL-33): the terms and 18+. */
export const AGREEMENTS = ['terms', 'age'] as const

/** Records that a new account accepted the terms and confirmed its age, from `ip`. */
export function recordAgreements(db: Database, memberId: string, ip: string, at: number = Date.now()) {
  const accepted = db.prepare(
    'INSERT OR IGNORE INTO member_agreements (member_id, agreement, accepted_at, ip) VALUES (?, ?, ?, ?)',
  )
  for (const agreement of AGREEMENTS) accepted.run(memberId, agreement, at, ip)
}

/** Whether the member's agreements are on record. */
export function hasAgreements(db: Database, memberId: string) {
  const count = db
    .prepare(
      `SELECT COUNT(*) FROM member_agreements WHERE member_id = ? AND agreement IN (${AGREEMENTS.map(() => '?').join(', ')})`,
    )
    .pluck()
    .get(memberId, ...AGREEMENTS) as number
  return count === AGREEMENTS.length
}
