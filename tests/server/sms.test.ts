// @vitest-environment node
// SMS codes without login (API-16, API-18) and login by code (LOGIN-18), with the server's own
// abuse controls (C-9).
import { describe, expect, it } from 'vitest'
import { api, demo, setSettings, useServer } from './helpers'

// X-Forwarded-For stands for callers behind the loopback proxy the tests play (TRUST_PROXY).
const server = useServer({ trustProxy: '127.0.0.1' })

function sendCode(body: Record<string, unknown>, headers?: Record<string, string>) {
  return api(server.url, '/wps/verification/sms/noLogin', { body, modId: 'VERIFICATION3', headers })
}

function smsLogin(body: Record<string, unknown>) {
  return api(server.url, '/wps/session/login', { body: { type: 'sms', countryDialingCode: '92', ...body } })
}

async function latestCode(to: string): Promise<string> {
  const { messages } = await demo(server.url, 'GET', `/demo/api/outbox?to=${to}`)
  return messages[0].code
}

describe('sending a code (API-16, API-18)', () => {
  it('answers expiredMinutes and puts the code in the outbox', async () => {
    const { body } = await sendCode({ countryDialingCode: '92', mobileNum: '3001234567' })
    expect(body).toMatchObject({ success: true, value: { expiredMinutes: 1 } })
    const { messages } = await demo(server.url, 'GET', '/demo/api/outbox')
    expect(messages).toHaveLength(1)
    expect(messages[0]).toEqual({
      id: expect.any(Number),
      kind: 'sms',
      to: '+92 3001234567',
      text: expect.stringMatching(/^Your lobbykit verification code is \d{6}$/),
      code: expect.stringMatching(/^\d{6}$/),
      purpose: 'login',
      createdAt: expect.any(Number),
    })
    expect(messages[0].text).toContain(messages[0].code)
  })

  it('answers the expiredMinutes from the settings (LOGIN-30)', async () => {
    await setSettings(server.url, { smsExpiredMinutes: 3 })
    const { body } = await sendCode({ countryDialingCode: '92', mobileNum: '3001234567' })
    expect(body.value).toEqual({ expiredMinutes: 3 })
  })

  it('answers PHONE_MISSING without a number and PHONE_INVALID for a malformed one (ERR-17, ERR-18)', async () => {
    expect((await sendCode({ countryDialingCode: '92' })).body.errorCode).toBe('PHONE_MISSING')
    expect((await sendCode({ mobileNum: '3001234567' })).body.errorCode).toBe('PHONE_MISSING')
    for (const mobileNum of ['300123456', '30012345678', '300123456a', '300 123456']) {
      const { status, body } = await sendCode({ countryDialingCode: '92', mobileNum })
      expect(status).toBe(200)
      expect(body).toMatchObject({ success: false, errorCode: 'PHONE_INVALID' })
    }
    const { messages } = await demo(server.url, 'GET', '/demo/api/outbox')
    expect(messages).toHaveLength(0)
  })

  it('refuses a second code for the same number during the countdown with 429 (VAL-40, ERR-19)', async () => {
    expect((await sendCode({ countryDialingCode: '92', mobileNum: '3001234567' })).body.success).toBe(true)
    const again = await sendCode({ countryDialingCode: '92', mobileNum: '3001234567', purpose: 'forgot' })
    expect(again.status).toBe(429)
    expect(again.body).toMatchObject({
      errorCode: 'TOO_MANY_REQUESTS',
      message: expect.stringMatching(/^Too many requests, please retry after \d+ (seconds?|minutes)$/),
    })
    expect(Number(again.headers.get('retry-after'))).toBeLessThanOrEqual(60)
    // The message says the header's wait, not a fixed "5 minutes".
    expect(again.body.message).toBe(
      `Too many requests, please retry after ${again.headers.get('retry-after')} seconds`,
    )
    expect(again.body.value).toEqual({ retryAfterSeconds: Number(again.headers.get('retry-after')) })
    expect((await sendCode({ countryDialingCode: '92', mobileNum: '3007654321' })).body.success).toBe(true)
  })

  it('sends at most 5 codes an hour to any numbers from one IP', async () => {
    const ip = { 'X-Forwarded-For': '192.0.2.44' }
    for (let i = 0; i < 5; i++) {
      expect(
        (await sendCode({ countryDialingCode: '92', mobileNum: `300000000${i}` }, ip)).body.success,
      ).toBe(true)
    }
    expect((await sendCode({ countryDialingCode: '92', mobileNum: '3000000009' }, ip)).status).toBe(429)
  })

  it('answers OPERATION_NOT_ENABLED for a login code while MOBILEVERCODELOGIN3 is off (ERR-25)', async () => {
    await setSettings(server.url, { whitelabel: { MOBILEVERCODELOGIN3: false } })
    const { body } = await sendCode({ countryDialingCode: '92', mobileNum: '3001234567', purpose: 'login' })
    expect(body).toMatchObject({ success: false, errorCode: 'OPERATION_NOT_ENABLED' })
  })

  it('sends a code to a number that is no member’s, so the answer reveals nothing (C-10)', async () => {
    expect((await sendCode({ countryDialingCode: '92', mobileNum: '3119998888' })).body.success).toBe(true)
    const code = await latestCode('3119998888')
    const { body } = await smsLogin({ mobileNum: '3119998888', verificationCode: code })
    expect(body).toMatchObject({ success: false, errorCode: 'INVALID_CREDENTIALS' })
  })
})

