// Lottery and live-chat calls of api.md "Games" (API-49..52, API-55/56) and the lottery lobby
// launch through API-48 (LOTT-5/6). One typed function per endpoint; PVP rooms are in rooms.ts.
import { call } from './http'
import type { LaunchAnswer } from './games'

/** Spec §9 prize modes (LOTT-1). */
export const PRIZE_MODES = ['LOTT', 'ZY', 'ELOTT', 'SEA'] as const
export type PrizeMode = (typeof PRIZE_MODES)[number]

/** A game of a VN lottery menu (LOTT-2); the store adds accountTypeName (LOTT-3). */
export interface LotteryMenuItem {
  gameCode: string
  gameName: string
  prizeMode: PrizeMode
  menuCode: string
  icon: string
  drawMinutes: number
  /** The issue open for bets. */
  issue: string
  nextDrawAt: number
  odds?: number
  playedAt?: number
  accountTypeName?: string
  /** API-51 (cut-off): when betting on the open issue closes (epoch ms); a cut-off before nextDrawAt. */
  closesAt?: number
  /** API-51 (fair draw): SHA-256 (hex) of the open issue's secret, published before betting closes. */
  secretHash?: string
  secretHashPublishedAt?: number
}

/** A VN lottery menu: its icon (LOTT-4) and games. */
export interface LotteryMenu {
  menuCode: string
  menuName: string
  icon: string
  gameMenus: LotteryMenuItem[]
}

/** How a game draws (API-51 (fair draw): the rule needs it): digits 0-9, race 1-10 in order, distinct picks of 1..max, dice. */
export interface DrawFormat {
  kind: 'digits' | 'race' | 'pick' | 'dice'
  count: number
  max?: number
}

/** An opened draw (API-51/52), with what proves it (API-51 (fair draw)). */
export interface OpenedDraw {
  gameCode: string
  gameName: string
  issue: string
  numbers: number[]
  drawnAt: number
  nextIssue?: string
  nextDrawAt?: number
  /** API-51 (cut-off): when betting on the next issue closes. */
  nextClosesAt?: number
  /** API-51 (fair draw): the hash of the next issue's secret, published before its betting closes. */
  nextSecretHash?: string
  /** when betting on this issue closed */
  closedAt?: number
  /** SHA-256 (hex) of the secret, as published before betting closed (null for a draw made before secrets) */
  secretHash?: string | null
  secretHashPublishedAt?: number | null
  /** the issue's secret, revealed with the result */
  secret?: string | null
  /** the published rule's name, e.g. HMAC-SHA256/1 */
  rule?: string
  format?: DrawFormat
}

/** The message the lottery page a launch opens sends to its framing page after a placed bet. */
export const LOTTERY_BET_MESSAGE = 'lobbykit:lottery-bet'

/** The lobby launch payload of spec §7 (LOTT-5). */
export interface LotteryLaunchPayload {
  lottoArea: 'VN'
  launchMode: 'LOTT'
  lottoPrizeMode: PrizeMode
  lottoGameCode: string
  /** LOTT-6: betting with a game code, else lobby. */
  lottoView: 'betting' | 'lobby'
  device: string
  backUrl: string
  language: string
}

/** API-49, LOTT-7/8: the menus of a prize mode; the call sends data with prizeMode and device WEB, the answer is an object of menus. */
export function fetchLotteryMenus(
  prizeMode: PrizeMode,
  signal?: AbortSignal,
): Promise<Record<string, LotteryMenu>> {
  return call('/lgw/vn/games/game_menu', {
    modId: 'COMM3',
    token: true,
    query: { data: JSON.stringify({ prizeMode, device: 'WEB' }) },
    signal,
  })
}

/** API-50: the member's recent lottery games. */
export function fetchRecentLottery(signal?: AbortSignal): Promise<LotteryMenuItem[]> {
  return call<{ list: LotteryMenuItem[] }>('/lgw/vn/games/game_menu/recent', {
    modId: 'COMM3',
    token: true,
    signal,
  }).then((value) => value.list ?? [])
}

/** API-51: the latest draw of each game of a prize mode (with the token). */
export function fetchOpenedDraws(prizeMode: PrizeMode, signal?: AbortSignal): Promise<OpenedDraw[]> {
  return call<{ list: OpenedDraw[] }>('/lgw/vn/numeros/opened/game', {
    modId: 'AGEANNOUNCE3',
    token: true,
    query: { prizeMode },
    signal,
  }).then((value) => value.list ?? [])
}

/** API-52: the last draws of one game (token). */
export function fetchGameDraws(gameCode: string, count: number, signal?: AbortSignal): Promise<OpenedDraw[]> {
  return call<{ list: OpenedDraw[] }>('/lotto/lgw/games/opened/numero', {
    modId: 'COMM3',
    token: true,
    query: { gameCode, count },
    signal,
  }).then((value) => value.list ?? [])
}

/** API-48, LOTT-5: launches the lottery lobby (or a game's betting view) with the §7 payload. */
export function requestLotteryLaunch(payload: LotteryLaunchPayload): Promise<LaunchAnswer> {
  return call('/wps/game/launchGame', { modId: 'GAMELO3', token: true, query: { ...payload } })
}

/** A live-chat host (MEMBER-41). */
export interface ChatModel {
  modelId: string
  name: string
  languages: string[]
  online: boolean
  topic?: string
}

/** API-55: the live-chat hosts (members only). */
export function fetchChatModels(signal?: AbortSignal): Promise<ChatModel[]> {
  return call<{ list: ChatModel[] }>('/wps/relay/CBS_modelList', { modId: 'CBS3', token: true, signal }).then(
    (value) => value.list ?? [],
  )
}

/** API-56: opens a chat with a host; answers chatUrl. */
export function requestChat(modelId: string): Promise<{ chatUrl: string }> {
  return call('/wps/relay/CBS_launchChat', { method: 'POST', modId: 'CBS3', token: true, body: { modelId } })
}
