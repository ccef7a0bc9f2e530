/**
 * Every business constant of spec §9 in one place, grouped by the §9 line it comes from, each named
 * for the rule it encodes and citing its feature ID (features.md). Then the few limits the client
 * applies where the server's rules leave one out. Nowhere else defines these values.
 */

// §9 "Announcement popup: 9 per page; pagination margin 1, range 5."
/** ANN-2: announcements a page. */
export const ANNOUNCEMENTS_PER_PAGE = 9
/** ANN-3: pagination margin and range (the vendor-games popup pages the same way). */
export const PAGINATION_MARGIN = 1
export const PAGINATION_RANGE = 5

// §9 "Game page sizes …; home section shows 12 games or 6 vendors before load more …"
/** LOBBY-17: the lobby grid. */
export const LOBBY_PAGE_SIZE = 40
/** LOBBY-18: hot, favourite and recent lists in a lobby. */
export const SHORT_LIST_PAGE_SIZE = 15
/** HOME-13: search results. */
export const SEARCH_PAGE_SIZE = 24
/** HOME-10: recent slot games on home. */
export const HOME_RECENT_PAGE_SIZE = 20
/** HOME-11: home favourites in one call. */
export const HOME_FAVOURITES_PAGE_SIZE = 999
/** HOME-6: a home section shows 12 games, or 6 vendors, before load more. */
export const HOME_GAMES_STEP = 12
export const HOME_VENDORS_STEP = 6
/** HOME-9: a home vendor list the brand caps (BrandConfig.homeVendorCapTypes) shows at most 5 vendors. */
export const HOME_VENDOR_CAP = 5

// §9 "Winner board limit 20. Clock refreshes every second."
/** MEMBER-40, API-40: the winner board shows at most 20 entries. */
export const WINNER_BOARD_LIMIT = 20
/** HDR-3: the clock refreshes every second. */
export const CLOCK_INTERVAL_MS = 1000

// §9 "Speed tester: at most 5 domains … fast at 80 ms or less, normal up to 150 …; failure scores 9999."
/** SPEED-1/2: at most the first five domain routes are tested (and listed on the mirror page, PAGE-1). */
export const SPEED_MAX_DOMAINS = 5
/** SPEED-11: fast at 80 ms or less. */
export const SPEED_FAST_MAX_MS = 80
/** SPEED-12: normal above 80 and up to 150 ms; slow above (SPEED-13). */
export const SPEED_NORMAL_MAX_MS = 150
/** SPEED-14: what a failed ping scores (it sorts last). */
export const SPEED_UNREACHABLE_SCORE = 9999

// §9 "SMS countdown 60 seconds per expiredMinutes …; captcha refresh, sms send and favourite toggle
// each throttled to 1 per second."
/** LOGIN-30: the sms countdown is 60 seconds per expiredMinutes. */
export const SMS_SECONDS_PER_EXPIRED_MINUTE = 60
/** VAL-41, VAL-60: sms send and captcha refresh at most once per second. */
export const ACTION_THROTTLE_MS = 1000
/** FAV-2: favourite toggling, once a second on the leading edge. */
export const FAVOURITE_THROTTLE_MS = 1000

// §9 "Remember-me cookie lifetime 1 day (86400000 ms); cookies: last user ({merchant}-login),
// loginRemember, loginTypeSms." (The last-user cookie's name is built per merchant: core/storage.)
/** STORE-6: cookie `loginRemember`, '1' when "remember me" was ticked. */
export const LOGIN_REMEMBER_COOKIE = 'loginRemember'
/** STORE-7: cookie `loginTypeSms`, '1' when the remembered login used the sms tab. */
export const LOGIN_TYPE_SMS_COOKIE = 'loginTypeSms'
/** STORE-8: lifetime of the remember-me cookies, 1 day. */
export const REMEMBER_ME_MS = 86_400_000

// §9 "Feedback and remarks 140 characters; images at most 3, 5MB each, png/jpg. Minimum age 18."
/** VAL-53, VAL-55: feedback and remarks at most 140 characters. */
export const NOTE_MAX_LENGTH = 140
/** VAL-56/57: proof images — at most 3, png or jpg, 5 MB each. */
export const PROOF_MAX_COUNT = 3
export const PROOF_TYPES = ['image/png', 'image/jpeg']
export const PROOF_MAX_BYTES = 5 * 1024 * 1024
/** VAL-33: minimum age when the brand config names none (C-17: the brand config wins). */
export const DEFAULT_MIN_AGE = 18

// §9 "Game types: HOME, HOT, FAV, RECENT, RNG, LIVE, FISH, SPORTS, ESPORTS, PVP, LOTT, ELOTT,
// COCKFIGHT, SEARCH." (HOME, HOT, FAV, RECENT and SEARCH are lists, not lobbies of their own.)
/** ROUTE-3: the categories a `<game-lobby>` can show (the game types with a lobby of their own). */
export const LOBBY_GAME_TYPES = [
  'RNG',
  'LIVE',
  'FISH',
  'PVP',
  'SPORTS',
  'ESPORTS',
  'LOTT',
  'ELOTT',
  'COCKFIGHT',
  // SYS-2: poker, a category of its own (no route of spec §2: reached from the home tab strip).
  'POKER',
] as const

// §9 "Banner carousel: … slides over 1000 ms, autoplays every 5000 ms, … coverflow effect (depth
// 200, rotate 30, stretch 0, no shadows)."
/** BNR-5: a slide transition takes 1000 ms. */
export const BANNER_SLIDE_MS = 1000
/** BNR-6: autoplay every 5000 ms. */
export const BANNER_AUTOPLAY_MS = 5000
/** BNR-10: the coverflow effect. */
export const BANNER_COVERFLOW = { depth: 200, rotate: 30, stretch: 0, slideShadows: false } as const

// §9 "Lazy image loading: 1 attempt, visibility threshold 0.1 … Section scripts load with a
// 120-second time-out … Tile colour styles 5. Copyright year 2025."
/** TILE-2: lazy images load at this visibility; one attempt, then the default icon. */
export const IMAGE_VISIBLE_THRESHOLD = 0.1
/** ERR chunk-load (DESIGN "error states"): a page's script loads within 120 seconds. */
export const PAGE_TIMEOUT_MS = 120_000
/** TILE-9: tile colour styles. */
export const TILE_STYLES = 5
/** FTR-4: the year the copyright line names when the brand config gives none. */
export const DEFAULT_COPYRIGHT_YEAR = 2025

// Launch rules of spec §4 / §2 that the game widgets share (not §9 numbers, but constants all the same).
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

// Limits the client applies when the server's field rule leaves one out (VAL-1, VAL-3): a rule with
// no bound still gets a stated range, so the message never shows a bare "(max)".
/** Minimum length used when a field rule gives no `minLength`. */
export const DEFAULT_MIN_LENGTH = 1
/** Maximum length used when a field rule gives no usable `maxLength` (absent, 0 or negative). */
export const DEFAULT_MAX_LENGTH = 100
/** Mobile number digits when the server gives no length (E.164 allows at most 15). */
export const MOBILE_MIN_DIGITS = 6
/** Upper bound of a mobile number without a server rule (E.164). */
export const MOBILE_MAX_DIGITS = 15
/** SMS verification code length when the server gives no rule (VAL-45). */
export const CODE_MIN_LENGTH = 4
/** Upper bound of an SMS verification code without a server rule. */
export const CODE_MAX_LENGTH = 8
/** Longest e-mail address accepted without a server rule (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254
/** The default dialling code when the server lists none first (demo brand: Pakistan). */
export const DEFAULT_DIAL_CODE = '92'
