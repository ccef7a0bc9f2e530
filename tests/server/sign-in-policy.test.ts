// @vitest-environment node
// The one sign-in policy (session/rules.ts `admit`: ROLE-13, ROLE-14, LOGIN-28, LOGIN-29, C-5,
// FTR-5): every way into a session is enumerated here, and each one refuses a member in cool-off or
// self-exclusion and a member its upline froze (AGENT-4), puts the `expired` account into
// must-change, and asks a new device for a code; every way that makes an account records its
// agreements and knows its first device; the session time limit counts from the play session, not
// from the last login; an exchange code dies with a password change.
import { describe, expect, it } from 'vitest'
import { api, controlUrl, demo, login, setSettings, useServer } from './helpers'

const server = useServer()
const db = () => server.instance!.db

const DEVICE = 'policy-device-0123456789'
const OTHER_DEVICE = 'other-device-0123456789'
/** The seeded accounts the paths sign in: the demo member and the expired-password one. */
const DEMO = {
  id: '10000001',
  username: 'demo',
  password: 'Demo1234!',
  mobile: '3001234567',
  email: 'demo@lobbykit.example',
}
const EXPIRED = {
  id: '10000003',
  username: 'expired',
  password: 'Expired1234!',
  mobile: '3005550101',
  email: 'expired@lobbykit.example',
}
type Account = typeof DEMO

const signInApi = (path: string, body: Record<string, unknown>) => api(server.url, path, { body })

async function latestCode(to: string, purpose?: string): Promise<string> {
  const { messages } = await demo(server.url, 'GET', `/demo/api/outbox?to=${encodeURIComponent(to)}`)
  return messages.find((m: { purpose: string }) => !purpose || m.purpose === purpose).code
}

/** The demo provider's token for `email` (its consent call, on the control port). */
async function providerToken(email: string) {
  const response = await fetch(`${controlUrl(server.url)}/demo/provider/social/authorize`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ provider: 'google', email, name: 'Policy Player' }),
  })
  return ((await response.json()) as { token: string }).token
}

/** Links the account's Google identity by its password (before the rule under test is set). */
async function linkGoogle(account: Account) {
  const first = await signInApi('/wps/session/social-login', {
    provider: 'google',
    providerToken: await providerToken(account.email),
  })
  const linked = await signInApi('/wps/session/social-link', {
    ticket: first.body.value.ticket,
    password: account.password,
    deviceId: DEVICE,
  })
  expect(linked.body.success).toBe(true)
}

/**
 * Each way into a session for an existing member: `prepare` runs before the rule under test is set
 * (what a path needs first: a linked identity, an exchange code, a device ticket), `finish` is the
 * call that ends in the session (or its refusal).
 */
type PathRun = {
  prepare(account: Account): Promise<unknown>
  finish(account: Account, prepared: unknown): Promise<Awaited<ReturnType<typeof api<any>>>>
}

