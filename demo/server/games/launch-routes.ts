// API-48, TILE-16/17: launching a game (a ticket for the demo game page), and API-46, the fallback
// launch call the client uses when the primary one fails. The lottery lobby launch shares the call
// (LOTT-5: lottery/rules.ts `launchLottery`).
import { realMoneyAgeRefusal } from '../ledger/gate'
import { randomBytes } from 'node:crypto'
import { badRequest, fail, ok, sessionExpired } from '../platform/envelope'
import { findMemberById, TRIAL_TYPE } from '../platform/members'
import { touchSession } from '../platform/sessions'
import { hasRooms, rememberRoom, roomsOf } from '../lottery/live-data'
import { launchLottery } from '../lottery/rules'
import { playRefusal } from '../protection/rules'
import { findGame, supportsFreePlay } from './data'
import { nodeIdOf } from './rules'
import type { Route, RouteContext } from '../platform/context'

/** Recent games kept per member (FAV-7). */
const RECENT_KEPT = 100

/** Records a real launch in the member's recent games, keeping the newest RECENT_KEPT. */
function rememberRecent(db: RouteContext['db'], memberId: string, nodeId: number, now: number) {
  db.prepare(
    'INSERT INTO recent_games VALUES (?, ?, ?) ON CONFLICT (member_id, node_id) DO UPDATE SET launched_at = excluded.launched_at',
  ).run(memberId, nodeId, now)
  db.prepare(
    `DELETE FROM recent_games WHERE member_id = ? AND node_id NOT IN
      (SELECT node_id FROM recent_games WHERE member_id = ? ORDER BY launched_at DESC LIMIT ?)`,
  ).run(memberId, memberId, RECENT_KEPT)
}

/**
 * API-48, TILE-16/17: launch. Free trial (freePlay=1) needs no session but a game that supports it;
 * real play needs a session of a real account (ROLE-8) and is recorded in recent games. Answers the
 * URL of the demo game page.
 */
function launchGame(ctx: RouteContext) {
  const { db, query } = ctx
  // LOTT-5: the lottery lobby launch shares this call (API-48).
  if (query.get('launchMode') === 'LOTT') return launchLottery(ctx)
  const nodeId = nodeIdOf(query.get('nodeId'))
  if (!nodeId) return badRequest('nodeId is required')
  const game = findGame(db, nodeId)
  if (!game) return fail('GAME_NOT_FOUND', 'This game does not exist')
  if (game.is_game !== 'GAME') return fail('NOT_A_GAME', 'This is a vendor entry: choose one of its games')
  // ERR-9: a vendor under maintenance launches nothing, free trial or real play.
  if (ctx.settings.maintenanceVendors.includes(game.vassalage))
    return fail('GAME_MAINTENANCE', 'Game maintenance')
  const freePlay = query.get('freePlay') === '1' || query.get('freePlay') === 'true'
  // API-47: a game played in rooms is launched into one of its open rooms.
  const roomId = query.get('roomId') ?? ''
  const room = hasRooms(game) ? roomsOf(game).find((r) => r.roomId === roomId) : null
  if (hasRooms(game) && !roomId) return fail('ROOM_REQUIRED', 'Choose a room first')
  if (hasRooms(game) && !room) return fail('ROOM_NOT_FOUND', 'This room does not exist')
  if (room?.status === 'FULL') return fail('ROOM_FULL', 'This room is full: choose another')
  // The launch serves visitors too: the session is read here, not required by the route.
  const memberId = ctx.memberId ?? touchSession(db, ctx.token, ctx.settings.tokenTtlMinutes)
  if (freePlay) {
    if (!supportsFreePlay(game)) return fail('FREE_PLAY_UNSUPPORTED', 'This game has no free trial')
  } else {
    if (!memberId) return sessionExpired()
    const member = findMemberById(db, memberId)
    if (!member || member.type === TRIAL_TYPE)
      return fail('NEED_TRUE_ACCOUNT', 'You need a real account to play this game')
    // Player protection (protection/rules.ts): no real play once a loss or wager limit or the session time limit is reached.
    // C-17: and the rule gate's age check, the one every real-money stake passes (ledger/gate.ts).
    const refusal = playRefusal(ctx, memberId) ?? realMoneyAgeRefusal(ctx, memberId)
    if (refusal) return refusal
    rememberRecent(db, memberId, nodeId, Date.now())
  }
  const ticket = randomBytes(18).toString('base64url')
  db.prepare('INSERT INTO launches VALUES (?, ?, ?, ?, ?)').run(
    ticket,
    nodeId,
    freePlay ? null : memberId,
    freePlay ? 1 : 0,
    Date.now(),
  )
  if (room) rememberRoom(db, ticket, room.roomId)
  const path = `/demo/games/play?ticket=${ticket}`
  return ok({ url: `${ctx.origin}${path}`, path, freePlay })
}

/** API-48 with the demo switch that makes it fail, so the client's fallback (API-46) is used. */
function primaryLaunch(ctx: RouteContext) {
  if (ctx.settings.gameLaunchPrimaryDown)
    return fail('SERVICE_UNAVAILABLE', 'The launch service is unavailable', { status: 503 })
  return launchGame(ctx)
}

export const launchRoutes: Route[] = [
  { method: 'GET', path: '/wps/game/launchGame', handler: primaryLaunch },
  { method: 'GET', path: '/wps/relay/GCS_gameLaunchFB', handler: launchGame },
]
