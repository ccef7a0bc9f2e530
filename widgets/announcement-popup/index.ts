import { addMessages } from '../../core/i18n/index'
import { defineWidget } from '../kit/define-widget'
import { PROPS } from './element'
import paginationCss from '../kit/pagination.css?raw'
import { AnnouncementPopup, type AnnouncementPopupProps } from './announcement-popup'
import css from './announcement-popup.css?raw'
import { en } from './en'

/** Defines `<announcement-popup>` under `tag` (its attributes, events and parts: ./element.json). */
export function register(tag: string): void {
  addMessages(en, { UR: () => import('./ur').then((m) => m.ur) })
  defineWidget<AnnouncementPopupProps>(tag, AnnouncementPopup, PROPS, { css: [paginationCss, css] })
}
