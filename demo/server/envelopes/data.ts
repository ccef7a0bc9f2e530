// Red envelopes (MEMBER-18): an envelope is granted to a member with its amount fixed by the server
// at grant time and kept secret until the member opens it; opening credits the balance once
// (envelopes/routes.ts: one SQL transaction, guarded by `opened_at IS NULL`).

import { DAY_MS, HOUR_MS } from '../platform/time'
import type { Database } from 'better-sqlite3'

const SCHEMA = `
CREATE TABLE IF NOT EXISTS red_envelopes (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  member_id TEXT NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  title TEXT NOT NULL,
  title_ur TEXT NOT NULL,
  amount REAL NOT NULL CHECK (amount > 0),
  granted_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  opened_at INTEGER
);
CREATE INDEX IF NOT EXISTS red_envelopes_member ON red_envelopes (member_id, granted_at);
`

/** A row of red_envelopes; `opened_at` null until opened. */
export type EnvelopeRow = {
  id: number
  member_id: string
  title: string
  title_ur: string
  amount: number
  granted_at: number
  expires_at: number
  opened_at: number | null
}

const ready = new WeakSet()

export function ensureEnvelopes(db: Database) {
  if (ready.has(db)) return
  db.exec(SCHEMA)
  ready.add(db)
}

/**
 * Grants an envelope; the amount is drawn now between min and max (whole rupees) and not shown.
 */
export function grantEnvelope(
  db: Database,
  {
    memberId,
    title,
    titleUr,
    min,
    max,
    days,
    now = Date.now(),
    at = now,
  }: {
    memberId: string
    title: string
    titleUr: string
    min: number
    max: number
    days: number
    now?: number
    at?: number
  },
) {
  ensureEnvelopes(db)
  const amount = Math.max(1, Math.round(min + Math.random() * (max - min)))
  return db
    .prepare(
      'INSERT INTO red_envelopes (member_id, title, title_ur, amount, granted_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
    )
    .run(memberId, title, titleUr, amount, at, at + days * DAY_MS).lastInsertRowid
}

/** Back to the seed: the demo member has two envelopes to open and one opened last week. */
export function seedEnvelopes(db: Database, now: number = Date.now()) {
  ensureEnvelopes(db)
  db.prepare('DELETE FROM red_envelopes').run()
  db.prepare("DELETE FROM sqlite_sequence WHERE name = 'red_envelopes'").run()
  if (!db.prepare("SELECT 1 FROM members WHERE id = '10000001'").get()) return
  const memberId = '10000001'
  const opened = grantEnvelope(db, {
    memberId,
    title: 'Weekend envelope',
    titleUr: 'ویک اینڈ لفافہ',
    min: 20,
    max: 20,
    days: 7,
    at: now - 8 * DAY_MS,
  })
  db.prepare('UPDATE red_envelopes SET opened_at = ? WHERE id = ?').run(now - 7 * DAY_MS, opened)
  grantEnvelope(db, {
    memberId,
    title: 'Welcome envelope',
    titleUr: 'خوش آمدید لفافہ',
    min: 10,
    max: 88,
    days: 7,
    at: now - DAY_MS,
  })
  grantEnvelope(db, {
    memberId,
    title: 'Lucky Friday',
    titleUr: 'خوش قسمت جمعہ',
    min: 5,
    max: 50,
    days: 3,
    at: now - HOUR_MS,
  })
}
