// Moving money between the member's wallets and across the agent tree (member helper), behind a
// token, trial accounts refused (ROLE-8):
// - GET /wps/relay/GCS_merchantWallet (API-28, STORE-3): isSingle.
// - GET /wps/member/info/funds/consolidated (API-27): the main wallet, each vendor wallet, the total.
// - POST /wps/relay/GCS_walletTransfer (API-29, MEMBER-2): main ↔ one vendor, an amount or all of it.
// - POST /wps/relay/GCS_walletRecall: every vendor wallet back to main.
// - GET/POST /wps/relay/MCS_teamTransfer… (MEMBER-5, MEMBER-6): to the direct upline or a direct downline,
//   with the transaction password.
// - GET /wps/relay/MCS_bonusDetails (MEMBER-10).
// Money integrity: each move is ONE SQL transaction that checks the balance in the same statement that
// takes it (UPDATE … WHERE balance >= ?), writes one ledger line per wallet, and stores the client's
// idempotency key under a UNIQUE constraint — a key is applied once, a repeat answers the first outcome.
// A vendor that fails (settings.merchantWallet.failingVendors, the demo's switch) makes the transaction
// roll back: both balances stay as they were, and the answer says so.
import { fail, inputEmpty, ok } from '../platform/envelope'
import { textField } from '../platform/fields'
import { money } from '../member-records/data'
import { TRIAL_TYPE, NON_MEMBER_TYPE, findMemberById } from '../platform/members'
import { checkTransactionPassword, securityRules } from '../wallet/transaction-password'
import { BONUS_DEFAULTS, MERCHANT_WALLET_DEFAULTS, TRANSFER_VENDORS, ensureTransfers } from './data'
import { VENDORS } from '../games/catalogue'
import { NEED_REAL_ACCOUNT } from '../security/routes'
import { agentRoutes } from '../agent/routes'
import type { Route, RouteContext } from '../platform/context'
import type { MemberRow } from '../platform/members'
import type { Database } from 'better-sqlite3'

export type Ctx = RouteContext

const MAIN = 'MAIN'
const REQUEST_ID = /^[A-Za-z0-9_-]{8,64}$/
const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/
const DAY_MS = 86_400_000
const MAX_RANGE_DAYS = 62

export const TRANSFER_MESSAGES = {
  SINGLE_WALLET: 'This site has one wallet for every game: no transfer is needed',
  REQUEST_ID: 'The request has no valid idempotency key',
  REQUEST_REUSED: 'This request key was already used for a different transfer',
  WALLET_INVALID: 'Please choose the main wallet and one game wallet',
  INSUFFICIENT: 'The amount is more than the balance of the wallet it comes from',
  EMPTY_WALLET: 'There is nothing to transfer in this wallet',
  VENDOR_FAILED: '{0} did not accept the transfer. Nothing was moved; your balances are as they were',
  NO_UPLINE: 'You have no upline to transfer to',
  NOT_DOWNLINE: 'This member is not one of your direct downlines',
  RECIPIENT_CLOSED: 'This account cannot receive transfers',
}

const fill = (text: string, value: string | number) => text.replace('{0}', String(value))

const member = ({ db, memberId }: Ctx) => findMemberById(db, memberId as string) as MemberRow

function walletSettings(ctx: Ctx) {
  const s = { ...MERCHANT_WALLET_DEFAULTS, ...ctx.settings.merchantWallet }
  return { isSingle: Boolean(s.isSingle), failingVendors: (s.failingVendors ?? []).map(String) }
}

const vendorName = (vendor: string) => VENDORS[vendor as keyof typeof VENDORS]?.displayName ?? vendor

