// Password hashing with scrypt and a random salt per password (DESIGN "Passwords hashed").
// Stored as `scrypt$N$r$p$salt$hash` (base64), so the cost can be raised later.
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto'

const COST = { N: 16384, r: 8, p: 1 }
const KEY_LENGTH = 32

/**
 * @param {string} password @param {Buffer} salt @param {{ N: number, r: number, p: number }} cost
 * @returns {Promise<Buffer>}
 */
function derive(password, salt, cost) {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, cost, (error, key) =>
      error ? reject(error) : resolve(key),
    )
  })
}

/**
 * Hashes a password for storage.
 * @param {string} password
 */
export async function hashPassword(password) {
  const salt = randomBytes(16)
  const key = await derive(password, salt, COST)
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64'), key.toString('base64')].join('$')
}

/** A valid hash of nothing anyone knows: checked for unknown users so timing reveals nothing (C-10). */
const DUMMY_HASH = hashPassword(randomBytes(16).toString('hex'))

/**
 * Whether `password` matches `stored`. A null or unusable stored hash never matches, and still costs
 * one scrypt, so a missing account answers as slowly as a wrong password.
 * @param {string} password
 * @param {string | null | undefined} stored
 */
export async function verifyPassword(password, stored) {
  const parts = String(stored ?? '').split('$')
  const usable = parts.length === 6 && parts[0] === 'scrypt'
  const [, N, r, p, salt, hash] = usable ? parts : (await DUMMY_HASH).split('$')
  const expected = Buffer.from(String(hash), 'base64')
  const actual = await derive(password, Buffer.from(String(salt), 'base64'), {
    N: Number(N),
    r: Number(r),
    p: Number(p),
  })
  return usable && expected.length === actual.length && timingSafeEqual(expected, actual)
}
