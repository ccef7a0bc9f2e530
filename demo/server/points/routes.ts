// The points mall behind a token and for real accounts only (ROLE-8; spec §7 Points, api.md
// "Common, points", modID PTSYS3):
//   MCS2_getPointBalance — the balance and the points table: per type its ratio and the points earned,
//     and the points spent (redeem) (MEMBER-28, MEMBER-29, API-65)
//   MCS2_getPointConfig — converting (rate, minimum) and the terms, from the server (C-13, MEMBER-30)
//   MCS2_getPointReward — the goods: quantity, points and amount requirements, status (MEMBER-31)
//   MCS2_getRedeemPointList — the member's redemptions: in process, rejected, approved (MEMBER-32)
//   MCS2_getPointDetails — the changed points (ODSFE2_MemTransDet is the account record's call):
//     earned per day and type, and every redemption / conversion
//   passwordCheck/MCS2_redeemPointReward — redeems goods (API-67): in process until the operator decides
//   passwordCheck/MCS2_convertPoint — converts points into money at the server's rate (API-68)
// Both check the transaction password first (wallet/transaction-password.ts: its guess limit is taken
// before the slow check), then move points, stock and money in one SQL transaction; a request id
// (unique per member) makes a repeated request do nothing twice.
import { Type } from 'typebox'
import { TextValue } from '../platform/fields'
import { fail, inputEmpty, ok } from '../platform/envelope'
import { checkTransactionPassword } from '../wallet/transaction-password'
import { POINT_DEFAULTS, depositTotal, earnedByDay, ensurePoints, pointTotals } from './data'
import { route } from '../platform/context'
import { payBonus } from '../ledger/bonus'
import type { ConversionRow, GoodsRow, RedemptionRow } from './data'
import type { MemberContext, Reply, Route } from '../platform/context'

/** Every points call is a token route: the session's member is known. */
export type Ctx = MemberContext

const PAGE_SIZE_MAX = 50

const urdu = (ctx: Ctx) => String(ctx.req.headers.language ?? '').toUpperCase() === 'UR'

