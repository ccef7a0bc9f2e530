// The ledger's seed (C-13, MEMBER-8): after every area has seeded its rows, each seeded row that moved
// money gets its entry (a bonus granted, a reward claimed, an envelope opened, a promotion reward
// issued or claimed, a deposit approved, a withdrawal made), and each wallet whose seeded history does
// not add up to its seeded balance gets one OPENING entry, "Balance brought forward", dated before
// that history. Afterwards every member's balance is the sum of their MAIN entries and every vendor
// wallet the sum of its own (platform/db.ts runs this last; tests/server/ledger.test.ts checks it).
// The seed writes history, not moves: the balances are the seed's figures, so it inserts rows here
// instead of calling `post`.
import { HOUR_MS } from '../platform/time'
import { hasTable } from '../transfers/rules'
import { MAIN_WALLET, cents } from './ledger'
import type { Database } from 'better-sqlite3'
import type { LedgerRow } from './ledger'

/** A seeded row that moved money, as the entry it made (in the main wallet). */
type SeededMove = Pick<
  LedgerRow,
  'member_id' | 'created_at' | 'type' | 'amount' | 'remark' | 'product' | 'reference'
>

/** Each seeded table's money rows as entries (a table that does not exist yet gives none). */
const SEEDED_MOVES: [table: string, query: string][] = [
  [
    'bonus_grants',
    `SELECT member_id, granted_at AS created_at, 'BONUS' AS type, amount, title AS remark, source AS product,
      'bonus_grants:' || id AS reference FROM bonus_grants`,
  ],
  [
    'reward_grants',
    `SELECT member_id, claimed_at AS created_at, 'BONUS' AS type, amount, 'Reward: ' || title AS remark,
      'REWARD' AS product, 'reward_grants:' || id AS reference FROM reward_grants WHERE claimed_at IS NOT NULL`,
  ],
  [
    'red_envelopes',
    `SELECT member_id, opened_at AS created_at, 'BONUS' AS type, amount, 'Red envelope: ' || title AS remark,
      'ENVELOPE' AS product, 'red_envelopes:' || id AS reference FROM red_envelopes WHERE opened_at IS NOT NULL`,
  ],
  [
    'promotion_entries',
    `SELECT e.member_id, e.updated_at AS created_at, 'BONUS' AS type, p.reward AS amount,
      CASE WHEN p.raffle THEN 'Raffle prize: ' ELSE 'Promotion: ' END || t.title AS remark,
      CASE WHEN p.raffle THEN 'RAFFLE' ELSE 'PROMOTION' END AS product, 'promotion_entries:' || p.id AS reference
      FROM promotion_entries e JOIN promotions p ON p.id = e.promotion_id
      JOIN promotion_texts t ON t.promotion_id = p.id AND t.lang = 'EN'
      WHERE e.status IN ('issued', 'claimed') AND p.reward > 0`,
  ],
  [
    'deposit_orders',
    `SELECT member_id, updated_at AS created_at, 'DEPOSIT' AS type, amount, 'Deposit ' || reference AS remark,
      channel_id AS product, 'deposit_orders:' || reference AS reference FROM deposit_orders WHERE status = 'approved'`,
  ],
  [
    'withdrawals',
    `SELECT member_id, created_at, 'WITHDRAW' AS type, -amount AS amount, 'Withdrawal #' || id AS remark,
      '' AS product, 'withdrawals:' || id AS reference FROM withdrawals WHERE status != 'rejected'`,
  ],
]

/** Writes the entries of the seeded rows that moved money and have none yet. */
function recordSeededMoves(db: Database) {
  const exists = db.prepare('SELECT 1 FROM member_transactions WHERE member_id = ? AND reference = ?')
  const insert = db.prepare(
    `INSERT INTO member_transactions (member_id, created_at, type, amount, remark, product, reference, wallet)
    VALUES (@member_id, @created_at, @type, @amount, @remark, @product, @reference, '${MAIN_WALLET}')`,
  )
  for (const [table, query] of SEEDED_MOVES) {
    if (!hasTable(db, table)) continue
    for (const move of db.prepare(query).all() as SeededMove[])
      if (!exists.get(move.member_id, move.reference)) insert.run(move)
  }
}

/** Every wallet with its seeded balance and the sum and first date of its entries. */
const WALLETS = `
  SELECT m.id AS member_id, '${MAIN_WALLET}' AS wallet, m.balance, m.created_at FROM members m
  UNION ALL SELECT v.member_id, v.vendor, v.balance, m.created_at FROM vendor_wallets v JOIN members m ON m.id = v.member_id`

/**
 * One OPENING entry for each wallet whose entries do not add up to its balance, dated an hour before
 * its first entry (or its member's creation when it has none).
 */
export function bringForward(db: Database) {
  const wallets = db
    .prepare(
      `SELECT w.member_id, w.wallet, w.balance, COALESCE(MIN(t.created_at), w.created_at) AS first,
        COALESCE(SUM(t.amount), 0) AS total
      FROM (${hasTable(db, 'vendor_wallets') ? WALLETS : WALLETS.split('UNION ALL')[0]}) w
      LEFT JOIN member_transactions t ON t.member_id = w.member_id AND t.wallet = w.wallet
      GROUP BY w.member_id, w.wallet`,
    )
    .all() as { member_id: string; wallet: string; balance: number; first: number; total: number }[]
  const insert = db.prepare(
    `INSERT INTO member_transactions (member_id, created_at, type, amount, remark, product, reference, wallet)
    VALUES (?, ?, 'OPENING', ?, 'Balance brought forward', '', '', ?)`,
  )
  // A wallet another area's seed already brought forward keeps its one OPENING entry, corrected.
  const opened = db.prepare(
    "SELECT id FROM member_transactions WHERE member_id = ? AND wallet = ? AND type = 'OPENING' ORDER BY id LIMIT 1",
  )
  const correct = db.prepare(
    'UPDATE member_transactions SET amount = ROUND(amount + ?, 2), created_at = MIN(created_at, ?) WHERE id = ?',
  )
  for (const w of wallets) {
    const difference = cents(w.balance - w.total)
    if (difference === 0) continue
    const earlier = opened.pluck().get(w.member_id, w.wallet) as number | undefined
    if (earlier === undefined) insert.run(w.member_id, w.first - HOUR_MS, difference, w.wallet)
    else correct.run(difference, w.first - HOUR_MS, earlier)
  }
}

/** The ledger's part of the seed: the seeded moves' entries, then each wallet brought forward. */
export function seedLedger(db: Database) {
  recordSeededMoves(db)
  bringForward(db)
}
