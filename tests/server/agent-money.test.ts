// @vitest-environment node
// Agent money on the reference server: AGENT-20's cascade (a lower rate accepted upward ends the
// downline contracts above it, and the consent shows what it replaces), AGENT-3 an invitation's rate
// becoming the recruit's contract, AGENT-17/AGENT-21 rates checked (2 decimals, the server's bounds)
// with nothing changed on a refusal, and AGENT-16 parallel settlements paying once.
import { describe, expect, it } from 'vitest'
import { api, captchaKey, demo, login, setSettings, solveCaptcha, useServer } from './helpers'

const server = useServer()
const R = '/wps/relay/agent'

const get = (path: string, token: string) => api(server.url, path, { token, modId: 'COMM3' })
const post = (path: string, token: string, body: unknown) => api(server.url, path, { token, body })
const contracts = async (token: string) => (await get(`${R}/contracts`, token)).body.value

/** The id of an account of the demo agent's team. */
async function idOf(account: string) {
  const token = await login(server.url, 'agent', 'Agent1234!')
  const all = (await get(`${R}/downline?scope=all&pageSize=50`, token)).body.value
  return all.list.find((r: any) => r.account === account).id as string
}

/** Registers `username` through an invitation code (AGENT-3). */
async function registerWith(code: string, username: string) {
  await setSettings(server.url, { register: { regExp: { mobileNum: { enabled: false } } } })
  const key = captchaKey()
  return api(server.url, '/wps/member/register', {
    method: 'PUT',
    modId: 'REG3',
    body: {
      username,
      password: 'Secret123!',
      confirmPassword: 'Secret123!',
      affiliateCode: code,
      termsAccepted: true,
      ageConfirmed: true,
      birthday: '1990-01-01',
      captchaKey: key,
      captcha: await solveCaptcha(server.url, key),
    },
  })
}

const active = (list: any[], kind: string) => list.find((c) => c.kind === kind && c.status === 'active')

describe('invitation rate (AGENT-3, AGENT-21)', () => {
  it("an agent link's rate becomes the recruit's real-time contract with the inviter at registration", async () => {
    const north = await login(server.url, 'subagent_north', 'Team1234!')
    const link = (await post(`${R}/invites`, north, { type: 'agent', rate: '0.15' })).body.value
    expect(link).toMatchObject({ type: 'agent', rate: 0.15 })
    expect((await registerWith(link.code, 'northrecruit')).body.success).toBe(true)
    const recruit = await login(server.url, 'northrecruit', 'Secret123!')
    const mine = (await contracts(recruit)).mine
    expect(mine).toHaveLength(1)
    expect(mine[0]).toMatchObject({
      kind: 'realtime',
      rate: 0.15,
      status: 'active',
      uplineAccount: 'subagent_north',
      downlineAccount: 'northrecruit',
    })
    expect(mine[0].startedAt).toBeGreaterThan(0)
    // A member link gives no contract.
    const member = (await post(`${R}/invites`, north, { type: 'member' })).body.value
    expect((await registerWith(member.code, 'northplayer')).body.success).toBe(true)
    const player = await login(server.url, 'northplayer', 'Secret123!')
    expect((await get(`${R}/contracts`, player)).body.errorCode).toBe('NOT_AGENT')
  })
})

describe('AGENT-20 cascade', () => {
  it('a lower rate accepted by a sub-agent ends, with that consent, the downline contracts above it down the branch; the consent shows the rate it replaces', async () => {
    // subagent holds real-time 0.3, subagent_north 0.2 under it, and a recruit of north 0.15.
    const north = await login(server.url, 'subagent_north', 'Team1234!')
    const link = (await post(`${R}/invites`, north, { type: 'agent', rate: 0.15 })).body.value
    expect((await registerWith(link.code, 'northrecruit')).body.success).toBe(true)
    const agent = await login(server.url, 'agent', 'Agent1234!')
    const sub = await login(server.url, 'subagent', 'Team1234!')
    const offered = await post(`${R}/contracts/offer`, agent, {
      downlineId: await idOf('subagent'),
      kind: 'realtime',
      rate: '0.1',
    })
    expect(offered.body.value).toMatchObject({ status: 'offered', rate: 0.1 })
    const request = (await contracts(sub)).requests.find((r: any) => r.status === 'pending')
    // The consent: the rate replaced and every contract the acceptance ends.
    expect(request).toMatchObject({
      type: 'new',
      direction: 'incoming',
      contract: { kind: 'realtime', rate: 0.1 },
      replacesRate: 0.3,
      ends: [
        { account: 'subagent_north', rate: 0.2 },
        { account: 'northrecruit', rate: 0.15 },
      ],
    })
    // Nothing ends before the consent.
    expect(active((await contracts(north)).mine, 'realtime').rate).toBe(0.2)
    await post(`${R}/contracts/decide`, sub, { requestId: request.id, action: 'accept' })
    expect(active((await contracts(sub)).mine, 'realtime').rate).toBe(0.1)
    const northMine = (await contracts(north)).mine.filter((c: any) => c.kind === 'realtime')
    expect(northMine.map((c: any) => [c.rate, c.status, c.endReason])).toEqual([
      [0.2, 'ended', 'upline_lowered'],
    ])
    const recruit = await login(server.url, 'northrecruit', 'Secret123!')
    expect((await contracts(recruit)).mine.map((c: any) => [c.rate, c.status, c.endReason])).toEqual([
      [0.15, 'ended', 'upline_lowered'],
    ])
    // Contracts of other kinds and at or below the new rate stay: subagent's daily is untouched.
    expect(active((await contracts(sub)).mine, 'daily').rate).toBe(0.5)
    // AGENT-3: north's link still says 0.15, but north holds no real-time rate now: no contract.
    expect((await registerWith(link.code, 'northlate')).body.success).toBe(true)
    const late = await login(server.url, 'northlate', 'Secret123!')
    expect((await contracts(late)).mine).toEqual([])
  })

  it('a lower rate that covers the downline ends nothing, and the consent says so', async () => {
    const agent = await login(server.url, 'agent', 'Agent1234!')
    const sub = await login(server.url, 'subagent', 'Team1234!')
    await post(`${R}/contracts/offer`, agent, {
      downlineId: await idOf('subagent'),
      kind: 'realtime',
      rate: 0.2,
    })
    const request = (await contracts(sub)).requests.find((r: any) => r.status === 'pending')
    expect(request).toMatchObject({ replacesRate: 0.3, ends: [] })
    await post(`${R}/contracts/decide`, sub, { requestId: request.id, action: 'accept' })
    const north = await login(server.url, 'subagent_north', 'Team1234!')
    expect(active((await contracts(north)).mine, 'realtime').rate).toBe(0.2)
  })
})

