import { defineWidget } from '../kit/define-widget'
import { PROPS } from './element'
import { MemberCentreElement, type MemberCentreProps } from './member-centre'
import sectionCss from '../kit/section/section.css?raw'
import css from './member-centre.css?raw'

/** Defines `<member-centre>` under `tag` (its attributes, events and parts: ./element.json). */
export function register(tag: string): void {
  defineWidget<MemberCentreProps>(tag, MemberCentreElement, PROPS, { css: [sectionCss, css] })
}
