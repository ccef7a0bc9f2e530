// <game-lobby> and <game-tile> as real custom elements against the reference server (LOBBY, TILE, FAV).
import { beforeAll, beforeEach, afterEach, describe, expect, it } from 'vitest'
import { fetchGameList, type Game } from '../../../core/api/games'
import { $gameView } from '../../../core/games/launch'
import { $favouritesVersion, resetFavouriteThrottle } from '../../../core/stores/favourites'
import { $popup } from '../../../core/stores/popup'
import { $session, login } from '../../../core/stores/session'
import { $system, loadSystem } from '../../../core/stores/system'
import { register as registerLobby } from '../../../widgets/game-lobby/index'
import { register as registerTile } from '../../../widgets/game-tile/index'
import { until, usePlatform } from '../../helpers/platform'
import { mountWidget, widgetContainer } from '../../helpers/dom'

usePlatform()
beforeAll(() => {
  registerLobby('game-lobby')
  registerTile('game-tile')
})
beforeEach(() => {
  if ($session.get().status === 'unknown') $session.set({ ...$session.get(), status: 'loggedOut' })
  resetFavouriteThrottle()
})
// Lets every lobby finish loading first: a request cut off mid-flight makes happy-dom print.
afterEach(async () => {
  const busy = () =>
    [...widgetContainer().children].some((el) => el.shadowRoot?.querySelector('[aria-busy=true]'))
  await until(() => !busy(), 5000).catch(() => {})
})

/** Adds an element (next to any earlier one) and answers its shadow root. */
function mount(html: string): ShadowRoot {
  return mountWidget(html, { add: true })
}
const all = (root: ShadowRoot, selector: string) => [...root.querySelectorAll<HTMLElement>(selector)]
const click = (el: Element | null | undefined) => (el as HTMLElement).click()
/** Waits until the lobby has no load in flight (a load cut off by the next click makes happy-dom print). */
const idle = (root: ShadowRoot) =>
  until(() => expect(root.querySelector('[aria-busy=true]')).toBeNull(), 5000)
const currentPage = (root: ShadowRoot) =>
  root.querySelector('[part=pagination] [aria-current=page]')?.textContent
const selectedTab = (root: ShadowRoot) => root.querySelector('[role=tab][aria-selected=true]')?.textContent

