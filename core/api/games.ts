// Game calls of api.md "Games" (API-34..48). One typed function per endpoint; the lobby, the tiles
// and the site's home page use these and nothing else to reach the game catalogue.
import { call } from './http'
import { LOBBY_GAME_TYPES } from '../constants'
import { $config } from '../config'

/** Game types of spec §9 (CONST-1). The lobby categories are the ones from RNG on. */
export type GameType =
  | 'HOME'
  | 'HOT'
  | 'FAV'
  | 'RECENT'
  | 'SEARCH'
  | 'RNG'
  | 'LIVE'
  | 'FISH'
  | 'SPORTS'
  | 'ESPORTS'
  | 'PVP'
  | 'LOTT'
  | 'ELOTT'
  | 'COCKFIGHT'
  | 'POKER'

export type LobbyGameType = (typeof LOBBY_GAME_TYPES)[number]

/** Sub-type codes (`gameClassify`, LOBBY-8/9): scratch, video poker, jackpot, table, arcade, bingo. */
export type SubType = 'SC' | 'VP' | 'JP' | 'TG' | 'AC' | 'BG'

/** A game (spec §3 Game). */
export interface Game {
  gameType: string
  nodeId: number
  nodeName?: string
  /** Vendor code, e.g. PG, TCG_SEA, TCG_LOTTO_VN. */
  vassalage: string
  gameCode?: string
  gameClassify?: string | null
  gameName?: string
  /** The vendor's display name. */
  displayName?: string
  /** `VASSALAGE`: a vendor entry whose tile opens that vendor's own list (TILE-15). */
  isGame?: string
  /** 1 = hot badge (TILE-1). */
  isHot?: number
  isNew?: number
  /** 1 = free trial (TILE-5). */
  freeplay?: number
  /** 0 = free play supported, read only when freeplay is absent (TILE-5). */
  supportPlay?: number
  showIcon?: number
  iconUrl?: string
  /** The tile image (TILE-2). */
  lagerIcon?: string
  /** 1 = a PVP game played in rooms: its rooms are listed before launching (API-47). */
  hasRooms?: number
}

/** A page of games (LOBBY-19); `total` is the reference server's live count. */
export interface GamePage {
  games: Game[]
  totalPages: number
  total?: number
}

/** Game list filters (API-35). */
export interface GameListQuery {
  gameType?: string
  vassalage?: string
  gameClassify?: string
  isNew?: boolean
  gameName?: string
  /** One game by id (the reference server's filter; a `<game-tile node-id>` loads itself with it). */
  nodeId?: number
  pageNo: number
  pageSize: number
}

/** The client type sent with the game calls; the platform is the brand config's (CONST-5). */
const CLIENT_TYPE = 3

function common(extra: Record<string, string | number | boolean | undefined>) {
  const out: Record<string, string | number | boolean> = {}
  for (const [key, value] of Object.entries(extra)) if (value !== undefined && value !== '') out[key] = value
  return out
}

/** API-35: one page of the game list, with the merchant. Served to visitors too; the token goes along when there is one. */
export function fetchGameList(
  query: GameListQuery,
  language: string,
  signal?: AbortSignal,
): Promise<GamePage> {
  const { isNew, ...rest } = query
  return call<GamePage>('/wps/relay/GCSGAME_gameList', {
    modId: 'GAMELO3',
    token: 'optional',
    query: common({
      clientType: CLIENT_TYPE,
      platform: $config.get().platform,
      merchant: $config.get().merchant,
      ...rest,
      isNew: isNew ? 1 : undefined,
      language,
    }),
    signal,
  })
}

/** API-36: hot games (LOBBY-19: `list`). */
export function fetchHotGames(
  query: { gameType?: string; vassalage?: string },
  language: string,
  merchantCode: string,
  signal?: AbortSignal,
): Promise<Game[]> {
  return call<{ list: Game[] }>('/wps/relay/GCSGAME_hotGamesV2', {
    modId: 'GAMELOHOT3',
    query: common({ merchantCode, isPlatform: 2, platform: $config.get().platform, ...query, language }),
    signal,
  }).then((value) => value.list ?? [])
}

/** A vendor card of a lane (LOBBY-20). */
export interface VendorCard {
  vassalage: string
  displayName: string
  gameType?: string
  gameCount?: number
}

/** A vendor lane: title (category), cards (vendors), gameClassify (sub-types with their vendors). */
export interface VendorLane {
  title: string
  cards: VendorCard[]
  gameClassify: { gameClassify: string; vendors: string[] }[]
}

