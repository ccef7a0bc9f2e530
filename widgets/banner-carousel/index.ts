import { addMessages } from '../../core/i18n/index'
import { defineWidget } from '../kit/define-widget'
import { PROPS } from './element'
import { BannerCarousel, type BannerCarouselProps } from './banner-carousel'
import css from './banner-carousel.css?raw'
import { en } from './en'

/** Defines `<banner-carousel>` under `tag` (its attributes, events and parts: ./element.json). */
export function register(tag: string): void {
  addMessages(en, { UR: () => import('./ur').then((m) => m.ur) })
  defineWidget<BannerCarouselProps>(tag, BannerCarousel, PROPS, { css })
}
