// @vitest-environment node
// The member's benefits on the reference server: VIP levels and progress from real totals (MEMBER-17,
// MEMBER-26), the manual rebate computed from unrebated turnover × the level's rate and paid once
// (MEMBER-15), each behind its flag (FLAG-2, FLAG-3), a token, and the caller's own rows only.
import { describe, expect, it } from 'vitest'
import { api, demo, login, setSettings, useServer } from './helpers'

const server = useServer()
const relay = (name: string, token: string | undefined, body?: unknown) =>
  api(server.url, `/wps/relay/${name}`, { token, body })
const info = async (token: string) => (await api(server.url, '/wps/member/info', { token })).body.value

/** The sum of one account-record type, read page by page through the records call. */
async function recordSum(token: string, type: string): Promise<number> {
  let sum = 0
  for (let page = 1; ; page++) {
    const { body } = await api(
      server.url,
      `/wps/relay/ODSFE2_MemTransDet?type=${type}&pageNo=${page}&pageSize=50`,
      { token },
    )
    for (const row of body.value.list) sum += row.amount
    if (body.value.list.length < 50) return Math.round(sum * 100) / 100
  }
}

/** Settled turnover per game type, from the betting record over the seed's 61 days (two 31-day ranges). */
async function settledTurnover(token: string): Promise<number> {
  const end = Date.now() + 60_000
  let sum = 0
  for (const [from, to] of [
    [end - 31 * 86_400_000, end],
    [end - 62 * 86_400_000, end - 31 * 86_400_000 - 1],
  ]) {
    for (let page = 1; ; page++) {
      const { body } = await api(
        server.url,
        `/wps/relay/ODSFE2_betRecord?startTime=${from}&endTime=${to}&pageNo=${page}&pageSize=50`,
        { token },
      )
      for (const bet of body.value.list) if (bet.status === 'SETTLED') sum += bet.stake
      if (body.value.list.length < 50) break
    }
  }
  return Math.round(sum * 100) / 100
}

async function approvedDeposit(token: string, amount: number) {
  const { body } = await api(server.url, '/wps/relay/PAY_createDeposit', {
    token,
    modId: 'DEPOSIT3',
    body: { channelId: 'BANK', amount: String(amount) },
  })
  await demo(server.url, 'POST', `/demo/api/wallet/deposits/${body.value.reference}/approve`)
}

