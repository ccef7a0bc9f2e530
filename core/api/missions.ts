import { call } from './http'

// Missions and their leaderboards (missions helper, MEMBER-13, MEMBER-35) on the spec's calls (§7):
// the summary (API-53) and one mission's leaderboard (API-54, abbreviated in the spec, NS-17: the MCSFE_
// name of its sibling). The claim is not in the spec (api.md last paragraph): the reference server
// defines it under /wps/relay, named once here.

/** One row of a mission's leaderboard; `name` is masked (`de***o`), `me` marks the caller. */
export interface MissionRank {
  rank: number
  name: string
  progress: number
  me: boolean
}

/** A mission's leaderboard in its current period: the top, the caller's own rank, how many are ranked. */
export interface MissionLeaderboard {
  missionId: number
  top: MissionRank[]
  me: { rank: number | null; progress: number; name: string }
  ranked: number
}

/** A mission in its current period, with the caller's progress (API-53). */
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
}

const MOD = 'COMM3'

/** API-53: the missions and the caller's progress, computed by the server now. */
export function fetchMissions(signal?: AbortSignal): Promise<{ list: Mission[] }> {
  return call('/wps/relay/MCSFE_getMissionSummaryDetails', { modId: MOD, token: true, signal })
}

/** API-54: one mission's leaderboard in its current period. */
export function fetchMissionLeaderboard(
  missionId: number,
  signal?: AbortSignal,
): Promise<MissionLeaderboard> {
  return call('/wps/relay/MCSFE_getMissionLeaderboard', {
    modId: MOD,
    token: true,
    query: { missionId },
    signal,
  })
}

/** Claims a completed mission's reward: the server credits it once and answers the new list and balance. */
export function requestMissionClaim(
  id: number,
): Promise<{ list: Mission[]; claimed: number; balance: number }> {
  return call('/wps/relay/MISSION_claim', { method: 'POST', modId: MOD, token: true, body: { id } })
}
