// The agent centre's reports, each paged with the totals of its filter, over at most 31 days
// (member-records/rules.ts): the team's bets (AGENT-5), the team's transfers (AGENT-6), profit and
// loss per member (AGENT-7) and my own ledger (AGENT-9).
import { badRequest, ok } from '../platform/envelope'
import { route } from '../platform/context'
import { money } from '../member-records/data'
import { pageInfo, paging, range } from '../member-records/rules'
import type { Checked, Page } from '../member-records/rules'
import { TEAM, frozenReasonSql } from './data'
import { forAgents, gameTypeFilter, limitOf, memberFilter } from './rules'
import type { Route, RouteContext } from '../platform/context'
import type { MemberRow } from '../platform/members'

const TRANSFER_TYPES = ['DEPOSIT', 'WITHDRAW', 'TRANSFER']

type BetTotals = { count: number; stake: number; validBet: number; payout: number; winLoss: number }
type TransferTotals = { count: number; deposits: number; withdrawals: number; transfers: number }
type LossRow = {
  account: string
  status: string
  statusReason: string | null
  count: number
  stake: number
  validBet: number
  winLoss: number
}
type LossTotals = { members: number; count: number; stake: number; validBet: number; winLoss: number }
type LedgerRow = {
  id: number
  createdAt: number
  type: string
  amount: number
  remark: string | null
  balance: number
}
type LedgerTotals = { count: number; credit: number; debit: number }
type Filters = {
  params: { me: string; start: number; end: number }
  page: Page
  who: string | null
  game: string | null
}

/**
 * The filters every report reads: the date range (at most 31 days), the page, and with `team` the
 * account filter (a member of my team, or all) and the game type filter.
 */
function reportFilters({ db, query }: RouteContext, me: MemberRow, team: boolean): Checked<Filters> {
  const r = range(query)
  if (r.error) return r
  const page = paging(query)
  if (page.error) return page
  const base = { params: { me: me.id, ...r.value }, page: page.value }
  if (!team) return { value: { ...base, who: null, game: null } }
  const who = memberFilter(db, query, me.id)
  if (who.error) return who
  const game = gameTypeFilter(query)
  if (game.error) return game
  return { value: { ...base, who: who.value, game: game.value } }
}

/** AGENT-5: the team's bets, paged, with the totals of the filter. */
function teamBets(ctx: RouteContext, me: MemberRow) {
  const f = reportFilters(ctx, me, true)
  if (f.error) return f.error
  const { db } = ctx
  const p = { ...f.value.params, who: f.value.who, game: f.value.game }
  const where = `FROM member_bets b JOIN members m ON m.id = b.member_id WHERE b.member_id IN (SELECT id FROM team)
    AND b.bet_time BETWEEN :start AND :end AND (:who IS NULL OR b.member_id = :who) AND (:game IS NULL OR b.game_type = :game)`
  const totals = db
    .prepare(
      `${TEAM} SELECT COUNT(*) AS count, COALESCE(SUM(stake), 0) AS stake,
      COALESCE(SUM(stake) FILTER (WHERE status = 'SETTLED'), 0) AS validBet, COALESCE(SUM(payout), 0) AS payout,
      COALESCE(SUM(win_loss), 0) AS winLoss ${where}`,
    )
    .get(p) as BetTotals
  const list = db
    .prepare(
      `${TEAM} SELECT b.id, m.username AS account, b.bet_time AS betTime, b.game_type AS gameType, b.game_name AS gameName,
      b.stake, b.payout, b.win_loss AS winLoss, b.status ${where} ORDER BY b.bet_time DESC, b.id DESC LIMIT :limit OFFSET :offset`,
    )
    .all({ ...p, ...limitOf(f.value.page) })
  const summary = {
    count: totals.count,
    stake: money(totals.stake),
    validBet: money(totals.validBet),
    payout: money(totals.payout),
    winLoss: money(totals.winLoss),
  }
  return ok({ list, summary, ...pageInfo(totals.count, f.value.page) })
}

/** AGENT-6: the team's deposits, withdrawals and transfers. */
function teamTransfers(ctx: RouteContext, me: MemberRow) {
  const f = reportFilters(ctx, me, true)
  if (f.error) return f.error
  const { db, query } = ctx
  const type = (query.get('type') ?? '').toUpperCase()
  if (type && !TRANSFER_TYPES.includes(type)) return badRequest('Unknown type')
  const p = { ...f.value.params, who: f.value.who, type: type || null }
  const where = `FROM member_transactions t JOIN members m ON m.id = t.member_id WHERE t.member_id IN (SELECT id FROM team)
    AND t.wallet = 'MAIN' AND t.type IN ('DEPOSIT', 'WITHDRAW', 'TRANSFER') AND t.created_at BETWEEN :start AND :end
    AND (:who IS NULL OR t.member_id = :who) AND (:type IS NULL OR t.type = :type)`
  const totals = db
    .prepare(
      `${TEAM} SELECT COUNT(*) AS count, COALESCE(SUM(amount) FILTER (WHERE t.type = 'DEPOSIT'), 0) AS deposits,
      COALESCE(-SUM(amount) FILTER (WHERE t.type = 'WITHDRAW'), 0) AS withdrawals,
      COALESCE(-SUM(amount) FILTER (WHERE t.type = 'TRANSFER'), 0) AS transfers ${where}`,
    )
    .get(p) as TransferTotals
  const list = db
    .prepare(
      `${TEAM} SELECT t.id, m.username AS account, t.created_at AS createdAt, t.type, t.amount, t.remark ${where}
      ORDER BY t.created_at DESC, t.id DESC LIMIT :limit OFFSET :offset`,
    )
    .all({ ...p, ...limitOf(f.value.page) })
  const summary = {
    count: totals.count,
    deposits: money(totals.deposits),
    withdrawals: money(totals.withdrawals),
    transfers: money(totals.transfers),
  }
  return ok({ list, summary, ...pageInfo(totals.count, f.value.page) })
}

