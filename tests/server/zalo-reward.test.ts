// @vitest-environment node
// CONST-8, C-13: the Zalo reward is the configured amount, paid through the ledger once per member
// the first time a Zalo number is saved in the profile; never for a number rewarded to another
// account (ZALO_ALREADY_REWARDED), never twice under a race, nothing offered when the amount is 0.
import { describe, expect, it } from 'vitest'
import { addExclusion, protectionClock } from '../../demo/server/protection/data'
import { DAY_MS } from '../../demo/server/platform/time'
import { api, register, setSettings, useServer } from './helpers'
import type { Database } from 'better-sqlite3'

const server = useServer()
const db = () => (server.instance as unknown as { db: Database }).db

const relay = (name: string, token: string, body?: unknown) =>
  api(server.url, `/wps/relay/${name}`, { token, body, modId: 'SECCEN3' })

const base = {
  register: { regExp: { mobileNum: { enabled: false }, captcha: { enabled: false } } },
  registrationBonus: { amount: 0, termsPath: '/promotions' },
  profile: { regExp: { zalo: { enabled: true } } },
}

async function newMember(username: string) {
  const made = await register(server.url, username)
  expect(made.body.success).toBe(true)
  const token = made.body.value.token as string
  const id = (await api(server.url, '/wps/member/info', { token })).body.value.id as string
  return { token, id }
}

const balance = async (token: string) =>
  (await api(server.url, '/wps/member/info', { token })).body.value.balance as number
const zaloEntries = (id: string) =>
  db()
    .prepare("SELECT type, product, amount FROM member_transactions WHERE member_id = ? AND product = 'ZALO'")
    .all(id)

