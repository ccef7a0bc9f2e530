/**
 * What the agent centre's pages share: the period form (today, yesterday, this week, this month or
 * custom ≤ 31 days, with optional member and game-type filters), money cells and the figures list.
 * Built on the member centre's record parts (records-ui) so both centres look and behave alike.
 */
import { useState, type ReactNode } from 'react'
import { BET_GAME_TYPES } from '../../../../core/api/member-records'
import {
  addDays,
  checkRange,
  dayStart,
  localDay,
  rangeTimes,
  type DayRange,
  type RangeProblem,
} from '../../../../core/record-range'
import { Button } from '../../../kit/button'
import { useT } from '../../../kit/use-t'
import { useUid } from '../../../kit/use-uid'
import { SelectField } from '../member/select-field'

export const PERIODS = ['today', 'yesterday', 'week', 'month', 'custom'] as const
export type Period = (typeof PERIODS)[number]

/** The days of a period, ending today: this week starts on Monday, this month on the 1st. */
export function periodRange(period: Period, now = Date.now()): DayRange | null {
  const today = localDay(now)
  if (period === 'today') return { from: today, to: today }
  if (period === 'yesterday') return { from: addDays(today, -1), to: addDays(today, -1) }
  if (period === 'week')
    return { from: addDays(today, -((new Date(dayStart(today)).getDay() + 6) % 7)), to: today }
  if (period === 'month') return { from: `${today.slice(0, 8)}01`, to: today }
  return null
}

export interface AgentQuery {
  period: Period
  range: DayRange
  account: string
  gameType: string
  type: string
}

export const initialAgentQuery = (period: Period = 'today'): AgentQuery => ({
  period,
  range: periodRange(period)!,
  account: '',
  gameType: '',
  type: '',
})

/** The epoch-ms range a query sends. */
export const queryTimes = (q: AgentQuery) => rangeTimes(q.range)

/**
 * The filters of an agent page. Quick periods apply at once; custom days, the member and the type
 * apply with Search. A bad range says why (role=alert, next to the dates) and keeps what was typed.
 */
export function PeriodForm({
  query,
  onApply,
  account = false,
  gameType = false,
  types,
}: {
  query: AgentQuery
  onApply(q: AgentQuery): void
  account?: boolean
  gameType?: boolean
  types?: [string, string][]
}) {
  const t = useT()
  const [draft, setDraft] = useState(query)
  const [problem, setProblem] = useState<RangeProblem | null>(null)
  const errorId = useUid('agent-range-error')
  const ids = { from: useUid('from'), to: useUid('to'), account: useUid('account') }
  const apply = (next: AgentQuery) => {
    setDraft(next)
    const found = checkRange(next.range)
    setProblem(found)
    if (!found) onApply(next)
  }
  const invalid = problem !== null
  const dateField = (end: keyof DayRange, label: string) => (
    <div className="lk-field rec-field" data-invalid={invalid || undefined}>
      <label className="lk-label" htmlFor={ids[end]}>
        {label}
      </label>
      <div className="lk-control">
        <input
          id={ids[end]}
          type="date"
          name={end}
          className="lk-input"
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
      part="agent-filters"
      aria-label={t('agent_filters')}
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        apply(draft)
      }}
    >
      <SelectField
        name="period"
        label={t('agent_period')}
        value={draft.period}
        options={PERIODS.map((p) => [p, t(`agent_period_${p}`)])}
        onChange={(value) => {
          const period = value as Period
          const range = periodRange(period)
          if (range) apply({ ...draft, period, range })
          else setDraft({ ...draft, period })
        }}
      />
      {dateField('from', t('rec_from'))}
      {dateField('to', t('rec_to'))}
      {account && (
        <div className="lk-field rec-field">
          <label className="lk-label" htmlFor={ids.account}>
            {t('agent_member_account')}
          </label>
          <div className="lk-control">
            <input
              id={ids.account}
              name="account"
              className="lk-input"
              autoComplete="off"
              value={draft.account}
              onChange={(e) => setDraft({ ...draft, account: e.currentTarget.value })}
            />
          </div>
        </div>
      )}
      {gameType && (
        <SelectField
          name="gameType"
          label={t('rec_game_type')}
          value={draft.gameType}
          options={[
            ['', t('rec_all_types')],
            ...BET_GAME_TYPES.map((g): [string, string] => [g, t(`game_type_${g}`)]),
          ]}
          onChange={(value) => apply({ ...draft, gameType: value })}
        />
      )}
      {types && (
        <SelectField
          name="type"
          label={t('agent_type')}
          value={draft.type}
          options={types}
          onChange={(value) => apply({ ...draft, type: value })}
        />
      )}
      <Button type="submit" variant="primary" part="agent-search" className="rec-search">
        {t('search')}
      </Button>
      <p id={errorId} className="lk-error rec-range-error" role="alert" part="range-error">
        {problem && t(problem)}
      </p>
    </form>
  )
}

/** A list of labelled figures (overview, totals). */
export function Figures({
  items,
  label,
  part,
}: {
  items: [key: string, label: string, value: ReactNode][]
  label: string
  part: string
}) {
  const id = useUid('figures')
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="rec-totals-title">
        {label}
      </h2>
      <dl className="rec-totals agent-figures" part={part}>
        {items.map(([key, text, value]) => (
          <div key={key}>
            <dt>{text}</dt>
            <dd data-figure={key}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
