// @vitest-environment node
// The slider human check the server verifies (LOGIN-15, LOGIN-16, API-70, C-8, C-9) and
// the new-device check (LOGIN-28, C-16), called directly on the reference server.
import { describe, expect, it } from 'vitest'
import { api, demo, setSettings, useServer } from './helpers'

const server = useServer({ trustProxy: '127.0.0.1' })

const DEVICE = 'test-device-0123456789'
const from = (ip: string) => ({ 'X-Forwarded-For': ip })

/** Solves a slider challenge the way the widget does (the target's position); answers the token. */
async function solveSlider(purpose: string, nudge = 0) {
  const challenge = await api(server.url, '/wps/relay/HUMAN_challenge', { body: { purpose } })
  const { id } = challenge.body.value
  const { target } = await demo<{ target: number }>(server.url, 'GET', `/demo/api/human-check/${id}`)
  const verified = await api(server.url, '/wps/relay/HUMAN_verify', {
    body: { id, position: target + nudge },
  })
  return verified.body
}

function passwordLogin(extra: Record<string, unknown> = {}, ip = '10.0.0.1') {
  return api(server.url, '/wps/session/login', {
    body: { type: 'username', username: 'demo', password: 'Demo1234!', ...extra },
    headers: from(ip),
  })
}

describe('LOGIN-15, API-70: the slider token the server issues and spends', () => {
  it('leaves logins alone while the brand has the check off (the seed)', async () => {
    expect((await passwordLogin()).body.success).toBe(true)
  })

  it('LOGIN-16: refuses a login without a token, and with a forged one, with the catalogue message', async () => {
    await setSettings(server.url, { humanCheck: true })
    const none = await passwordLogin()
    expect(none.body).toMatchObject({
      success: false,
      errorCode: 'CAPTCHA_INVALID',
      value: { humanCheck: true },
    })
    expect(none.body.message).toBe('Please complete verification first')
    const forged = await passwordLogin({ humanToken: 'slider-ok-1234567890' })
    expect(forged.body.errorCode).toBe('CAPTCHA_INVALID')
    expect(forged.body.value.token).toBeUndefined()
  })

  it('LOGIN-15: a verified token logs in once; the same token again is refused', async () => {
    await setSettings(server.url, { humanCheck: true })
    const { value } = await solveSlider('login')
    expect(typeof value.humanToken).toBe('string')
    expect((await passwordLogin({ humanToken: value.humanToken })).body.success).toBe(true)
    const reused = await passwordLogin({ humanToken: value.humanToken })
    expect(reused.body.errorCode).toBe('CAPTCHA_INVALID')
  })

  it('refuses a slider stopped away from the target, and burns the challenge with its first answer', async () => {
    const challenge = await api(server.url, '/wps/relay/HUMAN_challenge', { body: { purpose: 'login' } })
    const { id } = challenge.body.value
    const { target } = await demo<{ target: number }>(server.url, 'GET', `/demo/api/human-check/${id}`)
    const off = await api(server.url, '/wps/relay/HUMAN_verify', { body: { id, position: target + 20 } })
    expect(off.body.errorCode).toBe('CAPTCHA_INVALID')
    const again = await api(server.url, '/wps/relay/HUMAN_verify', { body: { id, position: target } })
    expect(again.body.errorCode).toBe('CAPTCHA_INVALID')
  })

  it("the slider's challenge carries no answer (a script passed 20 of 20)", async () => {
    let passed = 0
    const targets = new Set<number>()
    for (let i = 0; i < 20; i++) {
      const challenge = await api(server.url, '/wps/relay/HUMAN_challenge', { body: { purpose: 'sms' } })
      const value = challenge.body.value as Record<string, unknown>
      const { target } = await demo<{ target: number }>(
        server.url,
        'GET',
        `/demo/api/human-check/${String(value.id)}`,
      )
      // Nothing but the id, the picture and the timing: no number, in digits or in words, in any field.
      expect(Object.keys(value).sort()).toEqual(['expiresInMs', 'id', 'image', 'tolerance'])
      expect(String(value.image)).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/=]+$/)
      // The timing fields are the same for every challenge whatever its answer, and the id is an opaque
      // random token (the answer is kept on the server under it).
      const { id, image: _image, ...timing } = value
      expect(timing).toEqual({ tolerance: 3, expiresInMs: 120000 })
      expect(String(id)).toMatch(/^[A-Za-z0-9_-]{22}$/)
      targets.add(target)
      // A script's best guess without the picture: the middle of the track.
      const verified = await api(server.url, '/wps/relay/HUMAN_verify', {
        body: { id: value.id, position: 50 },
        headers: from(`10.9.${i}.1`),
      })
      if (verified.body.success) passed++
    }
    // The answers differ from one challenge to the next while what the client reads stays the same.
    expect(targets.size).toBeGreaterThan(5)
    expect(passed).toBeLessThan(8)
  })

  it('refuses an expired token', async () => {
    await setSettings(server.url, { humanCheck: true })
    const { value } = await solveSlider('login')
    server.instance!.db.prepare('UPDATE human_tokens SET expires_at = 0').run()
    expect((await passwordLogin({ humanToken: value.humanToken })).body.errorCode).toBe('CAPTCHA_INVALID')
  })

  it('C-9: an SMS send needs an sms token (a login token is not one), and SMS login needs none', async () => {
    await setSettings(server.url, { humanCheck: true })
    const send = (extra: Record<string, unknown>) =>
      api(server.url, '/wps/verification/sms/noLogin', {
        body: { countryDialingCode: '92', mobileNum: '3001234567', purpose: 'login', ...extra },
      })
    expect((await send({})).body.errorCode).toBe('CAPTCHA_INVALID')
    const loginToken = (await solveSlider('login')).value.humanToken
    expect((await send({ humanToken: loginToken })).body.errorCode).toBe('CAPTCHA_INVALID')
    const smsToken = (await solveSlider('sms')).value.humanToken
    expect((await send({ humanToken: smsToken })).body.success).toBe(true)
    const { code } = (await demo(server.url, 'GET', '/demo/api/outbox?to=3001234567')).messages[0]
    const smsLogin = await api(server.url, '/wps/session/login', {
      body: { type: 'sms', countryDialingCode: '92', mobileNum: '3001234567', verificationCode: code },
    })
    expect(smsLogin.body.success).toBe(true)
  })

  it('registration and the register SMS need a token when the check is on', async () => {
    await setSettings(server.url, { humanCheck: true })
    const register = await api(server.url, '/wps/member/register', {
      method: 'PUT',
      modId: 'USERNAMEREG3',
      body: { username: 'newmember1', password: 'Passw0rd!x' },
    })
    expect(register.body.errorCode).toBe('CAPTCHA_INVALID')
    const sms = await api(server.url, '/wps/verification/sms/register', {
      modId: 'REGMOBVERF3',
      body: { countryDialingCode: '92', mobileNo: '3009998887' },
    })
    expect(sms.body.errorCode).toBe('CAPTCHA_INVALID')
  })

  it('takes slider answers through the shared limiter: 30 an IP, then 429', async () => {
    const answers = await Promise.all(
      Array.from({ length: 32 }, () =>
        api(server.url, '/wps/relay/HUMAN_verify', {
          body: { id: 'nope', position: 50 },
          headers: from('10.9.9.9'),
        }),
      ),
    )
    expect(answers.filter((a) => a.status === 429)).toHaveLength(2)
  })
})

