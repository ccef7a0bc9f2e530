/** AGENT-5 team betting, AGENT-6 team transfers, AGENT-7 user loss: period, member and type filters, paged, with totals. */
import { gameTypeName, tDynamic } from '../../../../core/i18n/index'
import { fetchTeamBets, fetchTeamTransfers, fetchUserLoss } from '../../../../core/api/agent'
import { useT } from '../../../kit/use-t'
import { useFormat } from '../../../kit/use-format'
import { Signed } from '../centre-kit/signed-amount'
import { queryTimes, type AgentQuery } from './agent-ui'
import { ReportPage } from './report-page'
import { MemberStatusCell } from './member-status'

const filter = (q: AgentQuery, paging: { pageNo: number; pageSize: number }) => ({
  ...queryTimes(q),
  account: q.account.trim() || undefined,
  gameType: q.gameType || undefined,
  type: q.type || undefined,
  ...paging,
})

export function TeamBets() {
  const t = useT()
  const { money, time } = useFormat()
  return (
    <ReportPage
      part="agent-team-bets"
      load={(q, paging, signal) => fetchTeamBets(filter(q, paging), signal)}
      filters={{ account: true, gameType: true }}
      totalsPart="report-totals"
      totals={(s) => [
        ['count', t('agent_bet_count'), s.count],
        ['stake', t('agent_bets'), money(s.stake)],
        ['validBet', t('agent_valid_bets'), money(s.validBet)],
        ['winLoss', t('rec_win_loss'), <Signed amount={s.winLoss} />],
      ]}
      label={t('agent_page_team-bets')}
      tablePart="report-table"
      rowKey={(b) => b.id}
      columns={[
        { head: t('rec_bet_time'), cell: (b) => time(b.betTime) },
        { head: t('agent_account'), cell: (b) => b.account },
        { head: t('rec_game'), cell: (b) => gameTypeName(b.gameType) },
        { head: t('rec_stake'), num: true, cell: (b) => money(b.stake) },
        { head: t('rec_win_loss'), num: true, cell: (b) => <Signed amount={b.winLoss} /> },
        { head: t('rec_status'), cell: (b) => tDynamic(`rec_status_${b.status}`, b.status) },
      ]}
    />
  )
}

export function TeamTransfers() {
  const t = useT()
  const { money, time } = useFormat()
  return (
    <ReportPage
      part="agent-team-transfers"
      load={(q, paging, signal) => fetchTeamTransfers(filter(q, paging), signal)}
      filters={{
        account: true,
        types: [
          ['', t('agent_all_types')],
          ['DEPOSIT', t('agent_tx_DEPOSIT')],
          ['WITHDRAW', t('agent_tx_WITHDRAW')],
          ['TRANSFER', t('agent_tx_TRANSFER')],
        ],
      }}
      totalsPart="report-totals"
      totals={(s) => [
        ['deposits', t('agent_deposits'), money(s.deposits)],
        ['withdrawals', t('agent_withdrawals'), money(s.withdrawals)],
        ['transfers', t('agent_transfers'), money(s.transfers)],
      ]}
      label={t('agent_page_team-transfers')}
      tablePart="report-table"
      rowKey={(x) => x.id}
      rowData={(x) => ({ 'data-type': x.type })}
      columns={[
        { head: t('agent_date'), cell: (x) => time(x.createdAt) },
        { head: t('agent_account'), cell: (x) => x.account },
        { head: t('agent_type'), cell: (x) => t(`agent_tx_${x.type}`) },
        { head: t('agent_amount'), num: true, cell: (x) => <Signed amount={x.amount} /> },
        { head: t('agent_remark'), cell: (x) => x.remark },
      ]}
    />
  )
}

export function UserLoss() {
  const t = useT()
  const { money } = useFormat()
  return (
    <ReportPage
      part="agent-user-loss"
      load={(q, paging, signal) => fetchUserLoss(filter(q, paging), signal)}
      filters={{ account: true, gameType: true }}
      totalsPart="report-totals"
      totals={(s) => [
        ['members', t('agent_active_members'), s.members],
        ['stake', t('agent_bets'), money(s.stake)],
        ['validBet', t('agent_valid_bets'), money(s.validBet)],
        ['winLoss', t('agent_team_pl'), <Signed amount={s.winLoss} />],
      ]}
      label={t('agent_page_user-loss')}
      tablePart="report-table"
      rowKey={(x) => x.account}
      rowData={(x) => ({ 'data-account': x.account, 'data-status': x.status })}
      columns={[
        { head: t('agent_account'), cell: (x) => x.account },
        // AGENT-4: a frozen member shows as such, with the reason, beside its figures.
        {
          head: t('agent_status'),
          cell: (x) => <MemberStatusCell status={x.status} reason={x.statusReason} />,
        },
        { head: t('agent_bet_count'), num: true, cell: (x) => x.count },
        { head: t('agent_bets'), num: true, cell: (x) => money(x.stake) },
        { head: t('agent_valid_bets'), num: true, cell: (x) => money(x.validBet) },
        { head: t('rec_win_loss'), num: true, cell: (x) => <Signed amount={x.winLoss} /> },
      ]}
    />
  )
}
