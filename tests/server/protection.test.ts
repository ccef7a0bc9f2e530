// @vitest-environment node
// Player protection enforced by the reference server: deposit, loss and wager limits with
// their history (a lower one at once, a higher one after 24 hours), the session time limit, the
// reality-check interval and figures, cool-off and self-exclusion confirmed with the password. The
// brand config facts behind the footer (C-14 licence and seal, C-17 minimum age) are in system.test.ts.
import { describe, expect, it } from 'vitest'
import { api, controlUrl, demo, login, setSettings, useServer } from './helpers'

const server = useServer()
const PASSWORD = 'Demo1234!'

const relay = (name: string, token: string, body?: unknown, headers?: Record<string, string>) =>
  api(server.url, `/wps/relay/${name}`, { token, body, modId: 'COMM3', headers })

const setLimit = (token: string, kind: string, period: string, amount: string) =>
  relay('RG_setLimit', token, { kind, period, amount })

const deposit = (token: string, amount: string) =>
  api(server.url, '/wps/relay/PAY_createDeposit', {
    token,
    body: { channelId: 'JAZZCASH', amount },
    modId: 'DEPOSIT3',
  })

const limitOf = (value: any, kind: string, period: string) =>
  value.limits.find((l: any) => l.kind === kind && l.period === period)

const advance = (step: 'hour' | 'day' | 'week') =>
  demo(server.url, 'POST', '/demo/api/protection/clock', { advance: step })

describe('deposit limits', () => {
  it('refuses a deposit over the daily limit, naming the remaining amount', async () => {
    const token = await login(server.url, 'demo', PASSWORD)
    const set = await setLimit(token, 'deposit', 'day', '100')
    expect(set.body.success).toBe(true)
    expect(limitOf(set.body.value, 'deposit', 'day')).toMatchObject({
      amount: 100,
      remaining: 100,
      pending: null,
    })
    const { body } = await deposit(token, '150')
    expect(body).toMatchObject({ success: false, errorCode: 'DEPOSIT_LIMIT' })
    expect(body.value).toEqual({ kind: 'deposit', period: 'day', remaining: 100 })
    expect(body.message).toBe('Your daily deposit limit leaves 100.00 for now')
    expect((await deposit(token, '100')).body.success).toBe(true)
    expect((await deposit(token, '100')).body.value.remaining).toBe(0)
  })

  it('says the refusal in Urdu when the Language header asks for it', async () => {
    const token = await login(server.url, 'demo', PASSWORD)
    const used = limitOf((await relay('RG_status', token)).body.value, 'deposit', 'week').used
    await setLimit(token, 'deposit', 'week', String(used + 120))
    const answer = await api(server.url, '/wps/relay/PAY_createDeposit', {
      token,
      body: { channelId: 'JAZZCASH', amount: '150' },
      modId: 'DEPOSIT3',
      headers: { Language: 'UR' },
    })
    expect(answer.body.message).toContain('120.00')
    expect(answer.body.message).toContain('ہفتہ وار')
  })

  it('applies a lower limit at once and a higher one only after 24 hours, keeping the history', async () => {
    const token = await login(server.url, 'demo', PASSWORD)
    await setLimit(token, 'deposit', 'day', '100')
    const raise = await setLimit(token, 'deposit', 'day', '500')
    const clock = raise.body.value.clock
    expect(raise.body.value.appliesAt).toBe(clock + 24 * 3_600_000)
    expect(limitOf(raise.body.value, 'deposit', 'day')).toMatchObject({
      amount: 100,
      pending: { amount: 500, appliesAt: raise.body.value.appliesAt },
    })
    expect((await deposit(token, '150')).body.errorCode).toBe('DEPOSIT_LIMIT')
    await advance('hour')
    expect((await deposit(token, '150')).body.errorCode).toBe('DEPOSIT_LIMIT')
    await advance('day')
    const after = await relay('RG_status', token)
    expect(limitOf(after.body.value, 'deposit', 'day')).toMatchObject({ amount: 500, pending: null })
    expect((await deposit(token, '150')).body.success).toBe(true)
    expect(after.body.value.history.map((h: any) => h.amount)).toEqual([500, 100])
  })

  it('lets a lower limit set while a raise is pending supersede the raise', async () => {
    const token = await login(server.url, 'demo', PASSWORD)
    await setLimit(token, 'deposit', 'day', '300')
    await setLimit(token, 'deposit', 'day', '900')
    const lower = await setLimit(token, 'deposit', 'day', '200')
    expect(limitOf(lower.body.value, 'deposit', 'day')).toMatchObject({ amount: 200, pending: null })
    await advance('week')
    expect(limitOf((await relay('RG_status', token)).body.value, 'deposit', 'day').amount).toBe(200)
  })

  it('removes a limit only after 24 hours', async () => {
    const token = await login(server.url, 'demo', PASSWORD)
    await setLimit(token, 'deposit', 'month', '100')
    const removed = await setLimit(token, 'deposit', 'month', '')
    expect(limitOf(removed.body.value, 'deposit', 'month')).toMatchObject({
      amount: 100,
      pending: { amount: null },
    })
    await advance('day')
    expect(limitOf((await relay('RG_status', token)).body.value, 'deposit', 'month').amount).toBeNull()
  })

  it.each([
    [{ kind: 'deposit', period: 'year', amount: '1' }, 'PERIOD_INVALID'],
    [{ kind: 'bonus', period: 'day', amount: '1' }, 'KIND_INVALID'],
    [{ kind: 'deposit', period: 'day', amount: '-5' }, 'AMOUNT_INVALID'],
    [{ kind: 'deposit', period: 'day', amount: '1.234' }, 'AMOUNT_INVALID'],
    [{ kind: 'session', amount: '10' }, 'MINUTES_RANGE'],
  ])('refuses the limit %j with %s', async (body, code) => {
    const token = await login(server.url, 'demo', PASSWORD)
    expect((await relay('RG_setLimit', token, body)).body.errorCode).toBe(code)
  })
})

