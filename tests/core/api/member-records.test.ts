// The member-centre records on the client: the date range (MEMBER-7, MEMBER-9: quick ranges, the
// 31-day rule the server also enforces), the record calls against the reference server, and the
// unread count reaching the header store and member info (MEMBER-14).
import { describe, expect, it } from 'vitest'
import {
  deleteMessage,
  fetchBets,
  fetchMessages,
  fetchProfitLoss,
  fetchTransactions,
  readAllMessages,
  readMessage,
} from '../../../core/api/member-records'
import { errorMessageOf } from '../../../core/errors'
import { formatMoney } from '../../../core/format'
import {
  addDays,
  checkRange,
  dayStart,
  localDay,
  MAX_RANGE_DAYS,
  presetRange,
  rangeDays,
  rangeTimes,
} from '../../../core/record-range'
import { applyUnread } from '../../../core/stores/messages'
import { $member, login } from '../../../core/stores/session'
import { $unread } from '../../../core/stores/site'
import { usePlatform } from '../../helpers/platform'

usePlatform()
const logIn = () => login({ type: 'username', username: 'demo', password: 'Demo1234!' })

describe('the records’ date range (MEMBER-7, MEMBER-9)', () => {
  // 2026-03-29 is a daylight-saving change in much of Europe: day arithmetic must stay in calendar days.
  const now = new Date(2026, 2, 30, 15, 45).getTime()

  it('quick ranges end today: today, yesterday, the last 7 and the last 30 days', () => {
    expect(presetRange('today', now)).toEqual({ from: '2026-03-30', to: '2026-03-30' })
    expect(presetRange('yesterday', now)).toEqual({ from: '2026-03-29', to: '2026-03-29' })
    expect(presetRange('week', now)).toEqual({ from: '2026-03-24', to: '2026-03-30' })
    expect(presetRange('month', now)).toEqual({ from: '2026-03-01', to: '2026-03-30' })
    expect(presetRange('custom', now)).toBeNull()
    expect(rangeDays(presetRange('week', now)!)).toBe(7)
    expect(rangeDays(presetRange('month', now)!)).toBe(30)
  })

  it('accepts up to 31 days, both ends included; refuses 32, an end before the start, a missing or impossible day', () => {
    expect(MAX_RANGE_DAYS).toBe(31)
    expect(checkRange({ from: '2026-01-01', to: '2026-01-31' })).toBeNull()
    expect(checkRange({ from: '2026-01-01', to: '2026-02-01' })).toBe('rec_range_long')
    expect(checkRange({ from: '2026-03-10', to: '2026-03-10' })).toBeNull()
    expect(checkRange({ from: '2026-03-10', to: '2026-03-09' })).toBe('rec_range_order')
    expect(checkRange({ from: '', to: '2026-03-09' })).toBe('rec_range_missing')
    expect(checkRange({ from: '2026-02-30', to: '2026-03-09' })).toBe('rec_range_missing')
  })

  it('sends local midnight of the first day to the last millisecond of the last day', () => {
    const { startTime, endTime } = rangeTimes({ from: '2026-03-28', to: '2026-03-30' })
    expect(startTime).toBe(new Date(2026, 2, 28).getTime())
    expect(endTime).toBe(new Date(2026, 2, 31).getTime() - 1)
    expect(localDay(startTime)).toBe('2026-03-28')
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01')
    expect(Number.isNaN(dayStart('28/03/2026'))).toBe(true)
  })
})

describe('record calls against the reference server', () => {
  it('MEMBER-7: the last 31 days of bets are paged and their totals match the rows', async () => {
    await logIn()
    const range = rangeTimes({ from: addDays(localDay(Date.now()), -30), to: localDay(Date.now()) })
    const first = await fetchBets(range, '', 1, 50)
    expect(first.total).toBeGreaterThan(150)
    const pages = await Promise.all(
      Array.from({ length: first.totalPages }, (_, i) => fetchBets(range, '', i + 1, 50)),
    )
    const rows = pages.flatMap((p) => p.list)
    expect(rows).toHaveLength(first.total)
    const stake = rows.reduce((s, b) => s + b.stake, 0)
    expect(first.summary.stake).toBeCloseTo(stake, 2)
    const live = await fetchBets(range, 'LIVE', 1, 50)
    // Exactly the range's live-casino bets: as many as the unfiltered pages hold (the seed's 61 days
    // of bets keep some in any 30-day range).
    const seededLive = rows.filter((b) => b.gameType === 'LIVE')
    expect(seededLive.length).toBeGreaterThan(0)
    expect(live.total).toBe(seededLive.length)
    expect(live.list).toHaveLength(Math.min(seededLive.length, 50))
    expect(live.list.every((b) => b.gameType === 'LIVE')).toBe(true)
  })

  it('MEMBER-7: a 32-day range is refused by the server with its message, even when the client is bypassed', async () => {
    await logIn()
    const end = Date.now()
    const error = await fetchBets({ startTime: end - 32 * 86_400_000, endTime: end }, '', 1, 10).catch(
      (e: unknown) => e,
    )
    expect(error).toMatchObject({ errorCode: 'DATE_RANGE_TOO_LONG' })
    expect(errorMessageOf(error)).toBe('The date range can be at most 31 days')
  })

  it('MEMBER-9: profit and loss per day sums to the range total', async () => {
    await logIn()
    const report = await fetchProfitLoss(rangeTimes(presetRange('week')!), '')
    const sum = report.days.reduce((s, d) => s + d.winLoss, 0)
    expect(report.total.winLoss).toBeCloseTo(sum, 2)
    expect(report.types.length).toBeGreaterThan(3)
  })

  it('MEMBER-8: transactions by type, money out negative, formatted with the currency', async () => {
    await logIn()
    const withdrawals = await fetchTransactions('WITHDRAW', 1, 20)
    expect(withdrawals.list.length).toBeGreaterThan(0)
    expect(withdrawals.list.every((t) => t.type === 'WITHDRAW' && t.amount < 0)).toBe(true)
    expect(formatMoney(withdrawals.list[0]!.amount, 'Rs', 'EN')).toMatch(/^Rs -\d{1,3}(,\d{3})*\.00$/)
  })

  it('a token call without a session fails as not logged in', async () => {
    await expect(fetchMessages(1, 10)).rejects.toMatchObject({ key: 'not_logged_in' })
  })
})

describe('platform messages and the unread count (MEMBER-14)', () => {
  it('opening, deleting and marking all read lower the count the header and member info show', async () => {
    await logIn()
    expect($member.get()?.unreadMessage).toBe(3)
    const page = await fetchMessages(1, 10)
    expect(page.unread).toBe(3)
    const [first, second] = page.list.filter((m) => !m.read)
    const opened = await readMessage(first!.id)
    expect(opened.message.content).toContain('<p>')
    applyUnread(opened.unread)
    expect($unread.get()).toBe(2)
    expect($member.get()?.unreadMessage).toBe(2)
    applyUnread((await deleteMessage(second!.id)).unread)
    expect($unread.get()).toBe(1)
    applyUnread((await readAllMessages()).unread)
    expect([$unread.get(), $member.get()?.unreadMessage]).toEqual([0, 0])
  })

  it('applyUnread leaves the member as it is when the count is unchanged, and works before member info', () => {
    $member.set(null)
    applyUnread(4)
    expect($unread.get()).toBe(4)
    expect($member.get()).toBeNull()
  })
})
