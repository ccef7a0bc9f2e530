import { addMessages } from '../../core/i18n/index'
import { defineWidget } from '../kit/define-widget'
import { PROPS } from './element'
import { en } from './en'
import { LanguageSelect, type LanguageSelectProps } from './language-select'
import css from './language-select.css?raw'

/** Defines `<language-select>` under `tag` (its attributes, events and parts: ./element.json). */
export function register(tag: string): void {
  addMessages(en, { UR: () => import('./ur').then((m) => m.ur) })
  defineWidget<LanguageSelectProps>(tag, LanguageSelect, PROPS, { css })
}
