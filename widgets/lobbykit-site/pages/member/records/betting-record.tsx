import { gameTypeName } from '../../../../../core/i18n/index'
import { useEffect, useState } from 'react'
import { fetchBets, type BetTotals } from '../../../../../core/api/member-records'
import { dayStart, rangeTimes, type DayRange } from '../../../../../core/record-range'
import { pageCount } from '../../../../../core/paging'
import { useT } from '../../../../kit/use-t'
import { useUid } from '../../../../kit/use-uid'
import { LoadState } from '../../../shared/load-state'
import { useLoad } from '../../../shared/use-load'
import { initialQuery, RangeForm, type RecordQuery } from './range-form'
import { RecordPager } from '../../centre-kit/record-pager'
import { Signed } from '../../centre-kit/signed-amount'
import { RecordTable } from '../../centre-kit/record-table'
import { useFormat } from '../../../../kit/use-format'
import '../en'

const PAGE_SIZE = 20

/**
 * MEMBER-7: the member's bets in a date range (quick ranges or custom, at most 31 days) and of a game
 * type, paged, newest first, with the range's totals summed by the server; 'No data' when empty.
 */
export default function BettingRecord() {
  const t = useT()
  const { money, time } = useFormat()
  const [query, setQuery] = useState(initialQuery)
  const [page, setPage] = useState(1)
  const bets = useLoad(
    (signal) => fetchBets(rangeTimes(query.range), query.gameType, page, PAGE_SIZE, signal),
    JSON.stringify([query, page]),
  )
  const apply = (next: RecordQuery) => {
    if (JSON.stringify(next) === JSON.stringify(query) && page === 1) return bets.reload()
    setQuery(next)
    setPage(1)
  }
  const list = bets.data?.list ?? []
  // The range the rows are for (the form may hold a newer one that is not valid yet).
  const [shown, setShown] = useState(query.range)
  useEffect(() => {
    if (bets.data) setShown(query.range)
  }, [bets.data])
  return (
    <div className="rec-section" part="betting-record">
      <RangeForm query={query} onApply={apply} />
      <LoadState state={bets} empty={!list.length} />
      {bets.data && list.length > 0 && (
        <>
          <Totals totals={bets.data.summary} range={shown} />
          <RecordTable
            label={t('rec_bets')}
            part="bet-table"
            busy={bets.loading}
            rows={list}
            rowKey={(bet) => bet.id}
            rowData={(bet) => ({ 'data-game-type': bet.gameType })}
            columns={[
              {
                head: t('rec_bet_time'),
                priority: 1,
                cell: (bet) => (
                  <time dateTime={new Date(bet.betTime).toISOString()}>{time(bet.betTime)}</time>
                ),
              },
              {
                head: t('rec_game'),
                cell: (bet) => (
                  <>
                    {bet.gameName}
                    <span className="lk-visually-hidden">, </span>
                    <span className="lk-muted rec-sub">{gameTypeName(bet.gameType)}</span>
                  </>
                ),
              },
              { head: t('rec_vendor'), cell: (bet) => bet.vendor },
              { head: t('rec_stake'), num: true, cell: (bet) => money(bet.stake) },
              { head: t('rec_tx_PAYOUT'), num: true, cell: (bet) => money(bet.payout) },
              {
                head: t('rec_win_loss'),
                num: true,
                priority: 2,
                cell: (bet) => <Signed amount={bet.winLoss} />,
              },
              { head: t('rec_status'), priority: 3, cell: (bet) => t(`rec_status_${bet.status}`) },
            ]}
          />
          <RecordPager page={page} total={pageCount(bets.data.total, PAGE_SIZE)} onChange={setPage} />
        </>
      )}
    </div>
  )
}

/** The range's totals as the server summed them (stake, payout, win/loss, number of bets). */
export function Totals({ totals, range }: { totals: BetTotals; range: DayRange }) {
  const t = useT()
  const { money, day } = useFormat()
  const id = useUid('totals')
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="rec-totals-title" part="totals-range">
        {t('rec_totals_for', [day(dayStart(range.from)), day(dayStart(range.to))])}
      </h2>
      <dl className="rec-totals" part="totals">
        <div>
          <dt>{t('rec_bets')}</dt>
          <dd data-total="count">{totals.count}</dd>
        </div>
        <div>
          <dt>{t('rec_stake')}</dt>
          <dd data-total="stake">{money(totals.stake)}</dd>
        </div>
        <div>
          <dt>{t('rec_tx_PAYOUT')}</dt>
          <dd data-total="payout">{money(totals.payout)}</dd>
        </div>
        <div>
          <dt>{t('rec_win_loss')}</dt>
          <dd data-total="winLoss">
            <Signed amount={totals.winLoss} />
          </dd>
        </div>
      </dl>
    </section>
  )
}
