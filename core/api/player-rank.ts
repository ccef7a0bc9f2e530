import { call } from './http'

// The player rank (MEMBER-16): the spec names no call; the reference server defines it under /wps/relay
// (api.md last paragraph), named once here.

/** The periods a rank is asked for: today, this week (from Monday), this month (UTC). */
export type RankPeriod = 'DAY' | 'WEEK' | 'MONTH'

/** One player's row: `name` is masked (`de***o`), `me` marks the caller. */
export interface PlayerRankRow {
  rank: number
  name: string
  turnover: number
  me: boolean
}

/** Players ranked by turnover (valid bets of settled bets) in a period, computed by the server. */
export interface PlayerRank {
  period: RankPeriod
  periodStart: number
  periodEnd: number
  top: PlayerRankRow[]
  me: { rank: number | null; name: string; turnover: number }
  ranked: number
}

/** MEMBER-16: the top players by turnover in `period` and the caller's own rank. */
export function fetchPlayerRank(period: RankPeriod, signal?: AbortSignal): Promise<PlayerRank> {
  return call('/wps/relay/RANK_playerTurnover', { modId: 'COMM3', token: true, query: { period }, signal })
}
