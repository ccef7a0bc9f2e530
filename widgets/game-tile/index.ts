import { defineWidget } from '../kit/define-widget'
import { GameTile, type GameTileProps } from './game-tile'
import css from './game-tile.css?raw'

/**
 * `<game-tile>` — a game card (spec §2 Game tile): hot badge, lazy image, name, vendor, Play, Free
 * trial, favourite heart; launches by the rules of spec §4. `mode="popup"` renders the game popups.
 * @event lobbykit-launch @event lobbykit-navigate
 * @csspart tile @csspart play @csspart free-trial @csspart favourite @csspart hot
 * @cssprop --lk-accent @cssprop --lk-surface @cssprop --lk-radius
 */
export function register(tag: string): void {
  defineWidget<GameTileProps>(tag, GameTile, { game: 'json', nodeId: 'string', gameType: 'string', mode: 'string' }, { css })
}

export interface GameTileElement extends HTMLElement {
  game?: import('../../core/api/games').Game
  nodeId?: string
  gameType?: string
  mode?: 'popup'
}

// Build note: the runtime chunk holds core that member-login calls (sms, captcha, country codes,
// password). esbuild splits shared code by the set of entries that reach it, so a widget that does
// not reach those modules would cut the runtime chunk in two (more bytes on every page). Naming
// them here keeps one chunk; they cost this widget nothing (they are in the runtime).
export { sendSmsCode } from '../../core/stores/sms'
export { createCaptchaKey, loadCaptcha } from '../../core/stores/captcha'
export { loadCountryCodes } from '../../core/stores/countries'
export { changePassword, abandonForcedChange } from '../../core/stores/password'
