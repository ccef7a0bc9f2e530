// Tables and seed of the wallet (MEMBER-3 deposit, MEMBER-4 withdraw, MEMBER-36..38 and C-12 the
// withdrawal confirmation): payment channels, payout banks, each member's payout account, deposit
// orders and withdrawals. `seedWallet` creates the tables when missing and puts them back to the seed
// (platform/db.ts calls it from seedDatabase); `ensureWallet` does the creating for a database file made
// before.
import { DAY_MS, MINUTE_MS } from '../platform/time'
import type { Database } from 'better-sqlite3'

const SCHEMA = `
CREATE TABLE IF NOT EXISTS deposit_channels (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('bank', 'ewallet')),
  name TEXT NOT NULL,
  name_ur TEXT NOT NULL,
  min_amount REAL NOT NULL,
  max_amount REAL NOT NULL,
  quick_amounts TEXT NOT NULL,
  bank_name TEXT NOT NULL,
  account_name TEXT NOT NULL,
  account_number TEXT NOT NULL,
  sort INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS payout_banks (
  code TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  sort INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS payout_accounts (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  member_id TEXT NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  bank_code TEXT NOT NULL,
  account_name TEXT NOT NULL,
  account_number TEXT NOT NULL,
  is_default INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS payout_accounts_member ON payout_accounts (member_id);
CREATE UNIQUE INDEX IF NOT EXISTS payout_accounts_one_default ON payout_accounts (member_id) WHERE is_default = 1;
CREATE TABLE IF NOT EXISTS deposit_orders (
  reference TEXT PRIMARY KEY,
  member_id TEXT NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  channel_id TEXT NOT NULL,
  amount REAL NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('pending', 'approved', 'rejected', 'expired')),
  created_at INTEGER NOT NULL,
  pay_by INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS deposit_orders_member ON deposit_orders (member_id, created_at);
CREATE TABLE IF NOT EXISTS withdrawals (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  member_id TEXT NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  amount REAL NOT NULL,
  received REAL NOT NULL DEFAULT 0,
  last_paid REAL NOT NULL DEFAULT 0,
  bank_name TEXT NOT NULL,
  account_name TEXT NOT NULL,
  account_number TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('pending', 'rejected', 'paid', 'confirmed', 'fullyPaid', 'notReceived',
    'dispute', 'forcedReceived')),
  proof_svg TEXT,
  note TEXT,
  member_proofs TEXT NOT NULL DEFAULT '[]',
  created_at INTEGER NOT NULL,
  paid_at INTEGER,
  confirm_by INTEGER,
  updated_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS withdrawals_member ON withdrawals (member_id, created_at);
`

export type DepositChannelRow = {
  id: string
  kind: 'bank' | 'ewallet'
  name: string
  name_ur: string
  min_amount: number
  max_amount: number
  /** JSON: the quick-pick amounts */
  quick_amounts: string
  bank_name: string
  account_name: string
  account_number: string
  sort: number
}

export type DepositOrderRow = {
  reference: string
  member_id: string
  channel_id: string
  amount: number
  status: 'pending' | 'approved' | 'rejected' | 'expired'
  created_at: number
  pay_by: number
  updated_at: number
}

export type WithdrawalRow = {
  id: number
  member_id: string
  amount: number
  received: number
  last_paid: number
  bank_name: string
  account_name: string
  account_number: string
  status:
    'pending' | 'rejected' | 'paid' | 'confirmed' | 'fullyPaid' | 'notReceived' | 'dispute' | 'forcedReceived'
  proof_svg: string | null
  note: string | null
  /** JSON: the member's proof images (data URLs) */
  member_proofs: string
  created_at: number
  paid_at: number | null
  confirm_by: number | null
  updated_at: number
}

export type PayoutAccountRow = {
  id: number
  member_id: string
  bank_code: string
  account_name: string
  account_number: string
  is_default: number
  created_at: number
}

export type PayoutBank = { code: string; name: string }

type ChannelSeed = [
  id: string,
  kind: DepositChannelRow['kind'],
  names: [en: string, ur: string],
  min: number,
  max: number,
  quick: number[],
  bank: string,
  holder: string,
  number: string,
]

