/**
 * What the agent centre's pages share: the period form (today, yesterday, this week, this month or
 * custom ≤ 31 days, with optional member and game-type filters) and the figures list. Built on the
 * centres' shared parts (centre-kit) so both centres look and behave alike.
 */
import type { ReactNode } from 'react'
// The agent wording and the period form's own (From, To, the range problems) travel with every page.
import './en'
import { addDays, dayStart, localDay, rangeTimes, type DayRange } from '../../../../core/record-range'
import { useT } from '../../../kit/use-t'
import { useUid } from '../../../kit/use-uid'
import { GameTypeSelect, PeriodForm as SharedPeriodForm } from '../centre-kit/period-form'
import { SelectField } from '../centre-kit/select-field'

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
 * The filters of an agent page (the centres' period form). Quick periods apply at once; custom days,
 * the member and the type apply with Search.
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
  return (
    <SharedPeriodForm
      query={query}
      onApply={onApply}
      choice={{
        name: 'period',
        label: t('agent_period'),
        periods: PERIODS,
        periodLabel: (p) => t(`agent_period_${p}`),
        rangeOf: (p) => periodRange(p),
      }}
      label={t('agent_filters')}
      part="agent-filters"
      searchPart="agent-search"
      errorPrefix="agent-range-error"
      filters={({ draft, edit, apply }) => (
        <>
          {account && (
            <AccountFilter value={draft.account} onChange={(value) => edit({ ...draft, account: value })} />
          )}
          {gameType && (
            <GameTypeSelect
              value={draft.gameType}
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
        </>
      )}
    />
  )
}

/** The member-account filter of an agent page (applied with Search). */
export function AccountFilter({ value, onChange }: { value: string; onChange(value: string): void }) {
  const t = useT()
  const id = useUid('account')
  return (
    <div className="lk-field rec-field">
      <label className="lk-label" htmlFor={id}>
        {t('agent_member_account')}
      </label>
      <div className="lk-control">
        <input
          id={id}
          name="account"
          className="lk-input"
          autoComplete="off"
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      </div>
    </div>
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

/** The span a payment is for, from its first moment to its last. */
export const paidSpan = (p: { periodStart: number; periodEnd: number }, time: (ms: number) => string) =>
  `${time(p.periodStart)} – ${time(p.periodEnd)}`
