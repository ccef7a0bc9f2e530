// @vitest-environment node
// The free-play login speaks gateway version 3 (API-5): a request naming another version is refused
// before any trial account is made.
import { describe, expect, it } from 'vitest'
import { api, useServer } from './helpers'

const server = useServer()
const freePlay = (body: object) =>
  api(server.url, '/wps/session/login/freeplay', { body, modId: 'FREEPLAY3' })
const trials = () =>
  (
    (server as any).instance.db.prepare('SELECT COUNT(*) AS n FROM members WHERE type = 4').get() as {
      n: number
    }
  ).n

describe('free play and the gateway version (API-5)', () => {
  it('logs a trial player in with os, platform W and gateway version 3', async () => {
    const { body } = await freePlay({ os: 'Linux', platform: 'W', gatewayVersion: 3 })
    expect(body).toMatchObject({ success: true, value: { token: expect.any(String) } })
  })

  it('refuses another gateway version and makes no account', async () => {
    const before = trials()
    const { body } = await freePlay({ os: 'Linux', platform: 'W', gatewayVersion: 2 })
    expect(body).toMatchObject({ success: false, errorCode: 'GATEWAY_VERSION' })
    expect(body.message).toContain('version 3')
    expect(trials()).toBe(before)
  })
})
