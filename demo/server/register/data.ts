// What a registration records beyond the member row (spec §3 Registration payload, REG-24/25):
// the referral and affiliate codes it came with and where it came from. Own columns on `members`
// (added once, so an existing demo database picks them up) and the look-ups the routes share.
import type { Database } from 'better-sqlite3'
import { HOUR_MS } from '../platform/time'

/** C-9: new accounts per address per hour, by the form and by social sign-up alike. */
export const REGISTRATIONS_PER_IP = 10
export const REGISTRATIONS_WINDOW_MS = HOUR_MS

/**
 * Columns this module adds to `members`. The verified flags say whether a code confirmed the
 * member's e-mail and number (account linking and codes go to verified contacts only): every account
 * made through `insertMember` sets them itself (typed at registration: 0); the demo's seeded
 * accounts, made by the seed, are confirmed ones (the default 1).
 */
const COLUMNS = {
  referred_by: 'TEXT',
  affiliate_code: 'TEXT',
  register_method: 'TEXT',
  register_url: 'TEXT',
  register_domain: 'TEXT',
  email_verified: 'INTEGER NOT NULL DEFAULT 1',
  mobile_verified: 'INTEGER NOT NULL DEFAULT 1',
}

/**
 * Adds the registration columns to `members` when they are missing.
 */
export function addRegistrationSchema(db: Database) {
  const have = new Set(
    (db.prepare('PRAGMA table_info(members)').all() as { name: string }[]).map((c) => c.name),
  )
  for (const [name, type] of Object.entries(COLUMNS)) {
    if (!have.has(name)) db.exec(`ALTER TABLE members ADD COLUMN ${name} ${type}`)
  }
}

/** An affiliate as the registration sees it. */
export type AffiliateRow = { id: string; nickname: string }

/**
 * The agent whose affiliate code this is (any case), or undefined. Agents are the affiliates
 * (spec §1): their referral code is the affiliate code they hand out.
 */
export function findAffiliate(db: Database, code: string): AffiliateRow | undefined {
  if (!code) return undefined
  return (
    (db
      .prepare(
        'SELECT id, nickname FROM members WHERE referral_code = ? COLLATE NOCASE AND type IN (1, 2, 41, 42)',
      )
      .get(code) as AffiliateRow | undefined) ??
    // An agent-centre invitation link that is on (AGENT-3, agent/data.ts).
    (db
      .prepare(
        `SELECT m.id, m.nickname FROM agent_invites i JOIN members m ON m.id = i.agent_id
          WHERE i.code = ? AND i.enabled = 1 AND m.type IN (1, 2, 41, 42)`,
      )
      .get(code) as AffiliateRow | undefined)
  )
}

/**
 * The member whose referral code this is (any case), or undefined.
 */
export function findReferrer(db: Database, code: string) {
  if (!code) return undefined
  return db.prepare('SELECT id FROM members WHERE referral_code = ? COLLATE NOCASE').get(code) as
    { id: string } | undefined
}

/**
 * Whether a mobile number is already some member's (any dial code given matches exactly).
 */
export function isMobileTaken(db: Database, dialCode: string, mobile: string) {
  return Boolean(db.prepare('SELECT 1 FROM members WHERE dial_code = ? AND mobile = ?').get(dialCode, mobile))
}

/**
 * Whether a username is taken (any case) — also by another member's mobile number, since a
 * username login falls back to the mobile number (platform/members.ts findMemberByLogin).
 */
export function isUsernameTaken(db: Database, username: string) {
  return Boolean(db.prepare('SELECT 1 FROM members WHERE username = ?').get(username))
}

/**
 * Creates a member from a checked registration; answers the new id.
 */
export function insertMember(
  db: Database,
  m: {
    username: string
    passwordHash: string
    dialCode: string | null
    mobile: string | null
    email: string | null
    nickname: string
    referredBy: string | null
    affiliateCode: string | null
    method: string
    url: string | null
    domain: string | null
    /** a code confirmed the e-mail (false for one typed at registration) */
    emailVerified?: boolean
    /** a code (ours or the phone provider's) confirmed the number */
    mobileVerified?: boolean
  },
) {
  const next = db
    .prepare('SELECT COALESCE(MAX(CAST(id AS INTEGER)), 10000000) + 1 AS id FROM members')
    .get() as { id: number }
  const id = String(next.id)
  db.prepare(
    `INSERT INTO members (id, username, password_hash, mobile, dial_code, email, nickname, type, balance,
    first_login, referral_code, referred_by, affiliate_code, register_method, register_url, register_domain, created_at,
    email_verified, mobile_verified)
    VALUES (?, ?, ?, ?, ?, ?, ?, 0, 0, 1, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    id,
    m.username,
    m.passwordHash,
    m.mobile,
    m.dialCode,
    m.email,
    m.nickname,
    `R${id}`,
    m.referredBy,
    m.affiliateCode,
    m.method,
    m.url,
    m.domain,
    Date.now(),
    m.email && m.emailVerified ? 1 : 0,
    m.mobile && m.mobileVerified ? 1 : 0,
  )
  return id
}

/** A member's contacts and whether a code confirmed each. */
export type ContactRow = {
  email: string | null
  email_verified: number
  mobile: string | null
  dial_code: string | null
  mobile_verified: number
}

/** The member's verified contacts (where a proving code may go). */
export function verifiedContacts(db: Database, memberId: string) {
  const row = db
    .prepare('SELECT email, email_verified, mobile, dial_code, mobile_verified FROM members WHERE id = ?')
    .get(memberId) as ContactRow | undefined
  return {
    email: row?.email && row.email_verified ? row.email : null,
    mobile: row?.mobile && row.mobile_verified ? { dialCode: row.dial_code ?? '', mobile: row.mobile } : null,
  }
}
