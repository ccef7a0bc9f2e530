// Feedback and complaints (MEMBER-20, VAL-53, VAL-54, API-59): what a member sent —
// type, content, up to three png/jpg images — and the operator's reply, given on the demo control page.

import { DAY_MS, MINUTE_MS } from '../platform/time'
import type { Database } from 'better-sqlite3'

const SCHEMA = `
CREATE TABLE IF NOT EXISTS feedback (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  member_id TEXT NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  type TEXT NOT NULL,
  content TEXT NOT NULL,
  images TEXT NOT NULL DEFAULT '[]',
  created_at INTEGER NOT NULL,
  reply TEXT,
  replied_at INTEGER
);
CREATE INDEX IF NOT EXISTS feedback_member ON feedback (member_id, created_at);
`

/** A row of feedback; `images` is a JSON list of data URLs, `reply` null until the operator answers. */
export type FeedbackRow = {
  id: number
  member_id: string
  type: string
  content: string
  images: string
  created_at: number
  reply: string | null
  replied_at: number | null
}

/** The feedback types; QUESTION is the support question, counted in words (VAL-54). */
export const FEEDBACK_TYPES = ['SUGGESTION', 'COMPLAINT', 'DEPOSIT', 'WITHDRAW', 'GAME', 'QUESTION']

/** Spec §5/§9: content at most 140 characters; the support question between {0} and {1} words (NS-20: the server's values). */
export const FEEDBACK_DEFAULTS = Object.freeze({ maxChars: 140, questionMinWords: 5, questionMaxWords: 60 })

const ready = new WeakSet()

export function ensureFeedback(db: Database) {
  if (ready.has(db)) return
  db.exec(SCHEMA)
  ready.add(db)
}

/** Back to the seed: one answered complaint of the demo member. */
export function seedFeedback(db: Database, now: number = Date.now()) {
  ensureFeedback(db)
  db.prepare('DELETE FROM feedback').run()
  db.prepare("DELETE FROM sqlite_sequence WHERE name = 'feedback'").run()
  if (!db.prepare("SELECT 1 FROM members WHERE id = '10000001'").get()) return
  db.prepare(
    `INSERT INTO feedback (member_id, type, content, created_at, reply, replied_at)
    VALUES ('10000001', 'DEPOSIT', ?, ?, ?, ?)`,
  ).run(
    'My deposit from yesterday evening took two hours to show in my balance.',
    now - 3 * DAY_MS,
    'Sorry for the wait: the bank confirmed late. It was credited the same evening.',
    now - 3 * DAY_MS + 90 * MINUTE_MS,
  )
}

/** Words in a text (VAL-54): runs of non-space characters. */
export const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length
/** Characters as a person counts them (code points, so an emoji is one). */
export const charCount = (text: string) => [...text].length