/** The member's wallets: main, each vendor (0 when never used), total. */
function funds(ctx: Ctx) {
  const { db, memberId } = ctx
  ensureTransfers(db)
  const m = member(ctx)
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

class VendorRefused extends Error {}

/**
 * Applies one transfer inside the caller's transaction; throws VendorRefused when the vendor fails
 * (after the debit: the rollback is what restores both wallets). Answers the transfer id or a refusal.
 */
function applyTransfer(
  ctx: Ctx,
  { from, to, amount, requestId }: { from: string; to: string; amount: number | 'all'; requestId: string },
) {
  const { db, memberId } = ctx
  const vendor = from === MAIN ? to : from
  const now = Date.now()
  db.prepare('INSERT OR IGNORE INTO vendor_wallets (member_id, vendor, balance) VALUES (?, ?, 0)').run(
    memberId,
    vendor,
  )
  const source =
    from === MAIN
      ? (db.prepare('SELECT balance FROM members WHERE id = ?').get(memberId) as { balance: number }).balance
      : (
          db
            .prepare('SELECT balance FROM vendor_wallets WHERE member_id = ? AND vendor = ?')
            .get(memberId, vendor) as { balance: number }
        ).balance
  const value = money(amount === 'all' ? source : amount)
  if (!(value > 0)) return { refusal: fail('EMPTY_WALLET', TRANSFER_MESSAGES.EMPTY_WALLET) }
  const debit =
    from === MAIN
      ? db
          .prepare('UPDATE members SET balance = ROUND(balance - ?, 2) WHERE id = ? AND balance >= ?')
          .run(value, memberId, value)
      : db
          .prepare(
            'UPDATE vendor_wallets SET balance = ROUND(balance - ?, 2) WHERE member_id = ? AND vendor = ? AND balance >= ?',
          )
          .run(value, memberId, vendor, value)
  if (!debit.changes)
    return {
      refusal: fail('INSUFFICIENT_BALANCE', TRANSFER_MESSAGES.INSUFFICIENT, { value: { balance: source } }),
    }
  if (to === MAIN)
    db.prepare('UPDATE members SET balance = ROUND(balance + ?, 2) WHERE id = ?').run(value, memberId)
  else
    db.prepare(
      'UPDATE vendor_wallets SET balance = ROUND(balance + ?, 2) WHERE member_id = ? AND vendor = ?',
    ).run(value, memberId, vendor)
  // The UNIQUE (member_id, request_id) makes a second application of the same key impossible.
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO wallet_transfers (member_id, request_id, from_wallet, to_wallet, amount, status, created_at)
      VALUES (?, ?, ?, ?, ?, 'done', ?)`,
    )
    .run(memberId, requestId, from, to, value, now)
  const id = Number(lastInsertRowid)
  const mainDelta = from === MAIN ? -value : value
  db.prepare(
    'INSERT INTO member_transactions (member_id, created_at, type, amount, remark) VALUES (?, ?, ?, ?, ?)',
  ).run(
    memberId,
    now,
    'TRANSFER',
    mainDelta,
    `${from === MAIN ? 'To' : 'From'} ${vendorName(vendor)} wallet (transfer #${id})`,
  )
  db.prepare(
    'INSERT INTO vendor_wallet_ledger (member_id, vendor, amount, transfer_id, created_at) VALUES (?, ?, ?, ?, ?)',
  ).run(memberId, vendor, -mainDelta, id, now)
  // The vendor's answer comes last: its refusal throws, and the transaction undoes everything above.
  if (walletSettings(ctx).failingVendors.includes(vendor)) throw new VendorRefused(vendor)
  return { id, amount: value }
}

function earlierTransfer({ db, memberId }: Ctx, requestId: string) {
  return db
    .prepare('SELECT * FROM wallet_transfers WHERE member_id = ? AND request_id = ?')
    .get(memberId, requestId) as Record<string, any> | undefined
}

/** The answer a transfer row gives (the first time and on every repeat of its key). */
function outcomeOf(ctx: Ctx, row: Record<string, any>, repeated: boolean) {
  if (row.status === 'failed')
    return fail('VENDOR_FAILED', fill(TRANSFER_MESSAGES.VENDOR_FAILED, vendorName(row.reason)), {
      value: { ...funds(ctx), repeated, vendor: row.reason },
    })
  return ok({
    ...funds(ctx),
    transfer: { id: row.id, from: row.from_wallet, to: row.to_wallet, amount: row.amount },
    repeated,
  })
}

/**
 * One transfer, all or nothing, once per key. `from`/`to`: 'MAIN' and a vendor code; `amount` or `all`.
 */
function transferOnce(ctx: Ctx, t: { from: string; to: string; amount: number | 'all'; requestId: string }) {
  const { db, memberId } = ctx
  const earlier = earlierTransfer(ctx, t.requestId)
  if (earlier) {
    const same =
      earlier.from_wallet === t.from &&
      earlier.to_wallet === t.to &&
      (t.amount === 'all' || earlier.amount === t.amount || earlier.status === 'failed')
    return same ? outcomeOf(ctx, earlier, true) : fail('REQUEST_REUSED', TRANSFER_MESSAGES.REQUEST_REUSED)
  }
  try {
    const result = db.transaction(() => applyTransfer(ctx, t))()
    if (result.refusal) return result.refusal
    return outcomeOf(ctx, earlierTransfer(ctx, t.requestId) as Record<string, any>, false)
  } catch (error) {
    if (error instanceof VendorRefused) {
      // Recorded after the rollback, under the same key: a repeat of the key answers the same failure.
      db.prepare(
        `INSERT OR IGNORE INTO wallet_transfers (member_id, request_id, from_wallet, to_wallet, amount, status, reason, created_at)
        VALUES (?, ?, ?, ?, ?, 'failed', ?, ?)`,
      ).run(memberId, t.requestId, t.from, t.to, t.amount === 'all' ? 0 : t.amount, error.message, Date.now())
      return outcomeOf(ctx, earlierTransfer(ctx, t.requestId) as Record<string, any>, false)
    }
    if (error instanceof Error && /UNIQUE constraint failed: wallet_transfers/.test(error.message)) {
      const row = earlierTransfer(ctx, t.requestId)
      if (row) return outcomeOf(ctx, row, true)
    }
    throw error
  }
}

function readRequestId(ctx: Ctx) {
  const id = textField(ctx.body, 'requestId')
  return REQUEST_ID.test(id) ? id : null
}

/** POST GCS_walletTransfer: { from, to, amount | all: true, requestId }. */
function walletTransfer(ctx: Ctx) {
  const { body } = ctx
  if (walletSettings(ctx).isSingle) return fail('SINGLE_WALLET', TRANSFER_MESSAGES.SINGLE_WALLET)
  const requestId = readRequestId(ctx)
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
      return fail('AMOUNT_INVALID', 'Please enter an amount above 0 with at most 2 decimal places')
    amount = Number(text)
  }
  return transferOnce(ctx, { from, to, amount, requestId })
}

