// SYS-2: poker is a category of its own on the site. It has no route of spec §2, so the navigation
// leads to its home section (`/#poker`), which lists its tables from the reference server.
import { describe, expect, it, vi } from 'vitest'
import { fetchGameList, fetchGameMenus } from '../../../../../core/api/games'
import { $session } from '../../../../../core/stores/session'
import HomePage from '../../../../../widgets/lobbykit-site/pages/home/home'
import { navigationItems } from '../../../../../widgets/lobbykit-site/routing/nav'
import { usePlatform, until } from '../../../../helpers/platform'
import { useIntersection } from '../../../../helpers/near'
import { renderPage, text } from '../../../../helpers/render-page'

usePlatform()
useIntersection()

const section = (root: Element) => root.querySelector('[data-section="POKER"]') as HTMLElement | null

describe('poker on the site (SYS-2)', () => {
  it('is in the navigation after the e-lottery, leading to its home section', async () => {
    const menus = await fetchGameMenus()
    const items = navigationItems(menus)
    const ids = items.map((i) => i.id)
    expect(ids.indexOf('POKER')).toBe(ids.indexOf('ELOTT') + 1)
    expect(items.find((i) => i.id === 'POKER')).toMatchObject({ label: 'game_type_POKER', href: '/#poker' })
  })

  it('has a tab and a section on home; /#poker jumps there and lists its tables', async () => {
    $session.set({ ...$session.get(), status: 'loggedOut' })
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    const { total, games } = await fetchGameList({ gameType: 'POKER', pageNo: 1, pageSize: 12 }, 'EN')
    expect(total).toBeGreaterThan(0)
    const { container } = renderPage(HomePage, { path: '/', hash: 'poker' })
    await until(() => expect(section(container)).not.toBeNull())
    const tab = container.querySelector('[part=category-tabs] [data-type=POKER]')
    expect(text(tab)).toBe('Poker')
    // The jump marks the tab and asks for the section's games at once (not near the viewport).
    await until(() => expect(tab?.getAttribute('aria-current')).toBe('true'))
    await until(() => expect(section(container)!.querySelectorAll('game-tile')).toHaveLength(games.length))
    expect(text(section(container)!.querySelector('h2'))).toBe('Poker')
    expect(text(section(container)!.querySelector('[part=load-more] [role=status]'))).toBe(
      `Currently displaying ${games.length} Poker games out of ${total}`,
    )
    // No route of its own: the section offers no "see all" link to a page that does not exist.
    expect(section(container)!.querySelector('a[href="/poker"]')).toBeNull()
    scrollTo.mockRestore()
  })
})
