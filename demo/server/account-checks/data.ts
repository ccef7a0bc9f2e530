// Tables of the account checks: slider human-check challenges and their single-use tokens
// (LOGIN-15, API-70), remembered devices and new-device codes (LOGIN-28, C-16). Reset with the rest
// (platform/db.ts RESET_TABLES).
import type { Database } from 'better-sqlite3'

/** Cleared by seedDatabase, before `members`. */
export const ACCOUNT_CHECK_TABLES = ['human_challenges', 'human_tokens', 'device_codes', 'known_devices']

export function addAccountCheckTables(db: Database) {
  db.exec(`
CREATE TABLE IF NOT EXISTS human_challenges (
  id TEXT PRIMARY KEY,
  purpose TEXT NOT NULL,
  target INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS human_tokens (
  token_hash TEXT PRIMARY KEY,
  purpose TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  used INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS known_devices (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  member_id TEXT NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  device_hash TEXT NOT NULL,
  ip TEXT NOT NULL,
  user_agent TEXT NOT NULL DEFAULT '',
  first_seen INTEGER NOT NULL,
  last_seen INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  UNIQUE (member_id, device_hash)
);
CREATE TABLE IF NOT EXISTS device_codes (
  ticket_hash TEXT PRIMARY KEY,
  member_id TEXT NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  device_hash TEXT NOT NULL,
  ip TEXT NOT NULL,
  code_hash TEXT,
  expires_at INTEGER NOT NULL,
  used INTEGER NOT NULL DEFAULT 0
);`)
}
