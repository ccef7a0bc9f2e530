import { defineWidget } from '../kit/define-widget'
import { PROPS } from './element'
import { LotteryHallElement, type LotteryHallProps } from './lottery-hall'
import sectionCss from '../kit/section/section.css?raw'
import css from './lottery-hall.css?raw'

/** Defines `<lottery-hall>` under `tag` (its attributes, events and parts: ./element.json). */
export function register(tag: string): void {
  defineWidget<LotteryHallProps>(tag, LotteryHallElement, PROPS, { css: [sectionCss, css] })
}
