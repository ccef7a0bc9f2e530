import { call } from './http'

// The member's benefits : VIP (MEMBER-17, MEMBER-26), the manual rebate (MEMBER-15)
// and the reward centre (MEMBER-11). The spec names no calls for them (api.md last paragraph): the
// reference server defines them under /wps/relay, named once here. VIP and the rebate are refused
// while their white-label flag is off.

/** A VIP level: what reaching it takes and what it gives. */
export interface VipLevel {
  level: number
  name: string
  depositRequired: number
  turnoverRequired: number
  /** Rebate, in percent of turnover. */
  rebateRate: number
  /** Withdrawals a day, at most. */
  withdrawLimit: number
}

/** The levels, the member's level (the same as member info's vipRankLevel) and their real totals. */
export interface VipInfo {
  levels: VipLevel[]
  currentLevel: number
  nextLevel: number | null
  totals: { deposits: number; turnover: number }
}

/** One past claim. */
export interface RebateClaim {
  id: number
  claimedAt: number
  level: number
  rate: number
  turnover: number
  amount: number
}

/** What can be claimed now: per game type, the turnover not yet rebated and its rebate. */
export interface RebateInfo {
  level: number
  levelName: string
  rate: number
  items: { gameType: string; turnover: number; amount: number }[]
  turnover: number
  total: number
  history: RebateClaim[]
}

const MOD = 'COMM3'

/** The VIP levels and the member's standing. */
export function fetchVipInfo(signal?: AbortSignal): Promise<VipInfo> {
  return call('/wps/relay/VIP_info', { modId: MOD, token: true, signal })
}

/** The rebate the member can claim now and the claims so far. */
export function fetchRebateInfo(signal?: AbortSignal): Promise<RebateInfo> {
  return call('/wps/relay/REBATE_info', { modId: MOD, token: true, signal })
}

/** Claims it all: the server credits the balance once and answers the new state. */
export function requestRebateClaim(): Promise<RebateInfo & { claimed: number; balance: number }> {
  return call('/wps/relay/REBATE_claim', { method: 'POST', modId: MOD, token: true, body: {} })
}

/** A reward granted to the member (MEMBER-11): claimable until it expires, then claimed or expired. */
export interface Reward {
  id: number
  title: string
  amount: number
  grantedAt: number
  expiresAt: number
  claimedAt: number | null
  status: 'claimable' | 'claimed' | 'expired'
}

/** The member's rewards, newest first. */
export function fetchRewards(signal?: AbortSignal): Promise<{ list: Reward[] }> {
  return call('/wps/relay/REWARD_list', { modId: MOD, token: true, signal })
}

/** Claims one reward: the server credits it once and answers the new list and balance. */
export function requestRewardClaim(
  id: number,
): Promise<{ list: Reward[]; claimed: number; balance: number }> {
  return call('/wps/relay/REWARD_claim', { method: 'POST', modId: MOD, token: true, body: { id } })
}
