// @vitest-environment node
// The player rank on the reference server (MEMBER-16): every player ranked by turnover — the stakes of
// the settled bets the server holds — in today / this week / this month, the top 20 with masked
// usernames, the caller's own row; refused without a token and for a period it does not know.
import { describe, expect, it } from 'vitest'
import { api, demo, login, useServer } from './helpers'

const server = useServer()
const PERIODS = ['DAY', 'WEEK', 'MONTH'] as const
const rank = (token: string | undefined, period: string) =>
  api(server.url, `/wps/relay/RANK_playerTurnover?period=${period}`, { token })

/** Settled stakes in [from, to) from the member's own betting record. */
async function settledStakes(token: string, from: number, to: number): Promise<number> {
  let sum = 0
  for (let page = 1; ; page++) {
    const { body } = await api(
      server.url,
      `/wps/relay/ODSFE2_betRecord?startTime=${from}&endTime=${to - 1}&pageNo=${page}&pageSize=50`,
      { token },
    )
    for (const bet of body.value.list) if (bet.status === 'SETTLED') sum += bet.stake
    if (body.value.list.length < 50) return Math.round(sum * 100) / 100
  }
}

describe('player rank (MEMBER-16)', () => {
  it("ranks players by the turnover of their settled bets in the period; the member's own turnover is their betting record's", async () => {
    const token = await login(server.url, 'demo', 'Demo1234!')
    for (const period of PERIODS) {
      const { body } = await rank(token, period)
      expect(body.success).toBe(true)
      const value = body.value
      expect(value.period).toBe(period)
      expect(value.periodStart).toBeLessThanOrEqual(Date.now())
      expect(value.periodEnd).toBeGreaterThan(Date.now())
      expect(value.me.turnover).toBe(await settledStakes(token, value.periodStart, value.periodEnd))
      expect(value.top.length).toBeGreaterThanOrEqual(2)
      expect(value.top.length).toBeLessThanOrEqual(20)
      expect(value.ranked).toBeGreaterThanOrEqual(value.top.length)
      const turnovers = value.top.map((r: any) => r.turnover)
      expect(turnovers).toEqual([...turnovers].sort((a, b) => b - a))
      // Competition ranking: a row's rank is one more than the rows with more turnover.
      for (const row of value.top)
        expect(row.rank).toBe(value.top.filter((o: any) => o.turnover > row.turnover).length + 1)
      const mine = value.top.find((r: any) => r.me)
      if (mine)
        expect(mine).toMatchObject({ name: 'de***o', rank: value.me.rank, turnover: value.me.turnover })
      else expect(value.me.rank ?? Infinity).toBeGreaterThan(20)
    }
  })

  it("shows another player's turnover as that player's own rank says, with every name masked", async () => {
    // The seed's agent team outplays the agent: a settled bet now puts the agent in the top 20.
    expect(
      await demo(server.url, 'POST', '/demo/api/protection/bet', { username: 'agent', stake: 100_000 }),
    ).toMatchObject({ stake: 100_000 })
    const demoToken = await login(server.url, 'demo', 'Demo1234!')
    const agentToken = await login(server.url, 'agent', 'Agent1234!')
    const { value: seen } = (await rank(demoToken, 'MONTH')).body
    const { value: theirs } = (await rank(agentToken, 'MONTH')).body
    expect(theirs.me.name).toBe('ag***t')
    expect(theirs.me.rank).toBeLessThanOrEqual(20)
    const agentRow = seen.top.find((r: any) => r.name === 'ag***t')
    expect(agentRow).toMatchObject({ rank: theirs.me.rank, turnover: theirs.me.turnover, me: false })
    expect(JSON.stringify(seen)).not.toMatch(/"(demo|agent)"/)
    for (const row of seen.top) expect(row.name).toMatch(/^.{1,2}\*\*\*.?$/)
  })

  it('leaves a player without settled bets unranked', async () => {
    // `expired` has no bets; its session answers only a password change until it is done (LOGIN-29).
    const token = await login(server.url, 'expired', 'Expired1234!')
    await api(server.url, '/wps/member/password', {
      token,
      body: { oldPassword: 'Expired1234!', newPassword: 'Renewed1234!', confirmNewPassword: 'Renewed1234!' },
    })
    const { value } = (await rank(token, 'MONTH')).body
    expect(value.me).toMatchObject({ rank: null, turnover: 0, name: 'ex***d' })
    expect(value.top.some((r: any) => r.me)).toBe(false)
  })

  it('refuses a visitor and a period it does not know', async () => {
    expect((await rank(undefined, 'DAY')).body.success).toBe(false)
    const token = await login(server.url, 'demo', 'Demo1234!')
    const answer = await rank(token, 'YEAR')
    expect(answer.status).toBe(400)
    expect(answer.body).toMatchObject({ success: false, errorCode: 'BAD_REQUEST' })
  })
})
