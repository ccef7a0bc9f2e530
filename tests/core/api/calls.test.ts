// What the calls of api.md send, seen at fetch, against the reference server: the free-play login
// (API-5).
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { RunningServer } from '../../../demo/server/platform/app'
import { requestFreePlayLogin } from '../../../core/api/session'
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
