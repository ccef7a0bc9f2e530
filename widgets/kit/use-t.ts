import { useStore } from '@nanostores/react'
import { $locale } from '../../core/stores/locale'
import { $dictionaryVersion, directionOf, t } from '../../core/i18n/index'

/** Translation function that re-renders the component when the language or a dictionary changes. */
export function useT(): typeof t {
  useStore($locale)
  useStore($dictionaryVersion)
  return t
}

/** `ltr` or `rtl` for the current language. */
export function useDirection(): 'ltr' | 'rtl' {
  return directionOf(useStore($locale))
}
