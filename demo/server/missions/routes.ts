// Missions and their leaderboards behind a token (MEMBER-13, MEMBER-35), on the spec's calls (§7,
// API-53, API-54):
//   MCSFE_getMissionSummaryDetails — the missions of their current period, the caller's progress
//     computed now from the real rows (settled bets, DEPOSIT lines) and its status
//   MCSFE_getMissionLeaderboard?missionId= — one mission's leaderboard: top 10 by progress in the
//     period, usernames masked, the caller's own rank (the spec abbreviates the name, NS-17; this is
//     the MCSFE_ name its sibling has)
//   MISSION_claim — credits a completed mission's reward once per period (an account-record BONUS line;
//     not in the spec, api.md last paragraph: the reference server defines it under /wps/relay)
import { Type } from 'typebox'
import { fail, ok } from '../platform/envelope'
import { findMemberById } from '../platform/members'
import { intParam } from '../platform/query'
import { money } from '../member-records/data'
import { ensureMissions, periodOf } from './data'
import { maskName } from './rules'
import { route } from '../platform/context'
import { payBonus } from '../ledger/bonus'
import type { MissionClaimRow, MissionRow } from './data'
import type { MemberContext, Route } from '../platform/context'
import type { Database } from 'better-sqlite3'

/** Every mission call is a token route: the session's member is known. */
export type Ctx = MemberContext

/** How many members a leaderboard shows. */
export const LEADERBOARD_SIZE = 10

type Progress = { member_id: string; username: string; progress: number }

const urdu = (ctx: Ctx) => String(ctx.req.headers.language ?? '').toUpperCase() === 'UR'

/**
 * Every member's progress on one mission in a period, best first (members with none are left out).
 */
function progressOf(db: Database, m: MissionRow, p: { start: number; end: number }): Progress[] {
  const sql =
    m.kind === 'DEPOSIT_COUNT'
      ? `SELECT member_id, COUNT(*) AS progress FROM member_transactions WHERE type = 'DEPOSIT' AND created_at >= ? AND created_at < ? GROUP BY member_id`
      : `SELECT member_id, SUM(stake) AS progress FROM member_bets WHERE status = 'SETTLED' AND bet_time >= ? AND bet_time < ?
       ${m.game_type ? 'AND game_type = ?' : ''} GROUP BY member_id`
  const args = m.game_type && m.kind !== 'DEPOSIT_COUNT' ? [p.start, p.end, m.game_type] : [p.start, p.end]
  return (
    db
      .prepare(
        `SELECT t.member_id, m.username, t.progress FROM (${sql}) t JOIN members m ON m.id = t.member_id
      WHERE t.progress > 0 ORDER BY t.progress DESC, m.username`,
      )
      .all(...args) as Progress[]
  ).map((r) => ({ ...r, progress: money(r.progress) }))
}

/**
 * Every member ranked on one mission now. Competition ranking: equal progress shares a rank.
 */
function rankedOf(ctx: Ctx, m: MissionRow, now: number) {
  const rows = progressOf(ctx.db, m, periodOf(m.period, now))
  return rows.map((r) => ({ ...r, rank: rows.findIndex((o) => o.progress === r.progress) + 1 }))
}

/**
 * One mission as the caller sees it now (API-53), without its leaderboard.
 */
function missionView(ctx: Ctx, m: MissionRow, now: number) {
  const period = periodOf(m.period, now)
  const mine = rankedOf(ctx, m, now).find((r) => r.member_id === ctx.memberId)
  const claim = ctx.db
    .prepare('SELECT * FROM mission_claims WHERE mission_id = ? AND member_id = ? AND period_start = ?')
    .get(m.id, ctx.memberId, period.start) as MissionClaimRow | undefined
  const progress = mine?.progress ?? 0
  return {
    id: m.id,
    title: urdu(ctx) ? m.title_ur : m.title,
    kind: m.kind,
    gameType: m.game_type,
    period: m.period,
    periodStart: period.start,
    periodEnd: period.end,
    target: m.target,
    reward: m.reward,
    progress,
    status: claim ? 'claimed' : progress >= m.target ? 'claimable' : 'open',
    claimedAt: claim?.claimed_at ?? null,
  }
}

