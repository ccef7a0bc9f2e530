// Loaded only when a group has more than one banner: swiper and its CSS stay out of every other chunk.
// It imports nothing of lobbykit's core, so the runtime's code is not split around it (its own
// autoplay module, ./autoplay, is self-contained).
import Swiper from 'swiper'
import type { SwiperOptions } from 'swiper/types'
import { A11y, EffectCoverflow, Navigation, Pagination } from 'swiper/modules'
import { Autoplay } from './autoplay'
import coreCss from '../../node_modules/swiper/swiper.css?raw'
import navigationCss from '../../node_modules/swiper/modules/navigation.css?raw'
import paginationCss from '../../node_modules/swiper/modules/pagination.css?raw'
import a11yCss from '../../node_modules/swiper/modules/a11y.css?raw'

let sheet: CSSStyleSheet | null = null

/** Swiper's CSS for a shadow root; its `:host` rule (meant for swiper-element) is dropped: the host is ours. */
export function swiperSheet(): CSSStyleSheet {
  if (!sheet) {
    sheet = new CSSStyleSheet()
    sheet.replaceSync(
      [coreCss, navigationCss, paginationCss, a11yCss].join('\n').replace(/:host\s*\{[^}]*\}/g, ''),
    )
  }
  return sheet
}

/** Swiper's CSS as text, for engines without constructable stylesheets. */
export const SWIPER_CSS = [coreCss, navigationCss, paginationCss, a11yCss]
  .join('\n')
  .replace(/:host\s*\{[^}]*\}/g, '')

/** A swiper with the carousel's modules (A11y, our Autoplay, EffectCoverflow, Navigation, Pagination). */
export function createSwiper(container: HTMLElement, options: SwiperOptions): Swiper {
  return new Swiper(container, {
    ...options,
    modules: [A11y, Autoplay, EffectCoverflow, Navigation, Pagination],
  })
}
