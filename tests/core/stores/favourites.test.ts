// Favourites (FAV-1..5) and the hot cache (LOBBY-15, 16), against the reference server.
import { beforeEach, describe, expect, it } from 'vitest'
import { fetchFavouriteIds, fetchGameList, type Game } from '../../../core/api/games'
import { loadHotGames } from '../../../core/games/hot-cache'
import { storedKey, hotGamesKey } from '../../../core/storage'
import { $favouriteIds, resetFavouriteThrottle, toggleFavourite } from '../../../core/stores/favourites'
import { $locale } from '../../../core/stores/locale'
import { $popup } from '../../../core/stores/popup'
import { login } from '../../../core/stores/session'
import { until, usePlatform } from '../../helpers/platform'

usePlatform()
beforeEach(() => resetFavouriteThrottle())

async function firstGames(n = 2): Promise<Game[]> {
  return (await fetchGameList({ gameType: 'RNG', pageNo: 1, pageSize: n }, 'EN')).games
}

describe('favourites', () => {
  it('asks a visitor to log in (FAV-3)', async () => {
    const [game] = await firstGames()
    expect(await toggleFavourite(game!)).toBe('login')
    expect($popup.get()?.name).toBe('login')
  })

  it('loads the member’s ids at login, adds when absent and removes when present (FAV-1, FAV-4, FAV-5)', async () => {
    await login({ type: 'username', username: 'demo', password: 'Demo1234!' })
    const [game] = await firstGames()
    await until(() => expect($favouriteIds.get().size).toBe(0))
    const t0 = Date.now()
    expect(await toggleFavourite(game!, t0)).toBe('added')
    expect($favouriteIds.get().has(game!.nodeId)).toBe(true)
    expect(await fetchFavouriteIds()).toEqual([game!.nodeId])
    expect(await toggleFavourite(game!, t0 + 1000)).toBe('removed')
    expect(await fetchFavouriteIds()).toEqual([])
  })

  it('takes one toggle a second on the leading edge, across every heart (FAV-2)', async () => {
    await login({ type: 'username', username: 'demo', password: 'Demo1234!' })
    const [a, b] = await firstGames()
    const t0 = Date.now()
    expect(await toggleFavourite(a!, t0)).toBe('added')
    expect(await toggleFavourite(a!, t0 + 500)).toBe('throttled')
    expect(await toggleFavourite(b!, t0 + 999)).toBe('throttled')
    expect(await fetchFavouriteIds()).toEqual([a!.nodeId])
    expect(await toggleFavourite(b!, t0 + 1000)).toBe('added')
  })
})

describe('hot games cache', () => {
  it('keeps hot games in session storage per language (LOBBY-15)', async () => {
    const list = await loadHotGames({ gameType: 'RNG' })
    expect(list.length).toBeGreaterThan(0)
    const cached = JSON.parse(sessionStorage.getItem(storedKey(hotGamesKey('EN')))!)
    expect(cached['RNG|']).toEqual(list)
    // Served from the cache: a changed cache is what comes back.
    sessionStorage.setItem(storedKey(hotGamesKey('EN')), JSON.stringify({ 'RNG|': list.slice(0, 1) }))
    expect(await loadHotGames({ gameType: 'RNG' })).toHaveLength(1)
  })

  it('drops the cache when the language changes, so hot games load afresh (LOBBY-16)', async () => {
    await loadHotGames({ gameType: 'LIVE' })
    expect(sessionStorage.getItem(storedKey(hotGamesKey('EN')))).not.toBeNull()
    $locale.set('UR')
    expect(sessionStorage.getItem(storedKey(hotGamesKey('EN')))).toBeNull()
    await loadHotGames({ gameType: 'LIVE' })
    expect(sessionStorage.getItem(storedKey(hotGamesKey('UR')))).not.toBeNull()
  })
})
