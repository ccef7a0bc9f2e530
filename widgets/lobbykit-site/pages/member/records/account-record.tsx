import { useState } from 'react'
import { fetchTransactions, TRANSACTION_TYPES } from '../../../../../core/api/member-records'
import { pageCount } from '../../../../../core/paging'
import { useT } from '../../../../kit/use-t'
import { LoadState } from '../../../shared/load-state'
import { useLoad } from '../../../shared/use-load'
import { RecordPager } from '../../centre-kit/record-pager'
import { SelectField } from '../../centre-kit/select-field'
import { Signed } from '../../centre-kit/signed-amount'
import { RecordTable } from '../../centre-kit/record-table'
import { useFormat } from '../../../../kit/use-format'
import '../en'

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
          <RecordTable
            label={t('rec_transactions')}
            part="transaction-table"
            busy={moves.loading}
            rows={list}
            rowKey={(move) => move.id}
            rowData={(move) => ({ 'data-type': move.type })}
            columns={[
              {
                head: t('rec_tx_time'),
                priority: 1,
                cell: (move) => (
                  <time dateTime={new Date(move.createdAt).toISOString()}>{time(move.createdAt)}</time>
                ),
              },
              { head: t('rec_tx_type'), priority: 3, cell: (move) => t(`rec_tx_${move.type}`) },
              {
                head: t('rec_amount'),
                num: true,
                priority: 2,
                cell: (move) => <Signed amount={move.amount} />,
              },
              { head: t('rec_remark'), cell: (move) => move.remark },
            ]}
          />
          <RecordPager page={page} total={pageCount(moves.data.total, PAGE_SIZE)} onChange={setPage} />
        </>
      )}
    </div>
  )
}
