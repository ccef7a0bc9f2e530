// The new-device check (LOGIN-28, C-16, NS-23): when the brand's `newDeviceCheck` is on, a
// password login from a device id or an IP the member has not used before answers NEW_DEVICE and a
// ticket instead of a session. The member picks SMS or e-mail (possession factors only, never the
// bank account name); the code is stored as a hash, lives 10 minutes and its guesses go through the
// shared limiter (platform/guesses.ts 'device-code'). A right code remembers the device (its id hashed, the
// IP, the user agent) for 30 days.
import { createHash, randomBytes, randomInt } from 'node:crypto'
import { fail } from '../platform/envelope'
import { maskMobile } from '../platform/members'
import { deviceOf } from '../security/data'
import { DAY_MS, MINUTE_MS } from '../platform/time'
import type { MemberRow } from '../platform/members'
import type { Database } from 'better-sqlite3'
import type { RouteContext } from '../platform/context'

/** How long a new-device ticket and its code may be used. */
export const DEVICE_CODE_TTL_MS = 10 * MINUTE_MS
/** How long a verified device is remembered. */
export const DEVICE_REMEMBER_MS = 30 * DAY_MS
/** Wait between two codes of one ticket. */
export const DEVICE_CODE_RESEND_MS = MINUTE_MS
/** Codes one member may be sent per hour, whatever the tickets (C-9: no SMS pumping with a known password). */
export const DEVICE_CODES_PER_MEMBER_HOUR = 5

export const DEVICE_MESSAGES = {
  NEW_DEVICE: 'This device or network is new to your account: enter the code we send you',
  CODE_INVALID: 'Invalid verification code',
  CODE_EXPIRED: 'The verification code has expired, please send a new one',
  CHANNEL_MISSING: 'Choose where to receive the code',
}

export function hashOf(value: string) {
  return createHash('sha256').update(value).digest('base64url')
}

/** @param value  a client's device id, or '' */
export function deviceIdOf(value: unknown) {
  return typeof value === 'string' && /^[\w-]{16,64}$/.test(value) ? value : ''
}

/**
 * 'demo@lobbykit.example' → 'd***@lobbykit.example'.
 */
function maskEmail(email: string) {
  const [name = '', domain = ''] = email.split('@')
  return `${name.slice(0, 1)}***@${domain}`
}

/**
 * Where a member can receive a code: its verified possession factors.
 */
export function codeChannels(member: MemberRow): { channel: 'sms' | 'email'; to: string }[] {
  const channels: { channel: 'sms' | 'email'; to: string }[] = []
  if (member.mobile)
    channels.push({ channel: 'sms', to: `+${member.dial_code ?? ''} ${maskMobile(member.mobile)}` })
  if (member.email) channels.push({ channel: 'email', to: maskEmail(member.email) })
  return channels
}

/**
 * Whether the member has used this device and this IP before (and the device is still remembered);
 * a remembered device's last-seen time moves on.
 */
export function isKnownDevice(db: Database, memberId: string, deviceId: string, ip: string, now: number) {
  if (!deviceId) return false
  const device = db
    .prepare('SELECT id FROM known_devices WHERE member_id = ? AND device_hash = ? AND expires_at > ?')
    .get(memberId, hashOf(deviceId), now) as { id: number } | undefined
  const knownIp = db
    .prepare('SELECT 1 FROM known_devices WHERE member_id = ? AND ip = ? AND expires_at > ?')
    .get(memberId, ip, now)
  if (!device || !knownIp) return false
  db.prepare('UPDATE known_devices SET last_seen = ?, ip = ? WHERE id = ?').run(now, ip, device.id)
  return true
}

/**
 * The NEW_DEVICE answer: a ticket for this member, device and IP, and where the code can go.
 */
