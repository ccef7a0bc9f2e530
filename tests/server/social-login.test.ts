// @vitest-environment node
// LOGIN-33, FLAG-11, API-69: the platform checks the demo sign-in provider's token (HMAC under the
// server's secret, two-minute expiry, single use) before it creates or links the member; LOGIN-22,
// C-13: the welcome content comes from server data; ERR-17…27: the demo providers' control.
import { describe, expect, it } from 'vitest'
import { PROVIDER_TOKEN_TTL_MS, signProviderToken } from '../../demo/server/social/auth'
import { api, demo, setSettings, useServer } from './helpers'

const server = useServer()

/** The demo provider's consent, as its page calls it: answers the provider token. */
async function consent(email: string, provider = 'google') {
  const response = await fetch(`${server.url}/demo/provider/social/authorize`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ provider, email, name: 'Social Player' }),
  })
  return { status: response.status, body: (await response.json()) as { token?: string; code?: string } }
}

function socialLogin(providerToken: string, provider = 'google') {
  return api(server.url, '/wps/session/social-login', { body: { provider, providerToken } })
}

describe('LOGIN-33: social login through the demo provider', () => {
  it('creates a member on the first sign-in (firstTimeLogin) and logs the same member in again', async () => {
    const first = await socialLogin((await consent('new.player@google.demo.example')).body.token!)
    expect(first.body.success).toBe(true)
    expect(first.body.value.firstTimeLogin).toBe(true)
    const info = await api(server.url, '/wps/member/info', { token: first.body.value.token })
    const again = await socialLogin((await consent('new.player@google.demo.example')).body.token!)
    expect(again.body.value.firstTimeLogin).toBe(false)
    const infoAgain = await api(server.url, '/wps/member/info', { token: again.body.value.token })
    expect(infoAgain.body.value.id).toBe(info.body.value.id)
  })

  it("links an existing member with the provider's verified e-mail address", async () => {
    const answer = await socialLogin((await consent('demo@lobbykit.example')).body.token!)
    const info = await api(server.url, '/wps/member/info', { token: answer.body.value.token })
    expect(info.body.value.account).toBe('demo')
  })

  it('refuses a token used twice', async () => {
    const { token } = (await consent('twice@google.demo.example')).body
    expect((await socialLogin(token!)).body.success).toBe(true)
    const reused = await socialLogin(token!)
    expect(reused.body).toMatchObject({ success: false, errorCode: 'PROVIDER_TOKEN_INVALID' })
  })

  it('refuses a forged token: changed claims, a made-up signature, another provider', async () => {
    const { token } = (await consent('forged@google.demo.example')).body
    const [body, mac] = token!.split('.') as [string, string]
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString())
    const changed = Buffer.from(JSON.stringify({ ...claims, email: 'demo@lobbykit.example' })).toString(
      'base64url',
    )
    for (const forged of [`${changed}.${mac}`, `${body}.${'A'.repeat(43)}`, 'not-a-token'])
      expect((await socialLogin(forged)).body.errorCode).toBe('PROVIDER_TOKEN_INVALID')
    expect((await socialLogin(token!, 'facebook')).body.errorCode).toBe('PROVIDER_TOKEN_INVALID')
  })

  it('refuses an expired token', async () => {
    const old = signProviderToken(
      { provider: 'google', subject: 'google:late@x.example', email: 'late@x.example', name: 'Late' },
      Date.now() - PROVIDER_TOKEN_TTL_MS - 1000,
    )
    expect((await socialLogin(old)).body.errorCode).toBe('PROVIDER_TOKEN_INVALID')
  })

  it('FLAG-11: answers "operation not enabled" when third-party login is off', async () => {
    await setSettings(server.url, { whitelabel: { THIRDPARTYLOGIN: false } })
    const answer = await socialLogin((await consent('off@google.demo.example')).body.token!)
    expect(answer.body.errorCode).toBe('OPERATION_NOT_ENABLED')
  })

  it('serves a consent page that names itself as a demo', async () => {
    const page = await fetch(`${server.url}/demo/provider/consent?provider=google&origin=http://127.0.0.1:1`)
    const html = await page.text()
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'")
    expect(html).toContain('This is a demo.')
    expect(html).toContain('it is not Google')
  })
})

describe('LOGIN-22, C-13: the welcome content of a first login', () => {
  it('answers the F announcements and the registration bonus to a first-login session only', async () => {
    const first = await socialLogin((await consent('welcome@google.demo.example')).body.token!)
    const welcome = await api(server.url, '/wps/member/welcome', { token: first.body.value.token })
    expect(welcome.body.value.registrationBonus).toEqual({ amount: 100, termsPath: '/promotions' })
    expect(welcome.body.value.announcements.every((a: { execution: string }) => a.execution === 'F')).toBe(
      true,
    )
    const again = await socialLogin((await consent('welcome@google.demo.example')).body.token!)
    const later = await api(server.url, '/wps/member/welcome', { token: again.body.value.token })
    expect(later.body.value).toEqual({ announcements: [], registrationBonus: null })
  })
})

describe('ERR-17…27: the demo providers fail on demand', () => {
  const send = () =>
    fetch(`${server.url}/demo/provider/phone-auth/send`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ countryDialingCode: '92', mobileNum: '3007654321' }),
    }).then(async (r) => ({ status: r.status, body: await r.json() }))

  it('answers the fault the control set, at send or at verify', async () => {
    await demo(server.url, 'PUT', '/demo/api/provider', { phoneError: 'QUOTA_EXCEEDED' })
    expect((await send()).body.code).toBe('QUOTA_EXCEEDED')
    await demo(server.url, 'PUT', '/demo/api/provider', { phoneError: 'TOO_MANY_REQUESTS' })
    expect(await send()).toMatchObject({
      status: 429,
      body: { code: 'TOO_MANY_REQUESTS', retryAfter: 300_000 },
    })
    await demo(server.url, 'PUT', '/demo/api/provider', { phoneError: 'CODE_EXPIRED' })
    expect((await send()).body).toEqual({ sent: true }) // a code error fails at verify
    await demo(server.url, 'PUT', '/demo/api/provider', { socialError: 'OPERATION_NOT_ENABLED' })
    expect((await consent('x@google.demo.example')).body.code).toBe('OPERATION_NOT_ENABLED')
  })

  it('refuses a fault it does not know, and a reset switches faults off', async () => {
    await expect(demo(server.url, 'PUT', '/demo/api/provider', { phoneError: 'NOPE' })).rejects.toThrow(/400/)
    await demo(server.url, 'PUT', '/demo/api/provider', { phoneError: 'CODE_INVALID' })
    await demo(server.url, 'POST', '/demo/api/reset')
    expect(await demo(server.url, 'GET', '/demo/api/provider')).toMatchObject({
      phoneError: '',
      socialError: '',
    })
  })
})
