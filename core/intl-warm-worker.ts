import { intlLocale } from './format'

/**
 * The worker of core/intl-warm.ts: a date and a number formatter and the region names (the dialling codes) in English and in the interface
 * language it is named (`?l=UR`), so ICU's data is loaded for the page's thread too; then it says so.
 */
for (const lang of ['EN', new URLSearchParams(location.search).get('l') ?? 'EN']) {
  try {
    new Intl.DateTimeFormat(intlLocale(lang), { year: 'numeric', month: 'short', day: 'numeric' }).format(0)
    new Intl.NumberFormat(intlLocale(lang)).format(0)
    new Intl.DisplayNames(intlLocale(lang), { type: 'region' }).of('PK')
  } catch {}
}
postMessage(0)
