import { tDynamic } from '../../../../core/i18n/index'
/** AGENT-8 my income and AGENT-9 account details: every payment to me, and my ledger with running balance. */
import { useState } from 'react'
import { CONTRACT_KINDS, fetchAccountDetails, fetchIncome } from '../../../../core/api/agent'
import { pageCount } from '../../../../core/paging'
import { useT } from '../../../kit/use-t'
import { LoadState } from '../../shared/load-state'
import { useLoad } from '../../shared/use-load'
import { RecordPager } from '../member/record-pager'
import { Signed } from '../member/signed-amount'
import { TableRegion } from '../member/table-region'
import { useFormat } from '../../../kit/use-format'
import { Figures, initialAgentQuery, PeriodForm, queryTimes, type AgentQuery } from './agent-ui'

const PAGE_SIZE = 20

function usePaged() {
  const [query, setQuery] = useState(() => initialAgentQuery('month'))
  const [page, setPage] = useState(1)
  const apply = (q: AgentQuery) => {
    setQuery(q)
    setPage(1)
  }
  return { query, page, setPage, apply }
}

export function Income() {
  const t = useT()
  const { money, time } = useFormat()
  const { query, page, setPage, apply } = usePaged()
  const rows = useLoad(
    (signal) =>
      fetchIncome(
        { ...queryTimes(query), kind: query.type || undefined, pageNo: page, pageSize: PAGE_SIZE },
        signal,
      ),
    JSON.stringify([query, page]),
  )
  const list = rows.data?.list ?? []
  return (
    <div className="rec-section" part="agent-income">
      <PeriodForm
        query={query}
        onApply={apply}
        types={[
          ['', t('agent_all_kinds')],
          ...CONTRACT_KINDS.map((k): [string, string] => [k, t(`agent_kind_${k}`)]),
        ]}
      />
      <LoadState state={rows} empty={!list.length} />
      {rows.data && list.length > 0 && (
        <>
          <Figures
            label={t('agent_totals')}
            part="income-totals"
            items={[
              ['count', t('agent_payments'), rows.data.summary.count],
              ['amount', t('agent_amount'), money(rows.data.summary.amount)],
            ]}
          />
          <TableRegion label={t('agent_page_income')} part="income-table" busy={rows.loading}>
            <thead>
              <tr>
                <th scope="col">{t('agent_paid_at')}</th>
                <th scope="col">{t('agent_kind')}</th>
                <th scope="col">{t('agent_period_paid')}</th>
                <th scope="col" className="rec-num">
                  {t('agent_base')}
                </th>
                <th scope="col" className="rec-num">
                  {t('agent_rate')}
                </th>
                <th scope="col" className="rec-num">
                  {t('agent_amount')}
                </th>
              </tr>
            </thead>
            <tbody>
              {list.map((p) => (
                <tr key={p.id} data-kind={p.kind} data-period={p.period}>
                  <td>{time(p.paidAt)}</td>
                  <td>{t(`agent_kind_${p.kind}`)}</td>
                  <td dir="ltr">
                    {time(p.periodStart)} – {time(p.periodEnd)}
                  </td>
                  <td className="rec-num">{money(p.base)}</td>
                  <td className="rec-num">{p.rate}%</td>
                  <td className="rec-num">
                    <Signed amount={p.amount} />
                  </td>
                </tr>
              ))}
            </tbody>
          </TableRegion>
          <RecordPager page={page} total={pageCount(rows.data.total, PAGE_SIZE)} onChange={setPage} />
        </>
      )}
    </div>
  )
}

export function AccountDetails() {
  const t = useT()
  const { money, time } = useFormat()
  const { query, page, setPage, apply } = usePaged()
  const rows = useLoad(
    (signal) => fetchAccountDetails({ ...queryTimes(query), pageNo: page, pageSize: PAGE_SIZE }, signal),
    JSON.stringify([query, page]),
  )
  const list = rows.data?.list ?? []
  return (
    <div className="rec-section" part="agent-account-details">
      <PeriodForm query={query} onApply={apply} />
      <LoadState state={rows} empty={!list.length} />
      {rows.data && list.length > 0 && (
        <>
          <Figures
            label={t('agent_totals')}
            part="details-totals"
            items={[
              ['credit', t('agent_credit'), money(rows.data.summary.credit)],
              ['debit', t('agent_debit'), money(rows.data.summary.debit)],
              ['balance', t('agent_balance_now'), money(rows.data.summary.balance)],
            ]}
          />
          <TableRegion label={t('agent_page_details')} part="details-table" busy={rows.loading}>
            <thead>
              <tr>
                <th scope="col">{t('agent_date')}</th>
                <th scope="col">{t('agent_type')}</th>
                <th scope="col">{t('agent_remark')}</th>
                <th scope="col" className="rec-num">
                  {t('agent_amount')}
                </th>
                <th scope="col" className="rec-num">
                  {t('agent_balance')}
                </th>
              </tr>
            </thead>
            <tbody>
              {list.map((l) => (
                <tr key={l.id} data-type={l.type}>
                  <td>{time(l.createdAt)}</td>
                  <td>{tDynamic(`agent_tx_${l.type}`, l.type)}</td>
                  <td>{l.remark}</td>
                  <td className="rec-num">
                    <Signed amount={l.amount} />
                  </td>
                  <td className="rec-num">{money(l.balance)}</td>
                </tr>
              ))}
            </tbody>
          </TableRegion>
          <RecordPager page={page} total={pageCount(rows.data.total, PAGE_SIZE)} onChange={setPage} />
        </>
      )}
    </div>
  )
}
