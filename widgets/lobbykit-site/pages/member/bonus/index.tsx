import { useRef, useState, type FormEvent } from 'react'
import { fetchBonusDetails, type Bonus, type BonusStatus } from '../../../../../core/api/transfers'
import { addMessages } from '../../../../../core/i18n/index'
import {
  SPAN_PRESETS,
  dayStart,
  addDays,
  spanRange,
  type DayRange,
  type SpanPreset,
} from '../../../../../core/record-range'
import { Button } from '../../../../kit/button'
import { useAdoptedCss } from '../../../../kit/use-adopted-css'
import { useT } from '../../../../kit/use-t'
import { useUid } from '../../../../kit/use-uid'
import { LoadState } from '../../../shared/load-state'
import { useLoad } from '../../../shared/use-load'
import { SelectField } from '../../centre-kit/select-field'
import { StatusBadge } from '../../centre-kit/status-badge'
import { WalletSection } from '../wallet/wallet-section'
import { useFormat } from '../../../../kit/use-format'
import { en } from './en'
import css from './bonus.css?raw'

addMessages(en, { UR: () => import('./ur').then((m) => m.ur) })

interface BonusQuery {
  field: 'granted' | 'expires'
  preset: SpanPreset
  range: DayRange | null
  status: BonusStatus | ''
}

const STATUSES: BonusStatus[] = ['ACTIVE', 'COMPLETED', 'EXPIRED']
const TONES = { ACTIVE: 'wait', COMPLETED: 'ok', EXPIRED: 'off' } as const

/**
 * MEMBER-10: each bonus paid (the ledger's BONUS entries: promotion, raffle, registration, reward,
 * rebate, mission, VIP, envelope, referral, points) with its amount, the
 * turnover it asks for and the progress the server computed from settled bets, and its status.
 * VAL-61: the period offers the past and the next 7 / 30 days — the next ones filter by expiry.
 */
export default function BonusSection() {
  const t = useT()
  const { money } = useFormat()
  const ref = useRef<HTMLDivElement>(null)
  const inline = useAdoptedCss(ref, css)
  const [query, setQuery] = useState<BonusQuery>({ field: 'granted', preset: 'all', range: null, status: '' })
  const state = useLoad(
    (signal) =>
      fetchBonusDetails(
        {
          field: query.field,
          status: query.status,
          ...(query.range
            ? { from: dayStart(query.range.from), to: dayStart(addDays(query.range.to, 1)) - 1 }
            : {}),
        },
        signal,
      ),
    JSON.stringify(query),
  )
  const data = state.data
  return (
    <WalletSection name="bonus">
      <div ref={ref} hidden />
      {inline && <style>{css}</style>}
      <p className="lk-small lk-muted">{t('bonus_hint')}</p>
      <Filters query={query} onApply={setQuery} />
      <LoadState state={state} empty={!data} />
      {data && (
        <>
          <dl className="wal-facts wal-facts--inline wal-card" part="bonus-summary">
            <div>
              <dt>{t('bonus_count')}</dt>
              <dd>{data.summary.count}</dd>
            </div>
            <div>
              <dt>{t('bonus_total')}</dt>
              <dd>{money(data.summary.total)}</dd>
            </div>
            <div>
              <dt>{t('bonus_outstanding')}</dt>
              <dd>{money(data.summary.turnoverOutstanding)}</dd>
            </div>
          </dl>
          {!data.list.length && <p className="lk-muted">{t('bonus_none')}</p>}
          <ul className="bonus-list" part="bonuses" aria-busy={state.loading || undefined}>
            {data.list.map((b) => (
              <BonusItem key={b.key} bonus={b} />
            ))}
          </ul>
        </>
      )}
    </WalletSection>
  )
}

