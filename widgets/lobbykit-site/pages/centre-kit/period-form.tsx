/**
 * The period form both centres' record pages use (MEMBER-7, MEMBER-9, AGENT-4..): a quick period
 * (applied at once) or custom days (applied by Search), at most 31 days, then the page's own filters.
 * A bad range says why (role=alert, next to the dates) and keeps what was typed.
 */
import { useState, type ReactNode } from 'react'
import { BET_GAME_TYPES } from '../../../../core/api/member-records'
import { checkRange, type DayRange, type RangeProblem } from '../../../../core/record-range'
import { Button } from '../../../kit/button'
import { useT } from '../../../kit/use-t'
import { useUid } from '../../../kit/use-uid'
import { SelectField } from './select-field'
import './en'

/** A query over whole days: a quick period or `custom`, and the days it covers. */
export interface PeriodQuery<P extends string> {
  period: P | 'custom'
  range: DayRange
}

/** The quick periods a form offers: the select's name and label, each period's label and days. */
export interface PeriodChoice<P extends string> {
  name: string
  label: string
  periods: readonly P[]
  periodLabel(period: P): string
  /** The days of a quick period; null for `custom` (its days apply with Search). */
  rangeOf(period: P): DayRange | null
}

/** What a page's own filters get: the draft, a change kept for Search, and a change applied at once. */
export interface PeriodDraft<Q> {
  draft: Q
  edit(next: Q): void
  apply(next: Q): void
}

export function PeriodForm<P extends string, Q extends PeriodQuery<P>>({
  query,
  onApply,
  choice,
  label,
  part,
  searchPart,
  errorPrefix,
  datesRequired = false,
  filters,
}: {
  query: Q
  onApply(query: Q): void
  choice: PeriodChoice<P>
  /** The form's accessible name. */
  label: string
  part: string
  searchPart: string
  errorPrefix: string
  datesRequired?: boolean
  /** The page's own filters, after the dates. */
  filters?(draft: PeriodDraft<Q>): ReactNode
}) {
  const t = useT()
  const [draft, setDraft] = useState(query)
  const [problem, setProblem] = useState<RangeProblem | null>(null)
  const errorId = useUid(errorPrefix)
  const ids = { from: useUid('from'), to: useUid('to') }
  const apply = (next: Q) => {
    setDraft(next)
    const found = checkRange(next.range)
    setProblem(found)
    if (!found) onApply(next)
  }
  const invalid = problem !== null
  const dateField = (end: keyof DayRange, text: string) => (
    <div className="lk-field rec-field" data-invalid={invalid || undefined}>
      <label className="lk-label" htmlFor={ids[end]}>
        {text}
      </label>
      <div className="lk-control">
        <input
          id={ids[end]}
          type="date"
          name={end}
          className="lk-input"
          required={datesRequired || undefined}
          value={draft.range[end]}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          onChange={(e) =>
            setDraft({ ...draft, period: 'custom', range: { ...draft.range, [end]: e.currentTarget.value } })
          }
        />
      </div>
    </div>
  )
  return (
    <form
      className="rec-filters"
      part={part}
      aria-label={label}
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        apply(draft)
      }}
    >
      <SelectField
        name={choice.name}
        label={choice.label}
        value={draft.period}
        options={choice.periods.map((p) => [p, choice.periodLabel(p)])}
        onChange={(value) => {
          const period = value as P
          const range = choice.rangeOf(period)
          if (range) apply({ ...draft, period, range })
          else setDraft({ ...draft, period })
        }}
      />
      {dateField('from', t('rec_from'))}
      {dateField('to', t('rec_to'))}
      {filters?.({ draft, edit: setDraft, apply })}
      <Button type="submit" variant="primary" part={searchPart} className="rec-search">
        {t('search')}
      </Button>
      <p id={errorId} className="lk-error rec-range-error" role="alert" part="range-error">
        {problem && t(problem)}
      </p>
    </form>
  )
}

/** The game-type filter of a record page: every type, or one of the lobby's. */
export function GameTypeSelect({ value, onChange }: { value: string; onChange(gameType: string): void }) {
  const t = useT()
  return (
    <SelectField
      name="gameType"
      label={t('rec_game_type')}
      value={value}
      options={[
        ['', t('rec_all_types')],
        ...BET_GAME_TYPES.map((type): [string, string] => [type, t(`game_type_${type}`)]),
      ]}
      onChange={onChange}
    />
  )
}
