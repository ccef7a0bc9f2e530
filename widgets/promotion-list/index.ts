import { defineWidget } from '../kit/define-widget'
import { PROPS } from './element'
import { PromotionListElement, type PromotionListProps } from './promotion-list'
import sectionCss from '../kit/section/section.css?raw'
import css from './promotion-list.css?raw'

/** Defines `<promotion-list>` under `tag` (its attributes, events and parts: ./element.json). */
export function register(tag: string): void {
  defineWidget<PromotionListProps>(tag, PromotionListElement, PROPS, { css: [sectionCss, css] })
}
