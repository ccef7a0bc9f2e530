/** The Intl locale for an interface language code (UR in Urdu digits and separators). */
function localeOf(lang: string): string {
  const code = lang.toLowerCase()
  return code === 'ur' ? 'ur-PK' : code
}

/** A date (epoch ms) in the interface language, e.g. "22 Nov 2026". */
export function formatDate(ms: number, lang: string): string {
  try {
    return new Intl.DateTimeFormat(localeOf(lang), { dateStyle: 'medium' }).format(ms)
  } catch {
    return new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(ms)
  }
}

/** An amount with its currency symbol, two decimals, in the interface language's digits. */
export function formatAmount(amount: number, symbol: string | undefined, lang: string): string {
  let number: string
  try {
    number = new Intl.NumberFormat(localeOf(lang), { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)
  } catch {
    number = amount.toFixed(2)
  }
  return symbol ? `${symbol} ${number}` : number
}

/** A server-given link if it is web, mail, phone or same-site; null for anything else (javascript: …). */
export function safeHref(href: string | undefined): string | null {
  const value = href?.trim() ?? ''
  return /^(https?:\/\/|mailto:|tel:|\/(?!\/))/i.test(value) ? value : null
}
