import { gameTypeName } from '../../../../../core/i18n/index'
import { useEffect, useState } from 'react'
import { fetchProfitLoss, type BetTotals } from '../../../../../core/api/member-records'
import { dayStart, rangeTimes } from '../../../../../core/record-range'
import { useT } from '../../../../kit/use-t'
import { LoadState } from '../../../shared/load-state'
import { useLoad } from '../../../shared/use-load'
import { Totals } from './betting-record'
import { initialQuery, RangeForm, type RecordQuery } from './range-form'
import { Signed } from '../../centre-kit/signed-amount'
import { RecordTable } from '../../centre-kit/record-table'
import { useFormat } from '../../../../kit/use-format'

/**
 * MEMBER-9 (the header's "Income"): profit and loss over a date range (the betting record's range
 * control), per local day and per game type, with the range's totals; the server sums every figure.
 */
export default function ProfitLoss() {
  const t = useT()
  const { day } = useFormat()
  const [query, setQuery] = useState(initialQuery)
  const report = useLoad(
    (signal) => fetchProfitLoss(rangeTimes(query.range), query.gameType, signal),
    JSON.stringify(query),
  )
  const apply = (next: RecordQuery) =>
    JSON.stringify(next) === JSON.stringify(query) ? report.reload() : setQuery(next)
  const data = report.data
  const [shown, setShown] = useState(query.range)
  useEffect(() => {
    if (data) setShown(query.range)
  }, [data])
  const days = data?.days ?? []
  return (
    <div className="rec-section" part="profit-loss">
      <RangeForm query={query} onApply={apply} />
      <LoadState state={report} empty={!days.length} />
      {data && days.length > 0 && (
        <>
          <Totals totals={data.total} range={shown} />
          <h2>{t('rec_by_day')}</h2>
          <SumTable
            label={t('rec_by_day')}
            first={t('rec_date')}
            part="day-table"
            rows={days.map((d) => ({ key: d.date, name: day(dayStart(d.date)), sums: d }))}
          />
          <h2>{t('rec_by_type')}</h2>
          <SumTable
            label={t('rec_by_type')}
            first={t('rec_game_type')}
            part="type-table"
            rows={data.types.map((ty) => ({
              key: ty.gameType,
              name: gameTypeName(ty.gameType),
              sums: ty,
            }))}
          />
        </>
      )}
    </div>
  )
}

/** Rows of totals: a name, then bets, stake, payout and win/loss. */
function SumTable({
  label,
  first,
  rows,
  part,
}: {
  label: string
  first: string
  part: string
  rows: { key: string; name: string; sums: BetTotals }[]
}) {
  const t = useT()
  const { money } = useFormat()
  return (
    <RecordTable
      label={label}
      part={part}
      rows={rows}
      rowKey={(row) => row.key}
      rowData={(row) => ({ 'data-key': row.key })}
      columns={[
        { head: first, rowHead: true, priority: 1, cell: (row) => row.name },
        { head: t('rec_bets'), num: true, cell: (row) => row.sums.count },
        { head: t('rec_stake'), num: true, cell: (row) => money(row.sums.stake) },
        { head: t('rec_tx_PAYOUT'), num: true, cell: (row) => money(row.sums.payout) },
        {
          head: t('rec_win_loss'),
          num: true,
          priority: 2,
          cell: (row) => <Signed amount={row.sums.winLoss} />,
        },
      ]}
    />
  )
}
