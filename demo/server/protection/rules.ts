// Where player protection says no, for the paths that move money or open play: the deposit order
// (wallet/deposit-routes.ts), the launch and the demo bet (games/launch-routes.ts,
// protection/demo-routes.ts) and the sign-in (the admission, session/rules.ts `admit`). Every rule is enforced here, whatever the client shows (C-8).
import type { IncomingHttpHeaders } from 'node:http'
import { fail } from '../platform/envelope'
import { hashToken } from '../platform/sessions'
import { MINUTE_MS } from '../platform/time'
import { activeExclusion, exceededLimit, limitState, protectionClock } from './data'
import { amountText, say, whenText, word } from './messages'
import type { MemberContext, RouteContext } from '../platform/context'

/** What the checks read of a request: its database, clock, token and Language header. */
export type ProtectionContext = Pick<RouteContext, 'db' | 'now' | 'token'> & {
  req: { headers: IncomingHttpHeaders }
}

/** The protection clock at the request's time. */
export const clock = (ctx: ProtectionContext) => protectionClock(ctx.db, ctx.now)

/**
 * The session of the request's token: when its play session started (the member's first sign-in of
 * the rolling day, session/rules.ts `admit`), so a new login never restarts the time limit.
 */
export function sessionStart(ctx: ProtectionContext) {
  if (!ctx.token) return ctx.now
  const at = ctx.db
    .prepare('SELECT COALESCE(NULLIF(play_started_at, 0), created_at) FROM sessions WHERE token_hash = ?')
    .pluck()
    .get(hashToken(ctx.token))
  return typeof at === 'number' ? at : ctx.now
}

/**
 * Why the member may not launch or bet `stake` now (loss or wager limit reached, or the session time
 * limit), or null. A launch asks with stake 0: refused once nothing remains.
 */
export function playRefusal(ctx: ProtectionContext, memberId: string, stake: number = 0) {
  const at = clock(ctx)
  for (const kind of ['loss', 'wager']) {
    const limit = exceededLimit(ctx.db, memberId, kind, Math.max(stake, 0.001), at)
    if (limit) {
      const remaining = Number(limit.remaining)
      return fail(
        `${kind.toUpperCase()}_LIMIT`,
        say(ctx, 'LIMIT_REACHED', word(ctx, limit.period), word(ctx, kind), amountText(remaining)),
        { value: { kind, period: limit.period, remaining } },
      )
    }
  }
  const session = limitState(ctx.db, memberId, 'session', 'session', at).amount
  if (session !== null && ctx.token && at - sessionStart(ctx) >= session * MINUTE_MS)
    return fail('SESSION_LIMIT', say(ctx, 'SESSION_LIMIT', session), { value: { minutes: session } })
  return null
}

/** Why a deposit order of `amount` is refused by the member's deposit limits, or null. */
export function depositRefusal(ctx: ProtectionContext & Pick<MemberContext, 'memberId'>, amount: number) {
  const limit = exceededLimit(ctx.db, ctx.memberId, 'deposit', amount, clock(ctx))
  if (!limit) return null
  const remaining = Number(limit.remaining)
  return fail(
    'DEPOSIT_LIMIT',
    say(ctx, 'LIMIT_REACHED', word(ctx, limit.period), word(ctx, 'deposit'), amountText(remaining)),
    { value: { kind: 'deposit', period: limit.period, remaining } },
  )
}

/** Why a login of a member in cool-off or self-exclusion is refused (with the end date), or null. */
export function exclusionRefusal(ctx: ProtectionContext, memberId: string) {
  const found = activeExclusion(ctx.db, memberId, clock(ctx))
  if (!found) return null
  const kind = word(ctx, found.kind)
  const message =
    found.endsAt === null
      ? say(ctx, 'EXCLUDED_FOREVER', kind)
      : say(ctx, 'EXCLUDED_UNTIL', whenText(found.endsAt), kind)
  return fail('SELF_EXCLUDED', message, { value: { kind: found.kind, until: found.endsAt } })
}
