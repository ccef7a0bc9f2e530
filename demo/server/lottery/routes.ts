// Lottery, PVP room and live-chat calls (issue 13). The spec's named calls under their own paths
// (api.md Games): VN lottery menus by prize mode (API-49, LOTT-7/8), the member's recent lottery
// games (API-50), opened draws (API-51, API-52), the lobby launch through /wps/game/launchGame
// (API-48, LOTT-5/6: `launchLottery`, called by routes/games.mjs), PVP rooms (API-47) and live chat
// (API-55/56, MEMBER-41: members only, never trial players).
import { randomBytes } from 'node:crypto'
import { badRequest, fail, ok, sessionExpired } from '../platform/envelope'
import { ensureGames, findGame } from '../games/data'
import { findMemberById, TRIAL_TYPE } from '../platform/members'
import { touchSession } from '../platform/sessions'
import { CHAT_MODELS, ensureLive, hasRooms, openChat, roomsOf } from './live-data'
import {
  LOTTERY_GAMES,
  MENU_NAMES,
  PRIZE_MODES,
  drawTimeOf,
  ensureLottery,
  findLotteryGame,
  latestDraws,
  oddsOf,
  openIssue,
  runDueDraws,
} from './data'
import type { Route, RouteContext } from '../platform/context'

export type Ctx = RouteContext & { now?: number }
export type LotteryGame = import('./data').LotteryGame

const RECENT_SHOWN = 10
const DRAWS_SHOWN_MAX = 20
const BACK_URL_MAX = 500

/** The request's clock (the server's injectable clock, else now). */
const nowOf = (ctx: Ctx) => ctx.now ?? Date.now()

const isUrdu = (ctx: Ctx) => String(ctx.req.headers.language ?? '').toUpperCase() === 'UR'

/** A game-menu item (LOTT-2/3: the client adds accountTypeName). */
function menuItem(game: LotteryGame, ctx: Ctx) {
  const now = nowOf(ctx)
  const issue = openIssue(game, now)
  return {
    gameCode: game.code,
    gameName: isUrdu(ctx) ? game.nameUr : game.name,
    prizeMode: game.mode,
    menuCode: game.menu,
    icon: game.menu,
    drawMinutes: game.minutes,
    issue: String(issue),
    nextDrawAt: drawTimeOf(game, issue),
    odds: oddsOf(game),
  }
}

/** The prize mode a call asks for: `data` = {"prizeMode","device"} (LOTT-7), or plain parameters. */
function prizeModeOf(ctx: Ctx) {
  let mode = ctx.query.get('prizeMode')
  const data = ctx.query.get('data')
  if (data) {
    try {
      const parsed = JSON.parse(data)
      if (parsed && typeof parsed === 'object') mode = String(parsed.prizeMode ?? '')
    } catch {
      return null
    }
  }
  const upper = (mode ?? '').trim().toUpperCase()
  return PRIZE_MODES.includes(upper) ? upper : null
}

/** API-49, LOTT-8: the menus of a prize mode, an object keyed by menu code. */
function gameMenu(ctx: Ctx) {
  const mode = prizeModeOf(ctx)
  if (!mode) return badRequest(`prizeMode must be one of ${PRIZE_MODES.join(', ')}`)
  const menus: Record<string, { menuCode: string; menuName: string; icon: string; gameMenus: unknown[] }> = {}
  for (const game of LOTTERY_GAMES.filter((g) => g.mode === mode)) {
    const names = MENU_NAMES[game.menu as keyof typeof MENU_NAMES]
    menus[game.menu] ??= {
      menuCode: game.menu,
      menuName: isUrdu(ctx) ? names[1] : names[0],
      icon: game.menu,
      gameMenus: [],
    }
    menus[game.menu].gameMenus.push(menuItem(game, ctx))
  }
  return ok(menus)
}

