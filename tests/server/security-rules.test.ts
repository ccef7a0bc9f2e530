// @vitest-environment node
// C-8: rules the client knew only are enforced by the server, each tested
// by calling the API directly: maintenance and the region block, agent calls for agents only,
// the terms and age agreements, first-login announcements; and concurrent registrations of one name.
import { beforeEach, describe, expect, it } from 'vitest'
import { requireAgent } from '../../demo/server/agent/guard'
import { api, captchaKey, demo, login, setSettings, solveCaptcha, useServer } from './helpers'

const server = useServer()

/** Username registrations here go without a phone number (the number has its own tests). */
beforeEach(async () => {
  await setSettings(server.url, { register: { regExp: { mobileNum: { enabled: false } } } })
})

const AGREED = { termsAccepted: true, ageConfirmed: true, birthday: '1990-01-01' }

async function registration(username: string, extra: Record<string, unknown> = {}) {
  const key = captchaKey()
  return {
    username,
    password: 'Secret123!',
    confirmPassword: 'Secret123!',
    countryDialingCode: '92',
    registerMethod: 'WEB',
    captchaKey: key,
    captcha: await solveCaptcha(server.url, key),
    ...AGREED,
    ...extra,
  }
}

function register(body: Record<string, unknown>) {
  return api(server.url, '/wps/member/register', { method: 'PUT', body, modId: 'REG3' })
}

describe('C-8: maintenance and the region block are enforced by the server (SYS-11, SYS-12)', () => {
  for (const [patch, status, code] of [
    [{ maintenance: true }, 503, 'MAINTENANCE'],
    [{ regionRestriction: true }, 403, 'REGION_RESTRICTED'],
  ] as const) {
    it(`${code}: no login, no game launch, no wallet call`, async () => {
      const token = await login(server.url, 'demo', 'Demo1234!')
      await setSettings(server.url, patch)
      const loginAnswer = await api(server.url, '/wps/session/login', {
        body: { type: 'username', username: 'demo', password: 'Demo1234!' },
      })
      expect([loginAnswer.status, loginAnswer.body.errorCode]).toEqual([status, code])
      const launch = await api(server.url, '/wps/game/launchGame?gameCode=x', { token })
      expect([launch.status, launch.body.errorCode]).toEqual([status, code])
      const balance = await api(server.url, '/wps/v2/wallets/balance', { token })
      expect([balance.status, balance.body.errorCode]).toEqual([status, code])
      const withdraw = await api(server.url, '/wps/relay/PAY_withdraw', {
        token,
        modId: 'WITHDRAW3',
        body: { amount: 200, password: 'Demo1234!', requestId: 'closed-withdraw-1' },
      })
      expect([withdraw.status, withdraw.body.errorCode]).toEqual([status, code])
      // The status call still answers, so the client can show the page (SYS-8).
      expect((await api(server.url, '/wps/system/status')).status).toBe(200)
    })
  }
})

describe('C-8: agent calls answer agents only, by member type (ROUTE-12, ROLE-11)', () => {
  const guarded = requireAgent(() => ({ status: 200, body: { success: true } }))
  it('refuses a member and a visitor, whatever the client says, and lets an agent through', async () => {
    const db = server.instance!.db
    const refused = guarded({ db, memberId: '10000001', body: { site: 'agent' } } as never)
    expect(refused).toMatchObject({ body: { success: false, errorCode: 'NOT_AGENT' } })
    expect(guarded({ db, memberId: null, body: {} } as never)).toMatchObject({
      body: { errorCode: 'NOT_AGENT' },
    })
    const agent = db.prepare("SELECT id FROM members WHERE username = 'agent'").get() as { id: string }
    expect(guarded({ db, memberId: agent.id, body: {} } as never)).toMatchObject({ status: 200 })
  })
})

