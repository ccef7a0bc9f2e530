// @vitest-environment node
// The agent centre on the reference server: AGENT-2 figures from the records, ROLE-10/12/15
// the not-agent refusal, AGENT-17..22 contracts, AGENT-16 settlement paid once, AGENT-23 the policy flag.
import { describe, expect, it } from 'vitest'
import { api, captchaKey, demo, login, setSettings, solveCaptcha, useServer } from './helpers'

const server = useServer()
const DAY = 86_400_000
const R = '/wps/relay/agent'

const agentToken = () => login(server.url, 'agent', 'Agent1234!')
const get = (path: string, token: string, modId = 'COMM3') => api(server.url, path, { token, modId })
const post = (path: string, token: string, body: unknown) => api(server.url, path, { token, body })

// API-27 consolidated funds is not here: every real member reads their wallets there (MEMBER-2,
// wallet-transfer.test.ts); only the contract flags in it are an agent's (the test below).
const AGENT_CALLS: [string, 'GET' | 'POST'][] = [
  ['/wps/relay/MCS2_processDividendReq', 'GET'],
  ['/wps/relay/MCS2_processDailySalContract', 'GET'],
  ['/wps/relay/MCS2_processContractHourSalary', 'POST'],
  ['/wps/relay/MCSFE_processRealTimeSalaryContract', 'POST'],
  [`${R}/notices`, 'GET'],
  [`${R}/overview?startTime=0&endTime=1`, 'GET'],
  [`${R}/downline`, 'GET'],
  [`${R}/register`, 'POST'],
  [`${R}/invites`, 'GET'],
  [`${R}/teamBets?startTime=0&endTime=1`, 'GET'],
  [`${R}/teamTransfers?startTime=0&endTime=1`, 'GET'],
  [`${R}/userLoss?startTime=0&endTime=1`, 'GET'],
  [`${R}/income?startTime=0&endTime=1`, 'GET'],
  [`${R}/accountDetails?startTime=0&endTime=1`, 'GET'],
  [`${R}/contracts`, 'GET'],
  [`${R}/contracts/offer`, 'POST'],
  [`${R}/contracts/decide`, 'POST'],
  [`${R}/contracts/terminate`, 'POST'],
  [`${R}/contracts/withdraw`, 'POST'],
  [`${R}/downline/status`, 'POST'],
  [`${R}/downline/status?memberId=x`, 'GET'],
  [`${R}/trend?startTime=0`, 'GET'],
]

describe('who may call the agent centre (ROLE-10, ROLE-12, ROLE-15, C-8)', () => {
  it('refuses every agent call to a member and a trial member with the not-agent error, and to a visitor with 401', async () => {
    const member = await login(server.url, 'demo', 'Demo1234!')
    const trial = (
      await api(server.url, '/wps/session/login/freeplay', {
        body: { os: 'web', platform: 'W' },
        modId: 'FREEPLAY3',
      })
    ).body.value.token as string
    for (const [path, method] of AGENT_CALLS) {
      for (const token of [member, trial]) {
        const { body } = await api(server.url, path, {
          token,
          method,
          body: method === 'POST' ? {} : undefined,
        })
        expect(body, path).toMatchObject({
          success: false,
          errorCode: 'NOT_AGENT',
          message: 'Non-agents cannot log in',
        })
      }
      const visitor = await api(server.url, path, { method, body: method === 'POST' ? {} : undefined })
      expect(visitor.status, path).toBe(401)
    }
  })

  it('loads consolidated funds with the contract flags only while the agent-policy flag is on (AGENT-23, FLAG-5, FLAG-24..27)', async () => {
    const token = await agentToken()
    const on = (await get('/wps/member/info/funds/consolidated', token)).body
    expect(on.value).toMatchObject({
      divtypereq: true,
      dailysalreqtype: true,
      contracthoursalreq: true,
      realtimesalreqtype: true,
    })
    const quetta = await login(server.url, 'quetta_agent', 'Team1234!')
    expect((await get('/wps/member/info/funds/consolidated', quetta)).body.value).toMatchObject({
      divtypereq: false,
      dailysalreqtype: true,
      realtimesalreqtype: false,
    })
    // FLAG-26: without an hourly contract the hourly call answers no contract.
    expect((await post('/wps/relay/MCS2_processContractHourSalary', quetta, {})).body.errorCode).toBe(
      'NO_CONTRACT',
    )
    await setSettings(server.url, { whitelabel: { AGENTPOLICY: false } })
    const off = (await get('/wps/member/info/funds/consolidated', token)).body
    expect(off.success).toBe(true)
    expect(off.value).not.toHaveProperty('divtypereq')
    const member = await login(server.url, 'demo', 'Demo1234!')
    expect((await get('/wps/member/info/funds/consolidated', member)).body.value).not.toHaveProperty(
      'divtypereq',
    )
    expect((await get(`${R}/contracts`, token)).body.errorCode).toBe('POLICY_OFF')
  })
})

