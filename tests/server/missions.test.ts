// @vitest-environment node
// Missions and their leaderboards on the reference server (MEMBER-13, MEMBER-35): progress computed
// from the real rows (the betting record's settled stakes, the account record's DEPOSIT lines) in the
// mission's period, a claim only when complete and only once (credited with an account-record line),
// a token needed, and other members' usernames masked. On the spec's calls: the summary (API-53) and
// each mission's leaderboard (API-54).
import { describe, expect, it } from 'vitest'
import { api, demo, login, useServer } from './helpers'

const server = useServer()
const relay = (name: string, token: string | undefined, body?: unknown) =>
  api(server.url, `/wps/relay/${name}`, { token, body })
const missions = async (token: string) =>
  (await relay('MCSFE_getMissionSummaryDetails', token)).body.value.list as any[]
const leaderboard = async (token: string, id: number) =>
  (await relay(`MCSFE_getMissionLeaderboard?missionId=${id}`, token)).body.value
const balance = async (token: string) =>
  (await api(server.url, '/wps/member/info', { token })).body.value.balance as number

/** Rows of one account-record type, read page by page through the records call. */
async function records(
  token: string,
  type: string,
): Promise<{ amount: number; createdAt: number; remark: string }[]> {
  const rows: any[] = []
  for (let page = 1; ; page++) {
    const { body } = await api(
      server.url,
      `/wps/relay/ODSFE2_MemTransDet?type=${type}&pageNo=${page}&pageSize=50`,
      { token },
    )
    rows.push(...body.value.list)
    if (body.value.list.length < 50) return rows
  }
}

/** Settled stakes in [from, to) from the betting record, optionally of one game type. */
async function settledStakes(token: string, from: number, to: number, gameType?: string): Promise<number> {
  let sum = 0
  for (let page = 1; ; page++) {
    const { body } = await api(
      server.url,
      `/wps/relay/ODSFE2_betRecord?startTime=${from}&endTime=${to - 1}&pageNo=${page}&pageSize=50`,
      { token },
    )
    for (const bet of body.value.list)
      if (bet.status === 'SETTLED' && (!gameType || bet.gameType === gameType)) sum += bet.stake
    if (body.value.list.length < 50) return Math.round(sum * 100) / 100
  }
}

async function approvedDeposit(token: string, amount: number) {
  const { body } = await api(server.url, '/wps/relay/PAY_createDeposit', {
    token,
    modId: 'DEPOSIT3',
    body: { channelId: 'BANK', amount: String(amount) },
  })
  await demo(server.url, 'POST', `/demo/api/wallet/deposits/${body.value.reference}/approve`)
}

describe('missions (MEMBER-13, API-53)', () => {
  it("computes each bet mission's progress from the settled bets of its period", async () => {
    const token = await login(server.url, 'demo', 'Demo1234!')
    const list = await missions(token)
    expect(list.map((m) => m.title)).toContain('Bet Rs 5,000 on slots this week')
    for (const m of list.filter((m) => m.kind === 'BET_AMOUNT')) {
      expect(m.periodEnd).toBeGreaterThan(Date.now())
      expect(m.periodStart).toBeLessThanOrEqual(Date.now())
      expect(m.progress).toBe(await settledStakes(token, m.periodStart, m.periodEnd, m.gameType ?? undefined))
      expect(m.status).toBe(m.progress >= m.target ? 'claimable' : 'open')
    }
  })

  it('counts approved deposits; a complete mission is claimed once and credits the balance with an account-record line', async () => {
    const token = await login(server.url, 'demo', 'Demo1234!')
    const find = async () => (await missions(token)).find((m) => m.kind === 'DEPOSIT_COUNT')
    const before = await find()
    const deposits = await records(token, 'DEPOSIT')
    const inPeriod = (r: any) => r.createdAt >= before.periodStart && r.createdAt < before.periodEnd
    expect(before.progress).toBe(deposits.filter(inPeriod).length)
    await approvedDeposit(token, 500)
    await approvedDeposit(token, 700)
    const after = await find()
    expect(after.progress).toBe(before.progress + 2)
    expect(after.status).toBe('claimable')
    const start = await balance(token)
    const claim = await relay('MISSION_claim', token, { id: after.id })
    expect(claim.body.success).toBe(true)
    expect(claim.body.value.claimed).toBe(after.reward)
    expect(claim.body.value.balance).toBe(Math.round((start + after.reward) * 100) / 100)
    expect(claim.body.value.list.find((m: any) => m.id === after.id).status).toBe('claimed')
    expect(await balance(token)).toBe(claim.body.value.balance)
    const again = await relay('MISSION_claim', token, { id: after.id })
    expect(again.body).toMatchObject({ success: false, errorCode: 'MISSION_CLAIMED' })
    expect(await balance(token)).toBe(claim.body.value.balance)
    const bonus = (await records(token, 'BONUS')).filter((r) => r.remark === `Mission: ${after.title}`)
    expect(bonus.map((r) => r.amount)).toEqual([after.reward])
  })

  it('refuses a claim before the mission is complete, an unknown mission, and a caller without a token', async () => {
    const token = await login(server.url, 'demo', 'Demo1234!')
    const open = (await missions(token)).find((m) => m.status === 'open')
    expect(open).toBeTruthy()
    const start = await balance(token)
    expect((await relay('MISSION_claim', token, { id: open.id })).body).toMatchObject({
      success: false,
      errorCode: 'MISSION_NOT_COMPLETE',
    })
    expect((await relay('MISSION_claim', token, { id: 999 })).body).toMatchObject({
      success: false,
      errorCode: 'NOT_FOUND',
    })
    expect(await balance(token)).toBe(start)
    for (const [name, body] of [
      ['MCSFE_getMissionSummaryDetails', undefined],
      [`MCSFE_getMissionLeaderboard?missionId=${open.id}`, undefined],
      ['MISSION_claim', { id: open.id }],
    ] as const) {
      const answer = await relay(name, undefined, body)
      expect(answer.body.success).toBe(false)
    }
  })
})

