// The bonus details page (MEMBER-10), real accounts only (ROLE-8): GET /wps/relay/MCS_bonusDetails.
import { fail, ok } from '../platform/envelope'
import { route } from '../platform/context'
import { textParam } from '../platform/query'
import { DAY_MS } from '../platform/time'
import { money } from '../member-records/data'
import { BONUS_DEFAULTS, ensureTransfers } from './data'
import { TRANSFER_MESSAGES, epochParam, hasTable } from './rules'
import type { Route } from '../platform/context'
import type { BonusGrantRow } from './data'
import type { Ctx } from './rules'

/** A bonus as the page lists it, whichever table granted it. */
type Grant = {
  key: string
  source: string
  title: string
  amount: number
  grantedAt: number
  expiresAt: number
}

/** What the reward, rebate and mission tables hold of a granted bonus. */
type ClaimRow = { id: number; amount: number; claimed_at: number; title: string; title_ur: string }

/** Every bonus granted to the member, from bonus_grants and from the tables of other areas that exist. */
function grantsOf(ctx: Ctx, validMs: number): Grant[] {
  const { db, memberId } = ctx
  const ur = String(ctx.req.headers.language ?? '').toUpperCase() === 'UR'
  const grants: Grant[] = []
  for (const g of db
    .prepare('SELECT * FROM bonus_grants WHERE member_id = ?')
    .all(memberId) as BonusGrantRow[])
    grants.push({
      key: `B${g.id}`,
      source: g.source,
      title: ur ? g.title_ur : g.title,
      amount: g.amount,
      grantedAt: g.granted_at,
      expiresAt: g.expires_at,
    })
  const claimed = (key: string, source: string, g: ClaimRow) => ({
    key: `${key}${g.id}`,
    source,
    title: ur ? g.title_ur : g.title,
    amount: g.amount,
    grantedAt: g.claimed_at,
    expiresAt: g.claimed_at + validMs,
  })
  if (hasTable(db, 'reward_grants'))
    for (const g of db
      .prepare(
        'SELECT id, amount, claimed_at, title, title_ur FROM reward_grants WHERE member_id = ? AND claimed_at IS NOT NULL',
      )
      .all(memberId) as ClaimRow[])
      grants.push(claimed('W', 'REWARD', g))
  if (hasTable(db, 'rebate_claims'))
    for (const g of db
      .prepare(
        "SELECT id, amount, claimed_at, 'Rebate' AS title, 'ریبیٹ' AS title_ur FROM rebate_claims WHERE member_id = ?",
      )
      .all(memberId) as ClaimRow[])
      grants.push(claimed('R', 'REBATE', g))
  if (hasTable(db, 'mission_claims'))
    for (const g of db
      .prepare(
        'SELECT c.id, c.amount, c.claimed_at, m.title, m.title_ur FROM mission_claims c JOIN missions m ON m.id = c.mission_id WHERE c.member_id = ?',
      )
      .all(memberId) as ClaimRow[])
      grants.push(claimed('M', 'MISSION', g))
  return grants
}

/**
 * GET MCS_bonusDetails: every bonus granted to the member — promotion and VIP (bonus_grants), claimed
 * rewards (reward_grants), rebates (rebate_claims), missions (mission_claims) — with the turnover it
 * asks for (amount × the source's multiple), the settled turnover since it was granted (up to its
 * expiry), and its status: COMPLETED, ACTIVE or EXPIRED. `field` = granted | expires picks which date
 * the range filters (the bonus page looks forward for expiry, VAL-61); `status` filters.
 */
function bonusDetails(ctx: Ctx) {
  const { db, memberId, query, settings } = ctx
  ensureTransfers(db)
  const config = { ...BONUS_DEFAULTS, ...settings.bonus }
  const multiples = { ...BONUS_DEFAULTS.turnoverMultiple, ...config.turnoverMultiple }
  const grants = grantsOf(ctx, config.validDays * DAY_MS)

  const now = Date.now()
  const turnover = db.prepare(
    "SELECT COALESCE(SUM(stake), 0) AS total FROM member_bets WHERE member_id = ? AND status = 'SETTLED' AND bet_time >= ? AND bet_time <= ?",
  )
  const field = textParam(query, 'field') === 'expires' ? 'expiresAt' : 'grantedAt'
  const from = epochParam(query, 'from', -Infinity)
  const to = epochParam(query, 'to', Infinity)
  if (Number.isNaN(from) || Number.isNaN(to) || to < from)
    return fail('RANGE_INVALID', TRANSFER_MESSAGES.RANGE_INVALID)
  const wanted = textParam(query, 'status')
  const list = grants
    .filter((g) => g[field] >= from && g[field] <= to)
    .map((g) => {
      const multiple = Number(multiples[g.source as keyof typeof multiples] ?? 1)
      const required = money(g.amount * multiple)
      const done = money(
        Math.min(
          required,
          (turnover.get(memberId, g.grantedAt, Math.min(now, g.expiresAt)) as { total: number }).total,
        ),
      )
      const status = done >= required ? 'COMPLETED' : g.expiresAt < now ? 'EXPIRED' : 'ACTIVE'
      return { ...g, turnoverMultiple: multiple, turnoverRequired: required, turnoverDone: done, status }
    })
    .filter((g) => !wanted || g.status === wanted)
    .sort((a, b) => b.grantedAt - a.grantedAt)
  const active = list.filter((g) => g.status === 'ACTIVE')
  return ok({
    list,
    summary: {
      count: list.length,
      total: money(list.reduce((s, g) => s + g.amount, 0)),
      turnoverOutstanding: money(active.reduce((s, g) => s + g.turnoverRequired - g.turnoverDone, 0)),
    },
  })
}

export const bonusDetailRoutes: Route[] = [
  route({
    method: 'GET',
    path: '/wps/relay/MCS_bonusDetails',
    token: true,
    realOnly: true,
    handler: bonusDetails,
  }),
]