describe('login by SMS code (LOGIN-18)', () => {
  it('logs in with the code from the outbox, once', async () => {
    await sendCode({ countryDialingCode: '+92', mobileNum: '3001234567' })
    const code = await latestCode('3001234567')
    const first = await smsLogin({ mobileNum: '3001234567', verificationCode: code })
    expect(first.body).toMatchObject({ success: true, value: { token: expect.any(String), type: 0 } })
    const reused = await smsLogin({ mobileNum: '3001234567', verificationCode: code })
    expect(reused.body.errorCode).toBe('CODE_EXPIRED')
  })

  it('answers CODE_INVALID for a wrong code and burns the code after 5 wrong tries (ERR-21, ERR-26)', async () => {
    await sendCode({ countryDialingCode: '92', mobileNum: '3001234567' })
    const code = await latestCode('3001234567')
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 0; i < 5; i++) {
      const { body } = await smsLogin({ mobileNum: '3001234567', verificationCode: wrong })
      expect(body).toMatchObject({
        success: false,
        errorCode: 'CODE_INVALID',
        message: 'Invalid verification code',
      })
    }
    const { body } = await smsLogin({ mobileNum: '3001234567', verificationCode: code })
    expect(body.errorCode).toBe('CODE_EXPIRED')
  })

  it('answers CODE_INVALID when no code was ever sent to the number', async () => {
    const { body } = await smsLogin({ mobileNum: '3001234567', verificationCode: '123456' })
    expect(body.errorCode).toBe('CODE_INVALID')
  })

  it('answers INPUT_EMPTY without a code, and OPERATION_NOT_ENABLED when code login is off', async () => {
    expect((await smsLogin({ mobileNum: '3001234567' })).body.errorCode).toBe('INPUT_EMPTY')
    await setSettings(server.url, { whitelabel: { MOBILEVERCODELOGIN3: false } })
    expect((await smsLogin({ mobileNum: '3001234567', verificationCode: '123456' })).body.errorCode).toBe(
      'OPERATION_NOT_ENABLED',
    )
  })

  it('applies the agent-site rule to an SMS login (ROLE-14)', async () => {
    await sendCode({ countryDialingCode: '92', mobileNum: '3001234567' })
    const code = await latestCode('3001234567')
    const { body } = await smsLogin({ mobileNum: '3001234567', verificationCode: code, site: 'agent' })
    expect(body.errorCode).toBe('NON_AGENT')
  })
})