/** Channels: [id, kind, [EN, UR] name, min, max, quick amounts, bank or wallet, account name, account number]. */
const CHANNELS: ChannelSeed[] = [
  [
    'BANK',
    'bank',
    ['Bank transfer', 'بینک ٹرانسفر'],
    500,
    100_000,
    [1000, 5000, 10_000, 50_000],
    'Meezan Bank',
    'Lobbykit Demo Ltd',
    '01020304050607',
  ],
  [
    'JAZZCASH',
    'ewallet',
    ['JazzCash', 'جاز کیش'],
    100,
    25_000,
    [200, 500, 1000, 5000],
    'JazzCash',
    'Lobbykit Demo',
    '03001112233',
  ],
  [
    'EASYPAISA',
    'ewallet',
    ['Easypaisa', 'ایزی پیسہ'],
    100,
    25_000,
    [200, 500, 1000, 5000],
    'Easypaisa',
    'Lobbykit Demo',
    '03454445566',
  ],
]

/** Banks a member may be paid out to. */
const BANKS = [
  ['HBL', 'Habib Bank Limited'],
  ['MEEZAN', 'Meezan Bank'],
  ['UBL', 'United Bank Limited'],
  ['MCB', 'MCB Bank'],
  ['ABL', 'Allied Bank'],
  ['JAZZCASH', 'JazzCash (mobile wallet)'],
]

/** The wallet's rules (settings.wallet, editable on the control page); an older settings row lacks them. */
export const WALLET_DEFAULTS = Object.freeze({
  /** Pending deposit orders one member may hold at once. */
  pendingDepositCap: 3,
  /** Minutes a deposit order waits for the payment before it expires. */
  depositMinutes: 30,
  withdrawMin: 100,
  withdrawMax: 50_000,
  /** MEMBER-38 {0}: minutes to confirm a paid withdrawal; past it, C-12: a dispute, not "received". */
  confirmMinutes: 60,
})

/** The demo member whose wallet history is seeded (DESIGN demo accounts). */
const DEMO_MEMBER_ID = '10000001'

/**
 * The operator's proof of payment: a small receipt picture (the demo has no real transfer slip).
 *
 * @param paidNow  the amount of this payment
 * @param at  epoch ms
 */
export function receiptSvg(
  w: { id: number; amount: number; account_number: string; bank_name: string },
  paidNow: number,
  at: number,
) {
  const lines = [
    'Transfer receipt (demo)',
    `Withdrawal #${w.id}`,
    `Paid: Rs ${paidNow.toFixed(2)}`,
    `To: ${w.bank_name} ****${w.account_number.slice(-4)}`,
    new Date(at).toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
  ]
  const text = lines
    .map(
      (line, i) =>
        `<text x="20" y="${40 + i * 30}" font-size="${i ? 18 : 20}" font-weight="${i ? 400 : 700}">${escapeXml(line)}</text>`,
    )
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="200" viewBox="0 0 360 200"><rect width="360" height="200" fill="#f4f7f2"/><rect x="4" y="4" width="352" height="192" fill="none" stroke="#2e7d32" stroke-width="3"/><g font-family="Verdana,Arial,sans-serif" fill="#1b1b1b">${text}</g></svg>`
}

function escapeXml(text: string) {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

const ready = new WeakSet()

/**
 * Creates the tables (and the channels and banks) once per database.
 */
export function ensureWallet(db: Database) {
  if (ready.has(db)) return
  // A channel table from before the Urdu names is rebuilt (it holds only the catalogue).
  const columns = db.prepare("SELECT name FROM pragma_table_info('deposit_channels')").all()
  if (columns.length && !columns.some((c) => (c as { name: string }).name === 'name_ur'))
    db.exec('DROP TABLE deposit_channels')
  migratePayoutAccounts(db)
  db.exec(SCHEMA)
  if (!db.prepare('SELECT 1 FROM deposit_channels LIMIT 1').get()) seedCatalogue(db)
  ready.add(db)
}

/**
 * A payout_accounts table from before several accounts per member (MEMBER-1 security centre) is
 * rebuilt with an id and a default flag, its rows kept as each member's default.
 */
function migratePayoutAccounts(db: Database) {
  const columns = db.prepare("SELECT name FROM pragma_table_info('payout_accounts')").all() as {
    name: string
  }[]
  if (!columns.length || columns.some((c) => c.name === 'id')) return
  db.exec('ALTER TABLE payout_accounts RENAME TO payout_accounts_old')
  db.exec(SCHEMA)
  db.exec(`INSERT INTO payout_accounts (member_id, bank_code, account_name, account_number, is_default, created_at)
    SELECT member_id, bank_code, account_name, account_number, 1, created_at FROM payout_accounts_old`)
  db.exec('DROP TABLE payout_accounts_old')
}

function seedCatalogue(db: Database) {
  db.prepare('DELETE FROM deposit_channels').run()
  db.prepare('DELETE FROM payout_banks').run()
  const channel =
    db.prepare(`INSERT INTO deposit_channels (id, kind, name, name_ur, min_amount, max_amount, quick_amounts,
    bank_name, account_name, account_number, sort) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
  CHANNELS.forEach(([id, kind, [name, nameUr], min, max, quick, bank, holder, number], i) =>
    channel.run(id, kind, name, nameUr, min, max, JSON.stringify(quick), bank, holder, number, i),
  )
  const bank = db.prepare('INSERT INTO payout_banks (code, name, sort) VALUES (?, ?, ?)')
  BANKS.forEach(([code, name], i) => bank.run(code, name, i))
}