/** POST GCS_walletRecall: every vendor wallet with money back to main; each vendor its own transfer. */
function walletRecall(ctx: Ctx) {
  if (walletSettings(ctx).isSingle) return fail('SINGLE_WALLET', TRANSFER_MESSAGES.SINGLE_WALLET)
  const requestId = readRequestId(ctx)
  if (!requestId) return fail('REQUEST_ID', TRANSFER_MESSAGES.REQUEST_ID)
  const recalled = []
  const failed = []
  for (const wallet of funds(ctx).wallets) {
    const key = `${requestId.slice(0, 48)}-${wallet.vendor}`
    const earlier = earlierTransfer(ctx, key)
    if (!earlier && wallet.balance <= 0) continue
    const answer = transferOnce(ctx, { from: wallet.vendor, to: MAIN, amount: 'all', requestId: key })
    const body = answer.body as { success: boolean; value: any }
    if (body.success)
      recalled.push({ vendor: wallet.vendor, name: wallet.name, amount: body.value.transfer.amount })
    else if ((answer.body as any).errorCode === 'VENDOR_FAILED')
      failed.push({ vendor: wallet.vendor, name: wallet.name })
  }
  return ok({ ...funds(ctx), recalled, failed })
}

/** The tree around the member: direct upline and direct downlines (active members only). */
function tree(ctx: Ctx) {
  const { db, memberId } = ctx
  ensureTransfers(db)
  // The tree is member_uplines (this module's seed) joined with the agent centre's agent_links (active
  // links only) when that table exists: one member, one upline, whichever table holds it.
  const links = hasTable(db, 'agent_links')
    ? `SELECT member_id, upline_id FROM member_uplines UNION SELECT member_id, upline_id FROM agent_links WHERE status = 'active'`
    : 'SELECT member_id, upline_id FROM member_uplines'
  const upline = db
    .prepare(
      `SELECT m.id, m.username, m.nickname, m.type FROM (${links}) u JOIN members m ON m.id = u.upline_id WHERE u.member_id = ? LIMIT 1`,
    )
    .get(memberId) as Record<string, any> | undefined
  const downlines = db
    .prepare(
      `SELECT DISTINCT m.id, m.username, m.nickname, m.type FROM (${links}) u JOIN members m ON m.id = u.member_id WHERE u.upline_id = ? ORDER BY m.username`,
    )
    .all(memberId) as Record<string, any>[]
  const view = (m: Record<string, any>) => ({
    id: m.id,
    account: m.username,
    nickname: m.nickname,
  })
  const usable = (m: Record<string, any>) => m.type !== TRIAL_TYPE && m.type !== NON_MEMBER_TYPE
  return {
    upline: upline && usable(upline) ? view(upline) : null,
    downlines: downlines.filter(usable).map(view),
  }
}

