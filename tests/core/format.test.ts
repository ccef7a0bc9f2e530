import { describe, expect, it } from 'vitest'
import { formatDate, formatMoney, formatNumber, intlLocale, ltr } from '../../core/format'

describe('formatMoney (HDR-9, LOGIN-34: balances with the currency symbol)', () => {
  it('writes two decimals with the symbol, in English digits', () => {
    expect(formatMoney(1250.5, 'Rs', 'EN')).toBe('Rs 1,250.50')
    expect(formatMoney(3, undefined, 'EN')).toBe('3.00')
  })

  it('writes Urdu as ur-PK writes it: Latin digits, the minus marked left to right', () => {
    // CLDR's Urdu (Pakistan) counts in Latin digits, so the language shows in the sign: U+200E
    // before the minus, which English does not write.
    expect(formatMoney(1250.5, 'Rs', 'UR')).toBe('Rs 1,250.50')
    expect(formatMoney(-1250.5, 'Rs', 'UR')).toBe('Rs \u200E-1,250.50')
    expect(formatMoney(-1250.5, 'Rs', 'EN')).toBe('Rs -1,250.50')
  })
})

describe('intlLocale and formatDate (ANN-4, SYS-15: dates in the local locale)', () => {
  it('maps the spec’s language codes onto Intl locales', () => {
    expect(intlLocale('UR')).toBe('ur-PK')
    expect(intlLocale('CN')).toBe('zh-CN')
    expect(intlLocale('PT-BR')).toBe('pt-BR')
    expect(intlLocale('TY')).toBe('en')
    expect(intlLocale('TH')).toBe('th')
  })

  it('formats a date and falls back to English for a code Intl refuses', () => {
    const day = Date.UTC(2026, 10, 22, 12)
    expect(formatDate(day, 'EN', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' })).toBe(
      'Nov 22, 2026',
    )
    expect(formatDate(day, 'X!', { year: 'numeric', timeZone: 'UTC' })).toBe('2026')
  })
})

describe('formatNumber (LOBBY-6: the results line counts in the interface language)', () => {
  it('groups thousands in English and writes Urdu in its own locale', () => {
    expect(formatNumber(10000, 'EN')).toBe('10,000')
    expect(formatNumber(-10000, 'EN')).toBe('-10,000')
    // ur-PK: Latin digits and grouping, the minus marked left to right (U+200E)
    expect(formatNumber(10000, 'UR')).toBe('10,000')
    expect(formatNumber(-10000, 'UR')).toBe('\u200E-10,000')
  })

  it('writes the plain number for a code Intl refuses', () => {
    expect(formatNumber(1234, 'X!')).toBe('1234')
  })
})

describe('ltr (DESIGN i18n: numbers left to right in right-to-left text)', () => {
  it('isolates a masked number, an ID or a year range left to right', () => {
    expect(ltr('+92 300****567')).toBe('\u2066+92 300****567\u2069')
    expect(ltr(2026)).toBe('\u20662026\u2069')
  })
})
