import { useEffect } from 'react'
import { useStore } from '@nanostores/react'
import { intlLocale } from '../../core/format'
import { brandLanguageCodes, languageName } from '../../core/i18n/languages'
import { setLanguage } from '../../core/stores/language'
import { $locale } from '../../core/stores/locale'
import { $system, loadSystem } from '../../core/stores/system'
import type { WidgetBaseProps } from '../kit/define-widget'
import { useT } from '../kit/use-t'
import { useUid } from '../kit/use-uid'

export interface LanguageSelectProps {
  showLabel?: boolean
}

/** A language's `lang` for its own name (none for the codes with no BCP 47 form: UR-LA, TY). */
function langOf(code: string): string | undefined {
  return code === 'UR-LA' || code === 'TY' ? undefined : intlLocale(code)
}

/**
 * `<language-select>` (HDR-4, I18N-1..3): the brand's languages from the platform's status answer
 * (the call every element shares, SYS-8), each by its own name. A change runs spec §4 Language change
 * (I18N-5..8) through the one store, so every element on the page follows; the host's `<html>` is
 * left as it is — direction is set on each element's own root (DESIGN "Styling").
 */
export function LanguageSelect({ showLabel = false }: LanguageSelectProps & WidgetBaseProps) {
  const t = useT()
  const lang = useStore($locale)
  const system = useStore($system)
  const id = useUid('language')
  useEffect(() => {
    void loadSystem()
  }, [])
  // Until the brand is known only the current language is offered (no list that then changes).
  const codes = system.loaded ? brandLanguageCodes(system.answer?.info.brand?.languages) : [lang]
  if (!codes.includes(lang)) codes.unshift(lang)
  return (
    <label className="lk-language" part="language" htmlFor={id}>
      <span className={showLabel ? 'lk-language-label' : 'lk-visually-hidden'} part="label">
        {t('language_select_label')}
      </span>
      <select
        id={id}
        className="lk-language-select"
        part="select"
        name="language"
        data-language={lang}
        value={lang}
        aria-busy={!system.loaded}
        onChange={(event) => void setLanguage(event.currentTarget.value)}
      >
        {codes.map((code) => (
          <option key={code} value={code} lang={langOf(code)}>
            {languageName(code)}
          </option>
        ))}
      </select>
    </label>
  )
}
