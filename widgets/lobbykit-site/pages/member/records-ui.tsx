/**
 * What the member-centre record sections share (MEMBER-7/8/9/14): the date-range form (one control for
 * the betting record and profit and loss), the page bar, money and win/loss cells, a scrollable
 * table region, and failed actions shown with Try again.
 */
import { useState, type ReactNode } from 'react'
import { useStore } from '@nanostores/react'
import { BET_GAME_TYPES } from '../../../../core/api/member-records'
import { errorMessageOf } from '../../../../core/errors'
import { formatDate, formatMoney } from '../../../../core/format'
import {
  checkRange,
  presetRange,
  RANGE_PRESETS,
  type DayRange,
  type RangePreset,
  type RangeProblem,
} from '../../../../core/record-range'
import { $locale } from '../../../../core/stores/locale'
import { $member } from '../../../../core/stores/session'
import { Button } from '../../../kit/button'
import { Pagination } from '../../../kit/pagination'
import { useT } from '../../../kit/use-t'
import { useUid } from '../../../kit/use-uid'
import './en'

/** The range and game type a record section asks for. */
export interface RecordQuery {
  preset: RangePreset
  range: DayRange
  gameType: string
}

/** The first query of a record section: the last 7 days, every game type. */
export function initialQuery(now = Date.now()): RecordQuery {
  return { preset: 'week', range: presetRange('week', now)!, gameType: '' }
}

/** A labelled native select in the kit's field look. */
export function SelectField({
  label,
  value,
  options,
  onChange,
  name,
}: {
  label: string
  value: string
  options: [value: string, label: string][]
  onChange(value: string): void
  name: string
}) {
  const id = useUid('sel')
  return (
    <div className="lk-field rec-field">
      <label className="lk-label" htmlFor={id}>
        {label}
      </label>
      <div className="lk-control">
        <select
          id={id}
          name={name}
          className="lk-input rec-native"
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
        >
          {options.map(([v, text]) => (
            <option key={v} value={v}>
              {text}
            </option>
          ))}
        </select>
      </div>
    </div>
  )
}

/**
 * MEMBER-7, MEMBER-9: quick ranges (applied at once), custom from / to (applied by Search) and the
 * game type. A bad range (to before from, over 31 days) says so and keeps what was typed.
 */
export function RangeForm({ query, onApply }: { query: RecordQuery; onApply(query: RecordQuery): void }) {
  const t = useT()
  const [draft, setDraft] = useState(query)
  const [problem, setProblem] = useState<RangeProblem | null>(null)
  const errorId = useUid('range-error')
  const fromId = useUid('from')
  const toId = useUid('to')
  const apply = (next: RecordQuery) => {
    setDraft(next)
    const found = checkRange(next.range)
    setProblem(found)
    if (!found) onApply(next)
  }
  const setDay = (end: keyof DayRange, day: string) =>
    setDraft({ ...draft, preset: 'custom', range: { ...draft.range, [end]: day } })
  const invalid = problem !== null
  const dateField = (end: keyof DayRange, id: string, label: string) => (
    <div className="lk-field rec-field" data-invalid={invalid || undefined}>
      <label className="lk-label" htmlFor={id}>
        {label}
      </label>
      <div className="lk-control">
        <input
          id={id}
          type="date"
          name={end}
          className="lk-input"
          required
          value={draft.range[end]}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          onChange={(e) => setDay(end, e.currentTarget.value)}
        />
      </div>
    </div>
  )
  return (
    <form
      className="rec-filters"
      part="record-filters"
      aria-label={t('rec_filters')}
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        apply(draft)
      }}
    >
      <SelectField
        name="preset"
        label={t('rec_range')}
        value={draft.preset}
        options={RANGE_PRESETS.map((p) => [p, t(`rec_preset_${p}`)])}
        onChange={(value) => {
          const preset = value as RangePreset
          const range = presetRange(preset)
          if (range) apply({ ...draft, preset, range })
          else setDraft({ ...draft, preset })
        }}
      />
      {dateField('from', fromId, t('rec_from'))}
      {dateField('to', toId, t('rec_to'))}
      <SelectField
        name="gameType"
        label={t('rec_game_type')}
        value={draft.gameType}
        options={[
          ['', t('rec_all_types')],
          ...BET_GAME_TYPES.map((type): [string, string] => [type, t(`game_type_${type}`)]),
        ]}
        onChange={(gameType) => apply({ ...draft, gameType })}
      />
      <Button type="submit" variant="primary" part="record-search" className="rec-search">
        {t('search')}
      </Button>
      <p id={errorId} className="lk-error rec-range-error" role="alert" part="range-error">
        {problem && t(problem)}
      </p>
    </form>
  )
}

/** The records' page bar (1 page at each end, 3 around the current one). */
export function RecordPager({
  page,
  total,
  onChange,
}: {
  page: number
  total: number
  onChange(page: number): void
}) {
  return <Pagination page={page} total={total} onChange={onChange} margin={1} range={3} />
}

/** Money and dates in the interface language, with the member's currency symbol. */
export function useFormat() {
  const lang = useStore($locale)
  const symbol = useStore($member)?.currencySymbol
  return {
    money: (amount: number) => formatMoney(amount, symbol, lang),
    time: (ms: number) => formatDate(ms, lang, { dateStyle: 'medium', timeStyle: 'short' }),
    day: (ms: number) => formatDate(ms, lang, { dateStyle: 'medium' }),
  }
}

/** A signed amount: + for money won / in, coloured (and signed, not only coloured). */
export function Signed({ amount }: { amount: number }) {
  const { money } = useFormat()
  const sign = amount > 0 ? 'up' : amount < 0 ? 'down' : 'zero'
  return (
    <span className="rec-signed" data-sign={sign} dir="ltr">
      {amount > 0 ? '+' : ''}
      {money(amount)}
    </span>
  )
}

/** A table that scrolls sideways on a narrow screen: a named, focusable region (keyboard scrolling). */
export function TableRegion({
  label,
  children,
  part,
  busy,
}: {
  label: string
  children: ReactNode
  part?: string
  busy?: boolean
}) {
  return (
    <div
      className="rec-scroll"
      role="region"
      aria-label={label}
      tabIndex={0}
      part={part}
      aria-busy={busy || undefined}
    >
      <table className="rec-table">{children}</table>
    </div>
  )
}

/** A server action that can fail: busy while it runs, the failure kept with a way to run it again. */
export function useAction() {
  const [state, setState] = useState<{ busy: boolean; error: unknown; retry?: () => void }>({
    busy: false,
    error: null,
  })
  const run = async (work: () => Promise<void>): Promise<void> => {
    setState({ busy: true, error: null })
    try {
      await work()
      setState({ busy: false, error: null })
    } catch (error) {
      setState({ busy: false, error, retry: () => void run(work) })
    }
  }
  return { ...state, run }
}

/** A failed action: the message (role=alert) and Try again. */
export function ActionError({ action }: { action: ReturnType<typeof useAction> }) {
  const t = useT()
  if (!action.error) return null
  return (
    <div className="rec-alert" part="action-error">
      <p className="lk-form-error" role="alert">
        {errorMessageOf(action.error)}
      </p>
      <Button onClick={action.retry}>{t('retry')}</Button>
    </div>
  )
}
