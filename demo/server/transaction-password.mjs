// The transaction password (MEMBER-1, spec §3 "transaction password"): a second secret the member
// sets in the security centre and gives for money leaving the account (transfers to upline /
// downline, points redemption). Hashed with scrypt like the login password, never stored or echoed
// in clear. Guesses are limited per member, and the limit is taken BEFORE the slow check, so parallel
// requests cannot run more checks than the limit allows (DESIGN Decisions); a right answer gives it back.
import { fail, tooManyRequests } from './envelope.mjs'
import { SECURITY_DEFAULTS, ensureSecurity } from './security-data.mjs'
import { hashPassword, verifyPassword } from './passwords.mjs'
import { loadSettings } from './settings.mjs'

export const TX_MESSAGES = {
  NOT_SET: 'Please set a transaction password in the security centre first',
  INCORRECT: 'The transaction password is incorrect',
}

/**
 * @param {import('better-sqlite3').Database} db
 * @returns {typeof SECURITY_DEFAULTS}
 */
export function securityRules(db) {
  return { ...SECURITY_DEFAULTS, ...loadSettings(db).security }
}

/**
 * Whether the member has a transaction password.
 * @param {import('better-sqlite3').Database} db @param {string} memberId
 */
export function hasTransactionPassword(db, memberId) {
  ensureSecurity(db)
  return Boolean(db.prepare('SELECT 1 FROM member_secrets WHERE member_id = ?').get(memberId))
}

/**
 * Stores a new transaction password (the caller has checked the rule and the member's right to set it).
 * @param {import('better-sqlite3').Database} db @param {string} memberId @param {string} password
 */
export async function storeTransactionPassword(db, memberId, password) {
  ensureSecurity(db)
  const hash = await hashPassword(password)
  db.prepare(
    `INSERT INTO member_secrets (member_id, tx_password_hash, updated_at) VALUES (?, ?, ?)
    ON CONFLICT(member_id) DO UPDATE SET tx_password_hash = excluded.tx_password_hash, updated_at = excluded.updated_at`,
  ).run(memberId, hash, Date.now())
}

/**
 * Checks a transaction password. Answers null when right, else the failure reply to send as is:
 * TX_PASSWORD_NOT_SET, TX_PASSWORD_INCORRECT (value.triesLeft) or 429 TOO_MANY_REQUESTS.
 * Use it before any money moves; it changes nothing but the guess counter.
 * @param {import('better-sqlite3').Database} db
 * @param {string} memberId
 * @param {unknown} password  as the request carried it
 * @param {import('./rate-limit.mjs').RateLimiter} limits
 * @returns {Promise<null | ReturnType<typeof fail>>}
 */
export async function checkTransactionPassword(db, memberId, password, limits) {
  ensureSecurity(db)
  const row = /** @type {{ tx_password_hash: string } | undefined} */ (
    db.prepare('SELECT tx_password_hash FROM member_secrets WHERE member_id = ?').get(memberId)
  )
  if (!row) return fail('TX_PASSWORD_NOT_SET', TX_MESSAGES.NOT_SET)
  const given = typeof password === 'string' ? password : typeof password === 'number' ? String(password) : ''
  if (!given) return fail('INPUT_EMPTY', 'Input cannot be empty')
  const rules = securityRules(db)
  const key = `tx-password:${memberId}`
  const windowMs = rules.transactionPasswordWindowMinutes * 60_000
  // Taken before the slow check: ten parallel guesses cannot all get past a limit of five.
  const wait = limits.take(key, rules.transactionPasswordTries, windowMs)
  if (wait) return tooManyRequests(wait)
  if (await verifyPassword(given, row.tx_password_hash)) {
    limits.forget(key)
    return null
  }
  const triesLeft = Math.max(0, rules.transactionPasswordTries - limits.count(key, windowMs))
  return fail('TX_PASSWORD_INCORRECT', TX_MESSAGES.INCORRECT, { value: { triesLeft } })
}