/** Logs in from `ip` with the test device: answers the NEW_DEVICE ticket. */
async function newDeviceTicket(ip = '10.0.0.1') {
  const answer = await passwordLogin({ deviceId: DEVICE }, ip)
  expect(answer.body.errorCode).toBe('NEW_DEVICE')
  return answer.body.value.ticket as string
}

async function sendCode(ticket: string, channel = 'email') {
  const sent = await api(server.url, '/wps/session/device/code', { body: { ticket, channel } })
  expect(sent.body.success).toBe(true)
  const {
    messages: [message],
  } = await demo(
    server.url,
    'GET',
    `/demo/api/outbox?to=${channel === 'email' ? 'demo@lobbykit.example' : '3001234567'}`,
  )
  return message.code as string
}

const verify = (ticket: string, code: string, ip = '10.0.0.1') =>
  api(server.url, '/wps/session/device/verify', { body: { ticket, code }, headers: from(ip) })

describe('LOGIN-28, C-16: the new-device check', () => {
  it('answers NEW_DEVICE with SMS and e-mail only (possession factors), no session', async () => {
    await setSettings(server.url, { newDeviceCheck: true })
    const answer = await passwordLogin({ deviceId: DEVICE })
    expect(answer.body.errorCode).toBe('NEW_DEVICE')
    expect(answer.body.value.token).toBeUndefined()
    expect(answer.body.value.channels.map((c: { channel: string }) => c.channel)).toEqual(['sms', 'email'])
    expect(JSON.stringify(answer.body.value)).not.toContain('3001234567')
  })

  it('refuses a wrong code, logs in with the right one, then remembers the device and IP for 30 days', async () => {
    await setSettings(server.url, { newDeviceCheck: true })
    const ticket = await newDeviceTicket()
    const code = await sendCode(ticket, 'sms')
    const wrong = await verify(ticket, code === '000000' ? '111111' : '000000')
    expect(wrong.body.errorCode).toBe('CODE_INVALID')
    const right = await verify(ticket, code)
    expect(right.body.success).toBe(true)
    const token = right.body.value.token as string
    expect((await verify(ticket, code)).body.success).toBe(false) // single use
    expect((await passwordLogin({ deviceId: DEVICE })).body.success).toBe(true)
    const devices = await api(server.url, '/wps/member/devices', { token })
    expect(devices.body.value).toHaveLength(1)
    expect(devices.body.value[0]).toMatchObject({ ip: '10.0.0.1' })
    expect(devices.body.value[0].expiresAt - devices.body.value[0].firstSeen).toBe(30 * 24 * 60 * 60_000)
  })

  it('asks again from a new IP, and after the device is forgotten', async () => {
    await setSettings(server.url, { newDeviceCheck: true })
    const ticket = await newDeviceTicket()
    const token = (await verify(ticket, await sendCode(ticket))).body.value.token as string
    expect((await passwordLogin({ deviceId: DEVICE }, '10.0.0.2')).body.errorCode).toBe('NEW_DEVICE')
    const [device] = (await api(server.url, '/wps/member/devices', { token })).body.value
    await api(server.url, '/wps/member/devices/forget', { token, body: { id: device.id } })
    expect((await api(server.url, '/wps/member/devices', { token })).body.value).toHaveLength(0)
    expect((await passwordLogin({ deviceId: DEVICE })).body.errorCode).toBe('NEW_DEVICE')
  })

  it('20 parallel wrong device codes with the right one 15th: no session (shared limiter, 5 a member)', async () => {
    await setSettings(server.url, { newDeviceCheck: true })
    const ticket = await newDeviceTicket()
    const code = await sendCode(ticket)
    const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0')
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => verify(ticket, i === 14 ? code : wrong(i), `10.1.0.${i}`)),
    )
    expect(answers.filter((a) => a.body.success)).toHaveLength(0)
    expect(answers[14]?.status).toBe(429)
    expect(answers.filter((a) => a.body.errorCode === 'CODE_INVALID')).toHaveLength(5)
  })

  it('C-9: sends at most 5 codes a member an hour, however many tickets a known password opens', async () => {
    await setSettings(server.url, { newDeviceCheck: true })
    const answers = []
    for (let i = 0; i < 6; i++) {
      const ticket = await newDeviceTicket()
      answers.push(await api(server.url, '/wps/session/device/code', { body: { ticket, channel: 'sms' } }))
    }
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 429])
  })

  it('refuses the code step for an unknown ticket', async () => {
    expect((await verify('made-up-ticket', '123456')).body.errorCode).toBe('CODE_EXPIRED')
  })
})
