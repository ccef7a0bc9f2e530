// Session tokens: random, stored only as a SHA-256 hash, sliding expiry (settings.tokenTtlMinutes,
// 120 by default). A token in `Authorization` may be bare or `Bearer <token>`.
import { createHash, randomBytes } from 'node:crypto'

/** @param {string} token */
function hashToken(token) {
  return createHash('sha256').update(token).digest('base64url')
}

/**
 * The token a request carries, or null.
 * @param {import('node:http').IncomingMessage} req
 */
export function readToken(req) {
  const header = String(req.headers.authorization ?? '').trim()
  const token = header.replace(/^Bearer\s+/i, '').trim()
  return token || null
}

/**
 * Starts a session for a member and answers its token.
 * @param {import('better-sqlite3').Database} db
 * @param {string} memberId
 * @param {number} ttlMinutes
 */
export function createSession(db, memberId, ttlMinutes) {
  const token = randomBytes(32).toString('base64url')
  const now = Date.now()
  db.prepare('INSERT INTO sessions (token_hash, member_id, created_at, expires_at) VALUES (?, ?, ?, ?)').run(
    hashToken(token),
    memberId,
    now,
    now + ttlMinutes * 60_000,
  )
  return token
}

/**
 * The member id of a live session, sliding its expiry; null when missing or expired.
 * @param {import('better-sqlite3').Database} db
 * @param {string | null} token
 * @param {number} ttlMinutes
 * @returns {string | null}
 */
export function touchSession(db, token, ttlMinutes) {
  if (!token) return null
  const now = Date.now()
  const key = hashToken(token)
  const row = /** @type {{ member_id: string, expires_at: number } | undefined} */ (
    db.prepare('SELECT member_id, expires_at FROM sessions WHERE token_hash = ?').get(key)
  )
  if (!row) return null
  if (row.expires_at <= now) {
    db.prepare('DELETE FROM sessions WHERE token_hash = ?').run(key)
    return null
  }
  db.prepare('UPDATE sessions SET expires_at = ? WHERE token_hash = ?').run(now + ttlMinutes * 60_000, key)
  return row.member_id
}

/**
 * Ends one session (no error when it has already ended).
 * @param {import('better-sqlite3').Database} db
 * @param {string | null} token
 */
export function endSession(db, token) {
  if (token) db.prepare('DELETE FROM sessions WHERE token_hash = ?').run(hashToken(token))
}

/**
 * Ends every session; answers how many were live.
 * @param {import('better-sqlite3').Database} db
 */
export function endAllSessions(db) {
  return db.prepare('DELETE FROM sessions').run().changes
}