/** API-50: the member's recent lottery games, newest first. */
function recentMenu(ctx: Ctx) {
  ensureLottery(ctx.db)
  const rows = ctx.db
    .prepare(
      'SELECT game_code, played_at FROM lottery_recent WHERE member_id = ? ORDER BY played_at DESC LIMIT ?',
    )
    .all(ctx.memberId, RECENT_SHOWN) as { game_code: string; played_at: number }[]
  const list = rows.flatMap((row) => {
    const game = findLotteryGame(row.game_code)
    return game ? [{ ...menuItem(game, ctx), playedAt: row.played_at }] : []
  })
  return ok({ list })
}

/** API-51: the latest draw of each game of a prize mode, with the next draw. */
function openedByMode(ctx: Ctx) {
  const mode = prizeModeOf(ctx)
  if (!mode) return badRequest(`prizeMode must be one of ${PRIZE_MODES.join(', ')}`)
  runDueDraws(ctx.db, nowOf(ctx))
  const list = LOTTERY_GAMES.filter((g) => g.mode === mode).flatMap((game) => {
    const [latest] = latestDraws(ctx.db, game, 1)
    const open = menuItem(game, ctx)
    return latest
      ? [{ ...latest, gameName: open.gameName, nextIssue: open.issue, nextDrawAt: open.nextDrawAt }]
      : []
  })
  return ok({ list })
}

/** API-52: the last draws of one game (token). */
function openedByGame(ctx: Ctx) {
  const game = findLotteryGame(ctx.query.get('gameCode') ?? '')
  if (!game) return fail('GAME_NOT_FOUND', 'This lottery game does not exist')
  const raw = ctx.query.get('count') ?? '10'
  const count = Number(raw)
  if (!/^\d+$/.test(raw) || count < 1 || count > DRAWS_SHOWN_MAX)
    return badRequest(`count must be a whole number from 1 to ${DRAWS_SHOWN_MAX}`)
  runDueDraws(ctx.db, nowOf(ctx))
  return ok({ list: latestDraws(ctx.db, game, count), nextIssue: String(openIssue(game, nowOf(ctx))) })
}

/** A back link may only be a web address or a same-site path. */
function isSafeBackUrl(value: string) {
  if (value.length > BACK_URL_MAX) return false
  if (/^\/(?!\/)/.test(value)) return true
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:'
  } catch {
    return false
  }
}

/** The real (not trial) member of a token call, or the failure to answer. */
function realMember(ctx: Ctx, memberId: string | null) {
  if (!memberId) return { error: sessionExpired() }
  const member = findMemberById(ctx.db, memberId)
  if (!member || member.type === TRIAL_TYPE)
    return { error: fail('NEED_TRUE_ACCOUNT', 'You need a real account for this') }
  return { member }
}

/**
 * API-48 for the lottery lobby (LOTT-5/6): the §7 payload — lottoArea VN, launchMode LOTT,
 * lottoPrizeMode, lottoGameCode, lottoView (betting with a game code, else lobby), device, backUrl,
 * language — checked, kept with a ticket, answered as the demo lottery's URL.
 */
