// Tables and seed of the security centre (MEMBER-1): the profile fields of spec §3 "Profile labels"
// beyond member info (real name and birthday locked once set), the avatar (API-13, HDR-12: one of the
// presets or an uploaded png/jpg), the transaction password (a second secret, scrypt-hashed like the
// login password, never the same table as the profile), and the login history behind "recent logins"
// (one row per login, joined to the live sessions by the session key). The payout accounts live in
// wallet/data.ts (payout_accounts).
import { hashToken } from '../platform/sessions'
import { DAY_MS } from '../platform/time'
import type { Database } from 'better-sqlite3'
import type { IncomingMessage, ServerResponse } from 'node:http'

const SCHEMA = `
CREATE TABLE IF NOT EXISTS member_profiles (
  member_id TEXT PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  real_name TEXT,
  full_name TEXT,
  birthday TEXT,
  address TEXT,
  nationality TEXT,
  occupation TEXT,
  income_source TEXT,
  zalo TEXT,
  whatsapp TEXT,
  facebook TEXT,
  telegram TEXT,
  line TEXT,
  qq TEXT,
  wechat TEXT,
  skype TEXT,
  avatar TEXT,
  updated_at INTEGER NOT NULL
);
-- CONST-8: the Zalo reward paid, one per member and one per number (security/zalo-reward.ts).
CREATE TABLE IF NOT EXISTS zalo_rewards (
  member_id TEXT PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  zalo TEXT NOT NULL UNIQUE,
  amount REAL NOT NULL,
  entry_id INTEGER,
  created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS member_avatars (
  key TEXT PRIMARY KEY,
  member_id TEXT NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  mime TEXT NOT NULL,
  bytes BLOB NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS member_secrets (
  member_id TEXT PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  tx_password_hash TEXT NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS member_logins (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  member_id TEXT NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  session_key TEXT NOT NULL,
  ip TEXT NOT NULL,
  device TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS member_logins_member ON member_logins (member_id, created_at);
CREATE TABLE IF NOT EXISTS step_ups (
  session_key TEXT PRIMARY KEY,
  member_id TEXT NOT NULL,
  until INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS security_events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  member_id TEXT NOT NULL,
  kind TEXT NOT NULL,
  detail TEXT NOT NULL,
  ip TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS security_events_member ON security_events (member_id, created_at);
`

/** Columns of member_profiles by payload field (spec §3 Profile labels; qqNum as registration names it). */
export const PROFILE_COLUMNS = Object.freeze({
  realName: 'real_name',
  fullName: 'full_name',
  birthday: 'birthday',
  address: 'address',
  nationality: 'nationality',
  occupation: 'occupation',
  incomeSource: 'income_source',
  zalo: 'zalo',
  whatsapp: 'whatsapp',
  facebook: 'facebook',
  telegram: 'telegram',
  line: 'line',
  qqNum: 'qq',
  wechat: 'wechat',
  skype: 'skype',
})

export type ProfileField = keyof typeof PROFILE_COLUMNS
export type ProfileColumn = (typeof PROFILE_COLUMNS)[ProfileField]

export type ProfileRow = Record<ProfileColumn, string | null> & {
  member_id: string
  /** 'preset:<name>' or 'upload:<key>' */
  avatar: string | null
  updated_at: number
}

export type LoginRow = {
  id: number
  member_id: string
  session_key: string
  ip: string
  device: string
  created_at: number
}

/** Fields that cannot change once set (the server refuses; customer service can). */
export const LOCKED_ONCE_SET: readonly string[] = Object.freeze(['realName', 'birthday'])

const rule = (
  patternId: number,
  acceptedPattern: string,
  minLength: number,
  maxLength: number,
  enabled: boolean = true,
) => ({
  enabled,
  required: false,
  acceptedPattern,
  patternId,
  minLength,
  maxLength,
})

/** settings.profile.regExp: the rule of each profile field (operators switch fields on and off). */
export const PROFILE_RULES = Object.freeze({
  nickname: rule(0, '*', 2, 20),
  realName: rule(12, '^[A-Za-z ]+$', 2, 40),
  // MEMBER-27: the name the member goes by, in any script (the real name is the ID's, in Latin letters).
  fullName: rule(0, '*', 2, 60),
  birthday: rule(11, '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', 10, 10),
  address: rule(0, '*', 5, 120),
  nationality: rule(12, '^[A-Za-z ]+$', 2, 40),
  occupation: rule(0, '*', 2, 40),
  incomeSource: rule(0, '*', 2, 60),
  zalo: rule(6, '^[0-9]+$', 6, 15, false),
  whatsapp: rule(6, '^[0-9]+$', 6, 15),
  facebook: rule(9, '^\\S+$', 2, 60),
  telegram: rule(9, '^\\S+$', 2, 40),
  line: rule(9, '^\\S+$', 2, 40, false),
  qqNum: rule(6, '^[0-9]+$', 5, 12, false),
  wechat: rule(9, '^\\S+$', 2, 40, false),
  skype: rule(9, '^\\S+$', 2, 40),
})

