// Provably fair draws, checked in the browser (API-51 (fair draw)): the published rule recomputed with
// WebCrypto from a draw's revealed secret — SHA-256 of the secret must be the hash published before
// betting closed, and HMAC-SHA256(secret, `${gameCode}:${issue}:${block}`) read byte by byte with
// rejection sampling must give the numbers drawn (the rule: demo/server/lottery/fair.ts).
import type { DrawFormat, OpenedDraw } from '../../../../core/api/lottery'

const encode = (text: string) => new TextEncoder().encode(text)
const hexOf = (bytes: ArrayBuffer) =>
  Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('')

/** SHA-256 of a text (UTF-8), hexadecimal. */
export async function sha256Hex(text: string): Promise<string> {
  return hexOf(await crypto.subtle.digest('SHA-256', encode(text)))
}

/** The numbers the published rule derives from `secret` for a game's issue. */
export async function ruleNumbers(
  secret: string,
  gameCode: string,
  issue: string,
  format: DrawFormat,
): Promise<number[]> {
  const key = await crypto.subtle.importKey('raw', encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ])
  let block = 0
  let bytes = new Uint8Array(0)
  let at = 0
  const next = async () => {
    if (at >= bytes.length) {
      bytes = new Uint8Array(await crypto.subtle.sign('HMAC', key, encode(`${gameCode}:${issue}:${block++}`)))
      at = 0
    }
    return bytes[at++] as number
  }
  const uniform = async (n: number) => {
    const limit = 256 - (256 % n)
    for (;;) {
      const b = await next()
      if (b < limit) return b % n
    }
  }
  const numbers: number[] = []
  if (format.kind === 'digits' || format.kind === 'dice') {
    for (let i = 0; i < format.count; i++)
      numbers.push(format.kind === 'digits' ? await uniform(10) : 1 + (await uniform(6)))
    return numbers
  }
  const left = Array.from({ length: format.kind === 'race' ? 10 : (format.max ?? 10) }, (_, i) => i + 1)
  for (let i = 0; i < format.count; i++) numbers.push(left.splice(await uniform(left.length), 1)[0] as number)
  return numbers
}

/** What a check found. */
export interface DrawCheck {
  /** SHA-256 of the revealed secret */
  hash: string
  hashMatches: boolean
  /** whether the hash was published before betting closed */
  publishedInTime: boolean
  numbers: number[]
  numbersMatch: boolean
}

/** Whether this browser can check (WebCrypto needs a secure page: https or localhost). */
export const canVerify = () => typeof crypto !== 'undefined' && Boolean(crypto.subtle)

/** Checks a draw against its published hash and the published rule. */
export async function checkDraw(draw: OpenedDraw): Promise<DrawCheck> {
  const secret = draw.secret ?? ''
  const hash = await sha256Hex(secret)
  const numbers = draw.format ? await ruleNumbers(secret, draw.gameCode, draw.issue, draw.format) : []
  return {
    hash,
    hashMatches: Boolean(draw.secretHash) && hash === draw.secretHash,
    publishedInTime:
      draw.secretHashPublishedAt != null &&
      draw.closedAt != null &&
      draw.secretHashPublishedAt <= draw.closedAt,
    numbers,
    numbersMatch: numbers.length > 0 && numbers.join(',') === draw.numbers.join(','),
  }
}
