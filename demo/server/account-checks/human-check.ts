// The demo's slider human check (LOGIN-15, LOGIN-16, API-70, C-8, C-9): the server issues a
// challenge — a picture of the target's number on a 0–100 track, drawn like the captcha (noise,
// per-challenge glyph variation); the number itself never leaves the server, in no field and no
// text — and checks the slider's answer (or the number typed from the picture, the keyboard
// alternative) and answers a random token that is single-use, short-lived and
// bound to what it was asked for (login, register, sms). The token is stored as a hash only. When
// the brand's `humanCheck` setting is on, the login by password, the registrations and every SMS send
// without login spend one (`spendHumanToken`) before they do anything else.
import { createHash, randomBytes, randomInt } from 'node:crypto'
import { drawCaptcha } from '../verification/rules'
import { fail } from '../platform/envelope'
import { MINUTE_MS } from '../platform/time'
import type { Database } from 'better-sqlite3'
import type { RouteContext } from '../platform/context'

/** How long a challenge may be answered. */
export const HUMAN_CHALLENGE_TTL_MS = 2 * MINUTE_MS
/** How long a verified token may be spent. */
export const HUMAN_TOKEN_TTL_MS = 2 * MINUTE_MS
/** How far (track units of 0–100) the slider may stop from the target. */
export const HUMAN_TOLERANCE = 3
/** Challenges one IP may ask for in CHALLENGE_WINDOW_MS (each is a row until it is answered or expires). */
export const CHALLENGES_PER_IP = 60
export const CHALLENGE_WINDOW_MS = 15 * MINUTE_MS
/** What a token may be spent on. */
export const HUMAN_PURPOSES = ['login', 'register', 'sms']

/** The catalogue's ERR-10 ("Please complete verification first") for a missing, forged, reused or expired token. */
export const HUMAN_CHECK_MESSAGE = 'Please complete verification first'

function hash(value: string) {
  return createHash('sha256').update(value).digest('base64url')
}

/**
 * Issues a challenge for `purpose`.
 */
export function issueChallenge(db: Database, purpose: string, now: number) {
  const id = randomBytes(16).toString('base64url')
  // Two digits the captcha font draws (2–9): 22 to 99, never a 0 or 1 to mistake for a letter.
  const target = Number(`${randomInt(2, 9)}${randomInt(2, 10)}`)
  db.prepare('DELETE FROM human_challenges WHERE expires_at <= ?').run(now)
  db.prepare('INSERT INTO human_challenges (id, purpose, target, expires_at) VALUES (?, ?, ?, ?)').run(
    id,
    purpose,
    target,
    now + HUMAN_CHALLENGE_TTL_MS,
  )
  return {
    id,
    image: `data:image/png;base64,${drawCaptcha(String(target)).toString('base64')}`,
    tolerance: HUMAN_TOLERANCE,
    expiresInMs: HUMAN_CHALLENGE_TTL_MS,
  }
}

type ChallengeRow = { purpose: string; target: number }

/** A live challenge's target, the newest one's without an id (the demo control API only), or null. */
export function peekChallenge(db: Database, id: string | null) {
  const row = (
    id
      ? db.prepare('SELECT target FROM human_challenges WHERE id = ? AND expires_at > ?').get(id, Date.now())
      : db
          .prepare('SELECT target FROM human_challenges WHERE expires_at > ? ORDER BY rowid DESC LIMIT 1')
          .get(Date.now())
  ) as Pick<ChallengeRow, 'target'> | undefined
  return row?.target ?? null
}

/**
 * Checks an answer: the challenge is burnt by its first answer, right or wrong. Answers the token,
 * or null when the challenge is unknown, expired or the position is off.
 */
export function answerChallenge(db: Database, id: string, position: number, now: number) {
  const row = db
    .prepare('DELETE FROM human_challenges WHERE id = ? AND expires_at > ? RETURNING purpose, target')
    .get(id, now) as ChallengeRow | undefined
  if (!row || !Number.isFinite(position) || Math.abs(position - row.target) > HUMAN_TOLERANCE) return null
  const token = randomBytes(24).toString('base64url')
  db.prepare('DELETE FROM human_tokens WHERE expires_at <= ?').run(now)
  db.prepare('INSERT INTO human_tokens (token_hash, purpose, expires_at) VALUES (?, ?, ?)').run(
    hash(token),
    row.purpose,
    now + HUMAN_TOKEN_TTL_MS,
  )
  return token
}

/**
 * Spends the request's `humanToken` for `purpose` when the brand enables the check: answers null
 * (go on) or the refusal to send. The token is spent by the same UPDATE that finds it unspent and
 * live, so two requests racing with one token get one pass.
 */
export function spendHumanToken(
  { settings, body, db }: RouteContext<{ humanToken?: string }>,
  purpose: 'login' | 'register' | 'sms',
) {
  if (!settings.humanCheck) return null
  const token = typeof body.humanToken === 'string' ? body.humanToken.trim() : ''
  const spent =
    token &&
    db
      .prepare(
        'UPDATE human_tokens SET used = 1 WHERE token_hash = ? AND purpose = ? AND used = 0 AND expires_at > ? RETURNING 1',
      )
      .get(hash(token), purpose, Date.now())
  return spent ? null : fail('CAPTCHA_INVALID', HUMAN_CHECK_MESSAGE, { value: { humanCheck: true } })
}
