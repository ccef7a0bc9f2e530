import { describe, expect, it } from 'vitest'
import CategoryPage, { gameTypeOf } from '../../../../../widgets/lobbykit-site/pages/games/category'
import FavoritePage from '../../../../../widgets/lobbykit-site/pages/games/favorite'
import RecentPage from '../../../../../widgets/lobbykit-site/pages/games/recent'
import { renderPage, text } from '../../../../helpers/render-page'

describe('category, favourite and recent pages (ROUTE-3, ROUTE-23)', () => {
  it.each([
    ['/rng', 'RNG', 'Slots'],
    ['/live', 'LIVE', 'Live casino'],
    ['/fish', 'FISH', 'Fishing'],
    ['/pvp', 'PVP', 'Chess and cards'],
    ['/sports', 'SPORTS', 'Sports'],
    ['/esports', 'ESPORTS', 'E-sports'],
    ['/lott', 'LOTT', 'Lottery'],
    ['/elott', 'ELOTT', 'E-lottery'],
    ['/cockfight', 'COCKFIGHT', 'Cockfight'],
  ])('%s shows the %s lobby', (path, type, title) => {
    const { container } = renderPage(CategoryPage, { path })
    expect(container.querySelector('game-lobby')?.getAttribute('game-type')).toBe(type)
    expect(text(container.querySelector('h1'))).toBe(title)
  })

  it('switches the lobby when the path changes, and names no type for other paths', () => {
    const { container, rerender } = renderPage(CategoryPage, { path: '/rng' })
    rerender({ path: '/live' })
    expect(container.querySelectorAll('game-lobby')).toHaveLength(1)
    expect(container.querySelector('game-lobby')?.getAttribute('game-type')).toBe('LIVE')
    expect(gameTypeOf('/RNG/')).toBe('RNG')
    expect(gameTypeOf('/help')).toBeNull()
  })

  it('/favorite and /recent show those lists', () => {
    expect(
      renderPage(FavoritePage, { path: '/favorite' })
        .container.querySelector('game-lobby')
        ?.getAttribute('game-type'),
    ).toBe('FAV')
    expect(
      renderPage(RecentPage, { path: '/recent' })
        .container.querySelector('game-lobby')
        ?.getAttribute('game-type'),
    ).toBe('RECENT')
  })
})
