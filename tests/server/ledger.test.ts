// @vitest-environment node
// The one ledger (C-13, MEMBER-8): every balance is the sum of its entries — after the seed and after
// a stretch of the demo's traffic (deposits paid through the control API, withdrawals and a refund,
// wallet and team transfers, claims, a conversion, an envelope, bets through the demo bet route,
// registrations). The bonus details read the ledger's BONUS entries (MEMBER-10); the registration
// bonus is paid as the welcome promises (LOGIN-22); availablePromoCount is computed (MEMBER-25);
// deposits do not farm points (MEMBER-29).
import { describe, expect, it } from 'vitest'
import { api, demo, login, register, setSettings, useServer } from './helpers'
import type { Database } from 'better-sqlite3'

const server = useServer()
const db = () => (server.instance as unknown as { db: Database }).db

const TX = '135790'
let keys = 0
const key = (name: string) => `ledger-${name}-${++keys}-${Date.now()}`

const call = (path: string, token: string, body?: unknown, modId = 'COMM3') =>
  api(server.url, path, { token, body, modId })
type Answer = { body: { success: boolean; errorCode: string | null; value: any } }
const expectOk = async (answer: Promise<Answer>) => {
  const { body } = await answer
  expect(body.errorCode).toBeNull()
  expect(body.success).toBe(true)
  return body
}

/** Every member whose balance is not the sum of their MAIN entries, and every such vendor wallet. */
function unbalanced() {
  const members = db()
    .prepare(
      `SELECT m.id, m.balance, ROUND(COALESCE(SUM(t.amount), 0), 2) AS entries FROM members m
      LEFT JOIN member_transactions t ON t.member_id = m.id AND t.wallet = 'MAIN'
      GROUP BY m.id HAVING ABS(m.balance - entries) > 0.001`,
    )
    .all()
  const wallets = db()
    .prepare(
      `SELECT w.member_id, w.wallet, ROUND(SUM(w.amount), 2) AS entries, COALESCE(v.balance, 0) AS balance
      FROM member_transactions w LEFT JOIN vendor_wallets v ON v.member_id = w.member_id AND v.vendor = w.wallet
      WHERE w.wallet != 'MAIN' GROUP BY w.member_id, w.wallet HAVING ABS(balance - entries) > 0.001
      UNION ALL
      SELECT v.member_id, v.vendor, 0, v.balance FROM vendor_wallets v WHERE v.balance != 0 AND NOT EXISTS
        (SELECT 1 FROM member_transactions t WHERE t.member_id = v.member_id AND t.wallet = v.vendor)`,
    )
    .all()
  return { members, wallets }
}

const balanceOf = (id: string) =>
  (db().prepare('SELECT balance FROM members WHERE id = ?').pluck().get(id) as number) ?? NaN

async function demoToken() {
  const token = await login(server.url, 'demo', 'Demo1234!')
  await expectOk(
    call('/wps/relay/SEC_transactionPassword', token, {
      loginPassword: 'Demo1234!',
      newPassword: TX,
      confirmPassword: TX,
    }),
  )
  return token
}

/** A withdrawal request, with its request key. */
const withdraw = (token: string, body: { amount: string; password: string }) =>
  call('/wps/relay/PAY_withdraw', token, { ...body, requestId: key('wd') }, 'WITHDRAW3')

/** A deposit order paid by the operator through the control API. */
async function deposit(token: string, amount: string) {
  const order = await expectOk(
    call(
      '/wps/relay/PAY_createDeposit',
      token,
      { channelId: 'BANK', amount, requestId: key('dep') },
      'DEPOSIT3',
    ),
  )
  const reference = (order.value as { reference: string }).reference
  await demo(server.url, 'POST', `/demo/api/wallet/deposits/${reference}/approve`, {})
  return reference
}

function registerForm(username: string) {
  return register(server.url, username)
}
const noCaptcha = { register: { regExp: { mobileNum: { enabled: false }, captcha: { enabled: false } } } }

