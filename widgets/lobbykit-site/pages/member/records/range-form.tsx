/** MEMBER-7/8/9/14: the record sections' query (date range, quick or custom, and game type) and its form. */
import { presetRange, RANGE_PRESETS, type DayRange, type RangePreset } from '../../../../../core/record-range'
import { useT } from '../../../../kit/use-t'
import { GameTypeSelect, PeriodForm } from '../../centre-kit/period-form'
import '../en'

/** The range and game type a record section asks for. */
export interface RecordQuery {
  period: RangePreset
  range: DayRange
  gameType: string
}

/** The first query of a record section: the last 7 days, every game type. */
export function initialQuery(now = Date.now()): RecordQuery {
  return { period: 'week', range: presetRange('week', now)!, gameType: '' }
}

/**
 * MEMBER-7, MEMBER-9: quick ranges (applied at once), custom from / to (applied by Search) and the
 * game type. A bad range (to before from, over 31 days) says so and keeps what was typed.
 */
export function RangeForm({ query, onApply }: { query: RecordQuery; onApply(query: RecordQuery): void }) {
  const t = useT()
  return (
    <PeriodForm
      query={query}
      onApply={onApply}
      choice={{
        name: 'preset',
        label: t('rec_range'),
        periods: RANGE_PRESETS,
        periodLabel: (p) => t(`rec_preset_${p}`),
        rangeOf: (p) => presetRange(p),
      }}
      label={t('rec_filters')}
      part="record-filters"
      searchPart="record-search"
      errorPrefix="range-error"
      datesRequired
      filters={({ draft, apply }) => (
        <GameTypeSelect value={draft.gameType} onChange={(gameType) => apply({ ...draft, gameType })} />
      )}
    />
  )
}
