import type { Wording } from '../../core/i18n/index'
import type { en } from './en'

/** Urdu wording of `<language-select>`. */
export const ur: Wording<typeof en> = {
  language_select_label: 'زبان',
}
