// What the agent is paid: my income (AGENT-8: every commission, salary and dividend payment) and
// the four contract pages the spec names (API-30..33; AGENT-10..13): my contract of a kind and its
// payments, refused without that contract (FLAG-24..27) or without the agent policy (AGENT-23).
// Dividend and daily salary are GET calls paged by the query; hourly and real-time salary are POST
// calls paged by the body.
import { Type } from 'typebox'
import { TextValue } from '../platform/fields'
import { badRequest, fail, ok } from '../platform/envelope'
import { route } from '../platform/context'
import { money } from '../member-records/data'
import { pageInfo, paging, range } from '../member-records/rules'
import { CONTRACT_SELECT, isContractKind, toContract } from './data'
import { AGENT_MESSAGES, forAgents, limitOf } from './rules'
import { agentClock } from './settlement'
import type { Static } from 'typebox'
import type { Route, RouteContext } from '../platform/context'
import type { MemberRow } from '../platform/members'
import type { ContractKind } from './data'
import type { ContractListRow, PaymentRow } from './schema'
import type { Database } from 'better-sqlite3'

type PaymentTotals = { count: number; amount: number }

/**
 * A payment as the pages show it, with its formula as the settlement paid it (settlement.ts):
 * `gross` = rate % of `base`, less `deducted` (the sub-agents' part of the same bets) = `amount`.
 * A row paid before the two were kept derives them from the three it has.
 */
const toPayment = (r: PaymentRow) => {
  const gross = r.gross ?? money((r.rate / 100) * r.base)
  return {
    id: r.id,
    kind: r.kind,
    period: r.period,
    periodStart: r.period_start,
    periodEnd: r.period_end,
    base: r.base,
    rate: r.rate,
    gross,
    deducted: r.deducted ?? money(gross - r.amount),
    amount: r.amount,
    paidAt: r.created_at,
  }
}

/** AGENT-8: every commission, salary and dividend payment to me. */
function income({ db, query }: RouteContext, me: MemberRow) {
  const r = range(query)
  if (r.error) return r.error
  const page = paging(query)
  if (page.error) return page.error
  const kind = query.get('kind') ?? ''
  if (kind && !isContractKind(kind)) return badRequest('Unknown kind')
  const p = { me: me.id, ...r.value, kind: kind || null }
  const where =
    'FROM agent_payments WHERE agent_id = :me AND created_at BETWEEN :start AND :end AND (:kind IS NULL OR kind = :kind)'
  const totals = db
    .prepare(`SELECT COUNT(*) AS count, COALESCE(SUM(amount), 0) AS amount ${where}`)
    .get(p) as PaymentTotals
  const list = (
    db
      .prepare(`SELECT * ${where} ORDER BY created_at DESC, id DESC LIMIT :limit OFFSET :offset`)
      .all({ ...p, ...limitOf(page.value) }) as PaymentRow[]
  ).map(toPayment)
  return ok({
    list,
    summary: { count: totals.count, amount: money(totals.amount) },
    ...pageInfo(totals.count, page.value),
  })
}

/** API-30..33: my contract of a kind and its payments, `pageNo` and `pageSize` read from `query`. */
function salary(db: Database, me: MemberRow, kind: ContractKind, query: URLSearchParams) {
  const contract = db
    .prepare(`${CONTRACT_SELECT} WHERE c.downline_id = ? AND c.kind = ? AND c.status = 'active'`)
    .get(me.id, kind) as ContractListRow | undefined
  if (!contract) return fail('NO_CONTRACT', AGENT_MESSAGES.NO_CONTRACT)
  const page = paging(query)
  if (page.error) return page.error
  const totals = db
    .prepare(
      'SELECT COUNT(*) AS count, COALESCE(SUM(amount), 0) AS amount FROM agent_payments WHERE agent_id = ? AND kind = ?',
    )
    .get(me.id, kind) as PaymentTotals
  const { limit, offset } = limitOf(page.value)
  const list = (
    db
      .prepare(
        'SELECT * FROM agent_payments WHERE agent_id = ? AND kind = ? ORDER BY period_start DESC LIMIT ? OFFSET ?',
      )
      .all(me.id, kind, limit, offset) as PaymentRow[]
  ).map(toPayment)
  return ok({
    contract: toContract(contract),
    list,
    summary: { count: totals.count, amount: money(totals.amount) },
    clock: agentClock(db),
    ...pageInfo(totals.count, page.value),
  })
}

/** The paging of the POST salary calls (API-32, API-33), sent as numbers or text. */
const PagingBody = Type.Object({
  pageNo: Type.Optional(TextValue),
  pageSize: Type.Optional(TextValue),
})

/** A salary call paged by its query (GET). */
const salaryByQuery = (kind: ContractKind) =>
  forAgents(({ db, query }, me) => salary(db, me, kind, query), true)

/** A salary call paged by its body (POST). */
const salaryByBody = (kind: ContractKind) =>
  forAgents<Static<typeof PagingBody>>(({ db, body }, me) => {
    const query = new URLSearchParams()
    if (body.pageNo !== undefined) query.set('pageNo', String(body.pageNo))
    if (body.pageSize !== undefined) query.set('pageSize', String(body.pageSize))
    return salary(db, me, kind, query)
  }, true)

const R = '/wps/relay/agent'
export const agentIncomeRoutes: Route[] = [
  route({ method: 'GET', path: `${R}/income`, token: true, handler: forAgents(income) }),
  route({
    method: 'GET',
    path: '/wps/relay/MCS2_processDividendReq',
    token: true,
    handler: salaryByQuery('dividend'),
  }),
  route({
    method: 'GET',
    path: '/wps/relay/MCS2_processDailySalContract',
    token: true,
    handler: salaryByQuery('daily'),
  }),
  route({
    method: 'POST',
    path: '/wps/relay/MCS2_processContractHourSalary',
    token: true,
    schema: { body: PagingBody },
    handler: salaryByBody('hourly'),
  }),
  route({
    method: 'POST',
    path: '/wps/relay/MCSFE_processRealTimeSalaryContract',
    token: true,
    schema: { body: PagingBody },
    handler: salaryByBody('realtime'),
  }),
]
