// The operator's side of the wallet on the demo control API (plain JSON, no envelope): list open
// deposit orders and withdrawals, approve or reject a deposit (approval raises the balance), pay a
// withdrawal in full or in part (with a receipt as proof, MEMBER-36), reject it (the hold goes back),
// close a disputed one as "forced received" (MEMBER-37), and move a deadline into the past to try C-12.
import { post } from '../ledger/ledger'
import { notifyMember, receiptSvg } from './data'
import { sweepWallet, toWithdrawal, walletRules } from './rules'
import { loadSettings } from '../platform/settings'
import { MINUTE_MS } from '../platform/time'
import type { DemoContext, DemoRoute } from '../platform/demo-routes'
import type { DepositOrderRow, WithdrawalRow } from './data'

const reply = (status: number, body: unknown) => ({ status, body })
const refuse = (error: string) => reply(409, { error })

/** The withdrawal as it is now, as the member sees it (the caller has found it). */
function shown(ctx: DemoContext) {
  const w = withdrawalOf(ctx)
  return w ? toWithdrawal(w) : null
}

function withdrawalOf({ db, params }: DemoContext) {
  return db.prepare('SELECT * FROM withdrawals WHERE id = ?').get(Number(params[0])) as
    WithdrawalRow | undefined
}

/**
 * A deposit order decision: approve credits the member, reject leaves the balance alone.
 */
function decideDeposit(next: 'approved' | 'rejected') {
  return ({ db, params }: DemoContext) => {
    sweepWallet(db)
    const order = db.prepare('SELECT * FROM deposit_orders WHERE reference = ?').get(params[0]) as
      DepositOrderRow | undefined
    if (!order) return reply(404, { error: 'No such deposit order' })
    if (order.status !== 'pending') return refuse(`The order is ${order.status}, not pending`)
    db.transaction(() => {
      db.prepare('UPDATE deposit_orders SET status = ?, updated_at = ? WHERE reference = ?').run(
        next,
        Date.now(),
        order.reference,
      )
      if (next !== 'approved') return
      // C-13: the credit is a ledger entry (product: the payment channel), written with the balance.
      post(db, {
        memberId: order.member_id,
        type: 'DEPOSIT',
        amount: order.amount,
        product: order.channel_id,
        reference: `deposit_orders:${order.reference}`,
        remark: `Deposit ${order.reference}`,
        at: Date.now(),
      })
      notifyMember(
        db,
        order.member_id,
        'Your deposit was credited',
        `<p>Your deposit <strong>${order.reference}</strong> of Rs ${order.amount.toFixed(2)} was credited to your wallet.</p>`,
      )
    })()
    return reply(200, { ok: true, status: next })
  }
}

function payWithdrawal(ctx: DemoContext) {
  const { db, body } = ctx
  sweepWallet(db)
  const w = withdrawalOf(ctx)
  if (!w) return reply(404, { error: 'No such withdrawal' })
  if (w.status !== 'pending' && w.status !== 'confirmed')
    return refuse(`The withdrawal is ${w.status}: nothing to pay`)
  const remaining = Math.round((w.amount - w.received) * 100) / 100
  const amount = body.amount === undefined ? remaining : Number(body.amount)
  if (!(amount > 0 && amount <= remaining && Math.round(amount * 100) === amount * 100)) {
    return reply(400, {
      error: `amount must be more than 0 and at most the remaining ${remaining}, in cents`,
    })
  }
  const now = Date.now()
  const minutes = walletRules(loadSettings(db)).confirmMinutes
  db.prepare(
    `UPDATE withdrawals SET status = 'paid', received = ROUND(received + ?, 2), last_paid = ?, proof_svg = ?, paid_at = ?, confirm_by = ?,
    updated_at = ? WHERE id = ?`,
  ).run(amount, amount, receiptSvg(w, amount, now), now, now + minutes * MINUTE_MS, now, w.id)
  notifyMember(
    db,
    w.member_id,
    `Withdrawal #${w.id} paid: please confirm`,
    `<p>Rs ${amount.toFixed(2)} of your withdrawal #${w.id} was paid to your bank account. Please open Withdraw in the member centre and tell us within ${minutes} minutes whether it arrived. If you do not answer, the withdrawal goes to review; it is not marked received without you.</p>`,
  )
  return reply(200, shown(ctx))
}

