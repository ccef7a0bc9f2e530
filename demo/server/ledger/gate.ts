// The rule gate (C-8, C-13): every route that moves money declares its kind (platform/context.ts
// `money`), and platform/api.ts runs it through `gate` before its handler. Maintenance and the
// region block (SYS-11/12) close every kind earlier, in onRequest, before the body is read. Here,
// in this order:
//   1. the member: the session's, or the route's own resolver (the lottery's launch ticket);
//   2. the request key (the body's `requestId`), for every kind: required on withdrawals, checked
//      whenever sent. The same key with the same body answers the first successful answer (stored,
//      marked `repeated: true`; a call still running is waited for, so 20 parallel identical calls
//      make one effect); the same key with another body is refused (REQUEST_REUSED). A refused call
//      moved nothing: its key is free again;
//   3. the kind's rules (RULES below): cool-off and self-exclusion (MEMBER-25) on every kind but a
//      withdrawal (a member's own money is never held by an exclusion); deposit limits on deposits
//      (money received from the team counts, protection/data.ts); wager, loss and session limits on
//      stakes; wagering requirements (MEMBER-10, ledger/wagering.ts) on withdrawals and transfers to
//      another member; the VIP level's daily withdrawal limit (MEMBER-9) on withdrawals; a birth date at
//      the jurisdiction's minimum age (C-17, security/age.ts) on deposits, withdrawals and stakes.
// A handler writes none of these again.
import { createHash } from 'node:crypto'
import { fail } from '../platform/envelope'
import { textField } from '../platform/fields'
import { DAY_MS } from '../platform/time'
import { ensureMemberBenefits, syncVip } from '../member-benefits/data'
import { clock, depositRefusal, exclusionRefusal, playRefusal } from '../protection/rules'
import { amountText, say } from '../protection/messages'
import { ageRefusal } from '../security/age'
import { cents, entrySum } from './ledger'
import { clearTurnover, outstandingTurnover } from './wagering'
import type { Database } from 'better-sqlite3'
import type { MoneyKind, Reply, Route, RouteContext } from '../platform/context'

/** A request key as every money call sends it. */
export const REQUEST_KEY = /^[A-Za-z0-9_-]{8,64}$/
/** An amount as the gate reads it for the limits: digits, at most 2 decimals, no sign, hex or exponent. */
const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/
/** The kinds that refuse a call without a request key (the others check one when it is sent). */
const KEY_REQUIRED: ReadonlySet<MoneyKind> = new Set(['withdraw'])
/** Body fields never kept, not even as part of a fingerprint. */
const SECRET_FIELD = /password|code|captcha/i

type Gated = RouteContext & { memberId: string }
type Rule = (ctx: Gated, amount: number | null) => Reply | null

/**
 * The body's amount in the route's `amount` field when it is well formed; null when absent or
 * malformed (the handler refuses a malformed amount with its own catalogue message, moving nothing).
 */
export function gateAmount(route: Pick<Route, 'amount'>, body: Record<string, unknown>) {
  if (!route.amount) return null
  const text = textField(body, route.amount)
  return AMOUNT.test(text) ? Number(text) : null
}

/** MEMBER-25: cool-off and self-exclusion close every kind but a withdrawal. */
const excluded: Rule = (ctx) => exclusionRefusal(ctx, ctx.memberId)

/** What the member's withdrawals took in the last 24 hours (a rejected one gave its hold back). */
const withdrawnToday = (ctx: Gated) =>
  cents(-entrySum(ctx.db, ctx.memberId, 'WITHDRAW', { from: ctx.now - DAY_MS }))

/** MEMBER-9: the VIP level's withdrawal limit for any 24 hours. */
const vipDailyLimit: Rule = (ctx, amount) => {
  ensureMemberBenefits(ctx.db)
  syncVip(ctx.db, ctx.memberId)
  const limit = ctx.db
    .prepare(
      'SELECT l.withdraw_limit FROM vip_levels l JOIN members m ON m.vip_level = l.level WHERE m.id = ?',
    )
    .pluck()
    .get(ctx.memberId) as number | undefined
  if (limit === undefined || amount === null) return null
  const remaining = cents(Math.max(0, limit - withdrawnToday(ctx)))
  if (amount <= remaining) return null
  return fail('VIP_DAILY_LIMIT', say(ctx, 'VIP_DAILY_LIMIT', amountText(limit), amountText(remaining)), {
    value: { limit, remaining },
  })
}

/** MEMBER-10: a bonus's turnover must be wagered before its money leaves the member. */
const turnoverMet: Rule = (ctx) => {
  const outstanding = outstandingTurnover(ctx.db, ctx.memberId)
  if (outstanding <= 0) return null
  return fail('TURNOVER_OUTSTANDING', say(ctx, 'TURNOVER_OUTSTANDING', amountText(outstanding)), {
    value: { outstanding },
  })
}

/** C-17: real-money play (deposits, withdrawals, stakes) needs a birth date at the jurisdiction's minimum. */
const ageVerified: Rule = (ctx) => ageRefusal(ctx, ctx.memberId)

/**
 * C-17: the same age check for a real-money game launch, which stakes nothing itself and so is no
 * money call (games/launch-routes.ts).
 */
export const realMoneyAgeRefusal = (ctx: RouteContext, memberId: string) => ageRefusal(ctx, memberId)

/**
 * The rules of `kind` for money a call pays besides what it is for, which makes it no money route
 * (CONST-8: the Zalo reward a profile save earns is a bonus): the first refusal, or null.
 */