const EXISTING_PATHS: Record<string, PathRun> = {
  password: {
    prepare: async () => null,
    finish: (a) =>
      signInApi('/wps/session/login', {
        type: 'username',
        username: a.username,
        password: a.password,
        deviceId: DEVICE,
      }),
  },
  sms: {
    prepare: async () => null,
    finish: async (a) => {
      await signInApi('/wps/verification/sms/noLogin', { countryDialingCode: '92', mobileNum: a.mobile })
      const code = await latestCode(a.mobile, 'login')
      return signInApi('/wps/session/login', {
        type: 'sms',
        countryDialingCode: '92',
        mobileNum: a.mobile,
        verificationCode: code,
        deviceId: DEVICE,
      })
    },
  },
  exchange: {
    prepare: async (a) => {
      // A live session mints the code (the expired account's cannot: it must change first).
      db().prepare('UPDATE members SET password_expired = 0 WHERE id = ?').run(a.id)
      const token = await login(server.url, a.username, a.password)
      const minted = await api(server.url, '/wps/session/exchange', { token, method: 'POST' })
      if (a.id === EXPIRED.id) db().prepare('UPDATE members SET password_expired = 1 WHERE id = ?').run(a.id)
      return minted.body.value.code
    },
    finish: (_a, code) => signInApi('/wps/session/login', { type: 'exchange', code, deviceId: DEVICE }),
  },
  social: {
    prepare: (a) => linkGoogle(a),
    finish: async (a) =>
      signInApi('/wps/session/social-login', {
        provider: 'google',
        providerToken: await providerToken(a.email),
        deviceId: DEVICE,
      }),
  },
  'social-link': {
    prepare: async (a) =>
      (
        await signInApi('/wps/session/social-login', {
          provider: 'google',
          providerToken: await providerToken(a.email),
        })
      ).body.value.ticket,
    finish: (a, ticket) =>
      signInApi('/wps/session/social-link', { ticket, password: a.password, deviceId: DEVICE }),
  },
  'new-device confirmation': {
    prepare: async (a) => {
      await setSettings(server.url, { newDeviceCheck: true })
      const held = await signInApi('/wps/session/login', {
        type: 'username',
        username: a.username,
        password: a.password,
        deviceId: OTHER_DEVICE,
      })
      expect(held.body.errorCode).toBe('NEW_DEVICE')
      const ticket = held.body.value.ticket as string
      await signInApi('/wps/session/device/code', { ticket, channel: 'email' })
      return { ticket, code: await latestCode(a.email, 'new-device') }
    },
    finish: (_a, prepared) => signInApi('/wps/session/device/verify', prepared as Record<string, unknown>),
  },
}

/** A cool-off in force for the member until tomorrow (as RG_exclude records it). */
function coolOff(memberId: string) {
  db()
    .prepare("INSERT INTO rg_exclusions (member_id, kind, started_at, ends_at) VALUES (?, 'coolOff', ?, ?)")
    .run(memberId, Date.now(), Date.now() + 86_400_000)
}

describe('the one sign-in policy on every way in (a path that skips a rule)', () => {
  it.each(Object.entries(EXISTING_PATHS))(
    '%s: refuses a member in cool-off (self-exclusion on one path only)',
    async (_name, path) => {
      const prepared = await path.prepare(DEMO)
      coolOff(DEMO.id)
      const answer = await path.finish(DEMO, prepared)
      expect(answer.body).toMatchObject({
        success: false,
        errorCode: 'SELF_EXCLUDED',
        value: { kind: 'coolOff' },
      })
      expect(answer.body.value.token).toBeUndefined()
    },
  )

  it.each(Object.entries(EXISTING_PATHS))(
    '%s: refuses a member its upline froze (AGENT-4)',
    async (_name, path) => {
      const prepared = await path.prepare(DEMO)
      db()
        .prepare("INSERT INTO agent_links (member_id, upline_id, status) VALUES (?, '10000002', 'frozen')")
        .run(DEMO.id)
      const answer = await path.finish(DEMO, prepared)
      expect(answer.body).toMatchObject({ success: false, errorCode: 'ACCOUNT_FROZEN' })
      expect(answer.body.value?.token).toBeUndefined()
    },
  )

  it.each(Object.entries(EXISTING_PATHS))(
    '%s: puts the expired password into must-change (social sign-in skipped the forced change)',
    async (_name, path) => {
      const prepared = await path.prepare(EXPIRED)
      const answer = await path.finish(EXPIRED, prepared)
      expect(answer.body).toMatchObject({
        success: true,
        value: { passwordExpired: true, mustChangePassword: true },
      })
      const info = await api(server.url, '/wps/member/info', { token: answer.body.value.token })
      expect(info.status).toBe(403)
      expect(info.body.errorCode).toBe('PASSWORD_CHANGE_REQUIRED')
    },
  )

  it.each(Object.entries(EXISTING_PATHS).filter(([name]) => name !== 'new-device confirmation'))(
    '%s: asks a new device for a code (social sign-in skipped the new-device check)',
    async (_name, path) => {
      const prepared = await path.prepare(DEMO)
      await setSettings(server.url, { newDeviceCheck: true })
      const answer = await path.finish(DEMO, prepared)
      expect(answer.body).toMatchObject({ success: false, errorCode: 'NEW_DEVICE' })
      expect(answer.body.value.ticket).toEqual(expect.any(String))
    },
  )

  it('new-device confirmation: is the code step itself, and remembers the device it confirmed', async () => {
    const path = EXISTING_PATHS['new-device confirmation']!
    const answer = await path.finish(DEMO, await path.prepare(DEMO))
    expect(answer.body.success).toBe(true)
    const again = await signInApi('/wps/session/login', {
      type: 'username',
      username: DEMO.username,
      password: DEMO.password,
      deviceId: OTHER_DEVICE,
    })
    expect(again.body.success).toBe(true)
  })
})

