// The points mall behind a token (points helper; spec §7 Points, api.md "Common, points", modID PTSYS3):
//   MCS2_getPointBalance — the balance and the points table: per type its ratio and the points earned,
//     and the points spent (redeem) (MEMBER-28, MEMBER-29, API-65)
//   MCS2_getPointConfig — converting (rate, minimum) and the terms, from the server (C-13, MEMBER-30)
//   MCS2_getPointReward — the goods: quantity, points and amount requirements, status (MEMBER-31)
//   MCS2_getRedeemPointList — the member's redemptions: in process, rejected, approved (MEMBER-32)
//   MCS2_getPointDetails — the changed points (ODSFE2_MemTransDet is the account record's call): earned per day and type, and every redemption / conversion
//   passwordCheck/MCS2_redeemPointReward — redeems goods (API-67): in process until the operator decides
//   passwordCheck/MCS2_convertPoint — converts points into money at the server's rate (API-68)
// Both check the transaction password first (the security centre's checkTransactionPassword: its guess
// limit is taken before the slow check), then move points, stock and money in one SQL transaction;
// a request id (unique per member) makes a repeated request do nothing twice.
import { fail, inputEmpty, ok } from '../platform/envelope'
import { checkTransactionPassword } from '../wallet/transaction-password'
import { TRIAL_TYPE, findMemberById } from '../platform/members'
import { POINT_DEFAULTS, depositTotal, earnedByDay, ensurePoints, pointTotals } from './data'
import type { Route, RouteContext } from '../platform/context'

export type Ctx = RouteContext

export const POINTS_MOD = 'PTSYS3'
const PAGE_SIZE_MAX = 50

export const urdu = (ctx: Ctx) => String(ctx.req.headers.language ?? '').toUpperCase() === 'UR'

export function pointRules(ctx: { settings: Record<string, any> }): typeof POINT_DEFAULTS {
  return { ...POINT_DEFAULTS, ...ctx.settings.points }
}

export function pointBalance(ctx: Ctx) {
  const memberId = ctx.memberId as string
  const { earned, spent, balance } = pointTotals(ctx.db, memberId)
  const types = ctx.db.prepare('SELECT type, ratio FROM point_types ORDER BY sort').all() as {
    type: string
    ratio: number
  }[]
  return {
    balance,
    list: [
      ...types.map((t) => ({ type: t.type, ratio: t.ratio, points: earned.get(t.type) ?? 0 })),
      { type: 'REDEEM', ratio: null, points: -spent },
    ],
  }
}

export function goodsList(ctx: Ctx) {
  const memberId = ctx.memberId as string
  const { balance } = pointTotals(ctx.db, memberId)
  const deposits = depositTotal(ctx.db, memberId)
  const rows = ctx.db.prepare('SELECT * FROM point_goods ORDER BY sort').all() as Record<string, any>[]
  return {
    balance,
    deposits,
    list: rows.map((g) => ({
      id: g.id,
      name: urdu(ctx) ? g.name_ur : g.name,
      points: g.points,
      amountRequired: g.amount_required,
      quantity: g.quantity,
      status: g.status === 'OFF' ? 'OFF' : g.quantity <= 0 ? 'SOLD_OUT' : 'ON',
    })),
  }
}

export function redemptionList(ctx: Ctx) {
  const rows = ctx.db
    .prepare(
      `SELECT r.*, g.name, g.name_ur FROM point_redemptions r JOIN point_goods g ON g.id = r.goods_id
      WHERE r.member_id = ? ORDER BY r.created_at DESC, r.id DESC`,
    )
    .all(ctx.memberId) as Record<string, any>[]
  return {
    list: rows.map((r) => ({
      id: r.id,
      goodsName: urdu(ctx) ? r.name_ur : r.name,
      points: r.points,
      status: r.status,
      createdAt: r.created_at,
      decidedAt: r.decided_at,
    })),
  }
}

function pointConfig(ctx: Ctx) {
  const rules = pointRules(ctx)
  const types = ctx.db.prepare('SELECT type, ratio FROM point_types ORDER BY sort').all()
  return ok({
    types,
    convertRate: rules.convertRate,
    convertMin: rules.convertMin,
    expires: rules.expires,
    terms: urdu(ctx) ? rules.termsUr : rules.terms,
  })
}

function transactionDetails(ctx: Ctx) {
  const memberId = ctx.memberId as string
  const pageNo = Math.max(1, Math.floor(Number(ctx.query.get('pageNo') ?? 1)) || 1)
  const pageSize = Math.min(
    PAGE_SIZE_MAX,
    Math.max(1, Math.floor(Number(ctx.query.get('pageSize') ?? 20)) || 20),
  )
  const earned = earnedByDay(ctx.db, memberId).map((r) => ({
    time: r.day,
    type: r.type,
    points: r.points,
    amount: r.amount,
    ref: null,
  }))
  const redemptions = redemptionList(ctx).list.flatMap((r) => [
    { time: r.createdAt, type: 'REDEEM', points: -r.points, amount: null, ref: r.goodsName },
    ...(r.status === 'REJECTED' && r.decidedAt
      ? [{ time: r.decidedAt, type: 'REFUND', points: r.points, amount: null, ref: r.goodsName }]
      : []),
  ])
  const conversions = (
    ctx.db.prepare('SELECT * FROM point_conversions WHERE member_id = ?').all(memberId) as Record<
      string,
      any
    >[]
  ).map((c) => ({ time: c.created_at, type: 'CONVERT', points: -c.points, amount: c.amount, ref: null }))
  const all = [...earned, ...redemptions, ...conversions].sort((a, b) => b.time - a.time)
  return ok({
    list: all.slice((pageNo - 1) * pageSize, pageNo * pageSize),
    totalPages: Math.max(1, Math.ceil(all.length / pageSize)),
    pageNo,
  })
}