export function paymentRefusal(ctx: RouteContext, memberId: string, kind: MoneyKind, amount: number) {
  for (const rule of RULES[kind]) {
    const refusal = rule({ ...ctx, memberId }, amount)
    if (refusal) return refusal
  }
  return null
}

const depositLimit: Rule = (ctx, amount) => (amount === null ? null : depositRefusal(ctx, amount))
const playLimits: Rule = (ctx, amount) => playRefusal(ctx, ctx.memberId, amount ?? 0)

/** Each kind's rules, in the order they are checked. */
export const RULES: Record<MoneyKind, Rule[]> = {
  wager: [excluded, ageVerified, playLimits],
  deposit: [excluded, ageVerified, depositLimit],
  withdraw: [ageVerified, turnoverMet, vipDailyLimit],
  transfer: [excluded, turnoverMet],
  wallet: [excluded],
  bonus: [excluded],
  convert: [excluded],
  'agent-payout': [excluded],
  account: [excluded],
}

// ---- request keys -----------------------------------------------------------------------------

const SCHEMA = `CREATE TABLE IF NOT EXISTS gate_requests (
  member_id TEXT NOT NULL,
  request_key TEXT NOT NULL,
  fingerprint TEXT NOT NULL,
  answer TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (member_id, request_key)
)`
const ready = new WeakSet<Database>()
function ensureGate(db: Database) {
  if (ready.has(db)) return
  db.exec(SCHEMA)
  ready.add(db)
}

/** Calls still running, per database: member and key → the body's fingerprint and the answer to come. */
const running = new WeakMap<Database, Map<string, { fingerprint: string; answer: Promise<Reply> }>>()

/** The call's identity: method, path and body without its key and secrets (never stored in clear). */
function fingerprint(route: Route, body: Record<string, unknown>) {
  const kept = Object.keys(body)
    .filter((name) => name !== 'requestId' && !SECRET_FIELD.test(name))
    .sort()
    .map((name) => [name, body[name]])
  return createHash('sha256')
    .update(JSON.stringify([route.method, route.path, kept]))
    .digest('base64url')
}

/**
 * The first answer again, marked as a repeat: the header `Idempotent-Replayed: true`, and
 * `repeated: true` in an object value (the transfer pages show "already done").
 */
function replayed(answer: Reply): Reply {
  const body = answer.body as { value?: unknown }
  const value = body.value
  const marked =
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? { ...body, value: { ...value, repeated: true } }
      : body
  return { ...answer, body: marked, headers: { ...answer.headers, 'Idempotent-Replayed': 'true' } }
}

const reused = (ctx: RouteContext) => fail('REQUEST_REUSED', say(ctx, 'REQUEST_REUSED'))

/** Clears the stored answers and the turnover requirements (the demo's reset, platform/db.ts). */
export function seedGate(db: Database) {
  ensureGate(db)
  db.prepare('DELETE FROM gate_requests').run()
  clearTurnover(db)
}

/** The member a money route acts for, or the refusal. */
function memberOf(ctx: RouteContext, route: Route): { memberId: string } | { refusal: Reply } {
  if (route.token && ctx.memberId) return { memberId: ctx.memberId }
  if (route.member) return route.member(ctx)
  throw new Error(`[lobbykit] money route ${route.method} ${route.path} names no member`)
}

/**
 * Runs a money route: its member, its request key, its kind's rules, then `handler`. Synchronous up
 * to the handler, so a parallel twin always finds the first call registered.
 */
export async function gate(
  ctx: RouteContext,
  route: Route & { money: MoneyKind },
  handler: (ctx: RouteContext) => Reply | Promise<Reply>,
): Promise<Reply> {
  const who = memberOf(ctx, route)
  if ('refusal' in who) return who.refusal
  const gated: Gated = { ...ctx, memberId: who.memberId }
  const body = ctx.body as Record<string, unknown>
  const key = textField(body, 'requestId')
  if (key ? !REQUEST_KEY.test(key) : KEY_REQUIRED.has(route.money))
    return fail('REQUEST_ID', say(ctx, 'REQUEST_ID'))
  const checked = () => {
    const amount = gateAmount(route, body)
    for (const rule of RULES[route.money]) {
      const refusal = rule(gated, amount)
      if (refusal) return refusal
    }
    return null
  }
  if (!key) return checked() ?? handler(ctx)

  ensureGate(ctx.db)
  const print = fingerprint(route, body)
  const stored = ctx.db
    .prepare('SELECT fingerprint, answer FROM gate_requests WHERE member_id = ? AND request_key = ?')
    .get(who.memberId, key) as { fingerprint: string; answer: string } | undefined
  if (stored) return stored.fingerprint === print ? replayed(JSON.parse(stored.answer) as Reply) : reused(ctx)
  const calls = running.get(ctx.db) ?? new Map<string, { fingerprint: string; answer: Promise<Reply> }>()
  running.set(ctx.db, calls)
  const id = `${who.memberId}\n${key}`
  const twin = calls.get(id)
  if (twin) return twin.fingerprint === print ? replayed(await twin.answer) : reused(ctx)
  const answer = (async () => checked() ?? handler(ctx))()
  calls.set(id, { fingerprint: print, answer })
  try {
    const reply = await answer
    const body = reply.body as { success?: unknown } | null
    if (reply.status === 200 && body?.success === true)
      ctx.db
        .prepare(
          'INSERT OR IGNORE INTO gate_requests (member_id, request_key, fingerprint, answer, created_at) VALUES (?, ?, ?, ?, ?)',
        )
        .run(who.memberId, key, print, JSON.stringify(reply), ctx.now)
    return reply
  } finally {
    calls.delete(id)
  }
}