export function askForDeviceCode(db: Database, member: MemberRow, deviceId: string, ip: string, now: number) {
  const ticket = randomBytes(24).toString('base64url')
  db.prepare('DELETE FROM device_codes WHERE expires_at <= ?').run(now)
  db.prepare(
    'INSERT INTO device_codes (ticket_hash, member_id, device_hash, ip, expires_at) VALUES (?, ?, ?, ?, ?)',
  ).run(hashOf(ticket), member.id, deviceId ? hashOf(deviceId) : '', ip, now + DEVICE_CODE_TTL_MS)
  return fail('NEW_DEVICE', DEVICE_MESSAGES.NEW_DEVICE, {
    value: { ticket, channels: codeChannels(member), expiredMinutes: DEVICE_CODE_TTL_MS / MINUTE_MS },
  })
}

export type DeviceCodeRow = {
  ticket_hash: string
  member_id: string
  device_hash: string
  ip: string
  code_hash: string | null
  expires_at: number
  used: number
}

/**
 * The live, unused ticket, or undefined.
 */
export function findTicket(db: Database, ticket: string, now: number): DeviceCodeRow | undefined {
  return db
    .prepare('SELECT * FROM device_codes WHERE ticket_hash = ? AND used = 0 AND expires_at > ?')
    .get(hashOf(ticket), now) as DeviceCodeRow | undefined
}

/**
 * A new 6-digit code for a ticket (the older one stops working); answers it.
 */
export function issueDeviceCode(db: Database, ticket: string) {
  const code = String(randomInt(1_000_000)).padStart(6, '0')
  db.prepare('UPDATE device_codes SET code_hash = ? WHERE ticket_hash = ?').run(
    hashOf(`${ticket}:${code}`),
    hashOf(ticket),
  )
  return code
}

/**
 * Spends the ticket when the code is right (one UPDATE: two racing right answers get one session).
 */
export function spendDeviceCode(db: Database, ticket: string, code: string, now: number) {
  return Boolean(
    db
      .prepare(
        'UPDATE device_codes SET used = 1 WHERE ticket_hash = ? AND code_hash = ? AND used = 0 AND expires_at > ? RETURNING 1',
      )
      .get(hashOf(ticket), hashOf(`${ticket}:${code}`), now),
  )
}

/**
 * Remembers a verified device for 30 days (LOGIN-28).
 */
export function rememberDevice(db: Database, row: DeviceCodeRow, userAgent: string, now: number) {
  if (!row.device_hash) return
  db.prepare(
    `INSERT INTO known_devices (member_id, device_hash, ip, user_agent, first_seen, last_seen, expires_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (member_id, device_hash) DO UPDATE SET ip = excluded.ip, user_agent = excluded.user_agent,
       last_seen = excluded.last_seen, expires_at = excluded.expires_at`,
  ).run(row.member_id, row.device_hash, row.ip, userAgent, now, now, now + DEVICE_REMEMBER_MS)
}

export type KnownDeviceRow = {
  id: number
  member_id: string
  device_hash: string
  ip: string
  user_agent: string
  first_seen: number
  last_seen: number
  expires_at: number
}

/**
 * A member's remembered devices, last seen first.
 */
export function listDevices(db: Database, memberId: string, now: number) {
  const rows = db
    .prepare(
      'SELECT * FROM known_devices WHERE member_id = ? AND expires_at > ? ORDER BY last_seen DESC, id DESC',
    )
    .all(memberId, now) as KnownDeviceRow[]
  return rows.map((row) => ({
    id: row.id,
    name: deviceOf(row.user_agent),
    ip: row.ip,
    firstSeen: row.first_seen,
    lastSeen: row.last_seen,
    expiresAt: row.expires_at,
  }))
}

/**
 * LOGIN-28: the NEW_DEVICE answer for a password login from a device or IP the member has not
 * used, when the brand enables the check; null to let the login through.
 */
export function holdNewDevice(
  { settings, db, body, ip, now }: RouteContext<{ deviceId?: string }>,
  member: MemberRow,
) {
  if (!settings.newDeviceCheck) return null
  const deviceId = deviceIdOf(body.deviceId)
  return isKnownDevice(db, member.id, deviceId, ip, now)
    ? null
    : askForDeviceCode(db, member, deviceId, ip, now)
}
