import { useState } from 'react'
import { fetchOverview } from '../../../../core/api/agent'
import { useT } from '../../../kit/use-t'
import { LoadState } from '../../shared/load-state'
import { useLoad } from '../../shared/use-load'
import { Signed } from '../centre-kit/signed-amount'
import { useFormat } from '../../../kit/use-format'
import { Figures, initialAgentQuery, PeriodForm, queryTimes } from './agent-ui'
import { TrendChart } from './trend-chart'

/**
 * AGENT-2: the team's figures for a period, every one summed by the server from the records, and
 * their trend over the last 30 days.
 */
export default function Overview() {
  const t = useT()
  const { money } = useFormat()
  const [query, setQuery] = useState(() => initialAgentQuery('month'))
  const figures = useLoad((signal) => fetchOverview(queryTimes(query), signal), JSON.stringify(query))
  const f = figures.data
  return (
    <div className="rec-section" part="agent-overview">
      <PeriodForm query={query} onApply={setQuery} />
      <LoadState state={figures} empty={!f} />
      {f && (
        <Figures
          label={t('agent_overview_figures')}
          part="overview-figures"
          items={[
            ['teamSize', t('agent_team_size'), `${f.teamSize} (${t('agent_direct_n', [f.direct])})`],
            ['newMembers', t('agent_new_members'), f.newMembers],
            ['activeMembers', t('agent_active_members'), f.activeMembers],
            [
              'firstDeposits',
              t('agent_first_deposits'),
              `${f.firstDeposits} · ${money(f.firstDepositAmount)}`,
            ],
            ['deposits', t('agent_deposits'), `${money(f.deposits)} (${f.depositCount})`],
            ['withdrawals', t('agent_withdrawals'), `${money(f.withdrawals)} (${f.withdrawalCount})`],
            ['bets', t('agent_bets'), `${money(f.bets)} (${f.betCount})`],
            ['validBets', t('agent_valid_bets'), money(f.validBets)],
            ['teamProfitLoss', t('agent_team_pl'), <Signed amount={f.teamProfitLoss} />],
            ['myIncome', t('agent_my_income'), money(f.myIncome)],
          ]}
        />
      )}
      <TrendChart />
    </div>
  )
}
