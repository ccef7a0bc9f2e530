// ROUTE-29, NS-31: the full-page game on a phone frames only the game just launched, and its close
// button goes back to where the player was (else home).
import { afterEach, describe, expect, it, vi } from 'vitest'
import { $gameView } from '../../../../core/games/launch'
import type { Game } from '../../../../core/api/games'
import '../../../../widgets/lobbykit-site/messages'
import PlayPage from '../../../../widgets/lobbykit-site/pages/play'
import { renderPage } from '../../../helpers/render-page'

const GAME = { gameCode: 'RP', gameName: 'Rummy' } as unknown as Game

afterEach(() => vi.restoreAllMocks())

describe('/seamless (ROUTE-29)', () => {
  it('frames the launched game with a close button that goes back to where the player was', async () => {
    $gameView.set({ kind: 'game', game: GAME, url: 'https://games.example/rummy?t=1', freeTrial: false })
    const back = vi.spyOn(history, 'back').mockImplementation(() => {})
    vi.spyOn(history, 'length', 'get').mockReturnValue(3)
    const { container } = renderPage(PlayPage, { path: '/seamless' })
    expect(container.querySelector('iframe')?.getAttribute('src')).toBe('https://games.example/rummy?t=1')
    const close = container.querySelector<HTMLButtonElement>('[part=close-game]')!
    expect(close.textContent).toBe('Close the game')
    close.click()
    expect(back).toHaveBeenCalledTimes(1)
  })

  it('goes home when the game was the first page of the tab', async () => {
    history.replaceState(null, '', '/seamless')
    $gameView.set({ kind: 'game', game: GAME, url: 'https://games.example/rummy', freeTrial: false })
    const back = vi.spyOn(history, 'back').mockImplementation(() => {})
    vi.spyOn(history, 'length', 'get').mockReturnValue(1)
    const { container } = renderPage(PlayPage, { path: '/seamless' })
    container.querySelector<HTMLButtonElement>('[part=close-game]')!.click()
    expect(back).not.toHaveBeenCalled()
    expect(location.pathname).toBe('/')
  })

  it('frames nothing and offers the way home when no game was launched (a crafted link)', async () => {
    $gameView.set(null)
    const { container } = renderPage(PlayPage, { path: '/seamless' })
    expect(container.querySelector('iframe')).toBeNull()
    expect(container.querySelector('[part=close-game]')).toBeNull()
    expect(container.querySelector('a')?.getAttribute('href')).toBeTruthy()
  })
})
