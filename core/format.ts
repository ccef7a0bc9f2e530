/**
 * Numbers and dates in the interface language, one way for every widget: balances and amounts with
 * the currency symbol and two decimals (HDR-9, LOGIN-34), dates in the local locale (ANN-4, SYS-15).
 * Only widgets import this module (it is not in the shared runtime).
 */

/** The Intl locale of an interface language code (spec §1 codes; digits and separators). */
export function intlLocale(lang: string): string {
  const code = lang.toUpperCase()
  if (code === 'UR') return 'ur-PK'
  if (code === 'CN') return 'zh-CN'
  if (code === 'TW') return 'zh-TW'
  if (code === 'PT-BR') return 'pt-BR'
  if (code === 'UR-LA' || code === 'TY') return 'en'
  return code.toLowerCase()
}

/**
 * Intl formatters cost far more to make than to use (a DateTimeFormat ≈ 0.5 ms: a list of dates made
 * them by the hundred at load), so each locale and options get one, kept.
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>()
function formatter<T extends Intl.NumberFormat | Intl.DateTimeFormat>(
  kind: 'n' | 'd',
  locale: string,
  options: object,
): T {
  const key = kind + locale + JSON.stringify(options)
  let made = formatters.get(key)
  if (!made) {
    made = kind === 'n' ? new Intl.NumberFormat(locale, options) : new Intl.DateTimeFormat(locale, options)
    formatters.set(key, made)
  }
  return made as T
}

const TWO_DECIMALS = { minimumFractionDigits: 2, maximumFractionDigits: 2 }

/** An amount with its currency symbol, two decimals, in the interface language's digits. */
export function formatMoney(amount: number, symbol: string | undefined, lang: string): string {
  let number: string
  try {
    number = formatter<Intl.NumberFormat>('n', intlLocale(lang), TWO_DECIMALS).format(amount)
  } catch {
    number = amount.toFixed(2)
  }
  return symbol ? `${symbol} ${number}` : number
}

/** A whole number in the interface language's digits and grouping (counts: LOBBY-6 results line). */
export function formatNumber(n: number, lang: string): string {
  try {
    return formatter<Intl.NumberFormat>('n', intlLocale(lang), {}).format(n)
  } catch {
    return String(n)
  }
}

/** A date (epoch ms) in the interface language; English when the language has no Intl locale. */
export function formatDate(
  ms: number,
  lang: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  try {
    return formatter<Intl.DateTimeFormat>('d', intlLocale(lang), options).format(ms)
  } catch {
    return formatter<Intl.DateTimeFormat>('d', 'en', options).format(ms)
  }
}

/**
 * A number, masked number, amount or ID kept left to right inside text of either direction (DESIGN
 * i18n: `dir="rtl"` for UR, AR, FA): wrapped in U+2066 LEFT-TO-RIGHT ISOLATE … U+2069 POP DIRECTIONAL
 * ISOLATE, so "+92 300****567" and "2025–2026" do not read backwards in Urdu.
 */
export function ltr(text: string | number): string {
  return `\u2066${text}\u2069`
}
