// @vitest-environment node
// The lottery, PVP rooms and live chat on the reference server: menus by prize mode (LOTT-1..8,
// API-49), recent games (API-50), opened draws (API-51/52) on the server's clock, the lobby launch
// payload (API-48), PVP rooms (API-47), the launch fallback (API-46), live chat (API-55/56,
// MEMBER-41), and a walk proving every kind of tile in the catalogue launches a real page.
// Provably fair draws (API-51 (fair draw)), the cut-off (API-51 (cut-off)), tickets bound to the session (ROUTE-26 (ticket bound to the session)) and bets
// through the ledger and the betting record (C-8 (lottery bets in the ledger)): tests/server/lottery-bets.test.ts.
import { describe, expect, it } from 'vitest'
import { api, login, setSettings, useServer } from './helpers'
import { LOTTERY_ICONS } from '../../demo/server/lottery/catalogue'

// A fixed moment 30 s into a minute near the real time (the ledger pages by recent dates).
const START = Math.floor(Date.now() / 3_600_000) * 3_600_000 - 3_600_000 + 30_000
let now = START
const server = useServer({ clock: () => now })

const LOBBY = {
  lottoArea: 'VN',
  launchMode: 'LOTT',
  lottoPrizeMode: 'ZY',
  lottoGameCode: 'VN_NORTH',
  lottoView: 'betting',
  device: 'WEB',
  backUrl: '/vnlottery',
  language: 'EN',
}
const launchLottery = (token: string | undefined, patch: Record<string, string> = {}) =>
  api(server.url, `/wps/game/launchGame?${new URLSearchParams({ ...LOBBY, ...patch })}`, {
    token,
    modId: 'GAMELO3',
  })
const trialToken = async () =>
  (
    await api(server.url, '/wps/session/login/freeplay', {
      body: { os: 'web', platform: 'W' },
      modId: 'FREEPLAY3',
    })
  ).body.value.token as string
