import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { RunningServer } from '../../../demo/server/platform/app'
import { call } from '../../../core/api/http'
import { fetchMemberInfo } from '../../../core/api/member'
import { fetchSystemStatus } from '../../../core/api/system'
import { isApiError } from '../../../core/errors'
import { $locale } from '../../../core/stores/locale'
import { loadSystem } from '../../../core/stores/system'
import { $token } from '../../../core/stores/token'
import { muteRefusedConnections, resetPlatform, startPlatform } from '../../helpers/platform'

let server: RunningServer
beforeAll(async () => {
  server = await startPlatform()
})
afterAll(() => server.close())
beforeEach(() => resetPlatform(server))

function spyFetch() {
  return vi.spyOn(globalThis, 'fetch')
}

describe('core/api', () => {
  it('sends the headers of api.md and unwraps the envelope (API-1)', async () => {
    const spy = spyFetch()
    $locale.set('UR')
    const status = await fetchSystemStatus()
    expect(status.info.whitelabel).toBeTypeOf('object')
    const [, init] = spy.mock.calls[0]!
    const headers = new Headers(init?.headers as HeadersInit)
    expect(headers.get('Merchant')).toBe('lobbykit')
    expect(headers.get('Language')).toBe('UR')
    expect(headers.get('Device')).toBe('web')
    expect(headers.get('modID')).toBe('COMM3')
    expect(headers.get('Authorization')).toBeNull()
    spy.mockRestore()
  })

  it('makes one request for identical in-flight GETs (five widgets, one call)', async () => {
    const spy = spyFetch()
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => loadSystem()))
    expect(new Set(answers).size).toBe(1)
    expect(spy).toHaveBeenCalledTimes(1)
    const again = await Promise.all([fetchSystemStatus(), fetchSystemStatus()])
    expect(again[0]).toBe(again[1])
    expect(spy).toHaveBeenCalledTimes(2)
    spy.mockRestore()
  })

  it('turns a 401 on a token call into the not-logged-in error (ERR-1)', async () => {
    $token.set('not-a-real-token')
    const error = await fetchMemberInfo().catch((e: unknown) => e)
    expect(isApiError(error) && error.key).toBe('not_logged_in')
    expect(isApiError(error) && error.status).toBe(401)
    expect(String((error as Error).message)).toContain('GET /wps/member/info')
  })

  it('reports an unreachable platform as the network error, after one GET retry (ERR-3)', async () => {
    const spy = spyFetch()
    const quiet = muteRefusedConnections()
    const error = await call('http://127.0.0.1:9/wps/system/status', { modId: 'COMM3' }).catch(
      (e: unknown) => e,
    )
    expect(isApiError(error) && error.key).toBe('network_error')
    expect(spy).toHaveBeenCalledTimes(2)
    spy.mockRestore()
    quiet()
  })

  it('does not retry a POST', async () => {
    const spy = spyFetch()
    const quiet = muteRefusedConnections()
    await call('http://127.0.0.1:9/wps/session/login', { method: 'POST', modId: 'COMM3', body: {} }).catch(
      () => {},
    )
    expect(spy).toHaveBeenCalledTimes(1)
    spy.mockRestore()
    quiet()
  })

  it('aborts the shared request only when every caller has given up', async () => {
    const first = new AbortController()
    const second = new AbortController()
    const a = fetchSystemStatus()
    const b = call('/wps/system/status', { modId: 'COMM3', signal: first.signal })
    const c = call('/wps/system/status', { modId: 'COMM3', signal: second.signal })
    first.abort()
    await expect(b).rejects.toHaveProperty('name', 'AbortError')
    second.abort()
    await expect(c).rejects.toHaveProperty('name', 'AbortError')
    await expect(a).resolves.toHaveProperty('info') // the first caller still waits: not aborted
  })
})
