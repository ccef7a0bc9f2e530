// The server's side of ROUTE-12 / ROLE-11 / ROLE-15 (C-8, issue 11 item 12): agent calls answer
// agents only, decided by the member type on file, never by anything the client says (the login's
// `site` field is only the agent page's hint). Every agent route's handler is wrapped:
// `{ path: '/wps/relay/AGENT_x', token: true, handler: requireAgent((ctx, me) => …) }`.
import { fail } from '../platform/envelope'
import { AGENT_TYPES, findMemberById } from '../platform/members'
import type { RouteContext } from '../platform/context'
import type { MemberRow } from '../platform/members'

/** The spec's wording for a non-agent (ROLE-15). */
export const NOT_AGENT_MESSAGE = 'Non-agents cannot log in'

export function requireAgent(handler: (ctx: RouteContext, me: MemberRow) => any): (ctx: RouteContext) => any {
  return (ctx) => {
    const member = ctx.memberId ? findMemberById(ctx.db, ctx.memberId) : undefined
    if (!member || !AGENT_TYPES.includes(member.type)) return fail('NOT_AGENT', NOT_AGENT_MESSAGE)
    return handler(ctx, member)
  }
}
