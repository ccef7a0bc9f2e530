// @vitest-environment node
// The demo control API: settings (partial deep merge, validation), outbox, reset, captcha peek.
import { describe, expect, it } from 'vitest'
import { api, controlUrl, demo, login, setSettings, useServer } from './helpers'

// X-Forwarded-For stands for callers behind the loopback proxy the tests play (TRUST_PROXY).
const server = useServer({ trustProxy: '127.0.0.1' })

async function put(patch: unknown) {
  return fetch(`${controlUrl(server.url)}/demo/api/settings`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(patch),
  })
}

describe('GET and PUT /demo/api/settings', () => {
  it('answers the seed settings', async () => {
    const settings = await demo(server.url, 'GET', '/demo/api/settings')
    expect(settings).toMatchObject({
      maintenance: false,
      regionRestriction: false,
      tokenTtlMinutes: 120,
      smsExpiredMinutes: 1,
    })
    expect(Object.values(settings.whitelabel).every((on) => on === true)).toBe(true)
    // I18N: the licence line is written per language (tests/server/content-languages.test.ts).
    expect(settings.brand.licence.EN).toContain('8048/JAZ')
  })

  it('merges a partial update deeply and answers the new settings', async () => {
    const next = await setSettings(server.url, {
      maintenance: true,
      whitelabel: { FREEPLAY3: false },
      register: { regExp: { password: { minLength: 10 } } },
    })
    expect(next).toMatchObject({ maintenance: true, regionRestriction: false })
    expect(next.whitelabel).toMatchObject({ FREEPLAY3: false, VIP: true, MOBILEVERCODELOGIN3: true })
    expect(next.register.regExp.password).toMatchObject({ minLength: 10, maxLength: 20, patternId: 19 })
    expect(next.register.regExp.username.minLength).toBe(4)
    expect(await demo(server.url, 'GET', '/demo/api/settings')).toEqual(next)
  })

  it.each([
    [{ maintenance: 'yes' }, 'maintenance'],
    [{ whitelabel: { VIP: 1 } }, 'whitelabel.VIP'],
    [{ smsExpiredMinutes: 0 }, 'smsExpiredMinutes'],
    [{ unknownSwitch: true }, 'unknownSwitch'],
    [{ register: { regExp: { password: { minLength: 30 } } } }, 'password'],
    [{ register: { regExp: { email: { acceptedPattern: '(' } } } }, 'acceptedPattern'],
    [[true], 'object'],
  ])('refuses %j with 400 naming %s and changes nothing', async (patch, named) => {
    const before = await demo(server.url, 'GET', '/demo/api/settings')
    const response = await put(patch)
    expect(response.status).toBe(400)
    expect((await response.json()).error).toContain(named)
    expect(await demo(server.url, 'GET', '/demo/api/settings')).toEqual(before)
  })
})

describe('GET /demo/api/outbox', () => {
  it('answers messages newest first and filters by number', async () => {
    const send = (mobileNum: string, ip: string) =>
      api(server.url, '/wps/verification/sms/noLogin', {
        body: { countryDialingCode: '92', mobileNum },
        modId: 'VERIFICATION3',
        headers: { 'X-Forwarded-For': ip },
      })
    await send('3001234567', '192.0.2.1')
    await send('3007654321', '192.0.2.2')
    const all = (await demo(server.url, 'GET', '/demo/api/outbox')).messages
    expect(all.map((m: { to: string }) => m.to)).toEqual(['+92 3007654321', '+92 3001234567'])
    const filtered = (await demo(server.url, 'GET', '/demo/api/outbox?to=3001234567')).messages
    expect(filtered).toHaveLength(1)
    expect(filtered[0].to).toBe('+92 3001234567')
  })
})

describe('POST /demo/api/reset', () => {
  it('restores accounts, settings and the outbox, and is idempotent', async () => {
    const token = await login(server.url, 'demo', 'Demo1234!')
    await api(server.url, '/wps/member/password', {
      token,
      body: { oldPassword: 'Demo1234!', newPassword: 'Fresh5678!', confirmNewPassword: 'Fresh5678!' },
    })
    await setSettings(server.url, { maintenance: true })
    await api(server.url, '/wps/verification/sms/noLogin', {
      body: { countryDialingCode: '92', mobileNum: '3001234567' },
    })

    await demo(server.url, 'POST', '/demo/api/reset')
    await demo(server.url, 'POST', '/demo/api/reset')

    expect((await demo(server.url, 'GET', '/demo/api/settings')).maintenance).toBe(false)
    expect((await demo(server.url, 'GET', '/demo/api/outbox')).messages).toEqual([])
    expect((await api(server.url, '/wps/member/info', { token })).status).toBe(401)
    await login(server.url, 'demo', 'Demo1234!')
  })
})

describe('GET /demo/api/captcha/<uuid>', () => {
  it('answers 404 for a uuid without a live captcha', async () => {
    const response = await fetch(`${controlUrl(server.url)}/demo/api/captcha/never-issued-1`)
    expect(response.status).toBe(404)
  })

  it('answers 404 for an unknown demo call', async () => {
    expect((await fetch(`${controlUrl(server.url)}/demo/api/nothing`)).status).toBe(404)
  })
})
