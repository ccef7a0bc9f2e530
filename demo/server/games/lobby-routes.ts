// The lobby's catalogue calls: hot games (API-36), vendor lanes (API-38, LOBBY-20), vendor game
// types (API-37, LOBBY-21) and game menus (API-34). Each is computed from the catalogue alone, so
// it is computed once (games/data.ts `catalogueMemo`).
import { ok } from '../platform/envelope'
import { GAME_TYPES, SUB_TYPES, VENDORS, displayNameOf } from './catalogue'
import { catalogueMemo, toGame } from './data'
import { categoryParams, where } from './rules'
import type { Route, RouteContext } from '../platform/context'
import type { GameRow } from './data'
import type { Filter } from './rules'

/** Hot games answered per call (the platform's hot list is short; spec §9 pages it by 15). */
export const HOT_LIMIT = 60

/** API-36: hot games (`list`), the most popular of the isHot games. */
function hotGames({ db, origin, query }: RouteContext) {
  const category = categoryParams(query)
  if (category.error) return category.error
  const filter = where(category.value)
  return catalogueMemo(db, origin, `hot|${filter.sql}|${JSON.stringify(filter.args)}`, () =>
    hotList(db, origin, filter),
  )
}

function hotList(db: RouteContext['db'], origin: string, filter: Filter) {
  const sql = `SELECT g.* FROM games g ${filter.sql ? `${filter.sql} AND` : 'WHERE'} g.is_hot = 1 ORDER BY g.popularity DESC, g.node_id LIMIT ?`
  const rows = db.prepare(sql).all(...filter.args, HOT_LIMIT) as GameRow[]
  return ok({ list: rows.map((row) => toGame(row, origin)) })
}

type VendorCount = { game_type: string; vassalage: string; games: number; classify: string | null }

/** Vendors per game type with their game counts and sub-types, from the catalogue. */
function vendorSummary({ db, origin }: RouteContext) {
  return catalogueMemo(db, origin, 'vendor-summary', () => {
    const order = Object.keys(VENDORS)
    const rows = db
      .prepare(
        `SELECT game_type, vassalage, game_classify AS classify, COUNT(*) AS games FROM games
        GROUP BY game_type, vassalage, game_classify`,
      )
      .all() as VendorCount[]
    // Vendors in the catalogue's order (the footer's PG, EG2, PT, JDB, CQ9, FC, JL, BGS first).
    return rows.sort((a, b) => order.indexOf(a.vassalage) - order.indexOf(b.vassalage))
  })
}

/** The vendors of one game type, in the catalogue's order. */
function vendorsOf(summary: VendorCount[], gameType: string) {
  return [...new Set(summary.filter((r) => r.game_type === gameType).map((r) => r.vassalage))]
}

/** API-38, LOBBY-20: vendor lanes — title (category), cards (vendors), gameClassify (with vendors). */
function vendorLanes(ctx: RouteContext) {
  const summary = vendorSummary(ctx)
  const lanes = GAME_TYPES.map((type) => {
    const rows = summary.filter((r) => r.game_type === type)
    const cards = vendorsOf(summary, type).map((vassalage) => ({
      vassalage,
      gameType: type,
      displayName: displayNameOf(vassalage),
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
function vendorGameTypes(ctx: RouteContext) {
  const summary = vendorSummary(ctx)
  return ok(
    GAME_TYPES.map((type) => ({
      gameCategory: type,
      vendors: vendorsOf(summary, type).map((vassalage) => ({ vassalage, gameType: type })),
    })).filter((entry) => entry.vendors.length > 0),
  )
}

/** API-34: game menus in navigation order (spec §2: categories with at least one vendor, cockfight last). */
function gameMenus(ctx: RouteContext) {
  const summary = vendorSummary(ctx)
  const menus = GAME_TYPES.map((gameType) => ({
    gameType,
    vendors: vendorsOf(summary, gameType).map((vassalage) => ({
      vassalage,
      displayName: displayNameOf(vassalage),
    })),
  })).filter((menu) => menu.vendors.length > 0)
  return ok({ menus })
}

export const lobbyRoutes: Route[] = [
  { method: 'GET', path: '/wps/relay/GCSGAME_hotGamesV2', handler: hotGames },
  { method: 'GET', path: '/wps/relay/GCSGAME_newGameVendor', handler: vendorLanes },
  { method: 'GET', path: '/wps/relay/GCSGAME_getVassGameType', token: true, handler: vendorGameTypes },
  { method: 'GET', path: '/lgw/games/game_menus', handler: gameMenus },
]
