// The rules every agent-centre page shares: agents only (guard.ts, ROLE-12, ROLE-14), the
// agent-policy flag (AGENT-23), the messages, the team and game filters of the reports, and the
// agent's side of consolidated funds (API-27), which transfers/routes.ts merges into the wallets.
// Paging and the date range are the member records' own (member-records/rules.ts).
import { badRequest, fail, ok } from '../platform/envelope'
import { textParam } from '../platform/query'
import { BET_GAME_TYPES, money } from '../member-records/data'
import { requireAgent } from './guard'
import { TEAM, contractFlags } from './data'
import type { JsonBody, RouteContext } from '../platform/context'
import type { MemberRow } from '../platform/members'
import type { Checked, Page } from '../member-records/rules'
import type { AgentHandler } from './guard'
import type { Database } from 'better-sqlite3'

export const AGENT_MESSAGES = {
  POLICY_OFF: 'Agent policy is not available',
  NOT_IN_TEAM: 'This account is not in your team',
  NOT_DIRECT: 'Contracts are offered to direct downline agents only',
  NO_CONTRACT: 'You have no contract of this kind',
  RATE_ABOVE_UPLINE: 'The rate cannot be more than your own rate',
  OFFER_PENDING: 'An offer of this kind is already waiting for an answer',
  REQUEST_DONE: 'This request has already been answered',
  TERMINATION_PENDING: 'A termination request is already waiting',
  NOT_OFFERER: 'Only the agent who made this offer can withdraw it',
}

/**
 * A handler for agents only (guard.ts: by member type, ROLE-12, ROLE-14); `policy`: also needs the
 * agent-policy flag (AGENT-23).
 */
export function forAgents<Body = JsonBody>(handler: AgentHandler<Body>, policy: boolean = false) {
  return requireAgent<Body>((ctx, me) => {
    if (policy && !ctx.settings.whitelabel?.AGENTPOLICY) return fail('POLICY_OFF', AGENT_MESSAGES.POLICY_OFF)
    return handler(ctx, me)
  })
}

/** The SQL LIMIT and OFFSET of a page. */
export const limitOf = ({ pageNo, pageSize }: Page) => ({ limit: pageSize, offset: (pageNo - 1) * pageSize })

/**
 * The team filter of a report (`account`): the whole team, or one member of it by account.
 */
export function memberFilter(db: Database, query: URLSearchParams, me: string): Checked<string | null> {
  const account = textParam(query, 'account')
  if (!account) return { value: null }
  const id = db
    .prepare(`${TEAM} SELECT m.id FROM team JOIN members m ON m.id = team.id WHERE m.username = :account`)
    .pluck()
    .get({ me, account }) as string | undefined
  return id ? { value: id } : { error: fail('NOT_IN_TEAM', AGENT_MESSAGES.NOT_IN_TEAM) }
}

/** The game filter of a report (`gameType`): one of the record pages' game types, or all. */
export function gameTypeFilter(query: URLSearchParams): Checked<string | null> {
  const raw = (query.get('gameType') ?? '').toUpperCase()
  if (!raw) return { value: null }
  return BET_GAME_TYPES.includes(raw) ? { value: raw } : { error: badRequest('Unknown gameType') }
}

/** API-27: the agent's consolidated figures, with the contract flags (AGENT-23, ROLE-10). */
function consolidated({ db }: RouteContext, me: MemberRow) {
  const income = db
    .prepare(
      'SELECT COALESCE(SUM(amount), 0) AS total, COUNT(*) AS count FROM agent_payments WHERE agent_id = ?',
    )
    .get(me.id) as { total: number; count: number }
  return ok({
    balance: me.balance,
    currencySymbol: me.currency_symbol,
    totalIncome: money(income.total),
    payments: income.count,
    ...contractFlags(db, me.id),
  })
}

/**
 * The agent's side of GET /wps/member/info/funds/consolidated (API-27): NOT_AGENT for a member and
 * POLICY_OFF without the agent policy, which the transfers route reads as "nothing to add".
 */
export const agentFunds = forAgents(consolidated, true)
