// Session tokens: random, stored only as a SHA-256 hash, sliding idle expiry
// (settings.tokenTtlMinutes, 120 by default) inside an absolute lifetime (SESSION_MAX_MS, 12 h from
// the login, C-9). A token in `Authorization` may be bare or `Bearer <token>`.
// A session whose password must change first (LOGIN-29) is marked `must_change`:
// platform/api.ts lets it call only change-password and logout, and `touchSession` (optional-token routes)
// does not see it. A password change or reset ends the member's other sessions.
import { createHash, randomBytes } from 'node:crypto'
import type { Database } from 'better-sqlite3'
import type { IncomingMessage } from 'node:http'

/** The absolute lifetime of a session, however active (C-9). */
export const SESSION_MAX_MS = 12 * 60 * 60_000

/**
 * Adds the forced-change, first-login and lifetime columns to a sessions table made before them.
 */
export function addSessionColumns(db: Database) {
  const columns = (db.prepare('PRAGMA table_info(sessions)').all() as { name: string }[]).map((c) => c.name)
  if (!columns.includes('must_change'))
    db.exec('ALTER TABLE sessions ADD COLUMN must_change INTEGER NOT NULL DEFAULT 0')
  if (!columns.includes('first_login'))
    db.exec('ALTER TABLE sessions ADD COLUMN first_login INTEGER NOT NULL DEFAULT 0')
  if (!columns.includes('max_expires_at'))
    db.exec('ALTER TABLE sessions ADD COLUMN max_expires_at INTEGER NOT NULL DEFAULT 0')
  // RG: when the member's play session began (session/rules.ts playSessionStart); 0 = created_at.
  if (!columns.includes('play_started_at'))
    db.exec('ALTER TABLE sessions ADD COLUMN play_started_at INTEGER NOT NULL DEFAULT 0')
}

/** How a token is stored and looked up (protection/rules.ts finds the session's start by it). */
export function hashToken(token: string) {
  return createHash('sha256').update(token).digest('base64url')
}

/**
 * The token a request carries, or null.
 */
export function readToken(req: IncomingMessage) {
  const header = String(req.headers.authorization ?? '').trim()
  const token = header.replace(/^Bearer\s+/i, '').trim()
  return token || null
}

/**
 * Starts a session for a member and answers its token. Only session/rules.ts `admit` (every way in)
 * and the trial login call it.
 * @param [options]  mustChange: only change-password and logout until done; firstLogin: the
 *   member's first login (first-login announcements, ANN-13); playStartedAt: when the member's play
 *   session began (the session time limit counts from it, not from this login)
 */
export function createSession(
  db: Database,
  memberId: string,
  ttlMinutes: number,
  {
    mustChange = false,
    firstLogin = false,
    playStartedAt = 0,
  }: { mustChange?: boolean; firstLogin?: boolean; playStartedAt?: number } = {},
) {
  const token = randomBytes(32).toString('base64url')
  const now = Date.now()
  db.prepare(
    'INSERT INTO sessions (token_hash, member_id, created_at, expires_at, max_expires_at, must_change, first_login, play_started_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  ).run(
    hashToken(token),
    memberId,
    now,
    Math.min(now + ttlMinutes * 60_000, now + SESSION_MAX_MS),
    now + SESSION_MAX_MS,
    mustChange ? 1 : 0,
    firstLogin ? 1 : 0,
    playStartedAt,
  )
  return token
}

/**
 * The live session of a token, sliding its idle expiry (never past the absolute lifetime); null
 * when missing or expired.
 */
export function readSession(
  db: Database,
  token: string | null,
  ttlMinutes: number,
): { memberId: string; mustChange: boolean } | null {
  if (!token) return null
  const now = Date.now()
  const key = hashToken(token)
  const row = db.prepare('SELECT * FROM sessions WHERE token_hash = ?').get(key) as
    | {
        member_id: string
        expires_at: number
        max_expires_at: number
        created_at: number
        must_change: number
      }
    | undefined
  if (!row) return null
  const max = row.max_expires_at || row.created_at + SESSION_MAX_MS
  if (row.expires_at <= now || max <= now) {
    db.prepare('DELETE FROM sessions WHERE token_hash = ?').run(key)
    return null
  }
  db.prepare('UPDATE sessions SET expires_at = ? WHERE token_hash = ?').run(
    Math.min(now + ttlMinutes * 60_000, max),
    key,
  )
  return { memberId: row.member_id, mustChange: Boolean(row.must_change) }
}

/**
 * Ends every session of a member except `keepToken`'s, and lifts its "must change" mark.
 */
export function endOtherSessions(db: Database, memberId: string, keepToken: string | null = null) {
  const keep = keepToken ? hashToken(keepToken) : ''
  db.prepare('DELETE FROM sessions WHERE member_id = ? AND token_hash != ?').run(memberId, keep)
  if (keep) db.prepare('UPDATE sessions SET must_change = 0 WHERE token_hash = ?').run(keep)
}

/**
 * The member id of a live session, sliding its expiry; null when missing, expired, or held until
 * its password is changed (optional-token routes treat that session as logged out).
 */
export function touchSession(db: Database, token: string | null, ttlMinutes: number): string | null {
  const session = readSession(db, token, ttlMinutes)
  return session && !session.mustChange ? session.memberId : null
}

/**
 * Ends one session (no error when it has already ended).
 */
export function endSession(db: Database, token: string | null) {
  if (token) db.prepare('DELETE FROM sessions WHERE token_hash = ?').run(hashToken(token))
}

/**
 * Ends every session; answers how many were live.
 */
export function endAllSessions(db: Database) {
  return db.prepare('DELETE FROM sessions').run().changes
}

/**
 * Whether a live session was opened by the member's first login (first-login
 * announcements go to that member only).
 */
export function isFirstLoginSession(db: Database, token: string | null) {
  if (!token) return false
  const row = db
    .prepare('SELECT first_login FROM sessions WHERE token_hash = ? AND must_change = 0')
    .get(hashToken(token)) as { first_login: number } | undefined
  return Boolean(row?.first_login)
}
