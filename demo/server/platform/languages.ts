// The language a request is answered in (I18N, api.md "Language" header): texts the brand writes in
// each of its languages are answered in the caller's language, else the brand's default language,
// else any language that has one, so a text missing in one language is never blank.
import type { IncomingMessage } from 'node:http'

/** A language code as the client sends it (`EN`, `UR`, `PT-BR`). */
export const LANGUAGE_CODE = /^[A-Z]{2,3}(-[A-Z]{2,4})?$/

/** What the brand says about its languages (settings.brand). */
export type BrandLanguages = { languages: string[]; defaultLanguage: string }

/** A text in each language that has one: `{ EN: '…', UR: '…' }`. */
export type Texts = Record<string, string>

/** The request's `Language` header in upper case, or null when it names no language. */
export function requestLanguage(req: Pick<IncomingMessage, 'headers'>): string | null {
  const code = String(req.headers.language ?? '')
    .trim()
    .toUpperCase()
  return LANGUAGE_CODE.test(code) ? code : null
}

/** The languages to answer in, best first: the asked one, the brand's default, the brand's others. */
export function languageOrder(asked: string | null, brand: BrandLanguages): string[] {
  return [...new Set([...(asked ? [asked] : []), brand.defaultLanguage, ...brand.languages])]
}

/**
 * The text of `texts` in the first language of `order` that has one, else any (an empty text counts
 * as none). A plain string (a settings row from before texts had languages) is every language's.
 */
export function pickText(texts: Texts | string | undefined, order: string[]): string {
  if (typeof texts === 'string') return texts
  if (!texts) return ''
  for (const lang of order) if (texts[lang]) return texts[lang]
  return Object.values(texts).find(Boolean) ?? ''
}

/** The first language of `order` among `available`, else the first available one. */
export function pickLanguage(available: string[], order: string[]): string | undefined {
  return order.find((lang) => available.includes(lang)) ?? available[0]
}