describe('mission leaderboards (MEMBER-35, API-54)', () => {
  it("ranks members by progress in the period, masks usernames and shows the caller's own rank", async () => {
    const demoToken = await login(server.url, 'demo', 'Demo1234!')
    const agentToken = await login(server.url, 'agent', 'Agent1234!')
    const mine = (await missions(demoToken)).find((m) => m.id === 3)
    const theirs = (await missions(agentToken)).find((m) => m.id === 3)
    const board = await leaderboard(demoToken, 3)
    const theirBoard = await leaderboard(agentToken, 3)
    expect(board.missionId).toBe(3)
    expect(board.top.length).toBeGreaterThanOrEqual(2)
    expect(board.top.length).toBeLessThanOrEqual(10)
    const progress = board.top.map((r: any) => r.progress)
    expect(progress).toEqual([...progress].sort((a, b) => b - a))
    // Each member's progress on the board is what that member's own list says.
    const demoRow = board.top.find((r: any) => r.me)
    expect(demoRow).toMatchObject({ name: 'de***o', progress: mine.progress, rank: board.me.rank })
    // The agent's own team (as seeded for the agent centre) may push the agent off the top ten: then its own rank says so.
    const agentRow = board.top.find((r: any) => r.name === 'ag***t')
    if (agentRow) {
      expect(agentRow.progress).toBe(theirs.progress)
      expect(theirBoard.me.rank).toBe(theirBoard.top.find((r: any) => r.me).rank)
    } else {
      expect(theirBoard.me.rank ?? Infinity).toBeGreaterThan(board.top.length)
      expect(theirBoard.top.some((r: any) => r.me)).toBe(false)
    }
    expect(JSON.stringify(board)).not.toMatch(/"(demo|agent)"/)
    for (const row of board.top) expect(row.name).toMatch(/^.{1,2}\*\*\*.?$/)
  })

  it('leaves out members with no progress: the caller is unranked until they make some', async () => {
    // `expired` has no bets; its session answers only a password change until it is done (LOGIN-29).
    const token = await login(server.url, 'expired', 'Expired1234!')
    const changed = await api(server.url, '/wps/member/password', {
      token,
      body: { oldPassword: 'Expired1234!', newPassword: 'Renewed1234!', confirmNewPassword: 'Renewed1234!' },
    })
    expect(changed.body.success).toBe(true)
    const list = await missions(token)
    expect(list.length).toBeGreaterThan(0)
    for (const m of list) {
      expect(m.progress).toBe(0)
      const board = await leaderboard(token, m.id)
      expect(board.me.rank).toBeNull()
      expect(board.top.some((r: any) => r.me)).toBe(false)
    }
  })

  it('refuses the leaderboard of an unknown mission', async () => {
    const token = await login(server.url, 'demo', 'Demo1234!')
    for (const query of ['?missionId=999', ''])
      expect((await relay(`MCSFE_getMissionLeaderboard${query}`, token)).body).toMatchObject({
        success: false,
        errorCode: 'NOT_FOUND',
      })
  })
})