describe('VIP (MEMBER-17, MEMBER-26)', () => {
  it("answers the levels with their requirements and benefits, and the member's level from the real totals", async () => {
    const token = await login(server.url, 'demo', 'Demo1234!')
    const { body } = await relay('VIP_info', token)
    const vip = body.value
    expect(vip.levels.map((l: { level: number }) => l.level)).toEqual([0, 1, 2, 3, 4, 5])
    expect(vip.levels[3]).toMatchObject({
      name: 'VIP 3',
      depositRequired: 20000,
      turnoverRequired: 150000,
      rebateRate: 0.8,
      withdrawLimit: 200000,
    })
    expect(vip.totals.deposits).toBe(await recordSum(token, 'DEPOSIT'))
    expect(vip.totals.turnover).toBe(await settledTurnover(token))
    const reached = vip.levels.filter(
      (l: any) => l.depositRequired <= vip.totals.deposits && l.turnoverRequired <= vip.totals.turnover,
    )
    expect(vip.currentLevel).toBe(reached.at(-1).level)
    expect(vip.nextLevel).toBe(vip.currentLevel + 1)
    expect(await info(token)).toMatchObject({
      hasVip: true,
      vipRankLevel: vip.currentLevel,
      vipLabelName: vip.levels[vip.currentLevel].name,
    })
  })

  it('counts an approved deposit at once; a level needs both its deposits and its turnover', async () => {
    const token = await login(server.url, 'demo', 'Demo1234!')
    const before = (await relay('VIP_info', token)).body.value
    await approvedDeposit(token, 10000)
    const after = (await relay('VIP_info', token)).body.value
    expect(after.totals.deposits).toBe(before.totals.deposits + 10000)
    // Deposits now reach VIP 3, turnover does not: the level stays, and member info agrees.
    expect(after.totals.deposits).toBeGreaterThanOrEqual(after.levels[3].depositRequired)
    expect(after.totals.turnover).toBeLessThan(after.levels[3].turnoverRequired)
    expect(after.currentLevel).toBe(2)
    expect((await info(token)).vipRankLevel).toBe(2)
  })

  it('gives a member below VIP 1 level 0 and hasVip false', async () => {
    const token = await login(server.url, 'agent', 'Agent1234!')
    const vip = (await relay('VIP_info', token)).body.value
    expect(vip.currentLevel).toBe(0)
    expect(await info(token)).toMatchObject({ hasVip: false, vipRankLevel: 0 })
  })

  it('names the levels in Urdu when asked', async () => {
    const token = await login(server.url, 'demo', 'Demo1234!')
    const { body } = await api(server.url, '/wps/relay/VIP_info', { token, headers: { Language: 'UR' } })
    expect(body.value.levels[2].name).toBe('وی آئی پی 2')
  })

  it('refuses without a token, and with the VIP flag off (FLAG-3)', async () => {
    expect((await relay('VIP_info', undefined)).status).toBe(401)
    const token = await login(server.url, 'demo', 'Demo1234!')
    await setSettings(server.url, { whitelabel: { VIP: false } })
    expect((await relay('VIP_info', token)).body).toMatchObject({
      success: false,
      errorCode: 'OPERATION_NOT_ENABLED',
    })
  })
})

describe('manual rebate (MEMBER-15)', () => {
  it("is the unrebated settled turnover per game type × the level's rate, never rounded up", async () => {
    const token = await login(server.url, 'demo', 'Demo1234!')
    const rebate = (await relay('REBATE_info', token)).body.value
    const vip = (await relay('VIP_info', token)).body.value
    expect(rebate.rate).toBe(vip.levels[vip.currentLevel].rebateRate)
    expect(rebate.turnover).toBe(vip.totals.turnover)
    for (const item of rebate.items) {
      expect(item.amount).toBeLessThanOrEqual((item.turnover * rebate.rate) / 100)
      expect(item.amount).toBeGreaterThan((item.turnover * rebate.rate) / 100 - 0.01)
    }
    expect(rebate.total).toBeGreaterThan(0)
    expect(rebate.history).toEqual([])
  })

  it('credits the balance with an account-record line once; the second claim has nothing', async () => {
    const token = await login(server.url, 'demo', 'Demo1234!')
    const balance = (await info(token)).balance
    const rebate = (await relay('REBATE_info', token)).body.value
    const [first, second] = await Promise.all([
      relay('REBATE_claim', token, {}),
      relay('REBATE_claim', token, {}),
    ])
    const paid = [first, second].filter((a) => a.body.success)
    expect(paid).toHaveLength(1)
    expect([first, second].find((a) => !a.body.success)?.body.errorCode).toBe('REBATE_NOTHING')
    expect(paid[0]!.body.value).toMatchObject({ claimed: rebate.total, total: 0, items: [] })
    expect((await info(token)).balance).toBeCloseTo(balance + rebate.total, 2)
    const { body } = await api(server.url, '/wps/relay/ODSFE2_MemTransDet?type=BONUS&pageSize=1', { token })
    expect(body.value.list[0]).toMatchObject({ type: 'BONUS', amount: rebate.total })
    expect(body.value.list[0].remark).toMatch(/Manual rebate/)
    const after = (await relay('REBATE_info', token)).body.value
    expect(after.history[0]).toMatchObject({
      amount: rebate.total,
      turnover: rebate.turnover,
      rate: rebate.rate,
    })
    expect((await relay('REBATE_claim', token, {})).body.errorCode).toBe('REBATE_NOTHING')
    expect((await info(token)).balance).toBeCloseTo(balance + rebate.total, 2)
  })

  it("pays only the caller's own bets: another member's rebate is untouched", async () => {
    const agent = await login(server.url, 'agent', 'Agent1234!')
    const before = (await relay('REBATE_info', agent)).body.value
    await relay('REBATE_claim', await login(server.url, 'demo', 'Demo1234!'), {})
    expect((await relay('REBATE_info', agent)).body.value).toEqual(before)
  })

  it('refuses without a token, and with the manual-rebate flag off (FLAG-2)', async () => {
    expect((await relay('REBATE_info', undefined)).status).toBe(401)
    expect((await relay('REBATE_claim', undefined, {})).status).toBe(401)
    const token = await login(server.url, 'demo', 'Demo1234!')
    await setSettings(server.url, { whitelabel: { MANUALREBATE: false } })
    expect((await relay('REBATE_info', token)).body.errorCode).toBe('OPERATION_NOT_ENABLED')
    expect((await relay('REBATE_claim', token, {})).body.errorCode).toBe('OPERATION_NOT_ENABLED')
  })
})

