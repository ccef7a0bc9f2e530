// Lottery, PVP room and live-chat calls, under the spec's own paths (api.md Games): VN lottery menus
// by prize mode (API-49, LOTT-7/8), the member's recent lottery games (API-50), opened draws
// (API-51, API-52), PVP rooms (API-47) and live chat (API-55/56, MEMBER-41: members only, never
// trial players). The lobby launch (API-48, LOTT-5/6) is answered by the game launch call with
// lottery/rules.ts `launchLottery`; the bet call (API-51 (cut-off)..12) is lottery/bet-routes.ts. Menus and
// draws carry what makes each result checkable (API-51 (fair draw)): the open issue's closing time and secret
// hash, and each drawn issue's revealed secret.
import { randomBytes } from 'node:crypto'
import { Type } from 'typebox'
import { TextValue } from '../platform/fields'
import { badRequest, fail, ok } from '../platform/envelope'
import { intParam } from '../platform/query'
import { route } from '../platform/context'
import { ensureGames, findGame } from '../games/data'
import { nodeIdOf } from '../games/rules'
import { CHAT_MODELS, ensureLive, hasRooms, openChat, roomsOf } from './live-data'
import { LOTTERY_GAMES, MENU_NAMES, PRIZE_MODES, findLotteryGame, oddsOf } from './catalogue'
import { lotteryBetRoutes } from './bet-routes'
import { ensureLottery, latestDraws, openIssueInfo, runDueDraws } from './data'
import { realMember } from './rules'
import type { MemberContext, Route, RouteContext } from '../platform/context'
import type { LotteryGame, MenuCode } from './catalogue'

const RECENT_SHOWN = 10
const DRAWS_SHOWN = 10
const DRAWS_SHOWN_MAX = 20

const isUrdu = (ctx: RouteContext) => String(ctx.req.headers.language ?? '').toUpperCase() === 'UR'

/** A game-menu item (LOTT-2/3: the client adds accountTypeName). */
function menuItem(game: LotteryGame, ctx: RouteContext) {
  const open = openIssueInfo(ctx.db, game, ctx.now)
  return {
    gameCode: game.code,
    gameName: isUrdu(ctx) ? game.nameUr : game.name,
    prizeMode: game.mode,
    menuCode: game.menu,
    icon: game.menu,
    drawMinutes: game.minutes,
    issue: open.issue,
    nextDrawAt: open.nextDrawAt,
    odds: oddsOf(game),
    // API-51 (fair draw), API-51 (cut-off): when betting on the issue closes and the hash of its secret.
    closesAt: open.closesAt,
    secretHash: open.secretHash,
    secretHashPublishedAt: open.secretHashPublishedAt,
  }
}

/** The prize mode a call asks for: `data` = {"prizeMode","device"} (LOTT-7), or plain parameters. */
function prizeModeOf(ctx: RouteContext) {
  let mode = ctx.query.get('prizeMode')
  const data = ctx.query.get('data')
  if (data) {
    try {
      const parsed: unknown = JSON.parse(data)
      if (parsed && typeof parsed === 'object')
        mode = String((parsed as { prizeMode?: unknown }).prizeMode ?? '')
    } catch {
      return null
    }
  }
  const upper = (mode ?? '').trim().toUpperCase()
  return PRIZE_MODES.includes(upper) ? upper : null
}

type Menu = { menuCode: MenuCode; menuName: string; icon: MenuCode; gameMenus: ReturnType<typeof menuItem>[] }

/** API-49, LOTT-8: the menus of a prize mode, an object keyed by menu code. */
function gameMenu(ctx: RouteContext) {
  const mode = prizeModeOf(ctx)
  if (!mode) return badRequest(`prizeMode must be one of ${PRIZE_MODES.join(', ')}`)
  const menus: Partial<Record<MenuCode, Menu>> = {}
  for (const game of LOTTERY_GAMES.filter((g) => g.mode === mode)) {
    const [english, urdu] = MENU_NAMES[game.menu]
    const menu = (menus[game.menu] ??= {
      menuCode: game.menu,
      menuName: isUrdu(ctx) ? urdu : english,
      icon: game.menu,
      gameMenus: [],
    })
    menu.gameMenus.push(menuItem(game, ctx))
  }
  return ok(menus)
}

