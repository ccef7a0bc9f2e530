// @vitest-environment node
// The platform's own rules, which hold for every area's routes (platform/api.ts, platform/app.ts).
import { describe, expect, it } from 'vitest'
import { API_ROUTES } from '../../demo/server/areas'
import { api, demo, login, useServer } from './helpers'

const server = useServer()

describe('the coarse ceiling on API writes (C-9)', () => {
  it('answers 429 TOO_MANY_REQUESTS with Retry-After after 1,000 writes a minute from one address; reads go on; a reset starts it again', async () => {
    // Each write is refused cheaply (no token): the ceiling counts calls, not successes.
    const write = () => api(server.url, '/wps/relay/PAY_withdraw', { body: {} })
    let refused = 0
    for (let sent = 0; sent < 1000; sent += 50) {
      const answers = await Promise.all(Array.from({ length: 50 }, write))
      refused += answers.filter((a) => a.status === 429).length
    }
    expect(refused).toBe(0)
    const over = await write()
    expect(over.status).toBe(429)
    expect(over.body).toMatchObject({ success: false, errorCode: 'TOO_MANY_REQUESTS' })
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await api(server.url, '/wps/system/status')).status).toBe(200)

    await demo(server.url, 'POST', '/demo/api/reset')
    expect((await write()).status).toBe(401)
  })
})

/** A free-play (trial) session. */
async function trialToken() {
  const answer = await api(server.url, '/wps/session/login/freeplay', {
    body: { os: 'web', platform: 'W' },
    modId: 'FREEPLAY3',
  })
  return answer.body.value.token as string
}

describe('what every route declares is enforced by the platform (C-8)', () => {
  it('ROLE-8: every realOnly route refuses a trial session with NEED_REAL_ACCOUNT before its body is read (a body over its limit is not even looked at)', async () => {
    const trial = await trialToken()
    const realOnly = API_ROUTES.filter((route) => route.realOnly)
    expect(realOnly.length).toBeGreaterThan(30)
    for (const route of realOnly) {
      const tooLarge =
        route.method === 'GET' ? undefined : { filler: 'x'.repeat((route.maxBodyBytes ?? 65_536) + 1) }
      const answer = await api(server.url, route.path, { method: route.method, token: trial, body: tooLarge })
      expect(answer.body.errorCode, `${route.method} ${route.path}`).toBe('NEED_REAL_ACCOUNT')
    }
  })

  it('answers a body of the wrong shape on every route with a schema as BAD_REQUEST naming the field, never a 500', async () => {
    const member = await login(server.url, 'demo', 'Demo1234!')
    const checked = API_ROUTES.filter((route) => route.schema?.body)
    expect(checked.length).toBeGreaterThan(40)
    for (const route of checked) {
      const properties = (route.schema?.body as { properties?: Record<string, object> }).properties ?? {}
      // The first field whose schema states a type (a field typed "anything" has nothing to break).
      const field = Object.keys(properties).find((name) => {
        const property = properties[name] as object
        return 'type' in property || 'anyOf' in property
      })
      if (!field) continue
      const answer = await api(server.url, route.path, {
        method: route.method,
        token: route.token ? member : undefined,
        body: { [field]: { wrong: [] } },
      })
      expect(answer.status, `${route.method} ${route.path}`).toBe(400)
      expect(answer.body.errorCode).toBe('BAD_REQUEST')
      expect(answer.body.message.startsWith(field)).toBe(true)
    }
  })
})
