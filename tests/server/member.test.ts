// @vitest-environment node
// Token calls: member info, logout, session expiry (401), free play, change password, language.
import { describe, expect, it } from 'vitest'
import { api, demo, login, setSettings, useServer } from './helpers'

// X-Forwarded-For stands for callers behind the loopback proxy the tests play (TRUST_PROXY).
const server = useServer({ trustProxy: '127.0.0.1' })

function memberInfo(token?: string) {
  return api(server.url, '/wps/member/info', { token })
}

function changePassword(token: string, body: Record<string, unknown>) {
  return api(server.url, '/wps/member/password', { token, body, modId: 'PASS3' })
}

function expectSessionEnded(answer: Awaited<ReturnType<typeof memberInfo>>) {
  expect(answer.status).toBe(401)
  expect(answer.body).toMatchObject({
    success: false,
    errorCode: 'SESSION_EXPIRED',
    message: 'You are not logged in, please login',
  })
}

describe('GET /wps/member/info (API-6)', () => {
  it('answers the member fields of spec §3 with a masked mobile number', async () => {
    const token = await login(server.url, 'demo', 'Demo1234!')
    const { body } = await memberInfo(token)
    expect(body.value).toEqual({
      id: '10000001',
      account: 'demo',
      nickname: 'Demo Player',
      type: 0,
      countryCode: '92',
      currencySymbol: 'Rs',
      balance: 1250.5,
      unreadMessage: 3,
      availablePromoCount: 2,
      hasVip: true,
      vipLabelName: 'VIP 2',
      vipRankLevel: 2,
      language: 'EN',
      mobileNum: '300****567',
      referralCode: 'DEMO2025',
      referredBy: null,
      // HDR-12: the avatar the security centre set (a preset in the seed).
      icon: `${server.url}/media/avatar/preset-star.svg`,
    })
  })

  it('MEMBER-25: availablePromoCount is the promotions claimable now, and drops after a claim', async () => {
    const token = await login(server.url, 'demo', 'Demo1234!')
    // The seed's two: the welcome bonus approved to claim, and the lucky draw won.
    expect((await memberInfo(token)).body.value.availablePromoCount).toBe(2)
    const claim = await api(server.url, '/wps/relay/MCSFE_claimPromotion', { token, body: { id: 1 } })
    expect(claim.body).toMatchObject({ success: true, value: { claimed: 500 } })
    expect((await memberInfo(token)).body.value.availablePromoCount).toBe(1)
  })

  it('accepts the token as "Bearer <token>" too', async () => {
    const token = await login(server.url, 'agent', 'Agent1234!')
    const { body } = await memberInfo(`Bearer ${token}`)
    expect(body.value).toMatchObject({ account: 'agent', type: 1 })
  })

  it('answers 401 SESSION_EXPIRED without a token or with an unknown one (ERR-1)', async () => {
    expectSessionEnded(await memberInfo())
    expectSessionEnded(await memberInfo('not-a-real-token'))
  })

  it('answers 401 once the session has passed its expiry', async () => {
    const token = await login(server.url, 'demo', 'Demo1234!')
    server.instance!.db.prepare('UPDATE sessions SET expires_at = ?').run(Date.now() - 1)
    expectSessionEnded(await memberInfo(token))
  })
})

