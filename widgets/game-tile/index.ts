import '../kit/runtime'
import { defineWidget } from '../kit/define-widget'
import { GameTile, type GameTileProps } from './game-tile'
import paginationCss from '../kit/pagination.css?raw'
import css from './game-tile.css?raw'

/**
 * `<game-tile>` — a game card (spec §2 Game tile): hot badge, lazy image, name, vendor, Play, Free
 * trial, favourite heart; launches by the rules of spec §4. `mode="popup"` renders the game popups.
 * @event lobbykit-launch @event lobbykit-navigate
 * @csspart tile @csspart play @csspart free-trial @csspart favourite @csspart hot
 * @cssprop --lk-accent @cssprop --lk-surface @cssprop --lk-radius
 */
export function register(tag: string): void {
  defineWidget<GameTileProps>(tag, GameTile, { game: 'json', nodeId: 'string', gameType: 'string', mode: 'string' }, { css: [paginationCss, css] })
}

export interface GameTileElement extends HTMLElement {
  game?: import('../../core/api/games').Game
  nodeId?: string
  gameType?: string
  mode?: 'popup'
}

