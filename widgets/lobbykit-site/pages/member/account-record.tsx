import { useState } from 'react'
import { fetchTransactions, TRANSACTION_TYPES } from '../../../../core/api/member-records'
import { pageCount } from '../../../../core/paging'
import { useT } from '../../../kit/use-t'
import { LoadState } from '../../shared/load-state'
import { useLoad } from '../../shared/use-load'
import { RecordPager } from './record-pager'
import { SelectField } from './select-field'
import { Signed } from './signed-amount'
import { TableRegion } from './table-region'
import { useFormat } from '../../../kit/use-format'

const PAGE_SIZE = 20

/**
 * MEMBER-8 (MEMTRANS3): the member's transactions — deposits, withdrawals, bets, payouts, bonuses,
 * transfers — newest first, paged, filtered by type; money in is signed +, money out −.
 */
export default function AccountRecord() {
  const t = useT()
  const { time } = useFormat()
  const [type, setType] = useState('')
  const [page, setPage] = useState(1)
  const moves = useLoad((signal) => fetchTransactions(type, page, PAGE_SIZE, signal), `${type}:${page}`)
  const list = moves.data?.list ?? []
  return (
    <div className="rec-section" part="account-record">
      <form className="rec-filters" aria-label={t('rec_filters')} onSubmit={(e) => e.preventDefault()}>
        <SelectField
          name="type"
          label={t('rec_tx_type')}
          value={type}
          options={[
            ['', t('rec_tx_all')],
            ...TRANSACTION_TYPES.map((ty): [string, string] => [ty, t(`rec_tx_${ty}`)]),
          ]}
          onChange={(next) => {
            setType(next)
            setPage(1)
          }}
        />
      </form>
      <LoadState state={moves} empty={!list.length} />
      {moves.data && list.length > 0 && (
        <>
          <TableRegion label={t('rec_transactions')} part="transaction-table" busy={moves.loading}>
            <thead>
              <tr>
                <th scope="col">{t('rec_tx_time')}</th>
                <th scope="col">{t('rec_tx_type')}</th>
                <th scope="col" className="rec-num">
                  {t('rec_amount')}
                </th>
                <th scope="col">{t('rec_remark')}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((move) => (
                <tr key={move.id} data-type={move.type}>
                  <td>
                    <time dateTime={new Date(move.createdAt).toISOString()}>{time(move.createdAt)}</time>
                  </td>
                  <td>{t(`rec_tx_${move.type}`)}</td>
                  <td className="rec-num">
                    <Signed amount={move.amount} />
                  </td>
                  <td>{move.remark}</td>
                </tr>
              ))}
            </tbody>
          </TableRegion>
          <RecordPager page={page} total={pageCount(moves.data.total, PAGE_SIZE)} onChange={setPage} />
        </>
      )}
    </div>
  )
}
