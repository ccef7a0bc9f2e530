import { useRef, type ComponentType } from 'react'
import { useStore } from '@nanostores/react'
import { KIND_FLAGS, type ContractKind } from '../../../../core/api/agent'
import { $consolidated, loadConsolidated } from '../../../../core/stores/agent'
import { $member } from '../../../../core/stores/session'
import { $flags } from '../../../../core/stores/system'
import { lazyPart } from '../../../kit/lazy-part'
import { useAdoptedCss } from '../../../kit/use-adopted-css'
import { useT } from '../../../kit/use-t'
import { useUid } from '../../../kit/use-uid'
import type { PageProps } from '../../routing/page-props'
import { toHref } from '../../routing/router'
import { LoadState } from '../../shared/load-state'
import { useLoad } from '../../shared/use-load'
import { CENTRE_CSS } from '../centre-kit/centre-css'
import { CentreNav } from '../centre-kit/centre-nav'
import { useFormat } from '../../../kit/use-format'
import agentCss from './agent.css?raw'
import './en'

/**
 * The agent centre's pages (spec §2 Agent centre pages), each a chunk of its own fetched when it
 * opens (each loaded lazily; a spinner while it loads, Try again if it cannot be). The
 * four salary pages show only with their contract flag (AGENT-15, FLAG-24..27).
 */
const PAGES = {
  announcement: lazyPart(() => import('./announcement').then((m) => m.default)),
  overview: lazyPart(() => import('./overview').then((m) => m.default)),
  register: lazyPart(() => import('./register').then((m) => m.default)),
  downline: lazyPart(() => import('./downline').then((m) => m.default)),
  'team-bets': lazyPart(() => import('./reports').then((m) => m.TeamBets)),
  'team-transfers': lazyPart(() => import('./reports').then((m) => m.TeamTransfers)),
  'user-loss': lazyPart(() => import('./reports').then((m) => m.UserLoss)),
  income: lazyPart(() => import('./ledger').then((m) => m.Income)),
  details: lazyPart(() => import('./ledger').then((m) => m.AccountDetails)),
  dividend: lazyPart(() => import('./salary').then((m) => m.Dividend)),
  daily: lazyPart(() => import('./salary').then((m) => m.DailySalary)),
  hourly: lazyPart(() => import('./salary').then((m) => m.HourlySalary)),
  realtime: lazyPart(() => import('./salary').then((m) => m.RealtimeSalary)),
  contracts: lazyPart(() => import('./contracts').then((m) => m.default)),
} satisfies Record<string, ComponentType>
export type AgentPage = keyof typeof PAGES
const SALARY_PAGES: Partial<Record<AgentPage, ContractKind>> = {
  dividend: 'dividend',
  daily: 'daily',
  hourly: 'hourly',
  realtime: 'realtime',
}
const CSS = `${CENTRE_CSS}\n${agentCss}`
/** The pages' navigation groups: the overview, the team and its reports, the agent's income. */
const AGENT_GROUPS: readonly (readonly [
  group: 'overview' | 'team' | 'income',
  pages: readonly AgentPage[],
])[] = [
  ['overview', ['announcement', 'overview']],
  ['team', ['register', 'downline', 'team-bets', 'team-transfers', 'user-loss']],
  ['income', ['income', 'details', 'dividend', 'daily', 'hourly', 'realtime', 'contracts']],
]

/**
 * ROUTE-11: the agent centre, without the normal header (the route guard sends a non-agent to /agent,
 * ROUTE-12; the server refuses every agent call to a non-agent anyway). Its own bar (account,
 * balance, income, back to the site) and navigation; the open page is `?tab=`.
 */
export default function AgentHome({ query, alone = false }: Pick<PageProps, 'query'> & { alone?: boolean }) {
  const t = useT()
  const { money } = useFormat()
  const member = useStore($member)
  const consolidated = useStore($consolidated)
  const policy = useStore($flags).whitelabel.AGENTPOLICY === true
  const funds = useLoad((signal) => loadConsolidated(signal))
  const ref = useRef<HTMLElement>(null)
  const titleId = useUid('agent-centre')
  const kickerId = useUid('agent-kicker')
  const inline = useAdoptedCss(ref, CSS)
  const pages = (Object.keys(PAGES) as AgentPage[]).filter((page) => {
    const kind = SALARY_PAGES[page]
    if (!kind) return page !== 'contracts' || policy
    return Boolean(consolidated?.[KIND_FLAGS[kind]])
  })
  const asked = query.get('tab') as AgentPage | null
  const open: AgentPage = asked && pages.includes(asked) ? asked : 'overview'
  const Page = PAGES[open]
  return (
    <section
      ref={ref}
      className="site-page agent-centre"
      part="agent-centre"
      aria-labelledby={`${kickerId} ${titleId}`}
      data-page={open}
    >
      {inline && <style>{CSS}</style>}
      {!alone && (
        <header className="agent-bar" part="agent-bar">
          <div>
            <p id={kickerId} className="lk-small lk-muted">
              {t('site_agent_centre')}
            </p>
            <h1 id={titleId} className="lk-title" tabIndex={-1}>
              {t(`agent_page_${open}`)}
            </h1>
          </div>
          <dl className="agent-bar-facts" part="agent-facts">
            {member && (
              <div>
                <dt>{t('agent_account')}</dt>
                <dd part="account">{member.account}</dd>
              </div>
            )}
            {consolidated && (
              <>
                <div>
                  <dt>{t('agent_balance')}</dt>
                  <dd part="agent-balance">{money(consolidated.balance)}</dd>
                </div>
                <div>
                  <dt>{t('agent_total_income')}</dt>
                  <dd part="agent-total-income">{money(consolidated.totalIncome)}</dd>
                </div>
              </>
            )}
          </dl>
          <a className="lk-button lk-button--secondary" href={toHref('/')}>
            {t('site_agent_back')}
          </a>
        </header>
      )}
      <div className={alone ? 'rec-layout rec-layout--alone' : 'rec-layout'}>
        {!alone && (
          <CentreNav
            label={t('agent_nav')}
            pickLabel={t('agent_nav_pick')}
            part="agent-nav"
            current={open}
            groups={AGENT_GROUPS.map(([group, members]) => ({
              id: group,
              label: t(`agent_group_${group}`),
              items: members
                .filter((page) => pages.includes(page))
                .map((page) => ({
                  id: page,
                  label: t(`agent_page_${page}`),
                  href: toHref(`/agentHome?tab=${page}`),
                })),
            }))}
          />
        )}
        <div className="agent-main rec-content">
          {policy && <LoadState state={funds} empty={!consolidated} />}
          <Page key={open} />
        </div>
      </div>
    </section>
  )
}
