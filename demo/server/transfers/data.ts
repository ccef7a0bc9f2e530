// Tables and seed of the member's transfers and bonuses:
// - vendor wallets (MEMBER-2, API-27..29, STORE-3): when the merchant wallet is not single, each member
//   has the main wallet (members.balance) and one wallet per game vendor. A transfer between them is one
//   row of wallet_transfers, keyed by the member and the client's idempotency key (UNIQUE: a key is
//   applied once), and two ledger entries (ledger/ledger.ts): the main wallet's and the vendor wallet's
//   (its code in `wallet`) — so each wallet's balance is the sum of its entries (C-13).
// - the agent tree for transfers to upline / downline (MEMBER-5, MEMBER-6): member_uplines holds a member's
//   direct upline (demo's upline is `agent`; demo has two downlines seeded here), team_transfers the moves.
// - bonus_grants (MEMBER-10): promotion and VIP bonuses granted to a member; the bonus details also read
//   the reward, rebate and mission claims of their own tables.

import { DAY_MS } from '../platform/time'
import type { Database } from 'better-sqlite3'

const SCHEMA = `
CREATE TABLE IF NOT EXISTS vendor_wallets (
  member_id TEXT NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  vendor TEXT NOT NULL,
  balance REAL NOT NULL DEFAULT 0 CHECK (balance >= 0),
  PRIMARY KEY (member_id, vendor)
);
CREATE TABLE IF NOT EXISTS wallet_transfers (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  member_id TEXT NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  request_id TEXT NOT NULL,
  from_wallet TEXT NOT NULL,
  to_wallet TEXT NOT NULL,
  amount REAL NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('done', 'failed')),
  reason TEXT,
  created_at INTEGER NOT NULL,
  UNIQUE (member_id, request_id)
);
CREATE INDEX IF NOT EXISTS wallet_transfers_member ON wallet_transfers (member_id, created_at);
CREATE TABLE IF NOT EXISTS member_uplines (
  member_id TEXT PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  upline_id TEXT NOT NULL REFERENCES members (id) ON DELETE CASCADE
);
CREATE INDEX IF NOT EXISTS member_uplines_upline ON member_uplines (upline_id);
CREATE TABLE IF NOT EXISTS team_transfers (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  member_id TEXT NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  request_id TEXT NOT NULL,
  target_id TEXT NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  direction TEXT NOT NULL CHECK (direction IN ('upline', 'downline')),
  amount REAL NOT NULL,
  remark TEXT,
  created_at INTEGER NOT NULL,
  UNIQUE (member_id, request_id)
);
CREATE INDEX IF NOT EXISTS team_transfers_member ON team_transfers (member_id, created_at);
CREATE INDEX IF NOT EXISTS team_transfers_target ON team_transfers (target_id, created_at);
CREATE TABLE IF NOT EXISTS bonus_grants (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  member_id TEXT NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  source TEXT NOT NULL CHECK (source IN ('PROMOTION', 'VIP')),
  title TEXT NOT NULL,
  title_ur TEXT NOT NULL,
  amount REAL NOT NULL,
  granted_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS bonus_grants_member ON bonus_grants (member_id, granted_at);
`

/** A row of wallet_transfers: `reason` is the vendor that refused a failed transfer. */
export type WalletTransferRow = {
  id: number
  member_id: string
  request_id: string
  from_wallet: string
  to_wallet: string
  amount: number
  status: 'done' | 'failed'
  reason: string | null
  created_at: number
}

/** A row of team_transfers. */
export type TeamTransferRow = {
  id: number
  member_id: string
  request_id: string
  target_id: string
  direction: 'upline' | 'downline'
  amount: number
  remark: string | null
  created_at: number
}

/** A row of bonus_grants. */
export type BonusGrantRow = {
  id: number
  member_id: string
  source: 'PROMOTION' | 'VIP'
  title: string
  title_ur: string
  amount: number
  granted_at: number
  expires_at: number
}

/** The vendors with a wallet of their own (spec §3 vendor codes; names from the game catalogue). */
export const TRANSFER_VENDORS = Object.freeze(['PG', 'JL', 'PT', 'BTI', 'LOTT', 'DS88'])

/** settings.merchantWallet (STORE-3): isSingle, and the vendors the demo makes fail (control page). */
export const MERCHANT_WALLET_DEFAULTS = Object.freeze({ isSingle: false, failingVendors: [] as string[] })

/**
 * settings.bonus (MEMBER-10): the turnover a bonus asks for before a withdrawal, as a multiple of its
 * amount, per bonus product (a product not named asks for none: red envelopes, referral commission,
 * converted points), and the days a bonus without an expiry of its own has to meet it. The
 * registration bonus (LOGIN-22) and raffle prizes follow the promotions' terms (site/seed-content.ts RULES).
 */
export const BONUS_DEFAULTS = Object.freeze({
  turnoverMultiple: { REGISTRATION: 10, PROMOTION: 10, RAFFLE: 10, VIP: 5, REWARD: 3, MISSION: 2, REBATE: 1 },
  validDays: 30,
})

const DEMO_ID = '10000001'
const AGENT_ID = '10000002'

/** Downlines seeded for the demo member: [id, username, nickname, balance]. Their password is unusable. */
const DEMO_DOWNLINES: [string, string, string, number][] = [
  ['10000011', 'ayesha', 'Ayesha K', 320],
  ['10000012', 'bilal', 'Bilal R', 95.5],
]

/** The demo member's vendor wallets at seed: [vendor, balance]. */
const DEMO_VENDOR_BALANCES: [string, number][] = [
  ['PG', 150],
  ['BTI', 60.25],
]

