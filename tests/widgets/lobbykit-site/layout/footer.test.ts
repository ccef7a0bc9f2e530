import { describe, expect, it } from 'vitest'
import { copyrightYears } from '../../../../widgets/lobbykit-site/layout/footer'

const at = (year: number) => new Date(year, 5, 1)

describe('the copyright years (FTR-4)', () => {
  it('runs from the brand’s first year to the clock’s year', () => {
    expect(copyrightYears(2025, at(2026))).toBe('\u20662025–2026\u2069')
    expect(copyrightYears(2020, at(2031))).toBe('\u20662020–2031\u2069')
  })

  it('starts at the spec’s 2025 when the brand configures no year', () => {
    expect(copyrightYears(undefined, at(2027))).toBe('\u20662025–2027\u2069')
  })

  it('names one year while the clock is in it, or behind it', () => {
    expect(copyrightYears(2026, at(2026))).toBe('\u20662026\u2069')
    expect(copyrightYears(2031, at(2026))).toBe('\u20662031\u2069')
  })
})
