// The agent centre's first pages: the announcements (AGENT-1) and the team overview (AGENT-2) with its
// 30-day trend, every figure computed from the records of the caller's own team.
import { badRequest, ok } from '../platform/envelope'
import { DAY_MS } from '../platform/time'
import { route } from '../platform/context'
import { money } from '../member-records/data'
import { range } from '../member-records/rules'
import { TEAM } from './data'
import { forAgents } from './rules'
import type { Route, RouteContext } from '../platform/context'
import type { MemberRow } from '../platform/members'
import type { Database } from 'better-sqlite3'

type TeamSize = { teamSize: number; direct: number; newMembers: number }
type TeamBets = {
  activeMembers: number
  betCount: number
  bets: number
  validBets: number
  teamProfitLoss: number
}
type TeamMoney = { deposits: number; depositCount: number; withdrawals: number; withdrawalCount: number }
type FirstDeposits = { firstDeposits: number; firstDepositAmount: number }

/** AGENT-2: the team's figures for a period, each from the records. */
function teamFigures(db: Database, me: string, start: number, end: number) {
  const p = { me, start, end }
  const one = <Row>(sql: string) => db.prepare(`${TEAM} ${sql}`).get(p) as Row
  const size = one<TeamSize>(`SELECT COUNT(*) AS teamSize, COUNT(*) FILTER (WHERE depth = 1) AS direct,
    COUNT(*) FILTER (WHERE m.created_at BETWEEN :start AND :end) AS newMembers FROM team JOIN members m ON m.id = team.id`)
  const bets =
    one<TeamBets>(`SELECT COUNT(DISTINCT member_id) AS activeMembers, COUNT(*) AS betCount, COALESCE(SUM(stake), 0) AS bets,
    COALESCE(SUM(stake) FILTER (WHERE status = 'SETTLED'), 0) AS validBets, COALESCE(SUM(win_loss), 0) AS teamProfitLoss
    FROM member_bets WHERE member_id IN (SELECT id FROM team) AND bet_time BETWEEN :start AND :end`)
  const money_ = one<TeamMoney>(`SELECT COALESCE(SUM(amount) FILTER (WHERE type = 'DEPOSIT'), 0) AS deposits,
    COUNT(*) FILTER (WHERE type = 'DEPOSIT') AS depositCount,
    COALESCE(-SUM(amount) FILTER (WHERE type = 'WITHDRAW'), 0) AS withdrawals,
    COUNT(*) FILTER (WHERE type = 'WITHDRAW') AS withdrawalCount
    FROM member_transactions WHERE member_id IN (SELECT id FROM team) AND created_at BETWEEN :start AND :end`)
  const first =
    one<FirstDeposits>(`SELECT COUNT(*) AS firstDeposits, COALESCE(SUM(amount), 0) AS firstDepositAmount FROM (
    SELECT member_id, amount, created_at, ROW_NUMBER() OVER (PARTITION BY member_id ORDER BY created_at, id) AS n
    FROM member_transactions WHERE type = 'DEPOSIT' AND member_id IN (SELECT id FROM team)) WHERE n = 1 AND created_at BETWEEN :start AND :end`)
  const income = db
    .prepare(
      'SELECT COALESCE(SUM(amount), 0) FROM agent_payments WHERE agent_id = :me AND created_at BETWEEN :start AND :end',
    )
    .pluck()
    .get(p) as number
  return {
    ...size,
    ...bets,
    ...money_,
    ...first,
    bets: money(bets.bets),
    validBets: money(bets.validBets),
    teamProfitLoss: money(bets.teamProfitLoss),
    deposits: money(money_.deposits),
    withdrawals: money(money_.withdrawals),
    firstDepositAmount: money(first.firstDepositAmount),
    myIncome: money(income),
  }
}

function overview(ctx: RouteContext, me: MemberRow) {
  const r = range(ctx.query)
  if (r.error) return r.error
  return ok(teamFigures(ctx.db, me.id, r.value.start, r.value.end))
}

/** AGENT-2: the days of the overview's trend. */
export const TREND_DAYS = 30

type TrendDay = { day: number; bets: number; validBets: number; teamProfitLoss: number; myIncome: number }

/**
 * AGENT-2: the trend of the overview, per day for TREND_DAYS days from `startTime` (the first
 * day's local midnight, sent by the client; days of 24 hours): the team's bets, valid bets and
 * profit and loss (member_bets, as teamFigures sums them) and my income (agent_payments).
 */
function trend({ db, query }: RouteContext, me: MemberRow) {
  const start = Number(query.get('startTime') ?? '')
  if (!query.get('startTime') || !Number.isSafeInteger(start) || start < 0)
    return badRequest('startTime is required')
  const p = { me: me.id, start, end: start + TREND_DAYS * DAY_MS, dayMs: DAY_MS }
  const byDay = (sql: string) => db.prepare(sql).all(p) as Partial<TrendDay>[]
  const bets =
    byDay(`${TEAM} SELECT CAST((bet_time - :start) / :dayMs AS INTEGER) AS day, COALESCE(SUM(stake), 0) AS bets,
    COALESCE(SUM(stake) FILTER (WHERE status = 'SETTLED'), 0) AS validBets, COALESCE(SUM(win_loss), 0) AS teamProfitLoss
    FROM member_bets WHERE member_id IN (SELECT id FROM team) AND bet_time >= :start AND bet_time < :end GROUP BY 1`)
  const income =
    byDay(`SELECT CAST((created_at - :start) / :dayMs AS INTEGER) AS day, SUM(amount) AS myIncome FROM agent_payments
    WHERE agent_id = :me AND created_at >= :start AND created_at < :end GROUP BY 1`)
  const days = Array.from({ length: TREND_DAYS }, (_, day) => {
    const b = bets.find((r) => r.day === day)
    const i = income.find((r) => r.day === day)
    return {
      start: start + day * DAY_MS,
      bets: money(b?.bets ?? 0),
      validBets: money(b?.validBets ?? 0),
      teamProfitLoss: money(b?.teamProfitLoss ?? 0),
      myIncome: money(i?.myIncome ?? 0),
    }
  })
  return ok({ days })
}

/** AGENT-1: the agent-audience notices, newest first. */
function notices({ db }: RouteContext) {
  return ok({
    list: db
      .prepare(
        'SELECT id, title, content, created_at AS createdAt FROM agent_notices ORDER BY created_at DESC',
      )
      .all(),
  })
}

const R = '/wps/relay/agent'
export const agentOverviewRoutes: Route[] = [
  route({ method: 'GET', path: `${R}/notices`, token: true, handler: forAgents(notices) }),
  route({ method: 'GET', path: `${R}/overview`, token: true, handler: forAgents(overview) }),
  route({ method: 'GET', path: `${R}/trend`, token: true, handler: forAgents(trend) }),
]
