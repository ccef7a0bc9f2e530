// @vitest-environment node
// Registration on the reference server (API-8/9/19/20/22, REG-14..25, VAL-28..31, C-8, C-9):
// both register calls, the register sms code in both variants, the affiliate check, duplicates
// and rate limits.
import { describe, expect, it } from 'vitest'
import { api, captchaKey, controlUrl, demo, setSettings, solveCaptcha, useServer } from './helpers'

const server = useServer()

function sendRegisterCode(mobileNo: string, modId = 'MOBILENUMREG3') {
  return api(server.url, '/wps/verification/sms/register', {
    body: { countryDialingCode: '92', mobileNo },
    modId,
  })
}

async function latestCode(to: string): Promise<string> {
  const { messages } = await demo(server.url, 'GET', `/demo/api/outbox?to=${to}`)
  return messages[0].code
}

async function withCaptcha(body: Record<string, unknown>) {
  const key = captchaKey()
  return { ...body, captchaKey: key, captcha: await solveCaptcha(server.url, key) }
}

/** The terms and age agreements every registration carries (FTR-5, VAL-33). */
const AGREED = { termsAccepted: true, ageConfirmed: true, birthday: '1990-01-01' }

function registerUsername(body: Record<string, unknown>) {
  return api(server.url, '/wps/member/register', {
    method: 'PUT',
    body: { ...AGREED, ...body },
    modId: 'REG3',
  })
}

function registerMobile(body: Record<string, unknown>) {
  return api(server.url, '/wps/member/register/mobile', {
    method: 'PUT',
    body: { ...AGREED, ...body },
    modId: 'COMM3',
  })
}

const BASE = {
  password: 'Secret123!',
  confirmPassword: 'Secret123!',
  countryDialingCode: '92',
  registerMethod: 'WEB',
  login: true,
}

describe('register sms code (API-19, API-20, REG-9..12)', () => {
  it('sends a register code to the outbox in the mobile and the username variant', async () => {
    expect((await sendRegisterCode('3111111111')).body).toMatchObject({
      success: true,
      value: { expiredMinutes: 1 },
    })
    expect((await sendRegisterCode('3222222222', 'REGMOBVERF3')).body.success).toBe(true)
    const { messages } = await demo(server.url, 'GET', '/demo/api/outbox')
    expect(messages.map((m: { purpose: string }) => m.purpose)).toEqual(['register', 'register'])
  })

  it('refuses the variant whose module is off, and an unknown variant', async () => {
    await setSettings(server.url, { whitelabel: { MOBILENUMREG3: false } })
    expect((await sendRegisterCode('3111111111')).body.errorCode).toBe('OPERATION_NOT_ENABLED')
    expect((await sendRegisterCode('3111111111', 'COMM3')).body.errorCode).toBe('OPERATION_NOT_ENABLED')
    expect((await sendRegisterCode('3111111111', 'REGMOBVERF3')).body.success).toBe(true)
  })

  it('answers a taken number like a free one (C-10), refuses a malformed one and a resend during the countdown (VAL-40)', async () => {
    expect((await sendRegisterCode('3001234567')).body.success).toBe(true)
    expect((await sendRegisterCode('300123')).body.errorCode).toBe('PHONE_INVALID')
    expect((await sendRegisterCode('3111111111')).body.success).toBe(true)
    const again = await sendRegisterCode('3111111111')
    expect(again.status).toBe(429)
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(0)
  })
})