/** settings.security: the limits of the security centre and of the transfers to upline / downline. */
export const SECURITY_DEFAULTS = Object.freeze({
  /** Payout accounts a member may keep. */
  payoutAccountLimit: 3,
  /** Wrong transaction passwords allowed in the window before the check refuses (taken before it runs). */
  transactionPasswordTries: 5,
  transactionPasswordWindowMinutes: 15,
  teamTransferMin: 10,
  teamTransferMax: 50_000,
  /** Hours a new payout account waits before a withdrawal may go to it (MEMBER-1, MEMBER-4). */
  payoutAccountHoldHours: 24,
})

/** The preset avatars: [name, background, foreground]; drawn by `presetSvg`. */
export const AVATAR_PRESETS: readonly (readonly [name: string, background: string, foreground: string])[] =
  Object.freeze([
    ['sun', '#f6c343', '#8a4b00'],
    ['moon', '#1f3a5f', '#e8eef7'],
    ['leaf', '#2e7d32', '#e8f5e9'],
    ['wave', '#0277bd', '#e1f5fe'],
    ['star', '#6a1b9a', '#fff59d'],
    ['gem', '#ad1457', '#fce4ec'],
    ['bolt', '#263238', '#ffca28'],
    ['heart', '#c62828', '#ffebee'],
  ])

/** The shape of each preset, in a 64 × 64 box. */
const SHAPES: Record<string, (color: string) => string> = {
  sun: (c) =>
    `<circle cx="32" cy="32" r="12" fill="${c}"/><g stroke="${c}" stroke-width="4" stroke-linecap="round"><path d="M32 8v8M32 48v8M8 32h8M48 32h8M15 15l6 6M43 43l6 6M15 49l6-6M43 21l6-6"/></g>`,
  moon: (c) => `<path d="M40 12a20 20 0 1 0 12 30a16 16 0 1 1-12-30z" fill="${c}"/>`,
  leaf: (c) => `<path d="M14 50C14 26 30 14 52 12C50 34 38 50 14 50z" fill="${c}"/>`,
  wave: (c) =>
    `<path d="M6 30q8-10 16 0t16 0t16 0t10 0M6 42q8-10 16 0t16 0t16 0t10 0" fill="none" stroke="${c}" stroke-width="5" stroke-linecap="round"/>`,
  star: (c) => `<path d="M32 8l7 15l16 2l-12 11l3 16l-14-8l-14 8l3-16l-12-11l16-2z" fill="${c}"/>`,
  gem: (c) => `<path d="M18 14h28l10 14l-24 26l-24-26z" fill="${c}"/>`,
  bolt: (c) => `<path d="M36 6l-18 30h12l-4 22l18-30h-12z" fill="${c}"/>`,
  heart: (c) => `<path d="M32 52l-18-18a10 10 0 0 1 18-14a10 10 0 0 1 18 14z" fill="${c}"/>`,
}

