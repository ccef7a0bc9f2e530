// @vitest-environment node
// The referral programme on the reference server (MEMBER-12, FLAG-4): the member's code, each invitee
// (masked) with the commission their settled bets earned the member, a claim paid once, and every call
// refused while the REFERRAL flag is off.
import { describe, expect, it } from 'vitest'
import { api, login, setSettings, useServer } from './helpers'

const server = useServer()
const relay = (name: string, token: string, body?: unknown) =>
  api(server.url, `/wps/relay/${name}`, { token, body })

/** An invitee who registered with DEMO2025 and placed settled bets of `stakes`. */
function addInvitee(username: string, stakes: number[]) {
  const db = server.instance!.db
  const id = `9${Math.floor(Math.random() * 1e7)}`
  db.prepare(
    `INSERT INTO members (id, username, password_hash, nickname, created_at, referred_by) VALUES (?, ?, 'x', '', ?, 'DEMO2025')`,
  ).run(id, username, Date.now())
  const bet = db.prepare(
    `INSERT INTO member_bets (member_id, bet_time, game_type, game_name, vendor, stake, payout, win_loss, status)
    VALUES (?, ?, 'RNG', 'Fortune Tiger', 'PG', ?, 0, ?, 'SETTLED')`,
  )
  for (const stake of stakes) bet.run(id, Date.now(), stake, -stake)
  // A pending bet earns nothing.
  db.prepare(
    `INSERT INTO member_bets (member_id, bet_time, game_type, game_name, vendor, stake, payout, win_loss, status)
    VALUES (?, ?, 'RNG', 'Fortune Tiger', 'PG', 5000, 0, 0, 'PENDING')`,
  ).run(id, Date.now())
}

describe('referral (MEMBER-12, FLAG-4)', () => {
  it('lists the invitees masked, with the commission each earned; a claim pays once', async () => {
    addInvitee('friendly', [1000, 500])
    const token = await login(server.url, 'demo', 'Demo1234!')
    const info = (await relay('REFERRAL_info', token)).body.value
    expect(info.referralCode).toBe('DEMO2025')
    expect(info.invitees).toHaveLength(1)
    const rate = info.commissionRate
    expect(info.invitees[0]).toMatchObject({ name: 'fr***y', turnover: 1500, earned: (1500 * rate) / 100 })
    expect(info.claimable).toBe((1500 * rate) / 100)
    const before = (await api(server.url, '/wps/member/info', { token })).body.value.balance
    const answers = await Promise.all([
      relay('REFERRAL_claim', token, {}),
      relay('REFERRAL_claim', token, {}),
    ])
    expect(answers.filter((a) => a.body.success)).toHaveLength(1)
    expect(answers.filter((a) => a.body.errorCode === 'REFERRAL_NOTHING')).toHaveLength(1)
    const after = (await api(server.url, '/wps/member/info', { token })).body.value.balance
    expect(after).toBeCloseTo(before + (1500 * rate) / 100, 2)
    expect((await relay('REFERRAL_info', token)).body.value.claimable).toBe(0)
  })

  it('FLAG-4: with the referral flag off the calls are refused', async () => {
    const token = await login(server.url, 'demo', 'Demo1234!')
    await setSettings(server.url, { whitelabel: { REFERRAL: false } })
    expect((await relay('REFERRAL_info', token)).body.errorCode).toBe('OPERATION_NOT_ENABLED')
    expect((await relay('REFERRAL_claim', token, {})).body.errorCode).toBe('OPERATION_NOT_ENABLED')
    expect((await relay('REFERRAL_info', '')).status).toBe(401)
  })
})
