// The language rules of the site pages' calls: a code as the caller sends it, and English where a
// language has no rows of its own.
const LANGUAGE = /^[A-Z]{2,3}(-[A-Z]{2,4})?$/
const FALLBACK_LANGUAGE = 'EN'

/** The language asked for, in upper case, or the fallback. */
export function languageOf(value: string | null) {
  const code = (value ?? '').trim().toUpperCase()
  return LANGUAGE.test(code) ? code : FALLBACK_LANGUAGE
}

/** Rows in `lang`, or in English when the language has none. */
export function withFallback<T>(read: (lang: string) => T[], lang: string) {
  const rows = read(lang)
  return rows.length || lang === FALLBACK_LANGUAGE ? rows : read(FALLBACK_LANGUAGE)
}