describe('<game-lobby>', () => {
  it('shows 40 slots a page with the live count, and the new tab for slots only (LOBBY-2, 3, 6, 17)', async () => {
    const root = mount('<game-lobby game-type="RNG"></game-lobby>')
    await until(() => expect(all(root, '[part=tile]')).toHaveLength(40), 5000)
    expect(root.querySelector('[part=count]')?.textContent).toMatch(/1 to 40 of 10,000/)
    expect(all(root, '[role=tab]').map((tab) => tab.textContent)).toEqual([
      'All',
      'Hot',
      'Recent',
      'Favourites',
      'New',
    ])
    const live = mount('<game-lobby game-type="LIVE"></game-lobby>')
    await until(() => expect(all(live, '[role=tab]')).toHaveLength(4))
  })

  it('shows hot games 15 a page from the hot list (LOBBY-11, LOBBY-18)', async () => {
    const root = mount('<game-lobby game-type="RNG"></game-lobby>')
    await until(() => expect(all(root, '[part=tile]')).toHaveLength(40), 5000)
    click(all(root, '[role=tab]').find((tab) => tab.textContent === 'Hot'))
    await until(() => expect(all(root, '[part=tile]')).toHaveLength(15))
    expect(all(root, '[part=hot]')).toHaveLength(15)
  })

  it('offers sub-types without bingo for an EN/UR brand, and a sub-type filters the list (LOBBY-8, LOBBY-9)', async () => {
    const root = mount('<game-lobby game-type="RNG"></game-lobby>')
    await until(() => expect(all(root, '[part=sub-types] button')).toHaveLength(5))
    expect(all(root, '[part=sub-types] button').map((b) => b.dataset.subType)).toEqual([
      'SC',
      'VP',
      'JP',
      'TG',
      'AC',
    ])
    await until(() => expect(all(root, '[part=tile]')).toHaveLength(40), 5000)
    await idle(root)
    const before = root.querySelector('[part=count]')?.textContent
    click(root.querySelector('[data-sub-type=JP]'))
    await until(() => expect(root.querySelector('[part=count]')?.textContent).not.toBe(before))
    expect(root.querySelector('[data-sub-type=JP]')?.getAttribute('aria-pressed')).toBe('true')
  })

  it('searches the trimmed name 24 a page, says no data when nothing matches, and a filter change clears the search (LOBBY-4, 5, 7, 13)', async () => {
    const root = mount('<game-lobby game-type="RNG"></game-lobby>')
    await until(() => expect(all(root, '[part=tile]')).toHaveLength(40), 5000)
    const input = root.querySelector<HTMLInputElement>('input[name=gameName]')!
    input.value = '   golden  '
    input.dispatchEvent(new Event('input', { bubbles: true }))
    root.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))
    await until(() => expect(all(root, '[part=tile]')).toHaveLength(24))
    expect(all(root, '.lk-tile-name').every((name) => /golden/i.test(name.textContent ?? ''))).toBe(true)
    click(all(root, '[part=vendors] button')[1])
    await until(() => expect(input.value).toBe(''))
    await idle(root)
    input.value = 'zzzz no such game'
    input.dispatchEvent(new Event('input', { bubbles: true }))
    root.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))
    await until(() => expect(root.querySelector('[part=no-data]')?.textContent).toBe('No data'))
  })

  it('resets the list and the page when the vendor changes; the last page ends the list (LOBBY-10, 12, 14)', async () => {
    const root = mount('<game-lobby game-type="RNG"></game-lobby>')
    await until(() => expect(root.querySelector('[aria-label="Page 250"]')).not.toBeNull(), 5000)
    click(root.querySelector('[aria-label="Page 250"]'))
    await until(() => expect(currentPage(root)).toBe('250'))
    await idle(root)
    expect((root.querySelector('[aria-label="Next page"]') as HTMLButtonElement).disabled).toBe(true)
    click(all(root, '[role=tab]').find((tab) => tab.textContent === 'New'))
    await until(() => expect(selectedTab(root)).toBe('New'))
    await idle(root)
    click(root.querySelector('[data-vendor=PT]'))
    await until(() => expect(selectedTab(root)).toBe('All'))
    await until(() =>
      expect(all(root, '.lk-tile-vendor').every((v) => v.textContent === 'Playtech')).toBe(true),
    )
    expect(currentPage(root)).toBe('1')
  })

  it('asks a visitor to log in for favourites and recent, and shows FAV alone with a login button (FAV-3)', async () => {
    const root = mount('<game-lobby game-type="RNG"></game-lobby>')
    await until(() => expect(all(root, '[role=tab]')).toHaveLength(5))
    click(all(root, '[role=tab]').find((tab) => tab.textContent === 'Favourites'))
    expect($popup.get()?.name).toBe('login')
    expect(selectedTab(root)).toBe('All')
    const fav = mount('<game-lobby game-type="FAV"></game-lobby>')
    await until(() => expect(fav.querySelector('[part=login-needed]')).not.toBeNull())
  })

  it('lists a member’s favourite on the FAV lobby after the heart is pressed (FAV-1, FAV-6)', async () => {
    await login({ type: 'username', username: 'demo', password: 'Demo1234!' })
    const root = mount('<game-lobby game-type="RNG"></game-lobby>')
    await until(() => expect(all(root, '[part=tile]')).toHaveLength(40), 5000)
    const version = $favouritesVersion.get()
    const tile = all(root, '[part=tile]')[3]!
    const heart = tile.querySelector('[part=favourite]')!
    click(heart)
    await until(() => expect(heart.getAttribute('aria-pressed')).toBe('true'))
    await until(() => expect($favouritesVersion.get()).toBeGreaterThan(version))
    const fav = mount('<game-lobby game-type="FAV"></game-lobby>')
    await until(() =>
      expect(all(fav, '[part=tile]').map((t) => t.dataset.nodeId)).toEqual([tile.dataset.nodeId]),
    )
  })
})