describe('CONST-8, C-13: the Zalo reward', () => {
  it('pays the configured amount once, at the first Zalo number saved; a change pays nothing', async () => {
    await setSettings(server.url, { ...base, zaloReward: { amount: 50, termsPath: '/promotions' } })
    const { token, id } = await newMember('zaloone')
    const before = (await relay('SEC_overview', token)).body.value
    expect(before.zaloReward).toEqual({ amount: 50, termsPath: '/promotions', paid: false })
    const first = await relay('SEC_profile', token, { zalo: '+84 912-345-678' })
    expect(first.body.success).toBe(true)
    expect(first.body.value.profile.zalo).toBe('84912345678')
    expect(first.body.value.zaloRewardResult).toEqual({ paid: true, amount: 50 })
    expect(first.body.value.zaloReward).toEqual({ amount: 50, termsPath: '/promotions', paid: true })
    expect(zaloEntries(id)).toEqual([{ type: 'BONUS', product: 'ZALO', amount: 50 }])
    expect(await balance(token)).toBe(50)
    // The same number again, then another number: nothing more.
    const again = await relay('SEC_profile', token, { zalo: '84912345678' })
    expect(again.body.value.zaloRewardResult).toBeNull()
    const changed = await relay('SEC_profile', token, { zalo: '84987654321' })
    expect(changed.body.success).toBe(true)
    expect(changed.body.value.zaloRewardResult).toBeNull()
    expect(zaloEntries(id)).toHaveLength(1)
    expect(await balance(token)).toBe(50)
    // The bonus details name the scheme like the others.
    const details = (await api(server.url, '/wps/relay/MCS_bonusDetails', { token })).body.value.list
    expect(details).toEqual([expect.objectContaining({ source: 'ZALO', amount: 50 })])
  })

  it('saves a number rewarded to another account but pays nothing, and says why', async () => {
    await setSettings(server.url, { ...base, zaloReward: { amount: 50, termsPath: '/promotions' } })
    const a = await newMember('zalotwoa')
    const b = await newMember('zalotwob')
    expect(
      (await relay('SEC_profile', a.token, { zalo: '84911111111' })).body.value.zaloRewardResult,
    ).toEqual({
      paid: true,
      amount: 50,
    })
    const taken = await relay('SEC_profile', b.token, { zalo: '84 911 111 111' })
    expect(taken.body.success).toBe(true)
    expect(taken.body.value.profile.zalo).toBe('84911111111')
    expect(taken.body.value.zaloRewardResult).toEqual({
      paid: false,
      code: 'ZALO_ALREADY_REWARDED',
      message: 'This Zalo number has already earned the reward on another account',
    })
    expect(zaloEntries(b.id)).toEqual([])
    expect(await balance(b.token)).toBe(0)
    // Still on offer for a number of its own.
    expect(taken.body.value.zaloReward).toEqual({ amount: 50, termsPath: '/promotions', paid: false })
    const own = await relay('SEC_profile', b.token, { zalo: '84922222222' })
    expect(own.body.value.zaloRewardResult).toEqual({ paid: true, amount: 50 })
  })

  it("goes through the rule gate's bonus rules: a member in cool-off saves the number but is paid nothing (MEMBER-25)", async () => {
    await setSettings(server.url, { ...base, zaloReward: { amount: 50, termsPath: '/promotions' } })
    const { token, id } = await newMember('zalocool')
    addExclusion(db(), id, 'coolOff', DAY_MS, protectionClock(db()))
    const saved = await relay('SEC_profile', token, { zalo: '84955555555' })
    expect(saved.body.success).toBe(true)
    expect(saved.body.value.profile.zalo).toBe('84955555555')
    expect(saved.body.value.zaloRewardResult).toMatchObject({ paid: false, code: 'SELF_EXCLUDED' })
    expect(zaloEntries(id)).toEqual([])
    expect(await balance(token)).toBe(0)
    // Still on offer: the number earns it once the cool-off is over.
    expect(saved.body.value.zaloReward).toEqual({ amount: 50, termsPath: '/promotions', paid: false })
  })

  it('pays once when saves race', async () => {
    await setSettings(server.url, { ...base, zaloReward: { amount: 50, termsPath: '/promotions' } })
    const { token, id } = await newMember('zalorace')
    const tries = await Promise.all(
      ['84933333331', '84933333332', '84933333333', '84933333334'].map((zalo) =>
        relay('SEC_profile', token, { zalo }),
      ),
    )
    expect(tries.every((t) => t.body.success)).toBe(true)
    expect(tries.filter((t) => t.body.value.zaloRewardResult?.paid)).toHaveLength(1)
    expect(zaloEntries(id)).toHaveLength(1)
    expect(await balance(token)).toBe(50)
  })

  it('offers and pays nothing when the amount is 0', async () => {
    await setSettings(server.url, { ...base, zaloReward: { amount: 0, termsPath: '/promotions' } })
    const { token, id } = await newMember('zalozero')
    expect((await relay('SEC_overview', token)).body.value.zaloReward).toBeNull()
    const saved = await relay('SEC_profile', token, { zalo: '84944444444' })
    expect(saved.body.success).toBe(true)
    expect(saved.body.value.zaloRewardResult).toBeNull()
    expect(saved.body.value.zaloReward).toBeNull()
    expect(zaloEntries(id)).toEqual([])
  })

  it('refuses a Zalo number that is not 9 to 15 digits, saving nothing', async () => {
    await setSettings(server.url, { ...base, zaloReward: { amount: 50, termsPath: '/promotions' } })
    const { token, id } = await newMember('zalobad')
    for (const zalo of ['12345678', '1234567890123456', '84abc123456']) {
      const bad = await relay('SEC_profile', token, { zalo })
      expect(bad.body).toMatchObject({
        success: false,
        errorCode: 'FIELD_INVALID',
        message: 'Please enter a Zalo number of 9 to 15 digits',
      })
    }
    expect((await relay('SEC_overview', token)).body.value.profile.zalo).toBe('')
    expect(zaloEntries(id)).toEqual([])
  })
})
