/** MEMBER-7/8/9/14: the record sections' query (date range, quick or custom, and game type) and its form. */
import { useState } from 'react'
import { BET_GAME_TYPES } from '../../../../core/api/member-records'
import {
  checkRange,
  presetRange,
  RANGE_PRESETS,
  type DayRange,
  type RangePreset,
  type RangeProblem,
} from '../../../../core/record-range'
import { Button } from '../../../kit/button'
import { useT } from '../../../kit/use-t'
import { useUid } from '../../../kit/use-uid'
import { SelectField } from './select-field'
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