describe('team overview (AGENT-2)', () => {
  it('answers figures that equal the sums of the underlying records, recomputed here from the tables', async () => {
    const token = await agentToken()
    const db = server.instance!.db
    const end = Date.now()
    const start = end - 30 * DAY
    const { body } = await get(`${R}/overview?startTime=${start}&endTime=${end}`, token)
    expect(body.success).toBe(true)
    // The team, walked level by level in JS (not the server's recursive query).
    const links = db.prepare('SELECT member_id, upline_id FROM agent_links').all() as {
      member_id: string
      upline_id: string
    }[]
    const team: string[] = []
    let level = ['10000002']
    while (level.length) {
      level = links.filter((l) => level.includes(l.upline_id)).map((l) => l.member_id)
      team.push(...level)
    }
    expect(team.length).toBeGreaterThanOrEqual(25)
    const inTeam = new Set(team)
    const bets = (db.prepare('SELECT * FROM member_bets').all() as any[]).filter(
      (b) => inTeam.has(b.member_id) && b.bet_time >= start && b.bet_time <= end,
    )
    const moves = db.prepare('SELECT * FROM member_transactions ORDER BY created_at, id').all() as any[]
    const teamMoves = moves.filter((t) => inTeam.has(t.member_id))
    const inRange = teamMoves.filter((t) => t.created_at >= start && t.created_at <= end)
    const sum = (xs: any[], f: (x: any) => number) => Math.round(xs.reduce((a, x) => a + f(x), 0) * 100) / 100
    const firstDeposit = new Map<string, any>()
    for (const t of teamMoves)
      if (t.type === 'DEPOSIT' && !firstDeposit.has(t.member_id)) firstDeposit.set(t.member_id, t)
    const members = db.prepare('SELECT id, created_at FROM members').all() as any[]
    const payments = db
      .prepare("SELECT amount, created_at FROM agent_payments WHERE agent_id = '10000002'")
      .all() as any[]
    expect(body.value).toMatchObject({
      teamSize: team.length,
      direct: links.filter((l) => l.upline_id === '10000002').length,
      newMembers: members.filter((m) => inTeam.has(m.id) && m.created_at >= start && m.created_at <= end)
        .length,
      activeMembers: new Set(bets.map((b) => b.member_id)).size,
      betCount: bets.length,
      bets: sum(bets, (b) => b.stake),
      validBets: sum(
        bets.filter((b) => b.status === 'SETTLED'),
        (b) => b.stake,
      ),
      teamProfitLoss: sum(bets, (b) => b.win_loss),
      deposits: sum(
        inRange.filter((t) => t.type === 'DEPOSIT'),
        (t) => t.amount,
      ),
      withdrawals: -sum(
        inRange.filter((t) => t.type === 'WITHDRAW'),
        (t) => t.amount,
      ),
      firstDeposits: [...firstDeposit.values()].filter((t) => t.created_at >= start && t.created_at <= end)
        .length,
      myIncome: sum(
        payments.filter((p) => p.created_at >= start && p.created_at <= end),
        (p) => p.amount,
      ),
    })
    expect(body.value.bets).toBeGreaterThan(0)
    expect(body.value.deposits).toBeGreaterThan(0)
    expect(body.value.myIncome).toBeGreaterThan(0)
    // At most 31 days (the records' rule).
    expect(
      (await get(`${R}/overview?startTime=${end - 40 * DAY}&endTime=${end}`, token)).body.errorCode,
    ).toBe('DATE_RANGE_TOO_LONG')
  })
})