describe('C-13, MEMBER-8: balance = Σ entries for every member and wallet', () => {
  it('holds for the seed: each seeded history is brought forward by one OPENING entry at most', () => {
    expect(unbalanced()).toEqual({ members: [], wallets: [] })
    const openings = db()
      .prepare(
        `SELECT member_id, wallet, COUNT(*) AS n, MIN(created_at) AS at,
          (SELECT MIN(created_at) FROM member_transactions h WHERE h.member_id = o.member_id AND h.type != 'OPENING') AS first
        FROM member_transactions o WHERE type = 'OPENING' GROUP BY member_id, wallet`,
      )
      .all() as { n: number; at: number; first: number | null }[]
    expect(openings.length).toBeGreaterThan(0)
    for (const o of openings) {
      expect(o.n).toBe(1)
      if (o.first !== null) expect(o.at).toBeLessThan(o.first)
    }
    // The six seeded bonuses of bonus_grants each have their credit.
    const credited = db()
      .prepare(
        `SELECT COUNT(*) FROM bonus_grants g JOIN member_transactions t
        ON t.reference = 'bonus_grants:' || g.id AND t.type = 'BONUS' AND t.amount = g.amount`,
      )
      .pluck()
      .get()
    expect(credited).toBe(6)
  })

  it('holds after a stretch of the demo traffic, every wallet of every member', async () => {
    const token = await demoToken()
    const start = balanceOf('10000001')
    await deposit(token, '1500')
    await deposit(token, '700.25')
    expect(balanceOf('10000001')).toBe(Math.round((start + 2200.25) * 100) / 100)
    // A withdrawal held, a second one rejected by the operator (the hold comes back).
    for (const amount of ['300', '120']) await expectOk(withdraw(token, { amount, password: TX }))
    const rejected = db()
      .prepare("SELECT MAX(id) FROM withdrawals WHERE member_id = '10000001'")
      .pluck()
      .get()
    await demo(server.url, 'POST', `/demo/api/wallet/withdrawals/${rejected}/reject`, {})
    // Wallet transfers both ways and a team transfer to a downline.
    const transfer = (body: object) => call('/wps/relay/GCS_walletTransfer', token, body, 'FUNDTRANS3')
    await expectOk(transfer({ from: 'MAIN', to: 'PG', amount: '100.5', requestId: key('wt') }))
    await expectOk(transfer({ from: 'BTI', to: 'MAIN', all: true, requestId: key('wt') }))
    await expectOk(transfer({ from: 'MAIN', to: 'JL', amount: '40', requestId: key('wt') }))
    const ayesha = balanceOf('10000011')
    await expectOk(
      call(
        '/wps/relay/MCS_teamTransfer',
        token,
        {
          direction: 'downline',
          targetId: '10000011',
          amount: '50',
          transactionPassword: TX,
          requestId: key('tt'),
        },
        'TEAMTRANS3',
      ),
    )
    expect(balanceOf('10000011')).toBe(ayesha + 50)
    // Bets through the demo bet route: a loss and a win.
    await demo(server.url, 'POST', '/demo/api/protection/bet', {
      username: 'demo',
      stake: 200,
      winLoss: -200,
    })
    await demo(server.url, 'POST', '/demo/api/protection/bet', { username: 'demo', stake: 100, winLoss: 250 })
    await demo(server.url, 'POST', '/demo/api/protection/bet', {
      username: 'expired',
      stake: 500,
      winLoss: -500,
    })
    // Claims: a reward, a promotion, a raffle prize, a rebate, an envelope, points converted.
    await expectOk(call('/wps/relay/REWARD_claim', token, { id: 1 }))
    await expectOk(call('/wps/relay/MCSFE_claimPromotion', token, { id: 1 }))
    await expectOk(call('/wps/relay/MCS2_claimRafflePromotion', token, { id: 8 }, 'REWCEN3'))
    await expectOk(call('/wps/relay/REBATE_claim', token, {}, 'REBATE3'))
    const envelopes = (await call('/wps/relay/ENVELOPE_list', token)).body.value.list as {
      id: number
      status: string
    }[]
    const ready = envelopes.find((e) => e.status === 'READY')
    expect(ready).toBeDefined()
    await expectOk(call('/wps/relay/ENVELOPE_open', token, { id: ready?.id }))
    await expectOk(
      call('/wps/relay/passwordCheck/MCS2_convertPoint', token, {
        points: 100,
        requestId: key('pt'),
        password: TX,
      }),
    )
    // Registrations and a free-play account.
    await setSettings(server.url, noCaptcha)
    expect((await registerForm('ledgerplayer')).body.success).toBe(true)
    const trial = await api(server.url, '/wps/session/login/freeplay', { body: {}, modId: 'FREEPLAY3' })
    expect(trial.body.success).toBe(true)

    expect(unbalanced()).toEqual({ members: [], wallets: [] })
    // Each of these moves is one entry per wallet it touched, with its product and reference.
    const kinds = db()
      .prepare(
        `SELECT type, product, wallet, COUNT(*) AS n FROM member_transactions
        WHERE member_id = '10000001' AND created_at >= ? AND reference != '' GROUP BY type, product, wallet`,
      )
      .all(Date.now() - 120_000) as { type: string; product: string; wallet: string }[]
    const seen = new Set(kinds.map((k) => `${k.type}/${k.product}/${k.wallet}`))
    for (const kind of [
      'DEPOSIT/BANK/MAIN',
      'TRANSFER/PG/MAIN',
      'TRANSFER/PG/PG',
      'TRANSFER/BTI/BTI',
      'TRANSFER/TEAM/MAIN',
      'BET/RNG/MAIN',
      'PAYOUT/RNG/MAIN',
      'BONUS/REWARD/MAIN',
      'BONUS/PROMOTION/MAIN',
      'BONUS/RAFFLE/MAIN',
      'BONUS/REBATE/MAIN',
      'BONUS/ENVELOPE/MAIN',
      'BONUS/POINTS/MAIN',
    ])
      expect(seen).toContain(kind)
  }, 60_000)
})