function pointBalance(ctx: Ctx) {
  const { memberId } = ctx
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

function goodsList(ctx: Ctx) {
  const { memberId } = ctx
  const { balance } = pointTotals(ctx.db, memberId)
  const deposits = depositTotal(ctx.db, memberId)
  const rows = ctx.db.prepare('SELECT * FROM point_goods ORDER BY sort').all() as GoodsRow[]
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

function redemptionList(ctx: Ctx) {
  const rows = ctx.db
    .prepare(
      `SELECT r.*, g.name, g.name_ur FROM point_redemptions r JOIN point_goods g ON g.id = r.goods_id
      WHERE r.member_id = ? ORDER BY r.created_at DESC, r.id DESC`,
    )
    .all(ctx.memberId) as (RedemptionRow & Pick<GoodsRow, 'name' | 'name_ur'>)[]
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
  const { convertRate, convertMin, expires, terms, termsUr } = POINT_DEFAULTS
  const types = ctx.db.prepare('SELECT type, ratio FROM point_types ORDER BY sort').all()
  return ok({ types, convertRate, convertMin, expires, terms: urdu(ctx) ? termsUr : terms })
}

function transactionDetails(ctx: Ctx) {
  const { memberId } = ctx
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
    ctx.db.prepare('SELECT * FROM point_conversions WHERE member_id = ?').all(memberId) as ConversionRow[]
  ).map((c) => ({ time: c.created_at, type: 'CONVERT', points: -c.points, amount: c.amount, ref: null }))
  const all = [...earned, ...redemptions, ...conversions].sort((a, b) => b.time - a.time)
  return ok({
    list: all.slice((pageNo - 1) * pageSize, pageNo * pageSize),
    totalPages: Math.max(1, Math.ceil(all.length / pageSize)),
    pageNo,
  })
}

const REQUEST_ID = /^[A-Za-z0-9-]{8,64}$/

function requestIdOf(id: string | undefined) {
  return typeof id === 'string' && REQUEST_ID.test(id) ? id : null
}

/** What the mall shows after a redemption or conversion. */
function mallState(ctx: Ctx) {
  return { ...pointBalance(ctx), goods: goodsList(ctx).list, records: redemptionList(ctx).list }
}

/** The transaction password, as text or digits (wallet/transaction-password.ts reads both). */

const redeem = route({
  method: 'POST',
  path: '/wps/relay/passwordCheck/MCS2_redeemPointReward',
  money: 'convert',
  token: true,
  realOnly: true,
  schema: {
    body: Type.Object({
      goodsId: Type.Optional(Type.Union([Type.Number(), Type.String()])),
      requestId: Type.Optional(Type.String()),
      password: Type.Optional(TextValue),
    }),
  },
  handler: async (ctx) => {
    const { db, body, limits, memberId } = ctx
    ensurePoints(db)
    const goodsId = Number(body.goodsId)
    const requestId = requestIdOf(body.requestId)
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
      const goods = db.prepare('SELECT * FROM point_goods WHERE id = ?').get(goodsId) as GoodsRow | undefined
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
    if (error === 'AMOUNT_REQUIRED')
      return fail(error, 'Your deposits do not yet reach what these goods need')
    if (error === 'POINTS_SHORT') return fail(error, 'You do not have enough points')
    return ok(mallState(ctx))
  },
})

const convert = route({
  method: 'POST',
  path: '/wps/relay/passwordCheck/MCS2_convertPoint',
  money: 'convert',
  token: true,
  realOnly: true,
  schema: {
    body: Type.Object({
      points: Type.Optional(Type.Union([Type.Number(), Type.String()])),
      requestId: Type.Optional(Type.String()),
      password: Type.Optional(TextValue),
    }),
  },
  handler: async (ctx) => {
    const { db, body, limits, memberId } = ctx
    ensurePoints(db)
    const { convertMin, convertRate } = POINT_DEFAULTS
    const points = Number(body.points)
    const requestId = requestIdOf(body.requestId)
    if (!Number.isInteger(points) || !requestId) return inputEmpty()
    if (points < convertMin)
      return fail('POINTS_MIN', `Convert at least ${convertMin} points`, { value: { min: convertMin } })
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
      const amount = Math.round(points * convertRate * 100) / 100
      const now = Date.now()
      const { lastInsertRowid } = db
        .prepare(
          'INSERT INTO point_conversions (member_id, request_id, points, amount, created_at) VALUES (?, ?, ?, ?, ?)',
        )
        .run(memberId, requestId, points, amount, now)
      payBonus(ctx, {
        memberId,
        amount,
        product: 'POINTS',
        reference: `point_conversions:${lastInsertRowid}`,
        requestKey: requestId,
        remark: `Points converted: ${points}`,
        at: now,
      })
      return null
    })()
    if (error) return fail(error, 'You do not have enough points')
    const { balance } = db.prepare('SELECT balance FROM members WHERE id = ?').get(memberId) as {
      balance: number
    }
    return ok({ ...mallState(ctx), money: balance })
  },
})

/** A GET of the points system: a token, and a real account (a trial account has no points, ROLE-8). */
function pointsGet(name: string, answer: (ctx: Ctx) => Reply): Route {
  return route({
    method: 'GET',
    path: `/wps/relay/${name}`,
    token: true,
    realOnly: true,
    handler: (ctx) => {
      ensurePoints(ctx.db)
      return answer(ctx)
    },
  })
}

export const pointRoutes: Route[] = [
  pointsGet('MCS2_getPointBalance', (ctx) => ok(pointBalance(ctx))),
  pointsGet('MCS2_getPointConfig', pointConfig),
  pointsGet('MCS2_getPointReward', (ctx) => ok(goodsList(ctx))),
  pointsGet('MCS2_getRedeemPointList', (ctx) => ok(redemptionList(ctx))),
  pointsGet('MCS2_getPointDetails', transactionDetails),
  redeem,
  convert,
]