/** A yyyy-MM-dd / epoch range from the query (default: the last 30 days); null when malformed. */
function readRange(query: URLSearchParams) {
  const now = Date.now()
  const from = query.get('from') ? Number(query.get('from')) : now - 30 * DAY_MS
  const to = query.get('to') ? Number(query.get('to')) : now
  if (!Number.isFinite(from) || !Number.isFinite(to) || to < from || to - from > MAX_RANGE_DAYS * DAY_MS)
    return null
  return { from, to }
}

/** GET MCS_teamTransferInfo: upline, downlines, limits, history (sent and received) in the range. */
function teamInfo(ctx: Ctx) {
  const { db, memberId, query } = ctx
  const range = readRange(query)
  if (!range) return fail('RANGE_INVALID', 'Please choose a valid date range')
  const rules = securityRules(db)
  const rows = db
    .prepare(
      `SELECT t.*, s.username AS sender, r.username AS receiver FROM team_transfers t
        JOIN members s ON s.id = t.member_id JOIN members r ON r.id = t.target_id
        WHERE (t.member_id = ? OR t.target_id = ?) AND t.created_at BETWEEN ? AND ? ORDER BY t.created_at DESC, t.id DESC LIMIT 100`,
    )
    .all(memberId, memberId, range.from, range.to) as Record<string, any>[]
  return ok({
    ...tree(ctx),
    balance: money(member(ctx).balance),
    currencySymbol: member(ctx).currency_symbol,
    minAmount: rules.teamTransferMin,
    maxAmount: rules.teamTransferMax,
    history: rows.map((t) => ({
      id: t.id,
      time: t.created_at,
      sent: t.member_id === memberId,
      direction: t.direction,
      counterpart: t.member_id === memberId ? t.receiver : t.sender,
      amount: t.amount,
      remark: t.remark ?? '',
    })),
  })
}

/**
 * POST MCS_teamTransfer: { direction: 'upline' | 'downline', targetId (downline), amount, remark,
 * transactionPassword, requestId }. Checks everything cheap first, then the transaction password, then
 * moves the money in one transaction under the idempotency key.
 */
