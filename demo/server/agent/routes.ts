// The agent centre's calls (AGENT-1..23, ROLE-10/12/14, API-27, API-30..33). The spec names four of
// them (the dividend and salary calls, income-routes.ts); the rest are defined under
// /wps/relay/agent/… (api.md last paragraph). Every call needs a token (401) and an agent (NOT_AGENT,
// the spec's 'Non-agents cannot log in', for members, trial members and back office: ROLE-10,
// ROLE-14, C-8); contract data needs the agent-policy flag (AGENT-23). Consolidated funds (API-27)
// is the transfers route's path: it merges in agentFunds (rules.ts). One file per page:
// - overview-routes.ts: notices (AGENT-1), team overview (AGENT-2).
// - team-routes.ts: downline (AGENT-4), register centre and invitation links (AGENT-3).
// - report-routes.ts: team bets, team transfers, user loss, account details (AGENT-5..7, AGENT-9).
// - income-routes.ts: my income (AGENT-8), dividend and salaries (AGENT-10..13, API-30..33).
// - contract-routes.ts: contracts and their requests (AGENT-14, AGENT-17..22), withdrawing an offer.
// - action-routes.ts: freezing and unfreezing a direct downline account (AGENT-4).
import { agentOverviewRoutes } from './overview-routes'
import { agentTeamRoutes } from './team-routes'
import { agentReportRoutes } from './report-routes'
import { agentIncomeRoutes } from './income-routes'
import { agentContractRoutes } from './contract-routes'
import { agentActionRoutes } from './action-routes'
import type { Route } from '../platform/context'

export const agentRoutes: Route[] = [
  ...agentIncomeRoutes,
  ...agentOverviewRoutes,
  ...agentTeamRoutes,
  ...agentReportRoutes,
  ...agentContractRoutes,
  ...agentActionRoutes,
]
