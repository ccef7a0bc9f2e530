// Player protection behind a token (issue 19; the spec names no call, so under /wps/relay with the
// envelope, api.md's last paragraph): deposit, loss and wager limits per day / week / month, the
// session time limit, the reality-check interval and its session figures, cool-off and
// self-exclusion confirmed with the password. The checks the other paths call live here too:
// `depositRefusal` (wallet.mjs, the deposit order), `playRefusal` (games.mjs launch, the demo bet),
// `exclusionRefusal` (login.mjs). Every rule is enforced here, whatever the client shows (C-8).
import { fail, inputEmpty, ok, tooManyRequests } from '../platform/envelope'
import { textField } from '../platform/fields'
import { takeGuess } from '../platform/guesses'
import { findMemberById } from '../platform/members'
import { verifyPassword } from '../platform/passwords'
import { hashToken } from '../platform/sessions'
import {
  EXCLUSION_CHOICES,
  LIMIT_KINDS,
  PERIOD_MS,
  REALITY_CHECK_MINUTES,
  SESSION_LIMIT_MINUTES,
  activeExclusion,
  addExclusion,
  exceededLimit,
  limitHistory,
  limitState,
  moneyLimits,
  protectionClock,
  realityMinutes,
  realityOverride,
  setLimit,
  setRealityMinutes,
} from './data'
import { amountText, say, whenText, word } from './messages'
import type { Route, RouteContext } from '../platform/context'

export type Ctx = RouteContext

const MINUTE_MS = 60_000
/** The brand's reality-check interval when its config names none. */
export const DEFAULT_REALITY_MINUTES = 60
const AMOUNT = /^\d{1,9}(\.\d{1,2})?$/

const clock = (ctx: Ctx) => protectionClock(ctx.db, ctx.now)

/** The session of the request's token: when it started. */
function sessionStart(ctx: Ctx) {
  if (!ctx.token) return ctx.now
  const at = ctx.db
    .prepare('SELECT created_at FROM sessions WHERE token_hash = ?')
    .pluck()
    .get(hashToken(ctx.token))
  return typeof at === 'number' ? at : ctx.now
}

/**
 * Time played, amount bet and net result of the session so far (settled bets since it began). Time
 * runs on the protection clock, so the demo clock moved on also brings the session time limit nearer.
 */
function sessionFigures(ctx: Ctx) {
  const startedAt = sessionStart(ctx)
  const now = clock(ctx)
  const row = ctx.db
    .prepare(
      "SELECT COALESCE(SUM(stake), 0) AS stake, COALESCE(SUM(win_loss), 0) AS net FROM member_bets WHERE member_id = ? AND status = 'SETTLED' AND bet_time >= ?",
    )
    .get(ctx.memberId, startedAt) as { stake: number; net: number }
  const limit = limitState(ctx.db, String(ctx.memberId), 'session', 'session', clock(ctx)).amount
  const chosen = realityMinutes(ctx.db, String(ctx.memberId))
  const minutes = chosen ?? ctx.settings.brand?.realityCheckMinutes ?? DEFAULT_REALITY_MINUTES
  return {
    startedAt,
    playedMs: Math.max(0, now - startedAt),
    stake: Math.round(row.stake * 100) / 100,
    net: Math.round(row.net * 100) / 100,
    sessionLimitMinutes: limit,
    // On the clock of `now`: the client times it from `now`, whatever the device's clock says.
    sessionEndsAt: limit === null ? null : startedAt + limit * MINUTE_MS,
    realityCheck: {
      minutes,
      chosen,
      brandDefault: ctx.settings.brand?.realityCheckMinutes ?? DEFAULT_REALITY_MINUTES,
      // A demo-shortened interval (control API) for the demo and its tests.
      intervalMs: realityOverride(ctx.db, undefined) ?? minutes * MINUTE_MS,
    },
    now,
  }
}

/** Everything the responsible-gaming page shows. */
function statusValue(ctx: Ctx) {
  const memberId = String(ctx.memberId)
  const at = clock(ctx)
  return {
    clock: at,
    limits: moneyLimits(ctx.db, memberId, at),
    session: limitState(ctx.db, memberId, 'session', 'session', at),
    figures: sessionFigures(ctx),
    bounds: {
      realityCheckMinutes: REALITY_CHECK_MINUTES,
      sessionLimitMinutes: SESSION_LIMIT_MINUTES,
      coolOff: Object.keys(EXCLUSION_CHOICES.coolOff),
      selfExclusion: Object.keys(EXCLUSION_CHOICES.selfExclusion),
    },
    history: limitHistory(ctx.db, memberId),
  }
}

const status = (ctx: Ctx) => ok(statusValue(ctx))

/** A limit field: empty for none, else a positive amount with at most two decimals. */
function readLimit(text: string) {
  if (text === '') return { amount: null }
  if (!AMOUNT.test(text) || Number(text) <= 0)
    return {
      error: fail('AMOUNT_INVALID', 'Please enter the amount as a positive number with at most 2 decimals'),
    }
  return { amount: Number(text) }
}

