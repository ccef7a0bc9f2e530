// The member's benefits behind a token (api.md last paragraph: the reference server defines these
// under /wps/relay):
//   VIP (MEMBER-17, MEMBER-26, flag VIP): VIP_info — the levels, the member's level and progress
//   manual rebate (MEMBER-15, flag MANUALREBATE): REBATE_info — what can be claimed now per game type
//     and the claims so far; REBATE_claim — credits it once (the bets it pays for are marked)
//   reward centre (MEMBER-11): REWARD_list — the member's grants, claimable / claimed / expired;
//     REWARD_claim — credits one claimable grant once
// The reward centre has no flag (spec §2: always in the side menu). A flag that is off refuses its
// calls (OPERATION_NOT_ENABLED); only the caller's own rows are read; claims are for real accounts
// only (ROLE-8).
import { Type } from 'typebox'
import { fail, ok } from '../platform/envelope'
import { route } from '../platform/context'
import { BET_GAME_TYPES, money } from '../member-records/data'
import { sessionId } from '../member-records/rules'
import { ensureMemberBenefits, syncVip } from './data'
import { payBonus } from '../ledger/bonus'
import { SMS_MESSAGES } from '../verification/rules'
import type { Static } from 'typebox'
import type { Route, RouteContext, RouteSchema } from '../platform/context'
import type { RebateClaimRow, RewardGrantRow, VipLevelRow } from './data'

export type Ctx = RouteContext

const urdu = (ctx: Ctx) => String(ctx.req.headers.language ?? '').toUpperCase() === 'UR'

const toLevel = (l: VipLevelRow, ur: boolean) => ({
  level: l.level,
  name: ur ? l.name_ur : l.name,
  depositRequired: l.deposit_required,
  turnoverRequired: l.turnover_required,
  rebateRate: l.rebate_rate,
  withdrawLimit: l.withdraw_limit,
})

/**
 * The member's totals and level, recomputed now (member info reads the same columns).
 */
function standing(ctx: Ctx) {
  const { db, memberId } = ctx
  syncVip(db, sessionId(ctx))
  const { deposits } = db
    .prepare(
      "SELECT COALESCE(SUM(amount), 0) AS deposits FROM member_transactions WHERE member_id = ? AND type = 'DEPOSIT'",
    )
    .get(memberId) as { deposits: number }
  const { turnover } = db
    .prepare(
      "SELECT COALESCE(SUM(stake), 0) AS turnover FROM member_bets WHERE member_id = ? AND status = 'SETTLED'",
    )
    .get(memberId) as { turnover: number }
  const level = db
    .prepare('SELECT l.* FROM vip_levels l JOIN members m ON m.vip_level = l.level WHERE m.id = ?')
    .get(memberId) as VipLevelRow | undefined
  // Level 0 is in the catalogue, and syncVip has just set the member's level from it.
  if (!level) throw new Error(`[lobbykit] member ${memberId} has no VIP level`)
  return { deposits: money(deposits), turnover: money(turnover), level }
}

function vipInfo(ctx: Ctx) {
  const ur = urdu(ctx)
  const { deposits, turnover, level } = standing(ctx)
  const rows = ctx.db.prepare('SELECT * FROM vip_levels ORDER BY level').all() as VipLevelRow[]
  const levels = rows.map((l) => toLevel(l, ur))
  return ok({
    levels,
    currentLevel: level.level,
    nextLevel: levels.find((l) => l.level > level.level)?.level ?? null,
    totals: { deposits, turnover },
  })
}

/** Settled bets not yet paid a rebate, per game type. */
function unrebated({ db, memberId }: Ctx) {
  return db
    .prepare(
      `SELECT game_type, SUM(stake) AS turnover FROM member_bets b WHERE member_id = ? AND status = 'SETTLED'
      AND NOT EXISTS (SELECT 1 FROM rebated_bets r WHERE r.bet_id = b.id) GROUP BY game_type`,
    )
    .all(memberId) as { game_type: string; turnover: number }[]
}

/** A rebate in cents, never rounded up. @param rate percent */
const rebateOf = (turnover: number, rate: number) => Math.floor(Math.round(turnover * rate * 100) / 100) / 100

function rebateState(ctx: Ctx) {
  const { level } = standing(ctx)
  const rate = level.rebate_rate
  const found = new Map(unrebated(ctx).map((r) => [r.game_type, r.turnover]))
  const items = BET_GAME_TYPES.flatMap((gameType) => {
    const sum = found.get(gameType)
    if (sum === undefined) return []
    const turnover = money(sum)
    return [{ gameType, turnover, amount: rebateOf(turnover, rate) }]
  })
  const claims = ctx.db
    .prepare('SELECT * FROM rebate_claims WHERE member_id = ? ORDER BY claimed_at DESC, id DESC LIMIT 20')
    .all(ctx.memberId) as RebateClaimRow[]
  const history = claims.map((r) => ({
    id: r.id,
    claimedAt: r.claimed_at,
    level: r.level,
    rate: r.rate,
    turnover: r.turnover,
    amount: r.amount,
  }))
  return {
    level: level.level,
    levelName: urdu(ctx) ? level.name_ur : level.name,
    rate,
    items,
    history,
    turnover: money(items.reduce((sum, i) => sum + i.turnover, 0)),
    total: money(items.reduce((sum, i) => sum + i.amount, 0)),
  }
}

const balanceOf = ({ db, memberId }: Ctx) =>
  (db.prepare('SELECT balance FROM members WHERE id = ?').get(memberId) as { balance: number }).balance

