// The lottery bet call (API-51 (cut-off)..12): POST /lotto/lgw/games/bet, made by the lottery page a launch
// opens. It carries the launch ticket, not the site's token: the ticket names the member and is
// bound to the member's live session (lottery/tickets.ts). A `wager` route: the rule gate
// (ledger/gate.ts) resolves its member from the ticket and applies maintenance, the region block,
// cool-off, self-exclusion, the wager, loss and session limits and the requestId first. Every field
// is checked here and refused with a clear envelope error before anything moves; the bet itself is
// lottery/bets.ts.
// Body: { ticket, gameCode, issue, pick, stake, requestId } (JSON or a form post).
import { Type } from 'typebox'
import { TextValue } from '../platform/fields'
import { fail, inputEmpty, ok } from '../platform/envelope'
import { route } from '../platform/context'
import { firstNumbers, findLotteryGame } from './catalogue'
import { placeBet } from './bets'
import { runDueDraws } from './data'
import { ticketMember } from './tickets'
import type { Reply, RouteContext } from '../platform/context'

/** The stake range of a lottery bet (rupees). */
export const STAKE_MIN = 1
export const STAKE_MAX = 5000
/** A stake as typed: digits, at most two decimals — no sign, hex, exponent or spaces. */
const STAKE = /^\d{1,9}(\.\d{1,2})?$/
const REQUEST_ID = /^[A-Za-z0-9_-]{8,64}$/
export const BET_PATH = '/lotto/lgw/games/bet'

const Body = Type.Object({
  ticket: Type.Optional(TextValue),
  gameCode: Type.Optional(TextValue),
  issue: Type.Optional(TextValue),
  pick: Type.Optional(TextValue),
  stake: Type.Optional(TextValue),
  requestId: Type.Optional(TextValue),
})

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value).trim())

/** The stake of a bet, or its refusal: a number of at most 2 decimals from STAKE_MIN to STAKE_MAX. */
export function readStake(value: unknown): { stake: number; error?: undefined } | { error: Reply } {
  const typed = text(value)
  if (!typed) return { error: inputEmpty() }
  if (!STAKE.test(typed))
    return {
      error: fail(
        'STAKE_INVALID',
        'Enter the stake as a number with at most 2 decimals, for example 10 or 12.50',
      ),
    }
  const stake = Number(typed)
  if (stake < STAKE_MIN || stake > STAKE_MAX)
    return {
      error: fail('STAKE_RANGE', `The stake must be from ${STAKE_MIN} to ${STAKE_MAX}`, {
        value: { min: STAKE_MIN, max: STAKE_MAX },
      }),
    }
  return { stake }
}

/** API-51 (cut-off)..12: checks the ticket and every field, then places the bet. */
function bet(ctx: RouteContext<{ [K in keyof typeof Body.properties]?: string | number }>) {
  const { body, db, now } = ctx
  const who = ticketMember({ db, now, req: ctx.req, ttlMinutes: ctx.settings.tokenTtlMinutes }, body.ticket)
  if (who.error) return who.error
  const { launch } = who
  const game = findLotteryGame(text(body.gameCode))
  if (!game || game.mode !== launch.payload.lottoPrizeMode)
    return fail('GAME_NOT_FOUND', 'This lottery game is not in the lobby you opened')
  const requestId = text(body.requestId)
  if (!REQUEST_ID.test(requestId))
    return fail('REQUEST_ID', 'Every bet needs a requestId of 8 to 64 letters, digits, - or _')
  const issueText = text(body.issue)
  if (!/^\d{1,12}$/.test(issueText)) return fail('ISSUE_INVALID', 'Name the issue you bet on')
  const choices = firstNumbers(game.format)
  const pickText = text(body.pick)
  const pick = /^\d{1,3}$/.test(pickText) ? Number(pickText) : NaN
  if (!choices.includes(pick))
    return fail('BAD_PICK', `Choose one of the numbers offered: ${choices[0]} to ${choices.at(-1)}`)
  const stake = readStake(body.stake)
  if (stake.error) return stake.error
  runDueDraws(db, now) // bets of issues already over are settled before this one is taken
  const placed = placeBet(db, {
    memberId: launch.memberId,
    ticket: launch.ticket,
    requestId,
    game,
    issue: Number(issueText),
    pick,
    stake: stake.stake,
    now,
  })
  return 'error' in placed ? placed.error : ok(placed.value)
}

/** ROUTE-26 (ticket bound to the session): the member of a bet is its ticket's (for the rule gate), or the ticket's refusal. */
function betMember(ctx: RouteContext): { memberId: string } | { refusal: Reply } {
  const who = ticketMember(
    { db: ctx.db, now: ctx.now, req: ctx.req, ttlMinutes: ctx.settings.tokenTtlMinutes },
    ctx.body.ticket,
  )
  return who.error ? { refusal: who.error } : { memberId: who.launch.memberId }
}

export const lotteryBetRoutes = [
  route({
    method: 'POST',
    path: BET_PATH,
    schema: { body: Body },
    money: 'wager',
    amount: 'stake',
    member: betMember,
    handler: bet,
  }),
]
