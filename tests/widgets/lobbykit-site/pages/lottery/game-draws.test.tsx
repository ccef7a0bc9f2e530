// The lottery page's draws against the reference server: the latest draws of a prize mode are asked
// with the member's token (API-51), and a game's row opens its last draws from the per-game call
// (API-52), each verifiable.
import { describe, expect, it, vi } from 'vitest'
import { login } from '../../../../../core/stores/session'
import { $token } from '../../../../../core/stores/token'
import LotteryPage from '../../../../../widgets/lobbykit-site/pages/lottery/lottery'
import { GAME_DRAWS_SHOWN } from '../../../../../widgets/lobbykit-site/pages/lottery/game-draws'
import { usePlatform, until } from '../../../../helpers/platform'
import { renderPage } from '../../../../helpers/render-page'

usePlatform()

/** The Authorization header of each call fetch saw to a path ending in `tail`. */
const authOf = (spy: { mock: { calls: [RequestInfo | URL, RequestInit?][] } }, tail: string) =>
  spy.mock.calls
    .filter(([input]) =>
      String(input instanceof Request ? input.url : input)
        .split('?')[0]!
        .endsWith(tail),
    )
    .map(([, init]) => new Headers(init?.headers as HeadersInit).get('Authorization'))

describe('lottery draws (API-51, API-52)', () => {
  it("asks the latest draws with the token and opens a game's last draws from its row", async () => {
    await login({ type: 'username', username: 'demo', password: 'Demo1234!' })
    const token = $token.get()!
    const spy = vi.spyOn(globalThis, 'fetch')
    try {
      const { container } = renderPage(LotteryPage, { path: '/lottery' })
      await until(() =>
        expect(container.querySelectorAll('[part=lottery-draws] tbody tr').length).toBeGreaterThan(0),
      )
      expect(authOf(spy, '/lgw/vn/numeros/opened/game')).toEqual([token])
      const row = container.querySelector<HTMLElement>('[part=lottery-draws] tbody tr')!
      const gameCode = row.dataset.gameCode!
      const open = [...row.querySelectorAll('button')].find((b) => b.textContent === 'Last draws')!
      open.click()
      const history = () => container.querySelector<HTMLElement>('[part=lottery-history]')
      await until(() => expect(history()?.querySelectorAll('tbody tr').length).toBe(GAME_DRAWS_SHOWN))
      expect(history()!.dataset.gameCode).toBe(gameCode)
      expect(open.getAttribute('aria-expanded')).toBe('true')
      expect(authOf(spy, '/lotto/lgw/games/opened/numero')).toEqual([token])
      const issues = [...history()!.querySelectorAll<HTMLElement>('tbody tr')].map((r) => r.dataset.issue)
      expect(new Set(issues).size).toBe(GAME_DRAWS_SHOWN)
      // A past draw is verifiable like the latest.
      ;(history()!.querySelector('tbody tr button') as HTMLButtonElement).click()
      await until(() =>
        expect(container.querySelector('[part=lottery-verify]')?.getAttribute('data-issue')).toBe(issues[0]),
      )
    } finally {
      spy.mockRestore()
    }
  })
})
