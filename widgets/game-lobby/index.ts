import { defineWidget } from '../kit/define-widget'
import { PROPS } from './element'
import { GameLobby, type GameLobbyProps } from './game-lobby'
import paginationCss from '../kit/pagination.css?raw'
import tileCss from '../game-tile/game-tile.css?raw'
import css from './game-lobby.css?raw'

/** Defines `<game-lobby>` under `tag` (its attributes, events and parts: ./element.json). */
export function register(tag: string): void {
  defineWidget<GameLobbyProps>(tag, GameLobby, PROPS, { css: [paginationCss, tileCss, css] })
}
