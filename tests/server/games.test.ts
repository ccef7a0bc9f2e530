// @vitest-environment node
// The reference server's game calls (API-34..48): every filter and paging, hot, lanes, favourites,
// recent games recorded at launch, launch rules enforced on the server (C-8).
import { describe, expect, it } from 'vitest'
import { api, login, useServer } from './helpers'

const server = useServer()
const list = (query: string) => api(server.url, `/wps/relay/GCSGAME_gameList?${query}`, { modId: 'GAMELO3' })

describe('game list (API-35, LOBBY-19)', () => {
  it('holds 10,000 slots, paged by pageSize with totalPages (CONST-3, LOBBY-17)', async () => {
    const { body } = await list('gameType=RNG&pageNo=1&pageSize=40')
    expect(body.value.total).toBe(10_000)
    expect(body.value.totalPages).toBe(250)
    expect(body.value.games).toHaveLength(40)
    const last = await list('gameType=RNG&pageNo=250&pageSize=40')
    expect(last.body.value.games).toHaveLength(40)
    const ids = new Set(
      [...body.value.games, ...last.body.value.games].map((g: { nodeId: number }) => g.nodeId),
    )
    expect(ids.size).toBe(80)
    expect((await list('gameType=RNG&pageNo=251&pageSize=40')).body.value.games).toEqual([])
  })

  it('filters by vendor, sub-type, new and a trimmed name', async () => {
    const pg = await list('gameType=RNG&vassalage=PG&pageSize=100')
    expect(pg.body.value.total).toBe(1250)
    expect(pg.body.value.games.every((g: { vassalage: string }) => g.vassalage === 'PG')).toBe(true)
    const jp = await list('gameType=RNG&gameClassify=JP&pageSize=100')
    expect(jp.body.value.total).toBeGreaterThan(0)
    expect(jp.body.value.games.every((g: { gameClassify: string }) => g.gameClassify === 'JP')).toBe(true)
    const fresh = await list('gameType=RNG&isNew=1&pageSize=100')
    expect(fresh.body.value.total).toBe(210) // the seed's new slots
    expect(fresh.body.value.games).toHaveLength(100)
    expect(fresh.body.value.games.every((g: { isNew: number }) => g.isNew === 1)).toBe(true)
    expect(fresh.body.value.total).toBeLessThan(10_000)
    const named = await list(`gameType=RNG&gameName=${encodeURIComponent('  golden ')}&pageSize=100`)
    expect(named.body.value.total).toBeGreaterThan(0)
    expect(named.body.value.games.every((g: { gameName: string }) => /golden/i.test(g.gameName))).toBe(true)
    // LIKE wildcards are text, not patterns.
    expect((await list('gameName=%25%25%25')).body.value.total).toBe(0)
  })

  it('answers 400 for an unknown game type, vendor, sub-type or a bad page', async () => {
    for (const query of [
      'gameType=CASINO',
      'vassalage=XX',
      'gameClassify=ZZ',
      'pageNo=0',
      'pageSize=500',
      'pageNo=abc',
    ]) {
      const answer = await list(query)
      expect(answer.status, query).toBe(400)
      expect(answer.body.success).toBe(false)
    }
  })

  it('answers game fields of spec §3, freeplay or supportPlay (TILE-5) and art the server serves', async () => {
    const { body } = await list('gameType=RNG&pageSize=100')
    const game = body.value.games[0]
    for (const key of [
      'gameType',
      'nodeId',
      'nodeName',
      'vassalage',
      'gameCode',
      'gameName',
      'displayName',
      'isGame',
      'isHot',
      'lagerIcon',
    ])
      expect(game).toHaveProperty(key)
    expect(body.value.games.some((g: object) => 'freeplay' in g)).toBe(true)
    const pt = await list('gameType=RNG&vassalage=PT&pageSize=10')
    expect(pt.body.value.games).toHaveLength(10)
    expect(pt.body.value.games.every((g: object) => !('freeplay' in g) && 'supportPlay' in g)).toBe(true)
    const art = await fetch(game.lagerIcon)
    expect(art.headers.get('content-type')).toBe('image/svg+xml')
    expect(await art.text()).toContain('<svg')
  })

  it('holds every category and the vendor codes of spec §3 (LOBBY-22, LOBBY-23)', async () => {
    const lanes = await api(server.url, '/wps/relay/GCSGAME_newGameVendor?platform=html5-desktop')
    const byTitle = Object.fromEntries(
      lanes.body.value.data.lanes.map((l: { title: string; cards: { vassalage: string }[] }) => [
        l.title,
        l.cards.map((c) => c.vassalage),
      ]),
    )
    expect(byTitle.RNG).toEqual(['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS'])
    expect(byTitle.ESPORTS).toEqual(['AV', 'AI', 'IMES', 'TF', 'IA'])
    expect(byTitle.COCKFIGHT).toEqual(['DS88'])
    expect(byTitle.LOTT).toEqual(expect.arrayContaining(['TCG_SEA', 'TCG_LOTTO_VN', 'LOTT']))
    for (const type of ['LIVE', 'FISH', 'PVP', 'ELOTT', 'SPORTS'])
      expect(byTitle[type]?.length, type).toBeGreaterThan(0)
    const rng = lanes.body.value.data.lanes.find((l: { title: string }) => l.title === 'RNG')
    expect(rng.gameClassify.map((c: { gameClassify: string }) => c.gameClassify)).toEqual([
      'SC',
      'VP',
      'JP',
      'TG',
      'AC',
      'BG',
    ])
    const vendorEntry = (await list('gameType=PVP&pageSize=100')).body.value.games.find(
      (g: { isGame: string }) => g.isGame === 'VASSALAGE',
    )
    expect(vendorEntry).toMatchObject({ vassalage: 'JL' })
    // The vendor's own list does not repeat the vendor entry.
    const own = await list('gameType=PVP&vassalage=JL&pageSize=100')
    expect(own.body.value.games.some((g: { isGame: string }) => g.isGame === 'VASSALAGE')).toBe(false)
  })

  it('answers hot games as list, only isHot ones, and menus in navigation order with cockfight last', async () => {
    const hot = await api(server.url, '/wps/relay/GCSGAME_hotGamesV2?gameType=RNG&isPlatform=2', {
      modId: 'GAMELOHOT3',
    })
    expect(hot.body.value.list.length).toBeGreaterThan(15)
    expect(
      hot.body.value.list.every(
        (g: { isHot: number; gameType: string }) => g.isHot === 1 && g.gameType === 'RNG',
      ),
    ).toBe(true)
    const menus = await api(server.url, '/lgw/games/game_menus')
    const types = menus.body.value.menus.map((m: { gameType: string }) => m.gameType)
    expect(types.at(-1)).toBe('COCKFIGHT')
    expect(types).toContain('RNG')
  })
})