describe('reward centre (MEMBER-11)', () => {
  it("lists the member's own grants as claimable, claimed or expired", async () => {
    const token = await login(server.url, 'demo', 'Demo1234!')
    const { list } = (await relay('REWARD_list', token)).body.value
    expect(list.map((r: { title: string; status: string }) => [r.title, r.status])).toEqual([
      ['Birthday bonus', 'claimable'],
      ['Weekend reload bonus', 'claimable'],
      ['Cricket festival prize', 'expired'],
      ['Welcome bonus', 'claimed'],
    ])
    const agent = (await relay('REWARD_list', await login(server.url, 'agent', 'Agent1234!'))).body.value.list
    expect(agent.map((r: { title: string }) => r.title)).toEqual(['Agent welcome reward'])
  })

  it("credits a claimable grant once with an account-record line; claimed, expired and others' grants are refused", async () => {
    const token = await login(server.url, 'demo', 'Demo1234!')
    const balance = (await info(token)).balance
    const { list } = (await relay('REWARD_list', token)).body.value
    const birthday = list.find((r: { title: string }) => r.title === 'Birthday bonus')
    const [a, b] = await Promise.all([
      relay('REWARD_claim', token, { id: birthday.id }),
      relay('REWARD_claim', token, { id: birthday.id }),
    ])
    expect([a, b].filter((x) => x.body.success)).toHaveLength(1)
    expect([a, b].find((x) => !x.body.success)?.body.errorCode).toBe('REWARD_CLAIMED')
    expect((await info(token)).balance).toBeCloseTo(balance + 100, 2)
    const moves = (await api(server.url, '/wps/relay/ODSFE2_MemTransDet?type=BONUS&pageSize=1', { token }))
      .body.value.list
    expect(moves[0]).toMatchObject({ amount: 100, remark: 'Reward: Birthday bonus' })
    const after = (await relay('REWARD_list', token)).body.value.list
    expect(after.find((r: { id: number }) => r.id === birthday.id)).toMatchObject({ status: 'claimed' })
    const expired = list.find((r: { status: string }) => r.status === 'expired')
    expect((await relay('REWARD_claim', token, { id: expired.id })).body.errorCode).toBe('REWARD_EXPIRED')
    const agentGrant = (await relay('REWARD_list', await login(server.url, 'agent', 'Agent1234!'))).body.value
      .list[0]
    expect((await relay('REWARD_claim', token, { id: agentGrant.id })).body.errorCode).toBe('NOT_FOUND')
    expect((await info(token)).balance).toBeCloseTo(balance + 100, 2)
    expect((await relay('REWARD_list', undefined)).status).toBe(401)
    expect((await relay('REWARD_claim', undefined, { id: birthday.id })).status).toBe(401)
  })
})
