// Captcha images (API-14) and their codes: four characters drawn with the bitmap font, scaled,
// sheared and jittered, over a tinted background with noise lines and dots, encoded as PNG.
// A code lives 5 minutes for the client's uuid and is burnt by the first check, right or wrong.
import { randomInt } from 'node:crypto'
import { takeGuess } from '../platform/guesses'
import { CAPTCHA_ALPHABET, GLYPH_HEIGHT, glyph } from './font'
import { encodePng } from '../platform/png'
import { MINUTE_MS } from '../platform/time'
import type { Database } from 'better-sqlite3'
import type { RateLimiter } from '../platform/rate-limit'

export const CAPTCHA_WIDTH = 120
export const CAPTCHA_HEIGHT = 40
export const CAPTCHA_LENGTH = 4
export const CAPTCHA_TTL_MS = 5 * MINUTE_MS
export const CAPTCHA_UUID = /^[A-Za-z0-9-]{8,64}$/

const SCALE_X = 3
const SCALE_Y = 4
const CELL_WIDTH = 27
const NOISE_LINES = 4
const NOISE_DOTS = 70

function randomCode(): string {
  return Array.from(
    { length: CAPTCHA_LENGTH },
    () => CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)],
  ).join('')
}

/** @param max  inclusive */
function between(min: number, max: number) {
  return randomInt(min, max + 1)
}

/**
 * Draws `code` and answers the PNG bytes.
 */
export function drawCaptcha(code: string) {
  const pixels = new Uint8Array(CAPTCHA_WIDTH * CAPTCHA_HEIGHT * 3)
  const plot = (x: number, y: number, colour: number[]) => {
    if (x < 0 || y < 0 || x >= CAPTCHA_WIDTH || y >= CAPTCHA_HEIGHT) return
    pixels.set(colour, (y * CAPTCHA_WIDTH + x) * 3)
  }

  const background = [between(226, 250), between(226, 250), between(226, 250)]
  for (let i = 0; i < CAPTCHA_WIDTH * CAPTCHA_HEIGHT; i++) pixels.set(background, i * 3)

  const left = Math.floor((CAPTCHA_WIDTH - CELL_WIDTH * code.length) / 2)
  ;[...code].forEach((char, index) => {
    const ink = [between(10, 110), between(10, 110), between(10, 110)]
    const x0 = left + index * CELL_WIDTH + between(2, 8)
    const y0 = between(3, CAPTCHA_HEIGHT - GLYPH_HEIGHT * SCALE_Y - 3)
    const shear = between(-3, 3) / 10
    glyph(char).forEach((row, gy) =>
      row.forEach((on, gx) => {
        if (!on) return
        for (let sy = 0; sy < SCALE_Y; sy++) {
          const py = gy * SCALE_Y + sy
          const dx = Math.round(shear * ((GLYPH_HEIGHT * SCALE_Y) / 2 - py))
          for (let sx = 0; sx < SCALE_X; sx++) plot(x0 + gx * SCALE_X + sx + dx, y0 + py, ink)
        }
      }),
    )
  })

  for (let i = 0; i < NOISE_LINES; i++) {
    const colour = [between(90, 190), between(90, 190), between(90, 190)]
    drawLine(
      plot,
      between(0, 20),
      between(0, CAPTCHA_HEIGHT - 1),
      between(100, 119),
      between(0, CAPTCHA_HEIGHT - 1),
      colour,
    )
  }
  for (let i = 0; i < NOISE_DOTS; i++) {
    plot(between(0, CAPTCHA_WIDTH - 1), between(0, CAPTCHA_HEIGHT - 1), [
      between(0, 255),
      between(0, 255),
      between(0, 255),
    ])
  }
  return encodePng(CAPTCHA_WIDTH, CAPTCHA_HEIGHT, pixels)
}

/**
 * Bresenham's line.
 */
function drawLine(
  plot: (x: number, y: number, c: number[]) => void,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  colour: number[],
) {
  const dx = Math.abs(x1 - x0)
  const dy = -Math.abs(y1 - y0)
  const stepX = x0 < x1 ? 1 : -1
  const stepY = y0 < y1 ? 1 : -1
  let error = dx + dy
  for (;;) {
    plot(x0, y0, colour)
    if (x0 === x1 && y0 === y1) return
    const double = 2 * error
    if (double >= dy) {
      error += dy
      x0 += stepX
    }
    if (double <= dx) {
      error += dx
      y0 += stepY
    }
  }
}

/**
 * Makes a new captcha for `uuid` (replacing any earlier one) and answers the PNG as base64.
 */
export function issueCaptcha(db: Database, uuid: string) {
  const code = randomCode()
  db.prepare('INSERT OR REPLACE INTO captchas (uuid, code, expires_at) VALUES (?, ?, ?)').run(
    uuid,
    code,
    Date.now() + CAPTCHA_TTL_MS,
  )
  db.prepare('DELETE FROM captchas WHERE expires_at <= ?').run(Date.now())
  return drawCaptcha(code).toString('base64')
}

/** A stored captcha's code and expiry. */
type CaptchaRow = { code: string; expires_at: number }

/**
 * Checks an answer (any case) and burns the captcha whatever the outcome.
 */
export function checkCaptcha(db: Database, uuid: unknown, answer: unknown, limits: RateLimiter, ip: string) {
  if (typeof uuid !== 'string' || typeof answer !== 'string') return false
  // C-9: the shared guess limiter (60 an IP in 15 minutes), taken before the look-up;
  // each captcha is burnt by its first check besides.
  const ticket = takeGuess(limits, 'captcha', { ip })
  if (ticket.wait) return false
  const row = db.prepare('SELECT code, expires_at FROM captchas WHERE uuid = ?').get(uuid) as
    CaptchaRow | undefined
  if (!row) return false
  db.prepare('DELETE FROM captchas WHERE uuid = ?').run(uuid)
  const right = row.expires_at > Date.now() && row.code === answer.trim().toUpperCase()
  if (right) ticket.right()
  return right
}

/**
 * The live code for `uuid` (demo control API only), or null.
 */
export function peekCaptcha(db: Database, uuid: string) {
  const row = db
    .prepare('SELECT code FROM captchas WHERE uuid = ? AND expires_at > ?')
    .get(uuid, Date.now()) as Pick<CaptchaRow, 'code'> | undefined
  return row?.code ?? null
}
