// The bonus details page (MEMBER-10), real accounts only (ROLE-8): GET /wps/relay/MCS_bonusDetails.
import { fail, ok } from '../platform/envelope'
import { route } from '../platform/context'
import { textParam } from '../platform/query'
import { DAY_MS } from '../platform/time'
import { money } from '../member-records/data'
import { MAIN_WALLET } from '../ledger/ledger'
import { turnoverMultiple } from '../ledger/bonus'
import { BONUS_DEFAULTS, ensureTransfers } from './data'
import { TRANSFER_MESSAGES, epochParam, hasTable } from './rules'
import type { Route } from '../platform/context'
import type { Database } from 'better-sqlite3'
import type { LedgerRow } from '../ledger/ledger'
import type { Ctx } from './rules'

/** A bonus as the page lists it: one BONUS entry of the ledger. */
type Grant = {
  key: string
  source: string
  title: string
  amount: number
  grantedAt: number
  expiresAt: number
}

/** A BONUS entry, with the expiry of the grant it references when that grant has one. */
type BonusEntry = Pick<LedgerRow, 'id' | 'created_at' | 'amount' | 'product' | 'reference' | 'remark'> & {
  expires_at: number | null
}

/** The Urdu title of the row an entry references, for the tables that keep one. */
const URDU_TITLES: Record<string, string> = {
  bonus_grants: 'SELECT title_ur FROM bonus_grants WHERE id = ?',
  reward_grants: 'SELECT title_ur FROM reward_grants WHERE id = ?',
  red_envelopes: 'SELECT title_ur FROM red_envelopes WHERE id = ?',
  mission_claims:
    'SELECT m.title_ur FROM mission_claims c JOIN missions m ON m.id = c.mission_id WHERE c.id = ?',
  promotion_entries: "SELECT title FROM promotion_texts WHERE promotion_id = ? AND lang = 'UR'",
}

function urduTitle(db: Database, reference: string) {
  const [table = '', id = ''] = reference.split(':')
  const query = URDU_TITLES[table]
  if (!query || !hasTable(db, table)) return undefined
  return db.prepare(query).pluck().get(id) as string | undefined
}

/**
 * Every bonus paid to the member: the ledger's BONUS entries of the main wallet (C-13), so the page
 * lists exactly what the account record's BONUS filter lists (MEMBER-8) — promotions, raffle prizes,
 * VIP, rewards, rebates, missions, envelopes, referral, converted points, the registration bonus. A
 * bonus granted with an expiry (bonus_grants) keeps it; any other has `validMs` from its payment.
 */
function grantsOf(ctx: Ctx, validMs: number): Grant[] {
  const { db, memberId } = ctx
  const ur = String(ctx.req.headers.language ?? '').toUpperCase() === 'UR'
  const expiry = hasTable(db, 'bonus_grants')
    ? "(SELECT g.expires_at FROM bonus_grants g WHERE 'bonus_grants:' || g.id = t.reference)"
    : 'NULL'
  const entries = db
    .prepare(
      `SELECT t.id, t.created_at, t.amount, t.product, t.reference, t.remark, ${expiry} AS expires_at
      FROM member_transactions t WHERE t.member_id = ? AND t.wallet = ? AND t.type = 'BONUS'`,
    )
    .all(memberId, MAIN_WALLET) as BonusEntry[]
  return entries.map((e) => ({
    key: `L${e.id}`,
    source: e.product || 'OTHER',
    title: (ur && urduTitle(db, e.reference)) || e.remark,
    amount: e.amount,
    grantedAt: e.created_at,
    expiresAt: e.expires_at ?? e.created_at + validMs,
  }))
}

/**
 * GET MCS_bonusDetails: every bonus paid to the member (the ledger's BONUS entries, `grantsOf`) with
 * the turnover it asks for (amount × its product's multiple; none for a product without one), the
 * settled turnover since it was paid (up to its expiry), and its status: COMPLETED, ACTIVE or EXPIRED. `field` = granted | expires picks which date
 * the range filters (the bonus page looks forward for expiry, VAL-61); `status` filters.
 */
function bonusDetails(ctx: Ctx) {
  const { db, memberId, query, settings } = ctx
  ensureTransfers(db)
  const config = { ...BONUS_DEFAULTS, ...settings.bonus }
  const grants = grantsOf(ctx, config.validDays * DAY_MS)

  const now = Date.now()
  const turnover = db.prepare(
    "SELECT COALESCE(SUM(stake), 0) AS total FROM member_bets WHERE member_id = ? AND status = 'SETTLED' AND bet_time >= ? AND bet_time <= ?",
  )
  const field = textParam(query, 'field') === 'expires' ? 'expiresAt' : 'grantedAt'
  const from = epochParam(query, 'from', -Infinity)
  const to = epochParam(query, 'to', Infinity)
  if (Number.isNaN(from) || Number.isNaN(to) || to < from)
    return fail('RANGE_INVALID', TRANSFER_MESSAGES.RANGE_INVALID)
  const wanted = textParam(query, 'status')
  const list = grants
    .filter((g) => g[field] >= from && g[field] <= to)
    .map((g) => {
      // The multiple the payment asked for (ledger/bonus.ts payBonus reads the same setting).
      const multiple = turnoverMultiple(settings, g.source)
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

export const bonusDetailRoutes: Route[] = [
  route({
    method: 'GET',
    path: '/wps/relay/MCS_bonusDetails',
    token: true,
    realOnly: true,
    handler: bonusDetails,
  }),
]