const REQUEST_ID = /^[A-Za-z0-9-]{8,64}$/

function requestIdOf(ctx: Ctx) {
  const id = ctx.body?.requestId
  return typeof id === 'string' && REQUEST_ID.test(id) ? id : null
}

/** What the mall shows after a redemption or conversion. */
function mallState(ctx: Ctx) {
  return { ...pointBalance(ctx), goods: goodsList(ctx).list, records: redemptionList(ctx).list }
}

async function redeem(ctx: Ctx) {
  const { db, body, limits } = ctx
  const memberId = ctx.memberId as string
  const goodsId = Number(body?.goodsId)
  const requestId = requestIdOf(ctx)
  if (!Number.isInteger(goodsId) || !requestId) return inputEmpty()
  const refused = await checkTransactionPassword(db, memberId, body.password, limits)
  if (refused) return refused
  const error = db.transaction(() => {
    if (
      db
        .prepare('SELECT 1 FROM point_redemptions WHERE member_id = ? AND request_id = ?')
        .get(memberId, requestId)
    )
      return null // the same request again: it was done once
    const goods = db.prepare('SELECT * FROM point_goods WHERE id = ?').get(goodsId) as
      Record<string, any> | undefined
    if (!goods) return 'NOT_FOUND'
    if (goods.status !== 'ON') return 'GOODS_OFF'
    if (goods.quantity <= 0) return 'GOODS_SOLD_OUT'
    if (depositTotal(db, memberId) < goods.amount_required) return 'AMOUNT_REQUIRED'
    if (pointTotals(db, memberId).balance < goods.points) return 'POINTS_SHORT'
    db.prepare('UPDATE point_goods SET quantity = quantity - 1 WHERE id = ? AND quantity > 0').run(goodsId)
    db.prepare(
      `INSERT INTO point_redemptions (member_id, goods_id, request_id, points, status, created_at)
      VALUES (?, ?, ?, ?, 'PROCESS', ?)`,
    ).run(memberId, goodsId, requestId, goods.points, Date.now())
    return null
  })()
  if (error === 'NOT_FOUND') return fail(error, 'No such goods')
  if (error === 'GOODS_OFF') return fail(error, 'These goods are not available')
  if (error === 'GOODS_SOLD_OUT') return fail(error, 'These goods are sold out')
  if (error === 'AMOUNT_REQUIRED') return fail(error, 'Your deposits do not yet reach what these goods need')
  if (error === 'POINTS_SHORT') return fail(error, 'You do not have enough points')
  return ok(mallState(ctx))
}

async function convert(ctx: Ctx) {
  const { db, body, limits } = ctx
  const memberId = ctx.memberId as string
  const rules = pointRules(ctx)
  const points = Number(body?.points)
  const requestId = requestIdOf(ctx)
  if (!Number.isInteger(points) || !requestId) return inputEmpty()
  if (points < rules.convertMin)
    return fail('POINTS_MIN', `Convert at least ${rules.convertMin} points`, {
      value: { min: rules.convertMin },
    })
  const refused = await checkTransactionPassword(db, memberId, body.password, limits)
  if (refused) return refused
  const error = db.transaction(() => {
    if (
      db
        .prepare('SELECT 1 FROM point_conversions WHERE member_id = ? AND request_id = ?')
        .get(memberId, requestId)
    )
      return null
    if (pointTotals(db, memberId).balance < points) return 'POINTS_SHORT'
    const amount = Math.round(points * rules.convertRate * 100) / 100
    const now = Date.now()
    db.prepare(
      'INSERT INTO point_conversions (member_id, request_id, points, amount, created_at) VALUES (?, ?, ?, ?, ?)',
    ).run(memberId, requestId, points, amount, now)
    db.prepare('UPDATE members SET balance = ROUND(balance + ?, 2) WHERE id = ?').run(amount, memberId)
    db.prepare(
      "INSERT INTO member_transactions (member_id, created_at, type, amount, remark) VALUES (?, ?, 'BONUS', ?, ?)",
    ).run(memberId, now, amount, `Points converted: ${points}`)
    return null
  })()
  if (error) return fail(error, 'You do not have enough points')
  const { balance } = db.prepare('SELECT balance FROM members WHERE id = ?').get(memberId) as {
    balance: number
  }
  return ok({ ...mallState(ctx), money: balance })
}

/**
 * A token route of the points system; a trial account has no points (ROLE-8).
 */
export function pointsRoute(method: 'GET' | 'POST', path: string, handler: (ctx: Ctx) => any): Route {
  return {
    method,
    path,
    token: true,
    handler: (ctx) => {
      ensurePoints(ctx.db)
      if (findMemberById(ctx.db, ctx.memberId as string)?.type === TRIAL_TYPE)
        return fail('NEED_REAL_ACCOUNT', 'Please use a real account')
      return handler(ctx)
    },
  }
}

export const pointRoutes: Route[] = [
  pointsRoute('GET', '/wps/relay/MCS2_getPointBalance', (ctx) => ok(pointBalance(ctx))),
  pointsRoute('GET', '/wps/relay/MCS2_getPointConfig', pointConfig),
  pointsRoute('GET', '/wps/relay/MCS2_getPointReward', (ctx) => ok(goodsList(ctx))),
  pointsRoute('GET', '/wps/relay/MCS2_getRedeemPointList', (ctx) => ok(redemptionList(ctx))),
  pointsRoute('GET', '/wps/relay/MCS2_getPointDetails', transactionDetails),
  pointsRoute('POST', '/wps/relay/passwordCheck/MCS2_redeemPointReward', redeem),
  pointsRoute('POST', '/wps/relay/passwordCheck/MCS2_convertPoint', convert),
]
