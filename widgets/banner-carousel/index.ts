import '../kit/runtime'
import { addMessages } from '../../core/i18n/index'
import { defineWidget } from '../kit/define-widget'
import { BannerCarousel, type BannerCarouselProps } from './banner-carousel'
import css from './banner-carousel.css?raw'
import { bannerEn } from './en'

/**
 * `<banner-carousel group="w_home">` — the home banners (spec §2 Home, §9): none renders nothing;
 * one stands still; more loop in a coverflow carousel (1000 ms slides, autoplay every 5000 ms that
 * keeps going after interaction, dots, arrows, a pause button). A banner opens its url only when it
 * has a linkageType; an INTERNAL one fires a cancelable `lobbykit-navigate`. Reserve its 3:1 box
 * before the bundle loads with `banner-carousel:not(:defined) { display: block; aspect-ratio: 3 / 1 }`.
 * @event lobbykit-navigate
 * @csspart carousel @csspart banner-link @csspart dots @csspart prev @csspart next @csspart pause
 * @cssprop --lk-accent @cssprop --lk-radius @cssprop --lk-surface
 */
export function register(tag: string): void {
  addMessages(bannerEn, { UR: () => import('./ur').then((m) => m.ur) })
  defineWidget<BannerCarouselProps>(tag, BannerCarousel, { group: 'string' }, { css })
}

export interface BannerCarouselElement extends HTMLElement {
  group?: string
}