describe('loss and wager limits', () => {
  const bet = (stake: number, winLoss = -stake) =>
    demo(server.url, 'POST', '/demo/api/protection/bet', { stake, winLoss })

  it('refuses a launch once the daily loss limit is used, with the remaining amount', async () => {
    const token = await login(server.url, 'demo', PASSWORD)
    // A loss larger than any seeded day's winnings, so the day's net result is a loss to count on from.
    await bet(100_000)
    const before = limitOf((await relay('RG_status', token)).body.value, 'loss', 'day').used
    await setLimit(token, 'loss', 'day', String(before + 50))
    await bet(30)
    await expect(bet(30)).rejects.toThrow(/409.*"remaining":20.*LOSS_LIMIT/)
    const games = await api(server.url, '/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=1', {
      modId: 'GAMELO3',
    })
    const nodeId = games.body.value.games[0].nodeId
    const launch = () => api(server.url, `/wps/game/launchGame?nodeId=${nodeId}`, { token })
    expect((await launch()).body.success).toBe(true)
    await bet(20)
    const refused = await launch()
    expect(refused.body).toMatchObject({ success: false, errorCode: 'LOSS_LIMIT', value: { remaining: 0 } })
  })

  it('counts stakes, won or lost, against the wager limit', async () => {
    const token = await login(server.url, 'demo', PASSWORD)
    const before = limitOf((await relay('RG_status', token)).body.value, 'wager', 'week').used
    await setLimit(token, 'wager', 'week', String(before + 100))
    await bet(60, 40)
    const status = (await relay('RG_status', token)).body.value
    expect(limitOf(status, 'wager', 'week').remaining).toBe(40)
    await expect(bet(50)).rejects.toThrow(/WAGER_LIMIT/)
  })
})

describe('session time limit and reality check', () => {
  it('answers the session figures and the interval: the brand default, the member choice, the demo one', async () => {
    const token = await login(server.url, 'demo', PASSWORD)
    await demo(server.url, 'POST', '/demo/api/protection/bet', { stake: 25, winLoss: 15 })
    const first = (await relay('RG_session', token)).body.value
    expect(first).toMatchObject({ stake: 25, net: 15, sessionEndsAt: null })
    expect(first.realityCheck).toMatchObject({
      minutes: 60,
      chosen: null,
      brandDefault: 60,
      intervalMs: 3_600_000,
    })
    expect((await relay('RG_setRealityCheck', token, { minutes: '14' })).body.errorCode).toBe('MINUTES_RANGE')
    expect((await relay('RG_setRealityCheck', token, { minutes: '121' })).body.errorCode).toBe(
      'MINUTES_RANGE',
    )
    await relay('RG_setRealityCheck', token, { minutes: '15' })
    expect((await relay('RG_session', token)).body.value.realityCheck.intervalMs).toBe(15 * 60_000)
    await demo(server.url, 'POST', '/demo/api/protection/reality-check', { seconds: 5 })
    expect((await relay('RG_session', token)).body.value.realityCheck.intervalMs).toBe(5000)
  })

  it('answers when the session ends under a session time limit', async () => {
    const token = await login(server.url, 'demo', PASSWORD)
    await setLimit(token, 'session', '', '30')
    const figures = (await relay('RG_session', token)).body.value
    expect(figures.sessionLimitMinutes).toBe(30)
    expect(figures.sessionEndsAt).toBe(figures.startedAt + 30 * 60_000)
  })

  it('refuses a launch once the session time limit is reached (the demo clock moved on)', async () => {
    const token = await login(server.url, 'demo', PASSWORD)
    await setLimit(token, 'session', '', '15')
    const games = await api(server.url, '/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=1', {
      modId: 'GAMELO3',
    })
    const launch = () =>
      api(server.url, `/wps/game/launchGame?nodeId=${games.body.value.games[0].nodeId}`, { token })
    expect((await launch()).body.success).toBe(true)
    await advance('hour')
    const figures = (await relay('RG_session', token)).body.value
    expect(figures.now).toBeGreaterThanOrEqual(figures.sessionEndsAt)
    expect((await launch()).body).toMatchObject({
      success: false,
      errorCode: 'SESSION_LIMIT',
      value: { minutes: 15 },
    })
  })
})

