/** AGENT-5 team betting, AGENT-6 team transfers, AGENT-7 user loss: period, member and type filters, paged, with totals. */
import { gameTypeName, tDynamic } from '../../../../core/i18n/index'
import { useState } from 'react'
import { fetchTeamBets, fetchTeamTransfers, fetchUserLoss } from '../../../../core/api/agent'
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

function useReport<T>(load: (q: AgentQuery, page: number, signal: AbortSignal) => Promise<T>) {
  const [query, setQuery] = useState(() => initialAgentQuery('month'))
  const [page, setPage] = useState(1)
  const rows = useLoad((signal) => load(query, page, signal), JSON.stringify([query, page]))
  const apply = (q: AgentQuery) => {
    setQuery(q)
    setPage(1)
  }
  return { query, page, setPage, apply, rows }
}

const filter = (q: AgentQuery, page: number) => ({
  ...queryTimes(q),
  account: q.account.trim() || undefined,
  gameType: q.gameType || undefined,
  type: q.type || undefined,
  pageNo: page,
  pageSize: PAGE_SIZE,
})

export function TeamBets() {
  const t = useT()
  const { money, time } = useFormat()
  const r = useReport((q, page, signal) => fetchTeamBets(filter(q, page), signal))
  const d = r.rows.data
  const list = d?.list ?? []
  return (
    <div className="rec-section" part="agent-team-bets">
      <PeriodForm query={r.query} onApply={r.apply} account gameType />
      <LoadState state={r.rows} empty={!list.length} />
      {d && list.length > 0 && (
        <>
          <Figures
            label={t('agent_totals')}
            part="report-totals"
            items={[
              ['count', t('agent_bet_count'), d.summary.count],
              ['stake', t('agent_bets'), money(d.summary.stake)],
              ['validBet', t('agent_valid_bets'), money(d.summary.validBet)],
              ['winLoss', t('rec_win_loss'), <Signed amount={d.summary.winLoss} />],
            ]}
          />
          <TableRegion label={t('agent_page_team-bets')} part="report-table" busy={r.rows.loading}>
            <thead>
              <tr>
                <th scope="col">{t('rec_bet_time')}</th>
                <th scope="col">{t('agent_account')}</th>
                <th scope="col">{t('rec_game')}</th>
                <th scope="col" className="rec-num">
                  {t('rec_stake')}
                </th>
                <th scope="col" className="rec-num">
                  {t('rec_win_loss')}
                </th>
                <th scope="col">{t('rec_status')}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((b) => (
                <tr key={b.id}>
                  <td>{time(b.betTime)}</td>
                  <td>{b.account}</td>
                  <td>{gameTypeName(b.gameType)}</td>
                  <td className="rec-num">{money(b.stake)}</td>
                  <td className="rec-num">
                    <Signed amount={b.winLoss} />
                  </td>
                  <td>{tDynamic(`rec_status_${b.status}`, b.status)}</td>
                </tr>
              ))}
            </tbody>
          </TableRegion>
          <RecordPager page={r.page} total={pageCount(d.total, PAGE_SIZE)} onChange={r.setPage} />
        </>
      )}
    </div>
  )
}

export function TeamTransfers() {
  const t = useT()
  const { money, time } = useFormat()
  const r = useReport((q, page, signal) => fetchTeamTransfers(filter(q, page), signal))
  const d = r.rows.data
  const list = d?.list ?? []
  return (
    <div className="rec-section" part="agent-team-transfers">
      <PeriodForm
        query={r.query}
        onApply={r.apply}
        account
        types={[
          ['', t('agent_all_types')],
          ['DEPOSIT', t('agent_tx_DEPOSIT')],
          ['WITHDRAW', t('agent_tx_WITHDRAW')],
          ['TRANSFER', t('agent_tx_TRANSFER')],
        ]}
      />
      <LoadState state={r.rows} empty={!list.length} />
      {d && list.length > 0 && (
        <>
          <Figures
            label={t('agent_totals')}
            part="report-totals"
            items={[
              ['deposits', t('agent_deposits'), money(d.summary.deposits)],
              ['withdrawals', t('agent_withdrawals'), money(d.summary.withdrawals)],
              ['transfers', t('agent_transfers'), money(d.summary.transfers)],
            ]}
          />
          <TableRegion label={t('agent_page_team-transfers')} part="report-table" busy={r.rows.loading}>
            <thead>
              <tr>
                <th scope="col">{t('agent_date')}</th>
                <th scope="col">{t('agent_account')}</th>
                <th scope="col">{t('agent_type')}</th>
                <th scope="col" className="rec-num">
                  {t('agent_amount')}
                </th>
                <th scope="col">{t('agent_remark')}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((x) => (
                <tr key={x.id} data-type={x.type}>
                  <td>{time(x.createdAt)}</td>
                  <td>{x.account}</td>
                  <td>{t(`agent_tx_${x.type}`)}</td>
                  <td className="rec-num">
                    <Signed amount={x.amount} />
                  </td>
                  <td>{x.remark}</td>
                </tr>
              ))}
            </tbody>
          </TableRegion>
          <RecordPager page={r.page} total={pageCount(d.total, PAGE_SIZE)} onChange={r.setPage} />
        </>
      )}
    </div>
  )
}

export function UserLoss() {
  const t = useT()
  const { money } = useFormat()
  const r = useReport((q, page, signal) => fetchUserLoss(filter(q, page), signal))
  const d = r.rows.data
  const list = d?.list ?? []
  return (
    <div className="rec-section" part="agent-user-loss">
      <PeriodForm query={r.query} onApply={r.apply} account gameType />
      <LoadState state={r.rows} empty={!list.length} />
      {d && list.length > 0 && (
        <>
          <Figures
            label={t('agent_totals')}
            part="report-totals"
            items={[
              ['members', t('agent_active_members'), d.summary.members],
              ['stake', t('agent_bets'), money(d.summary.stake)],
              ['validBet', t('agent_valid_bets'), money(d.summary.validBet)],
              ['winLoss', t('agent_team_pl'), <Signed amount={d.summary.winLoss} />],
            ]}
          />
          <TableRegion label={t('agent_page_user-loss')} part="report-table" busy={r.rows.loading}>
            <thead>
              <tr>
                <th scope="col">{t('agent_account')}</th>
                <th scope="col" className="rec-num">
                  {t('agent_bet_count')}
                </th>
                <th scope="col" className="rec-num">
                  {t('agent_bets')}
                </th>
                <th scope="col" className="rec-num">
                  {t('agent_valid_bets')}
                </th>
                <th scope="col" className="rec-num">
                  {t('rec_win_loss')}
                </th>
              </tr>
            </thead>
            <tbody>
              {list.map((x) => (
                <tr key={x.account}>
                  <td>{x.account}</td>
                  <td className="rec-num">{x.count}</td>
                  <td className="rec-num">{money(x.stake)}</td>
                  <td className="rec-num">{money(x.validBet)}</td>
                  <td className="rec-num">
                    <Signed amount={x.winLoss} />
                  </td>
                </tr>
              ))}
            </tbody>
          </TableRegion>
          <RecordPager page={r.page} total={pageCount(d.total, PAGE_SIZE)} onChange={r.setPage} />
        </>
      )}
    </div>
  )
}