describe('contract rates checked (AGENT-17, AGENT-21)', () => {
  const BAD: [unknown, string][] = [
    ['0.123', 'RATE_DECIMALS'],
    [0.123, 'RATE_DECIMALS'],
    ['6', 'RATE_RANGE'],
    ['0', 'RATE_RANGE'],
    ['-1', 'RATE_INVALID'],
    ['0x1', 'RATE_INVALID'],
    ['1e-1', 'RATE_INVALID'],
    [1e-7, 'RATE_INVALID'],
    [' ', 'RATE_INVALID'],
  ]

  it('the server hands out its bounds and refuses bad offer rates and conditions with the field named, offering nothing', async () => {
    const agent = await login(server.url, 'agent', 'Agent1234!')
    const subId = await idOf('subagent')
    const before = await contracts(agent)
    expect(before.rateBounds).toEqual({
      dividend: { min: 0.01, max: 100 },
      daily: { min: 0.01, max: 5 },
      hourly: { min: 0.01, max: 5 },
      realtime: { min: 0.01, max: 5 },
    })
    for (const [rate, code] of BAD) {
      const { body } = await post(`${R}/contracts/offer`, agent, {
        downlineId: subId,
        kind: 'realtime',
        rate,
      })
      expect(body, String(rate)).toMatchObject({ success: false, errorCode: code, value: { field: 'rate' } })
    }
    const range = (
      await post(`${R}/contracts/offer`, agent, {
        downlineId: subId,
        kind: 'dividend',
        rate: '100.01',
        payPeriod: 'W',
      })
    ).body
    expect(range).toMatchObject({
      errorCode: 'RATE_RANGE',
      message: 'Please enter a rate from 0.01 to 100',
      value: { field: 'rate', min: 0.01, max: 100 },
    })
    const conditions: [string, string][] = [
      ['activeMembers', '1.5'],
      ['activeMembers', '-1'],
      ['validBet', '0x10'],
      ['profitLoss', '1e3'],
      ['betAmount', '10.001'],
    ]
    for (const [field, value] of conditions)
      expect(
        (
          await post(`${R}/contracts/offer`, agent, {
            downlineId: subId,
            kind: 'daily',
            rate: '0.2',
            [field]: value,
          })
        ).body,
        `${field} ${value}`,
      ).toMatchObject({ errorCode: 'FIELD_INVALID', value: { field } })
    expect(await contracts(agent)).toEqual(before)
  })

  it('refuses bad invitation rates the same way, making no link', async () => {
    const agent = await login(server.url, 'agent', 'Agent1234!')
    const before = (await get(`${R}/invites`, agent)).body.value.list
    for (const [rate, code] of BAD.filter(([r]) => r !== '0')) {
      const { body } = await post(`${R}/invites`, agent, { type: 'agent', rate })
      expect(body, String(rate)).toMatchObject({ success: false, errorCode: code })
    }
    expect((await get(`${R}/invites`, agent)).body.value.list).toEqual(before)
  })
})

describe('settlement under parallel runs (AGENT-16)', () => {
  it('20 parallel settlements pay each due period once, and the balance moves by exactly what was paid', async () => {
    const agent = await login(server.url, 'agent', 'Agent1234!')
    await demo(server.url, 'POST', '/demo/api/agent/team-bets', { stake: 500 })
    await demo(server.url, 'POST', '/demo/api/agent/clock', { advance: 'day' })
    const before = (await api(server.url, '/wps/member/info', { token: agent })).body.value.balance
    const runs = await Promise.all(
      Array.from({ length: 20 }, () => demo(server.url, 'POST', '/demo/api/agent/settle')),
    )
    const payments = runs.flatMap((r: any) => r.payments)
    const keys = payments.map((p: any) => `${p.agentId}|${p.kind}|${p.period}`)
    expect(keys.length).toBeGreaterThan(0)
    expect(new Set(keys).size).toBe(keys.length)
    const mine = payments.filter((p: any) => p.agentId === '10000002')
    expect(mine.some((p: any) => p.kind === 'daily')).toBe(true)
    const total = Math.round(mine.reduce((sum: number, p: any) => sum + p.amount, 0) * 100) / 100
    const after = (await api(server.url, '/wps/member/info', { token: agent })).body.value.balance
    expect(Math.round((after - before) * 100) / 100).toBe(total)
    expect((await demo(server.url, 'POST', '/demo/api/agent/settle')).payments).toEqual([])
  })
})