const page = async (url: string) => {
  const response = await fetch(url)
  return { status: response.status, html: await response.text() }
}
const field = (html: string, name: string) =>
  new RegExp(`data-field="${name}">([^<]*)<`).exec(html)?.[1]?.replace(/&#47;/g, '/')

describe('lottery menus and draws (LOTT-1..8, API-49..52)', () => {
  it('answers an object of menus per prize mode, each with an icon of the set and its games', async () => {
    for (const mode of ['LOTT', 'ZY', 'ELOTT', 'SEA']) {
      const data = JSON.stringify({ prizeMode: mode, device: 'WEB' })
      const { body } = await api(server.url, `/lgw/vn/games/game_menu?data=${encodeURIComponent(data)}`)
      expect(body.success, mode).toBe(true)
      const menus = Object.values(body.value) as any[]
      expect(menus.length, mode).toBeGreaterThan(0)
      for (const menu of menus) {
        expect(LOTTERY_ICONS).toContain(menu.icon)
        expect(menu.gameMenus.length).toBeGreaterThan(0)
        for (const item of menu.gameMenus)
          expect(item).toMatchObject({ prizeMode: mode, gameCode: expect.any(String) })
      }
    }
    const lott = (await api(server.url, '/lgw/vn/games/game_menu?prizeMode=LOTT')).body.value
    expect(Object.keys(lott).sort()).toEqual([...LOTTERY_ICONS].sort())
    expect((await api(server.url, '/lgw/vn/games/game_menu?prizeMode=XX')).status).toBe(400)
  })

  it('draws each issue on the server clock and publishes its secret with it; the /lotto call needs a token', async () => {
    now = START
    const first = (await api(server.url, '/lgw/vn/numeros/opened/game?prizeMode=LOTT')).body.value.list
    const ssc = first.find((d: any) => d.gameCode === 'SSC')
    expect(ssc.numbers).toHaveLength(5)
    expect(ssc.secret).toMatch(/^[0-9a-f]{64}$/)
    expect(ssc.drawnAt).toBeLessThanOrEqual(now)
    expect(ssc.nextDrawAt).toBeGreaterThan(now)
    expect(ssc.nextSecretHash).toMatch(/^[0-9a-f]{64}$/)
    now = START + 3 * 60_000
    const later = (await api(server.url, '/lgw/vn/numeros/opened/game?prizeMode=LOTT')).body.value.list
    expect(Number(later.find((d: any) => d.gameCode === 'SSC').issue)).toBe(Number(ssc.issue) + 3)
    expect((await api(server.url, '/lotto/lgw/games/opened/numero?gameCode=SSC')).status).toBe(401)
    const token = await login(server.url, 'demo', 'Demo1234!')
    const draws = (await api(server.url, '/lotto/lgw/games/opened/numero?gameCode=SSC&count=3', { token }))
      .body.value.list
    expect(draws.map((d: any) => Number(d.issue))).toEqual([3, 2, 1].map((n) => Number(ssc.issue) + n))
    now = START
  })
})

describe('lottery lobby launch (API-48, LOTT-5, LOTT-6, ROLE-8)', () => {
  it('launches the demo lottery with the §7 payload, records the recent game; refuses visitors and trial players', async () => {
    expect((await launchLottery(undefined)).status).toBe(401)
    expect((await launchLottery(await trialToken())).body.errorCode).toBe('NEED_TRUE_ACCOUNT')
    const token = await login(server.url, 'demo', 'Demo1234!')
    const { body } = await launchLottery(token)
    expect(body.success).toBe(true)
    const { status, html } = await page(body.value.url)
    expect(status).toBe(200)
    expect(html).toContain('DEMO LOTTERY')
    for (const [name, value] of Object.entries(LOBBY)) expect(field(html, name), name).toBe(value)
    const recent = (await api(server.url, '/lgw/vn/games/game_menu/recent', { token })).body.value.list
    expect(recent.map((g: any) => g.gameCode)).toEqual(['VN_NORTH'])
    const lobby = await launchLottery(token, { lottoGameCode: '', lottoView: 'lobby', lottoPrizeMode: 'SEA' })
    expect(field((await page(lobby.body.value.url)).html, 'lottoView')).toBe('lobby')
  })

  it('checks the payload: view by game code, the game in its prize mode, a safe back link', async () => {
    const token = await login(server.url, 'demo', 'Demo1234!')
    expect((await launchLottery(token, { lottoView: 'lobby' })).status).toBe(400)
    expect((await launchLottery(token, { lottoArea: 'TH' })).status).toBe(400)
    expect((await launchLottery(token, { lottoPrizeMode: 'SEA' })).body.errorCode).toBe('GAME_NOT_FOUND')
    expect((await launchLottery(token, { backUrl: 'javascript:alert(1)' })).status).toBe(400)
    expect((await launchLottery(token, { backUrl: '//evil.example/' })).status).toBe(400)
  })
})

describe('PVP rooms (API-47), the launch fallback (API-46), launch CDNs (STORE-4) and the lottery type (CONST-7)', () => {
  it('lists the rooms of a room game; launches only into an open room, and the game page names it', async () => {
    const token = await login(server.url, 'demo', 'Demo1234!')
    const pvp = (await api(server.url, '/wps/relay/GCSGAME_gameList?gameType=PVP&vassalage=BGS&pageSize=1'))
      .body.value.games[0]
    expect(pvp.hasRooms).toBe(1)
    const rooms = (await api(server.url, `/wps/relay/GLS2_roomList?nodeId=${pvp.nodeId}`, { token })).body
      .value.list
    expect(rooms[0]).toMatchObject({ stake: expect.any(Number), players: expect.any(Number), status: 'OPEN' })
    const full = rooms.find((r: any) => r.status === 'FULL')
    const launch = (query: string) =>
      api(server.url, `/wps/game/launchGame?nodeId=${pvp.nodeId}${query}`, { token })
    expect((await launch('')).body.errorCode).toBe('ROOM_REQUIRED')
    expect((await launch(`&roomId=${full.roomId}`)).body.errorCode).toBe('ROOM_FULL')
    const ok = await launch(`&roomId=${rooms[0].roomId}`)
    expect((await page(ok.body.value.url)).html).toContain(`data-room-id="${rooms[0].roomId}"`)
  })

  it('the fallback launch answers when the primary is down; status lists launch CDNs and the lottery type', async () => {
    const token = await login(server.url, 'demo', 'Demo1234!')
    await setSettings(server.url, { gameLaunchPrimaryDown: true })
    const game = (await api(server.url, '/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=1')).body.value
      .games[0]
    expect((await api(server.url, `/wps/game/launchGame?nodeId=${game.nodeId}`, { token })).status).toBe(503)
    const fallback = await api(server.url, `/wps/relay/GCS_gameLaunchFB?nodeId=${game.nodeId}`, { token })
    expect(fallback.body.value.path).toMatch(/^\/demo\/games\/play\?ticket=/)
    const { info } = (await api(server.url, '/wps/system/status')).body.value
    expect(info.launchGameCDNs).toEqual([server.url])
    expect(info.brand.lotteryType).toBe('Lott')
  })
})

describe('live chat (MEMBER-41, API-55, API-56)', () => {
  it('lists hosts and opens the demo chat for members; refuses trial players and offline hosts', async () => {
    const trial = await trialToken()
    expect((await api(server.url, '/wps/relay/CBS_modelList', { token: trial })).body.errorCode).toBe(
      'NEED_TRUE_ACCOUNT',
    )
    expect(
      (await api(server.url, '/wps/relay/CBS_launchChat', { token: trial, body: { modelId: 'ayesha' } })).body
        .errorCode,
    ).toBe('NEED_TRUE_ACCOUNT')
    const token = await login(server.url, 'demo', 'Demo1234!')
    const models = (await api(server.url, '/wps/relay/CBS_modelList', { token })).body.value.list
    expect(models.length).toBeGreaterThan(1)
    const offline = models.find((m: any) => !m.online)
    expect(
      (await api(server.url, '/wps/relay/CBS_launchChat', { token, body: { modelId: offline.modelId } })).body
        .errorCode,
    ).toBe('MODEL_OFFLINE')
    const { body } = await api(server.url, '/wps/relay/CBS_launchChat', {
      token,
      body: { modelId: 'ayesha' },
    })
    const sent = await fetch(`${server.url}/demo/chat/send`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        ticket: new URL(body.value.chatUrl).searchParams.get('ticket')!,
        text: 'Hello',
      }),
    })
    const html = await sent.text()
    expect(html).toContain('DEMO CHAT')
    expect(html).toContain('Chat with Ayesha')
    expect(html).toMatch(/You:<\/strong> Hello/)
  })
})

