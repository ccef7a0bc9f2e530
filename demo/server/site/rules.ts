// The language rules of the site pages' calls (I18N): rows in the asked language, else in the brand's
// default, else in any of the brand's languages that has rows (platform/languages.ts), so a help
// section or promotion missing in one language is never blank.
import { LANGUAGE_CODE, languageOrder, type BrandLanguages } from '../platform/languages'

/** The languages to read in, best first, for the code the caller sent (in any case) and the brand. */
export function readOrder(value: string | null, brand: BrandLanguages): string[] {
  const code = (value ?? '').trim().toUpperCase()
  return languageOrder(LANGUAGE_CODE.test(code) ? code : null, brand)
}

/** The rows of the first language of `order` that has any. */
export function withFallback<T>(read: (lang: string) => T[], order: string[]): T[] {
  for (const lang of order) {
    const rows = read(lang)
    if (rows.length) return rows
  }
  return []
}