function BonusItem({ bonus: b }: { bonus: Bonus }) {
  const t = useT()
  const { money, time: when } = useFormat()
  const titleId = useUid('bonus')
  return (
    <li className="bonus-item" data-status={b.status} data-source={b.source} aria-labelledby={titleId}>
      <div className="bonus-head">
        <h2 className="bonus-title" id={titleId}>
          {b.title}
        </h2>
        <StatusBadge label={t(`bonus_status_${b.status}`)} tone={TONES[b.status]} />
      </div>
      <dl className="bonus-meta">
        <div>
          <dt>{t(`bonus_source_${b.source}`)}</dt>
          <dd>{money(b.amount)}</dd>
        </div>
        <div>
          <dt>{t('bonus_granted')}</dt>
          <dd>{when(b.grantedAt)}</dd>
        </div>
        <div>
          <dt>{t(b.expiresAt < Date.now() ? 'bonus_expired_on' : 'bonus_expires')}</dt>
          <dd>{when(b.expiresAt)}</dd>
        </div>
      </dl>
      <progress
        className="bonus-meter"
        max={b.turnoverRequired || 1}
        value={Math.min(b.turnoverDone, b.turnoverRequired)}
        aria-label={t('bonus_progress', [b.title])}
      />
      <p className="lk-small" part="bonus-turnover">
        {t('bonus_turnover')}:{' '}
        {t('bonus_turnover_of', [money(b.turnoverDone), money(b.turnoverRequired), b.turnoverMultiple])}
      </p>
    </li>
  )
}

function Filters({ query, onApply }: { query: BonusQuery; onApply(q: BonusQuery): void }) {
  const t = useT()
  const [draft, setDraft] = useState(query)
  const [problem, setProblem] = useState(false)
  const errorId = useUid('bonus-range')
  const ids = { from: useUid('bonus-from'), to: useUid('bonus-to') }
  const apply = (next: BonusQuery) => {
    setDraft(next)
    const bad =
      next.range !== null &&
      (Number.isNaN(dayStart(next.range.from)) ||
        Number.isNaN(dayStart(next.range.to)) ||
        dayStart(next.range.to) < dayStart(next.range.from))
    setProblem(bad)
    if (!bad) onApply(next)
  }
  const day = (id: string, label: string, end: keyof DayRange) => (
    <div className="lk-field" data-invalid={problem || undefined}>
      <label className="lk-label" htmlFor={id}>
        {label}
      </label>
      <div className="lk-control">
        <input
          id={id}
          type="date"
          name={end}
          className="lk-input"
          value={draft.range?.[end] ?? ''}
          aria-invalid={problem || undefined}
          aria-describedby={problem ? errorId : undefined}
          onChange={(e) => {
            const value = e.currentTarget.value
            const range = draft.range ?? { from: value, to: value }
            setDraft({ ...draft, preset: 'custom', range: { ...range, [end]: value } })
          }}
        />
      </div>
    </div>
  )
  const submit = (event: FormEvent) => {
    event.preventDefault()
    apply(draft)
  }
  return (
    <form
      className="bonus-filters wal-card"
      noValidate
      onSubmit={submit}
      aria-label={t('bonus_filters')}
      part="bonus-filters"
    >
      <SelectField
        look="wallet"
        name="field"
        label={t('bonus_date_of')}
        value={draft.field}
        options={[
          ['granted', t('bonus_date_granted')],
          ['expires', t('bonus_date_expires')],
        ]}
        onChange={(v) => apply({ ...draft, field: v as BonusQuery['field'] })}
      />
      <SelectField
        look="wallet"
        name="preset"
        label={t('bonus_range')}
        value={draft.preset}
        options={SPAN_PRESETS.map((p) => [p, t(`bonus_preset_${p}`)])}
        onChange={(v) => {
          const preset = v as SpanPreset
          if (preset === 'custom')
            return setDraft({ ...draft, preset, range: draft.range ?? spanRange('past7') })
          // Looking forward means looking at expiry dates: nothing is granted in the future.
          const field = preset.startsWith('next') ? 'expires' : draft.field
          apply({ ...draft, preset, field, range: spanRange(preset) })
        }}
      />
      {draft.preset !== 'all' && day(ids.from, t('bonus_from'), 'from')}
      {draft.preset !== 'all' && day(ids.to, t('bonus_to'), 'to')}
      <SelectField
        look="wallet"
        name="status"
        label={t('bonus_status')}
        value={draft.status}
        options={[
          ['', t('bonus_status_all')],
          ...STATUSES.map((s): [string, string] => [s, t(`bonus_status_${s}`)]),
        ]}
        onChange={(v) => apply({ ...draft, status: v as BonusStatus | '' })}
      />
      <Button type="submit" variant="primary" part="bonus-search">
        {t('bonus_search')}
      </Button>
      <p id={errorId} className="lk-error bonus-error" role="alert">
        {problem ? t('bonus_range_problem') : ''}
      </p>
    </form>
  )
}