describe('favourites and recent games (API-41..45, FAV-3..7)', () => {
  it('need a session', async () => {
    for (const path of [
      '/wps/relay/MCSFE_getFavoriteGames',
      '/wps/relay/MCSFE_getFavoriteGamesList',
      '/wps/relay/GCS_recentGame',
    ]) {
      expect((await api(server.url, path)).status, path).toBe(401)
    }
  })

  it('adds, lists and removes a favourite identified by nodeId, vendor and gameType', async () => {
    const token = await login(server.url, 'demo', 'Demo1234!')
    const game = (await list('gameType=RNG&pageSize=1')).body.value.games[0]
    const wrong = await api(server.url, '/wps/relay/MCSFE_addFavoriteGameV2', {
      token,
      body: { nodeId: game.nodeId, vendor: 'XX', gameType: 'RNG' },
    })
    expect(wrong.body.success).toBe(false)
    const added = await api(server.url, '/wps/relay/MCSFE_addFavoriteGameV2', {
      token,
      body: { nodeId: game.nodeId, vendor: game.vassalage, gameType: 'RNG' },
    })
    expect(added.body.success).toBe(true)
    expect((await api(server.url, '/wps/relay/MCSFE_getFavoriteGames', { token })).body.value).toEqual([
      game.nodeId,
    ])
    const page = await api(
      server.url,
      '/wps/relay/MCSFE_getFavoriteGamesList?gameType=RNG&pageNo=1&pageSize=15',
      { token },
    )
    expect(page.body.value).toMatchObject({ totalPages: 1 })
    expect(page.body.value.content[0].nodeId).toBe(game.nodeId)
    const removed = await api(server.url, '/wps/relay/MCSFE_removeFavoriteGameV2', {
      token,
      method: 'DELETE',
      body: { nodeId: game.nodeId },
    })
    expect(removed.body.success).toBe(true)
    expect((await api(server.url, '/wps/relay/MCSFE_getFavoriteGames', { token })).body.value).toEqual([])
  })

  it('records a real launch in recent games, newest first, not a free trial', async () => {
    const token = await login(server.url, 'demo', 'Demo1234!')
    const games = (await list('gameType=RNG&pageSize=40')).body.value.games
    const free = games.find((g: { freeplay?: number }) => g.freeplay === 1)
    await api(server.url, `/wps/game/launchGame?nodeId=${games[0].nodeId}`, { token })
    await api(server.url, `/wps/game/launchGame?nodeId=${games[1].nodeId}`, { token })
    await api(server.url, `/wps/game/launchGame?nodeId=${free.nodeId}&freePlay=1`)
    const recent = await api(server.url, '/wps/relay/GCS_recentGame?page=1&pageSize=15', { token })
    expect(recent.body.value.list.map((g: { nodeId: number }) => g.nodeId)).toEqual([
      games[1].nodeId,
      games[0].nodeId,
    ])
  })
})

