// @vitest-environment node
// LOGIN-33, FLAG-11, API-69: the platform checks the demo sign-in provider's token (HMAC under the
// server's secret, two-minute expiry, single use); an identity not linked yet gets no session — it
// links to the member with its e-mail only after that member's password or a code to a verified
// contact, or becomes a new account only with the terms and 18+ (FTR-5, VAL-33), at the form's
// limits. The demo providers answer on the control port only. LOGIN-22, C-13: the welcome content
// comes from server data; ERR-17…27: the demo providers' control.
import { describe, expect, it } from 'vitest'
import { PROVIDER_TOKEN_TTL_MS, signProviderToken } from '../../demo/server/social/auth'
import { api, controlUrl, demo, setSettings, useServer } from './helpers'

const server = useServer({ trustProxy: '127.0.0.1' })
const from = (ip: string) => ({ 'X-Forwarded-For': ip })

/** The demo provider's consent, as its page calls it (on the control port): the provider token. */
async function consent(email: string, provider = 'google', name = 'Social Player') {
  const response = await fetch(`${controlUrl(server.url)}/demo/provider/social/authorize`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ provider, email, name }),
  })
  return { status: response.status, body: (await response.json()) as { token?: string; code?: string } }
}

function socialLogin(providerToken: string, provider = 'google', extra: Record<string, unknown> = {}) {
  return api(server.url, '/wps/session/social-login', { body: { provider, providerToken, ...extra } })
}

/** Signs in with the provider as `email`: the first answer (a session, LINK_REQUIRED or SIGNUP_REQUIRED). */
async function signIn(email: string, name?: string) {
  return socialLogin((await consent(email, 'google', name)).body.token!)
}

function signup(
  ticket: string,
  body: Record<string, unknown> = { termsAccepted: true, ageConfirmed: true, birthday: '1990-01-01' },
  ip?: string,
) {
  return api(server.url, '/wps/session/social-signup', {
    body: { ticket, ...body },
    headers: ip ? from(ip) : {},
  })
}

const members = () => server.instance!.db.prepare('SELECT COUNT(*) FROM members').pluck().get() as number

