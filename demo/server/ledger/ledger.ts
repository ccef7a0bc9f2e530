// The ledger: every balance change of every wallet is one entry, written in the same transaction as
// the balance it moves (C-13). The account record (MEMBER-8) is this table as the member sees it;
// the betting record, profit and loss, bonus details, points, VIP progress, team reports, salaries,
// dividends and every limit read their sums from it.
//
// An entry has a type (what kind of movement, the account record's filter), a product (which game
// family, bonus scheme or transfer counterparty), a reference (the row of the feature that made it:
// a bet, an order, a claim) and the request key of the call that made it, when the call had one.
// `wallet` is MAIN for the member's balance, or a vendor code for a game wallet (MEMBER-2).
import type { Database, Statement, Transaction } from 'better-sqlite3'

/** The account record's types (MEMBER-8 filter), and the brought-forward line of a seeded balance. */
export const ENTRY_TYPES = ['DEPOSIT', 'WITHDRAW', 'BET', 'PAYOUT', 'BONUS', 'TRANSFER', 'OPENING'] as const
export type EntryType = (typeof ENTRY_TYPES)[number]

/** The member's own balance; any other wallet is a vendor's game wallet. */
export const MAIN_WALLET = 'MAIN'

export interface Entry {
  memberId: string
  type: EntryType
  /** signed: money in positive, out negative; at most 2 decimals */
  amount: number
  /** the game family (SLOTS, LIVE, LOTTERY …), bonus scheme (REGISTRATION, PROMOTION …) or counterparty */
  product?: string
  /** the feature's row that made it, e.g. `lottery_bets:12` */
  reference?: string
  /** the request key (`requestId`) of the call that made it */
  requestKey?: string
  remark?: string
  /** MAIN (default) or a vendor code */
  wallet?: string
  /** epoch ms */
  at: number
}

/** A row of the ledger (member_transactions). */
export type LedgerRow = {
  id: number
  member_id: string
  created_at: number
  type: string
  amount: number
  remark: string
  product: string
  reference: string
  request_key: string | null
  wallet: string
}

/** The ledger's columns beyond the account record's first five (older database files gain them). */
const COLUMNS: [string, string][] = [
  ['product', "TEXT NOT NULL DEFAULT ''"],
  ['reference', "TEXT NOT NULL DEFAULT ''"],
  ['request_key', 'TEXT'],
  ['wallet', `TEXT NOT NULL DEFAULT '${MAIN_WALLET}'`],
]

/** Adds the ledger's columns to member_transactions (created by member-records/data.ts). */
export function addLedgerColumns(db: Database) {
  const have = new Set(
    (db.prepare('PRAGMA table_info(member_transactions)').all() as { name: string }[]).map((c) => c.name),
  )
  for (const [name, type] of COLUMNS)
    if (!have.has(name)) db.exec(`ALTER TABLE member_transactions ADD COLUMN ${name} ${type}`)
  db.exec(
    'CREATE INDEX IF NOT EXISTS member_transactions_kind ON member_transactions (member_id, type, product, created_at)',
  )
}

/** Rounds to cents. */
export const cents = (value: number) => Math.round(value * 100) / 100

/** Thrown inside a transaction when a debit is larger than the wallet: nothing of it is kept. */
export class InsufficientFunds extends Error {
  constructor(
    readonly memberId: string,
    readonly wallet: string,
  ) {
    super(`[lobbykit] wallet ${wallet} of ${memberId} is short`)
  }
}

/** The ledger's statements, each prepared once per database when first used (a seed posts thousands). */
const prepared = new WeakMap<Database, Map<string, Statement>>()
function statement(db: Database, sql: string): Statement {
  let cache = prepared.get(db)
  if (!cache) prepared.set(db, (cache = new Map()))
  let found = cache.get(sql)
  if (!found) cache.set(sql, (found = db.prepare(sql)))
  return found
}