describe('launch (API-48, TILE-10/11/16/17, ROLE-8)', () => {
  it('free trial needs no session but a free-play game; the URL opens a page marked as a demo', async () => {
    const games = (await list('gameType=RNG&pageSize=40')).body.value.games
    const free = games.find((g: { freeplay?: number }) => g.freeplay === 1)
    const paid = games.find((g: { freeplay?: number }) => g.freeplay === 0)
    const ok = await api(server.url, `/wps/game/launchGame?nodeId=${free.nodeId}&freePlay=1`)
    expect(ok.body.success).toBe(true)
    const page = await (await fetch(ok.body.value.url)).text()
    expect(page).toContain('DEMO GAME')
    expect(page).toContain(free.gameName)
    const refused = await api(server.url, `/wps/game/launchGame?nodeId=${paid.nodeId}&freePlay=1`)
    expect(refused.body).toMatchObject({ success: false, errorCode: 'FREE_PLAY_UNSUPPORTED' })
  })

  it('real play needs a session (401) and a real account (trial refused)', async () => {
    const game = (await list('gameType=RNG&pageSize=1')).body.value.games[0]
    expect((await api(server.url, `/wps/game/launchGame?nodeId=${game.nodeId}`)).status).toBe(401)
    const trial = await api(server.url, '/wps/session/login/freeplay', {
      modId: 'FREEPLAY3',
      body: { os: 'test', platform: 'W' },
    })
    const refused = await api(server.url, `/wps/game/launchGame?nodeId=${game.nodeId}`, {
      token: trial.body.value.token,
    })
    expect(refused.body).toMatchObject({ success: false, errorCode: 'NEED_TRUE_ACCOUNT' })
  })

  it('refuses to launch a vendor entry or an unknown game', async () => {
    const token = await login(server.url, 'demo', 'Demo1234!')
    const entry = (await list('gameType=PVP&pageSize=100')).body.value.games.find(
      (g: { isGame: string }) => g.isGame === 'VASSALAGE',
    )
    expect(
      (await api(server.url, `/wps/game/launchGame?nodeId=${entry.nodeId}`, { token })).body.errorCode,
    ).toBe('NOT_A_GAME')
    expect((await api(server.url, '/wps/game/launchGame?nodeId=99999999', { token })).body.errorCode).toBe(
      'GAME_NOT_FOUND',
    )
    expect((await fetch(`${server.url}/demo/games/play?ticket=nope`)).status).toBe(404)
  })
})