async function teamTransfer(ctx: Ctx) {
  const { db, body, memberId, limits } = ctx
  const requestId = readRequestId(ctx)
  if (!requestId) return fail('REQUEST_ID', TRANSFER_MESSAGES.REQUEST_ID)
  const direction = textField(body, 'direction')
  const { upline, downlines } = tree(ctx)
  let target = null
  if (direction === 'upline') {
    if (!upline) return fail('NO_UPLINE', TRANSFER_MESSAGES.NO_UPLINE)
    target = upline
  } else if (direction === 'downline') {
    target = downlines.find((d) => d.id === textField(body, 'targetId')) ?? null
    if (!target) return fail('NOT_DOWNLINE', TRANSFER_MESSAGES.NOT_DOWNLINE)
  } else return fail('INPUT_INVALID', "direction must be 'upline' or 'downline'")
  const rules = securityRules(db)
  const text = textField(body, 'amount')
  if (!text) return inputEmpty()
  if (!AMOUNT.test(text))
    return fail('AMOUNT_INVALID', 'Please enter an amount above 0 with at most 2 decimal places')
  const amount = Number(text)
  if (amount < rules.teamTransferMin || amount > rules.teamTransferMax)
    return fail(
      'AMOUNT_RANGE',
      `Please enter an amount from ${rules.teamTransferMin} to ${rules.teamTransferMax}`,
      {
        value: { min: rules.teamTransferMin, max: rules.teamTransferMax },
      },
    )
  const remark = textField(body, 'remark').slice(0, 140)
  const earlier = db
    .prepare('SELECT * FROM team_transfers WHERE member_id = ? AND request_id = ?')
    .get(memberId, requestId) as Record<string, any> | undefined
  if (earlier)
    return ok({
      balance: money(member(ctx).balance),
      transfer: { id: earlier.id, amount: earlier.amount },
      repeated: true,
    })
  const refused = await checkTransactionPassword(db, memberId as string, body.transactionPassword, limits)
  if (refused) return refused
  const recipient = target.id as string
  const outcome = db.transaction(() => {
    if (
      db
        .prepare('SELECT 1 FROM team_transfers WHERE member_id = ? AND request_id = ?')
        .get(memberId, requestId)
    )
      return 'repeated'
    const debit = db
      .prepare('UPDATE members SET balance = ROUND(balance - ?, 2) WHERE id = ? AND balance >= ?')
      .run(amount, memberId, amount)
    if (!debit.changes) return 'insufficient'
    db.prepare('UPDATE members SET balance = ROUND(balance + ?, 2) WHERE id = ?').run(amount, recipient)
    const now = Date.now()
    const { lastInsertRowid } = db
      .prepare(
        'INSERT INTO team_transfers (member_id, request_id, target_id, direction, amount, remark, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      )
      .run(memberId, requestId, recipient, direction, amount, remark || null, now)
    const line = db.prepare(
      'INSERT INTO member_transactions (member_id, created_at, type, amount, remark) VALUES (?, ?, ?, ?, ?)',
    )
    const me = member(ctx).username
    line.run(
      memberId,
      now,
      'TRANSFER',
      -amount,
      `To ${direction} ${target.account} (team transfer #${lastInsertRowid})`,
    )
    line.run(
      recipient,
      now,
      'TRANSFER',
      amount,
      `From ${direction === 'upline' ? 'downline' : 'upline'} ${me} (team transfer #${lastInsertRowid})`,
    )
    return Number(lastInsertRowid)
  })()
  if (outcome === 'insufficient')
    return fail('INSUFFICIENT_BALANCE', 'The amount is more than your balance', {
      value: { balance: money(member(ctx).balance) },
    })
  const row = db
    .prepare('SELECT * FROM team_transfers WHERE member_id = ? AND request_id = ?')
    .get(memberId, requestId) as Record<string, any>
  return ok({
    balance: money(member(ctx).balance),
    transfer: { id: row.id, amount: row.amount },
    repeated: outcome === 'repeated',
  })
}

const hasTable = (db: Database, name: string) =>
  Boolean(db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(name))

/**
 * GET MCS_bonusDetails: every bonus granted to the member — promotion and VIP (bonus_grants), claimed
 * rewards (reward_grants), rebates (rebate_claims), missions (mission_claims) — with the turnover it
 * asks for (amount × the source's multiple), the settled turnover since it was granted (up to its
 * expiry), and its status: COMPLETED, ACTIVE or EXPIRED. `field` = granted | expires picks which date
 * the range filters (the bonus page looks forward for expiry, VAL-61); `status` filters.
 */
function bonusDetails(ctx: Ctx) {
  const { db, memberId, query, settings } = ctx
  ensureTransfers(db)
  const config = { ...BONUS_DEFAULTS, ...settings.bonus }
  const multiples = { ...BONUS_DEFAULTS.turnoverMultiple, ...config.turnoverMultiple }
  const ur = String(ctx.req.headers.language ?? '').toUpperCase() === 'UR'
  const validMs = config.validDays * DAY_MS
  const grants: {
    key: string
    source: string
    title: string
    amount: number
    grantedAt: number
    expiresAt: number
  }[] = []
  for (const g of db.prepare('SELECT * FROM bonus_grants WHERE member_id = ?').all(memberId) as Record<
    string,
    any
  >[])
    grants.push({
      key: `B${g.id}`,
      source: g.source,
      title: ur ? g.title_ur : g.title,
      amount: g.amount,
      grantedAt: g.granted_at,
      expiresAt: g.expires_at,
    })
  if (hasTable(db, 'reward_grants'))
    for (const g of db
      .prepare('SELECT * FROM reward_grants WHERE member_id = ? AND claimed_at IS NOT NULL')
      .all(memberId) as Record<string, any>[])
      grants.push({
        key: `W${g.id}`,
        source: 'REWARD',
        title: ur ? g.title_ur : g.title,
        amount: g.amount,
        grantedAt: g.claimed_at,
        expiresAt: g.claimed_at + validMs,
      })
  if (hasTable(db, 'rebate_claims'))
    for (const g of db.prepare('SELECT * FROM rebate_claims WHERE member_id = ?').all(memberId) as Record<
      string,
      any
    >[])
      grants.push({
        key: `R${g.id}`,
        source: 'REBATE',
        title: ur ? 'ریبیٹ' : 'Rebate',
        amount: g.amount,
        grantedAt: g.claimed_at,
        expiresAt: g.claimed_at + validMs,
      })
  if (hasTable(db, 'mission_claims'))
    for (const g of db
      .prepare(
        'SELECT c.*, m.title, m.title_ur FROM mission_claims c JOIN missions m ON m.id = c.mission_id WHERE c.member_id = ?',
      )
      .all(memberId) as Record<string, any>[])
      grants.push({
        key: `M${g.id}`,
        source: 'MISSION',
        title: ur ? g.title_ur : g.title,
        amount: g.amount,
        grantedAt: g.claimed_at,
        expiresAt: g.claimed_at + validMs,
      })

  const now = Date.now()
  const turnover = db.prepare(
    "SELECT COALESCE(SUM(stake), 0) AS total FROM member_bets WHERE member_id = ? AND status = 'SETTLED' AND bet_time >= ? AND bet_time <= ?",
  )
  const field = query.get('field') === 'expires' ? 'expiresAt' : 'grantedAt'
  const from = query.get('from') ? Number(query.get('from')) : -Infinity
  const to = query.get('to') ? Number(query.get('to')) : Infinity
  if (Number.isNaN(from) || Number.isNaN(to) || to < from)
    return fail('RANGE_INVALID', 'Please choose a valid date range')
  const wanted = textField(ctx.body, 'status') || query.get('status') || ''
  const list = grants
    .filter((g) => g[field] >= from && g[field] <= to)
    .map((g) => {
      const multiple = Number(multiples[g.source as keyof typeof multiples] ?? 1)
      const required = money(g.amount * multiple)
      const done = money(
        Math.min(
          required,
          (turnover.get(memberId, g.grantedAt, Math.min(now, g.expiresAt)) as { total: number }).total,
        ),
      )
      const status = done >= required ? 'COMPLETED' : g.expiresAt < now ? 'EXPIRED' : 'ACTIVE'
      return { ...g, turnoverMultiple: multiple, turnoverRequired: required, turnoverDone: done, status }
    })
    .filter((g) => !wanted || g.status === wanted)
    .sort((a, b) => b.grantedAt - a.grantedAt)
  const active = list.filter((g) => g.status === 'ACTIVE')
  return ok({
    list,
    summary: {
      count: list.length,
      total: money(list.reduce((s, g) => s + g.amount, 0)),
      turnoverOutstanding: money(active.reduce((s, g) => s + g.turnoverRequired - g.turnoverDone, 0)),
    },
  })
}

const CONSOLIDATED = '/wps/member/info/funds/consolidated'

/**
 * API-27, one path for two readers: every member's wallets (MEMBER-2: main, each vendor, total) and,
 * for an agent under the agent policy, the agent centre's figures and contract flags (agent.mjs answers
 * those; they are merged in, the wallets win on a shared name).
 */
async function consolidated(ctx: Ctx) {
  const agent = agentRoutes.find((r) => r.path === CONSOLIDATED && r.method === 'GET')
  const answer = agent ? await agent.handler(ctx) : null
  const body = answer?.body as { success?: boolean; value?: Record<string, unknown> } | undefined
  return ok({ ...(body?.success ? body.value : {}), ...funds(ctx) })
}

function route(method: 'GET' | 'POST', path: string, handler: (ctx: Ctx) => any): Route {
  return {
    method,
    path,
    token: true,
    handler: (ctx) =>
      member(ctx).type === TRIAL_TYPE ? fail('NEED_REAL_ACCOUNT', NEED_REAL_ACCOUNT) : handler(ctx),
  }
}

export const transferRoutes: Route[] = [
  route('GET', '/wps/relay/GCS_merchantWallet', (ctx) => ok({ isSingle: walletSettings(ctx).isSingle })),
  route('GET', CONSOLIDATED, consolidated),
  route('POST', '/wps/relay/GCS_walletTransfer', walletTransfer),
  route('POST', '/wps/relay/GCS_walletRecall', walletRecall),
  route('GET', '/wps/relay/MCS_teamTransferInfo', teamInfo),
  route('POST', '/wps/relay/MCS_teamTransfer', teamTransfer),
  route('GET', '/wps/relay/MCS_bonusDetails', bonusDetails),
]