/** [source, [EN, UR] title, amount, granted days ago, expires in days]. */
const DEMO_BONUSES: [string, [string, string], number, number, number][] = [
  ['PROMOTION', ['First deposit bonus 100%', 'پہلے ڈپازٹ پر 100% بونس'], 500, 20, 10],
  ['VIP', ['VIP 2 upgrade bonus', 'وی آئی پی 2 اپ گریڈ بونس'], 250, 12, 18],
  ['PROMOTION', ['Weekend cricket cashback', 'ویک اینڈ کرکٹ کیش بیک'], 80, 6, 5],
  ['VIP', ['VIP 1 upgrade bonus', 'وی آئی پی 1 اپ گریڈ بونس'], 100, 45, -15],
  ['PROMOTION', ['Reload bonus 50%', 'ری لوڈ بونس 50%'], 1000, 2, 12],
  ['PROMOTION', ['Cricket festival free bet', 'کرکٹ فیسٹیول فری بیٹ'], 2000, 40, -33],
]

const ready = new WeakSet<Database>()

export function ensureTransfers(db: Database) {
  if (ready.has(db)) return
  db.exec(SCHEMA)
  ready.add(db)
}

/**
 * The transfers that bring each seeded vendor wallet from what the seeded history moved into it
 * (member-records/data.ts) to its seeded balance (`balances`; any other wallet: 0): a wallet_transfers
 * row and its two ledger entries each, so every wallet is the sum of its entries (C-13). Seed history:
 * written, not posted.
 */
function settleSeededWallets(db: Database, balances: Map<string, number>, at: number) {
  const moved = db
    .prepare(
      `SELECT member_id, wallet, SUM(amount) AS total FROM member_transactions WHERE wallet != 'MAIN'
      GROUP BY member_id, wallet`,
    )
    .all() as { member_id: string; wallet: string; total: number }[]
  const wallets = new Map(moved.map((w) => [`${w.member_id} ${w.wallet}`, w.total]))
  for (const key of balances.keys()) if (!wallets.has(key)) wallets.set(key, 0)
  const transfer = db.prepare(
    `INSERT INTO wallet_transfers (member_id, request_id, from_wallet, to_wallet, amount, status, created_at)
    VALUES (?, ?, ?, ?, ?, 'done', ?)`,
  )
  const entry = db.prepare(
    `INSERT INTO member_transactions (member_id, created_at, type, amount, remark, product, reference, wallet)
    VALUES (?, ?, 'TRANSFER', ?, ?, ?, ?, ?)`,
  )
  for (const [key, total] of wallets) {
    const [memberId = '', vendor = ''] = key.split(' ')
    const amount = Math.round(((balances.get(key) ?? 0) - total) * 100) / 100
    if (amount === 0) continue
    const [from, to] = amount > 0 ? ['MAIN', vendor] : [vendor, 'MAIN']
    const id = transfer.run(memberId, `seed-${vendor}`, from, to, Math.abs(amount), at).lastInsertRowid
    const reference = `wallet_transfers:${id}`
    const toVendor = amount > 0
    entry.run(
      memberId,
      at,
      -amount,
      `${toVendor ? 'To' : 'From'} ${vendor} wallet (transfer #${id})`,
      vendor,
      reference,
      'MAIN',
    )
    entry.run(
      memberId,
      at,
      amount,
      `${toVendor ? 'From' : 'To'} main wallet (transfer #${id})`,
      vendor,
      reference,
      vendor,
    )
  }
}

/**
 * Back to the seed: the demo member's two downlines (members rows of their own), the tree
 * (demo → agent, downlines → demo), demo's vendor wallets with the transfers that filled them, and
 * its promotion and VIP bonuses.
 */
export function seedTransfers(db: Database, now: number = Date.now()) {
  ensureTransfers(db)
  for (const table of [
    'bonus_grants',
    'team_transfers',
    'member_uplines',
    'wallet_transfers',
    'vendor_wallets',
  ])
    db.prepare(`DELETE FROM ${table}`).run()
  db.prepare(
    "DELETE FROM sqlite_sequence WHERE name IN ('bonus_grants', 'team_transfers', 'wallet_transfers')",
  ).run()
  if (!db.prepare('SELECT 1 FROM members WHERE id = ?').get(DEMO_ID)) return
  const addMember = db.prepare(
    `INSERT OR IGNORE INTO members (id, username, password_hash, nickname, type, balance, created_at)
    VALUES (?, ?, '!', ?, 0, ?, ?)`,
  )
  const link = db.prepare('INSERT INTO member_uplines (member_id, upline_id) VALUES (?, ?)')
  if (db.prepare('SELECT 1 FROM members WHERE id = ?').get(AGENT_ID)) link.run(DEMO_ID, AGENT_ID)
  for (const [id, username, nickname, balance] of DEMO_DOWNLINES) {
    addMember.run(id, username, nickname, balance, now - 60 * DAY_MS)
    link.run(id, DEMO_ID)
  }
  const wallet = db.prepare('INSERT INTO vendor_wallets (member_id, vendor, balance) VALUES (?, ?, ?)')
  for (const [vendor, balance] of DEMO_VENDOR_BALANCES) wallet.run(DEMO_ID, vendor, balance)
  settleSeededWallets(
    db,
    new Map(DEMO_VENDOR_BALANCES.map(([vendor, balance]) => [`${DEMO_ID} ${vendor}`, balance])),
    now - 7 * DAY_MS,
  )
  const bonus = db.prepare(
    `INSERT INTO bonus_grants (member_id, source, title, title_ur, amount, granted_at, expires_at)
    VALUES (?, ?, ?, ?, ?, ?, ?)`,
  )
  for (const [source, [title, titleUr], amount, ago, expiresIn] of DEMO_BONUSES)
    bonus.run(DEMO_ID, source, title, titleUr, amount, now - ago * DAY_MS, now + expiresIn * DAY_MS)
}