describe('downline (AGENT-4)', () => {
  it('lists direct or all levels, drills into a sub-agent with the path back up, and refuses outside the team', async () => {
    const token = await agentToken()
    const direct = (await get(`${R}/downline?pageSize=50`, token)).body.value
    expect(direct.list.every((r: any) => r.level === 1)).toBe(true)
    const all = (await get(`${R}/downline?scope=all&pageSize=50`, token)).body.value
    expect(Math.max(...all.list.map((r: any) => r.level))).toBeGreaterThanOrEqual(3)
    const north = all.list.find((r: any) => r.account === 'subagent_north')
    const drilled = (await get(`${R}/downline?parentId=${north.id}`, token)).body.value
    expect(drilled.path.map((p: any) => p.account)).toEqual(['agent', 'subagent', 'subagent_north'])
    expect(drilled.list.map((r: any) => r.account)).toEqual(['lahore_p1', 'lahore_p2', 'lahore_p3'])
    expect(drilled.list[0]).toMatchObject({
      level: 3,
      status: 'active',
      balance: expect.any(Number),
      deposits: expect.any(Number),
    })
    const sub = await login(server.url, 'subagent', 'Team1234!')
    const outside = await get(
      `${R}/downline?parentId=${all.list.find((r: any) => r.account === 'karachi_agent').id}`,
      sub,
    )
    expect(outside.body.errorCode).toBe('NOT_IN_TEAM')
    const search = (await get(`${R}/downline?scope=all&account=lahore_p`, token)).body.value
    expect(search.total).toBe(5)
  })

  it('opens a downline account under the register rules (AGENT-3)', async () => {
    const token = await agentToken()
    const bad = await post(`${R}/register`, token, { username: 'x', password: 'Short1!', type: 'member' })
    expect(bad.body.success).toBe(false)
    const made = await post(`${R}/register`, token, {
      username: 'newteam01',
      password: 'Newteam1234!',
      type: 'agent',
    })
    expect(made.body).toMatchObject({ success: true, value: { account: 'newteam01', type: 'agent' } })
    const again = await post(`${R}/register`, token, {
      username: 'newteam01',
      password: 'Newteam1234!',
      type: 'member',
    })
    expect(again.body.errorCode).toBe('USERNAME_TAKEN')
    const direct = (await get(`${R}/downline?account=newteam01`, token)).body.value
    expect(direct.list[0]).toMatchObject({ account: 'newteam01', level: 1, isAgent: true })
  })
})

describe('invitation links (AGENT-3)', () => {
  it('makes a link, registers through it into the team (agent type, one use), and refuses it once off', async () => {
    const token = await agentToken()
    const made = (await post(`${R}/invites`, token, { type: 'agent', rate: 0.2 })).body.value
    expect(made).toMatchObject({
      type: 'agent',
      rate: 0.2,
      uses: 0,
      enabled: true,
      code: expect.stringMatching(/^[A-Z2-9]{8}$/),
    })
    expect((await post(`${R}/invites`, token, { type: 'agent', rate: 0.9 })).body.errorCode).toBe(
      'RATE_ABOVE_UPLINE',
    )
    await setSettings(server.url, { register: { regExp: { mobileNum: { enabled: false } } } })
    const register = async (username: string) => {
      const key = captchaKey()
      return api(server.url, '/wps/member/register', {
        method: 'PUT',
        modId: 'REG3',
        body: {
          username,
          password: 'Secret123!',
          confirmPassword: 'Secret123!',
          affiliateCode: made.code,
          termsAccepted: true,
          ageConfirmed: true,
          birthday: '1990-01-01',
          captchaKey: key,
          captcha: await solveCaptcha(server.url, key),
        },
      })
    }
    const first = (await register('invited01')).body
    expect(first, JSON.stringify(first)).toMatchObject({ success: true })
    const row = (await get(`${R}/downline?account=invited01`, token)).body.value.list[0]
    expect(row).toMatchObject({ account: 'invited01', level: 1, isAgent: true })
    expect(
      (await get(`${R}/invites`, token)).body.value.list.find((i: any) => i.code === made.code).uses,
    ).toBe(1)
    await post(`${R}/invites/toggle`, token, { code: made.code, enabled: false })
    expect((await register('invited02')).body.errorCode).toBe('INVITATION_CODE_ERROR')
  })
})

