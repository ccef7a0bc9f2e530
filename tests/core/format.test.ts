import { describe, expect, it } from 'vitest'
import { formatDate, formatMoney, formatNumber, intlLocale } from '../../core/format'

describe('formatMoney (HDR-9, LOGIN-34: balances with the currency symbol)', () => {
  it('writes two decimals with the symbol, in English digits', () => {
    expect(formatMoney(1250.5, 'Rs', 'EN')).toBe('Rs 1,250.50')
    expect(formatMoney(3, undefined, 'EN')).toBe('3.00')
  })

  it('writes the interface language’s digits in Urdu', () => {
    expect(formatMoney(1250.5, 'Rs', 'UR')).toBe(
      `Rs ${new Intl.NumberFormat('ur-PK', { minimumFractionDigits: 2 }).format(1250.5)}`,
    )
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
  it('groups thousands in English and writes Urdu with its own locale, not the bare code', () => {
    expect(formatNumber(10000, 'EN')).toBe('10,000')
    expect(formatNumber(10000, 'UR')).toBe(new Intl.NumberFormat('ur-PK').format(10000))
  })

  it('writes the plain number for a code Intl refuses', () => {
    expect(formatNumber(1234, 'X!')).toBe('1234')
  })
})
