import '../kit/runtime'
import { addMessages } from '../../core/i18n/index'
import { defineWidget } from '../kit/define-widget'
import { speedEn } from './en'
import { SpeedTester } from './speed-tester'
import css from './speed-tester.css?raw'

/**
 * `<speed-tester>` — the side menu's server speed test: the first five domain routes, each pinged
 * (`/ping.txt?r=…`), shown with the measured round trip and a rating, fastest first; a re-test button.
 * Each line is `part="line"` with `data-rating` (fast / normal / slow / unreachable) and `data-speed`.
 * @csspart card @csspart list @csspart line @csspart speed @csspart rating @csspart retest
 * @cssprop --lk-success @cssprop --lk-warning @cssprop --lk-danger
 */
export function register(tag: string): void {
  addMessages(speedEn, { UR: () => import('./ur').then((m) => m.ur) })
  defineWidget(tag, SpeedTester, {}, { css })
}

export type SpeedTesterElement = HTMLElement