describe('contracts (AGENT-17..22)', () => {
  it('a lower-rate offer accepted by the downline ends the existing contract; above the upline rate is refused', async () => {
    const token = await agentToken()
    const sub = await login(server.url, 'subagent', 'Team1234!')
    const all = (await get(`${R}/downline?scope=all&pageSize=50`, token)).body.value
    const subId = all.list.find((r: any) => r.account === 'subagent').id
    const northId = all.list.find((r: any) => r.account === 'subagent_north').id
    // Rate above mine (0.5) and an agent that is not direct: refused.
    expect(
      (await post(`${R}/contracts/offer`, token, { downlineId: subId, kind: 'realtime', rate: 0.6 })).body
        .errorCode,
    ).toBe('RATE_ABOVE_UPLINE')
    expect(
      (await post(`${R}/contracts/offer`, token, { downlineId: northId, kind: 'realtime', rate: 0.1 })).body
        .errorCode,
    ).toBe('NOT_DIRECT')
    const offered = await post(`${R}/contracts/offer`, token, {
      downlineId: subId,
      kind: 'realtime',
      rate: 0.2,
    })
    expect(offered.body.value).toMatchObject({ status: 'offered', rate: 0.2 })
    expect(
      (await post(`${R}/contracts/offer`, token, { downlineId: subId, kind: 'realtime', rate: 0.1 })).body
        .errorCode,
    ).toBe('OFFER_PENDING')
    const before = (await get(`${R}/contracts`, sub)).body.value
    const incoming = before.requests.find(
      (r: any) => r.direction === 'incoming' && r.status === 'pending' && r.contract.kind === 'realtime',
    )
    expect(incoming).toMatchObject({ type: 'new', fromAccount: 'agent', contract: { rate: 0.2 } })
    expect(before.mine.find((c: any) => c.kind === 'realtime' && c.status === 'active').rate).toBe(0.3)
    // Only the addressee may answer.
    expect(
      (await post(`${R}/contracts/decide`, token, { requestId: incoming.id, action: 'accept' })).body
        .errorCode,
    ).toBe('NOT_FOUND')
    const after = (await post(`${R}/contracts/decide`, sub, { requestId: incoming.id, action: 'accept' }))
      .body.value
    const realtime = after.mine.filter((c: any) => c.kind === 'realtime')
    expect(realtime.map((c: any) => [c.rate, c.status, c.endReason])).toEqual([
      [0.2, 'active', null],
      [0.3, 'ended', 'replaced'],
    ])
    expect(
      (await post(`${R}/contracts/decide`, sub, { requestId: incoming.id, action: 'reject' })).body.errorCode,
    ).toBe('REQUEST_DONE')
  })

  it('a termination asked by the downline ends the contract when the upline accepts; a rejected offer changes nothing', async () => {
    const token = await agentToken()
    const karachi = await login(server.url, 'karachi_agent', 'Team1234!')
    const quetta = await login(server.url, 'quetta_agent', 'Team1234!')
    const mine = (await get(`${R}/contracts`, token)).body.value
    const ask = mine.requests.find(
      (r: any) => r.direction === 'incoming' && r.type === 'terminate' && r.status === 'pending',
    )
    expect(ask).toMatchObject({ fromAccount: 'karachi_agent', contract: { kind: 'hourly' } })
    await post(`${R}/contracts/decide`, token, { requestId: ask.id, action: 'accept' })
    expect(
      (await get(`${R}/contracts`, karachi)).body.value.mine.find((c: any) => c.kind === 'hourly').status,
    ).toBe('terminated')
    expect((await post('/wps/relay/MCS2_processContractHourSalary', karachi, {})).body.errorCode).toBe(
      'NO_CONTRACT',
    )
    const offer = (await get(`${R}/contracts`, quetta)).body.value.requests.find(
      (r: any) => r.status === 'pending',
    )
    await post(`${R}/contracts/decide`, quetta, { requestId: offer.id, action: 'reject' })
    const flags = (await get('/wps/member/info/funds/consolidated', quetta)).body.value
    expect(flags.realtimesalreqtype).toBe(false)
    // Either side may ask; a second request waits for the first.
    const daily = (await get(`${R}/contracts`, quetta)).body.value.mine.find((c: any) => c.kind === 'daily')
    expect((await post(`${R}/contracts/terminate`, quetta, { contractId: daily.id })).body.success).toBe(true)
    expect((await post(`${R}/contracts/terminate`, token, { contractId: daily.id })).body.errorCode).toBe(
      'TERMINATION_PENDING',
    )
  })
})