export function launchLottery(ctx: Ctx) {
  const q = ctx.query
  const who = realMember(ctx, ctx.memberId ?? touchSession(ctx.db, ctx.token, ctx.settings.tokenTtlMinutes))
  if ('error' in who) return who.error
  const payload = {
    lottoArea: q.get('lottoArea') ?? '',
    launchMode: q.get('launchMode') ?? '',
    lottoPrizeMode: (q.get('lottoPrizeMode') ?? '').toUpperCase(),
    lottoGameCode: q.get('lottoGameCode') ?? '',
    lottoView: q.get('lottoView') ?? '',
    device: q.get('device') ?? '',
    backUrl: q.get('backUrl') ?? '',
    language: (q.get('language') ?? '').toUpperCase(),
  }
  if (payload.lottoArea !== 'VN') return badRequest('lottoArea must be VN')
  if (payload.launchMode !== 'LOTT') return badRequest('launchMode must be LOTT')
  if (!PRIZE_MODES.includes(payload.lottoPrizeMode))
    return badRequest(`lottoPrizeMode must be one of ${PRIZE_MODES.join(', ')}`)
  const game = payload.lottoGameCode ? findLotteryGame(payload.lottoGameCode) : null
  if (payload.lottoGameCode && (!game || game.mode !== payload.lottoPrizeMode))
    return fail('GAME_NOT_FOUND', 'This lottery game is not offered in this prize mode')
  if (payload.lottoView !== (game ? 'betting' : 'lobby'))
    return badRequest('lottoView must be betting with a game code and lobby without one')
  if (!/^[A-Za-z0-9]{1,12}$/.test(payload.device)) return badRequest('device is required')
  if (!isSafeBackUrl(payload.backUrl)) return badRequest('backUrl must be a web address or a site path')
  if (!/^[A-Z]{2}(-[A-Z]{2})?$/.test(payload.language)) return badRequest('language is required')
  ensureLottery(ctx.db)
  const now = nowOf(ctx)
  const ticket = randomBytes(18).toString('base64url')
  ctx.db.transaction(() => {
    ctx.db
      .prepare('INSERT INTO lottery_launches VALUES (?, ?, ?, ?)')
      .run(ticket, who.member.id, JSON.stringify(payload), now)
    if (game)
      ctx.db
        .prepare(
          'INSERT INTO lottery_recent VALUES (?, ?, ?) ON CONFLICT (member_id, game_code) DO UPDATE SET played_at = excluded.played_at',
        )
        .run(who.member.id, game.code, now)
  })()
  const path = `/demo/lottery/play?ticket=${ticket}`
  return ok({ url: `${ctx.origin}${path}`, path })
}

/** API-47: the rooms of a PVP game played in rooms (stake, players, status). */
function roomList(ctx: Ctx) {
  ensureGames(ctx.db)
  const nodeId = Number(ctx.query.get('nodeId'))
  const game = Number.isInteger(nodeId) && nodeId > 0 ? findGame(ctx.db, nodeId) : undefined
  if (!game) return fail('GAME_NOT_FOUND', 'This game does not exist')
  return ok({ list: hasRooms(game) ? roomsOf(game) : [] })
}

/** API-55, MEMBER-41: the live-chat hosts. Members only. */
function modelList(ctx: Ctx) {
  const who = realMember(ctx, ctx.memberId)
  if ('error' in who) return who.error
  const urdu = isUrdu(ctx)
  return ok({
    list: CHAT_MODELS.map(({ topicUr, topic, ...model }) => ({ ...model, topic: urdu ? topicUr : topic })),
  })
}

/** API-56, MEMBER-41: opens a chat with an online host; answers chatUrl (the demo chat page). */
function launchChat(ctx: Ctx) {
  const who = realMember(ctx, ctx.memberId)
  if ('error' in who) return who.error
  const model = CHAT_MODELS.find((m) => m.modelId === String(ctx.body.modelId ?? ''))
  if (!model) return fail('MODEL_NOT_FOUND', 'This host does not exist')
  if (!model.online) return fail('MODEL_OFFLINE', `${model.name} is offline now`)
  ensureLive(ctx.db)
  const ticket = randomBytes(18).toString('base64url')
  openChat(ctx.db, ticket, who.member.id, model.modelId, nowOf(ctx))
  return ok({ chatUrl: `${ctx.origin}/demo/chat?ticket=${ticket}`, modelId: model.modelId })
}

export const lotteryRoutes: Route[] = [
  { method: 'GET', path: '/lgw/vn/games/game_menu', handler: gameMenu },
  { method: 'GET', path: '/lgw/vn/games/game_menu/recent', token: true, handler: recentMenu },
  { method: 'GET', path: '/lgw/vn/numeros/opened/game', handler: openedByMode },
  { method: 'GET', path: '/lotto/lgw/games/opened/numero', token: true, handler: openedByGame },
  { method: 'GET', path: '/wps/relay/GLS2_roomList', token: true, handler: roomList },
  { method: 'GET', path: '/wps/relay/CBS_modelList', token: true, handler: modelList },
  { method: 'POST', path: '/wps/relay/CBS_launchChat', token: true, handler: launchChat },
]
