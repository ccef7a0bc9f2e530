// Spec §4 Game launch, used by every tile on every page (TILE-10..17, NS-31).
import { atom } from 'nanostores'
import type { Game } from '../api/games'
import { fetchRooms, type PvpRoom } from '../api/rooms'
import { launchedUrl, requestGameLaunch } from './launch-request'
import { errorMessageOf } from '../errors'
import { safeUrl } from '../safe-url'
import { emit } from '../events'
import { t } from '../i18n/index'
import { $locale } from '../stores/locale'
import { openPopup } from '../stores/popup'
import { $session } from '../stores/session'
import { LOTTERY_ROUTES, WIDE_SCREEN_QUERY } from '../constants'
import { isVendorEntry } from './game'

/** What the game popups show: the launched game, a vendor's own list, or a notice. */
export type GameView =
  | { kind: 'game'; game: Game; url: string; freeTrial: boolean }
  | { kind: 'vendor'; game: Game }
  /** API-47: a PVP game's rooms, one to choose before the launch. */
  | { kind: 'rooms'; game: Game; rooms: PvpRoom[]; freeTrial: boolean }
  /** `error`: the refusal itself, so the popup can say more (C-17: the minimum age, the fix). */
  | { kind: 'notice'; text: string; tone: 'info' | 'error'; error?: unknown }

/** The game popups' content (rendered by `<game-tile mode="popup">`, mounted by the runtime on demand). */
export const $gameView = atom<GameView | null>(null)

/** How a launch ended: for tests and for the host's analytics. */
export type LaunchOutcome =
  'login' | 'needRealAccount' | 'cancelled' | 'lottery' | 'vendor' | 'rooms' | 'popup' | 'page' | 'failed'

/** `lobbykit-launch` detail: cancel it (preventDefault) to launch the game yourself. */
export interface LaunchDetail {
  game: Game
  freeTrial: boolean
  /** Set for lottery games: the route the launch goes to. */
  path?: string
}

/** Shows a message in the game notice popup (a failed launch, a refused favourite, ERR-15). */
export function showGameNotice(text: string, tone: 'info' | 'error' = 'info', error?: unknown): void {
  $gameView.set({ kind: 'notice', text, tone, error })
  openPopup('gameNotice')
}

/** TILE-12..14: the lottery route of a lottery game, with its gameCode (ROUTE-27), or null. */
export function lotteryPathOf(game: Pick<Game, 'vassalage' | 'gameType' | 'gameCode'>): string | null {
  const route =
    LOTTERY_ROUTES[game.vassalage] ??
    (game.gameType === 'LOTT' || game.gameType === 'ELOTT' ? LOTTERY_ROUTES[game.gameType] : undefined)
  if (!route) return null
  return game.gameCode ? `${route}?gameCode=${encodeURIComponent(game.gameCode)}` : route
}

function isWideScreen(): boolean {
  return typeof matchMedia !== 'function' || matchMedia(WIDE_SCREEN_QUERY).matches
}

/**
 * Launches `game` by the rules of spec §4: a visitor gets the login popup (TILE-10), a trial player
 * 'need a real account' (TILE-11) — neither applies to a free trial (TILE-17); the host may take
 * over (`lobbykit-launch`, cancelable); lottery vendors go to their routes (TILE-12..14), a vendor
 * entry opens its own list (TILE-15), any other game is launched (TILE-16) in the game popup on wide
 * screens and full page (`/seamless`) on narrow ones (NS-31).
 * @emits launch navigate
 */
export async function launchGame(
  game: Game,
  options: { freeTrial?: boolean; source?: EventTarget | null; roomId?: string } = {},
): Promise<LaunchOutcome> {
  const freeTrial = options.freeTrial === true
  const session = $session.get()
  if (!freeTrial) {
    if (session.status !== 'loggedIn') {
      openPopup('login')
      return 'login'
    }
    if (session.isTrial) {
      showGameNotice(t('in_need_true_account'))
      return 'needRealAccount'
    }
  }
  const path = freeTrial ? null : lotteryPathOf(game)
  const detail: LaunchDetail = path ? { game, freeTrial, path } : { game, freeTrial }
  if (!options.roomId && !emit('launch', detail, options.source ?? null, true)) return 'cancelled'
  if (path) {
    emit('navigate', { path }, options.source ?? null)
    return 'lottery'
  }
  if (isVendorEntry(game)) {
    $gameView.set({ kind: 'vendor', game })
    openPopup('vendorGames')
    return 'vendor'
  }
  let url: string
  try {
    // API-47: a game played in rooms lists them first; the chosen room comes back here.
    if (Number(game.hasRooms) === 1 && !options.roomId) {
      const rooms = await fetchRooms(game.nodeId)
      $gameView.set({ kind: 'rooms', game, rooms, freeTrial })
      openPopup('gameRooms')
      return 'rooms'
    }
    url = launchedUrl(await requestGameLaunch(game.nodeId, freeTrial, $locale.get(), options.roomId))
  } catch (error) {
    showGameNotice(errorMessageOf(error), 'error', error)
    return 'failed'
  }
  // A launch URL that is not http(s) or same-site is never framed or followed.
  if (!safeUrl(url)) {
    showGameNotice(errorMessageOf(new Error('unsafe game URL')), 'error')
    return 'failed'
  }
  if (isWideScreen()) {
    $gameView.set({ kind: 'game', game, url, freeTrial })
    openPopup('game')
    return 'popup'
  }
  // Narrow screens: the site's /seamless page shows the game from $gameView (never from the address,
  // so no link can frame another page in the site); a host without a router gets the game page itself.
  $gameView.set({ kind: 'game', game, url, freeTrial })
  if (emit('navigate', { path: '/seamless', url }, options.source ?? null, true)) location.assign(url)
  return 'page'
}
