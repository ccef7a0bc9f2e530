// API-37, LOBBY-21: a chosen vendor in <game-lobby> offers its game types (the vendor game types
// call, with the member's token) and a chosen type lists only that vendor's games of it; against
// the reference server. A failed call shows its message with Try again.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { fetchGameList } from '../../../core/api/games'
import { $session, login, logout } from '../../../core/stores/session'
import { register as registerLobby } from '../../../widgets/game-lobby/index'
import { register as registerTile } from '../../../widgets/game-tile/index'
import { until, usePlatform } from '../../helpers/platform'
import { mountWidget, widgetContainer } from '../../helpers/dom'

usePlatform()
beforeAll(() => {
  registerLobby('game-lobby')
  registerTile('game-tile')
})
beforeEach(async () => {
  if ($session.get().status !== 'loggedIn')
    await login({ type: 'username', username: 'demo', password: 'Demo1234!' })
})
afterEach(async () => {
  vi.restoreAllMocks()
  const busy = () =>
    [...widgetContainer().children].some((el) => el.shadowRoot?.querySelector('[aria-busy=true]'))
  await until(() => !busy(), 5000).catch(() => {})
})

const all = (root: ShadowRoot, selector: string) => [...root.querySelectorAll<HTMLElement>(selector)]
const names = (root: ShadowRoot) => all(root, '.lk-tile-name').map((name) => name.textContent)

describe('<game-lobby> vendor game types (API-37, LOBBY-21)', () => {
  it('shows a chosen vendor’s types and lists only the chosen type’s games of it', async () => {
    const root = mountWidget('<game-lobby game-type="RNG"></game-lobby>')
    await until(() => expect(root.querySelector('[data-vendor=PG]')).not.toBeNull(), 5000)
    expect(root.querySelector('[part=vendor-types]')).toBeNull()
    ;(root.querySelector('[data-vendor=PG]') as HTMLElement).click()
    await until(() =>
      expect(all(root, '[part=vendor-types] button').map((b) => b.dataset.gameType)).toEqual(['RNG', 'FISH']),
    )
    expect(root.querySelector('[data-game-type=RNG]')?.getAttribute('aria-pressed')).toBe('true')
    expect(root.querySelector('[part=vendor-types]')?.getAttribute('aria-label')).toBe(
      "The vendor's game types",
    )
    ;(root.querySelector('[data-game-type=FISH]') as HTMLElement).click()
    const fish = await fetchGameList({ gameType: 'FISH', vassalage: 'PG', pageNo: 1, pageSize: 40 }, 'EN')
    expect(fish.games.length).toBeGreaterThan(0)
    await until(() => expect(names(root)).toEqual(fish.games.map((g) => g.gameName)), 5000)
    expect(root.querySelector('[data-game-type=FISH]')?.getAttribute('aria-pressed')).toBe('true')
    expect(root.querySelector('[part=sub-types]')).toBeNull() // the slot sub-types are the slots' own
    // Another vendor starts again from the lobby's own type.
    ;(root.querySelector('[data-vendor=PT]') as HTMLElement).click()
    await until(() =>
      expect(all(root, '.lk-tile-vendor').every((v) => v.textContent === 'Playtech')).toBe(true),
    )
    expect(root.querySelector('[data-game-type=FISH]')).toBeNull()
    await until(() => expect(root.querySelector('[part=vendor-types] button')).not.toBeNull())
  })

  it('shows a failed call with its message and Try again, which loads the types', async () => {
    const realFetch = globalThis.fetch
    let fail = true
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      if (fail && String(input instanceof Request ? input.url : input).includes('GCSGAME_getVassGameType'))
        return Promise.resolve(new Response('down', { status: 503 }))
      return realFetch(input, init)
    })
    const root = mountWidget('<game-lobby game-type="RNG"></game-lobby>')
    await until(() => expect(root.querySelector('[data-vendor=PG]')).not.toBeNull(), 5000)
    ;(root.querySelector('[data-vendor=PG]') as HTMLElement).click()
    await until(() => expect(root.querySelector('[part=vendor-types-error]')).not.toBeNull())
    const alert = root.querySelector('[part=vendor-types-error]')!
    expect(alert.getAttribute('role')).toBe('alert')
    expect(alert.textContent).toMatch(/\S/)
    fail = false
    ;(alert.querySelector('button[aria-label="Try again"]') as HTMLElement).click()
    await until(() => expect(all(root, '[part=vendor-types] button')).toHaveLength(2))
    // The call needs a token (api.md): logged out, the row is gone.
    await until(() => expect(root.querySelector('[aria-busy=true]')).toBeNull(), 5000)
    await logout()
    await until(() => expect(root.querySelector('[part=vendor-types]')).toBeNull())
  })
})