describe('C-8: the terms and age agreements are required and recorded (FTR-5, VAL-33)', () => {
  it('refuses a registration without either agreement, and records both with the account', async () => {
    const noTerms = await register(await registration('agreeless1', { termsAccepted: false }))
    expect(noTerms.body).toMatchObject({
      errorCode: 'AGREEMENT_REQUIRED',
      message: 'Input cannot be empty', // REG-13
      value: { field: 'terms' },
    })
    const noAge = await register(await registration('agreeless1', { ageConfirmed: undefined }))
    expect(noAge.body).toMatchObject({ errorCode: 'AGREEMENT_REQUIRED', value: { field: 'age' } })
    const done = await register(await registration('agreeing1'))
    expect(done.body.success).toBe(true)
    const rows = server
      .instance!.db.prepare(
        "SELECT agreement FROM member_agreements JOIN members ON members.id = member_id WHERE username = 'agreeing1' ORDER BY agreement",
      )
      .all()
    expect(rows).toEqual([{ agreement: 'age' }, { agreement: 'terms' }])
  })
})

describe('C-8: first-login announcements go to the member on their first login only (ANN-13)', () => {
  const popupsFor = async (token?: string) =>
    (
      await api(server.url, '/wps/relay/MCSFE_getListAnnouncements?types=PU&platform=W&execution=A,B,F', {
        token,
        modId: 'ANNOUNCE3',
      })
    ).body.value.popup.map((a: { execution: string }) => a.execution)

  it('a visitor and a returning member get no F; a new member logged in by registration does', async () => {
    expect(await popupsFor()).not.toContain('F')
    expect(await popupsFor(await login(server.url, 'demo', 'Demo1234!'))).not.toContain('F')
    const fresh = await register({ ...(await registration('firsttimer1')), login: true })
    expect(await popupsFor(fresh.body.value.token)).toContain('F')
  })
})

describe('concurrent registrations of one username', () => {
  it('answer one success and USERNAME_TAKEN for the rest, never a 500', async () => {
    const bodies = await Promise.all(Array.from({ length: 4 }, () => registration('racer01')))
    const answers = await Promise.all(bodies.map((body) => register(body)))
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200])
    expect(answers.filter((a) => a.body.success)).toHaveLength(1)
    expect(answers.filter((a) => a.body.errorCode === 'USERNAME_TAKEN')).toHaveLength(3)
  })

  it('a taken name keeps the captcha valid for the next try with another name', async () => {
    await register(await registration('taken01'))
    const body = await registration('taken01')
    const taken = await register(body)
    expect(taken.body.errorCode).toBe('USERNAME_TAKEN')
    const retry = await register({ ...body, username: 'nottaken01' })
    expect(retry.body.success).toBe(true)
  })
})

describe('C-10: the register code does not enumerate phone numbers', () => {
  const send = (mobileNum: string, headers?: Record<string, string>) =>
    api(server.url, '/wps/verification/sms/register', {
      modId: 'MOBILENUMREG3',
      body: { countryDialingCode: '92', mobileNum },
      headers,
    })

  it('answers a taken and a free number the same; only the owner of the taken one hears of it, without a code', async () => {
    const taken = await send('3001234567')
    const free = await send('3119998887')
    expect(taken.status).toBe(free.status)
    expect(taken.body).toEqual(free.body)
    const { messages } = await demo(server.url, 'GET', '/demo/api/outbox?to=3001234567')
    expect(messages[0]).toMatchObject({ purpose: 'register-taken' })
    expect(messages[0].code ?? null).toBeNull()
  })

  it('takes the rate limit before anything else: a taken number counts like a free one', async () => {
    for (let i = 0; i < 5; i++) await send(`31100000${10 + i}`)
    expect((await send('3001234567')).status).toBe(429)
  })
})

describe('C-15: usernames of digits only', () => {
  it('refuses a username that is another member’s phone number (or any digits)', async () => {
    const answer = await register(await registration('3001234567'))
    expect(answer.body).toMatchObject({ errorCode: 'USERNAME_DIGITS', value: { field: 'username' } })
    expect((await register(await registration('12345678'))).body.errorCode).toBe('USERNAME_DIGITS')
  })
})