describe('settlement (AGENT-16, API-30..33)', () => {
  it('pays each completed period once into the ledger, shown in income and account details; overlapping runs never pay twice', async () => {
    const token = await agentToken()
    const before = (await get('/wps/member/info', token)).body.value.balance
    const [first, overlap] = await Promise.all([
      demo(server.url, 'POST', '/demo/api/agent/settle'),
      demo(server.url, 'POST', '/demo/api/agent/settle'),
    ])
    const paid = [...first.payments, ...overlap.payments].filter((p: any) => p.agentId === '10000002')
    expect(paid.some((p: any) => p.kind === 'realtime')).toBe(true)
    const keys = paid.map((p: any) => `${p.kind}|${p.period}`)
    expect(new Set(keys).size).toBe(keys.length)
    const total = Math.round(paid.reduce((a: number, p: any) => a + p.amount, 0) * 100) / 100
    const after = (await get('/wps/member/info', token)).body.value.balance
    expect(Math.round((after - before) * 100) / 100).toBe(total)
    expect((await demo(server.url, 'POST', '/demo/api/agent/settle')).payments).toEqual([])

    const now = Date.now()
    const q = `startTime=${now - DAY}&endTime=${now + DAY}&pageSize=50`
    const rt = paid.find((p: any) => p.kind === 'realtime')
    const income = (await get(`${R}/income?${q}&kind=realtime`, token)).body.value
    expect(income.list.filter((p: any) => p.period === rt.period)).toHaveLength(1)
    expect(income.list.find((p: any) => p.period === rt.period)).toMatchObject({
      amount: rt.amount,
      rate: 0.5,
    })
    const details = (await get(`${R}/accountDetails?${q}`, token)).body.value
    const lines = details.list.filter((l: any) => l.remark === `Real-time salary ${rt.period}`)
    expect(lines).toHaveLength(1)
    expect(lines[0].amount).toBe(rt.amount)
    expect(details.list[0].balance).toBe(after)
    // Running balance: each line's balance less its amount is the next (older) line's balance.
    for (let i = 0; i + 1 < details.list.length; i++)
      expect(Math.round((details.list[i].balance - details.list[i].amount) * 100) / 100).toBe(
        details.list[i + 1].balance,
      )
    const salary = (await post('/wps/relay/MCSFE_processRealTimeSalaryContract', token, {})).body.value
    expect(salary.contract).toMatchObject({ kind: 'realtime', rate: 0.5 })
    expect(salary.list.some((p: any) => p.period === rt.period)).toBe(true)
  })

  it('pays the next period after the demo clock moves forward, and never without a new completed period', async () => {
    await demo(server.url, 'POST', '/demo/api/agent/settle')
    // The team plays now: today's period has bets however early in the UTC day the test runs.
    const played = await demo(server.url, 'POST', '/demo/api/agent/team-bets', { stake: 1000 })
    expect(played.bettors).toBeGreaterThanOrEqual(3)
    const { clock } = await demo(server.url, 'POST', '/demo/api/agent/clock', { advance: 'day' })
    expect(clock).toBeGreaterThan(Date.now() + DAY - 60_000)
    const next = await demo(server.url, 'POST', '/demo/api/agent/settle')
    // Today's daily salary becomes due once the day has passed.
    expect(next.payments.some((p: any) => p.agentId === '10000002' && p.kind === 'daily')).toBe(true)
    expect((await demo(server.url, 'POST', '/demo/api/agent/settle')).payments).toEqual([])
  })
})
