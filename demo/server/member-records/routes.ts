// Member-centre records behind a token (MEMBER-CONTRACT.md, records helper). The spec names these
// pages but not their calls (api.md last paragraph): the reference server defines them here.
//   platform messages (MEMBER-14): CSP_messageList, CSP_readMessage, CSP_readAllMessages, CSP_deleteMessage
//   betting record (MEMBER-7): ODSFE2_betRecord — bets in a date range, paged, with the range's totals
//   profit and loss (MEMBER-9): ODSFE2_profitLoss — the range's totals per day and per game type
//   account record (MEMBER-8): ODSFE2_MemTransDet (api.md MEMTRANS3) — transactions, paged
// Every rule is checked here: a token (401 otherwise), only the caller's own rows, the date range
// (end ≥ start, at most 31 days), the paging limits and the filters' values.
import { badRequest, fail, ok } from '../platform/envelope'
import { BET_GAME_TYPES, TRANSACTION_TYPES, money, unreadCount } from './data'
import type { Route, RouteContext } from '../platform/context'

const DAY_MS = 86_400_000
/** The longest date range a record query may span (MEMBER-7, MEMBER-9). */
export const MAX_RANGE_DAYS = 31
const MAX_PAGE_SIZE = 50
export const RANGE_MESSAGES = {
  ORDER: 'The end date must not be before the start date',
  TOO_LONG: `The date range can be at most ${MAX_RANGE_DAYS} days`,
}

/**
 * A whole-number query parameter, or an error reply.
 */
function intParam(
  query: URLSearchParams,
  name: string,
  fallback: number,
  min: number,
  max: number,
): { value: number; error?: undefined } | { error: ReturnType<typeof badRequest> } {
  const raw = query.get(name)
  if (raw === null || raw === '') return { value: fallback }
  const value = Number(raw)
  if (!Number.isInteger(value) || value < min || value > max)
    return { error: badRequest(`${name} must be a whole number from ${min} to ${max}`) }
  return { value }
}

function paging(query: URLSearchParams) {
  const pageNo = intParam(query, 'pageNo', 1, 1, 1_000_000)
  if (pageNo.error) return pageNo
  const pageSize = intParam(query, 'pageSize', 10, 1, MAX_PAGE_SIZE)
  if (pageSize.error) return pageSize
  return { value: { pageNo: pageNo.value, pageSize: pageSize.value } }
}

/**
 * `startTime` / `endTime` (epoch ms, both required): end ≥ start, end − start ≤ 31 days.
 */
function range(query: URLSearchParams) {
  const start = intParam(query, 'startTime', NaN, 0, 8.64e15)
  if (start.error) return start
  const end = intParam(query, 'endTime', NaN, 0, 8.64e15)
  if (end.error) return end
  if (Number.isNaN(start.value) || Number.isNaN(end.value))
    return { error: badRequest('startTime and endTime are required') }
  if (end.value < start.value) return { error: fail('DATE_RANGE_ORDER', RANGE_MESSAGES.ORDER) }
  // One hour of slack: a range of 31 local days that crosses a daylight-saving change.
  if (end.value - start.value > MAX_RANGE_DAYS * DAY_MS + 3_600_000)
    return { error: fail('DATE_RANGE_TOO_LONG', RANGE_MESSAGES.TOO_LONG) }
  return { value: { start: start.value, end: end.value } }
}

/**
 * An optional filter that must be one of `allowed`.
 */
function choice(query: URLSearchParams, name: string, allowed: readonly string[]) {
  const raw = (query.get(name) ?? '').toUpperCase()
  if (!raw) return { value: null }
  if (!allowed.includes(raw)) return { error: badRequest(`${name} must be one of ${allowed.join(', ')}`) }
  return { value: raw }
}

const pageInfo = (total: number, { pageNo, pageSize }: { pageNo: number; pageSize: number }) => ({
  pageNo,
  pageSize,
  total,
  totalPages: Math.ceil(total / pageSize),
})

function messageList({ db, query, memberId }: RouteContext) {
  const page = paging(query)
  if (page.error) return page.error
  const { pageNo, pageSize } = page.value
  const total = (
    db.prepare('SELECT COUNT(*) AS n FROM member_messages WHERE member_id = ?').get(memberId) as { n: number }
  ).n
  const rows = db
    .prepare(
      'SELECT id, title, created_at, read_at FROM member_messages WHERE member_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?',
    )
    .all(memberId, pageSize, (pageNo - 1) * pageSize) as {
    id: number
    title: string
    created_at: number
    read_at: number | null
  }[]
  const list = rows.map((m) => ({
    id: m.id,
    title: m.title,
    createdAt: m.created_at,
    read: m.read_at !== null,
  }))
  return ok({
    list,
    ...pageInfo(total, page.value),
    unread: unreadCount(db, memberId as string),
  })
}

/** The message id of a body; a missing or foreign one is "not found" (nobody learns another's ids). */
const MESSAGE_NOT_FOUND = () => fail('MESSAGE_NOT_FOUND', 'This message does not exist or was deleted')

function messageId(body: Record<string, any>) {
  return Number.isInteger(body.id) && body.id > 0 ? body.id : null
}

