import { defineWidget } from '../kit/define-widget'
import { GameLobby, type GameLobbyProps } from './game-lobby'
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
  defineWidget<GameLobbyProps>(tag, GameLobby, { gameType: 'string' }, { css: [tileCss, css] })
}

export interface GameLobbyElement extends HTMLElement {
  gameType?: string
}

// Build note: the runtime chunk holds core that member-login calls (sms, captcha, country codes,
// password). esbuild splits shared code by the set of entries that reach it, so a widget that does
// not reach those modules would cut the runtime chunk in two (more bytes on every page). Naming
// them here keeps one chunk; they cost this widget nothing (they are in the runtime).
export { sendSmsCode } from '../../core/stores/sms'
export { createCaptchaKey, loadCaptcha } from '../../core/stores/captcha'
export { loadCountryCodes } from '../../core/stores/countries'
export { changePassword, abandonForcedChange } from '../../core/stores/password'
