// The wallet transfer page (MEMBER-2, STORE-3), real accounts only (ROLE-8):
// - GET /wps/relay/GCS_merchantWallet (API-28): isSingle.
// - POST /wps/relay/GCS_walletTransfer (API-29): main ↔ one vendor, an amount or all of it.
// - POST /wps/relay/GCS_walletRecall: every vendor wallet back to main.
// Money integrity: each move is ONE SQL transaction: the transfer row under the client's idempotency
// key (UNIQUE: a key is applied once, a repeat answers the first outcome) and one ledger entry per wallet
// (ledger/ledger.ts postAll: each debit checks its wallet in the statement that takes it).
// A vendor that fails (settings.merchantWallet.failingVendors, the demo's switch) makes the transaction
// roll back: both balances stay as they were, and the answer says so.
import { Type } from 'typebox'
import { fail, inputEmpty, ok } from '../platform/envelope'
import { textField, TextValue } from '../platform/fields'
import { route } from '../platform/context'
import { money } from '../member-records/data'
import { InsufficientFunds, postAll } from '../ledger/ledger'
import { TRANSFER_VENDORS } from './data'
import {
  AMOUNT,
  MAIN,
  TRANSFER_MESSAGES,
  fill,
  funds,
  readRequestId,
  sessionMember,
  vendorName,
  walletSettings,
} from './rules'
import type { Static } from 'typebox'
import type { Reply, Route, RouteContext } from '../platform/context'
import type { WalletTransferRow } from './data'
import type { Ctx } from './rules'

type Transfer = { from: string; to: string; amount: number | 'all'; requestId: string }

class VendorRefused extends Error {}

/**
 * Applies one transfer inside the caller's transaction: the transfer row under its key, then both
 * sides as ledger entries (C-13: the main wallet's TRANSFER entry with the vendor as its product, and
 * the vendor wallet's entry in `wallet`). A debit larger than its wallet throws InsufficientFunds;
 * a vendor that fails throws VendorRefused after the debit: the rollback restores both wallets.
 * Answers the transfer id or a refusal.
 */
function applyTransfer(ctx: Ctx, { from, to, amount, requestId }: Transfer) {
  const { db } = ctx
  const memberId = sessionMember(ctx).id
  const vendor = from === MAIN ? to : from
  const now = Date.now()
  const wallets = funds(ctx)
  const source =
    from === MAIN ? wallets.main : (wallets.wallets.find((w) => w.vendor === vendor)?.balance ?? 0)
  const value = money(amount === 'all' ? source : amount)
  if (!(value > 0)) return { refusal: fail('EMPTY_WALLET', TRANSFER_MESSAGES.EMPTY_WALLET) }
  // The UNIQUE (member_id, request_id) makes a second application of the same key impossible.
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO wallet_transfers (member_id, request_id, from_wallet, to_wallet, amount, status, created_at)
      VALUES (?, ?, ?, ?, ?, 'done', ?)`,
    )
    .run(memberId, requestId, from, to, value, now)
  const id = Number(lastInsertRowid)
  const mainDelta = from === MAIN ? -value : value
  const side = {
    memberId,
    type: 'TRANSFER',
    product: vendor,
    reference: `wallet_transfers:${id}`,
    at: now,
  } as const
  postAll(db, [
    {
      ...side,
      amount: mainDelta,
      requestKey: requestId,
      remark: `${from === MAIN ? 'To' : 'From'} ${vendorName(vendor)} wallet (transfer #${id})`,
    },
    {
      ...side,
      amount: -mainDelta,
      wallet: vendor,
      remark: `${from === MAIN ? 'From' : 'To'} main wallet (transfer #${id})`,
    },
  ])
  // The vendor's answer comes last: its refusal throws, and the transaction undoes everything above.
  if (walletSettings(ctx).failingVendors.includes(vendor)) throw new VendorRefused(vendor)
  return { id, amount: value }
}

function earlierTransfer({ db, memberId }: Ctx, requestId: string) {
  return db
    .prepare('SELECT * FROM wallet_transfers WHERE member_id = ? AND request_id = ?')
    .get(memberId, requestId) as WalletTransferRow | undefined
}

/** The row a transfer just wrote under its key. */
function recordedTransfer(ctx: Ctx, requestId: string) {
  const row = earlierTransfer(ctx, requestId)
  if (!row) throw new Error(`[lobbykit] transfer ${requestId} was not recorded`)
  return row
}

/** The answer a transfer row gives (the first time and on every repeat of its key). */
function outcomeOf(ctx: Ctx, row: WalletTransferRow, repeated: boolean) {
  if (row.status === 'failed')
    return fail('VENDOR_FAILED', fill(TRANSFER_MESSAGES.VENDOR_FAILED, vendorName(row.reason ?? '')), {
      value: { ...funds(ctx), repeated, vendor: row.reason },
    })
  return ok({
    ...funds(ctx),
    transfer: { id: row.id, from: row.from_wallet, to: row.to_wallet, amount: row.amount },
    repeated,
  })
}

/**
 * One transfer, all or nothing, once per key: the row it wrote (or the key's earlier row), or a
 * refusal that wrote nothing.
 */
