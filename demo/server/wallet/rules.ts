// What the wallet's pages share and what the control API (wallet/demo-routes.ts) uses: the wallet's
// rules from the settings, the deadline sweep (C-12), the amount field and the withdrawal as the
// member sees it (MEMBER-36..38).
import { fail, inputEmpty } from '../platform/envelope'
import { textField } from '../platform/fields'
import { WALLET_DEFAULTS, ensureWallet } from './data'
import type { Database } from 'better-sqlite3'
import type { MemberContext, Reply } from '../platform/context'
import type { Settings } from '../platform/settings'
import type { WithdrawalRow } from './data'

const AMOUNT = /^\d{1,12}(\.\d+)?$/

/** The wallet's rules: settings.wallet over the defaults (an older settings row lacks some). */
export function walletRules(settings: Settings): Settings['wallet'] {
  return { ...WALLET_DEFAULTS, ...settings.wallet }
}

/**
 * Expires unpaid deposit orders and turns unconfirmed paid withdrawals into disputes (C-12).
 */
export function sweepWallet(db: Database, now: number = Date.now()) {
  ensureWallet(db)
  db.prepare(
    "UPDATE deposit_orders SET status = 'expired', updated_at = ? WHERE status = 'pending' AND pay_by < ?",
  ).run(now, now)
  db.prepare(
    "UPDATE withdrawals SET status = 'dispute', updated_at = ? WHERE status = 'paid' AND confirm_by < ?",
  ).run(now, now)
}

/** A wallet handler that sweeps the deadlines first, so no answer shows one that has passed. */
export function afterSweep<Body>(handler: (ctx: MemberContext<Body>) => Reply | Promise<Reply>) {
  return (ctx: MemberContext<Body>) => {
    sweepWallet(ctx.db)
    return handler(ctx)
  }
}

/**
 * An amount field: a number with at most two decimals, within [min, max]. Answers the number or a failure.
 */
export function readAmount(
  body: Record<string, unknown>,
  min: number,
  max: number,
): { amount: number; error?: undefined } | { amount?: undefined; error: Reply } {
  const text = textField(body, 'amount')
  if (!text) return { error: inputEmpty() }
  if (!AMOUNT.test(text)) return { error: fail('AMOUNT_INVALID', 'Please enter the amount as a number') }
  if ((text.split('.')[1] ?? '').length > 2)
    return { error: fail('AMOUNT_DECIMALS', 'Please enter at most 2 decimal places') }
  const amount = Number(text)
  if (amount < min || amount > max) {
    return {
      error: fail('AMOUNT_RANGE', `Please enter an amount from ${min} to ${max}`, { value: { min, max } }),
    }
  }
  return { amount }
}

const cents = (n: number) => Math.round(n * 100) / 100

/** An account number as shown: stars, then its last four digits. */
export const maskAccountNumber = (number: string) =>
  `${'*'.repeat(Math.max(0, number.length - 4))}${number.slice(-4)}`

/** A withdrawal as the member (and the control page) sees it. */
export function toWithdrawal(w: WithdrawalRow) {
  return {
    id: w.id,
    amount: w.amount,
    receivedAmount: w.received,
    remainingAmount: cents(w.amount - w.received),
    bankName: w.bank_name,
    accountName: w.account_name,
    accountNumber: maskAccountNumber(w.account_number),
    status: w.status,
    createdAt: w.created_at,
    paidAt: w.paid_at,
    confirmBy: w.confirm_by,
    proofImage: w.proof_svg
      ? `data:image/svg+xml;base64,${Buffer.from(w.proof_svg).toString('base64')}`
      : null,
    note: w.note,
    memberProofCount: (JSON.parse(w.member_proofs) as unknown[]).length,
  }
}

/** The member's 20 latest withdrawals. */
export function listWithdrawals(db: Database, memberId: string) {
  const rows = db
    .prepare('SELECT * FROM withdrawals WHERE member_id = ? ORDER BY created_at DESC, id DESC LIMIT 20')
    .all(memberId) as WithdrawalRow[]
  return rows.map(toWithdrawal)
}
