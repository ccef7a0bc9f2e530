/** Game constants of spec §9, each named for the rule it encodes. */

/** LOBBY-17: the lobby grid. */
export const LOBBY_PAGE_SIZE = 40
/** LOBBY-18: hot, favourite and recent lists in a lobby. */
export const SHORT_LIST_PAGE_SIZE = 15
/** Spec §9: search results. */
export const SEARCH_PAGE_SIZE = 24
/** FAV-2: favourite toggling, once a second on the leading edge. */
export const FAVOURITE_THROTTLE_MS = 1000
/** TILE-9: tile colour styles. */
export const TILE_STYLES = 5
/** Spec §9 lazy images: visibility threshold; one attempt, then the default icon. */
export const IMAGE_VISIBLE_THRESHOLD = 0.1
/** NS-31: a launched game opens in the game popup from this width, full page below it. */
export const WIDE_SCREEN_QUERY = '(min-width: 768px)'
/** Vendors whose games open the lottery pages (TILE-12..14; spec §2 Other pages: TCG_SEA → /sealottery). */
export const LOTTERY_ROUTES: Record<string, string> = {
  TCG_LOTTO_VN: '/vnlottery',
  TCG_SEA: '/sealottery',
  LOTT: '/lottery',
  ELOTT: '/lottery',
}
/** LOBBY-9: the bingo sub-type needs TY in the language list. */
export const BINGO_LANGUAGE = 'TY'
