import { call } from './http'
import { $locale } from '../stores/locale'
import { WINNER_BOARD_LIMIT } from '../constants'

/** One help-centre section; `content` is server HTML (sanitise before showing, C-7). */
export interface HelpSection {
  code: string
  title: string
  content: string
}

/** A winners-board entry: the platform wraps each win in a `vo` (spec §3 Winner board entry). */
export interface WinnerEntry {
  vo: {
    id?: number
    account: string
    gameName: string
    vendor: string
    gameType?: string
    winAmount: number
    currency?: string
    winTime?: number
  }
}

/** Promotion / activity statuses (spec §4, MEMBER-33); `comingSoon` before the start date. */
export type PromotionStatus =
  | 'join'
  | 'claim'
  | 'applying'
  | 'close'
  | 'rejected'
  | 'issued'
  | 'claimed'
  | 'process'
  | 'signed'
  | 'comingSoon'

export interface Promotion {
  id: number
  category: string
  title: string
  summary: string
  /** Server HTML (C-7). */
  content: string
  startDate: number
  endDate: number
  needsApproval?: boolean
  status: PromotionStatus
}

export interface AppBuild {
  url: string
  version: string
  minOs: string
}

/** Help centre (API-62): `lang` and `device` WEB. */
export function fetchHelpCenter(signal?: AbortSignal): Promise<{ list: HelpSection[] }> {
  return call('/wps/system/helpCenter', {
    modId: 'COMM3',
    query: { lang: $locale.get(), device: 'WEB' },
    signal,
  })
}

/** Winners board (API-40): gameCategory ALL, language, limitNum 20; reads `value.list`. */
export function fetchWinners(signal?: AbortSignal): Promise<{ list: WinnerEntry[] }> {
  return call('/wps/relay/GCSGAME_getRankList', {
    modId: 'COMM3',
    query: { gameCategory: 'ALL', language: $locale.get(), limitNum: WINNER_BOARD_LIMIT },
    signal,
  })
}

/** Promotions with this member's status (a visitor gets the date statuses). */
export function fetchPromotions(withToken: boolean, signal?: AbortSignal): Promise<{ list: Promotion[] }> {
  return call('/wps/relay/MCSFE_getPromotionList', {
    modId: 'COMM3',
    token: withToken,
    query: { language: $locale.get() },
    signal,
  })
}

/** Joins (`join`) or claims (`claim`) a promotion; answers it with its new status. */
export function requestPromotion(action: 'join' | 'claim', id: number): Promise<Promotion> {
  const path = action === 'join' ? '/wps/relay/MCSFE_joinPromotion' : '/wps/relay/MCSFE_claimPromotion'
  return call(path, { method: 'POST', modId: 'REWCEN3', token: true, body: { id } })
}

/** The iOS and Android builds the download page offers (SYS-4). */
export function fetchAppDownloads(signal?: AbortSignal): Promise<{ ios: AppBuild; android: AppBuild }> {
  return call('/wps/system/appDownload', { modId: 'COMM3', signal })
}

/** Wallet balance (API: GET /wps/v2/wallets/balance; HDR-9). */
export function fetchBalance(): Promise<{ balance: number; currencySymbol?: string }> {
  return call('/wps/v2/wallets/balance', { modId: 'COMM3', token: true })
}