describe('every way that makes an account: agreements on record, its first device known', () => {
  const agreements = (memberId: string) =>
    db()
      .prepare('SELECT agreement FROM member_agreements WHERE member_id = ? ORDER BY agreement')
      .pluck()
      .all(memberId)

  /** Signs in again from `deviceId` by the new account's number and password (LOGIN-4). */
  const passwordLoginFrom = (mobile: string, deviceId: string) =>
    signInApi('/wps/session/login', {
      type: 'username',
      username: mobile,
      countryDialingCode: '92',
      password: 'Secret123!',
      deviceId,
    })

  const NEW_ACCOUNT_PATHS: Record<string, (mobile: string) => Promise<Awaited<ReturnType<typeof api<any>>>>> =
    {
      'register-sms (form, our SMS code)': async (mobile) => {
        await api(server.url, '/wps/verification/sms/register', {
          body: { countryDialingCode: '92', mobileNo: mobile },
          modId: 'MOBILENUMREG3',
        })
        return api(server.url, '/wps/member/register/mobile', {
          method: 'PUT',
          modId: 'COMM3',
          body: {
            password: 'Secret123!',
            confirmPassword: 'Secret123!',
            countryDialingCode: '92',
            mobileNum: mobile,
            verificationCode: await latestCode(mobile, 'register'),
            termsAccepted: true,
            ageConfirmed: true,
            birthday: '1990-01-01',
            login: true,
            deviceId: DEVICE,
          },
        })
      },
      'register-phone (the phone provider)': async (mobile) => {
        const provider = (step: string, body: Record<string, string>) =>
          fetch(`${controlUrl(server.url)}/demo/provider/phone-auth/${step}`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ countryDialingCode: '92', mobileNum: mobile, ...body }),
          }).then((r) => r.json() as Promise<{ identityToken?: string }>)
        await provider('send', {})
        const code = await latestCode(mobile, 'phone-auth')
        const { identityToken } = await provider('verify', { code })
        return api(server.url, '/wps/member/register/mobile', {
          method: 'PUT',
          modId: 'COMM3',
          body: {
            password: 'Secret123!',
            confirmPassword: 'Secret123!',
            countryDialingCode: '92',
            mobileNum: mobile,
            channel: 'sms',
            verificationCode: code, // the form sends what was typed; the platform checks the token
            identityToken,
            termsAccepted: true,
            ageConfirmed: true,
            birthday: '1990-01-01',
            login: true,
            deviceId: DEVICE,
          },
        })
      },
    }

  it.each(Object.entries(NEW_ACCOUNT_PATHS))(
    '%s: records the agreements and knows the first device',
    async (_name, run) => {
      await setSettings(server.url, { register: { regExp: { captcha: { enabled: false } } } })
      const mobile = '3123450000'
      const made = await run(mobile)
      expect(made.body, JSON.stringify(made.body)).toMatchObject({
        success: true,
        value: { firstTimeLogin: true },
      })
      const info = await api(server.url, '/wps/member/info', { token: made.body.value.token })
      expect(agreements(info.body.value.id)).toEqual(['age', 'terms'])
      await setSettings(server.url, { newDeviceCheck: true })
      expect((await passwordLoginFrom(mobile, DEVICE)).body.success).toBe(true)
      expect((await passwordLoginFrom(mobile, OTHER_DEVICE)).body.errorCode).toBe('NEW_DEVICE')
    },
  )

  it('social-signup: records the agreements and knows the first device', async () => {
    const first = await signInApi('/wps/session/social-login', {
      provider: 'google',
      providerToken: await providerToken('fresh.policy@google.demo.example'),
    })
    const made = await signInApi('/wps/session/social-signup', {
      ticket: first.body.value.ticket,
      termsAccepted: true,
      ageConfirmed: true,
      birthday: '1990-01-01',
      deviceId: DEVICE,
    })
    expect(made.body.success).toBe(true)
    const info = await api(server.url, '/wps/member/info', { token: made.body.value.token })
    expect(agreements(info.body.value.id)).toEqual(['age', 'terms'])
    await setSettings(server.url, { newDeviceCheck: true })
    const again = async (deviceId: string) =>
      signInApi('/wps/session/social-login', {
        provider: 'google',
        providerToken: await providerToken('fresh.policy@google.demo.example'),
        deviceId,
      })
    expect((await again(DEVICE)).body.success).toBe(true)
    expect((await again(OTHER_DEVICE)).body.errorCode).toBe('NEW_DEVICE')
  })

  it('free play: a trial account signs in through the same admission (no agent page)', async () => {
    const trial = await api(server.url, '/wps/session/login/freeplay', { body: { site: 'agent' } })
    expect(trial.body.errorCode).toBe('NON_AGENT')
    const played = await api(server.url, '/wps/session/login/freeplay', { body: {} })
    expect(played.body).toMatchObject({ success: true, value: { firstTimeLogin: false } })
    const info = await api(server.url, '/wps/member/info', { token: played.body.value.token })
    expect(info.body.value).toMatchObject({ type: 4, balance: 2000 })
  })
})

