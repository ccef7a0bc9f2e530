// Game calls (api.md "Games"; API-34..48): game list with every filter and paging, hot games,
// vendor lanes, vendor game types, favourites (ids, list, add, remove), recent games (recorded at
// launch), launch (a ticket for the demo game page), game menus. Game list, hot, lanes, menus and
// free-trial launch serve visitors too; the rest need a session.
import { randomBytes } from 'node:crypto'
import { badRequest, fail, ok, sessionExpired, tooManyRequests } from '../platform/envelope'
import { GAME_TYPES, SUB_TYPES, VENDORS } from './catalogue'
import { ensureGames, findGame, supportsFreePlay, toGame } from './data'
import { findMemberById, TRIAL_TYPE } from '../platform/members'
import { touchSession } from '../platform/sessions'
import { hasRooms, rememberRoom, roomsOf } from '../lottery/live-data'
import { launchLottery } from '../lottery/routes'
import { playRefusal } from '../protection/routes'
import type { Route, RouteContext } from '../platform/context'
import type { GameRow } from './data'

/** Hot games answered per call (the platform's hot list is short; spec §9 pages it by 15). */
export const HOT_LIMIT = 60
const MAX_PAGE_SIZE = 100
/** Home favourites are fetched with pageSize 999 (spec §9). */
const MAX_FAVOURITE_PAGE_SIZE = 999
const MAX_FAVOURITES = 500
const RECENT_KEPT = 100
/** Favourite changes per member: the client throttles to one a second (FAV-2); the server caps bursts. */
const FAVOURITE_CHANGES = 30
const FAVOURITE_WINDOW_MS = 60_000
const NAME_MAX = 50

export type Ctx = RouteContext

class QueryError extends Error {}

function intParam(query: URLSearchParams, name: string, fallback: number, max: number) {
  const raw = query.get(name)
  if (raw === null || raw === '') return fallback
  if (!/^\d+$/.test(raw) || Number(raw) < 1 || Number(raw) > max)
    throw new QueryError(`${name} must be a whole number from 1 to ${max}`)
  return Number(raw)
}

function gameTypeParam(query: URLSearchParams) {
  const type = (query.get('gameType') ?? '').trim().toUpperCase()
  if (type === '' || type === 'ALL' || type === 'SEARCH' || type === 'HOME') return null
  if (!GAME_TYPES.includes(type)) throw new QueryError(`Unknown gameType ${type}`)
  return type
}

/**
 * The vendor filter: one code, or several joined with commas (a combined vendor, LOBBY-25); each
 * must be a known vendor. */
function vendorParam(query: URLSearchParams): string[] | null {
  const raw = (query.get('vassalage') ?? '').trim().toUpperCase()
  if (raw === '' || raw === 'ALL') return null
  const codes = [...new Set(raw.split(',').map((code) => code.trim()))]
  if (codes.length > Object.keys(VENDORS).length) throw new QueryError('Too many vassalage codes')
  for (const code of codes) if (!(code in VENDORS)) throw new QueryError(`Unknown vassalage ${code}`)
  return codes
}

/**
 * Runs a handler, turning a bad query into 400.
 */
function checked(handler: (ctx: Ctx) => any) {
  return (ctx: Ctx) => {
    try {
      return handler(ctx)
    } catch (error) {
      if (error instanceof QueryError) return badRequest(error.message)
      throw error
    }
  }
}

/** The member of the request's token, if the token is live (routes that also serve visitors). */
function optionalMember(ctx: Ctx) {
  return ctx.memberId ?? touchSession(ctx.db, ctx.token, ctx.settings.tokenTtlMinutes)
}

/**
 * WHERE clause for the catalogue filters.
 */
