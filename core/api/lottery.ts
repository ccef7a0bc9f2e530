// Lottery, PVP room and live-chat calls of api.md "Games" (API-47, API-49..52, API-55/56) and the
// lottery lobby launch through API-48 (LOTT-5/6). One typed function per endpoint.
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
}

/** A VN lottery menu: its icon (LOTT-4) and games. */
export interface LotteryMenu {
  menuCode: string
  menuName: string
  icon: string
  gameMenus: LotteryMenuItem[]
}

/** An opened draw (API-51/52). */
export interface OpenedDraw {
  gameCode: string
  gameName: string
  issue: string
  numbers: number[]
  drawnAt: number
  nextIssue?: string
  nextDrawAt?: number
}

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

/** API-51: the latest draw of each game of a prize mode. */
export function fetchOpenedDraws(prizeMode: PrizeMode, signal?: AbortSignal): Promise<OpenedDraw[]> {
  return call<{ list: OpenedDraw[] }>('/lgw/vn/numeros/opened/game', {
    modId: 'AGEANNOUNCE3',
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

/** A PVP room (API-47). */
export interface PvpRoom {
  roomId: string
  roomName: string
  stake: number
  players: number
  maxPlayers: number
  status: 'OPEN' | 'FULL'
}

/** API-47: the rooms of a PVP game. */
export function fetchRooms(nodeId: number, signal?: AbortSignal): Promise<PvpRoom[]> {
  return call<{ list: PvpRoom[] }>('/wps/relay/GLS2_roomList', {
    modId: 'GAMELO3',
    token: true,
    query: { nodeId },
    signal,
  }).then((value) => value.list ?? [])
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
