// VAL-61: a page that looks forward (bonus expiry, MEMBER-10) offers the past and next 7 / 30 days.
import { describe, expect, it } from 'vitest'
import { SPAN_PRESETS, rangeDays, spanRange } from '../../core/record-range'

describe('spanRange (VAL-61)', () => {
  const now = new Date(2026, 10, 23, 15, 30).getTime()

  it('offers past and next 7 and 30 days, plus any time and chosen dates', () => {
    expect(SPAN_PRESETS).toEqual(['all', 'past7', 'past30', 'next7', 'next30', 'custom'])
  })

  it('counts today in each span, backwards or forwards', () => {
    expect(spanRange('past7', now)).toEqual({ from: '2026-11-17', to: '2026-11-23' })
    expect(spanRange('next7', now)).toEqual({ from: '2026-11-23', to: '2026-11-29' })
    expect(spanRange('past30', now)).toEqual({ from: '2026-10-25', to: '2026-11-23' })
    expect(spanRange('next30', now)).toEqual({ from: '2026-11-23', to: '2026-12-22' })
    for (const preset of ['past7', 'next7'] as const) expect(rangeDays(spanRange(preset, now)!)).toBe(7)
    for (const preset of ['past30', 'next30'] as const) expect(rangeDays(spanRange(preset, now)!)).toBe(30)
  })

  it('has no quick range for any time or chosen dates', () => {
    expect(spanRange('all', now)).toBeNull()
    expect(spanRange('custom', now)).toBeNull()
  })
})
