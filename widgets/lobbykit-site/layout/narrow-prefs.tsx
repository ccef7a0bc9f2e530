import { useEffect, useState } from 'react'
import { useStore } from '@nanostores/react'
import { normaliseLanguage, setLanguage } from '../../../core/stores/language'
import type { BrandConfig } from '../../../core/api/types'
import { $system } from '../../../core/stores/system'
import { $locale } from '../../../core/stores/locale'
import { $theme, setTheme } from '../../../core/stores/theme'
import { useT } from '../../kit/use-t'
import { intlLocale } from '../../../core/format'
import { LANGUAGES } from '../routing/nav'

/**
 * Narrow headers (spec §2 Header on a phone or tablet). Below 1024 px, where the side menu is a drawer,
 * the language select and the theme switch move into that drawer; below 768 px deposit and withdraw
 * move into the member menu. Only one copy of each control exists at a time, so its `part` names one
 * element. (CSS: below 560 px a member's balance takes a second header row, below 480 px the clock hides.)
 */
export const DRAWER = '(max-width: 1023.98px)'
export const COMPACT = '(max-width: 767.98px)'

export function useMedia(query: string) {
  const [matches, setMatches] = useState(() => typeof matchMedia === 'function' && matchMedia(query).matches)
  useEffect(() => {
    if (typeof matchMedia !== 'function') return
    const media = matchMedia(query)
    const change = () => setMatches(media.matches)
    change()
    media.addEventListener('change', change)
    return () => media.removeEventListener('change', change)
  }, [query])
  return matches
}

/** I18N-1..3: the languages the brand offers (all of spec §1 when the brand names none). */
export function brandLanguages(brand: BrandConfig | undefined, all: readonly string[]): string[] {
  const named = (brand?.languages ?? []).map(normaliseLanguage).filter(Boolean)
  return named.length ? named : [...all]
}

const LANGUAGE_CODES = LANGUAGES.map(([code]) => code)

/** HDR-4, I18N-1..3: the brand's languages (spec §1 codes, each by its own name); a change follows §4 Language change. */
export function LanguageSelect() {
  const t = useT()
  const lang = useStore($locale)
  const brand = useStore($system).answer?.info.brand
  const offered = brandLanguages(brand, LANGUAGE_CODES)
  const options = offered.map(
    (code): readonly [string, string] => LANGUAGES.find(([c]) => c === code) ?? [code, code],
  )
  const known = options.some(([code]) => code === lang)
  return (
    <label className="site-lang">
      <span className="lk-visually-hidden">{t('site_language')}</span>
      <select
        className="site-select"
        name="language"
        part="language"
        value={lang}
        onChange={(e) => void setLanguage(e.currentTarget.value)}
      >
        {!known && <option value={lang}>{lang}</option>}
        {options.map(([code, name]) => (
          <option
            key={code}
            value={code}
            lang={code === 'UR-LA' || code === 'TY' ? undefined : intlLocale(code)}
          >
            {name}
          </option>
        ))}
      </select>
    </label>
  )
}

/** SYS-7, NS-27: the theme switch (kept once picked). */
export function ThemeSwitch() {
  const t = useT()
  const theme = useStore($theme)
  const dark = theme === 'dark'
  return (
    <button
      type="button"
      className="lk-button lk-button--icon"
      part="theme"
      aria-pressed={dark}
      aria-label={t('site_theme_dark')}
      onClick={() => setTheme(dark ? 'light' : 'dark')}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path fill="currentColor" d="M12 3a9 9 0 1 0 9 9 7 7 0 0 1-9-9z" />
      </svg>
    </button>
  )
}