/**
 * Creates the tables if needed and puts them back to the seed: the catalogue, and for the demo member a
 * payout account, an approved deposit, a fully paid withdrawal and one paid and waiting for confirmation.
 */
export function seedWallet(db: Database, now: number = Date.now()) {
  migratePayoutAccounts(db)
  db.exec(SCHEMA)
  for (const table of ['withdrawals', 'deposit_orders', 'payout_accounts'])
    db.prepare(`DELETE FROM ${table}`).run()
  db.prepare("DELETE FROM sqlite_sequence WHERE name IN ('withdrawals', 'payout_accounts')").run()
  seedCatalogue(db)
  ready.add(db)
  if (!db.prepare('SELECT 1 FROM members WHERE id = ?').get(DEMO_MEMBER_ID)) return
  db.prepare(
    'INSERT INTO payout_accounts (member_id, bank_code, account_name, account_number, is_default, created_at) VALUES (?, ?, ?, ?, 1, ?)',
  ).run(DEMO_MEMBER_ID, 'HBL', 'Demo Player', '12345678901234', now - 30 * DAY_MS)
  db.prepare(
    `INSERT INTO deposit_orders (reference, member_id, channel_id, amount, status, created_at, pay_by, updated_at)
    VALUES (?, ?, 'BANK', 2000, 'approved', ?, ?, ?)`,
  ).run(
    'D20250101A1B2C3',
    DEMO_MEMBER_ID,
    now - 3 * DAY_MS,
    now - 3 * DAY_MS + 30 * MINUTE_MS,
    now - 3 * DAY_MS,
  )
  const insert =
    db.prepare(`INSERT INTO withdrawals (member_id, amount, received, last_paid, bank_name, account_name, account_number,
    status, proof_svg, created_at, paid_at, confirm_by, updated_at)
    VALUES (@member, @amount, @received, @last, 'Habib Bank Limited', 'Demo Player', '12345678901234', @status, @proof, @created, @paid, @confirmBy, @paid)`)
  const old = now - 2 * DAY_MS
  const first = insert.run({
    member: DEMO_MEMBER_ID,
    amount: 800,
    received: 800,
    last: 800,
    status: 'fullyPaid',
    proof: null,
    created: old,
    paid: old + 60 * MINUTE_MS,
    confirmBy: old + 120 * MINUTE_MS,
  })
  const paidAt = now - 5 * MINUTE_MS
  const second = {
    id: Number(first.lastInsertRowid) + 1,
    amount: 1500,
    bank_name: 'Habib Bank Limited',
    account_number: '12345678901234',
  }
  insert.run({
    member: DEMO_MEMBER_ID,
    amount: 1500,
    received: 1000,
    last: 1000,
    status: 'paid',
    proof: receiptSvg(second, 1000, paidAt),
    created: now - 60 * MINUTE_MS,
    paid: paidAt,
    confirmBy: paidAt + WALLET_DEFAULTS.confirmMinutes * MINUTE_MS,
  })
}

const hasTable = (db: Database, name: string) =>
  Boolean(db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(name))

/**
 * A platform message to the member (MEMBER-14): it raises the header's unread count, so a paid
 * withdrawal's request to confirm reaches the member outside the withdraw section too (C-12: remind).
 */
export function notifyMember(db: Database, memberId: string, title: string, html: string) {
  if (!hasTable(db, 'member_messages')) return
  db.prepare(
    'INSERT INTO member_messages (member_id, title, content, created_at, read_at) VALUES (?, ?, ?, ?, NULL)',
  ).run(memberId, title, html, Date.now())
}