describe('logout and session expiry (API-4, LOGIN-36)', () => {
  it('ends the session on logout and answers success again for an ended one', async () => {
    const token = await login(server.url, 'demo', 'Demo1234!')
    const first = await api(server.url, '/wps/session/logout', { method: 'DELETE', token })
    expect(first.body.success).toBe(true)
    expectSessionEnded(await memberInfo(token))
    const again = await api(server.url, '/wps/session/logout', { method: 'DELETE', token })
    expect(again.status).toBe(200)
    expect(again.body.success).toBe(true)
  })

  it('ends only the session that logs out', async () => {
    const mine = await login(server.url, 'demo', 'Demo1234!')
    const other = await login(server.url, 'demo', 'Demo1234!')
    await api(server.url, '/wps/session/logout', { method: 'DELETE', token: mine })
    expect((await memberInfo(other)).body.success).toBe(true)
  })

  it('answers 401 for every session after /demo/api/sessions/expire', async () => {
    const tokens = [
      await login(server.url, 'demo', 'Demo1234!'),
      await login(server.url, 'agent', 'Agent1234!'),
    ]
    const { ended } = await demo(server.url, 'POST', '/demo/api/sessions/expire')
    expect(ended).toBe(2)
    for (const token of tokens) expectSessionEnded(await memberInfo(token))
  })
})

describe('free play (API-5, LOGIN-31, LOGIN-32)', () => {
  it('creates a trial member with 2000 to play with', async () => {
    const { body } = await api(server.url, '/wps/session/login/freeplay', {
      body: { os: 'web', platform: 'W' },
      modId: 'FREEPLAY3',
    })
    expect(body.value).toEqual({ token: expect.any(String), firstTimeLogin: false })
    const info = (await memberInfo(body.value.token)).body.value
    expect(info).toMatchObject({ type: 4, balance: 2000, mobileNum: null })
    expect(info.account).toMatch(/^guest\d{6}$/)
  })

  it('answers OPERATION_NOT_ENABLED while FREEPLAY3 is off (ERR-25)', async () => {
    await setSettings(server.url, { whitelabel: { FREEPLAY3: false } })
    const { body } = await api(server.url, '/wps/session/login/freeplay', {
      body: { os: 'web', platform: 'W' },
      modId: 'FREEPLAY3',
    })
    expect(body).toMatchObject({ success: false, errorCode: 'OPERATION_NOT_ENABLED' })
  })

  it('answers 429 after 20 trial accounts an hour from one IP', async () => {
    const headers = { 'X-Forwarded-For': '192.0.2.99' }
    for (let i = 0; i < 20; i++) {
      const { body } = await api(server.url, '/wps/session/login/freeplay', {
        body: { platform: 'W' },
        modId: 'FREEPLAY3',
        headers,
      })
      expect(body.success).toBe(true)
    }
    const refused = await api(server.url, '/wps/session/login/freeplay', {
      body: { platform: 'W' },
      modId: 'FREEPLAY3',
      headers,
    })
    expect(refused.status).toBe(429)
  })
})

