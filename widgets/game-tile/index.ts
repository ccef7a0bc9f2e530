import { defineWidget } from '../kit/define-widget'
import { PROPS } from './element'
import { GameTile, type GameTileProps } from './game-tile'
import paginationCss from '../kit/pagination.css?raw'
import css from './game-tile.css?raw'

/** Defines `<game-tile>` under `tag` (its attributes, events and parts: ./element.json). */
export function register(tag: string): void {
  defineWidget<GameTileProps>(tag, GameTile, PROPS, { css: [paginationCss, css] })
}