function settleTransfer(
  ctx: Ctx,
  t: Transfer,
): { row: WalletTransferRow; repeated: boolean } | { refusal: Reply } {
  const { db, memberId } = ctx
  const earlier = earlierTransfer(ctx, t.requestId)
  if (earlier) {
    const same =
      earlier.from_wallet === t.from &&
      earlier.to_wallet === t.to &&
      (t.amount === 'all' || earlier.amount === t.amount || earlier.status === 'failed')
    return same
      ? { row: earlier, repeated: true }
      : { refusal: fail('REQUEST_REUSED', TRANSFER_MESSAGES.REQUEST_REUSED) }
  }
  try {
    const result = db.transaction(() => applyTransfer(ctx, t))()
    if (result.refusal) return { refusal: result.refusal }
    return { row: recordedTransfer(ctx, t.requestId), repeated: false }
  } catch (error) {
    if (error instanceof InsufficientFunds) {
      const { main, wallets } = funds(ctx)
      const balance = t.from === MAIN ? main : (wallets.find((w) => w.vendor === t.from)?.balance ?? 0)
      return { refusal: fail('INSUFFICIENT_BALANCE', TRANSFER_MESSAGES.INSUFFICIENT, { value: { balance } }) }
    }
    if (error instanceof VendorRefused) {
      // Recorded after the rollback, under the same key: a repeat of the key answers the same failure.
      db.prepare(
        `INSERT OR IGNORE INTO wallet_transfers (member_id, request_id, from_wallet, to_wallet, amount, status, reason, created_at)
        VALUES (?, ?, ?, ?, ?, 'failed', ?, ?)`,
      ).run(memberId, t.requestId, t.from, t.to, t.amount === 'all' ? 0 : t.amount, error.message, Date.now())
      return { row: recordedTransfer(ctx, t.requestId), repeated: false }
    }
    if (error instanceof Error && /UNIQUE constraint failed: wallet_transfers/.test(error.message)) {
      const row = earlierTransfer(ctx, t.requestId)
      if (row) return { row, repeated: true }
    }
    throw error
  }
}

/** One transfer's answer. `from`/`to`: 'MAIN' and a vendor code; `amount` or `all`. */
function transferOnce(ctx: Ctx, t: Transfer) {
  const settled = settleTransfer(ctx, t)
  return 'refusal' in settled ? settled.refusal : outcomeOf(ctx, settled.row, settled.repeated)
}

const TransferBody = Type.Object({
  from: Type.Optional(Type.String()),
  to: Type.Optional(Type.String()),
  amount: Type.Optional(TextValue),
  all: Type.Optional(Type.Boolean()),
  requestId: Type.Optional(Type.String()),
})

const RecallBody = Type.Object({ requestId: Type.Optional(Type.String()) })

/** POST GCS_walletTransfer: { from, to, amount | all: true, requestId }. */
function walletTransfer(ctx: RouteContext<Static<typeof TransferBody>>) {
  const { body } = ctx
  if (walletSettings(ctx).isSingle) return fail('SINGLE_WALLET', TRANSFER_MESSAGES.SINGLE_WALLET)
  const requestId = readRequestId(body)
  if (!requestId) return fail('REQUEST_ID', TRANSFER_MESSAGES.REQUEST_ID)
  const from = textField(body, 'from').toUpperCase()
  const to = textField(body, 'to').toUpperCase()
  const vendor = from === MAIN ? to : from
  if (from === to || (from !== MAIN && to !== MAIN) || !TRANSFER_VENDORS.includes(vendor))
    return fail('WALLET_INVALID', TRANSFER_MESSAGES.WALLET_INVALID)
  let amount: number | 'all' = 'all'
  if (body.all !== true) {
    const text = textField(body, 'amount')
    if (!text) return inputEmpty()
    if (!AMOUNT.test(text) || !(Number(text) > 0))
      return fail('AMOUNT_INVALID', TRANSFER_MESSAGES.AMOUNT_INVALID)
    amount = Number(text)
  }
  return transferOnce(ctx, { from, to, amount, requestId })
}

/** POST GCS_walletRecall: every vendor wallet with money back to main; each vendor its own transfer. */
function walletRecall(ctx: RouteContext<Static<typeof RecallBody>>) {
  if (walletSettings(ctx).isSingle) return fail('SINGLE_WALLET', TRANSFER_MESSAGES.SINGLE_WALLET)
  const requestId = readRequestId(ctx.body)
  if (!requestId) return fail('REQUEST_ID', TRANSFER_MESSAGES.REQUEST_ID)
  const recalled = []
  const failed = []
  for (const wallet of funds(ctx).wallets) {
    const key = `${requestId.slice(0, 48)}-${wallet.vendor}`
    const earlier = earlierTransfer(ctx, key)
    if (!earlier && wallet.balance <= 0) continue
    const settled = settleTransfer(ctx, { from: wallet.vendor, to: MAIN, amount: 'all', requestId: key })
    if ('refusal' in settled) continue
    if (settled.row.status === 'done')
      recalled.push({ vendor: wallet.vendor, name: wallet.name, amount: settled.row.amount })
    else failed.push({ vendor: wallet.vendor, name: wallet.name })
  }
  return ok({ ...funds(ctx), recalled, failed })
}

export const walletTransferRoutes: Route[] = [
  route({
    method: 'GET',
    path: '/wps/relay/GCS_merchantWallet',
    token: true,
    realOnly: true,
    handler: (ctx) => ok({ isSingle: walletSettings(ctx).isSingle }),
  }),
  route({
    method: 'POST',
    path: '/wps/relay/GCS_walletTransfer',
    money: 'wallet',
    amount: 'amount',
    token: true,
    realOnly: true,
    schema: { body: TransferBody },
    handler: walletTransfer,
  }),
  route({
    method: 'POST',
    path: '/wps/relay/GCS_walletRecall',
    money: 'wallet',
    token: true,
    realOnly: true,
    schema: { body: RecallBody },
    handler: walletRecall,
  }),
]