/** API-50: the member's recent lottery games, newest first. */
function recentMenu(ctx: MemberContext) {
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
function openedByMode(ctx: RouteContext) {
  const mode = prizeModeOf(ctx)
  if (!mode) return badRequest(`prizeMode must be one of ${PRIZE_MODES.join(', ')}`)
  runDueDraws(ctx.db, ctx.now)
  const list = LOTTERY_GAMES.filter((g) => g.mode === mode).flatMap((game) => {
    const [latest] = latestDraws(ctx.db, game, 1)
    const open = menuItem(game, ctx)
    return latest
      ? [
          {
            ...latest,
            gameName: open.gameName,
            nextIssue: open.issue,
            nextDrawAt: open.nextDrawAt,
            nextClosesAt: open.closesAt,
            nextSecretHash: open.secretHash,
          },
        ]
      : []
  })
  return ok({ list })
}

/** API-52: the last draws of one game (token). */
function openedByGame(ctx: MemberContext) {
  const game = findLotteryGame(ctx.query.get('gameCode') ?? '')
  if (!game) return fail('GAME_NOT_FOUND', 'This lottery game does not exist')
  const count = intParam(ctx.query, 'count', { fallback: DRAWS_SHOWN, min: 1, max: DRAWS_SHOWN_MAX })
  if (count.error) return count.error
  runDueDraws(ctx.db, ctx.now)
  const open = openIssueInfo(ctx.db, game, ctx.now)
  return ok({
    list: latestDraws(ctx.db, game, count.value),
    nextIssue: open.issue,
    nextDrawAt: open.nextDrawAt,
    nextClosesAt: open.closesAt,
    nextSecretHash: open.secretHash,
  })
}

/** API-47: the rooms of a PVP game played in rooms (stake, players, status). */
function roomList(ctx: MemberContext) {
  ensureGames(ctx.db)
  const nodeId = nodeIdOf(ctx.query.get('nodeId'))
  const game = nodeId ? findGame(ctx.db, nodeId) : undefined
  if (!game) return fail('GAME_NOT_FOUND', 'This game does not exist')
  return ok({ list: hasRooms(game) ? roomsOf(game) : [] })
}

/** API-55, MEMBER-41: the live-chat hosts. Members only. */
function modelList(ctx: MemberContext) {
  const who = realMember(ctx, ctx.memberId)
  if (who.error) return who.error
  const urdu = isUrdu(ctx)
  return ok({
    list: CHAT_MODELS.map(({ topicUr, topic, ...model }) => ({ ...model, topic: urdu ? topicUr : topic })),
  })
}

const launchChat = route({
  method: 'POST',
  path: '/wps/relay/CBS_launchChat',
  token: true,
  schema: { body: Type.Object({ modelId: Type.Optional(TextValue) }) },
  /** API-56, MEMBER-41: opens a chat with an online host; answers chatUrl (the demo chat page). */
  handler(ctx) {
    const who = realMember(ctx, ctx.memberId)
    if (who.error) return who.error
    const model = CHAT_MODELS.find((m) => m.modelId === String(ctx.body.modelId ?? ''))
    if (!model) return fail('MODEL_NOT_FOUND', 'This host does not exist')
    if (!model.online) return fail('MODEL_OFFLINE', `${model.name} is offline now`)
    ensureLive(ctx.db)
    const ticket = randomBytes(18).toString('base64url')
    openChat(ctx.db, ticket, who.member.id, model.modelId, ctx.now)
    return ok({ chatUrl: `${ctx.origin}/demo/chat?ticket=${ticket}`, modelId: model.modelId })
  },
})

export const lotteryRoutes: Route[] = [
  route({ method: 'GET', path: '/lgw/vn/games/game_menu', handler: gameMenu }),
  route({ method: 'GET', path: '/lgw/vn/games/game_menu/recent', token: true, handler: recentMenu }),
  route({ method: 'GET', path: '/lgw/vn/numeros/opened/game', handler: openedByMode }),
  route({ method: 'GET', path: '/lotto/lgw/games/opened/numero', token: true, handler: openedByGame }),
  route({ method: 'GET', path: '/wps/relay/GLS2_roomList', token: true, handler: roomList }),
  route({ method: 'GET', path: '/wps/relay/CBS_modelList', token: true, handler: modelList }),
  launchChat,
  ...lotteryBetRoutes,
]
