// The server's side of ROUTE-12 / ROLE-11 / ROLE-15 (C-8, issue 11 item 12): agent calls answer
// agents only, decided by the member type on file, never by anything the client says (the login's
// `site` field is only the agent page's hint). Every agent route's handler is wrapped:
// `{ path: '/wps/relay/AGENT_x', token: true, handler: requireAgent((ctx, me) => …) }`.
import { fail } from './envelope.mjs'
import { AGENT_TYPES, findMemberById } from './members.mjs'

/** The spec's wording for a non-agent (ROLE-15). */
export const NOT_AGENT_MESSAGE = 'Non-agents cannot log in'

/**
 * @param {(ctx: import('./routes/context.mjs').RouteContext, me: import('./members.mjs').MemberRow) => any} handler
 * @returns {(ctx: import('./routes/context.mjs').RouteContext) => any}
 */
export function requireAgent(handler) {
  return (ctx) => {
    const member = ctx.memberId ? findMemberById(ctx.db, ctx.memberId) : undefined
    if (!member || !AGENT_TYPES.includes(member.type)) return fail('NOT_AGENT', NOT_AGENT_MESSAGE)
    return handler(ctx, member)
  }
}
