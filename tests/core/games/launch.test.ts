// Every branch of spec §4 Game launch (TILE-10..17, NS-31), against the reference server.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fetchGameList, type Game } from '../../../core/api/games'
import { on, type LobbykitEventName } from '../../../core/events'
import { $gameView, launchGame } from '../../../core/games/launch'
import { $popup, closePopup } from '../../../core/stores/popup'
import { login, loginFreePlay } from '../../../core/stores/session'
import { get } from 'node:http'
import { usePlatform } from '../../helpers/platform'

usePlatform()
afterEach(() => vi.unstubAllGlobals())

async function games(gameType: string, pageSize = 40): Promise<Game[]> {
  return (await fetchGameList({ gameType, pageNo: 1, pageSize }, 'EN')).games
}
/** Logs the demo member in; the after-login popup it opens (POP-11) is closed: these tests are about launches. */
const asDemo = () =>
  login({ type: 'username', username: 'demo', password: 'Demo1234!' }).then(() => closePopup('afterLogin'))
/** The demo game page, read from Node (happy-dom's fetch applies CORS to it). */
function readText(url: string): Promise<string> {
  return new Promise((resolve, reject) => {
    get(url, (res) => {
      let text = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (text += chunk))
      res.on('end', () => resolve(text))
    }).on('error', reject)
  })
}
function heard(name: LobbykitEventName): unknown[] {
  const seen: unknown[] = []
  on(name, (detail) => seen.push(detail))
  return seen
}

describe('game launch (spec §4)', () => {
  it('opens the login popup for a visitor and launches nothing (TILE-10)', async () => {
    const launches = heard('launch')
    const [game] = await games('RNG')
    expect(await launchGame(game!)).toBe('login')
    expect($popup.get()?.name).toBe('login')
    expect(launches).toEqual([])
  })

  it("tells a trial player 'need a real account' and launches nothing (TILE-11, ERR-15, ROLE-8)", async () => {
    await loginFreePlay()
    const launches = heard('launch')
    const [game] = await games('RNG')
    expect(await launchGame(game!)).toBe('needRealAccount')
    expect($popup.get()?.name).toBe('gameNotice')
    expect($gameView.get()).toMatchObject({ kind: 'notice', text: expect.stringMatching(/real account/i) })
    expect(launches).toEqual([])
  })

  it('starts a free trial with no login, in the game popup on a wide screen (TILE-17, NS-31)', async () => {
    const game = (await games('RNG')).find((g) => g.freeplay === 1)!
    expect(await launchGame(game, { freeTrial: true })).toBe('popup')
    expect($popup.get()?.name).toBe('game')
    const view = $gameView.get()
    expect(view).toMatchObject({ kind: 'game', freeTrial: true })
    const page = await readText((view as { url: string }).url)
    expect(page).toContain('DEMO GAME')
    expect(page).toContain('Free trial: no account')
  })

  it('launches a member’s game through the launch call, with the cancelable lobbykit-launch first (TILE-16)', async () => {
    await asDemo()
    const launches = heard('launch')
    const [game] = await games('RNG')
    expect(await launchGame(game!)).toBe('popup')
    expect(launches).toEqual([{ game, freeTrial: false }])
    expect($gameView.get()).toMatchObject({
      kind: 'game',
      freeTrial: false,
      url: expect.stringContaining('/demo/games/play?ticket='),
    })
  })

  it('lets the host take over: a cancelled lobbykit-launch launches nothing', async () => {
    await asDemo()
    const [game] = await games('RNG')
    const cancel = (event: Event) => event.preventDefault()
    document.addEventListener('lobbykit-launch', cancel)
    try {
      expect(await launchGame(game!, { source: document.body })).toBe('cancelled')
      expect($popup.get()).toBeNull()
    } finally {
      document.removeEventListener('lobbykit-launch', cancel)
    }
  })

  it('goes full page on a narrow screen: /seamless when the host routes it (NS-31)', async () => {
    await asDemo()
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query }))
    const routed: string[] = []
    const route = (event: Event) => {
      routed.push((event as CustomEvent<{ path: string }>).detail.path)
      event.preventDefault()
    }
    document.addEventListener('lobbykit-navigate', route)
    try {
      const [game] = await games('RNG')
      expect(await launchGame(game!, { source: document.body })).toBe('page')
      expect(routed).toHaveLength(1)
      // The game travels in $gameView, not in the address (no link can frame another page there).
      expect(routed[0]).toBe('/seamless')
      expect($gameView.get()).toMatchObject({
        kind: 'game',
        url: expect.stringContaining('/demo/games/play?ticket='),
      })
      expect($popup.get()).toBeNull()
    } finally {
      document.removeEventListener('lobbykit-navigate', route)
    }
  })

  it.each([
    ['TCG_LOTTO_VN', '/vnlottery?gameCode='],
    ['TCG_SEA', '/sealottery?gameCode='],
    ['LOTT', '/lottery?gameCode='],
  ])('sends a %s game to its lottery route with its gameCode (TILE-12..14)', async (vendor, path) => {
    await asDemo()
    const navigations = heard('navigate')
    const game = (await fetchGameList({ gameType: 'LOTT', vassalage: vendor, pageNo: 1, pageSize: 5 }, 'EN'))
      .games[0]!
    expect(await launchGame(game)).toBe('lottery')
    expect(navigations).toEqual([{ path: `${path}${game.gameCode}` }])
  })

  it('sends an ELOTT game to the lottery route (TILE-14)', async () => {
    await asDemo()
    const navigations = heard('navigate')
    const [game] = await games('ELOTT')
    expect(await launchGame(game!)).toBe('lottery')
    expect(navigations).toEqual([{ path: `/lottery?gameCode=${game!.gameCode}` }])
  })

  it('asks a visitor to log in before the SEA lottery (TILE-13)', async () => {
    const game = (
      await fetchGameList({ gameType: 'LOTT', vassalage: 'TCG_SEA', pageNo: 1, pageSize: 1 }, 'EN')
    ).games[0]!
    expect(await launchGame(game)).toBe('login')
  })

  it('opens a vendor entry as a popup of that vendor’s games (TILE-15)', async () => {
    await asDemo()
    const entry = (await games('PVP', 100)).find((g) => g.isGame === 'VASSALAGE')!
    expect(await launchGame(entry)).toBe('vendor')
    expect($popup.get()?.name).toBe('vendorGames')
    expect($gameView.get()).toMatchObject({ kind: 'vendor', game: { vassalage: 'JL' } })
  })

  it('shows the server’s refusal when a launch fails', async () => {
    const game = (await games('RNG')).find((g) => g.freeplay === 0)!
    expect(await launchGame(game, { freeTrial: true })).toBe('failed')
    expect($gameView.get()).toMatchObject({
      kind: 'notice',
      tone: 'error',
      text: 'This game has no free trial',
    })
  })
})
