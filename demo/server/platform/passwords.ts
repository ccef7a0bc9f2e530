// Password hashing with scrypt and a random salt per password (DESIGN "Passwords hashed").
// Stored as `scrypt$N$r$p$salt$hash` (base64), so the cost can be raised later: a login with a
// right password whose hash has a lower cost than today's re-hashes it.
//
// Cost: N = 2^17 (r 8, p 1: 128 MB, a few hundred ms on a server core). The setting
// LOBBYKIT_SCRYPT_LOG2N lowers it; the test runners set 14 so the suite stays fast (every test
// server still hashes and checks for real, just cheaper). Read when hashing, not at import.
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto'
import type { Database } from 'better-sqlite3'

export const DEFAULT_LOG2N = 17
const KEY_LENGTH = 32

/** Today's cost. */
export function passwordCost(): { N: number; r: number; p: number } {
  const log2n = Number(process.env.LOBBYKIT_SCRYPT_LOG2N ?? DEFAULT_LOG2N)
  const safe = Number.isInteger(log2n) && log2n >= 10 && log2n <= 20 ? log2n : DEFAULT_LOG2N
  return { N: 2 ** safe, r: 8, p: 1 }
}

function derive(password: string, salt: Buffer, cost: { N: number; r: number; p: number }): Promise<Buffer> {
  // scrypt needs 128 * N * r bytes; Node's default cap (32 MB) is below 2^17.
  const maxmem = 256 * cost.N * cost.r
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, { ...cost, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    )
  })
}

/**
 * Hashes a password for storage.
 */
export async function hashPassword(password: string) {
  const cost = passwordCost()
  const salt = randomBytes(16)
  const key = await derive(password, salt, cost)
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$')
}

/** How many password checks (scrypt derivations against a stored hash) ran in this process. */
export const passwordStats = { checks: 0 }

/** @type A valid hash of nothing anyone knows (made on first use). */
let dummyHash: Promise<string> | undefined

/**
 * Whether `password` matches `stored`. A null or unusable stored hash never matches, and still costs
 * one scrypt, so a missing account answers as slowly as a wrong password (C-10).
 */
export async function verifyPassword(password: string, stored: string | null | undefined) {
  passwordStats.checks++
  const parts = String(stored ?? '').split('$')
  const usable = parts.length === 6 && parts[0] === 'scrypt'
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'))
  const [, N, r, p, salt, hash] = usable ? parts : (await dummyHash).split('$')
  const expected = Buffer.from(String(hash), 'base64')
  const actual = await derive(password, Buffer.from(String(salt), 'base64'), {
    N: Number(N),
    r: Number(r),
    p: Number(p),
  })
  return usable && expected.length === actual.length && timingSafeEqual(expected, actual)
}

/**
 * Whether a stored hash was made with less than today's cost.
 */
export function isWeakHash(stored: string) {
  const [kind, N, r, p] = String(stored).split('$')
  const cost = passwordCost()
  return kind !== 'scrypt' || Number(N) < cost.N || Number(r) < cost.r || Number(p) < cost.p
}

/**
 * After a right password: re-hashes it at today's cost when the stored hash is weaker.
 *
 *
 * @param password  the password just verified
 */
export async function rehashIfWeak(
  db: Database,
  member: { id: string; password_hash: string },
  password: string,
) {
  if (!isWeakHash(member.password_hash)) return false
  const next = await hashPassword(password)
  // Only if nobody changed the password meanwhile.
  db.prepare('UPDATE members SET password_hash = ? WHERE id = ? AND password_hash = ?').run(
    next,
    member.id,
    member.password_hash,
  )
  return true
}
