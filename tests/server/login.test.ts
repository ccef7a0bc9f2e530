// @vitest-environment node
// POST /wps/session/login by username: success, generic failures, captcha, lockout, roles.
import { describe, expect, it } from 'vitest'
import { api, captchaKey, demo, setSettings, solveCaptcha, useServer } from './helpers'

// X-Forwarded-For stands for callers behind the loopback proxy the tests play (TRUST_PROXY).
const server = useServer({ trustProxy: '127.0.0.1' })

function loginWith(body: Record<string, unknown>, headers?: Record<string, string>) {
  return api(server.url, '/wps/session/login', { body: { type: 'username', ...body }, headers })
}

/** Two wrong passwords: from now on this IP and username need a captcha. */
async function failTwice(username = 'demo') {
  for (let i = 0; i < 2; i++) await loginWith({ username, password: 'Wrong1234!' })
}

describe('login by username (API-2, API-3)', () => {
  it('answers a token and the login flags for the demo member', async () => {
    const { status, body } = await loginWith({ username: 'demo', password: 'Demo1234!' })
    expect(status).toBe(200)
    expect(body.success).toBe(true)
    expect(body.value).toEqual({
      token: expect.stringMatching(/^[A-Za-z0-9_-]{32,}$/),
      firstTimeLogin: false,
      passwordExpired: false,
      mustChangePassword: false,
      type: 0,
    })
  })

  it('accepts the member’s mobile number as the username (LOGIN-4)', async () => {
    const { body } = await loginWith({ username: '3001234567', password: 'Demo1234!' })
    expect(body.success).toBe(true)
  })

  it('answers INPUT_EMPTY when a field is missing (ERR-13)', async () => {
    for (const fields of [
      { username: 'demo' },
      { password: 'Demo1234!' },
      { username: '  ', password: 'x' },
    ]) {
      const { body } = await loginWith(fields)
      expect(body).toMatchObject({
        success: false,
        errorCode: 'INPUT_EMPTY',
        message: 'Input cannot be empty',
      })
    }
  })

  it('answers the same generic failure for a wrong password and an unknown user (C-10)', async () => {
    const wrongPassword = await loginWith({ username: 'demo', password: 'Wrong1234!' })
    const unknownUser = await loginWith({ username: 'nobody', password: 'Wrong1234!' })
    for (const { status, body } of [wrongPassword, unknownUser]) {
      expect(status).toBe(200)
      expect(body).toMatchObject({
        success: false,
        errorCode: 'INVALID_CREDENTIALS',
        message: 'Invalid username or password',
      })
    }
    expect(wrongPassword.body.value).toEqual({ captcha: false })
    expect(unknownUser.body.value).toEqual({ captcha: true })
  })
})

describe('captcha after failures (LOGIN-19, C-9)', () => {
  it('asks for a captcha after 2 failures, even with the right password', async () => {
    await failTwice()
    const { body } = await loginWith({ username: 'demo', password: 'Demo1234!' })
    expect(body).toMatchObject({
      success: false,
      errorCode: 'CAPTCHA_INVALID',
      message: 'Please complete verification first',
      value: { captcha: true },
    })
  })

  it('accepts the login with the right captcha code, in any case', async () => {
    await failTwice()
    const key = captchaKey()
    const code = await solveCaptcha(server.url, key)
    const { body } = await loginWith({
      username: 'demo',
      password: 'Demo1234!',
      captcha: code.toLowerCase(),
      captchaKey: key,
    })
    expect(body.success).toBe(true)
  })

  it('refuses a wrong captcha code and burns the captcha so it cannot be retried', async () => {
    await failTwice()
    const key = captchaKey()
    const code = await solveCaptcha(server.url, key)
    const wrong = code === 'AAAA' ? 'BBBB' : 'AAAA'
    expect(
      (await loginWith({ username: 'demo', password: 'Demo1234!', captcha: wrong, captchaKey: key })).body
        .errorCode,
    ).toBe('CAPTCHA_INVALID')
    const retry = await loginWith({ username: 'demo', password: 'Demo1234!', captcha: code, captchaKey: key })
    expect(retry.body.errorCode).toBe('CAPTCHA_INVALID')
  })

  it('still answers INVALID_CREDENTIALS with captcha true for a solved captcha and a wrong password', async () => {
    await failTwice()
    const key = captchaKey()
    const code = await solveCaptcha(server.url, key)
    const { body } = await loginWith({
      username: 'demo',
      password: 'Nope1234!',
      captcha: code,
      captchaKey: key,
    })
    expect(body).toMatchObject({ errorCode: 'INVALID_CREDENTIALS', value: { captcha: true } })
  })
})