describe('LOGIN-33: social sign-in and sign-up', () => {
  it('makes a new account only with the terms and 18+ (AGREEMENT_REQUIRED), records them and names it readably (social sign-up without agreement)', async () => {
    const before = members()
    const first = await signIn('new.player@google.demo.example', 'Ayesha Khan')
    expect(first.body).toMatchObject({ success: false, errorCode: 'SIGNUP_REQUIRED' })
    expect(first.body.value.token).toBeUndefined()
    const ticket = first.body.value.ticket as string
    expect((await signup(ticket, {})).body).toMatchObject({
      errorCode: 'AGREEMENT_REQUIRED',
      value: { field: 'terms' },
    })
    expect((await signup(ticket, { termsAccepted: true })).body).toMatchObject({
      errorCode: 'AGREEMENT_REQUIRED',
      value: { field: 'age' },
    })
    expect(members()).toBe(before)
    const made = await signup(ticket)
    expect(made.body.success).toBe(true)
    expect(made.body.value.firstTimeLogin).toBe(true)
    const info = await api(server.url, '/wps/member/info', { token: made.body.value.token })
    expect(info.body.value.account).toBe('ayeshakhan')
    const agreements = server
      .instance!.db.prepare('SELECT agreement FROM member_agreements WHERE member_id = ? ORDER BY agreement')
      .pluck()
      .all(info.body.value.id)
    expect(agreements).toEqual(['age', 'terms'])
    // The ticket made one account; the linked identity signs straight in afterwards.
    expect((await signup(ticket)).body.errorCode).toBe('CODE_EXPIRED')
    const again = await signIn('new.player@google.demo.example')
    expect(again.body.value.firstTimeLogin).toBe(false)
    const infoAgain = await api(server.url, '/wps/member/info', { token: again.body.value.token })
    expect(infoAgain.body.value.id).toBe(info.body.value.id)
    // A second "Ayesha Khan" gets a name of her own.
    const twin = await signup(
      (await signIn('other.ayesha@google.demo.example', 'Ayesha Khan')).body.value.ticket,
    )
    const twinInfo = await api(server.url, '/wps/member/info', { token: twin.body.value.token })
    expect(twinInfo.body.value.account).toMatch(/^ayeshakhan\d{2,}$/)
  })

  it("links a Google identity to an existing member only after the member's password (takeover by e-mail)", async () => {
    const answer = await signIn('demo@lobbykit.example')
    expect(answer.body).toMatchObject({
      success: false,
      errorCode: 'LINK_REQUIRED',
      value: { account: 'demo' },
    })
    expect(answer.body.value.token).toBeUndefined()
    const ticket = answer.body.value.ticket as string
    const wrong = await api(server.url, '/wps/session/social-link', {
      body: { ticket, password: 'Guess1234!' },
    })
    expect(wrong.body).toMatchObject({ success: false, errorCode: 'INVALID_CREDENTIALS' })
    // Still nothing linked: the same e-mail asks again.
    expect((await signIn('demo@lobbykit.example')).body.errorCode).toBe('LINK_REQUIRED')
    const right = await api(server.url, '/wps/session/social-link', {
      body: { ticket, password: 'Demo1234!' },
    })
    expect(right.body.success).toBe(true)
    const info = await api(server.url, '/wps/member/info', { token: right.body.value.token })
    expect(info.body.value.account).toBe('demo')
    // Linked now: the next sign-in with this identity goes straight in.
    const next = await signIn('demo@lobbykit.example')
    expect(next.body.success).toBe(true)
  })

  it('asks for the captcha after 2 wrong link passwords, as a login of that account does (takeover by guessing)', async () => {
    const ticket = (await signIn('demo@lobbykit.example')).body.value.ticket as string
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        api(server.url, '/wps/session/social-link', { body: { ticket, password: 'Wrong1234!' } }),
      ),
    )
    expect(answers.filter((a) => a.body.errorCode === 'INVALID_CREDENTIALS')).toHaveLength(2)
    expect(answers.filter((a) => a.body.errorCode === 'CAPTCHA_INVALID')).toHaveLength(10)
    // The account's own login now needs the captcha too: one counter for both ways in.
    const login = await api(server.url, '/wps/session/login', {
      body: { type: 'username', username: 'demo', password: 'Demo1234!' },
    })
    expect(login.body).toMatchObject({ errorCode: 'CAPTCHA_INVALID', value: { captcha: true } })
    const right = await api(server.url, '/wps/session/social-link', {
      body: { ticket, password: 'Demo1234!' },
    })
    expect(right.body.errorCode).toBe('CAPTCHA_INVALID')
  })

  it('links by a code to a verified contact only, never to an unverified e-mail (pre-account takeover)', async () => {
    const db = server.instance!.db
    // An e-mail typed at registration is unverified: no code goes there and no link follows from it.
    db.prepare("UPDATE members SET email_verified = 0, mobile_verified = 0 WHERE username = 'demo'").run()
    const blind = await signIn('demo@lobbykit.example')
    expect(blind.body.value.channels).toEqual([])
    const refused = await api(server.url, '/wps/session/social-link/code', {
      body: { ticket: blind.body.value.ticket, channel: 'email' },
    })
    expect(refused.body.errorCode).toBe('INPUT_INVALID')
    // The person at the provider can still make an account of their own; the member stays untouched.
    const own = await signup(blind.body.value.ticket)
    const ownInfo = await api(server.url, '/wps/member/info', { token: own.body.value.token })
    expect(ownInfo.body.value.account).not.toBe('demo')

    db.prepare("UPDATE members SET email_verified = 1 WHERE username = 'agent'").run()
    const answer = await signIn('agent@lobbykit.example')
    expect(answer.body.value.channels).toEqual([
      { channel: 'sms', to: '+92 300****321' },
      { channel: 'email', to: 'a***@lobbykit.example' },
    ])
    const ticket = answer.body.value.ticket as string
    const sent = await api(server.url, '/wps/session/social-link/code', {
      body: { ticket, channel: 'email' },
    })
    expect(sent.body.success).toBe(true)
    const { messages } = await demo(server.url, 'GET', '/demo/api/outbox?to=agent@lobbykit.example')
    expect(messages[0]).toMatchObject({ purpose: 'social-link' })
    const wrongCode = messages[0].code === '000000' ? '111111' : '000000'
    const bad = await api(server.url, '/wps/session/social-link', { body: { ticket, code: wrongCode } })
    expect(bad.body.errorCode).toBe('CODE_INVALID')
    const linked = await api(server.url, '/wps/session/social-link', {
      body: { ticket, code: messages[0].code },
    })
    expect(linked.body.success).toBe(true)
    const info = await api(server.url, '/wps/member/info', { token: linked.body.value.token })
    expect(info.body.value.account).toBe('agent')
  })

  it("limits social sign-ups per address with the form's limit and asks the brand's human check (25 of 25 accounts)", async () => {
    const tickets: string[] = []
    for (let i = 0; i < 11; i++)
      tickets.push((await signIn(`burst${i}@google.demo.example`)).body.value.ticket)
    await setSettings(server.url, { humanCheck: true })
    expect((await signup(tickets[0]!, undefined, '10.7.7.7')).body.errorCode).toBe('CAPTCHA_INVALID')
    expect((await signIn('robot@google.demo.example')).body.errorCode).toBe('CAPTCHA_INVALID')
    await setSettings(server.url, { humanCheck: false })
    const made = []
    for (const ticket of tickets) made.push(await signup(ticket, undefined, '10.7.7.7'))
    expect(made.filter((a) => a.body.success)).toHaveLength(10)
    expect(made[10]!.status).toBe(429)
  })

  it('refuses a token used twice', async () => {
    const { token } = (await consent('twice@google.demo.example')).body
    expect((await socialLogin(token!)).body.errorCode).toBe('SIGNUP_REQUIRED')
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
})

