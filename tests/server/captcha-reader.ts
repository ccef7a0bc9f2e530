// A captcha reader of the kind a script would write from the repository: decode the PNG, keep
// the dark pixels, and match every glyph of the font at the drawing's scale, shears and offsets.
// tests/server/captcha.test.ts uses it to show the images resist it (LOGIN-15, C-9).
import { inflateSync } from 'node:zlib'
import { CAPTCHA_ALPHABET, GLYPH_HEIGHT, GLYPH_WIDTH, glyph } from '../../demo/server/verification/font'

export type Bitmap = { width: number; height: number; ink: Uint8Array }

const SCALE_X = 3
const SCALE_Y = 4
const SHEARS = [-0.3, -0.2, -0.1, 0, 0.1, 0.2, 0.3]

/** Decodes an 8-bit RGB PNG whose rows are unfiltered and keeps pixels darker than `threshold`. */
export function inkOf(png: Buffer, threshold = 128): Bitmap {
  const width = png.readUInt32BE(16)
  const height = png.readUInt32BE(20)
  const parts: Buffer[] = []
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at)
    if (png.toString('ascii', at + 4, at + 8) === 'IDAT') parts.push(png.subarray(at + 8, at + 8 + length))
    at += 12 + length
  }
  const raw = inflateSync(Buffer.concat(parts))
  const ink = new Uint8Array(width * height)
  for (let y = 0; y < height; y++) {
    if (raw[y * (width * 3 + 1)] !== 0) throw new Error('filtered rows are not read here')
    for (let x = 0; x < width; x++) {
      const at = y * (width * 3 + 1) + 1 + x * 3
      const luma = 0.299 * raw[at]! + 0.587 * raw[at + 1]! + 0.114 * raw[at + 2]!
      ink[y * width + x] = luma < threshold ? 1 : 0
    }
  }
  return { width, height, ink }
}

/** The font's glyph drawn at the scale and shear the reader tries. */
function template(char: string, shear: number) {
  const cells: [number, number, number][] = []
  const height = GLYPH_HEIGHT * SCALE_Y
  glyph(char).forEach((row, gy) =>
    row.forEach((on, gx) => {
      for (let sy = 0; sy < SCALE_Y; sy++) {
        const py = gy * SCALE_Y + sy
        const dx = Math.round(shear * (height / 2 - py))
        for (let sx = 0; sx < SCALE_X; sx++) cells.push([gx * SCALE_X + sx + dx, py, on ? 1 : -1])
      }
    }),
  )
  return cells
}

const TEMPLATES = [...CAPTCHA_ALPHABET].flatMap((char) =>
  SHEARS.map((shear) => ({ char, cells: template(char, shear) })),
)
const PAD = 8

/**
 * Reads `length` characters left to right: for each slot the best-scoring glyph, shear and place
 * (ink under the glyph's ink counts for it, ink under its gaps against it).
 */
export function readCaptcha(bitmap: Bitmap, length = 4) {
  // Padded on every side so a glyph may hang over the edge without a bounds check.
  const stride = bitmap.width + 2 * PAD
  const ink = new Int8Array(stride * (bitmap.height + 2 * PAD))
  for (let y = 0; y < bitmap.height; y++) {
    for (let x = 0; x < bitmap.width; x++)
      ink[(y + PAD) * stride + x + PAD] = bitmap.ink[y * bitmap.width + x]!
  }
  const compiled = TEMPLATES.map(({ char, cells }) => ({
    char,
    offsets: Int32Array.from(cells, ([cx, cy]) => cy * stride + cx),
    signs: Int8Array.from(cells, ([, , sign]) => sign),
  }))
  const slot = Math.floor(bitmap.width / length)
  let text = ''
  for (let index = 0; index < length; index++) {
    let best = { score: -Infinity, char: '?' }
    for (const { char, offsets, signs } of compiled) {
      for (let x0 = index * slot - 4; x0 < (index + 1) * slot - GLYPH_WIDTH; x0++) {
        for (let y0 = -2; y0 + GLYPH_HEIGHT * SCALE_Y <= bitmap.height + 2; y0++) {
          const base = (y0 + PAD) * stride + x0 + PAD
          let score = 0
          for (let k = 0; k < offsets.length; k++) score += signs[k]! * ink[base + offsets[k]!]!
          if (score > best.score) best = { score, char }
        }
      }
    }
    text += best.char
  }
  return text
}

/** The font drawn plainly at the reader's scale, as a control that the reader reads. */
export function plainBitmap(code: string, width = 120, height = 40): Bitmap {
  const ink = new Uint8Array(width * height)
  const cell = Math.floor(width / code.length)
  ;[...code].forEach((char, index) => {
    for (const [cx, cy, sign] of template(char, 0)) {
      if (sign > 0) ink[(6 + cy) * width + index * cell + 6 + cx] = 1
    }
  })
  return { width, height, ink }
}
