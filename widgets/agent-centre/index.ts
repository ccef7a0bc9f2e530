import { defineWidget } from '../kit/define-widget'
import { PROPS } from './element'
import { AgentCentreElement, type AgentCentreProps } from './agent-centre'
import sectionCss from '../kit/section/section.css?raw'
import css from './agent-centre.css?raw'

/** Defines `<agent-centre>` under `tag` (its attributes, events and parts: ./element.json). */
export function register(tag: string): void {
  defineWidget<AgentCentreProps>(tag, AgentCentreElement, PROPS, { css: [sectionCss, css] })
}
