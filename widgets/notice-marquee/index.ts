import '../kit/runtime'
import { addMessages } from '../../core/i18n/index'
import { defineWidget } from '../kit/define-widget'
import { marqueeEn } from './en'
import { NoticeMarquee } from './notice-marquee'
import css from './notice-marquee.css?raw'

/**
 * `<notice-marquee>` — the home page's scrolling notice line (spec §2 Home) with the unread-message
 * icon and count for members. It pauses on hover and on focus, stands still for prefers-reduced-motion,
 * and a click opens the announcement popup.
 * @event lobbykit-popup
 * @csspart marquee @csspart notices @csspart unread
 * @cssprop --lk-surface @cssprop --lk-accent @cssprop --lk-danger
 */
export function register(tag: string): void {
  addMessages(marqueeEn, { UR: () => import('./ur').then((m) => m.ur) })
  defineWidget(tag, NoticeMarquee, {}, { css })
}

export type NoticeMarqueeElement = HTMLElement
