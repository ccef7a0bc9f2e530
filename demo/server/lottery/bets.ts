// A lottery bet (API-51 (cut-off), C-8 (lottery bets in the ledger)): on the open issue, before its cut-off, in one SQL transaction —
// the stake leaves the balance through the ledger (BET, product LOTTERY, reference lottery_bets:<id>,
// request key = the bet's requestId, C-13), the bet is written, and so is its row of the betting record
// (member_bets: game type LOTT, the lottery's vendor, PENDING until the draw settles it with payout
// and win/loss, lottery/data.ts), so profit and loss, points, VIP progress, team reports and the
// player's limits count it. One requestId of a member is one bet: the same bet again answers the
// first bet; another bet under the same requestId is refused.
import { InsufficientFunds, post } from '../ledger/ledger'
import { fail } from '../platform/envelope'
import { MODE_VENDORS, closesAtOf, drawTimeOf, oddsOf, openIssue } from './catalogue'
import { LOTTERY_GAME_TYPE, LOTTERY_PRODUCT, ensureLottery, issueInfo } from './data'
import type { Reply } from '../platform/context'
import type { Database } from 'better-sqlite3'
import type { LotteryGame } from './catalogue'
import type { LotteryBetRow } from './data'

/** What a bet asks for, once its fields are checked (lottery/bet-routes.ts). */
export type BetOrder = {
  memberId: string
  ticket: string
  requestId: string
  game: LotteryGame
  issue: number
  pick: number
  stake: number
  now: number
}

const clockText = (ms: number) => `${new Date(ms).toISOString().slice(11, 19)} UTC`

/** API-51 (cut-off): why `issue` takes no bet at `now`, or null. */
export function closedRefusal(game: LotteryGame, issue: number, now: number): Reply | null {
  const open = openIssue(game, now)
  if (issue > open)
    return fail('ISSUE_NOT_OPEN', `Issue ${issue} is not open for bets yet; bet on issue ${open}.`)
  const inCutoff = now >= closesAtOf(game, open)
  if (issue === open && !inCutoff) return null
  const next = inCutoff ? open + 1 : open
  const nextOpensAt = inCutoff ? drawTimeOf(game, open) : now
  return fail(
    'BETTING_CLOSED',
    `Betting on issue ${issue} is closed. ${inCutoff ? `Bets on issue ${next} open at ${clockText(nextOpensAt)}.` : `Bets on issue ${next} are open now.`}`,
    { value: { issue: String(issue), nextIssue: String(next), nextOpensAt } },
  )
}

/** The answer of a placed bet (the same for its repeats). */
function answerOf(db: Database, bet: LotteryBetRow, game: LotteryGame, duplicate: boolean) {
  const info = issueInfo(db, game, bet.issue, bet.created_at)
  const balance = db.prepare('SELECT balance FROM members WHERE id = ?').pluck().get(bet.member_id) as number
  return {
    betId: bet.id,
    gameCode: bet.game_code,
    gameName: game.name,
    issue: String(bet.issue),
    pick: bet.pick,
    stake: bet.stake,
    odds: bet.odds,
    status: bet.status,
    closesAt: info.closesAt,
    drawAt: info.nextDrawAt,
    secretHash: info.secretHash,
    balance,
    duplicate,
  }
}

/**
 * Places a bet; answers the bet (with the balance after it) or the refusal. Nothing moves on a
 * refusal.
 */
export function placeBet(
  db: Database,
  order: BetOrder,
): { value: ReturnType<typeof answerOf> } | { error: Reply } {
  ensureLottery(db)
  const { memberId, game, issue, pick, stake, now, requestId } = order
  try {
    return db.transaction(() => {
      const existing = db
        .prepare('SELECT * FROM lottery_bets WHERE member_id = ? AND request_id = ?')
        .get(memberId, requestId) as LotteryBetRow | undefined
      if (existing) {
        const same =
          existing.game_code === game.code &&
          existing.issue === issue &&
          existing.pick === pick &&
          existing.stake === stake
        return same
          ? { value: answerOf(db, existing, game, true) }
          : {
              error: fail(
                'REQUEST_REUSED',
                'This requestId was already used for another bet; send a new requestId for a new bet.',
                { status: 409 },
              ),
            }
      }
      const closed = closedRefusal(game, issue, now)
      if (closed) return { error: closed }
      issueInfo(db, game, issue, now) // API-51 (fair draw): the issue's hash is published before the bet is taken
      const id = Number(
        db
          .prepare(
            `INSERT INTO lottery_bets (member_id, ticket, request_id, game_code, issue, pick, stake, odds, status, created_at)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'OPEN', ?)`,
          )
          .run(memberId, order.ticket, requestId, game.code, issue, pick, stake, oddsOf(game), now)
          .lastInsertRowid,
      )
      const vendor = MODE_VENDORS[game.mode as keyof typeof MODE_VENDORS] ?? game.mode
      const recordId = Number(
        db
          .prepare(
            `INSERT INTO member_bets (member_id, bet_time, game_type, game_name, vendor, stake, payout, win_loss, status)
             VALUES (?, ?, ?, ?, ?, ?, 0, 0, 'PENDING')`,
          )
          .run(memberId, now, LOTTERY_GAME_TYPE, `${game.name} #${issue}`, vendor, stake).lastInsertRowid,
      )
      db.prepare('UPDATE lottery_bets SET record_id = ? WHERE id = ?').run(recordId, id)
      post(db, {
        memberId,
        type: 'BET',
        amount: -stake,
        product: LOTTERY_PRODUCT,
        reference: `lottery_bets:${id}`,
        requestKey: requestId,
        remark: `Lottery bet: ${game.name} issue ${issue}`,
        at: now,
      })
      const bet = db.prepare('SELECT * FROM lottery_bets WHERE id = ?').get(id) as LotteryBetRow
      return { value: answerOf(db, bet, game, false) }
    })()
  } catch (error) {
    if (!(error instanceof InsufficientFunds)) throw error
    return { error: fail('INSUFFICIENT_BALANCE', 'Your balance is too low for this stake.') }
  }
}
