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
  /** A raffle: its prize is claimed through the raffle call (MEMBER-34, API-60). */
  raffle?: boolean
  /** The reward a claim pays, 0 when the promotion pays none by a claim. */
  reward?: number
  status: PromotionStatus
  /** What the member sent with an application (VAL-55). */
  remarks?: string
  /** Why the operator refused the application. */
  reason?: string
}

/** An application to a promotion that needs approval: remarks ≤ 140 characters, ≤ 3 png/jpg data URLs (VAL-55). */
export interface PromotionApplication {
  remarks: string
  images: string[]
}

/** A claim's answer: the promotion, the amount paid and the new balance. */
export type PromotionClaim = Promotion & { claimed: number; balance: number }

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

/** Joins a promotion, with the application when it needs approval; answers it with its new status. */
export function joinPromotion(id: number, application?: PromotionApplication): Promise<Promotion> {
  return call('/wps/relay/MCSFE_joinPromotion', {
    method: 'POST',
    modId: 'REWCEN3',
    token: true,
    body: { id, ...application },
  })
}

/** Claims a promotion's reward, a raffle's prize by the raffle call (API-60); paid once by the server. */
export function claimPromotion(promotion: Pick<Promotion, 'id' | 'raffle'>): Promise<PromotionClaim> {
  const path = promotion.raffle ? '/wps/relay/MCS2_claimRafflePromotion' : '/wps/relay/MCSFE_claimPromotion'
  return call(path, { method: 'POST', modId: 'REWCEN3', token: true, body: { id: promotion.id } })
}

/** The iOS and Android builds the download page offers (SYS-4). */
export function fetchAppDownloads(signal?: AbortSignal): Promise<{ ios: AppBuild; android: AppBuild }> {
  return call('/wps/system/appDownload', { modId: 'COMM3', signal })
}

/** Wallet balance (API: GET /wps/v2/wallets/balance; HDR-9). */
export function fetchBalance(): Promise<{ balance: number; currencySymbol?: string }> {
  return call('/wps/v2/wallets/balance', { modId: 'COMM3', token: true })
}