describe('API-69: the demo providers answer on the control port only (a provider on the public port)', () => {
  it('serves the consent page, which says it is a demo, on the control port; the platform port answers 404', async () => {
    const path = '/demo/provider/consent?provider=google&origin=http://127.0.0.1:1'
    const page = await fetch(`${controlUrl(server.url)}${path}`)
    const html = await page.text()
    expect(page.status).toBe(200)
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'")
    expect(html).toContain('This is a demo.')
    expect(html).toContain('it is not Google')
    expect((await fetch(`${server.url}${path}`)).status).toBe(404)
    for (const call of [
      '/demo/provider/social/authorize',
      '/demo/provider/phone-auth/send',
      '/demo/provider/phone-auth/verify',
    ]) {
      const response = await fetch(`${server.url}${call}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ provider: 'google', email: 'agent@lobbykit.example', name: 'x' }),
      })
      expect(response.status, call).toBe(404)
    }
  })

  it('tells the client where the providers are, and answers the phone calls to the site origin only', async () => {
    const where = await api(server.url, '/wps/session/providers')
    expect(where.body.value.demo).toEqual({
      origin: controlUrl(server.url),
      consent: `${controlUrl(server.url)}/demo/provider/consent`,
    })
    const call = (origin: string) =>
      fetch(`${controlUrl(server.url)}/demo/provider/phone-auth/send`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: origin },
        body: JSON.stringify({ countryDialingCode: '92', mobileNum: '3007654321' }),
      })
    const site = await call(server.url)
    expect(site.status).toBe(200)
    expect(site.headers.get('access-control-allow-origin')).toBe(server.url)
    expect((await call('https://evil.example')).status).toBe(403)
  })
})

describe('LOGIN-22, C-13: the welcome content of a first login', () => {
  it('answers the F announcements and the registration bonus to a first-login session only', async () => {
    const first = await signup((await signIn('welcome@google.demo.example')).body.value.ticket)
    const welcome = await api(server.url, '/wps/member/welcome', { token: first.body.value.token })
    expect(welcome.body.value.registrationBonus).toEqual({ amount: 100, termsPath: '/promotions' })
    // The bonus the welcome promises is on the new account (register/bonus.ts), once.
    const info = await api(server.url, '/wps/member/info', { token: first.body.value.token })
    expect(info.body.value.balance).toBe(100)
    expect(welcome.body.value.announcements).toHaveLength(1) // the seed's one F announcement
    expect(welcome.body.value.announcements.every((a: { execution: string }) => a.execution === 'F')).toBe(
      true,
    )
    const again = await signIn('welcome@google.demo.example')
    const later = await api(server.url, '/wps/member/welcome', { token: again.body.value.token })
    expect(later.body.value).toEqual({ announcements: [], registrationBonus: null })
  })
})

describe('ERR-17…27: the demo providers fail on demand', () => {
  const send = () =>
    fetch(`${controlUrl(server.url)}/demo/provider/phone-auth/send`, {
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
