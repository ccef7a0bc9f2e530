/**
 * AGENT-2: the overview's 30-day trend: one figure at a time (bets, valid bets, team profit and
 * loss, my income), per day, summed by the server from the records (GET /wps/relay/agent/trend). A
 * small line drawn in inline SVG (role="img", its aria-label the summary: the days, the lowest, the
 * highest and the total), and the same days as a table behind a toggle for anyone who reads numbers
 * rather than a line. No text inside the drawing, so it mirrors for a right-to-left language and
 * takes the theme's colours through CSS.
 */
import { useState } from 'react'
import type { TrendDay } from '../../../../core/api/agent'
import { fetchTrend } from '../../../../core/api/agent-actions'
import { addDays, dayStart, localDay } from '../../../../core/record-range'
import { Button } from '../../../kit/button'
import { useT } from '../../../kit/use-t'
import { useUid } from '../../../kit/use-uid'
import { useFormat } from '../../../kit/use-format'
import { LoadState } from '../../shared/load-state'
import { useLoad } from '../../shared/use-load'
import { RecordTable } from '../centre-kit/record-table'
import { SelectField } from '../centre-kit/select-field'
import { Signed } from '../centre-kit/signed-amount'

/** The days the trend covers, today the last (the server's TREND_DAYS). */
export const TREND_DAYS = 30
/** The figures the trend can draw, and their labels. */
const FIGURES = {
  bets: 'agent_bets',
  validBets: 'agent_valid_bets',
  teamProfitLoss: 'agent_team_pl',
  myIncome: 'agent_my_income',
} as const
type Figure = keyof typeof FIGURES

/** The drawing's own units: the SVG scales to the width it is given. */
const WIDTH = 600
const HEIGHT = 160
const PAD = 8

/** The first day's local midnight: 29 days before today. */
export const trendStart = (now = Date.now()) => dayStart(addDays(localDay(now), -(TREND_DAYS - 1)))

/** The line's points and the zero line's height, in the drawing's units. */
export function trendPath(values: number[]) {
  const low = Math.min(0, ...values)
  const high = Math.max(0, ...values)
  const span = high - low || 1
  const x = (i: number) => PAD + (i * (WIDTH - 2 * PAD)) / Math.max(1, values.length - 1)
  const y = (v: number) => PAD + ((high - v) * (HEIGHT - 2 * PAD)) / span
  return {
    line: values.map((v, i) => `${i ? 'L' : 'M'}${x(i).toFixed(1)} ${y(v).toFixed(1)}`).join(' '),
    zero: y(0),
    points: values.map((v, i) => ({ x: x(i), y: y(v) })),
  }
}

export function TrendChart() {
  const t = useT()
  const { money, day } = useFormat()
  const [figure, setFigure] = useState<Figure>('validBets')
  const [table, setTable] = useState(false)
  const titleId = useUid('trend-title')
  const tableId = useUid('trend-table')
  const trend = useLoad((signal) => fetchTrend(trendStart(), signal))
  const days = trend.data?.days ?? []
  const values = days.map((d) => d[figure])
  const total = values.reduce((sum, v) => sum + v, 0)
  const label = t(FIGURES[figure])
  const summary = days.length
    ? t('agent_trend_summary', [
        label,
        day(days[0]!.start),
        day(days[days.length - 1]!.start),
        money(Math.min(...values)),
        money(Math.max(...values)),
        money(Math.round(total * 100) / 100),
      ])
    : ''
  const path = trendPath(values)
  return (
    <section className="agent-trend" aria-labelledby={titleId} part="overview-trend">
      <div className="agent-trend-head">
        <h2 id={titleId} className="rec-totals-title">
          {t('agent_trend')}
        </h2>
        <SelectField
          name="trendFigure"
          label={t('agent_trend_figure')}
          value={figure}
          options={(Object.keys(FIGURES) as Figure[]).map((f) => [f, t(FIGURES[f])])}
          onChange={(value) => setFigure(value as Figure)}
        />
      </div>
      <LoadState state={trend} empty={!trend.data} />
      {days.length > 0 && (
        <>
          <svg
            className="agent-trend-svg"
            viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
            preserveAspectRatio="none"
            role="img"
            aria-label={summary}
            part="trend-chart"
            data-trend={figure}
          >
            <line className="agent-trend-zero" x1={PAD} x2={WIDTH - PAD} y1={path.zero} y2={path.zero} />
            <path className="agent-trend-line" d={path.line} />
            {/* A dot per day: a zero-length stroke with round caps stays round however the drawing stretches. */}
            <path
              className="agent-trend-dot"
              d={path.points.map((p) => `M${p.x.toFixed(1)} ${p.y.toFixed(1)}h0`).join('')}
            />
          </svg>
          <p className="agent-trend-axis lk-small lk-muted" aria-hidden="true">
            <span>{day(days[0]!.start)}</span>
            <span>{day(days[days.length - 1]!.start)}</span>
          </p>
          <Button
            aria-expanded={table}
            aria-controls={tableId}
            onClick={() => setTable(!table)}
            part="trend-table-toggle"
          >
            {t(table ? 'agent_trend_hide_table' : 'agent_trend_show_table')}
          </Button>
          <div id={tableId} hidden={!table}>
            {table && (
              <RecordTable<TrendDay>
                label={t('agent_trend')}
                part="trend-table"
                rows={days}
                rowKey={(d) => d.start}
                rowData={(d) => ({ 'data-day': localDay(d.start) })}
                columns={[
                  { head: t('agent_trend_day'), rowHead: true, cell: (d) => day(d.start) },
                  { head: t('agent_bets'), num: true, cell: (d) => money(d.bets) },
                  { head: t('agent_valid_bets'), num: true, cell: (d) => money(d.validBets) },
                  { head: t('agent_team_pl'), num: true, cell: (d) => <Signed amount={d.teamProfitLoss} /> },
                  { head: t('agent_my_income'), num: true, cell: (d) => money(d.myIncome) },
                ]}
              />
            )}
          </div>
        </>
      )}
    </section>
  )
}