describe('mobile registration (API-9, REG-20, REG-21, VAL-30)', () => {
  it('registers with the code under a generated username that is not the number, and logs in (C-15)', async () => {
    await sendRegisterCode('0311111111')
    const code = await latestCode('0311111111')
    const answer = await registerMobile(
      await withCaptcha({ ...BASE, mobileNum: '0311111111', verificationCode: code }),
    )
    expect(answer.body).toMatchObject({ success: true, value: { firstTimeLogin: true } })
    const account = answer.body.value.account as string
    expect(account).toMatch(/^m[a-z2-9]{7}$/)
    expect(account).not.toMatch(/311111111/)
    const info = await api(server.url, '/wps/member/info', { token: answer.body.value.token })
    expect(info.body.value).toMatchObject({ account, countryCode: '92', type: 0, mobileNum: '031****111' })
    // The number logs in with the password under its own dial code only.
    const byNumber = (countryDialingCode?: string) =>
      api(server.url, '/wps/session/login', {
        body: { type: 'username', username: '0311111111', password: BASE.password, countryDialingCode },
      })
    expect((await byNumber()).body.success).toBe(true)
    expect((await byNumber('92')).body.success).toBe(true)
    expect((await byNumber('93')).body).toMatchObject({ success: false, errorCode: 'INVALID_CREDENTIALS' })
  })

  it('needs the sms code, and refuses a wrong one', async () => {
    const missing = await registerMobile(await withCaptcha({ ...BASE, mobileNum: '3111111111' }))
    expect(missing.body).toMatchObject({ errorCode: 'INPUT_EMPTY', value: { field: 'verificationCode' } })
    await sendRegisterCode('3111111111')
    const code = await latestCode('3111111111')
    const wrong = await registerMobile(
      await withCaptcha({
        ...BASE,
        mobileNum: '3111111111',
        verificationCode: code === '000000' ? '111111' : '000000',
      }),
    )
    expect(wrong.body).toMatchObject({ errorCode: 'CODE_INVALID', value: { field: 'verificationCode' } })
  })

  it('does not tell a taken number from a free one before its code is verified (C-10)', async () => {
    const answer = await registerMobile(
      await withCaptcha({ ...BASE, mobileNum: '3001234567', verificationCode: '123456' }),
    )
    expect(answer.body).toMatchObject({ success: false, errorCode: 'CODE_INVALID' })
  })

  it('is refused when mobile registration is off (FLAG-6)', async () => {
    await setSettings(server.url, { whitelabel: { MOBILENUMREG3: false } })
    expect((await registerMobile({ ...BASE, mobileNum: '3111111111' })).body.errorCode).toBe(
      'OPERATION_NOT_ENABLED',
    )
  })
})

