// SMS verification codes: 6 digits, valid 5 minutes, at most 5 tries each (C-9).
import { randomInt } from 'node:crypto'
import { MINUTE_MS } from '../platform/time'
import type { Database } from 'better-sqlite3'

type SmsCodeRow = { id: number; code: string; attempts: number; used: number; expires_at: number }

export const SMS_CODE_TTL_MS = 5 * MINUTE_MS
export const SMS_CODE_MAX_ATTEMPTS = 5

/**
 * Stores a new code for a number and purpose; answers it.
 */
export function issueSmsCode(
  db: Database,
  { dialCode, mobile, purpose }: { dialCode: string; mobile: string; purpose: string },
) {
  const code = String(randomInt(1_000_000)).padStart(6, '0')
  const now = Date.now()
  db.prepare(
    'INSERT INTO sms_codes (dial_code, mobile, purpose, code, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(dialCode, mobile, purpose, code, now, now + SMS_CODE_TTL_MS)
  return code
}

/**
 * Checks a code against the latest one sent for the number and purpose. A match uses the code up;
 * a miss counts a try, and the fifth miss burns it.
 */
export function consumeSmsCode(
  db: Database,
  { dialCode, mobile, purpose, code }: { dialCode: string; mobile: string; purpose: string; code: string },
): 'ok' | 'invalid' | 'expired' {
  const row = db
    .prepare(
      'SELECT * FROM sms_codes WHERE dial_code = ? AND mobile = ? AND purpose = ? ORDER BY id DESC LIMIT 1',
    )
    .get(dialCode, mobile, purpose) as SmsCodeRow | undefined
  if (!row) return 'invalid'
  if (row.used || row.attempts >= SMS_CODE_MAX_ATTEMPTS || row.expires_at <= Date.now()) return 'expired'
  if (row.code !== code) {
    db.prepare('UPDATE sms_codes SET attempts = attempts + 1 WHERE id = ?').run(row.id)
    return 'invalid'
  }
  db.prepare('UPDATE sms_codes SET used = 1 WHERE id = ?').run(row.id)
  return 'ok'
}
