// What a tile shows of a game (spec §2 Game tile, §3 Game).
import type { Game } from '../api/games'
import { TILE_STYLES } from '../constants'

/** TILE-5: free play when freeplay = 1; when freeplay is absent, supportPlay = 0 means supported. */
export function supportsFreeTrial(game: Pick<Game, 'freeplay' | 'supportPlay'>): boolean {
  if (game.freeplay !== undefined && game.freeplay !== null) return Number(game.freeplay) === 1
  return game.supportPlay !== undefined && game.supportPlay !== null && Number(game.supportPlay) === 0
}

/** TILE-9: one of five colour styles, (nodeId modulo 5) + 1. */
export function tileStyleOf(nodeId: number): number {
  return (((Math.trunc(nodeId) % TILE_STYLES) + TILE_STYLES) % TILE_STYLES) + 1
}

/** TILE-6: the game's name (gameName, else nodeName). */
export function gameNameOf(game: Pick<Game, 'gameName' | 'nodeName'>): string {
  return game.gameName || game.nodeName || ''
}

/** TILE-1: the hot badge. */
export function isHot(game: Pick<Game, 'isHot'>): boolean {
  return Number(game.isHot) === 1
}

/** TILE-15: a vendor entry, whose tile opens that vendor's own games. */
export function isVendorEntry(game: Pick<Game, 'isGame'>): boolean {
  return game.isGame === 'VASSALAGE'
}
