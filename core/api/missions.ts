import { call } from './http'

// Missions and their leaderboards (missions helper, MEMBER-13, MEMBER-35). The spec names no calls for
// them (api.md last paragraph): the reference server defines them under /wps/relay, named once here.

/** One row of a mission's leaderboard; `name` is masked (`de***o`), `me` marks the caller. */
export interface MissionRank {
  rank: number
  name: string
  progress: number
  me: boolean
}

/** A mission in its current period, with the caller's progress and the leaderboard of that period. */
export interface Mission {
  id: number
  title: string
  /** BET_AMOUNT: settled stakes (money); DEPOSIT_COUNT: deposits (a count). */
  kind: 'BET_AMOUNT' | 'DEPOSIT_COUNT'
  gameType: string | null
  period: 'DAY' | 'WEEK' | 'MONTH'
  periodStart: number
  periodEnd: number
  target: number
  reward: number
  progress: number
  status: 'open' | 'claimable' | 'claimed'
  claimedAt: number | null
  leaderboard: {
    top: MissionRank[]
    me: { rank: number | null; progress: number; name: string }
    ranked: number
  }
}

const MOD = 'COMM3'

/** The missions, the caller's progress and each leaderboard, computed by the server now. */
export function fetchMissions(signal?: AbortSignal): Promise<{ list: Mission[] }> {
  return call('/wps/relay/MISSION_list', { modId: MOD, token: true, signal })
}

/** Claims a completed mission's reward: the server credits it once and answers the new list and balance. */
export function requestMissionClaim(
  id: number,
): Promise<{ list: Mission[]; claimed: number; balance: number }> {
  return call('/wps/relay/MISSION_claim', { method: 'POST', modId: MOD, token: true, body: { id } })
}
