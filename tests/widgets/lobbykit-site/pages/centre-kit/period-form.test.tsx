// The centres' period form (MEMBER-7, MEMBER-9, AGENT-5..9): a quick period applies at once, custom
// days apply with Search, a bad range says why and keeps what was typed; the page's filters follow.
import { act } from 'preact/test-utils'
import { describe, expect, it } from 'vitest'
import { presetRange, RANGE_PRESETS, type RangePreset } from '../../../../../core/record-range'
import {
  GameTypeSelect,
  PeriodForm,
  type PeriodQuery,
} from '../../../../../widgets/lobbykit-site/pages/centre-kit/period-form'
import { mount } from '../../../../helpers/dom'
import { text } from '../../../../helpers/render-page'

type Query = PeriodQuery<RangePreset> & { gameType: string }

async function mountForm(query: Query, datesRequired = false) {
  const applied: Query[] = []
  const container = await mount(
    <PeriodForm
      query={query}
      onApply={(q) => applied.push(q)}
      choice={{
        name: 'preset',
        label: 'Date range',
        periods: RANGE_PRESETS,
        periodLabel: (p) => p,
        rangeOf: (p) => presetRange(p),
      }}
      label="Filters"
      part="record-filters"
      searchPart="record-search"
      errorPrefix="range-error"
      datesRequired={datesRequired}
      filters={({ draft, apply }) => (
        <GameTypeSelect value={draft.gameType} onChange={(gameType) => apply({ ...draft, gameType })} />
      )}
    />,
  )
  const form = container.querySelector('form')!
  const field = (name: string) => form.querySelector(`[name=${name}]`) as HTMLInputElement | HTMLSelectElement
  const change = (name: string, value: string) =>
    act(() => {
      const el = field(name)
      el.value = value
      el.dispatchEvent(new Event('input', { bubbles: true }))
      el.dispatchEvent(new Event('change', { bubbles: true }))
    })
  const search = () =>
    act(() => {
      form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))
    })
  return { container, form, field, change, search, applied }
}

const week = (): Query => ({ period: 'week', range: presetRange('week')!, gameType: '' })

describe('centre period form', async () => {
  it('applies a quick period at once, and custom days only with Search', async () => {
    const { form, field, change, search, applied } = await mountForm(week())
    expect(form.getAttribute('part')).toBe('record-filters')
    expect(form.getAttribute('aria-label')).toBe('Filters')
    change('preset', 'today')
    expect(applied).toEqual([{ period: 'today', range: presetRange('today')!, gameType: '' }])
    change('from', '2026-01-01')
    change('to', '2026-01-10')
    expect(applied).toHaveLength(1)
    expect((field('preset') as HTMLSelectElement).value).toBe('custom')
    search()
    expect(applied[1]).toEqual({
      period: 'custom',
      range: { from: '2026-01-01', to: '2026-01-10' },
      gameType: '',
    })
  })

  it('says why a range is refused, keeps the dates typed and applies nothing', async () => {
    const { container, field, change, search, applied } = await mountForm(week())
    change('from', '2026-01-01')
    change('to', '2026-03-01')
    search()
    expect(applied).toHaveLength(0)
    expect(text(container.querySelector('[part=range-error]'))).toBe('The date range can be at most 31 days')
    expect(field('from').getAttribute('aria-invalid')).toBe('true')
    expect(field('to').value).toBe('2026-03-01')
  })

  it("renders the page's filters after the dates; a game type applies at once", async () => {
    const { form, change, applied } = await mountForm(week())
    const names = [...form.querySelectorAll('[name]')].map((el) => el.getAttribute('name'))
    expect(names).toEqual(['preset', 'from', 'to', 'gameType'])
    expect(form.querySelector('[part=record-search]')).not.toBeNull()
    change('gameType', 'LIVE')
    expect(applied).toEqual([{ ...week(), gameType: 'LIVE' }])
  })

  it('marks the dates required only where the page asks', async () => {
    expect((await mountForm(week())).field('from').hasAttribute('required')).toBe(false)
    expect((await mountForm(week(), true)).field('from').hasAttribute('required')).toBe(true)
  })
})