describe('<game-tile>', () => {
  async function someGames(): Promise<Game[]> {
    return (await fetchGameList({ gameType: 'RNG', pageNo: 1, pageSize: 40 }, 'EN')).games
  }

  it('shows name, vendor, Play, Free trial only for free play, and the style (nodeId mod 5) + 1 (TILE-3..9)', async () => {
    const games = await someGames()
    const free = games.find((g) => g.freeplay === 1)!
    const paid = games.find((g) => g.freeplay === 0)!
    for (const game of [free, paid]) {
      widgetContainer().innerHTML = '<game-tile></game-tile>'
      const element = widgetContainer().firstElementChild as HTMLElement & { game?: Game }
      element.game = game
      const root = element.shadowRoot!
      await until(() => expect(root.querySelector('[part=tile]')).not.toBeNull())
      const tile = root.querySelector<HTMLElement>('[part=tile]')!
      expect(tile.dataset.nodeId).toBe(String(game.nodeId))
      expect(tile.dataset.style).toBe(String((game.nodeId % 5) + 1))
      expect(root.querySelector('.lk-tile-name')?.textContent).toBe(game.gameName)
      expect(root.querySelector('.lk-tile-vendor')?.textContent).toBe(game.displayName)
      expect(root.querySelector('[part=play]')).not.toBeNull()
      expect(root.querySelector('[part=free-trial]') !== null).toBe(game === free)
      expect(root.querySelector('[part=favourite]')?.getAttribute('aria-pressed')).toBe('false')
    }
  })

  it('loads its game from node-id and game-type', async () => {
    const [game] = await someGames()
    const root = mount(`<game-tile node-id="${game!.nodeId}" game-type="RNG"></game-tile>`)
    await until(() => expect(root.querySelector('.lk-tile-name')?.textContent).toBe(game!.gameName))
  })

  it('starts a free trial from its button with no login (TILE-17)', async () => {
    const games = await someGames()
    const tile = document.createElement('game-tile') as HTMLElement & { game?: Game }
    tile.game = games.find((g) => g.freeplay === 1)!
    widgetContainer().append(tile)
    await until(() => expect(tile.shadowRoot!.querySelector('[part=free-trial]')).not.toBeNull())
    click(tile.shadowRoot!.querySelector('[part=free-trial]'))
    await until(() => expect($popup.get()?.name).toBe('game'))
    expect($gameView.get()).toMatchObject({
      kind: 'game',
      freeTrial: true,
      url: expect.stringMatching(/\/demo\/games\/play\?ticket=/),
    })
  })
})

describe('the slots hint (LOBBY-27, C-13)', () => {
  it('shows no stake or lines claim the brand does not configure, and the brand’s own when it does', async () => {
    const state = await loadSystem()
    expect(state.answer?.info.brand?.slotHint).toBeUndefined() // the demo brand makes no such claim
    const root = mount('<game-lobby game-type="RNG"></game-lobby>')
    await idle(root)
    await until(() => expect(root.querySelector('[part=search]')).not.toBeNull())
    expect(root.querySelector('.lk-lobby-hint')).toBeNull()
    expect(root.textContent).not.toMatch(/yuan|lines or more/)
    const answer = state.answer!
    $system.set({
      ...state,
      answer: {
        ...answer,
        info: {
          ...answer.info,
          brand: { ...answer.info.brand!, slotHint: { minStake: 'Rs 10', minLines: 20 } },
        },
      },
    })
    try {
      await until(() =>
        expect(root.querySelector('.lk-lobby-hint')?.textContent).toBe(
          'From \u2066Rs 10\u2069 · \u206620\u2069 lines or more',
        ),
      )
    } finally {
      $system.set(state)
    }
  })
})
