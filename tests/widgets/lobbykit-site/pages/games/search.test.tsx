import { describe, expect, it } from 'vitest'
import { fetchGameList } from '../../../../../core/api/games'
import SearchPage from '../../../../../widgets/lobbykit-site/pages/games/search'
import { usePlatform, until } from '../../../../helpers/platform'
import { recordNavigation, renderPage, text } from '../../../../helpers/render-page'

usePlatform()

const tiles = (root: Element) => root.querySelectorAll('game-tile').length

describe('search page (HOME-12, HOME-13)', () => {
  it('shows the games matching ?gameName=, 24 a page, then more', async () => {
    const { total } = await fetchGameList({ gameName: 'a', pageNo: 1, pageSize: 24 }, 'EN')
    expect(total).toBeGreaterThan(48)
    const { container } = renderPage(SearchPage, {
      path: '/search',
      query: new URLSearchParams('gameName=%20a%20'),
    })
    expect((container.querySelector('input[name=gameName]') as HTMLInputElement).value).toBe('a')
    await until(() => expect(tiles(container)).toBe(24))
    expect(text(container.querySelector('h2'))).toBe('Results for “a”')
    expect(text(container.querySelector('[part=load-more] [role=status]'))).toBe(
      `Currently displaying 24 “a” games out of ${total}`,
    )
    ;(container.querySelector('[part=load-more] button') as HTMLButtonElement).click()
    await until(() => expect(tiles(container)).toBe(48))
  })

  it('says "No data" when nothing matches (LOBBY-7)', async () => {
    const { container } = renderPage(SearchPage, {
      path: '/search',
      query: new URLSearchParams('gameName=zzzqqqxxx'),
    })
    await until(() => expect(text(container.querySelector('.lk-page-state'))).toBe('No data'))
    expect(tiles(container)).toBe(0)
  })

  it('searches again through the address, so Back returns to the previous search', async () => {
    const paths = recordNavigation()
    const { container } = renderPage(SearchPage, { path: '/search' })
    expect(container.querySelector('h2')).toBeNull()
    const input = container.querySelector('input[name=gameName]') as HTMLInputElement
    input.value = 'Tiger'
    input.dispatchEvent(new Event('input', { bubbles: true }))
    await new Promise((resolve) => setTimeout(resolve))
    ;(container.querySelector('form[role=search]') as HTMLFormElement).requestSubmit()
    expect(paths).toEqual(['/search?gameName=Tiger'])
  })
})
