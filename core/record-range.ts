/**
 * The member-centre records' date range (MEMBER-7, MEMBER-9): quick choices, the member's own
 * from / to days (yyyy-MM-dd, local), their check (to ≥ from, at most 31 days: the server checks the
 * same) and the epoch-ms range the calls send. Pure, so it is tested alone. Only widgets import it.
 */
import type { TimeRange } from './api/member-records'

/** The longest range a record query may span, in days, both ends included (server: the same). */
export const MAX_RANGE_DAYS = 31

export const RANGE_PRESETS = ['today', 'yesterday', 'week', 'month', 'custom'] as const
export type RangePreset = (typeof RANGE_PRESETS)[number]

/** A range as the member picks it: local days, both included. */
export interface DayRange {
  from: string
  to: string
}

/** What is wrong with a range, as a wording key of the records (or null). */
export type RangeProblem = 'rec_range_missing' | 'rec_range_order' | 'rec_range_long'

const pad = (n: number) => String(n).padStart(2, '0')

/** The local day of `ms` as yyyy-MM-dd (the value of an `<input type="date">`). */
export function localDay(ms: number): string {
  const d = new Date(ms)
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`
}

/** Local midnight of a yyyy-MM-dd day, or NaN when it is not a real day. */
export function dayStart(day: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day)
  if (!match) return NaN
  const [y, m, d] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])]
  const date = new Date(y, m, d)
  return date.getFullYear() === y && date.getMonth() === m && date.getDate() === d ? date.getTime() : NaN
}

/** `day` moved by `delta` calendar days. */
export function addDays(day: string, delta: number): string {
  const start = new Date(dayStart(day))
  start.setDate(start.getDate() + delta)
  return localDay(start.getTime())
}

/** The days a quick choice covers, ending today (`custom` keeps whatever was typed: null). */
export function presetRange(preset: RangePreset, now = Date.now()): DayRange | null {
  const today = localDay(now)
  if (preset === 'today') return { from: today, to: today }
  if (preset === 'yesterday') {
    const yesterday = addDays(today, -1)
    return { from: yesterday, to: yesterday }
  }
  if (preset === 'week') return { from: addDays(today, -6), to: today }
  if (preset === 'month') return { from: addDays(today, -29), to: today }
  return null
}

/** Days from `from` to `to`, both included (calendar days, whatever the daylight saving). */
export function rangeDays({ from, to }: DayRange): number {
  const [a, b] = [new Date(dayStart(from)), new Date(dayStart(to))]
  return (
    Math.round(
      (Date.UTC(b.getFullYear(), b.getMonth(), b.getDate()) -
        Date.UTC(a.getFullYear(), a.getMonth(), a.getDate())) /
        86_400_000,
    ) + 1
  )
}

/** The range's problem: a day missing or not a date, to before from, more than 31 days. */
export function checkRange(range: DayRange): RangeProblem | null {
  if (Number.isNaN(dayStart(range.from)) || Number.isNaN(dayStart(range.to))) return 'rec_range_missing'
  const days = rangeDays(range)
  if (days < 1) return 'rec_range_order'
  if (days > MAX_RANGE_DAYS) return 'rec_range_long'
  return null
}

/** The calls' range: from local midnight of `from` to the last millisecond of `to`. */
export function rangeTimes({ from, to }: DayRange): TimeRange {
  return { startTime: dayStart(from), endTime: dayStart(addDays(to, 1)) - 1 }
}

/** VAL-61: the quick choices of a page that looks forward too (bonus expiry): past and next 7 / 30 days. */
export const SPAN_PRESETS = ['all', 'past7', 'past30', 'next7', 'next30', 'custom'] as const
export type SpanPreset = (typeof SPAN_PRESETS)[number]

/** The days a span choice covers, today included (`all` and `custom`: null, no quick range). */
export function spanRange(preset: SpanPreset, now = Date.now()): DayRange | null {
  const today = localDay(now)
  if (preset === 'past7') return { from: addDays(today, -6), to: today }
  if (preset === 'past30') return { from: addDays(today, -29), to: today }
  if (preset === 'next7') return { from: today, to: addDays(today, 6) }
  if (preset === 'next30') return { from: today, to: addDays(today, 29) }
  return null
}
