// The rules every record page shares (MEMBER-7, MEMBER-8, MEMBER-9, MEMBER-14): paging, the date
// range (end ≥ start, at most 31 days) and the filters' values, each answered before any row is read.
import { badRequest, fail } from '../platform/envelope'
import { intParam } from '../platform/query'
import { DAY_MS, HOUR_MS } from '../platform/time'
import type { Reply, RouteContext } from '../platform/context'

/** The longest date range a record query may span (MEMBER-7, MEMBER-9). */
export const MAX_RANGE_DAYS = 31
const MAX_PAGE_SIZE = 50
export const RANGE_MESSAGES = {
  ORDER: 'The end date must not be before the start date',
  TOO_LONG: `The date range can be at most ${MAX_RANGE_DAYS} days`,
}

/** A query's checked value, or the reply that refuses it. */
export type Checked<T> = { value: T; error?: undefined } | { value?: undefined; error: Reply }

export type Page = { pageNo: number; pageSize: number }

/** The session's member id (every record route is `token: true`). */
export function sessionId({ memberId }: RouteContext<unknown>): string {
  if (memberId === null) throw new Error('[lobbykit] a token route ran without its member')
  return memberId
}

/** `pageNo` (from 1, default 1) and `pageSize` (1 to 50, default 10). */
export function paging(query: URLSearchParams): Checked<Page> {
  const pageNo = intParam(query, 'pageNo', { fallback: 1, min: 1, max: 1_000_000 })
  if (pageNo.error) return pageNo
  const pageSize = intParam(query, 'pageSize', { fallback: 10, min: 1, max: MAX_PAGE_SIZE })
  if (pageSize.error) return pageSize
  return { value: { pageNo: pageNo.value, pageSize: pageSize.value } }
}

export const pageInfo = (total: number, { pageNo, pageSize }: Page) => ({
  pageNo,
  pageSize,
  total,
  totalPages: Math.ceil(total / pageSize),
})

/**
 * `startTime` / `endTime` (epoch ms, both required): end ≥ start, end − start ≤ 31 days.
 */
export function range(query: URLSearchParams): Checked<{ start: number; end: number }> {
  const start = intParam(query, 'startTime', { min: 0, max: 8.64e15 })
  if (start.error) return start
  const end = intParam(query, 'endTime', { min: 0, max: 8.64e15 })
  if (end.error) return end
  if (Number.isNaN(start.value) || Number.isNaN(end.value))
    return { error: badRequest('startTime and endTime are required') }
  if (end.value < start.value) return { error: fail('DATE_RANGE_ORDER', RANGE_MESSAGES.ORDER) }
  // One hour of slack: a range of 31 local days that crosses a daylight-saving change.
  if (end.value - start.value > MAX_RANGE_DAYS * DAY_MS + HOUR_MS)
    return { error: fail('DATE_RANGE_TOO_LONG', RANGE_MESSAGES.TOO_LONG) }
  return { value: { start: start.value, end: end.value } }
}

/**
 * An optional filter that must be one of `allowed`.
 */
export function choice(
  query: URLSearchParams,
  name: string,
  allowed: readonly string[],
): Checked<string | null> {
  const raw = (query.get(name) ?? '').toUpperCase()
  if (!raw) return { value: null }
  if (!allowed.includes(raw)) return { error: badRequest(`${name} must be one of ${allowed.join(', ')}`) }
  return { value: raw }
}