describe('MEMBER-10: the bonus details are the ledger’s BONUS entries', () => {
  it('match the account record’s BONUS filter, claimed promotions and raffle prizes included', async () => {
    const token = await demoToken()
    await expectOk(call('/wps/relay/MCSFE_claimPromotion', token, { id: 1 }))
    await expectOk(call('/wps/relay/MCS2_claimRafflePromotion', token, { id: 8 }, 'REWCEN3'))
    const details = (await call('/wps/relay/MCS_bonusDetails', token)).body.value
    const record: { amount: number; createdAt: number }[] = []
    for (let page = 1; ; page++) {
      const { value } = (
        await call(
          `/wps/relay/ODSFE2_MemTransDet?type=BONUS&pageSize=50&pageNo=${page}`,
          token,
          undefined,
          'MEMTRANS3',
        )
      ).body
      record.push(...value.list)
      if (page >= value.totalPages) break
    }
    const sorted = (rows: { amount: number; at: number }[]) => rows.map((r) => `${r.at}:${r.amount}`).sort()
    expect(
      sorted(
        details.list.map((b: { amount: number; grantedAt: number }) => ({
          amount: b.amount,
          at: b.grantedAt,
        })),
      ),
    ).toEqual(sorted(record.map((r) => ({ amount: r.amount, at: r.createdAt }))))
    expect(details.summary.count).toBe(record.length)
    const promotion = details.list.find(
      (b: { source: string; amount: number; title: string }) =>
        b.source === 'PROMOTION' && b.amount === 500 && b.title === 'Promotion: Welcome bonus',
    )
    expect(promotion).toMatchObject({ turnoverMultiple: 10, turnoverRequired: 5000, status: 'ACTIVE' })
    expect(details.list.find((b: { source: string }) => b.source === 'RAFFLE')).toMatchObject({
      amount: 888,
      turnoverRequired: 8880,
    })
    // The six seeded bonuses are there, each with its seeded title.
    expect(
      details.list.filter((b: { key: string; title: string }) =>
        [
          'First deposit bonus 100%',
          'VIP 2 upgrade bonus',
          'Weekend cricket cashback',
          'VIP 1 upgrade bonus',
          'Reload bonus 50%',
          'Cricket festival free bet',
        ].includes(b.title),
      ),
    ).toHaveLength(6)
    // OPENING is no bonus, and shows only under "all" in the account record.
    const all = (
      await call('/wps/relay/ODSFE2_MemTransDet?pageSize=1&pageNo=100000', token, undefined, 'MEMTRANS3')
    ).body.value
    const last = (
      await call(
        `/wps/relay/ODSFE2_MemTransDet?pageSize=1&pageNo=${all.total}`,
        token,
        undefined,
        'MEMTRANS3',
      )
    ).body.value
    expect(last.list[0]).toMatchObject({ type: 'OPENING', remark: 'Balance brought forward' })
    expect(
      (await call('/wps/relay/ODSFE2_MemTransDet?type=OPENING', token, undefined, 'MEMTRANS3')).status,
    ).toBe(400)
  })
})

