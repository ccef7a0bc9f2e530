// The member's records behind a token, the caller's own rows only:
//   betting record (MEMBER-7): ODSFE2_betRecord — bets in a date range, paged, with the range's totals
//   profit and loss (MEMBER-9): ODSFE2_profitLoss — the range's totals per day and per game type
//   account record (MEMBER-8): ODSFE2_MemTransDet (api.md MEMTRANS3) — transactions, paged
import { MAIN_WALLET } from '../ledger/ledger'
import { ok } from '../platform/envelope'
import { route } from '../platform/context'
import { intParam } from '../platform/query'
import { MINUTE_MS } from '../platform/time'
import { BET_GAME_TYPES, TRANSACTION_TYPES, money } from './data'
import { choice, pageInfo, paging, range } from './rules'
import type { Route, RouteContext } from '../platform/context'
import type { BetRow, TransactionRow } from './data'
import type { Checked } from './rules'

/**
 * The WHERE of a bet query: the caller's bets in the range, of one game type if asked.
 */
function betFilter({ query, memberId }: RouteContext): Checked<{ where: string; params: unknown[] }> {
  const when = range(query)
  if (when.error) return when
  const type = choice(query, 'gameType', BET_GAME_TYPES)
  if (type.error) return type
  const params = [memberId, when.value.start, when.value.end, ...(type.value ? [type.value] : [])]
  return {
    value: {
      where: `member_id = ? AND bet_time BETWEEN ? AND ?${type.value ? ' AND game_type = ?' : ''}`,
      params,
    },
  }
}

/** A range's sums as SQL answers them (SUM of no rows is null). */
type Sums = { count: number; stake: number | null; payout: number | null; winLoss: number | null }

const totals = (t: Sums) => ({
  count: t.count,
  stake: money(t.stake ?? 0),
  payout: money(t.payout ?? 0),
  winLoss: money(t.winLoss ?? 0),
})
const SUMS = 'COUNT(*) AS count, SUM(stake) AS stake, SUM(payout) AS payout, SUM(win_loss) AS winLoss'

function betRecord(ctx: RouteContext) {
  const filter = betFilter(ctx)
  if (filter.error) return filter.error
  const page = paging(ctx.query)
  if (page.error) return page.error
  const { where, params } = filter.value
  const { db } = ctx
  const summary = totals(db.prepare(`SELECT ${SUMS} FROM member_bets WHERE ${where}`).get(...params) as Sums)
  const rows = db
    .prepare(`SELECT * FROM member_bets WHERE ${where} ORDER BY bet_time DESC, id DESC LIMIT ? OFFSET ?`)
    .all(...params, page.value.pageSize, (page.value.pageNo - 1) * page.value.pageSize) as BetRow[]
  const list = rows.map((b) => ({
    id: b.id,
    betTime: b.bet_time,
    gameType: b.game_type,
    gameName: b.game_name,
    vendor: b.vendor,
    stake: b.stake,
    payout: b.payout,
    winLoss: b.win_loss,
    status: b.status,
  }))
  return ok({ list, ...pageInfo(summary.count, page.value), summary })
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10)

type Sum = { count: number; stake: number; payout: number; winLoss: number }

function profitLoss(ctx: RouteContext) {
  const filter = betFilter(ctx)
  if (filter.error) return filter.error
  // The caller's time zone (Date#getTimezoneOffset, minutes): days are the member's local days.
  const offset = intParam(ctx.query, 'tzOffset', { fallback: 0, min: -840, max: 840 })
  if (offset.error) return offset.error
  const { where, params } = filter.value
  const { db } = ctx
  const rows = db
    .prepare(`SELECT bet_time, game_type, stake, payout, win_loss FROM member_bets WHERE ${where}`)
    .all(...params) as Pick<BetRow, 'bet_time' | 'game_type' | 'stake' | 'payout' | 'win_loss'>[]
  const days = new Map<string, Sum>()
  const types = new Map<string, Sum>()
  const add = (map: Map<string, Sum>, key: string, row: (typeof rows)[number]) => {
    const sum = map.get(key) ?? { count: 0, stake: 0, payout: 0, winLoss: 0 }
    map.set(key, {
      count: sum.count + 1,
      stake: sum.stake + row.stake,
      payout: sum.payout + row.payout,
      winLoss: sum.winLoss + row.win_loss,
    })
  }
  for (const row of rows) {
    add(days, isoDay(row.bet_time - offset.value * MINUTE_MS), row)
    add(types, row.game_type, row)
  }
  const total = totals(db.prepare(`SELECT ${SUMS} FROM member_bets WHERE ${where}`).get(...params) as Sums)
  return ok({
    days: [...days].sort(([a], [b]) => (a < b ? 1 : -1)).map(([date, sum]) => ({ date, ...totals(sum) })),
    types: BET_GAME_TYPES.flatMap((gameType) => {
      const sum = types.get(gameType)
      return sum ? [{ gameType, ...totals(sum) }] : []
    }),
    total,
  })
}

function transactions({ db, query, memberId }: RouteContext) {
  const page = paging(query)
  if (page.error) return page.error
  const type = choice(query, 'type', TRANSACTION_TYPES)
  if (type.error) return type.error
  // MEMBER-8: the main wallet's entries of the ledger (C-13); its type filter lists the movement types,
  // and "all" shows the OPENING line (a seeded balance brought forward) too. A game wallet's side of a
  // transfer is its own wallet's, not the account's.
  const where = `member_id = ? AND wallet = ?${type.value ? ' AND type = ?' : ''}`
  const params = [memberId, MAIN_WALLET, ...(type.value ? [type.value] : [])]
  const total = (
    db.prepare(`SELECT COUNT(*) AS n FROM member_transactions WHERE ${where}`).get(...params) as { n: number }
  ).n
  const rows = db
    .prepare(
      `SELECT * FROM member_transactions WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
    )
    .all(...params, page.value.pageSize, (page.value.pageNo - 1) * page.value.pageSize) as TransactionRow[]
  const list = rows.map((t) => ({
    id: t.id,
    createdAt: t.created_at,
    type: t.type,
    amount: t.amount,
    remark: t.remark,
  }))
  return ok({ list, ...pageInfo(total, page.value) })
}

export const recordRoutes: Route[] = [
  route({ method: 'GET', path: '/wps/relay/ODSFE2_betRecord', token: true, handler: betRecord }),
  route({ method: 'GET', path: '/wps/relay/ODSFE2_profitLoss', token: true, handler: profitLoss }),
  route({ method: 'GET', path: '/wps/relay/ODSFE2_MemTransDet', token: true, handler: transactions }),
]
