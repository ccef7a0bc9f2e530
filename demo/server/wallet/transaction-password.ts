// The transaction password (MEMBER-1, spec §3 "transaction password"): a second secret the member
// sets in the security centre and gives for money leaving the account (transfers to upline /
// downline, points redemption). Hashed with scrypt like the login password, never stored or echoed
// in clear. Guesses are limited per member, and the limit is taken BEFORE the slow check, so parallel
// requests cannot run more checks than the limit allows (DESIGN Decisions); a right answer gives it back.
import { fail, tooManyRequests } from '../platform/envelope'
import { SECURITY_DEFAULTS, ensureSecurity } from '../security/data'
import { hashPassword, verifyPassword } from '../platform/passwords'
import { loadSettings, type Settings } from '../platform/settings'
import { MINUTE_MS } from '../platform/time'
import type { Database } from 'better-sqlite3'
import type { RateLimiter } from '../platform/rate-limit'

export const TX_MESSAGES = {
  NOT_SET: 'Please set a transaction password in the security centre first',
  INCORRECT: 'The transaction password is incorrect',
}

export function securityRules(db: Database): Settings['security'] {
  return { ...SECURITY_DEFAULTS, ...loadSettings(db).security }
}

/**
 * Whether the member has a transaction password.
 */
export function hasTransactionPassword(db: Database, memberId: string) {
  ensureSecurity(db)
  return Boolean(db.prepare('SELECT 1 FROM member_secrets WHERE member_id = ?').get(memberId))
}

/**
 * Stores a new transaction password (the caller has checked the rule and the member's right to set it).
 */
export async function storeTransactionPassword(db: Database, memberId: string, password: string) {
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
 *
 *
 * @param password  as the request carried it
 */
export async function checkTransactionPassword(
  db: Database,
  memberId: string,
  password: unknown,
  limits: RateLimiter,
): Promise<null | ReturnType<typeof fail>> {
  ensureSecurity(db)
  const row = db.prepare('SELECT tx_password_hash FROM member_secrets WHERE member_id = ?').get(memberId) as
    { tx_password_hash: string } | undefined
  if (!row) return fail('TX_PASSWORD_NOT_SET', TX_MESSAGES.NOT_SET)
  const given = typeof password === 'string' ? password : typeof password === 'number' ? String(password) : ''
  if (!given) return fail('INPUT_EMPTY', 'Input cannot be empty')
  const rules = securityRules(db)
  const key = `tx-password:${memberId}`
  const windowMs = rules.transactionPasswordWindowMinutes * MINUTE_MS
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