function readMessage({ db, body, memberId }: RouteContext) {
  const id = messageId(body)
  if (id === null) return badRequest('id must be a message id')
  const row = db
    .prepare('SELECT id, title, content, created_at FROM member_messages WHERE id = ? AND member_id = ?')
    .get(id, memberId) as { id: number; title: string; content: string; created_at: number } | undefined
  if (!row) return MESSAGE_NOT_FOUND()
  db.prepare('UPDATE member_messages SET read_at = ? WHERE id = ? AND read_at IS NULL').run(Date.now(), id)
  const message = {
    id: row.id,
    title: row.title,
    content: row.content,
    createdAt: row.created_at,
    read: true,
  }
  return ok({ message, unread: unreadCount(db, memberId as string) })
}

function readAll({ db, memberId }: RouteContext) {
  const changed = db
    .prepare('UPDATE member_messages SET read_at = ? WHERE member_id = ? AND read_at IS NULL')
    .run(Date.now(), memberId).changes
  return ok({ changed, unread: 0 })
}

function deleteMessage({ db, body, memberId }: RouteContext) {
  const id = messageId(body)
  if (id === null) return badRequest('id must be a message id')
  const removed = db
    .prepare('DELETE FROM member_messages WHERE id = ? AND member_id = ?')
    .run(id, memberId).changes
  if (!removed) return MESSAGE_NOT_FOUND()
  return ok({ unread: unreadCount(db, memberId as string) })
}

/**
 * The WHERE of a bet query: the caller's bets in the range, of one game type if asked.
 */
function betFilter({ query, memberId }: RouteContext) {
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

const totals = (t: {
  stake: number | null
  payout: number | null
  winLoss: number | null
  count: number
}) => ({
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
  const summary = totals(db.prepare(`SELECT ${SUMS} FROM member_bets WHERE ${where}`).get(...params) as any)
  const rows = db
    .prepare(`SELECT * FROM member_bets WHERE ${where} ORDER BY bet_time DESC, id DESC LIMIT ? OFFSET ?`)
    .all(...params, page.value.pageSize, (page.value.pageNo - 1) * page.value.pageSize) as any[]
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

function profitLoss(ctx: RouteContext) {
  const filter = betFilter(ctx)
  if (filter.error) return filter.error
  // The caller's time zone (Date#getTimezoneOffset, minutes): days are the member's local days.
  const offset = intParam(ctx.query, 'tzOffset', 0, -840, 840)
  if (offset.error) return offset.error
  const { where, params } = filter.value
  const { db } = ctx
  const rows = db
    .prepare(`SELECT bet_time, game_type, stake, payout, win_loss FROM member_bets WHERE ${where}`)
    .all(...params) as {
    bet_time: number
    game_type: string
    stake: number
    payout: number
    win_loss: number
  }[]
  const days: Map<string, { count: number; stake: number; payout: number; winLoss: number }> = new Map()
  const types: Map<string, { count: number; stake: number; payout: number; winLoss: number }> = new Map()
  const add = (map: Map<string, any>, key: string, row: (typeof rows)[number]) => {
    const sum = map.get(key) ?? { count: 0, stake: 0, payout: 0, winLoss: 0 }
    map.set(key, {
      count: sum.count + 1,
      stake: sum.stake + row.stake,
      payout: sum.payout + row.payout,
      winLoss: sum.winLoss + row.win_loss,
    })
  }
  for (const row of rows) {
    add(days, isoDay(row.bet_time - offset.value * 60_000), row)
    add(types, row.game_type, row)
  }
  const total = totals(db.prepare(`SELECT ${SUMS} FROM member_bets WHERE ${where}`).get(...params) as any)
  return ok({
    days: [...days].sort(([a], [b]) => (a < b ? 1 : -1)).map(([date, sum]) => ({ date, ...totals(sum) })),
    types: BET_GAME_TYPES.filter((t) => types.has(t)).map((gameType) => ({
      gameType,
      ...totals(types.get(gameType) as any),
    })),
    total,
  })
}

function transactions({ db, query, memberId }: RouteContext) {
  const page = paging(query)
  if (page.error) return page.error
  const type = choice(query, 'type', TRANSACTION_TYPES)
  if (type.error) return type.error
  const where = `member_id = ?${type.value ? ' AND type = ?' : ''}`
  const params = [memberId, ...(type.value ? [type.value] : [])]
  const total = (
    db.prepare(`SELECT COUNT(*) AS n FROM member_transactions WHERE ${where}`).get(...params) as { n: number }
  ).n
  const rows = db
    .prepare(
      `SELECT * FROM member_transactions WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
    )
    .all(...params, page.value.pageSize, (page.value.pageNo - 1) * page.value.pageSize) as any[]
  const list = rows.map((t) => ({
    id: t.id,
    createdAt: t.created_at,
    type: t.type,
    amount: t.amount,
    remark: t.remark,
  }))
  return ok({ list, ...pageInfo(total, page.value) })
}

export const memberRecordRoutes: Route[] = [
  { method: 'GET', path: '/wps/relay/CSP_messageList', token: true, handler: messageList },
  { method: 'POST', path: '/wps/relay/CSP_readMessage', token: true, handler: readMessage },
  { method: 'POST', path: '/wps/relay/CSP_readAllMessages', token: true, handler: readAll },
  { method: 'POST', path: '/wps/relay/CSP_deleteMessage', token: true, handler: deleteMessage },
  { method: 'GET', path: '/wps/relay/ODSFE2_betRecord', token: true, handler: betRecord },
  { method: 'GET', path: '/wps/relay/ODSFE2_profitLoss', token: true, handler: profitLoss },
  { method: 'GET', path: '/wps/relay/ODSFE2_MemTransDet', token: true, handler: transactions },
]