describe('LOGIN-22, C-13: the registration bonus is paid as the welcome promises', () => {
  it('credits the configured bonus at a form registration, with its turnover requirement', async () => {
    await setSettings(server.url, noCaptcha)
    const made = await registerForm('bonusplayer')
    expect(made.body.success).toBe(true)
    const token = made.body.value.token as string
    const welcome = await api(server.url, '/wps/member/welcome', { token })
    expect(welcome.body.value.registrationBonus).toEqual({ amount: 100, termsPath: '/promotions' })
    expect((await api(server.url, '/wps/member/info', { token })).body.value.balance).toBe(100)
    const id = (await api(server.url, '/wps/member/info', { token })).body.value.id as string
    const entries = db()
      .prepare('SELECT type, product, amount, remark FROM member_transactions WHERE member_id = ?')
      .all(id)
    expect(entries).toEqual([
      { type: 'BONUS', product: 'REGISTRATION', amount: 100, remark: 'Registration bonus' },
    ])
    // The terms' 10× turnover stands between the bonus and a withdrawal.
    const required = db()
      .prepare('SELECT amount FROM turnover_requirements WHERE member_id = ?')
      .pluck()
      .get(id)
    expect(required).toBe(1000)
    const details = (await call('/wps/relay/MCS_bonusDetails', token)).body.value.list
    expect(details).toEqual([
      expect.objectContaining({
        source: 'REGISTRATION',
        amount: 100,
        turnoverRequired: 1000,
        status: 'ACTIVE',
      }),
    ])
  })

  it('pays nothing and promises nothing when the brand configures no bonus', async () => {
    await setSettings(server.url, {
      ...noCaptcha,
      registrationBonus: { amount: 0, termsPath: '/promotions' },
    })
    const made = await registerForm('nobonusplayer')
    const token = made.body.value.token as string
    expect((await api(server.url, '/wps/member/welcome', { token })).body.value.registrationBonus).toBeNull()
    expect((await api(server.url, '/wps/member/info', { token })).body.value.balance).toBe(0)
  })
})

describe('MEMBER-25: availablePromoCount is computed', () => {
  it('counts the promotions the member can claim now, and drops after a claim', async () => {
    const token = await login(server.url, 'demo', 'Demo1234!')
    const count = async () =>
      (await api(server.url, '/wps/member/info', { token })).body.value.availablePromoCount
    expect(await count()).toBe(2)
    await expectOk(call('/wps/relay/MCSFE_claimPromotion', token, { id: 1 }))
    expect(await count()).toBe(1)
    await expectOk(call('/wps/relay/MCS2_claimRafflePromotion', token, { id: 8 }, 'REWCEN3'))
    expect(await count()).toBe(0)
  })
})

describe('MEMBER-29: deposits earn points only as far as they are played', () => {
  it('depositing and withdrawing without play earns no points; the played part earns', async () => {
    await setSettings(server.url, {
      ...noCaptcha,
      registrationBonus: { amount: 0, termsPath: '/promotions' },
    })
    const made = await registerForm('pointfarmer')
    // A new payout account's hold would wait hours before the first withdrawal.
    await setSettings(server.url, { security: { payoutAccountHoldHours: 0 } })
    const token = made.body.value.token as string
    const points = async () => {
      const { value } = (await call('/wps/relay/MCS2_getPointBalance', token, undefined, 'PTSYS3')).body
      return {
        balance: value.balance as number,
        deposit: value.list.find((t: { type: string }) => t.type === 'DEPOSIT').points as number,
      }
    }
    await expectOk(call('/wps/relay/SEC_stepUp', token, { password: 'Secret123!' }, 'SEC3'))
    await expectOk(
      call(
        '/wps/relay/PAY_payoutAccount',
        token,
        { bankCode: 'HBL', accountName: 'Point Farmer', accountNumber: '12345678901' },
        'WITHDRAW3',
      ),
    )
    for (let round = 0; round < 2; round++) {
      await deposit(token, '4000')
      await expectOk(withdraw(token, { amount: '4000', password: 'Secret123!' }))
    }
    // 8,000 deposited at 200 a point would have been 40 points; unplayed, they are none.
    expect(await points()).toEqual({ balance: 0, deposit: 0 })
    await deposit(token, '4000')
    await demo(server.url, 'POST', '/demo/api/protection/bet', {
      username: 'pointfarmer',
      stake: 1000,
      winLoss: -1000,
    })
    // 1,000 of the deposits is played: 5 deposit points, and the stake's own 10 (RNG, 100 a point).
    expect(await points()).toEqual({ balance: 15, deposit: 5 })
  })
})