describe('lockout (C-9)', () => {
  it('answers 429 after 10 failures for one username, then refuses even the right password', async () => {
    await failTwice()
    for (let i = 0; i < 8; i++) {
      const key = captchaKey()
      const code = await solveCaptcha(server.url, key)
      const { body } = await loginWith({
        username: 'demo',
        password: 'Wrong1234!',
        captcha: code,
        captchaKey: key,
      })
      expect(body.errorCode).toBe('INVALID_CREDENTIALS')
    }
    const key = captchaKey()
    const code = await solveCaptcha(server.url, key)
    const locked = await loginWith({
      username: 'demo',
      password: 'Demo1234!',
      captcha: code,
      captchaKey: key,
    })
    expect(locked.status).toBe(429)
    expect(locked.body).toMatchObject({
      success: false,
      errorCode: 'TOO_MANY_REQUESTS',
      message: expect.stringMatching(/^Too many requests, please retry after \d+ (seconds?|minutes)$/),
    })
    // Another account from another IP is not affected.
    const other = await loginWith(
      { username: 'agent', password: 'Agent1234!' },
      { 'X-Forwarded-For': '198.51.100.9' },
    )
    expect(other.body.success).toBe(true)
  })

  it('answers 429 after 30 failures from one IP across usernames', async () => {
    const ip = { 'X-Forwarded-For': '203.0.113.50' }
    await loginWith({ username: 'user1', password: 'Wrong1234!' }, ip)
    await loginWith({ username: 'user2', password: 'Wrong1234!' }, ip)
    // A wrong captcha counts as a failure too.
    for (let i = 0; i < 28; i++) {
      const { body } = await loginWith(
        { username: `user${i + 3}`, password: 'x', captcha: 'ZZZZ', captchaKey: captchaKey() },
        ip,
      )
      expect(body.errorCode).toBe('CAPTCHA_INVALID')
    }
    const locked = await loginWith({ username: 'demo', password: 'Demo1234!' }, ip)
    expect(locked.status).toBe(429)
  })

  it('forgets the limits on reset', async () => {
    await failTwice()
    await demo(server.url, 'POST', '/demo/api/reset')
    expect((await loginWith({ username: 'demo', password: 'Demo1234!' })).body.success).toBe(true)
  })
})

describe('who may log in where (ROLE-11, ROLE-13, ROLE-14)', () => {
  it('refuses a back-office account with NON_MEMBER (ERR-11)', async () => {
    const { body } = await loginWith({ username: 'staff', password: 'Staff1234!' })
    expect(body).toMatchObject({
      success: false,
      errorCode: 'NON_MEMBER',
      message: 'Non-member account unable to login',
    })
  })

  it('refuses a member on the agent site with NON_AGENT (ERR-12)', async () => {
    const { body } = await loginWith({ username: 'demo', password: 'Demo1234!', site: 'agent' })
    expect(body).toMatchObject({
      success: false,
      errorCode: 'NON_AGENT',
      message: 'Non-agents cannot log in',
    })
  })

  it('admits an agent on the agent site and on the member site', async () => {
    for (const site of ['agent', 'member']) {
      const { body } = await loginWith({ username: 'agent', password: 'Agent1234!', site })
      expect(body.success).toBe(true)
      expect(body.value.type).toBe(1)
    }
  })

  it('does not reveal NON_MEMBER without the right password (C-10)', async () => {
    const { body } = await loginWith({ username: 'staff', password: 'Wrong1234!' })
    expect(body.errorCode).toBe('INVALID_CREDENTIALS')
  })
})

describe('forced password change comes from the server (LOGIN-24, LOGIN-29, C-3)', () => {
  it('flags an expired password while PWDEXPFORCECHANGE3 is on, and not when it is off', async () => {
    expect(
      (await loginWith({ username: 'expired', password: 'Expired1234!' })).body.value.passwordExpired,
    ).toBe(true)
    await setSettings(server.url, { whitelabel: { PWDEXPFORCECHANGE3: false } })
    expect(
      (await loginWith({ username: 'expired', password: 'Expired1234!' })).body.value.passwordExpired,
    ).toBe(false)
  })

  it('flags the first login and must-change-password, and clears first login afterwards (LOGIN-22)', async () => {
    const first = await loginWith({ username: 'newbie', password: 'Newbie1234!' })
    expect(first.body.value).toMatchObject({ firstTimeLogin: true, mustChangePassword: true })
    const second = await loginWith({ username: 'newbie', password: 'Newbie1234!' })
    expect(second.body.value).toMatchObject({ firstTimeLogin: false, mustChangePassword: true })
  })
})
