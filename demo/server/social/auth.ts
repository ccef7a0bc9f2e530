// The demo's stand-in sign-in provider for Facebook and Google (LOGIN-33, FLAG-11; spec §7: a
// third-party service the spec does not name, NS-22). Its consent page says plainly that it is a
// demo; "continue" gives the opener a provider token: claims signed with HMAC-SHA256 under a secret
// only this server holds, valid two minutes, good once. The platform's social-login route checks
// the signature, the expiry and that the token id was never spent before it creates or links a member.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { MINUTE_MS } from '../platform/time'
import type { Database } from 'better-sqlite3'

/** The providers the login and registration forms offer (spec §2 Login form). */
export const SOCIAL_PROVIDERS = ['facebook', 'google']
/** How long a provider token may wait before the platform takes it. */
export const PROVIDER_TOKEN_TTL_MS = 2 * MINUTE_MS

/** A fresh secret per server process: a token is only ever checked by the server that signed it. */
const SECRET = randomBytes(32)

const SCHEMA = `
CREATE TABLE IF NOT EXISTS social_links (
  provider TEXT NOT NULL,
  subject TEXT NOT NULL,
  member_id TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (provider, subject)
);
CREATE TABLE IF NOT EXISTS provider_tokens_spent (
  jti TEXT PRIMARY KEY,
  expires_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS social_pending (
  ticket_hash TEXT PRIMARY KEY,
  provider TEXT NOT NULL,
  subject TEXT NOT NULL,
  email TEXT NOT NULL,
  email_verified INTEGER NOT NULL,
  name TEXT NOT NULL,
  candidate_id TEXT,
  expires_at INTEGER NOT NULL,
  used INTEGER NOT NULL DEFAULT 0
);`

export function ensureSocialSchema(db: Database) {
  db.exec(SCHEMA)
}

const sign = (data: Buffer | string) => createHmac('sha256', SECRET).update(data).digest()

export type ProviderClaims = {
  provider: string
  subject: string
  email: string
  emailVerified: boolean
  name: string
  jti: string
  exp: number
}

/**
 * A provider token for these claims: `<base64url claims>.<base64url HMAC>`.
 */
export function signProviderToken(
  who: { provider: string; subject: string; email: string; name: string },
  now: number = Date.now(),
) {
  const claims: ProviderClaims = {
    ...who,
    emailVerified: true, // the demo's consent page stands in for a provider that checked the address
    jti: randomBytes(12).toString('base64url'),
    exp: now + PROVIDER_TOKEN_TTL_MS,
  }
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url')
  return `${body}.${sign(body).toString('base64url')}`
}

/**
 * Checks a provider token and spends it.
 */
export function spendProviderToken(
  db: Database,
  token: unknown,
  now: number = Date.now(),
): { claims: ProviderClaims } | { error: 'invalid' | 'expired' | 'spent' } {
  if (typeof token !== 'string' || token.length > 2048) return { error: 'invalid' }
  const [body, mac, extra] = token.split('.')
  if (!body || !mac || extra !== undefined) return { error: 'invalid' }
  const given = Buffer.from(mac, 'base64url')
  const expected = sign(body)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { error: 'invalid' }
  let claims: ProviderClaims
  try {
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'))
  } catch {
    return { error: 'invalid' }
  }
  if (!SOCIAL_PROVIDERS.includes(claims.provider) || typeof claims.subject !== 'string' || !claims.jti)
    return { error: 'invalid' }
  if (!(claims.exp > now)) return { error: 'expired' }
  ensureSocialSchema(db)
  db.prepare('DELETE FROM provider_tokens_spent WHERE expires_at <= ?').run(now)
  const spent = db
    .prepare('INSERT OR IGNORE INTO provider_tokens_spent (jti, expires_at) VALUES (?, ?)')
    .run(claims.jti, claims.exp)
  return spent.changes === 1 ? { claims } : { error: 'spent' }
}

/** A link and whether its member still exists (`present` is null once the demo reset removed it). */
type SocialLinkRow = { member_id: string; present: string | null }

/**
 * The member this provider identity belongs to, if linked (a link to a member the demo reset
 * removed is forgotten).
 */
export function linkedMemberId(db: Database, provider: string, subject: string): string | undefined {
  ensureSocialSchema(db)
  const row = db
    .prepare(
      `SELECT l.member_id, m.id AS present FROM social_links l LEFT JOIN members m ON m.id = l.member_id
        WHERE l.provider = ? AND l.subject = ?`,
    )
    .get(provider, subject) as SocialLinkRow | undefined
  if (row && !row.present) {
    db.prepare('DELETE FROM social_links WHERE provider = ? AND subject = ?').run(provider, subject)
    return undefined
  }
  return row?.member_id
}

/**
 * Links a provider identity to a member.
 */
export function linkIdentity(db: Database, provider: string, subject: string, memberId: string) {
  ensureSocialSchema(db)
  db.prepare(
    'INSERT OR REPLACE INTO social_links (provider, subject, member_id, created_at) VALUES (?, ?, ?, ?)',
  ).run(provider, subject, memberId, Date.now())
}

/** How long the link or sign-up step may take after the provider answered. */
export const PENDING_TTL_MS = 10 * MINUTE_MS

/** A provider identity waiting for its link proof or its sign-up agreements. */
export type PendingRow = {
  ticket_hash: string
  provider: string
  subject: string
  email: string
  email_verified: number
  name: string
  /** the member whose e-mail matches: it must prove itself before the link */
  candidate_id: string | null
  expires_at: number
  used: number
}

const hashTicket = (ticket: string) => createHash('sha256').update(ticket).digest('base64url')

/** Keeps a checked provider identity for the next step; answers its ticket. */
export function holdIdentity(db: Database, claims: ProviderClaims, candidateId: string | null, now: number) {
  ensureSocialSchema(db)
  const ticket = randomBytes(24).toString('base64url')
  db.prepare('DELETE FROM social_pending WHERE expires_at <= ?').run(now)
  db.prepare(
    `INSERT INTO social_pending (ticket_hash, provider, subject, email, email_verified, name, candidate_id, expires_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    hashTicket(ticket),
    claims.provider,
    claims.subject,
    claims.email,
    claims.emailVerified ? 1 : 0,
    claims.name,
    candidateId,
    now + PENDING_TTL_MS,
  )
  return ticket
}

/** The live, unused pending identity of a ticket. */
export function findPending(db: Database, ticket: unknown, now: number): PendingRow | undefined {
  if (typeof ticket !== 'string' || !ticket) return undefined
  ensureSocialSchema(db)
  return db
    .prepare('SELECT * FROM social_pending WHERE ticket_hash = ? AND used = 0 AND expires_at > ?')
    .get(hashTicket(ticket), now) as PendingRow | undefined
}

/** Spends a ticket (one UPDATE: two racing steps get one account or one link). */
export function spendPending(db: Database, row: PendingRow) {
  return (
    db.prepare('UPDATE social_pending SET used = 1 WHERE ticket_hash = ? AND used = 0').run(row.ticket_hash)
      .changes === 1
  )
}
