import { addMessages } from '../../core/i18n/index'
import { defineWidget } from '../kit/define-widget'
import { PROPS } from './element'
import { en } from './en'
import { NoticeMarquee } from './notice-marquee'
import css from './notice-marquee.css?raw'

/** Defines `<notice-marquee>` under `tag` (its attributes, events and parts: ./element.json). */
export function register(tag: string): void {
  addMessages(en, { UR: () => import('./ur').then((m) => m.ur) })
  defineWidget(tag, NoticeMarquee, PROPS, { css })
}
