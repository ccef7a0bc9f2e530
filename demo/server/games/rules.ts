// The filters and page limits of the game calls (API-35, API-36, API-42, API-45): a query's
// gameType, vassalage and gameClassify, each checked against the catalogue, and the WHERE clause
// they make. A bad value is the envelope's BAD_REQUEST naming it.
import { badRequest } from '../platform/envelope'
import { intParam } from '../platform/query'
import { GAME_TYPES, SUB_TYPES, VENDORS } from './catalogue'
import type { Reply } from '../platform/context'

/** The largest page of the game list and recent games. */
export const MAX_PAGE_SIZE = 100
/** Home favourites are fetched with pageSize 999 (spec §9). */
export const MAX_FAVOURITE_PAGE_SIZE = 999
/** LOBBY-5: the longest game-name search. */
export const NAME_MAX = 50
const PAGE_NO_MAX = 1_000_000

/** A query value as a call reads it, or the 400 to answer. */
export type Param<T> = { value: T; error?: undefined } | { value?: undefined; error: Reply }

/** A game's id as a body or query sends it, or null. */
export function nodeIdOf(value: unknown) {
  const nodeId = Number(value)
  return Number.isInteger(nodeId) && nodeId > 0 ? nodeId : null
}

/** A WHERE clause and its arguments. */
export type Filter = { sql: string; args: unknown[] }

/** The game type asked for; null for every type (also ALL, SEARCH and HOME). */
export function gameTypeParam(query: URLSearchParams): Param<string | null> {
  const type = (query.get('gameType') ?? '').trim().toUpperCase()
  if (type === '' || type === 'ALL' || type === 'SEARCH' || type === 'HOME') return { value: null }
  if (!GAME_TYPES.includes(type)) return { error: badRequest(`Unknown gameType ${type}`) }
  return { value: type }
}

/**
 * The vendor filter: one code, or several joined with commas (a combined vendor, LOBBY-25); each
 * must be a known vendor. Null for every vendor.
 */
export function vendorParam(query: URLSearchParams): Param<string[] | null> {
  const raw = (query.get('vassalage') ?? '').trim().toUpperCase()
  if (raw === '' || raw === 'ALL') return { value: null }
  const codes = [...new Set(raw.split(',').map((code) => code.trim()))]
  if (codes.length > Object.keys(VENDORS).length) return { error: badRequest('Too many vassalage codes') }
  const unknown = codes.find((code) => !(code in VENDORS))
  if (unknown !== undefined) return { error: badRequest(`Unknown vassalage ${unknown}`) }
  return { value: codes }
}

/** The sub-type asked for (api.md gameClassify), or null. */
export function classifyParam(query: URLSearchParams): Param<string | null> {
  const classify = (query.get('gameClassify') ?? '').trim().toUpperCase() || null
  if (classify && !SUB_TYPES.includes(classify))
    return { error: badRequest(`Unknown gameClassify ${classify}`) }
  return { value: classify }
}

/** The page asked for: its number (`pageParam` names it) from 1, and its size from 1 to `maxSize`. */
export function pagingParams(
  query: URLSearchParams,
  { pageParam, fallbackSize, maxSize }: { pageParam: string; fallbackSize: number; maxSize: number },
): Param<{ pageNo: number; pageSize: number }> {
  const pageNo = intParam(query, pageParam, { fallback: 1, min: 1, max: PAGE_NO_MAX })
  if (pageNo.error) return pageNo
  const pageSize = intParam(query, 'pageSize', { fallback: fallbackSize, min: 1, max: maxSize })
  if (pageSize.error) return pageSize
  return { value: { pageNo: pageNo.value, pageSize: pageSize.value } }
}

export type GameFilter = {
  gameType: string | null
  vendor: string[] | null
  classify?: string | null
  isNew?: boolean
  name?: string
  nodeId?: number | null
}

/** The gameType and vassalage filters every list of games takes. */
export function categoryParams(query: URLSearchParams): Param<GameFilter> {
  const gameType = gameTypeParam(query)
  if (gameType.error) return gameType
  const vendor = vendorParam(query)
  if (vendor.error) return vendor
  return { value: { gameType: gameType.value, vendor: vendor.value } }
}

/** The WHERE clause of the catalogue filters (games as `g`). */
export function where(f: GameFilter): Filter {
  const parts: string[] = []
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

/** `filter` narrowed to one member's rows of `alias` (favourites f, recent games r). */
export function forMember(filter: Filter, alias: 'f' | 'r', memberId: string): Filter {
  const mine = `${alias}.member_id = ?`
  return { sql: filter.sql ? `${filter.sql} AND ${mine}` : `WHERE ${mine}`, args: [...filter.args, memberId] }
}
