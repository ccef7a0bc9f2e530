// A member's own game lists: favourites (API-41..44, FAV-4..7: ids, a page, add, remove) and recent
// games (API-45, FAV-7: recorded at launch, games/launch-routes.ts).
import { Type } from 'typebox'
import { badRequest, fail, ok, tooManyRequests } from '../platform/envelope'
import { MINUTE_MS } from '../platform/time'
import { route } from '../platform/context'
import { findGame, readPage } from './data'
import {
  MAX_FAVOURITE_PAGE_SIZE,
  MAX_PAGE_SIZE,
  categoryParams,
  forMember,
  nodeIdOf,
  pagingParams,
  where,
} from './rules'
import type { MemberContext, Route } from '../platform/context'

const MAX_FAVOURITES = 500
/** The home page's favourites and recent games come 15 to a page (spec §9). */
const MEMBER_PAGE_SIZE = 15
/** Favourite changes per member: the client throttles to one a second (FAV-2); the server caps bursts. */
const FAVOURITE_CHANGES = 30
const FAVOURITE_WINDOW_MS = MINUTE_MS

/** API-41, FAV-4: the member's favourite node ids. */
function favouriteIds({ db, memberId }: MemberContext) {
  const rows = db
    .prepare('SELECT node_id FROM favourites WHERE member_id = ? ORDER BY created_at DESC')
    .all(memberId) as { node_id: number }[]
  return ok(rows.map((r) => r.node_id))
}

/** API-42, FAV-6: a page of favourite games (content, totalPages). */
function favouriteList({ db, origin, query, memberId }: MemberContext) {
  const category = categoryParams(query)
  if (category.error) return category.error
  const paging = pagingParams(query, {
    pageParam: 'pageNo',
    fallbackSize: MEMBER_PAGE_SIZE,
    maxSize: MAX_FAVOURITE_PAGE_SIZE,
  })
  if (paging.error) return paging.error
  const { games, total, totalPages } = readPage(
    db,
    origin,
    {
      from: 'FROM favourites f JOIN games g ON g.node_id = f.node_id',
      filter: forMember(where(category.value), 'f', memberId),
      order: 'f.created_at DESC, g.node_id',
    },
    paging.value.pageNo,
    paging.value.pageSize,
  )
  return ok({ content: games, totalPages, total })
}

/** Favourite changes are capped per member (C-9); answers how long to wait, or 0. */
function favouriteLimit({ limits, memberId }: MemberContext) {
  return limits.take(`favourite:${memberId}`, FAVOURITE_CHANGES, FAVOURITE_WINDOW_MS)
}

const NodeId = Type.Union([Type.Number(), Type.String()])

const addFavourite = route({
  method: 'POST',
  path: '/wps/relay/MCSFE_addFavoriteGameV2',
  token: true,
  schema: {
    body: Type.Object({
      nodeId: Type.Optional(NodeId),
      vendor: Type.Optional(Type.String()),
      gameType: Type.Optional(Type.String()),
    }),
  },
  /** API-43, FAV-5: add (nodeId, vendor, gameType must name the same game). */
  handler(ctx) {
    const { db, body, memberId } = ctx
    const nodeId = nodeIdOf(body.nodeId)
    if (!nodeId) return badRequest('nodeId is required')
    const game = findGame(db, nodeId)
    if (!game) return fail('GAME_NOT_FOUND', 'This game does not exist')
    if ((body.vendor ?? '') !== game.vassalage || (body.gameType ?? '') !== game.game_type)
      return badRequest('vendor and gameType do not match the game')
    const wait = favouriteLimit(ctx)
    if (wait) return tooManyRequests(wait)
    const { count } = db
      .prepare('SELECT COUNT(*) AS count FROM favourites WHERE member_id = ?')
      .get(memberId) as {
      count: number
    }
    if (count >= MAX_FAVOURITES) return fail('FAVOURITES_FULL', `At most ${MAX_FAVOURITES} favourite games`)
    db.prepare('INSERT OR IGNORE INTO favourites VALUES (?, ?, ?, ?, ?)').run(
      memberId,
      nodeId,
      game.vassalage,
      game.game_type,
      Date.now(),
    )
    return ok({ nodeId })
  },
})

const removeFavourite = route({
  method: 'DELETE',
  path: '/wps/relay/MCSFE_removeFavoriteGameV2',
  token: true,
  schema: { body: Type.Object({ nodeId: Type.Optional(NodeId) }) },
  /** API-44: remove by nodeId (in the body, or the query). */
  handler(ctx) {
    const nodeId = nodeIdOf(ctx.body.nodeId) ?? nodeIdOf(ctx.query.get('nodeId'))
    if (!nodeId) return badRequest('nodeId is required')
    const wait = favouriteLimit(ctx)
    if (wait) return tooManyRequests(wait)
    ctx.db.prepare('DELETE FROM favourites WHERE member_id = ? AND node_id = ?').run(ctx.memberId, nodeId)
    return ok({ nodeId })
  },
})

/** API-45, FAV-7: recent games (list; totalPages too), newest first. */
function recentGames({ db, origin, query, memberId }: MemberContext) {
  const category = categoryParams(query)
  if (category.error) return category.error
  const paging = pagingParams(query, {
    pageParam: 'page',
    fallbackSize: MEMBER_PAGE_SIZE,
    maxSize: MAX_PAGE_SIZE,
  })
  if (paging.error) return paging.error
  const { games, total, totalPages } = readPage(
    db,
    origin,
    {
      from: 'FROM recent_games r JOIN games g ON g.node_id = r.node_id',
      filter: forMember(where(category.value), 'r', memberId),
      order: 'r.launched_at DESC, g.node_id',
    },
    paging.value.pageNo,
    paging.value.pageSize,
  )
  return ok({ list: games, totalPages, total })
}

export const favouriteRoutes: Route[] = [
  route({ method: 'GET', path: '/wps/relay/MCSFE_getFavoriteGames', token: true, handler: favouriteIds }),
  route({
    method: 'GET',
    path: '/wps/relay/MCSFE_getFavoriteGamesList',
    token: true,
    handler: favouriteList,
  }),
  addFavourite,
  removeFavourite,
  route({ method: 'GET', path: '/wps/relay/GCS_recentGame', token: true, handler: recentGames }),
]