describe('the session time limit counts from the play session (a limit that restarts with every login)', () => {
  it('carries the first sign-in of the rolling day into every later login; a new day starts again', async () => {
    const relay = (name: string, token: string, body?: unknown) =>
      api(server.url, `/wps/relay/${name}`, { token, body, modId: 'COMM3' })
    const first = await login(server.url, DEMO.username, DEMO.password)
    await relay('RG_setLimit', first, { kind: 'session', period: '', amount: '15' })
    const startedAt = (await relay('RG_session', first)).body.value.startedAt as number
    await demo(server.url, 'POST', '/demo/api/protection/clock', { advance: 'hour' })
    await api(server.url, '/wps/session/logout', { method: 'DELETE', token: first })
    const second = await login(server.url, DEMO.username, DEMO.password)
    const figures = (await relay('RG_session', second)).body.value
    expect(figures.startedAt).toBe(startedAt)
    expect(figures.now).toBeGreaterThanOrEqual(figures.sessionEndsAt)
    await demo(server.url, 'POST', '/demo/api/protection/clock', { advance: 'day' })
    const nextDay = await login(server.url, DEMO.username, DEMO.password)
    expect((await relay('RG_session', nextDay)).body.value.startedAt).toBeGreaterThan(startedAt)
  })
})

describe('C-5: exchange codes die with a password change (a code that outlived the password)', () => {
  it('refuses a code minted before the password changed', async () => {
    const token = await login(server.url, DEMO.username, DEMO.password)
    const minted = await api(server.url, '/wps/session/exchange', { token, method: 'POST' })
    const changed = await api(server.url, '/wps/member/password', {
      token,
      body: { oldPassword: DEMO.password, newPassword: 'Changed123!', confirmNewPassword: 'Changed123!' },
    })
    expect(changed.body.success).toBe(true)
    const used = await signInApi('/wps/session/login', { type: 'exchange', code: minted.body.value.code })
    expect(used.body).toMatchObject({ success: false, errorCode: 'INVALID_CREDENTIALS' })
    // A code minted after the change works.
    const fresh = await api(server.url, '/wps/session/exchange', { token, method: 'POST' })
    const ok = await signInApi('/wps/session/login', { type: 'exchange', code: fresh.body.value.code })
    expect(ok.body.success).toBe(true)
  })
})