describe('cool-off and self-exclusion', () => {
  it('needs the right password, taken from the guess limiter before the check', async () => {
    const token = await login(server.url, 'demo', PASSWORD)
    const wrong = await relay('RG_exclude', token, { kind: 'coolOff', duration: '1d', password: 'nope' })
    expect(wrong.body.errorCode).toBe('PASSWORD_INCORRECT')
    for (let i = 0; i < 4; i++)
      await relay('RG_exclude', token, { kind: 'coolOff', duration: '1d', password: 'x' })
    const locked = await relay('RG_exclude', token, { kind: 'coolOff', duration: '1d', password: PASSWORD })
    expect(locked.status).toBe(429)
  })

  it('ends every session and refuses login until the end date, which the message names', async () => {
    const token = await login(server.url, 'demo', PASSWORD)
    const other = await login(server.url, 'demo', PASSWORD)
    const answer = await relay('RG_exclude', token, {
      kind: 'selfExclusion',
      duration: '6m',
      password: PASSWORD,
    })
    expect(answer.body.success).toBe(true)
    const endsAt: number = answer.body.value.endsAt
    expect(endsAt).toBeGreaterThan(Date.now() + 180 * 86_400_000)
    expect((await api(server.url, '/wps/member/info', { token: other })).status).toBe(401)
    const refused = await api(server.url, '/wps/session/login', {
      body: { type: 'username', username: 'demo', password: PASSWORD },
    })
    expect(refused.body).toMatchObject({
      success: false,
      errorCode: 'SELF_EXCLUDED',
      value: { until: endsAt },
    })
    expect(refused.body.message).toContain(new Date(endsAt).toISOString().slice(0, 10))
  })

  it('refuses a wrong password with the generic login failure, saying nothing of the exclusion (C-10)', async () => {
    const token = await login(server.url, 'demo', PASSWORD)
    await relay('RG_exclude', token, { kind: 'coolOff', duration: '1d', password: PASSWORD })
    const refused = await api(server.url, '/wps/session/login', {
      body: { type: 'username', username: 'demo', password: 'Wrong1234!' },
    })
    expect(refused.body.errorCode).toBe('INVALID_CREDENTIALS')
  })

  it('lets login again once a cool-off has ended, and never shortens one in force', async () => {
    const token = await login(server.url, 'demo', PASSWORD)
    await relay('RG_exclude', token, { kind: 'coolOff', duration: '7d', password: PASSWORD })
    await advance('day')
    const refused = await api(server.url, '/wps/session/login', {
      body: { type: 'username', username: 'demo', password: PASSWORD },
    })
    expect(refused.body.errorCode).toBe('SELF_EXCLUDED')
    await advance('week')
    // Over: the login answers a session (login() fails the test otherwise) that works.
    const again = await login(server.url, 'demo', PASSWORD)
    const info = await api(server.url, '/wps/member/info', { token: again })
    expect(info.body).toMatchObject({ success: true, value: { account: 'demo' } })
  })
})

describe('brand config behind the footer and the reality check (C-14, C-17)', () => {
  it('answers the licence with its validation link, the help line and the reality-check default', async () => {
    const { body } = await api(server.url, '/wps/system/status')
    expect(body.value.info.brand).toMatchObject({
      licenceUrl: `${server.url}/demo/licence`,
      helpLineUrl: expect.stringMatching(/^https:\/\//),
      realityCheckMinutes: 60,
    })
  })

  it("takes the member's reality-check default from the brand, within 15 to 120 minutes", async () => {
    await setSettings(server.url, { brand: { realityCheckMinutes: 30 } })
    const token = await login(server.url, 'demo', PASSWORD)
    expect((await relay('RG_session', token)).body.value.realityCheck).toMatchObject({
      minutes: 30,
      brandDefault: 30,
    })
    await expect(setSettings(server.url, { brand: { realityCheckMinutes: 5 } })).rejects.toThrow(/400/)
  })
})

describe('the demo control page', () => {
  it('offers the protection clock and the shortened reality check, with their script', async () => {
    const page = await (await fetch(`${controlUrl(server.url)}/demo/control`)).text()
    expect(page).toContain('data-rg-advance="day"')
    expect(page).toContain('/demo/control-protection.js')
    const script = await fetch(`${controlUrl(server.url)}/demo/control-protection.js`)
    expect(script.status).toBe(200)
    expect(await script.text()).toContain('/demo/api/protection/clock')
    const moved = await demo(server.url, 'POST', '/demo/api/protection/clock', { advance: 'week' })
    const back = await demo(server.url, 'POST', '/demo/api/protection/clock', { reset: true })
    expect(moved.clock - back.clock).toBeGreaterThan(6 * 86_400_000)
  })
})
