// @vitest-environment node
// LOGIN-15, C-9: the captcha is drawn anew for every challenge, so a script that matches the
// repository's bitmap font against the picture does not read it.
import { describe, expect, it } from 'vitest'
import { CAPTCHA_ALPHABET } from '../../demo/server/verification/font'
import { drawCaptcha } from '../../demo/server/verification/captcha'
import { inkOf, plainBitmap, readCaptcha } from './captcha-reader'

const code = (seed: number) =>
  Array.from({ length: 4 }, (_, i) => CAPTCHA_ALPHABET[(seed * 7 + i * 13) % CAPTCHA_ALPHABET.length]).join(
    '',
  )

describe('LOGIN-15, C-9: the captcha against template matching', () => {
  it('the reader reads the font when it is drawn plainly', () => {
    for (const text of ['AB7K', 'QR39', 'ZWMH']) expect(readCaptcha(plainBitmap(text))).toBe(text)
  })

  it('reads none of 6 captchas the server draws, and few of their characters', () => {
    let codes = 0
    let characters = 0
    for (let i = 0; i < 6; i++) {
      const text = code(i)
      const read = readCaptcha(inkOf(drawCaptcha(text)))
      if (read === text) codes++
      characters += [...read].filter((char, k) => char === text[k]).length
    }
    // Measured over 30: no code and about a quarter of the characters (chance alone is 1 in 32); half
    // the characters of six would be a reader that works.
    expect(codes).toBeLessThanOrEqual(1)
    expect(characters).toBeLessThan(12)
  }, 60_000)
})
