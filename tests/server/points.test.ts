// @vitest-environment node
// The points mall on the reference server (MEMBER-19, MEMBER-28..32, API-65): points computed from the
// real rows (settled stakes of the five earning types, credited deposits) at each type's ratio, the
// goods with their requirements and status, the redemption records, the terms from the server (C-13),
// a token needed and a trial account refused.
import { describe, expect, it } from 'vitest'
import { api, demo, login, useServer } from './helpers'

const server = useServer()
const relay = (name: string, token?: string) =>
  api(server.url, `/wps/relay/${name}`, { token, modId: 'PTSYS3' })

describe('points (API-65)', () => {
  it('MEMBER-28, MEMBER-29: the balance is the points earned per type at its ratio, less the points spent', async () => {
    const token = await login(server.url, 'demo', 'Demo1234!')
    const { body } = await relay('MCS2_getPointBalance', token)
    expect(body.success).toBe(true)
    const types = body.value.list.map((r: any) => r.type)
    expect(types).toEqual(['LIVE', 'LOTT', 'PVP', 'RNG', 'SPORTS', 'DEPOSIT', 'REDEEM'])
    const earned = body.value.list.filter((r: any) => r.type !== 'REDEEM')
    for (const row of earned) expect(row.ratio).toBeGreaterThan(0)
    expect(earned.some((r: any) => r.points > 0)).toBe(true)
    const redeem = body.value.list.find((r: any) => r.type === 'REDEEM')
    // The seed: one approved redemption of 150 points; the rejected one (250) gave its points back.
    expect(redeem.points).toBe(-150)
    const sum = body.value.list.reduce((a: number, r: any) => a + r.points, 0)
    expect(body.value.balance).toBe(sum)
  })

  it('MEMBER-28: the changed points sum to what was earned per day and type; each day is its stakes / ratio', async () => {
    const token = await login(server.url, 'demo', 'Demo1234!')
    const balance = (await relay('MCS2_getPointBalance', token)).body.value
    const rows: any[] = []
    for (let page = 1; ; page++) {
      const { body } = await relay(`MCS2_getPointDetails?pageNo=${page}&pageSize=50`, token)
      rows.push(...body.value.list)
      if (page >= body.value.totalPages) break
    }
    const rng = rows.filter((r) => r.type === 'RNG')
    const ratio = balance.list.find((r: any) => r.type === 'RNG').ratio
    for (const r of rng) expect(r.points).toBe(Math.floor(r.amount / ratio))
    expect(rng.reduce((a, r) => a + r.points, 0)).toBe(balance.list.find((r: any) => r.type === 'RNG').points)
    expect(rows.filter((r) => r.type === 'REDEEM')).toHaveLength(2)
    expect(rows.filter((r) => r.type === 'REFUND')).toHaveLength(1)
  })

  it('MEMBER-31: goods carry quantity, points and amount requirements and a status (sold out, off)', async () => {
    const token = await login(server.url, 'demo', 'Demo1234!')
    const { body } = await relay('MCS2_getPointReward', token)
    const list = body.value.list as any[]
    expect(list.length).toBeGreaterThan(3)
    for (const g of list) {
      expect(typeof g.name).toBe('string')
      expect(g.points).toBeGreaterThan(0)
      expect(g.amountRequired).toBeGreaterThanOrEqual(0)
      expect(g.quantity).toBeGreaterThanOrEqual(0)
    }
    expect(list.find((g) => g.quantity === 0).status).toBe('SOLD_OUT')
    expect(list.some((g) => g.status === 'OFF')).toBe(true)
    expect(body.value.deposits).toBeGreaterThan(0)
    const ur = await api(server.url, '/wps/relay/MCS2_getPointReward', {
      token,
      modId: 'PTSYS3',
      headers: { Language: 'UR' },
    })
    expect(ur.body.value.list[0].name).toMatch(/[\u0600-\u06ff]/)
  })

  it('MEMBER-32: the records show each redemption with its status', async () => {
    const token = await login(server.url, 'demo', 'Demo1234!')
    const { body } = await relay('MCS2_getRedeemPointList', token)
    expect(body.value.list.map((r: any) => r.status).sort()).toEqual(['APPROVED', 'REJECTED'])
  })

  it('C-13, MEMBER-30: the terms and the conversion rule come from the server, in the language asked', async () => {
    const token = await login(server.url, 'demo', 'Demo1234!')
    const { body } = await relay('MCS2_getPointConfig', token)
    expect(body.value.expires).toBe(false)
    expect(body.value.terms.length).toBeGreaterThan(0)
    expect(body.value.convertRate).toBeGreaterThan(0)
    expect(body.value.types).toHaveLength(6)
  })

  it('API-65: a token is needed; a trial account is refused', async () => {
    for (const name of [
      'MCS2_getPointBalance',
      'MCS2_getPointReward',
      'MCS2_getRedeemPointList',
      'MCS2_getPointConfig',
    ])
      expect((await relay(name)).status).toBe(401)
    const trial = await api(server.url, '/wps/session/login/freeplay', { body: {}, modId: 'FREEPLAY3' })
    const answer = await relay('MCS2_getPointBalance', trial.body.value.token)
    expect(answer.body.errorCode).toBe('NEED_REAL_ACCOUNT')
  })

  describe('redeem and convert (API-67, API-68)', () => {
    const TX = '246810'
    const post = (name: string, token: string, body: unknown) =>
      api(server.url, `/wps/relay/passwordCheck/${name}`, { token, body, modId: 'PTSYS3' })
    const setTx = (token: string) =>
      api(server.url, '/wps/relay/SEC_transactionPassword', {
        token,
        body: { loginPassword: 'Demo1234!', newPassword: TX, confirmPassword: TX },
      })
    const rid = () => `req-${Math.random().toString(36).slice(2, 12)}`

    it('MEMBER-32: redeeming lowers the points at once, in process until the operator approves; a repeated request counts once', async () => {
      const token = await login(server.url, 'demo', 'Demo1234!')
      const noTx = await post('MCS2_redeemPointReward', token, { goodsId: 1, requestId: rid(), password: TX })
      expect(noTx.body.errorCode).toBe('TX_PASSWORD_NOT_SET')
      expect((await setTx(token)).body.success).toBe(true)
      const wrong = await post('MCS2_redeemPointReward', token, {
        goodsId: 1,
        requestId: rid(),
        password: '000000',
      })
      expect(wrong.body.errorCode).toBe('TX_PASSWORD_INCORRECT')
      const before = (await relay('MCS2_getPointBalance', token)).body.value.balance
      const stock = (await relay('MCS2_getPointReward', token)).body.value.list[0].quantity
      const requestId = rid()
      const [a, b] = await Promise.all([
        post('MCS2_redeemPointReward', token, { goodsId: 1, requestId, password: TX }),
        post('MCS2_redeemPointReward', token, { goodsId: 1, requestId, password: TX }),
      ])
      expect(a.body.success && b.body.success).toBe(true)
      const after = (await relay('MCS2_getPointBalance', token)).body.value
      expect(after.balance).toBe(before - 150)
      const goods = (await relay('MCS2_getPointReward', token)).body.value.list[0]
      expect(goods.quantity).toBe(stock - 1)
      const records = (await relay('MCS2_getRedeemPointList', token)).body.value.list
      expect(records[0]).toMatchObject({ status: 'PROCESS', points: 150 })
      // The operator rejects: the points and the stock come back; a second decision is refused.
      await demo(server.url, 'POST', `/demo/api/points/redemptions/${records[0].id}/reject`)
      await expect(
        demo(server.url, 'POST', `/demo/api/points/redemptions/${records[0].id}/approve`),
      ).rejects.toThrow(/409/)
      expect((await relay('MCS2_getPointBalance', token)).body.value.balance).toBe(before)
      expect((await relay('MCS2_getPointReward', token)).body.value.list[0].quantity).toBe(stock)
      // Another one approved keeps its points spent.
      await post('MCS2_redeemPointReward', token, { goodsId: 1, requestId: rid(), password: TX })
      const { redemptions } = await demo(server.url, 'GET', '/demo/api/points')
      const open = redemptions.find((r: any) => r.status === 'PROCESS')
      await demo(server.url, 'POST', `/demo/api/points/redemptions/${open.id}/approve`)
      expect((await relay('MCS2_getRedeemPointList', token)).body.value.list[0].status).toBe('APPROVED')
      expect((await relay('MCS2_getPointBalance', token)).body.value.balance).toBe(before - 150)
    })

    it('MEMBER-31: goods that are off, sold out, need more deposits or more points are refused', async () => {
      const token = await login(server.url, 'demo', 'Demo1234!')
      await setTx(token)
      const body = (goodsId: number) => ({ goodsId, requestId: rid(), password: TX })
      expect((await post('MCS2_redeemPointReward', token, body(5))).body.errorCode).toBe('GOODS_OFF')
      expect((await post('MCS2_redeemPointReward', token, body(4))).body.errorCode).toBe('GOODS_SOLD_OUT')
      const answer = await post('MCS2_redeemPointReward', token, body(3))
      expect(['AMOUNT_REQUIRED', 'POINTS_SHORT']).toContain(answer.body.errorCode)
    })

    it('API-68: converting credits the balance at the server rate, once per request, never past the points', async () => {
      const token = await login(server.url, 'demo', 'Demo1234!')
      await setTx(token)
      const config = (await relay('MCS2_getPointConfig', token)).body.value
      const money = async () =>
        (await api(server.url, '/wps/member/info', { token })).body.value.balance as number
      const start = await money()
      const points = (await relay('MCS2_getPointBalance', token)).body.value.balance
      const small = await post('MCS2_convertPoint', token, {
        points: config.convertMin - 1,
        requestId: rid(),
        password: TX,
      })
      expect(small.body.errorCode).toBe('POINTS_MIN')
      const tooMany = await post('MCS2_convertPoint', token, {
        points: points + 1,
        requestId: rid(),
        password: TX,
      })
      expect(tooMany.body.errorCode).toBe('POINTS_SHORT')
      const requestId = rid()
      await post('MCS2_convertPoint', token, { points: config.convertMin, requestId, password: TX })
      await post('MCS2_convertPoint', token, { points: config.convertMin, requestId, password: TX })
      expect(await money()).toBeCloseTo(start + config.convertMin * config.convertRate, 2)
      expect((await relay('MCS2_getPointBalance', token)).body.value.balance).toBe(points - config.convertMin)
    })
  })
})
