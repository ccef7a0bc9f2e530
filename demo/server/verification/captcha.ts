// Captcha images (API-14) and their codes: four characters of the bitmap font, each drawn anew per
// challenge and warped, crossed by a dark stroke, over a tinted background with lines and dots (PNG).
// A code lives 5 minutes for the client's uuid and is burnt by the first check, right or wrong.
import { randomInt } from 'node:crypto'
import { takeGuess } from '../platform/guesses'
import { CAPTCHA_ALPHABET, GLYPH_HEIGHT, GLYPH_WIDTH, glyph } from './font'
import { encodePng } from '../platform/png'
import { MINUTE_MS } from '../platform/time'
import type { Database } from 'better-sqlite3'
import type { RateLimiter } from '../platform/rate-limit'

export const CAPTCHA_WIDTH = 120
export const CAPTCHA_HEIGHT = 40
export const CAPTCHA_LENGTH = 4
export const CAPTCHA_TTL_MS = 5 * MINUTE_MS
export const CAPTCHA_UUID = /^[A-Za-z0-9-]{8,64}$/

const CELL_WIDTH = 27
const NOISE_LINES = 3
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

/** A uniform real in [min, max). */
function real(min: number, max: number) {
  return min + (randomInt(1_000_000) / 1_000_000) * (max - min)
}

/**
 * One character as this challenge draws it: the font's cells, each nudged on its own, thickened or
 * thinned, then rotated, scaled and sheared about a jittered centre. No two challenges draw a glyph
 * alike, so matching the repository's font as a template does not read it (LOGIN-15, C-9).
 */
function variant(char: string, centreX: number) {
  const cells: [number, number][] = []
  glyph(char).forEach((row, gy) =>
    row.forEach((on, gx) => {
      if (on) cells.push([gx + 0.5 + real(-0.15, 0.15), gy + 0.5 + real(-0.15, 0.15)])
    }),
  )
  const angle = real(-0.45, 0.45)
  return {
    cells,
    half: 0.5 + real(0.02, 0.2),
    cos: Math.cos(angle),
    sin: Math.sin(angle),
    scaleX: real(2.4, 3.7),
    scaleY: real(3.3, 4.4),
    shear: real(-0.3, 0.3),
    x: centreX + real(-3, 3),
    y: CAPTCHA_HEIGHT / 2 + real(-3, 3),
    ink: [between(10, 100), between(10, 100), between(10, 100)],
  }
}

/** Whether the variant has ink at the (already warped) point x, y. */
function inked(shape: ReturnType<typeof variant>, x: number, y: number) {
  const dx = x - shape.x
  const dy = y - shape.y
  const v = (-dx * shape.sin + dy * shape.cos) / shape.scaleY
  const u = (dx * shape.cos + dy * shape.sin) / shape.scaleX + shape.shear * v
  const gx = u + GLYPH_WIDTH / 2
  const gy = v + GLYPH_HEIGHT / 2
  return shape.cells.some(([cx, cy]) => Math.abs(gx - cx) <= shape.half && Math.abs(gy - cy) <= shape.half)
}

/**
 * Draws `code` and answers the PNG bytes: the characters through a smooth random warp, one dark
 * wavy stroke across them, lighter lines and dots over a tinted background.
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
  const shapes = [...code].map((char, index) => variant(char, left + index * CELL_WIDTH + CELL_WIDTH / 2))
  const warp = {
    amplitudeX: real(1.4, 2.6),
    amplitudeY: real(1.4, 2.6),
    waveX: real(9, 16),
    waveY: real(14, 26),
    phaseX: real(0, 2 * Math.PI),
    phaseY: real(0, 2 * Math.PI),
  }
  for (let y = 0; y < CAPTCHA_HEIGHT; y++) {
    for (let x = 0; x < CAPTCHA_WIDTH; x++) {
      const wx = x + warp.amplitudeX * Math.sin(y / warp.waveX + warp.phaseX)
      const wy = y + warp.amplitudeY * Math.sin(x / warp.waveY + warp.phaseY)
      const shape = shapes.find((candidate) => Math.abs(wx - candidate.x) < 20 && inked(candidate, wx, wy))
      if (shape) plot(x, y, shape.ink)
    }
  }

  // One stroke as dark as the characters, weaving through them: a threshold keeps it with the text.
  const stroke = [between(20, 90), between(20, 90), between(20, 90)]
  const middle = real(14, CAPTCHA_HEIGHT - 14)
  const height = real(4, 8)
  const wave = real(12, 22)
  const phase = real(0, 2 * Math.PI)
  for (let x = between(0, 12); x < CAPTCHA_WIDTH - between(0, 12); x++) {
    const y = Math.round(middle + height * Math.sin(x / wave + phase))
    plot(x, y, stroke)
    plot(x, y + 1, stroke)
  }

  for (let i = 0; i < NOISE_LINES; i++) {
    const colour = [between(110, 190), between(110, 190), between(110, 190)]
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
 * Checks an answer (any case) and burns the captcha whatever the outcome; with `keep`, a right
 * answer leaves it for `spendCaptcha` (a registration spends it only once it goes ahead).
 */
export function checkCaptcha(
  db: Database,
  uuid: unknown,
  answer: unknown,
  limits: RateLimiter,
  ip: string,
  keep = false,
) {
  if (typeof uuid !== 'string' || typeof answer !== 'string') return false
  // C-9: the shared guess limiter (60 an IP in 15 minutes), taken before the look-up;
  // each captcha is burnt by its first check besides.
  const ticket = takeGuess(limits, 'captcha', { ip })
  if (ticket.wait) return false
  const row = db.prepare('SELECT code, expires_at FROM captchas WHERE uuid = ?').get(uuid) as
    CaptchaRow | undefined
  if (!row) return false
  const right = row.expires_at > Date.now() && row.code === answer.trim().toUpperCase()
  if (!right || !keep) db.prepare('DELETE FROM captchas WHERE uuid = ?').run(uuid)
  if (right) ticket.right()
  return right
}

/** Spends a captcha a kept check passed; false when another request spent it first (single use). */
export function spendCaptcha(db: Database, uuid: unknown) {
  return typeof uuid === 'string' && db.prepare('DELETE FROM captchas WHERE uuid = ?').run(uuid).changes === 1
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
