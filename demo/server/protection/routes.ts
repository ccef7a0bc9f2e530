// Player protection behind a token (the spec names no call, so under /wps/relay with the envelope,
// api.md's last paragraph): deposit, loss and wager limits per day / week / month, the session time
// limit, the reality-check interval and its session figures, cool-off and self-exclusion confirmed
// with the password. The refusals other paths ask for live in protection/rules.ts. Every rule is
// enforced here, whatever the client shows (C-8).
import { Type } from 'typebox'
import { fail, inputEmpty, ok, sessionExpired, tooManyRequests } from '../platform/envelope'
import { textField, TextValue } from '../platform/fields'
import { takeGuess } from '../platform/guesses'
import { findMemberById } from '../platform/members'
import { verifyPassword } from '../platform/passwords'
import { MINUTE_MS } from '../platform/time'
import {
  EXCLUSION_CHOICES,
  LIMIT_KINDS,
  PERIOD_MS,
  REALITY_CHECK_MINUTES,
  SESSION_LIMIT_MINUTES,
  activeExclusion,
  addExclusion,
  limitHistory,
  limitState,
  moneyLimits,
  realityMinutes,
  realityOverride,
  setLimit,
  setRealityMinutes,
} from './data'
import { clock, sessionStart } from './rules'
import { say, whenText } from './messages'
import { route } from '../platform/context'
import type { MemberContext, Route } from '../platform/context'

/** Every protection call is a token route: the session's member is known. */
export type Ctx = MemberContext

/** The brand's reality-check interval when its config names none. */
export const DEFAULT_REALITY_MINUTES = 60
const AMOUNT = /^\d{1,9}(\.\d{1,2})?$/

/**
 * Time played, amount bet and net result of the session so far (settled bets since it began). Time
 * runs on the protection clock, so the demo clock moved on also brings the session time limit nearer.
 */
function sessionFigures(ctx: Ctx) {
  const { memberId } = ctx
  const startedAt = sessionStart(ctx)
  const now = clock(ctx)
  const row = ctx.db
    .prepare(
      "SELECT COALESCE(SUM(stake), 0) AS stake, COALESCE(SUM(win_loss), 0) AS net FROM member_bets WHERE member_id = ? AND status = 'SETTLED' AND bet_time >= ?",
    )
    .get(memberId, startedAt) as { stake: number; net: number }
  const limit = limitState(ctx.db, memberId, 'session', 'session', now).amount
  const chosen = realityMinutes(ctx.db, memberId)
  const brandDefault = ctx.settings.brand?.realityCheckMinutes ?? DEFAULT_REALITY_MINUTES
  const minutes = chosen ?? brandDefault
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
      brandDefault,
      // A demo-shortened interval (control API) for the demo and its tests.
      intervalMs: realityOverride(ctx.db, undefined) ?? minutes * MINUTE_MS,
    },
    now,
  }
}

/** Everything the responsible-gaming page shows. */
function statusValue(ctx: Ctx) {
  const { memberId } = ctx
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
const saveLimit = route({
  method: 'POST',
  path: '/wps/relay/RG_setLimit',
  token: true,
  schema: {
    body: Type.Object({
      kind: Type.Optional(Type.String()),
      period: Type.Optional(Type.String()),
      // Empty (or null) for none.
      amount: Type.Optional(Type.Union([Type.String(), Type.Number(), Type.Null()])),
    }),
  },
  handler: (ctx) => {
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
    const appliesAt = setLimit(ctx.db, ctx.memberId, kind, period, amount, clock(ctx))
    return ok({ appliesAt, ...statusValue(ctx) })
  },
})

/** The reality-check interval, 15 to 120 minutes; applies at once. */
const saveRealityCheck = route({
  method: 'POST',
  path: '/wps/relay/RG_setRealityCheck',
  token: true,
  schema: { body: Type.Object({ minutes: Type.Optional(TextValue) }) },
  handler: (ctx) => {
    const minutes = Number(textField(ctx.body, 'minutes'))
    const [min, max] = REALITY_CHECK_MINUTES
    if (!Number.isInteger(minutes) || minutes < min || minutes > max)
      return fail('MINUTES_RANGE', `Please enter whole minutes from ${min} to ${max}`, {
        value: { min, max },
      })
    setRealityMinutes(ctx.db, ctx.memberId, minutes, clock(ctx))
    return status(ctx)
  },
})

/**
 * Cool-off or self-exclusion, confirmed with the password (the guess taken before the slow check,
 * DESIGN.md Decisions). Cannot shorten one in force; ends every session of the member.
 */
const exclude = route({
  method: 'POST',
  path: '/wps/relay/RG_exclude',
  token: true,
  schema: {
    body: Type.Object({
      kind: Type.Optional(Type.String()),
      duration: Type.Optional(Type.String()),
      password: Type.Optional(Type.String()),
    }),
  },
  handler: async (ctx) => {
    const kind = textField(ctx.body, 'kind')
    const choices = EXCLUSION_CHOICES[kind as keyof typeof EXCLUSION_CHOICES]
    if (!choices) return fail('KIND_INVALID', 'Choose cool-off or self-exclusion')
    const length = (choices as Record<string, number | null>)[textField(ctx.body, 'duration')]
    if (length === undefined) return fail('DURATION_INVALID', 'Choose how long')
    const password = ctx.body.password ?? ''
    if (!password) return inputEmpty()
    const member = findMemberById(ctx.db, ctx.memberId)
    if (!member) return sessionExpired()
    const guess = takeGuess(ctx.limits, 'protection-password', { member: member.id })
    if (guess.wait) return tooManyRequests(guess.wait)
    if (!(await verifyPassword(password, member.password_hash)))
      return fail('PASSWORD_INCORRECT', say(ctx, 'PASSWORD_INCORRECT'))
    guess.right()
    const at = clock(ctx)
    const current = activeExclusion(ctx.db, member.id, at)
    const endsAt = length === null ? null : at + length
    if (current && (current.endsAt === null || (endsAt !== null && endsAt <= current.endsAt)))
      return fail(
        'CANNOT_SHORTEN',
        say(ctx, 'CANNOT_SHORTEN', current.endsAt ? whenText(current.endsAt) : '∞'),
      )
    addExclusion(ctx.db, member.id, kind as 'coolOff' | 'selfExclusion', length, at)
    // Every session of the member ends (the client signs out its other tabs too).
    ctx.db.prepare('DELETE FROM sessions WHERE member_id = ?').run(member.id)
    return ok({ kind, endsAt })
  },
})

export const protectionRoutes: Route[] = [
  route({ method: 'GET', path: '/wps/relay/RG_status', token: true, handler: status }),
  saveLimit,
  saveRealityCheck,
  exclude,
  route({
    method: 'GET',
    path: '/wps/relay/RG_session',
    token: true,
    handler: (ctx) => ok(sessionFigures(ctx)),
  }),
]