function rejectWithdrawal(ctx: DemoContext) {
  const { db } = ctx
  sweepWallet(db)
  const w = withdrawalOf(ctx)
  if (!w) return reply(404, { error: 'No such withdrawal' })
  // Only what was never confirmed as received goes back: a pending request, or (a claim found true on
  // review) the disputed payment and whatever was still to pay.
  if (!['pending', 'notReceived', 'dispute'].includes(w.status))
    return refuse(`The withdrawal is ${w.status}: it cannot be rejected`)
  const back = Math.round((w.amount - w.received + (w.status === 'pending' ? 0 : w.last_paid)) * 100) / 100
  db.transaction(() => {
    db.prepare("UPDATE withdrawals SET status = 'rejected', updated_at = ? WHERE id = ?").run(
      Date.now(),
      w.id,
    )
    post(db, {
      memberId: w.member_id,
      type: 'WITHDRAW',
      amount: back,
      reference: `withdrawals:${w.id}`,
      remark: `Withdrawal #${w.id} returned`,
      at: Date.now(),
    })
  })()
  return reply(200, shown(ctx))
}

function forceReceived(ctx: DemoContext) {
  const { db } = ctx
  sweepWallet(db)
  const w = withdrawalOf(ctx)
  if (!w) return reply(404, { error: 'No such withdrawal' })
  // C-12: only after a review of a dispute, never by the clock.
  if (w.status !== 'notReceived' && w.status !== 'dispute')
    return refuse(`The withdrawal is ${w.status}: only a disputed one can be closed`)
  db.prepare("UPDATE withdrawals SET status = 'forcedReceived', updated_at = ? WHERE id = ?").run(
    Date.now(),
    w.id,
  )
  return reply(200, shown(ctx))
}

function expireDeadline(ctx: DemoContext) {
  const { db } = ctx
  const w = withdrawalOf(ctx)
  if (!w) return reply(404, { error: 'No such withdrawal' })
  if (w.status !== 'paid') return refuse(`The withdrawal is ${w.status}: it has no running deadline`)
  db.prepare('UPDATE withdrawals SET confirm_by = ? WHERE id = ?').run(Date.now() - 1, w.id)
  sweepWallet(db)
  return reply(200, shown(ctx))
}

function listOpen({ db }: DemoContext) {
  sweepWallet(db)
  const deposits = db
    .prepare(
      `SELECT o.reference, o.amount, o.status, o.created_at AS createdAt, c.name AS channel, m.username AS account
    FROM deposit_orders o JOIN deposit_channels c ON c.id = o.channel_id JOIN members m ON m.id = o.member_id
    ORDER BY o.created_at DESC LIMIT 30`,
    )
    .all()
  const withdrawals = db
    .prepare(
      `SELECT w.*, m.username AS account FROM withdrawals w JOIN members m ON m.id = w.member_id
    ORDER BY w.created_at DESC LIMIT 30`,
    )
    .all() as (WithdrawalRow & { account: string })[]
  const shownWithdrawals = withdrawals.map((w) => ({
    ...toWithdrawal(w),
    account: w.account,
    proofImage: undefined,
  }))
  return reply(200, { deposits, withdrawals: shownWithdrawals })
}

export const walletDemoRoutes: DemoRoute[] = [
  { method: 'GET', path: '/demo/api/wallet', handler: listOpen },
  {
    method: 'POST',
    path: '/demo/api/wallet/deposits/:id(^[A-Z0-9]{4,32}$)/approve',
    handler: decideDeposit('approved'),
  },
  {
    method: 'POST',
    path: '/demo/api/wallet/deposits/:id(^[A-Z0-9]{4,32}$)/reject',
    handler: decideDeposit('rejected'),
  },
  { method: 'POST', path: '/demo/api/wallet/withdrawals/:id(^\\d{1,9}$)/pay', handler: payWithdrawal },
  {
    method: 'POST',
    path: '/demo/api/wallet/withdrawals/:id(^\\d{1,9}$)/reject',
    handler: rejectWithdrawal,
  },
  {
    method: 'POST',
    path: '/demo/api/wallet/withdrawals/:id(^\\d{1,9}$)/force-received',
    handler: forceReceived,
  },
  {
    method: 'POST',
    path: '/demo/api/wallet/withdrawals/:id(^\\d{1,9}$)/expire',
    handler: expireDeadline,
  },
]
