// Provably fair draws (API-51 (fair draw)): every issue's result comes from a server secret drawn with a
// cryptographic generator. The SHA-256 hash of the secret is published with the issue before
// betting closes; the secret is published with the result once drawn, so anyone can check both:
//
//   secret      64 hexadecimal characters (32 bytes of crypto.randomBytes), used as its text
//   secretHash  SHA-256 of the secret's text (UTF-8), hexadecimal
//   bytes       HMAC-SHA256(key = secret's text, message = `${gameCode}:${issue}:${block}`) for
//               block = 0, 1, 2 … concatenated: a stream of bytes read one at a time
//   uniform(n)  the next byte b with b < 256 - 256 % n (others are skipped), answered as b % n
//   digits      `count` times uniform(10)
//   dice        `count` times 1 + uniform(6)
//   race, pick  from the numbers 1..max in ascending order (race: 1..10), `count` times: take out
//               the number at position uniform(numbers left) — the numbers in the order drawn
//
// The hall's verify panel (widgets/lobbykit-site/pages/lottery) does the same with WebCrypto.
import { createHash, createHmac, randomBytes } from 'node:crypto'
import type { DrawFormat } from './catalogue'

/** The published rule's name, answered with each draw. */
export const FAIR_RULE = 'HMAC-SHA256/1'

/** A new issue secret: 32 random bytes as hexadecimal text. */
export function newSecret() {
  return randomBytes(32).toString('hex')
}

/** The commitment published before betting closes: SHA-256 of the secret's text. */
export function secretHashOf(secret: string) {
  return createHash('sha256').update(secret, 'utf8').digest('hex')
}

/** The byte stream of the rule for one game and issue. */
function byteStream(secret: string, gameCode: string, issue: number) {
  let block = 0
  let bytes = Buffer.alloc(0)
  let at = 0
  return () => {
    if (at >= bytes.length) {
      bytes = createHmac('sha256', secret).update(`${gameCode}:${issue}:${block++}`, 'utf8').digest()
      at = 0
    }
    return bytes[at++] as number
  }
}

/** The result of an issue as the published rule derives it from the secret. */
export function numbersFromSecret(secret: string, gameCode: string, issue: number, format: DrawFormat) {
  const next = byteStream(secret, gameCode, issue)
  const uniform = (n: number) => {
    const limit = 256 - (256 % n)
    for (;;) {
      const b = next()
      if (b < limit) return b % n
    }
  }
  if (format.kind === 'digits') return Array.from({ length: format.count }, () => uniform(10))
  if (format.kind === 'dice') return Array.from({ length: format.count }, () => 1 + uniform(6))
  const max = format.kind === 'race' ? 10 : (format.max ?? 10)
  const left = Array.from({ length: max }, (_, i) => i + 1)
  return Array.from({ length: format.count }, () => left.splice(uniform(left.length), 1)[0] as number)
}