describe('POST /wps/member/password (API-10, PWD-1..4)', () => {
  const valid = { oldPassword: 'Demo1234!', newPassword: 'Fresh5678!', confirmNewPassword: 'Fresh5678!' }

  it('answers 401 without a token', async () => {
    expectSessionEnded(await api(server.url, '/wps/member/password', { body: valid }))
  })

  it('answers OLD_PASSWORD_INCORRECT for a wrong old password', async () => {
    const token = await login(server.url, 'demo', 'Demo1234!')
    const { body } = await changePassword(token, { ...valid, oldPassword: 'Wrong1234!' })
    expect(body).toMatchObject({ success: false, errorCode: 'OLD_PASSWORD_INCORRECT' })
  })

  it('answers PASSWORD_RULE with the rule’s range for a new password that breaks it (VAL-44, NS-19)', async () => {
    const token = await login(server.url, 'demo', 'Demo1234!')
    for (const newPassword of ['Short1!', 'x'.repeat(21), 'has space 123']) {
      const { body } = await changePassword(token, { ...valid, newPassword, confirmNewPassword: newPassword })
      expect(body).toMatchObject({
        errorCode: 'PASSWORD_RULE',
        message: 'Please fill in your password with 8 - 20 characters',
      })
    }
    await setSettings(server.url, { register: { regExp: { password: { minLength: 12, maxLength: 12 } } } })
    const { body } = await changePassword(token, valid)
    expect(body.message).toBe('Please fill in your password with 12 characters')
  })

  it('answers INCONSISTENT when the confirmation differs (PWD-4)', async () => {
    const token = await login(server.url, 'demo', 'Demo1234!')
    const { body } = await changePassword(token, { ...valid, confirmNewPassword: 'Other5678!' })
    expect(body).toMatchObject({ errorCode: 'INCONSISTENT', message: 'The two passwords are inconsistent' })
  })

  it('answers PASSWORD_SAME when the new password is the old one', async () => {
    const token = await login(server.url, 'demo', 'Demo1234!')
    const { body } = await changePassword(token, {
      ...valid,
      newPassword: 'Demo1234!',
      confirmNewPassword: 'Demo1234!',
    })
    expect(body.errorCode).toBe('PASSWORD_SAME')
  })

  it('answers INPUT_EMPTY when a field is missing', async () => {
    const token = await login(server.url, 'demo', 'Demo1234!')
    const { body } = await changePassword(token, { oldPassword: 'Demo1234!', newPassword: 'Fresh5678!' })
    expect(body.errorCode).toBe('INPUT_EMPTY')
  })

  it('changes the password: the new one logs in, the old one no longer does', async () => {
    const token = await login(server.url, 'demo', 'Demo1234!')
    expect((await changePassword(token, valid)).body.success).toBe(true)
    await login(server.url, 'demo', 'Fresh5678!')
    const old = await api(server.url, '/wps/session/login', {
      body: { type: 'username', username: 'demo', password: 'Demo1234!' },
    })
    expect(old.body.errorCode).toBe('INVALID_CREDENTIALS')
  })

  it('clears the expired flag of the expired account (LOGIN-29)', async () => {
    const token = await login(server.url, 'expired', 'Expired1234!')
    const body = {
      oldPassword: 'Expired1234!',
      newPassword: 'Renewed1234!',
      confirmNewPassword: 'Renewed1234!',
    }
    expect((await changePassword(token, body)).body.success).toBe(true)
    const again = await api(server.url, '/wps/session/login', {
      body: { type: 'username', username: 'expired', password: 'Renewed1234!' },
    })
    expect(again.body.value.passwordExpired).toBe(false)
  })

  it('clears must-change-password of the new account (C-3)', async () => {
    const token = await login(server.url, 'newbie', 'Newbie1234!')
    const body = { oldPassword: 'Newbie1234!', newPassword: 'Chosen1234!', confirmNewPassword: 'Chosen1234!' }
    expect((await changePassword(token, body)).body.success).toBe(true)
    const again = await api(server.url, '/wps/session/login', {
      body: { type: 'username', username: 'newbie', password: 'Chosen1234!' },
    })
    expect(again.body.value.mustChangePassword).toBe(false)
  })
})

describe('PUT /wps/member/language (I18N-7)', () => {
  it('stores the language and member info answers it', async () => {
    const token = await login(server.url, 'demo', 'Demo1234!')
    const { body } = await api(server.url, '/wps/member/language', {
      method: 'PUT',
      token,
      body: { language: 'ur' },
    })
    expect(body).toMatchObject({ success: true, value: { language: 'UR' } })
    expect((await memberInfo(token)).body.value.language).toBe('UR')
  })

  it('refuses an empty or malformed language code', async () => {
    const token = await login(server.url, 'demo', 'Demo1234!')
    const empty = await api(server.url, '/wps/member/language', { method: 'PUT', token, body: {} })
    expect(empty.body.errorCode).toBe('INPUT_EMPTY')
    const bad = await api(server.url, '/wps/member/language', {
      method: 'PUT',
      token,
      body: { language: '<script>' },
    })
    expect(bad.body.errorCode).toBe('INPUT_INVALID')
  })

  it('answers 401 without a token', async () => {
    expectSessionEnded(
      await api(server.url, '/wps/member/language', { method: 'PUT', body: { language: 'UR' } }),
    )
  })
})
