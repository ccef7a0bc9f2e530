// @vitest-environment node
// SYS-2: poker is a game category of its own on the reference server: its vendors and tables are
// answered by the menus, the lanes and the game list, a poker table launches, and the bet record
// takes poker as a game type.
import { describe, expect, it } from 'vitest'
import { api, login, useServer } from './helpers'

const server = useServer()
const list = (query: string) => api(server.url, `/wps/relay/GCSGAME_gameList?${query}`, { modId: 'GAMELO3' })

describe('poker (SYS-2)', () => {
  it('is a menu with its own vendors, between the e-lottery and sports, and a lane of its own', async () => {
    const menus = (await api(server.url, '/lgw/games/game_menus')).body.value.menus as {
      gameType: string
      vendors: { vassalage: string; displayName: string }[]
    }[]
    const types = menus.map((m) => m.gameType)
    expect(types.indexOf('POKER')).toBe(types.indexOf('ELOTT') + 1)
    expect(types.at(-1)).toBe('COCKFIGHT')
    expect(menus.find((m) => m.gameType === 'POKER')?.vendors).toEqual([
      { vassalage: 'GGP', displayName: 'GG Poker' },
      { vassalage: 'V8', displayName: 'V8 Poker' },
    ])
    const lanes = await api(server.url, '/wps/relay/GCSGAME_newGameVendor?platform=html5-desktop')
    const lane = lanes.body.value.data.lanes.find((l: { title: string }) => l.title === 'POKER')
    expect(lane.cards.map((c: { vassalage: string }) => c.vassalage)).toEqual(['GGP', 'V8'])
  })

  it('answers its tables by vendor, none of them another category’s', async () => {
    const all = await list('gameType=POKER&pageSize=100')
    expect(all.body.success).toBe(true)
    expect(all.body.value.total).toBe(14)
    const games = all.body.value.games as { gameType: string; vassalage: string; gameName: string }[]
    expect(games.every((g) => g.gameType === 'POKER')).toBe(true)
    expect(games.map((g) => g.gameName)).toContain("GG Poker Texas Hold'em")
    const v8 = await list('gameType=POKER&vassalage=V8&pageSize=100')
    expect(v8.body.value.total).toBe(8)
    expect(v8.body.value.games.every((g: { vassalage: string }) => g.vassalage === 'V8')).toBe(true)
    // The other categories keep their games: the slots are still 10,000, none of them poker.
    expect((await list('gameType=RNG&pageSize=1')).body.value.total).toBe(10_000)
    const hot = await api(server.url, '/wps/relay/GCSGAME_hotGamesV2?gameType=POKER&isPlatform=2', {
      modId: 'GAMELOHOT3',
    })
    expect(hot.body.value.list.map((g: { vassalage: string }) => g.vassalage).sort()).toEqual(['GGP', 'V8'])
  })

  it('launches a poker table for a member (recorded as recent) and a free trial only where offered', async () => {
    const games = (await list('gameType=POKER&pageSize=100')).body.value.games as {
      nodeId: number
      gameName: string
      freeplay?: number
    }[]
    const token = await login(server.url, 'demo', 'Demo1234!')
    const launched = await api(server.url, `/wps/game/launchGame?nodeId=${games[0]!.nodeId}`, { token })
    expect(launched.body.success).toBe(true)
    expect(await (await fetch(launched.body.value.url)).text()).toContain(
      `data-node-id="${games[0]!.nodeId}"`,
    )
    const recent = await api(server.url, '/wps/relay/GCS_recentGame?page=1&pageSize=15', { token })
    expect(recent.body.value.list[0]).toMatchObject({ nodeId: games[0]!.nodeId, gameType: 'POKER' })
    const paid = games.find((g) => g.freeplay === 0)!
    const refused = await api(server.url, `/wps/game/launchGame?nodeId=${paid.nodeId}&freePlay=1`)
    expect(refused.body).toMatchObject({ success: false, errorCode: 'FREE_PLAY_UNSUPPORTED' })
  })

  it('is a game type the bet record takes; an unknown one is refused', async () => {
    const token = await login(server.url, 'demo', 'Demo1234!')
    const now = Date.now()
    const range = `startTime=${now - 7 * 86_400_000}&endTime=${now}&pageNo=1&pageSize=20`
    const poker = await api(server.url, `/wps/relay/ODSFE2_betRecord?${range}&gameType=POKER`, { token })
    expect(poker.body.success).toBe(true)
    const unknown = await api(server.url, `/wps/relay/ODSFE2_betRecord?${range}&gameType=CARDS`, { token })
    expect(unknown.body.success).toBe(false)
  })
})
