import { addMessages } from '../../core/i18n/index'
import { defineWidget } from '../kit/define-widget'
import { PROPS } from './element'
import { en } from './en'
import { SpeedTester } from './speed-tester'
import css from './speed-tester.css?raw'

/** Defines `<speed-tester>` under `tag` (its attributes, events and parts: ./element.json). */
export function register(tag: string): void {
  addMessages(en, { UR: () => import('./ur').then((m) => m.ur) })
  defineWidget(tag, SpeedTester, PROPS, { css })
}