/** API-38: vendor lanes, read from `value.data.lanes`. */
export function fetchVendorLanes(signal?: AbortSignal): Promise<VendorLane[]> {
  return call<{ data: { lanes: VendorLane[] } }>('/wps/relay/GCSGAME_newGameVendor', {
    modId: 'COMM3',
    query: { platform: 'html5-desktop' },
    signal,
  }).then((value) => value.data?.lanes ?? [])
}

/** A category entry (LOBBY-21): gameCategory and its vendors (vassalage, gameType). */
export interface CategoryEntry {
  gameCategory: string
  vendors: { vassalage: string; gameType: string }[]
}

/** API-37: vendor game types (token). */
export function fetchVendorGameTypes(signal?: AbortSignal): Promise<CategoryEntry[]> {
  return call('/wps/relay/GCSGAME_getVassGameType', { modId: 'COMM3', token: true, signal })
}

/** A game menu: a category with at least one vendor, in navigation order (spec §2 Navigation order). */
export interface GameMenu {
  gameType: string
  vendors: VendorCard[]
}

/** API-34: game menus. */
export function fetchGameMenus(signal?: AbortSignal): Promise<GameMenu[]> {
  return call<{ menus: GameMenu[] }>('/lgw/games/game_menus', { modId: 'COMM3', signal }).then(
    (value) => value.menus ?? [],
  )
}

/** API-41, FAV-4: the ids of the member's favourite games. */
export function fetchFavouriteIds(signal?: AbortSignal): Promise<number[]> {
  return call('/wps/relay/MCSFE_getFavoriteGames', { modId: 'GAMELOFAV3', token: true, signal })
}

/** API-42, FAV-6: a page of favourite games (`content`, `totalPages`). */
export function fetchFavouriteList(
  query: { gameType?: string; vassalage?: string; pageNo: number; pageSize: number },
  language: string,
  signal?: AbortSignal,
): Promise<GamePage> {
  return call<{ content: Game[]; totalPages: number; total?: number }>(
    '/wps/relay/MCSFE_getFavoriteGamesList',
    {
      modId: 'GAMELOFAV3',
      token: true,
      query: common({ clientType: CLIENT_TYPE, platform: $config.get().platform, ...query, language }),
      signal,
    },
  ).then((value) => ({ games: value.content ?? [], totalPages: value.totalPages, total: value.total }))
}

/** API-43, FAV-5: adds a favourite (nodeId, vendor, gameType). */
export function requestAddFavourite(game: Pick<Game, 'nodeId' | 'vassalage' | 'gameType'>): Promise<unknown> {
  return call('/wps/relay/MCSFE_addFavoriteGameV2', {
    method: 'POST',
    modId: 'GAMELOFAV3',
    token: true,
    body: { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType },
  })
}

/** API-44: removes a favourite by nodeId. */
export function requestRemoveFavourite(nodeId: number): Promise<unknown> {
  return call('/wps/relay/MCSFE_removeFavoriteGameV2', {
    method: 'DELETE',
    modId: 'GAMELOFAV3',
    token: true,
    body: { nodeId },
  })
}

/** API-45, FAV-7: recent games (`list`; the reference server adds totalPages). */
export function fetchRecentGames(
  query: { gameType?: string; vassalage?: string; page: number; pageSize: number },
  language: string,
  signal?: AbortSignal,
): Promise<GamePage> {
  return call<{ list: Game[]; totalPages?: number; total?: number }>('/wps/relay/GCS_recentGame', {
    modId: 'GAMELOREC3',
    token: true,
    query: common({ clientType: CLIENT_TYPE, ...query, language }),
    signal,
  }).then((value) => ({ games: value.list ?? [], totalPages: value.totalPages ?? 1, total: value.total }))
}

/** A launch answer: the game's URL, and its path for a launch CDN (STORE-4). */
export interface LaunchAnswer {
  url: string
  path?: string
}

/** API-48, TILE-16/17: the game's URL. Free trial needs no session, so the token goes only with real play. */
export function requestLaunch(
  nodeId: number,
  freePlay: boolean,
  language: string,
  roomId?: string,
): Promise<LaunchAnswer> {
  return call('/wps/game/launchGame', {
    modId: 'GAMELO3',
    token: !freePlay,
    query: common({ nodeId, freePlay: freePlay ? 1 : 0, language, device: 'web', roomId }),
  })
}

/** API-46: the fallback launch call, the same query as API-48 (used when the primary fails). */
export function requestLaunchFallback(
  nodeId: number,
  freePlay: boolean,
  language: string,
  roomId?: string,
): Promise<LaunchAnswer> {
  return call('/wps/relay/GCS_gameLaunchFB', {
    modId: 'GAMELO3',
    token: !freePlay,
    query: common({ nodeId, freePlay: freePlay ? 1 : 0, language, device: 'web', roomId }),
  })
}
