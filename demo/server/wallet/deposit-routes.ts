// The deposit page (MEMBER-3) behind a token, real accounts only (ROLE-8): the payment channels,
// the member's orders, and a new order (the amount within the channel's range, under the member's
// deposit limits — checked by the rule gate, ledger/gate.ts, before the handler — at most settings.wallet.pendingDepositCap waiting at once). The operator approves
// or rejects an order on the control API (wallet/demo-routes.ts).
import { Type } from 'typebox'
import { fail, ok } from '../platform/envelope'
import { textField, TextValue } from '../platform/fields'
import { route } from '../platform/context'
import { MINUTE_MS } from '../platform/time'
import { afterSweep, readAmount, walletRules } from './rules'
import type { Static } from 'typebox'
import type { MemberContext, Route, RouteContext } from '../platform/context'
import type { DepositChannelRow, DepositOrderRow } from './data'

type PayTo = Pick<DepositChannelRow, 'bank_name' | 'account_name' | 'account_number'>
type OrderView = Pick<
  DepositOrderRow,
  'reference' | 'channel_id' | 'amount' | 'status' | 'created_at' | 'pay_by'
> &
  PayTo &
  Pick<DepositChannelRow, 'name' | 'name_ur'>

/** Whether the request asks for Urdu (Language header, api.md): channel names come in it, else in English. */
const urdu = (ctx: RouteContext<unknown>) => String(ctx.req.headers.language ?? '').toUpperCase() === 'UR'

const payTo = (row: PayTo) => ({
  bankName: row.bank_name,
  accountName: row.account_name,
  accountNumber: row.account_number,
})

function toChannel(c: DepositChannelRow, ur: boolean) {
  return {
    id: c.id,
    kind: c.kind,
    name: ur ? c.name_ur : c.name,
    minAmount: c.min_amount,
    maxAmount: c.max_amount,
    quickAmounts: JSON.parse(c.quick_amounts) as number[],
    payTo: payTo(c),
  }
}

function toOrder(o: OrderView, ur: boolean) {
  return {
    reference: o.reference,
    channelId: o.channel_id,
    channelName: ur ? o.name_ur : o.name,
    amount: o.amount,
    status: o.status,
    createdAt: o.created_at,
    payBy: o.pay_by,
    payTo: payTo(o),
  }
}

function depositChannels(ctx: RouteContext) {
  const rules = walletRules(ctx.settings)
  const rows = ctx.db.prepare('SELECT * FROM deposit_channels ORDER BY sort').all() as DepositChannelRow[]
  return ok({
    channels: rows.map((c) => toChannel(c, urdu(ctx))),
    pendingLimit: rules.pendingDepositCap,
    payMinutes: rules.depositMinutes,
  })
}

function depositOrders(ctx: RouteContext) {
  const rows = ctx.db
    .prepare(
      `SELECT o.*, c.name, c.name_ur, c.bank_name, c.account_name, c.account_number FROM deposit_orders o
    JOIN deposit_channels c ON c.id = o.channel_id WHERE o.member_id = ? ORDER BY o.created_at DESC LIMIT 20`,
    )
    .all(ctx.memberId) as OrderView[]
  return ok({ list: rows.map((o) => toOrder(o, urdu(ctx))) })
}

/** A random order reference: D, the date, six letters or digits. */
function newReference() {
  const date = new Date().toISOString().slice(0, 10).replaceAll('-', '')
  const tail = Array.from(
    { length: 6 },
    () => 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'[Math.floor(Math.random() * 32)],
  ).join('')
  return `D${date}${tail}`
}

const DepositBody = Type.Object({
  channelId: Type.Optional(Type.String()),
  amount: Type.Optional(TextValue),
})

function createDeposit(ctx: MemberContext<Static<typeof DepositBody>>) {
  const { db, body, memberId } = ctx
  const rules = walletRules(ctx.settings)
  const channel = db
    .prepare('SELECT * FROM deposit_channels WHERE id = ?')
    .get(textField(body, 'channelId')) as DepositChannelRow | undefined
  if (!channel) return fail('CHANNEL_INVALID', 'Please choose a payment method')
  const { amount, error } = readAmount(body, channel.min_amount, channel.max_amount)
  if (error) return error
  const pending = (
    db
      .prepare("SELECT COUNT(*) AS n FROM deposit_orders WHERE member_id = ? AND status = 'pending'")
      .get(memberId) as { n: number }
  ).n
  if (pending >= rules.pendingDepositCap) {
    return fail(
      'PENDING_LIMIT',
      `You already have ${pending} deposits waiting for payment. Pay or wait for one of them first`,
      { value: { limit: rules.pendingDepositCap } },
    )
  }
  const now = Date.now()
  const order = {
    reference: newReference(),
    channel_id: channel.id,
    amount,
    status: 'pending' as const,
    created_at: now,
    pay_by: now + rules.depositMinutes * MINUTE_MS,
  }
  db.prepare(
    `INSERT INTO deposit_orders (reference, member_id, channel_id, amount, status, created_at, pay_by, updated_at)
    VALUES (?, ?, ?, ?, 'pending', ?, ?, ?)`,
  ).run(order.reference, memberId, channel.id, amount, now, order.pay_by, now)
  return ok(toOrder({ ...channel, ...order }, urdu(ctx)))
}

export const depositRoutes: Route[] = [
  route({
    method: 'GET',
    path: '/wps/relay/PAY_depositChannels',
    token: true,
    realOnly: true,
    handler: afterSweep(depositChannels),
  }),
  route({
    method: 'GET',
    path: '/wps/relay/PAY_depositOrders',
    token: true,
    realOnly: true,
    handler: afterSweep(depositOrders),
  }),
  route({
    method: 'POST',
    path: '/wps/relay/PAY_createDeposit',
    money: 'deposit',
    amount: 'amount',
    token: true,
    realOnly: true,
    schema: { body: DepositBody },
    handler: afterSweep(createDeposit),
  }),
]