function where(f: {
  gameType: string | null
  vendor: string[] | null
  classify?: string | null
  isNew?: boolean
  name?: string
  nodeId?: number | null
}) {
  const parts = []
  const args: unknown[] = []
  if (f.gameType) (parts.push('g.game_type = ?'), args.push(f.gameType))
  if (f.vendor) {
    // A vendor's own list never repeats its vendor-entry tile (TILE-15).
    parts.push(`g.vassalage IN (${f.vendor.map(() => '?').join(', ')}) AND g.is_game = 'GAME'`)
    args.push(...f.vendor)
  }
  if (f.classify) (parts.push('g.game_classify = ?'), args.push(f.classify))
  if (f.nodeId) (parts.push('g.node_id = ?'), args.push(f.nodeId))
  if (f.isNew) parts.push('g.is_new = 1')
  if (f.name) {
    parts.push("(g.game_name LIKE ? ESCAPE '\\' OR g.node_name LIKE ? ESCAPE '\\')")
    const like = `%${f.name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    args.push(like, like)
  }
  return { sql: parts.length ? `WHERE ${parts.join(' AND ')}` : '', args }
}

/**
 * One page of a query: rows and totalPages.
 * @param from  FROM … JOIN … part
 */
function page(
  ctx: Ctx,
  from: string,
  filter: { sql: string; args: unknown[] },
  order: string,
  pageNo: number,
  pageSize: number,
) {
  // The catalogue never changes (games/store.mjs): a page of it alone is remembered (issue 18).
  if (from === 'FROM games g')
    return catalogueMemo(
      ctx,
      `page|${filter.sql}|${JSON.stringify(filter.args)}|${order}|${pageNo}|${pageSize}`,
      () => uncachedPage(ctx, from, filter, order, pageNo, pageSize),
    )
  return uncachedPage(ctx, from, filter, order, pageNo, pageSize)
}

/** @type answers computed from the catalogue alone, per database */
const catalogueAnswers: WeakMap<object, Map<string, any>> = new WeakMap()

/** Forgets what was computed from a database's catalogue (a test that adds games to it calls this). */
export function forgetCatalogueAnswers(db: object) {
  catalogueAnswers.delete(db)
}
const CATALOGUE_MEMO_MAX = 2000

/**
 * `compute()` once per database, origin and key: the game catalogue is seeded once and never changes,
 * so what is computed from it alone stays true. Under load (200 visitors) the vendor summary's
 * GROUP BY over the 10,000 games was a third of the server's time.
 */
function catalogueMemo<T>(ctx: Ctx, key: string, compute: () => T): T {
  let memo = catalogueAnswers.get(ctx.db)
  if (!memo) catalogueAnswers.set(ctx.db, (memo = new Map()))
  const full = `${ctx.origin}|${key}`
  if (memo.has(full)) return memo.get(full)
  if (memo.size >= CATALOGUE_MEMO_MAX) memo.clear()
  const value = compute()
  memo.set(full, value)
  return value
}

function uncachedPage(
  ctx: Ctx,
  from: string,
  filter: { sql: string; args: unknown[] },
  order: string,
  pageNo: number,
  pageSize: number,
) {
  const { total } = ctx.db.prepare(`SELECT COUNT(*) AS total ${from} ${filter.sql}`).get(...filter.args) as {
    total: number
  }
  const rows = ctx.db
    .prepare(`SELECT g.* ${from} ${filter.sql} ORDER BY ${order} LIMIT ? OFFSET ?`)
    .all(...filter.args, pageSize, (pageNo - 1) * pageSize) as GameRow[]
  return { games: rows.map((row) => toGame(row, ctx.origin)), total, totalPages: Math.ceil(total / pageSize) }
}

/** API-35: the game list (LOBBY-19: games, totalPages; also total, the live count for C-13). */
function gameList(ctx: Ctx) {
  const { query } = ctx
  const classify = (query.get('gameClassify') ?? '').trim().toUpperCase() || null
  if (classify && !SUB_TYPES.includes(classify)) throw new QueryError(`Unknown gameClassify ${classify}`)
  const name = (query.get('gameName') ?? '').trim() // LOBBY-5: trimmed on the server too
  if (name.length > NAME_MAX) throw new QueryError(`gameName is longer than ${NAME_MAX} characters`)
  const filter = where({
    gameType: gameTypeParam(query),
    vendor: vendorParam(query),
    classify,
    isNew: query.get('isNew') === '1' || query.get('isNew') === 'true',
    name,
    nodeId: query.has('nodeId') ? intParam(query, 'nodeId', 0, 999_999_999) : null,
  })
  const pageNo = intParam(query, 'pageNo', 1, 1_000_000)
  const pageSize = intParam(query, 'pageSize', 40, MAX_PAGE_SIZE)
  const { games, total, totalPages } = page(
    ctx,
    'FROM games g',
    filter,
    'g.popularity DESC, g.node_id',
    pageNo,
    pageSize,
  )
  return ok({ games, totalPages, total, pageNo, pageSize })
}

/** API-36: hot games (`list`), the most popular of the isHot games. */
function hotGames(ctx: Ctx) {
  const filter = where({ gameType: gameTypeParam(ctx.query), vendor: vendorParam(ctx.query) })
  return catalogueMemo(ctx, `hot|${filter.sql}|${JSON.stringify(filter.args)}`, () => hotList(ctx, filter))
}

function hotList(ctx: Ctx, filter: { sql: string; args: unknown[] }) {
  const sql = `SELECT g.* FROM games g ${filter.sql ? `${filter.sql} AND` : 'WHERE'} g.is_hot = 1 ORDER BY g.popularity DESC, g.node_id LIMIT ?`
  const rows = ctx.db.prepare(sql).all(...filter.args, HOT_LIMIT) as GameRow[]
  return ok({ list: rows.map((row) => toGame(row, ctx.origin)) })
}

/** Vendors per game type with their game counts and sub-types, from the catalogue. */
function vendorSummary(ctx: Ctx) {
  return catalogueMemo(ctx, 'vendor-summary', () => countVendors(ctx))
}

function countVendors(ctx: Ctx) {
  const order = Object.keys(VENDORS)
  const rows = ctx.db
    .prepare(
      `SELECT game_type, vassalage, game_classify AS classify, COUNT(*) AS games FROM games
      GROUP BY game_type, vassalage, game_classify`,
    )
    .all() as { game_type: string; vassalage: string; games: number; classify: string | null }[]
  // Vendors in the catalogue's order (the footer's PG, EG2, PT, JDB, CQ9, FC, JL, BGS first).
  return rows.sort((a, b) => order.indexOf(a.vassalage) - order.indexOf(b.vassalage))
}

/** API-38, LOBBY-20: vendor lanes — title (category), cards (vendors), gameClassify (with vendors). */
function vendorLanes(ctx: Ctx) {
  const summary = vendorSummary(ctx)
  const lanes = GAME_TYPES.map((type) => {
    const rows = summary.filter((r) => r.game_type === type)
    const vendors = [...new Set(rows.map((r) => r.vassalage))]
    const cards = vendors.map((vassalage) => ({
      vassalage,
      gameType: type,
      displayName: VENDORS[vassalage as keyof typeof VENDORS]?.displayName ?? vassalage,
      gameCount: rows.filter((r) => r.vassalage === vassalage).reduce((n, r) => n + r.games, 0),
    }))
    const gameClassify = SUB_TYPES.map((code) => ({
      gameClassify: code,
      vendors: [...new Set(rows.filter((r) => r.classify === code).map((r) => r.vassalage))],
    })).filter((c) => c.vendors.length > 0)
    return { title: type, cards, gameClassify }
  }).filter((lane) => lane.cards.length > 0)
  return ok({ data: { lanes } })
}

/** API-37, LOBBY-21: category entries (gameCategory, vendors of vassalage + gameType). */
function vendorGameTypes(ctx: Ctx) {
  const summary = vendorSummary(ctx)
  return ok(
    GAME_TYPES.map((type) => ({
      gameCategory: type,
      vendors: [...new Set(summary.filter((r) => r.game_type === type).map((r) => r.vassalage))].map(
        (vassalage) => ({ vassalage, gameType: type }),
      ),
    })).filter((entry) => entry.vendors.length > 0),
  )
}

/** API-34: game menus in navigation order (spec §2: categories with at least one vendor, cockfight last). */
function gameMenus(ctx: Ctx) {
  const summary = vendorSummary(ctx)
  const menus = GAME_TYPES.map((gameType) => {
    const vendors = [...new Set(summary.filter((r) => r.game_type === gameType).map((r) => r.vassalage))]
    return {
      gameType,
      vendors: vendors.map((vassalage) => ({
        vassalage,
        displayName: VENDORS[vassalage as keyof typeof VENDORS]?.displayName ?? vassalage,
      })),
    }
  }).filter((menu) => menu.vendors.length > 0)
  return ok({ menus })
}

/** API-41, FAV-4: the member's favourite node ids. */
function favouriteIds(ctx: Ctx) {
  const rows = ctx.db
    .prepare('SELECT node_id FROM favourites WHERE member_id = ? ORDER BY created_at DESC')
    .all(ctx.memberId) as { node_id: number }[]
  return ok(rows.map((r) => r.node_id))
}

/** API-42, FAV-6: a page of favourite games (content, totalPages). */
function favouriteList(ctx: Ctx) {
  const { query } = ctx
  const filter = where({ gameType: gameTypeParam(query), vendor: vendorParam(query) })
  const mine = {
    sql: filter.sql ? `${filter.sql} AND f.member_id = ?` : 'WHERE f.member_id = ?',
    args: [...filter.args, ctx.memberId],
  }
  const pageNo = intParam(query, 'pageNo', 1, 1_000_000)
  const pageSize = intParam(query, 'pageSize', 15, MAX_FAVOURITE_PAGE_SIZE)
  const { games, total, totalPages } = page(
    ctx,
    'FROM favourites f JOIN games g ON g.node_id = f.node_id',
    mine,
    'f.created_at DESC, g.node_id',
    pageNo,
    pageSize,
  )
  return ok({ content: games, totalPages, total })
}

/** Favourite changes are capped per member (C-9). */
function favouriteLimit(ctx: Ctx) {
  return ctx.limits.take(`favourite:${ctx.memberId}`, FAVOURITE_CHANGES, FAVOURITE_WINDOW_MS)
}

function nodeIdOf(body: Record<string, any>) {
  const nodeId = Number(body.nodeId)
  return Number.isInteger(nodeId) && nodeId > 0 ? nodeId : null
}

/** API-43, FAV-5: add (nodeId, vendor, gameType must name the same game). */
function addFavourite(ctx: Ctx) {
  const nodeId = nodeIdOf(ctx.body)
  if (!nodeId) return badRequest('nodeId is required')
  const game = findGame(ctx.db, nodeId)
  if (!game) return fail('GAME_NOT_FOUND', 'This game does not exist')
  if (
    String(ctx.body.vendor ?? '') !== game.vassalage ||
    String(ctx.body.gameType ?? '') !== game.game_type
  ) {
    return badRequest('vendor and gameType do not match the game')
  }
  const wait = favouriteLimit(ctx)
  if (wait) return tooManyRequests(wait)
  const { count } = ctx.db
    .prepare('SELECT COUNT(*) AS count FROM favourites WHERE member_id = ?')
    .get(ctx.memberId) as { count: number }
  if (count >= MAX_FAVOURITES) return fail('FAVOURITES_FULL', `At most ${MAX_FAVOURITES} favourite games`)
  ctx.db
    .prepare('INSERT OR IGNORE INTO favourites VALUES (?, ?, ?, ?, ?)')
    .run(ctx.memberId, nodeId, game.vassalage, game.game_type, Date.now())
  return ok({ nodeId })
}

/** API-44: remove by nodeId. */
function removeFavourite(ctx: Ctx) {
  const nodeId = nodeIdOf(ctx.body) ?? nodeIdOf({ nodeId: ctx.query.get('nodeId') })
  if (!nodeId) return badRequest('nodeId is required')
  const wait = favouriteLimit(ctx)
  if (wait) return tooManyRequests(wait)
  ctx.db.prepare('DELETE FROM favourites WHERE member_id = ? AND node_id = ?').run(ctx.memberId, nodeId)
  return ok({ nodeId })
}

/** API-45, FAV-7: recent games (list; totalPages too), newest first. */
function recentGames(ctx: Ctx) {
  const { query } = ctx
  const filter = where({ gameType: gameTypeParam(query), vendor: vendorParam(query) })
  const mine = {
    sql: filter.sql ? `${filter.sql} AND r.member_id = ?` : 'WHERE r.member_id = ?',
    args: [...filter.args, ctx.memberId],
  }
  const pageNo = intParam(query, 'page', 1, 1_000_000)
  const pageSize = intParam(query, 'pageSize', 15, MAX_PAGE_SIZE)
  const { games, total, totalPages } = page(
    ctx,
    'FROM recent_games r JOIN games g ON g.node_id = r.node_id',
    mine,
    'r.launched_at DESC, g.node_id',
    pageNo,
    pageSize,
  )
  return ok({ list: games, totalPages, total })
}

/**
 * API-48, TILE-16/17: launch. Free trial (freePlay=1) needs no session but a game that supports it;
 * real play needs a session of a real account (ROLE-8) and is recorded in recent games. Answers the
 * URL of the demo game page.
 */
function launchGame(ctx: Ctx) {
  // LOTT-5: the lottery lobby launch shares this call (API-48).
  if (ctx.query.get('launchMode') === 'LOTT') return launchLottery(ctx)
  const nodeId = nodeIdOf({ nodeId: ctx.query.get('nodeId') })
  if (!nodeId) return badRequest('nodeId is required')
  const game = findGame(ctx.db, nodeId)
  if (!game) return fail('GAME_NOT_FOUND', 'This game does not exist')
  if (game.is_game !== 'GAME') return fail('NOT_A_GAME', 'This is a vendor entry: choose one of its games')
  const freePlay = ctx.query.get('freePlay') === '1' || ctx.query.get('freePlay') === 'true'
  // API-47: a game played in rooms is launched into one of its open rooms.
  const roomId = ctx.query.get('roomId') ?? ''
  const room = hasRooms(game) ? roomsOf(game).find((r) => r.roomId === roomId) : null
  if (hasRooms(game) && !roomId) return fail('ROOM_REQUIRED', 'Choose a room first')
  if (hasRooms(game) && !room) return fail('ROOM_NOT_FOUND', 'This room does not exist')
  if (room?.status === 'FULL') return fail('ROOM_FULL', 'This room is full: choose another')
  const memberId = optionalMember(ctx)
  if (freePlay) {
    if (!supportsFreePlay(game)) return fail('FREE_PLAY_UNSUPPORTED', 'This game has no free trial')
  } else {
    if (!memberId) return sessionExpired()
    const member = findMemberById(ctx.db, memberId)
    if (!member || member.type === TRIAL_TYPE)
      return fail('NEED_TRUE_ACCOUNT', 'You need a real account to play this game')
    // Issue 19: no real play once a loss or wager limit or the session time limit is reached.
    const refusal = playRefusal(ctx, memberId)
    if (refusal) return refusal
    const now = Date.now()
    ctx.db
      .prepare(
        'INSERT INTO recent_games VALUES (?, ?, ?) ON CONFLICT (member_id, node_id) DO UPDATE SET launched_at = excluded.launched_at',
      )
      .run(memberId, nodeId, now)
    ctx.db
      .prepare(
        `DELETE FROM recent_games WHERE member_id = ? AND node_id NOT IN
      (SELECT node_id FROM recent_games WHERE member_id = ? ORDER BY launched_at DESC LIMIT ?)`,
      )
      .run(memberId, memberId, RECENT_KEPT)
  }
  const ticket = randomBytes(18).toString('base64url')
  ctx.db
    .prepare('INSERT INTO launches VALUES (?, ?, ?, ?, ?)')
    .run(ticket, nodeId, freePlay ? null : memberId, freePlay ? 1 : 0, Date.now())
  if (room) rememberRoom(ctx.db, ticket, room.roomId)
  const path = `/demo/games/play?ticket=${ticket}`
  return ok({ url: `${ctx.origin}${path}`, path, freePlay })
}

/** API-48 with the demo switch that makes it fail, so the client's fallback (API-46) is used. */
function primaryLaunch(ctx: Ctx) {
  if (ctx.settings.gameLaunchPrimaryDown)
    return fail('SERVICE_UNAVAILABLE', 'The launch service is unavailable', { status: 503 })
  return launchGame(ctx)
}

const routes: Route[] = [
  { method: 'GET', path: '/wps/relay/GCSGAME_gameList', handler: checked(gameList) },
  { method: 'GET', path: '/wps/relay/GCSGAME_hotGamesV2', handler: checked(hotGames) },
  { method: 'GET', path: '/wps/relay/GCSGAME_newGameVendor', handler: vendorLanes },
  { method: 'GET', path: '/wps/relay/GCSGAME_getVassGameType', token: true, handler: vendorGameTypes },
  { method: 'GET', path: '/lgw/games/game_menus', handler: gameMenus },
  { method: 'GET', path: '/wps/relay/MCSFE_getFavoriteGames', token: true, handler: favouriteIds },
  {
    method: 'GET',
    path: '/wps/relay/MCSFE_getFavoriteGamesList',
    token: true,
    handler: checked(favouriteList),
  },
  { method: 'POST', path: '/wps/relay/MCSFE_addFavoriteGameV2', token: true, handler: addFavourite },
  { method: 'DELETE', path: '/wps/relay/MCSFE_removeFavoriteGameV2', token: true, handler: removeFavourite },
  { method: 'GET', path: '/wps/relay/GCS_recentGame', token: true, handler: checked(recentGames) },
  { method: 'GET', path: '/wps/game/launchGame', handler: primaryLaunch },
  { method: 'GET', path: '/wps/relay/GCS_gameLaunchFB', handler: launchGame },
]

/** The game routes, each making sure the catalogue exists first. */
export const gameRoutes: Route[] = routes.map((route) => ({
  ...route,
  handler: (ctx) => {
    ensureGames(ctx.db)
    return route.handler(ctx)
  },
}))
