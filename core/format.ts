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

/** An amount with its currency symbol, two decimals, in the interface language's digits. */
export function formatMoney(amount: number, symbol: string | undefined, lang: string): string {
  let number: string
  try {
    number = new Intl.NumberFormat(intlLocale(lang), {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(amount)
  } catch {
    number = amount.toFixed(2)
  }
  return symbol ? `${symbol} ${number}` : number
}

/** A date (epoch ms) in the interface language; English when the language has no Intl locale. */
export function formatDate(
  ms: number,
  lang: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  try {
    return new Intl.DateTimeFormat(intlLocale(lang), options).format(ms)
  } catch {
    return new Intl.DateTimeFormat('en', options).format(ms)
  }
}