describe('username registration (API-8, REG-24, REG-25, VAL-28, VAL-29, VAL-31)', () => {
  it('stores the referral code and where the registration came from; member info shows it', async () => {
    await setSettings(server.url, { register: { regExp: { mobileNum: { enabled: false } } } })
    const answer = await registerUsername(
      await withCaptcha({
        ...BASE,
        username: 'newplayer1',
        referralCode: 'demo2025',
        registerUrl: 'http://localhost/affiliate',
        domain: 'localhost',
      }),
    )
    expect(answer.body.success).toBe(true)
    const info = await api(server.url, '/wps/member/info', { token: answer.body.value.token })
    expect(info.body.value).toMatchObject({ account: 'newplayer1', referredBy: 'demo2025' })
    expect(info.body.value.referralCode).toMatch(/^R\d+$/)
  })

  it('keeps an e-mail typed at registration unverified, so it links no provider identity (pre-account takeover)', async () => {
    await setSettings(server.url, { register: { regExp: { mobileNum: { enabled: false } } } })
    const answer = await registerUsername(
      await withCaptcha({ ...BASE, username: 'squatter1', email: 'victim@mail.example' }),
    )
    expect(answer.body.success).toBe(true)
    const row = server
      .instance!.db.prepare("SELECT email, email_verified FROM members WHERE username = 'squatter1'")
      .get()
    expect(row).toEqual({ email: 'victim@mail.example', email_verified: 0 })
    // The real owner of the address signs in with Google: no session, and no code to that address.
    const consent = await fetch(`${controlUrl(server.url)}/demo/provider/social/authorize`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ provider: 'google', email: 'victim@mail.example', name: 'Victim' }),
    }).then((r) => r.json())
    const social = await api(server.url, '/wps/session/social-login', {
      body: { provider: 'google', providerToken: consent.token },
    })
    expect(social.body).toMatchObject({ success: false, errorCode: 'LINK_REQUIRED', value: { channels: [] } })
  })

  it('refuses a duplicate username in any case (USERNAME_TAKEN), only after the captcha', async () => {
    await setSettings(server.url, { register: { regExp: { mobileNum: { enabled: false } } } })
    const answer = await registerUsername(await withCaptcha({ ...BASE, username: 'DEMO' }))
    expect(answer.body).toMatchObject({
      errorCode: 'USERNAME_TAKEN',
      message: 'This username is already registered',
      value: { field: 'username' },
    })
    // Enumeration: without a solved captcha a taken name answers like any other try.
    const unsolved = await registerUsername({
      ...BASE,
      username: 'demo',
      captcha: 'ZZZZ',
      captchaKey: captchaKey(),
    })
    expect(unsolved.body.errorCode).toBe('CAPTCHA_INVALID')
  })

  it('applies every enabled field rule and the required flags itself (C-8)', async () => {
    await setSettings(server.url, {
      register: { regExp: { mobileNum: { enabled: false }, email: { required: true } } },
    })
    const cases: [Record<string, unknown>, string, string][] = [
      [{ username: '' }, 'INPUT_EMPTY', 'username'],
      [{ username: '1abc' }, 'FIELD_INVALID', 'username'],
      [{ username: 'abc' }, 'FIELD_INVALID', 'username'],
      [{ username: 'player2', password: 'short', confirmPassword: 'short' }, 'FIELD_INVALID', 'password'],
      [{ username: 'player2', confirmPassword: 'Other123!' }, 'INCONSISTENT', 'confirmPassword'],
      [{ username: 'player2' }, 'INPUT_EMPTY', 'email'],
      [{ username: 'player2', email: 'not-mail' }, 'FIELD_INVALID', 'email'],
      [{ username: 'player2', email: 'a@b.co', payeeName: 'R2D2' }, 'FIELD_INVALID', 'payeeName'],
      [
        { username: 'player2', email: 'a@b.co', paymentPassword: '12345' },
        'FIELD_INVALID',
        'paymentPassword',
      ],
      [{ username: 'player2', email: 'a@b.co', referralCode: 'NOPE' }, 'REFERRAL_INVALID', 'referralCode'],
      [
        { username: 'player2', email: 'a@b.co', affiliateCode: 'NOPE' },
        'INVITATION_CODE_ERROR',
        'affiliateCode',
      ],
      [
        { username: 'player2', email: 'a@b.co', captcha: 'ZZZZ', captchaKey: captchaKey() },
        'CAPTCHA_INVALID',
        'captcha',
      ],
    ]
    // The referral and affiliate codes are checked after the captcha (no answer about them without it).
    const afterCaptcha = new Set(['REFERRAL_INVALID', 'INVITATION_CODE_ERROR'])
    for (const [fields, errorCode, field] of cases) {
      const base = afterCaptcha.has(errorCode) ? await withCaptcha(BASE) : { ...BASE, captcha: '' }
      const answer = await registerUsername({ ...base, ...fields })
      expect({ fields, errorCode: answer.body.errorCode, field: answer.body.value?.field }).toEqual({
        fields,
        errorCode,
        field,
      })
    }
  })

  it('verifies the mobile number with a code when REGMOBVERF3 is on (FLAG-15)', async () => {
    const noCode = await registerUsername(
      await withCaptcha({ ...BASE, username: 'player3', mobileNum: '3222222222' }),
    )
    expect(noCode.body).toMatchObject({ errorCode: 'INPUT_EMPTY', value: { field: 'verificationCode' } })
    await sendRegisterCode('3222222222', 'REGMOBVERF3')
    const code = await latestCode('3222222222')
    const answer = await registerUsername(
      await withCaptcha({ ...BASE, username: 'player3', mobileNum: '3222222222', verificationCode: code }),
    )
    expect(answer.body.success).toBe(true)
  })

  it('answers no token without login: true', async () => {
    await setSettings(server.url, { register: { regExp: { mobileNum: { enabled: false } } } })
    const answer = await registerUsername(await withCaptcha({ ...BASE, login: false, username: 'player4' }))
    expect(answer.body.value).toEqual({ account: 'player4' })
  })

  it('limits registrations per IP (C-9)', async () => {
    await setSettings(server.url, {
      register: { regExp: { mobileNum: { enabled: false }, captcha: { enabled: false } } },
    })
    for (let i = 0; i < 10; i++)
      expect((await registerUsername({ ...BASE, username: `burst${i}` })).body.success).toBe(true)
    expect((await registerUsername({ ...BASE, username: 'burst10' })).status).toBe(429)
  })
})

describe('affiliate check (API-22, REG-16..18)', () => {
  const check = (code: string) =>
    api(server.url, `/wps/agent/affiliate?code=${code}&domain=localhost`, { modId: 'AFFMAN3' })

  it("accepts an agent's code and refuses others with INVITATION_CODE_ERROR", async () => {
    expect((await check('agent2025')).body).toMatchObject({ success: true, value: { code: 'AGENT2025' } })
    // a member's referral code is no affiliate code
    expect((await check('DEMO2025')).body).toMatchObject({
      success: false,
      errorCode: 'INVITATION_CODE_ERROR',
    })
    expect((await check('')).body.errorCode).toBe('INPUT_EMPTY')
  })

  it('is refused when the module is off, and limited per IP', async () => {
    await setSettings(server.url, { whitelabel: { AFFMAN3: false } })
    expect((await check('AGENT2025')).body.errorCode).toBe('OPERATION_NOT_ENABLED')
    await setSettings(server.url, { whitelabel: { AFFMAN3: true } })
    for (let i = 0; i < 30; i++) await check(`X${i}`)
    expect((await check('AGENT2025')).status).toBe(429)
  })
})
