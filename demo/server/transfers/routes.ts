// Moving money between the member's wallets and across the agent tree, behind a token, trial
// accounts refused (ROLE-8). One file per page:
// - wallet-routes.ts: GCS_merchantWallet (API-28, STORE-3), GCS_walletTransfer (API-29, MEMBER-2),
//   GCS_walletRecall.
// - team-routes.ts: MCS_teamTransferInfo, MCS_teamTransfer (MEMBER-5, MEMBER-6).
// - bonus-routes.ts: MCS_bonusDetails (MEMBER-10).
// - here: GET /wps/member/info/funds/consolidated (API-27): the main wallet, each vendor wallet, the total.
import { ok } from '../platform/envelope'
import { route } from '../platform/context'
import { agentFunds } from '../agent/rules'
import { funds } from './rules'
import { walletTransferRoutes } from './wallet-routes'
import { teamTransferRoutes } from './team-routes'
import { bonusDetailRoutes } from './bonus-routes'
import type { Route } from '../platform/context'
import type { Ctx } from './rules'

const CONSOLIDATED = '/wps/member/info/funds/consolidated'

/**
 * API-27, one path for two readers: every member's wallets (MEMBER-2: main, each vendor, total) and,
 * for an agent under the agent policy, the agent centre's figures and contract flags (agent/rules.ts answers
 * those; they are merged in, the wallets win on a shared name).
 */
async function consolidated(ctx: Ctx) {
  const answer = await agentFunds(ctx)
  const body = answer?.body as { success?: boolean; value?: Record<string, unknown> } | undefined
  return ok({ ...(body?.success ? body.value : {}), ...funds(ctx) })
}

export const transferRoutes: Route[] = [
  route({ method: 'GET', path: CONSOLIDATED, token: true, realOnly: true, handler: consolidated }),
  ...walletTransferRoutes,
  ...teamTransferRoutes,
  ...bonusDetailRoutes,
]