/** Sets one limit; a lower one applies now, a higher one (or none) after 24 hours. */
function saveLimit(ctx: Ctx) {
  const kind = textField(ctx.body, 'kind')
  const isSession = kind === 'session'
  const period = isSession ? 'session' : textField(ctx.body, 'period')
  if (!isSession && !LIMIT_KINDS.includes(kind))
    return fail('KIND_INVALID', 'Choose deposit, loss, wager or session')
  if (!isSession && !(period in PERIOD_MS)) return fail('PERIOD_INVALID', 'Choose day, week or month')
  const { amount, error } = readLimit(textField(ctx.body, 'amount'))
  if (error) return error
  if (isSession && amount !== null) {
    const [min, max] = SESSION_LIMIT_MINUTES
    if (!Number.isInteger(amount) || amount < min || amount > max)
      return fail('MINUTES_RANGE', `Please enter whole minutes from ${min} to ${max}`, {
        value: { min, max },
      })
  }
  const appliesAt = setLimit(ctx.db, String(ctx.memberId), kind, period, amount, clock(ctx))
  return ok({ appliesAt, ...statusValue(ctx) })
}

/** The reality-check interval, 15 to 120 minutes; applies at once. */
function saveRealityCheck(ctx: Ctx) {
  const minutes = Number(textField(ctx.body, 'minutes'))
  const [min, max] = REALITY_CHECK_MINUTES
  if (!Number.isInteger(minutes) || minutes < min || minutes > max)
    return fail('MINUTES_RANGE', `Please enter whole minutes from ${min} to ${max}`, { value: { min, max } })
  setRealityMinutes(ctx.db, String(ctx.memberId), minutes, clock(ctx))
  return status(ctx)
}

/**
 * Cool-off or self-exclusion, confirmed with the password (the guess taken before the slow check,
 * DESIGN Decisions). Cannot shorten one in force; ends every session of the member.
 */
async function exclude(ctx: Ctx) {
  const kind = textField(ctx.body, 'kind')
  const choices = EXCLUSION_CHOICES[kind as keyof typeof EXCLUSION_CHOICES]
  if (!choices) return fail('KIND_INVALID', 'Choose cool-off or self-exclusion')
  const length = (choices as Record<string, number | null>)[textField(ctx.body, 'duration')]
  if (length === undefined) return fail('DURATION_INVALID', 'Choose how long')
  const password = typeof ctx.body.password === 'string' ? ctx.body.password : ''
  if (!password) return inputEmpty()
  const member = findMemberById(ctx.db, String(ctx.memberId))
  if (!member) return fail('SESSION_EXPIRED', 'You are not logged in, please login', { status: 401 })
  const guess = takeGuess(ctx.limits, 'protection-password', { member: member.id })
  if (guess.wait) return tooManyRequests(guess.wait)
  if (!(await verifyPassword(password, member.password_hash)))
    return fail('PASSWORD_INCORRECT', say(ctx, 'PASSWORD_INCORRECT'))
  guess.right()
  const at = clock(ctx)
  const current = activeExclusion(ctx.db, member.id, at)
  const endsAt = length === null ? null : at + length
  if (current && (current.endsAt === null || (endsAt !== null && endsAt <= current.endsAt)))
    return fail('CANNOT_SHORTEN', say(ctx, 'CANNOT_SHORTEN', current.endsAt ? whenText(current.endsAt) : '∞'))
  addExclusion(ctx.db, member.id, kind as 'coolOff' | 'selfExclusion', length, at)
  // Issue 19: every session of the member ends (the client signs out its other tabs too).
  ctx.db.prepare('DELETE FROM sessions WHERE member_id = ?').run(member.id)
  return ok({ kind, endsAt })
}

/**
 * Why the member may not launch or bet `stake` now (loss or wager limit reached, or the session time
 * limit), or null. A launch asks with stake 0: refused once nothing remains.
 */
export function playRefusal(ctx: Ctx, memberId: string, stake: number = 0) {
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
export function depositRefusal(ctx: Ctx, amount: number) {
  const limit = exceededLimit(ctx.db, String(ctx.memberId), 'deposit', amount, clock(ctx))
  if (!limit) return null
  const remaining = Number(limit.remaining)
  return fail(
    'DEPOSIT_LIMIT',
    say(ctx, 'LIMIT_REACHED', word(ctx, limit.period), word(ctx, 'deposit'), amountText(remaining)),
    { value: { kind: 'deposit', period: limit.period, remaining } },
  )
}

/** Why a login of a member in cool-off or self-exclusion is refused (with the end date), or null. */
export function exclusionRefusal(ctx: Ctx, memberId: string) {
  const found = activeExclusion(ctx.db, memberId, clock(ctx))
  if (!found) return null
  const kind = word(ctx, found.kind)
  const message =
    found.endsAt === null
      ? say(ctx, 'EXCLUDED_FOREVER', kind)
      : say(ctx, 'EXCLUDED_UNTIL', whenText(found.endsAt), kind)
  return fail('SELF_EXCLUDED', message, { value: { kind: found.kind, until: found.endsAt } })
}

export const protectionRoutes: Route[] = [
  { method: 'GET', path: '/wps/relay/RG_status', token: true, handler: status },
  { method: 'POST', path: '/wps/relay/RG_setLimit', token: true, handler: saveLimit },
  { method: 'POST', path: '/wps/relay/RG_setRealityCheck', token: true, handler: saveRealityCheck },
  { method: 'POST', path: '/wps/relay/RG_exclude', token: true, handler: exclude },
  { method: 'GET', path: '/wps/relay/RG_session', token: true, handler: (ctx) => ok(sessionFigures(ctx)) },
]