export function presetSvg(name: string) {
  const preset = AVATAR_PRESETS.find(([n]) => n === name)
  if (!preset) return null
  const [, bg, fg] = preset
  const shape = SHAPES[name]?.(fg) ?? ''
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><rect width="64" height="64" fill="${bg}"/>${shape}</svg>`
}

/** The path an avatar is served under (platform/app.ts → serveAvatar): a preset by name, an upload by its random key. */
export const AVATAR_PATH = '/media/avatar/'

/**
 * The URL of a member's avatar (stored as 'preset:<name>' or 'upload:<key>'), or null.
 */
export function avatarUrl(stored: string | null | undefined, origin: string) {
  if (!stored) return null
  const [kind, id] = stored.split(':')
  if (kind === 'preset') return `${origin}${AVATAR_PATH}preset-${id}.svg`
  if (kind === 'upload') return `${origin}${AVATAR_PATH}${id}`
  return null
}

/**
 * Serves an avatar: a preset SVG (no script can run in it: it is drawn here, and the CSP forbids
 * everything but inline style) or an upload's png / jpg bytes. Answers whether it handled the path.
 */
export function serveAvatar(db: Database, req: IncomingMessage, res: ServerResponse, url: URL) {
  if (!url.pathname.startsWith(AVATAR_PATH) || (req.method !== 'GET' && req.method !== 'HEAD')) return false
  const name = url.pathname.slice(AVATAR_PATH.length)
  const headers = {
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    'Cross-Origin-Resource-Policy': 'cross-origin',
  }
  const preset = /^preset-([a-z]+)\.svg$/.exec(name)
  const svg = presetSvg(preset?.[1] ?? '')
  if (svg) {
    res.writeHead(200, {
      ...headers,
      'Content-Type': 'image/svg+xml',
      'Cache-Control': 'public, max-age=86400',
    })
    res.end(req.method === 'HEAD' ? undefined : svg)
    return true
  }
  ensureSecurity(db)
  const row = /^[A-Za-z0-9_-]{16,64}$/.test(name)
    ? (db.prepare('SELECT mime, bytes FROM member_avatars WHERE key = ?').get(name) as
        { mime: string; bytes: Buffer } | undefined)
    : undefined
  if (!row) {
    res.writeHead(404, { ...headers, 'Content-Type': 'text/plain; charset=utf-8' })
    res.end('Not found')
    return true
  }
  res.writeHead(200, {
    ...headers,
    'Content-Type': row.mime,
    'Content-Length': row.bytes.length,
    'Cache-Control': 'public, max-age=31536000, immutable',
  })
  res.end(req.method === 'HEAD' ? undefined : row.bytes)
  return true
}

/** The key a session is known by in member_logins: the digest platform/sessions.ts stores (never the token). */
export const sessionKeyOf = hashToken

/**
 * "Chrome on Android" from a User-Agent header (the recent-logins list shows this, not the raw header).
 */
export function deviceOf(ua: string | undefined) {
  const text = String(ua ?? '')
  const browser = /Edg\//.test(text)
    ? 'Edge'
    : /OPR\/|Opera/.test(text)
      ? 'Opera'
      : /Firefox\//.test(text)
        ? 'Firefox'
        : /Chrome\/|Chromium\//.test(text)
          ? 'Chrome'
          : /Safari\//.test(text)
            ? 'Safari'
            : /node|undici/i.test(text)
              ? 'App'
              : 'Browser'
  const os = /Android/.test(text)
    ? 'Android'
    : /iPhone|iPad|iOS/.test(text)
      ? 'iOS'
      : /Windows/.test(text)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(text)
          ? 'macOS'
          : /Linux/.test(text)
            ? 'Linux'
            : 'unknown system'
  return `${browser} on ${os}`
}

const ready = new WeakSet()

export function ensureSecurity(db: Database) {
  if (ready.has(db)) return
  db.exec(SCHEMA)
  // A database file from before the full name (MEMBER-27) gains its column.
  const columns = db.prepare('PRAGMA table_info(member_profiles)').all() as { name: string }[]
  if (!columns.some((c) => c.name === 'full_name'))
    db.exec('ALTER TABLE member_profiles ADD COLUMN full_name TEXT')
  ready.add(db)
}

/**
 * Records a login for the recent-logins list (the admission, session/rules.ts `admit`, calls it right after
 * the session starts).
 */
export function recordLogin(
  db: Database,
  { memberId, token, ip, userAgent }: { memberId: string; token: string; ip: string; userAgent?: string },
) {
  ensureSecurity(db)
  db.prepare(
    'INSERT INTO member_logins (member_id, session_key, ip, device, created_at) VALUES (?, ?, ?, ?, ?)',
  ).run(memberId, sessionKeyOf(token), ip || 'unknown', deviceOf(userAgent), Date.now())
}

const DEMO_ID = '10000001'

/**
 * Back to the seed: no profiles, avatars or transaction passwords; the demo member's profile has a
 * nickname only (member info) and a WhatsApp number, an avatar preset, and two earlier logins whose
 * sessions have ended.
 */
export function seedSecurity(db: Database, now: number = Date.now()) {
  ensureSecurity(db)
  for (const table of [
    'member_logins',
    'member_secrets',
    'member_avatars',
    'member_profiles',
    'step_ups',
    'security_events',
    'zalo_rewards',
  ])
    db.prepare(`DELETE FROM ${table}`).run()
  db.prepare("DELETE FROM sqlite_sequence WHERE name IN ('member_logins', 'security_events')").run()
  if (!db.prepare('SELECT 1 FROM members WHERE id = ?').get(DEMO_ID)) return
  db.prepare(
    "INSERT INTO member_profiles (member_id, whatsapp, avatar, updated_at) VALUES (?, '923001234567', 'preset:star', ?)",
  ).run(DEMO_ID, now)
  const login = db.prepare(
    "INSERT INTO member_logins (member_id, session_key, ip, device, created_at) VALUES (?, 'ended-' || ?, ?, ?, ?)",
  )
  login.run(DEMO_ID, 1, '39.57.118.20', 'Chrome on Android', now - 2 * DAY_MS)
  login.run(DEMO_ID, 2, '111.88.40.7', 'Safari on iOS', now - 5 * DAY_MS)
}

/**
 * The avatar URL member info carries (HDR-12), or null.
 */
export function memberIcon(db: Database, memberId: string, origin: string) {
  ensureSecurity(db)
  const row = db.prepare('SELECT avatar FROM member_profiles WHERE member_id = ?').get(memberId) as
    { avatar: string | null } | undefined
  return avatarUrl(row?.avatar, origin)
}
