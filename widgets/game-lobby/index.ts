import '../kit/runtime'
import { defineWidget } from '../kit/define-widget'
import { GameLobby, type GameLobbyProps } from './game-lobby'
import paginationCss from '../kit/pagination.css?raw'
import tileCss from '../game-tile/game-tile.css?raw'
import css from './game-lobby.css?raw'

/**
 * `<game-lobby game-type="RNG">` — a category's lobby (spec §2 Game lobby per type, §4 Game filters):
 * vendor menu, list tabs (all, hot, recent, favourite, new for slots), sub-types, name search, paged
 * grid of game tiles. `game-type` HOT, FAV, RECENT or SEARCH shows that list alone.
 * @event lobbykit-launch @event lobbykit-navigate
 * @csspart lobby @csspart vendors @csspart lists @csspart sub-types @csspart search @csspart grid @csspart pagination @csspart tile
 * @cssprop --lk-accent @cssprop --lk-bg @cssprop --lk-surface
 */
export function register(tag: string): void {
  defineWidget<GameLobbyProps>(tag, GameLobby, { gameType: 'string' }, { css: [paginationCss, tileCss, css] })
}

export interface GameLobbyElement extends HTMLElement {
  gameType?: string
}

