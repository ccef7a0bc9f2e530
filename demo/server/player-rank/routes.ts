// The player rank behind a token (MEMBER-16; the spec names no call: the reference server defines it
// under /wps/relay, api.md last paragraph):
//   RANK_playerTurnover?period=DAY|WEEK|MONTH — every member ranked by turnover (the valid bets: the
//     stakes of settled bets the server holds) in the period that holds now (a UTC day, a week from
//     Monday, a calendar month), the top 20 with masked usernames, and the caller's own row
import { badRequest, ok } from '../platform/envelope'
import { findMemberById } from '../platform/members'
import { money } from '../member-records/data'
import { periodOf } from '../missions/data'
import { maskName } from '../missions/rules'
import { route } from '../platform/context'
import type { MemberContext, Route } from '../platform/context'

/** The rank is a token route: the session's member is known. */
export type Ctx = MemberContext

/** How many players the rank lists. */
export const PLAYER_RANK_SIZE = 20
/** The periods a rank is asked for. */
export const RANK_PERIODS = ['DAY', 'WEEK', 'MONTH'] as const

function playerRank(ctx: Ctx) {
  const period = ctx.query.get('period') ?? 'DAY'
  if (!(RANK_PERIODS as readonly string[]).includes(period))
    return badRequest('period must be DAY, WEEK or MONTH')
  const { start, end } = periodOf(period, Date.now())
  const rows = (
    ctx.db
      .prepare(
        `SELECT b.member_id, m.username, SUM(b.stake) AS turnover FROM member_bets b JOIN members m ON m.id = b.member_id
         WHERE b.status = 'SETTLED' AND b.bet_time >= ? AND b.bet_time < ?
         GROUP BY b.member_id HAVING turnover > 0 ORDER BY turnover DESC, m.username`,
      )
      .all(start, end) as { member_id: string; username: string; turnover: number }[]
  ).map((r) => ({ ...r, turnover: money(r.turnover) }))
  // Competition ranking: equal turnover shares a rank.
  const ranked = rows.map((r) => ({ ...r, rank: rows.findIndex((o) => o.turnover === r.turnover) + 1 }))
  const mine = ranked.find((r) => r.member_id === ctx.memberId)
  const username = findMemberById(ctx.db, ctx.memberId)?.username ?? ''
  return ok({
    period,
    periodStart: start,
    periodEnd: end,
    top: ranked.slice(0, PLAYER_RANK_SIZE).map((r) => ({
      rank: r.rank,
      name: maskName(r.username),
      turnover: r.turnover,
      me: r.member_id === ctx.memberId,
    })),
    me: { rank: mine?.rank ?? null, name: maskName(username), turnover: mine?.turnover ?? 0 },
    ranked: ranked.length,
  })
}

export const playerRankRoutes: Route[] = [
  route({ method: 'GET', path: '/wps/relay/RANK_playerTurnover', token: true, handler: playerRank }),
]
