import { call } from './http'

// The referral programme (MEMBER-12, FLAG-4): the spec names no call; the reference server defines them
// under /wps/relay (api.md last paragraph). Refused while the REFERRAL white-label flag is off.

const MOD = 'COMM3'

export interface ReferralInfo {
  referralCode: string | null
  /** Commission on invitees' settled bets, in percent. */
  commissionRate: number
  invitees: { name: string; joinedAt: number; turnover: number; earned: number }[]
  earned: number
  claimed: number
  claimable: number
}

export function fetchReferral(signal?: AbortSignal): Promise<ReferralInfo> {
  return call('/wps/relay/REFERRAL_info', { modId: MOD, token: true, signal })
}

/** Claims the commission not claimed yet; the server pays it once. */
export function claimReferral(): Promise<ReferralInfo & { claimedNow: number; balance: number }> {
  return call('/wps/relay/REFERRAL_claim', { method: 'POST', modId: MOD, token: true, body: {} })
}