/** AGENT-7: profit and loss per member of the team. */
function userLoss(ctx: RouteContext, me: MemberRow) {
  const f = reportFilters(ctx, me, true)
  if (f.error) return f.error
  const { db } = ctx
  const p = { ...f.value.params, who: f.value.who, game: f.value.game }
  // AGENT-4: each member's status and, when frozen, the reason, beside the figures.
  const rows = `SELECT m.username AS account, (SELECT status FROM agent_links WHERE member_id = b.member_id) AS status,
    ${frozenReasonSql('b.member_id')} AS statusReason, COUNT(*) AS count, SUM(b.stake) AS stake,
    COALESCE(SUM(b.stake) FILTER (WHERE b.status = 'SETTLED'), 0) AS validBet, SUM(b.win_loss) AS winLoss
    FROM member_bets b JOIN members m ON m.id = b.member_id WHERE b.member_id IN (SELECT id FROM team)
    AND b.bet_time BETWEEN :start AND :end AND (:who IS NULL OR b.member_id = :who) AND (:game IS NULL OR b.game_type = :game)
    GROUP BY b.member_id`
  const totals = db
    .prepare(
      `${TEAM} SELECT COUNT(*) AS members, COALESCE(SUM(count), 0) AS count, COALESCE(SUM(stake), 0) AS stake,
      COALESCE(SUM(validBet), 0) AS validBet, COALESCE(SUM(winLoss), 0) AS winLoss FROM (${rows})`,
    )
    .get(p) as LossTotals
  const list = (
    db
      .prepare(`${TEAM} ${rows} ORDER BY SUM(b.win_loss), m.username LIMIT :limit OFFSET :offset`)
      .all({ ...p, ...limitOf(f.value.page) }) as LossRow[]
  ).map((x) => ({
    ...x,
    stake: money(x.stake),
    validBet: money(x.validBet),
    winLoss: money(x.winLoss),
  }))
  const summary = {
    members: totals.members,
    count: totals.count,
    stake: money(totals.stake),
    validBet: money(totals.validBet),
    winLoss: money(totals.winLoss),
  }
  return ok({ list, summary, ...pageInfo(totals.members, f.value.page) })
}

/** AGENT-9: my ledger with the balance after each line (newest first). */
function accountDetails(ctx: RouteContext, me: MemberRow) {
  const f = reportFilters(ctx, me, false)
  if (f.error) return f.error
  const { db } = ctx
  const p = { ...f.value.params, balance: me.balance }
  const ledger = `SELECT id, created_at AS createdAt, type, amount, remark,
    :balance - COALESCE(SUM(amount) OVER (ORDER BY created_at DESC, id DESC ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0) AS balance
    FROM member_transactions WHERE member_id = :me AND wallet = 'MAIN'`
  const where = 'WHERE createdAt BETWEEN :start AND :end'
  const totals = db
    .prepare(
      `SELECT COUNT(*) AS count, COALESCE(SUM(amount) FILTER (WHERE amount > 0), 0) AS credit,
      COALESCE(-SUM(amount) FILTER (WHERE amount < 0), 0) AS debit FROM (${ledger}) ${where}`,
    )
    .get(p) as LedgerTotals
  const list = (
    db
      .prepare(
        `SELECT * FROM (${ledger}) ${where} ORDER BY createdAt DESC, id DESC LIMIT :limit OFFSET :offset`,
      )
      .all({ ...p, ...limitOf(f.value.page) }) as LedgerRow[]
  ).map((x) => ({ ...x, balance: money(x.balance) }))
  return ok({
    list,
    summary: {
      count: totals.count,
      credit: money(totals.credit),
      debit: money(totals.debit),
      balance: me.balance,
    },
    ...pageInfo(totals.count, f.value.page),
  })
}

const R = '/wps/relay/agent'
export const agentReportRoutes: Route[] = [
  route({ method: 'GET', path: `${R}/teamBets`, token: true, handler: forAgents(teamBets) }),
  route({ method: 'GET', path: `${R}/teamTransfers`, token: true, handler: forAgents(teamTransfers) }),
  route({ method: 'GET', path: `${R}/userLoss`, token: true, handler: forAgents(userLoss) }),
  route({ method: 'GET', path: `${R}/accountDetails`, token: true, handler: forAgents(accountDetails) }),
]