function claimRebate(ctx: Ctx) {
  const { db } = ctx
  const memberId = sessionId(ctx)
  // One transaction: the bets are read, marked and paid together, so two claims cannot pay the same bet.
  const claimed = db.transaction(() => {
    const state = rebateState(ctx)
    if (state.total < 0.01) return null
    const now = Date.now()
    const { lastInsertRowid } = db
      .prepare(
        'INSERT INTO rebate_claims (member_id, claimed_at, level, rate, turnover, amount) VALUES (?, ?, ?, ?, ?, ?)',
      )
      .run(memberId, now, state.level, state.rate, state.turnover, state.total)
    db.prepare(
      `INSERT INTO rebated_bets (bet_id, claim_id) SELECT id, ? FROM member_bets b WHERE member_id = ? AND status = 'SETTLED'
      AND NOT EXISTS (SELECT 1 FROM rebated_bets r WHERE r.bet_id = b.id)`,
    ).run(lastInsertRowid, memberId)
    payBonus(ctx, {
      memberId,
      amount: state.total,
      product: 'REBATE',
      reference: `rebate_claims:${lastInsertRowid}`,
      remark: `Manual rebate #${lastInsertRowid} (${state.rate}% of ${state.turnover.toFixed(2)})`,
      at: now,
    })
    return state.total
  })()
  if (claimed === null) return fail('REBATE_NOTHING', 'There is no rebate to claim now')
  return ok({ claimed, balance: balanceOf(ctx), ...rebateState(ctx) })
}

const toReward = (g: RewardGrantRow, ur: boolean, now: number) => ({
  id: g.id,
  title: ur ? g.title_ur : g.title,
  amount: g.amount,
  grantedAt: g.created_at,
  expiresAt: g.expires_at,
  claimedAt: g.claimed_at,
  status: g.claimed_at !== null ? 'claimed' : g.expires_at < now ? 'expired' : 'claimable',
})

function rewardList(ctx: Ctx) {
  const now = Date.now()
  const rows = ctx.db
    .prepare('SELECT * FROM reward_grants WHERE member_id = ? ORDER BY created_at DESC, id DESC LIMIT 50')
    .all(ctx.memberId) as RewardGrantRow[]
  return { list: rows.map((g) => toReward(g, urdu(ctx), now)) }
}

const RewardClaimBody = Type.Object({ id: Type.Optional(Type.Union([Type.Number(), Type.String()])) })

function claimReward(ctx: RouteContext<Static<typeof RewardClaimBody>>) {
  const { db, body } = ctx
  const memberId = sessionId(ctx)
  const grant = db
    .prepare('SELECT * FROM reward_grants WHERE id = ? AND member_id = ?')
    .get(Number(body.id), memberId) as RewardGrantRow | undefined
  // Another member's grant answers exactly like one that does not exist.
  if (!grant) return fail('NOT_FOUND', 'No such reward')
  const now = Date.now()
  const paid = db.transaction(() => {
    // The grant is marked in the statement that checks it, so two claims cannot both pay.
    const change = db
      .prepare(
        'UPDATE reward_grants SET claimed_at = ? WHERE id = ? AND claimed_at IS NULL AND expires_at >= ?',
      )
      .run(now, grant.id, now)
    if (!change.changes) return false
    payBonus(ctx, {
      memberId,
      amount: grant.amount,
      product: 'REWARD',
      reference: `reward_grants:${grant.id}`,
      remark: `Reward: ${grant.title}`,
      at: now,
    })
    return true
  })()
  if (!paid) {
    const latest = db.prepare('SELECT claimed_at FROM reward_grants WHERE id = ?').get(grant.id) as
      Pick<RewardGrantRow, 'claimed_at'> | undefined
    return latest?.claimed_at != null
      ? fail('REWARD_CLAIMED', 'This reward has already been claimed')
      : fail('REWARD_EXPIRED', 'This reward has expired')
  }
  return ok({ claimed: grant.amount, balance: balanceOf(ctx), ...rewardList(ctx) })
}

/**
 * A token route that answers only while its white-label flag is on (null: always on).
 */
function flagged<S extends RouteSchema>(flag: 'VIP' | 'MANUALREBATE' | null, definition: Route<S>): Route {
  const { handler } = definition
  return route<S, boolean>({
    ...definition,
    handler: (ctx) => {
      if (flag && !ctx.settings.whitelabel[flag])
        return fail('OPERATION_NOT_ENABLED', SMS_MESSAGES.OPERATION_NOT_ENABLED)
      ensureMemberBenefits(ctx.db)
      return handler(ctx)
    },
  })
}

export const memberBenefitRoutes: Route[] = [
  flagged('VIP', { method: 'GET', path: '/wps/relay/VIP_info', token: true, handler: vipInfo }),
  flagged('MANUALREBATE', {
    method: 'GET',
    path: '/wps/relay/REBATE_info',
    token: true,
    handler: (ctx) => ok(rebateState(ctx)),
  }),
  flagged('MANUALREBATE', {
    method: 'POST',
    path: '/wps/relay/REBATE_claim',
    money: 'bonus',
    token: true,
    realOnly: true,
    handler: claimRebate,
  }),
  flagged(null, {
    method: 'GET',
    path: '/wps/relay/REWARD_list',
    token: true,
    handler: (ctx) => ok(rewardList(ctx)),
  }),
  flagged(null, {
    method: 'POST',
    path: '/wps/relay/REWARD_claim',
    money: 'bonus',
    token: true,
    realOnly: true,
    schema: { body: RewardClaimBody },
    handler: claimReward,
  }),
]
