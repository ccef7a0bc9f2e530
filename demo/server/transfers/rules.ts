// The rules every transfer page shares: the messages, the idempotency key and amount formats, the
// session's member, and the member's wallets (MEMBER-2, API-27: main, each vendor, the total).
import { textField } from '../platform/fields'
import { findMemberById } from '../platform/members'
import { textParam } from '../platform/query'
import { money } from '../member-records/data'
import { VENDORS } from '../games/catalogue'
import { MERCHANT_WALLET_DEFAULTS, TRANSFER_VENDORS, ensureTransfers } from './data'
import type { JsonBody, RouteContext } from '../platform/context'
import type { MemberRow } from '../platform/members'
import type { Database } from 'better-sqlite3'

export type Ctx = RouteContext

/** The main wallet's code in `from` / `to`; the other side is a vendor code. */
export const MAIN = 'MAIN'
/** The client's idempotency key: one transfer per key and member. */
const REQUEST_ID = /^[A-Za-z0-9_-]{8,64}$/
/** An amount: at most 12 digits and 2 decimals. */
export const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/
/** The longest history range of the team transfer page. */
export const MAX_RANGE_DAYS = 62

export const TRANSFER_MESSAGES = {
  SINGLE_WALLET: 'This site has one wallet for every game: no transfer is needed',
  REQUEST_ID: 'The request has no valid idempotency key',
  REQUEST_REUSED: 'This request key was already used for a different transfer',
  WALLET_INVALID: 'Please choose the main wallet and one game wallet',
  AMOUNT_INVALID: 'Please enter an amount above 0 with at most 2 decimal places',
  INSUFFICIENT: 'The amount is more than the balance of the wallet it comes from',
  EMPTY_WALLET: 'There is nothing to transfer in this wallet',
  VENDOR_FAILED: '{0} did not accept the transfer. Nothing was moved; your balances are as they were',
  NO_UPLINE: 'You have no upline to transfer to',
  NOT_DOWNLINE: 'This member is not one of your direct downlines',
  RECIPIENT_CLOSED: 'This account cannot receive transfers',
  RANGE_INVALID: 'Please choose a valid date range',
}

export const fill = (text: string, value: string | number) => text.replace('{0}', String(value))

/** The session's member on a `token: true` route (the platform has checked the session). */
export function sessionMember({ db, memberId }: Ctx): MemberRow {
  const found = memberId === null ? undefined : findMemberById(db, memberId)
  if (!found) throw new Error('[lobbykit] a token route ran without its member')
  return found
}

/** The body's idempotency key, or null when it is missing or malformed. */
export function readRequestId(body: JsonBody) {
  const id = textField(body, 'requestId')
  return REQUEST_ID.test(id) ? id : null
}

/** An epoch-ms query parameter: `fallback` when absent, NaN when not a number. */
export function epochParam(query: URLSearchParams, name: string, fallback: number) {
  const raw = textParam(query, name)
  return raw ? Number(raw) : fallback
}

export const hasTable = (db: Database, name: string) =>
  Boolean(db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(name))

/** settings.merchantWallet (STORE-3) with its defaults. */
export function walletSettings(ctx: Ctx) {
  const s = { ...MERCHANT_WALLET_DEFAULTS, ...ctx.settings.merchantWallet }
  return { isSingle: Boolean(s.isSingle), failingVendors: (s.failingVendors ?? []).map(String) }
}

export const vendorName = (vendor: string) => VENDORS[vendor as keyof typeof VENDORS]?.displayName ?? vendor

/** The member's wallets: main, each vendor (0 when never used), total. */
export function funds(ctx: Ctx) {
  const { db, memberId } = ctx
  ensureTransfers(db)
  const m = sessionMember(ctx)
  const rows = db.prepare('SELECT vendor, balance FROM vendor_wallets WHERE member_id = ?').all(memberId) as {
    vendor: string
    balance: number
  }[]
  const byVendor = new Map(rows.map((r) => [r.vendor, r.balance]))
  const wallets = TRANSFER_VENDORS.map((vendor) => ({
    vendor,
    name: vendorName(vendor),
    balance: money(byVendor.get(vendor) ?? 0),
  }))
  return {
    currencySymbol: m.currency_symbol,
    main: money(m.balance),
    wallets,
    total: money(m.balance + wallets.reduce((sum, w) => sum + w.balance, 0)),
    isSingle: walletSettings(ctx).isSingle,
  }
}
