/**
 * AGENT-10..13: dividend record, daily, hourly and real-time salary (API-30..33), each shown only when
 * its contract flag is set (AGENT-15, FLAG-24..27): my contract of that kind and what it paid.
 */
import { useState } from 'react'
import { fetchSalary, type ContractKind } from '../../../../core/api/agent'
import { pageCount } from '../../../../core/paging'
import { useT } from '../../../kit/use-t'
import { LoadState } from '../../shared/load-state'
import { useLoad } from '../../shared/use-load'
import { RecordPager } from '../centre-kit/record-pager'
import { Signed } from '../centre-kit/signed-amount'
import { RecordTable } from '../centre-kit/record-table'
import { useFormat } from '../../../kit/use-format'
import { Figures, paidSpan } from './agent-ui'
import { ContractTerms } from './contract-ui'
import { baseLabel, PaymentFormula } from './payment-parts'

const PAGE_SIZE = 20

function Salary({ kind }: { kind: ContractKind }) {
  const t = useT()
  const { money, time } = useFormat()
  const [page, setPage] = useState(1)
  const rows = useLoad((signal) => fetchSalary(kind, page, PAGE_SIZE, signal), page)
  const d = rows.data
  return (
    <div className="rec-section" part={`agent-salary-${kind}`}>
      {kind === 'realtime' && <p className="lk-muted">{t('agent_realtime_note')}</p>}
      <LoadState state={rows} empty={!d} />
      {d && (
        <>
          <section aria-label={t('agent_contract')}>
            <ContractTerms contract={d.contract} />
          </section>
          <Figures
            label={t('agent_totals')}
            part="salary-totals"
            items={[
              ['count', t('agent_payments'), d.summary.count],
              ['amount', t('agent_amount'), money(d.summary.amount)],
            ]}
          />
          {d.list.length ? (
            <>
              <RecordTable
                label={t(`agent_page_${kind}`)}
                part="salary-table"
                busy={rows.loading}
                rows={d.list}
                rowKey={(p) => p.id}
                rowData={(p) => ({ 'data-period': p.period })}
                columns={[
                  { head: t('agent_period_paid'), ltr: true, cell: (p) => paidSpan(p, time) },
                  {
                    head: t(baseLabel(kind)),
                    num: true,
                    cell: (p) => money(p.base),
                  },
                  { head: t('agent_rate'), num: true, cell: (p) => `${p.rate}%` },
                  // AGENT-13: the amount explained by the server's figures, the sub-agents' part included.
                  { head: t('agent_formula'), cell: (p) => <PaymentFormula payment={p} /> },
                  { head: t('agent_amount'), num: true, cell: (p) => <Signed amount={p.amount} /> },
                  { head: t('agent_paid_at'), cell: (p) => time(p.paidAt) },
                ]}
              />
              <RecordPager page={page} total={pageCount(d.total, PAGE_SIZE)} onChange={setPage} />
            </>
          ) : (
            <p className="lk-muted">{t('no_data')}</p>
          )}
        </>
      )}
    </div>
  )
}

export const Dividend = () => <Salary kind="dividend" />
export const DailySalary = () => <Salary kind="daily" />
export const HourlySalary = () => <Salary kind="hourly" />
export const RealtimeSalary = () => <Salary kind="realtime" />