/**
 * One mission's leaderboard (API-54, MEMBER-35): the top by progress, masked, and the caller's row.
 */
function leaderboardOf(ctx: Ctx, m: MissionRow, now: number) {
  const ranked = rankedOf(ctx, m, now)
  const mine = ranked.find((r) => r.member_id === ctx.memberId)
  const username = mine?.username ?? findMemberById(ctx.db, ctx.memberId)?.username ?? ''
  return {
    missionId: m.id,
    top: ranked.slice(0, LEADERBOARD_SIZE).map((r) => ({
      rank: r.rank,
      name: maskName(r.username),
      progress: r.progress,
      me: r.member_id === ctx.memberId,
    })),
    me: { rank: mine?.rank ?? null, progress: mine?.progress ?? 0, name: maskName(username) },
    ranked: ranked.length,
  }
}

function findMission(db: Database, id: number | undefined) {
  ensureMissions(db)
  if (id === undefined) return undefined
  return db.prepare('SELECT * FROM missions WHERE id = ?').get(id) as MissionRow | undefined
}

function missionList(ctx: Ctx) {
  ensureMissions(ctx.db)
  const now = Date.now()
  const rows = ctx.db.prepare('SELECT * FROM missions ORDER BY id').all() as MissionRow[]
  return { list: rows.map((m) => missionView(ctx, m, now)) }
}

function missionLeaderboard(ctx: Ctx) {
  const mission = findMission(ctx.db, intParam(ctx.query, 'missionId').value)
  if (!mission) return fail('NOT_FOUND', 'No such mission')
  return ok(leaderboardOf(ctx, mission, Date.now()))
}

const claimMission = route({
  method: 'POST',
  path: '/wps/relay/MISSION_claim',
  money: 'bonus',
  token: true,
  realOnly: true,
  schema: { body: Type.Object({ id: Type.Optional(Type.Union([Type.Number(), Type.String()])) }) },
  handler: (ctx) => {
    const { db, body, memberId } = ctx
    const mission = findMission(db, Number(body.id))
    if (!mission) return fail('NOT_FOUND', 'No such mission')
    // One transaction: progress is read and the claim written together; the UNIQUE key refuses a second.
    const answer = db.transaction(() => {
      const now = Date.now()
      const view = missionView(ctx, mission, now)
      if (view.status === 'claimed') return 'MISSION_CLAIMED'
      if (view.status !== 'claimable') return 'MISSION_NOT_COMPLETE'
      const { lastInsertRowid } = db
        .prepare(
          'INSERT INTO mission_claims (mission_id, member_id, period_start, claimed_at, amount) VALUES (?, ?, ?, ?, ?)',
        )
        .run(mission.id, memberId, view.periodStart, now, mission.reward)
      payBonus(ctx, {
        memberId,
        amount: mission.reward,
        product: 'MISSION',
        reference: `mission_claims:${lastInsertRowid}`,
        remark: `Mission: ${mission.title}`,
        at: now,
      })
      return null
    })()
    if (answer === 'MISSION_CLAIMED') return fail(answer, 'This mission reward has already been claimed')
    if (answer === 'MISSION_NOT_COMPLETE') return fail(answer, 'This mission is not complete yet')
    const { balance } = db.prepare('SELECT balance FROM members WHERE id = ?').get(memberId) as {
      balance: number
    }
    return ok({ claimed: mission.reward, balance, ...missionList(ctx) })
  },
})

export const missionRoutes: Route[] = [
  route({
    method: 'GET',
    path: '/wps/relay/MCSFE_getMissionSummaryDetails',
    token: true,
    handler: (ctx) => ok(missionList(ctx)),
  }),
  route({
    method: 'GET',
    path: '/wps/relay/MCSFE_getMissionLeaderboard',
    token: true,
    handler: missionLeaderboard,
  }),
  claimMission,
]
