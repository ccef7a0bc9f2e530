// The server's side of ROUTE-12 / ROLE-11 / ROLE-14 (C-8): agent calls answer agents only, decided
// by the member type on file, never by anything the client says (the login's `site` field is only
// the agent page's hint). Every agent route's handler is wrapped:
// `{ path: '/wps/relay/agent/x', token: true, handler: requireAgent((ctx, me) => …) }`.
import { fail } from '../platform/envelope'
import { AGENT_TYPES, findMemberById } from '../platform/members'
import type { JsonBody, Reply, RouteContext } from '../platform/context'
import type { MemberRow } from '../platform/members'

/** The spec's wording for a non-agent (ROLE-14). */
export const NOT_AGENT_MESSAGE = 'Non-agents cannot log in'

/** A handler that runs for an agent, with the agent's member row. */
export type AgentHandler<Body = JsonBody> = (ctx: RouteContext<Body>, me: MemberRow) => Reply | Promise<Reply>

/** Wraps `handler` so that anyone but an agent is answered NOT_AGENT (ROLE-12, ROLE-14). */
export function requireAgent<Body = JsonBody>(
  handler: AgentHandler<Body>,
): (ctx: RouteContext<Body>) => Reply | Promise<Reply> {
  return (ctx) => {
    const member = ctx.memberId ? findMemberById(ctx.db, ctx.memberId) : undefined
    if (!member || !AGENT_TYPES.includes(member.type)) return fail('NOT_AGENT', NOT_AGENT_MESSAGE)
    return handler(ctx, member)
  }
}
