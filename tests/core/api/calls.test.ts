// What the calls of api.md send, seen at fetch, against the reference server: the free-play login
// (API-5), the game list (API-35, CONST-5).
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { RunningServer } from '../../../demo/server/platform/app'
import { fetchGameList } from '../../../core/api/games'
import { DEFAULT_CONFIG, configure } from '../../../core/config'
import { requestFreePlayLogin } from '../../../core/api/session'
import { login } from '../../../core/stores/session'
import { $token } from '../../../core/stores/token'
import { resetPlatform, startPlatform } from '../../helpers/platform'

let server: RunningServer
beforeAll(async () => {
  server = await startPlatform()
})
afterAll(() => server.close())
beforeEach(() => resetPlatform(server))

/** The requests fetch saw while `run` ran: URL, method, headers and the JSON body. */
async function seen(run: () => Promise<unknown>) {
  const spy = vi.spyOn(globalThis, 'fetch')
  try {
    await run()
    return spy.mock.calls.map(([input, init]) => {
      const url = new URL(input instanceof Request ? input.url : String(input))
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined
      return { url, method: init?.method ?? 'GET', headers: new Headers(init?.headers as HeadersInit), body }
    })
  } finally {
    spy.mockRestore()
  }
}

describe('free-play login (API-5)', () => {
  it('POSTs os, platform W and gateway version 3, with no token, under FREEPLAY3', async () => {
    const [request] = await seen(() => requestFreePlayLogin())
    expect(request!.url.pathname).toBe('/wps/session/login/freeplay')
    expect(request!.method).toBe('POST')
    expect(request!.body).toEqual({ os: expect.any(String), platform: 'W', gatewayVersion: 3 })
    expect(request!.headers.get('modID')).toBe('FREEPLAY3')
    expect(request!.headers.get('Authorization')).toBeNull()
  })
})

describe('game list (API-35, CONST-5)', () => {
  const query = { gameType: 'RNG', vassalage: 'PG', pageNo: 2, pageSize: 40 }

  it('sends clientType 3, the brand platform WEB, the merchant and the filters; no token for a visitor', async () => {
    const [request] = await seen(() => fetchGameList(query, 'UR'))
    expect(request!.url.pathname).toBe('/wps/relay/GCSGAME_gameList')
    expect(Object.fromEntries(request!.url.searchParams)).toEqual({
      clientType: '3',
      platform: 'WEB',
      merchant: 'lobbykit',
      gameType: 'RNG',
      vassalage: 'PG',
      pageNo: '2',
      pageSize: '40',
      language: 'UR',
    })
    expect(request!.headers.get('Authorization')).toBeNull()
  })

  it('takes the platform from the brand config, WEB by default (CONST-5)', async () => {
    expect(DEFAULT_CONFIG.platform).toBe('WEB')
    configure({ platform: 'H5' })
    const [request] = await seen(() => fetchGameList(query, 'EN'))
    expect(request!.url.searchParams.get('platform')).toBe('H5')
  })

  it("sends the member's token when there is a session", async () => {
    await login({ type: 'username', username: 'demo', password: 'Demo1234!' })
    const [request] = await seen(() => fetchGameList(query, 'EN'))
    expect(request!.headers.get('Authorization')).toBe($token.get())
    expect(request!.url.searchParams.get('merchant')).toBe('lobbykit')
  })
})