const SQL = {
  debitMain: 'UPDATE members SET balance = ROUND(balance + ?, 2) WHERE id = ? AND balance >= ?',
  creditMain: 'UPDATE members SET balance = ROUND(balance + ?, 2) WHERE id = ?',
  creditVendor: `INSERT INTO vendor_wallets (member_id, vendor, balance) VALUES (?, ?, ?)
    ON CONFLICT (member_id, vendor) DO UPDATE SET balance = ROUND(balance + excluded.balance, 2)`,
  debitVendor:
    'UPDATE vendor_wallets SET balance = ROUND(balance + ?, 2) WHERE member_id = ? AND vendor = ? AND balance >= ?',
  entry: `INSERT INTO member_transactions (member_id, created_at, type, amount, remark, product, reference, request_key, wallet)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
}

function applyToWallet(db: Database, memberId: string, wallet: string, amount: number) {
  if (wallet === MAIN_WALLET) {
    const moved =
      amount < 0
        ? statement(db, SQL.debitMain).run(amount, memberId, -amount)
        : statement(db, SQL.creditMain).run(amount, memberId)
    if (moved.changes !== 1) throw new InsufficientFunds(memberId, wallet)
    return
  }
  if (amount >= 0) {
    statement(db, SQL.creditVendor).run(memberId, wallet, amount)
    return
  }
  const moved = statement(db, SQL.debitVendor).run(amount, memberId, wallet, -amount)
  if (moved.changes !== 1) throw new InsufficientFunds(memberId, wallet)
}

const postings = new WeakMap<
  Database,
  Transaction<(entry: Entry, amount: number, wallet: string) => number>
>()
function postingOf(db: Database) {
  let found = postings.get(db)
  if (!found)
    postings.set(
      db,
      (found = db.transaction((entry: Entry, amount: number, wallet: string) => {
        applyToWallet(db, entry.memberId, wallet, amount)
        return Number(
          statement(db, SQL.entry).run(
            entry.memberId,
            entry.at,
            entry.type,
            amount,
            entry.remark ?? '',
            entry.product ?? '',
            entry.reference ?? '',
            entry.requestKey ?? null,
            wallet,
          ).lastInsertRowid,
        )
      })),
    )
  return found
}

/**
 * Moves money: the wallet's balance and the entry in one transaction (nested inside the caller's,
 * when it has one). A debit larger than the wallet throws InsufficientFunds and changes nothing.
 * Answers the entry's id.
 */
export function post(db: Database, entry: Entry): number {
  const amount = cents(entry.amount)
  if (!Number.isFinite(amount)) throw new Error('[lobbykit] a ledger amount must be a number')
  return postingOf(db)(entry, amount, entry.wallet ?? MAIN_WALLET)
}

/** Several entries (a transfer's two sides, a settlement's payments) in one transaction. */
export function postAll(db: Database, entries: Entry[]): number[] {
  return db.transaction(() => entries.map((entry) => post(db, entry)))()
}

/** The sum of a member's entries in one wallet: what its balance must be. */
export function ledgerBalance(db: Database, memberId: string, wallet: string = MAIN_WALLET) {
  const sum = db
    .prepare('SELECT COALESCE(SUM(amount), 0) FROM member_transactions WHERE member_id = ? AND wallet = ?')
    .pluck()
    .get(memberId, wallet) as number
  return cents(sum)
}

/** Sums of a member's entries of one type (and product) since `from`: what the limits read. */
export function entrySum(
  db: Database,
  memberId: string,
  type: EntryType,
  { from = 0, product, wallet = MAIN_WALLET }: { from?: number; product?: string; wallet?: string } = {},
) {
  const sum = db
    .prepare(
      `SELECT COALESCE(SUM(amount), 0) FROM member_transactions
       WHERE member_id = ? AND type = ? AND wallet = ? AND created_at >= ? ${product === undefined ? '' : 'AND product = ?'}`,
    )
    .pluck()
    .get(...[memberId, type, wallet, from, ...(product === undefined ? [] : [product])]) as number
  return cents(sum)
}