describe('every kind of tile launches a real page (TILE-10..17)', () => {
  it('launches one game of each game type and vendor code, a vendor entry and a room game', async () => {
    const token = await login(server.url, 'demo', 'Demo1234!')
    const lanes = (await api(server.url, '/wps/relay/GCSGAME_newGameVendor')).body.value.data.lanes
    const pairs = lanes.flatMap((lane: any) => lane.cards.map((c: any) => [lane.title, c.vassalage]))
    expect(pairs.length).toBeGreaterThan(20)
    const modes: Record<string, string> = { LOTT: 'LOTT', ELOTT: 'ELOTT', TCG_SEA: 'SEA', TCG_LOTTO_VN: 'ZY' }
    const seen = new Set<string>()
    for (const [type, vendor] of pairs) {
      const games = (
        await api(server.url, `/wps/relay/GCSGAME_gameList?gameType=${type}&vassalage=${vendor}&pageSize=100`)
      ).body.value.games
      const list = [...games]
      // TILE-15: the vendor entry of the catalogue (its own list holds its games).
      const entry = (
        await api(
          server.url,
          `/wps/relay/GCSGAME_gameList?gameType=${type}&pageSize=100&gameName=Card%20Room`,
        )
      ).body.value.games.find((g: any) => g.isGame === 'VASSALAGE' && g.vassalage === vendor)
      if (entry) seen.add('VASSALAGE')
      const game = list[0]
      expect(game, `${type} ${vendor}`).toBeTruthy()
      let url: string
      if (modes[vendor]) {
        const answer = await launchLottery(token, {
          lottoPrizeMode: modes[vendor]!,
          lottoGameCode: game.gameCode,
          backUrl: '/lottery',
        })
        expect(answer.body.success, `${vendor} ${game.gameCode}`).toBe(true)
        url = answer.body.value.url
        seen.add(vendor)
      } else {
        let query = `nodeId=${game.nodeId}`
        if (game.hasRooms) {
          const rooms = (await api(server.url, `/wps/relay/GLS2_roomList?nodeId=${game.nodeId}`, { token }))
            .body.value.list
          query += `&roomId=${rooms.find((r: any) => r.status === 'OPEN').roomId}`
          seen.add('ROOMS')
        }
        const answer = await api(server.url, `/wps/game/launchGame?${query}`, { token, modId: 'GAMELO3' })
        expect(answer.body.success, `${type} ${vendor}`).toBe(true)
        url = answer.body.value.url
      }
      const { status, html } = await page(url)
      expect(status, `${type} ${vendor}`).toBe(200)
      expect(html).toMatch(/DEMO (GAME|LOTTERY)/)
      if (!modes[vendor]) expect(html).toContain(`data-node-id="${game.nodeId}"`)
      seen.add(type)
    }
    expect([...seen]).toEqual(
      expect.arrayContaining([
        'TCG_SEA',
        'TCG_LOTTO_VN',
        'LOTT',
        'ELOTT',
        'VASSALAGE',
        'ROOMS',
        'PVP',
        'COCKFIGHT',
      ]),
    )
  })
})
