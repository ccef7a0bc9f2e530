// @vitest-environment node
// The rule gate (C-8, C-13; ledger/gate.ts): every route that moves money declares its kind, found
// independently from the server's source (money-routes.ts); maintenance and the region block close
// each kind (SYS-11/12); cool-off and self-exclusion refuse each kind but a withdrawal (MEMBER-25);
// a deposit limit counts money received from the upline; a bonus's turnover blocks a withdrawal
// (MEMBER-10); the VIP level's daily withdrawal limit (MEMBER-9); request keys (same body: the first
// answer; another body: refused; 20 parallel: one effect); bad amounts move nothing.
import { describe, expect, it } from 'vitest'
import { API_ROUTES } from '../../demo/server/areas'
import { post } from '../../demo/server/ledger/ledger'
import { outstandingTurnover } from '../../demo/server/ledger/wagering'
import { addExclusion, protectionClock, setLimit } from '../../demo/server/protection/data'
import { DAY_MS } from '../../demo/server/platform/time'
import { analyseRoutes } from './money-routes'
import { api, login, setSettings, useServer } from './helpers'
import type { Route } from '../../demo/server/platform/context'

const server = useServer()
const db = () => server.instance!.db
const DEMO = '10000001'

/**
 * Routes that move money without being a member's money call, each with why. The test fails if one
 * of them stops moving money (the list cannot rot).
 */
const NOT_MONEY_CALLS: Record<string, string> = {
  'PUT /wps/member/register':
    'the registration bonus of the account it creates (no member before the call; closed by maintenance and region as registration)',
  'PUT /wps/member/register/mobile': 'as above, registration by SMS',
  'POST /wps/session/social-signup': 'as above, registration through a social identity',
  'POST /wps/session/login/freeplay': "a trial account's play money (ROLE-8), no real money",
  'POST /wps/relay/SEC_profile':
    "the Zalo reward a profile save earns (CONST-8), paid under the gate's bonus rules (paymentRefusal): a profile save is no money call",
  'GET /lgw/vn/numeros/opened/game': 'settles lottery draws already over: pays bets that passed the gate',
  'GET /lotto/lgw/games/opened/numero': 'as above',
}

const key = (r: { method: string; path: string }) => `${r.method} ${r.path}`
const moneyRoutes = () => API_ROUTES.filter((r) => r.money)
let keys = 0
const requestId = (what = 'gate') => `${what}-${Date.now()}-${++keys}`
const balance = () => db().prepare('SELECT balance FROM members WHERE id = ?').pluck().get(DEMO) as number
const entries = () => db().prepare('SELECT COUNT(*) FROM member_transactions').pluck().get() as number

/** A call of a money route by the demo member, with a fresh request key. */
function call(route: Route, token: string, body: Record<string, unknown> = {}) {
  return api(server.url, route.path, {
    method: route.method,
    token,
    modId: 'WITHDRAW3',
    body: { requestId: requestId(), amount: '100', ...body },
  })
}

describe('the route kinds (C-13)', () => {
  it('C-13: every registered route that moves money declares its kind', () => {
    const analysed = analyseRoutes()
    const byKey = new Map(analysed.map((r) => [key(r), r]))
    // A path built from a parameter (`/wps/relay/${name}`) matches as a pattern.
    const patterns = analysed
      .filter((r) => r.path.includes('?'))
      .map((r) => ({
        r,
        re: new RegExp(
          `^${key(r)
            .replace(/[.*+^$()|[\]\\{}]/g, '\\$&')
            .replaceAll('?', '[^/]+')}$`,
        ),
      }))
    const source = (route: Route) => byKey.get(key(route)) ?? patterns.find((p) => p.re.test(key(route)))?.r
    // Every registered route was found in the source, so none escapes the check.
    const unseen = API_ROUTES.filter((r) => !source(r)).map(key)
    expect(unseen).toEqual([])
    const undeclared = API_ROUTES.filter(
      (r) => source(r)?.movesMoney && !r.money && !(key(r) in NOT_MONEY_CALLS),
    ).map(key)
    expect(undeclared).toEqual([])
    // Each exemption still moves money, and the analysis sees the known movers.
    for (const exempt of Object.keys(NOT_MONEY_CALLS))
      expect(byKey.get(exempt)?.movesMoney, exempt).toBe(true)
    for (const mover of [
      'POST /wps/relay/PAY_withdraw',
      'POST /wps/relay/MCS_teamTransfer',
      'POST /lotto/lgw/games/bet',
    ])
      expect(byKey.get(mover)?.movesMoney, mover).toBe(true)
    // The list by kind, for the record.
    const kinds = new Map<string, string[]>()
    for (const r of moneyRoutes()) kinds.set(r.money!, [...(kinds.get(r.money!) ?? []), key(r)])
    expect(kinds.get('withdraw')).toEqual(['POST /wps/relay/PAY_withdraw'])
    expect(kinds.get('wager')).toEqual(['POST /lotto/lgw/games/bet'])
  }, 120_000)
})

describe('maintenance and the region block (SYS-11, SYS-12)', () => {
  it('SYS-11/SYS-12: maintenance and the region block close every money kind, before the handler', async () => {
    const token = await login(server.url, 'demo', 'Demo1234!')
    const before = [balance(), entries()]
    expect(moneyRoutes().length).toBeGreaterThanOrEqual(15)
    await setSettings(server.url, { maintenance: true })
    for (const route of moneyRoutes()) {
      const answer = await call(route, token)
      expect([key(route), answer.status, answer.body.errorCode]).toEqual([key(route), 503, 'MAINTENANCE'])
    }
    await setSettings(server.url, { maintenance: false, regionRestriction: true })
    for (const route of moneyRoutes()) {
      const answer = await call(route, token)
      expect([key(route), answer.status, answer.body.errorCode]).toEqual([
        key(route),
        403,
        'REGION_RESTRICTED',
      ])
    }
    await setSettings(server.url, { regionRestriction: false })
    expect([balance(), entries()]).toEqual(before)
  })
})

describe('cool-off and self-exclusion (MEMBER-25)', () => {
  it('MEMBER-25: a member in cool-off is refused on every money kind but a withdrawal; nothing moves', async () => {
    const token = await login(server.url, 'demo', 'Demo1234!')
    // The lottery ticket is taken before (its own binding to the session is lottery's test).
    const launched = await api(
      server.url,
      '/wps/game/launchGame?lottoArea=VN&launchMode=LOTT&lottoPrizeMode=LOTT&lottoGameCode=SSC&lottoView=betting&device=WEB&backUrl=%2Flottery&language=EN',
      { token, modId: 'GAMELO3' },
    )
    expect(launched.body, JSON.stringify(launched.body)).toMatchObject({ success: true })
    const ticket = new URL(launched.body.value.url).searchParams.get('ticket')
    // An exclusion that began while this session was open (the exclude call itself ends sessions).
    addExclusion(db(), DEMO, 'coolOff', DAY_MS, protectionClock(db()))
    const before = [balance(), entries()]
    for (const route of moneyRoutes()) {
      const answer = await call(route, token, { ticket, stake: '10' })
      if (route.money === 'withdraw') expect(answer.body.errorCode, key(route)).not.toBe('SELF_EXCLUDED')
      else expect([key(route), answer.body.errorCode]).toEqual([key(route), 'SELF_EXCLUDED'])
    }
    // The withdrawal above was refused for its password, so nothing moved at all.
    expect([balance(), entries()]).toEqual(before)
  })
})

describe('deposit limits (MEMBER-25)', () => {
  it('MEMBER-25: money received from the upline counts toward the deposit limit', async () => {
    const agent = await login(server.url, 'agent', 'Agent1234!')
    await api(server.url, '/wps/relay/SEC_transactionPassword', {
      token: agent,
      body: { loginPassword: 'Agent1234!', newPassword: '246810', confirmPassword: '246810' },
    })
    const token = await login(server.url, 'demo', 'Demo1234!')
    const deposit = (amount: string) =>
      api(server.url, '/wps/relay/PAY_createDeposit', {
        token,
        modId: 'DEPOSIT3',
        body: { channelId: 'JAZZCASH', amount },
      })
    setLimit(db(), DEMO, 'deposit', 'day', 1000, protectionClock(db()))
    const sent = await api(server.url, '/wps/relay/MCS_teamTransfer', {
      token: agent,
      body: {
        direction: 'downline',
        targetId: DEMO,
        amount: '700',
        transactionPassword: '246810',
        requestId: requestId('upline'),
      },
    })
    expect(sent.body.success).toBe(true)
    const refused = await deposit('500')
    expect(refused.body).toMatchObject({
      success: false,
      errorCode: 'DEPOSIT_LIMIT',
      value: { remaining: 300 },
    })
    expect(refused.body.message).toBe('Your daily deposit limit leaves 300.00 for now')
    expect((await deposit('300')).body.success).toBe(true)
  })
})

/** Demo's withdrawal with its own key unless given. */
const withdraw = (token: string, body: Record<string, unknown>) =>
  api(server.url, '/wps/relay/PAY_withdraw', {
    token,
    modId: 'WITHDRAW3',
    body: { password: 'Demo1234!', requestId: requestId('withdraw'), ...body },
  })

describe('wagering requirements (MEMBER-10)', () => {
  it('MEMBER-10: a claimed bonus blocks a withdrawal until its turnover is wagered', async () => {
    const token = await login(server.url, 'demo', 'Demo1234!')
    db().prepare('DELETE FROM turnover_requirements WHERE member_id = ?').run(DEMO)
    expect((await withdraw(token, { amount: '100' })).body.success).toBe(true)
    const grant = db()
      .prepare(
        'SELECT id, amount FROM reward_grants WHERE member_id = ? AND claimed_at IS NULL AND expires_at > ? LIMIT 1',
      )
      .get(DEMO, Date.now()) as { id: number; amount: number }
    expect(grant).toBeTruthy()
    const claimed = await api(server.url, '/wps/relay/REWARD_claim', { token, body: { id: grant.id } })
    expect(claimed.body.success).toBe(true)
    // REWARD asks for 3 × the bonus (transfers/data.ts BONUS_DEFAULTS).
    const required = Math.round(grant.amount * 3 * 100) / 100
    expect(outstandingTurnover(db(), DEMO)).toBe(required)
    const before = [balance(), entries()]
    const blocked = await withdraw(token, { amount: '100' })
    expect(blocked.body).toMatchObject({
      success: false,
      errorCode: 'TURNOVER_OUTSTANDING',
      value: { outstanding: required },
    })
    expect(blocked.body.message).toBe(
      `Your bonus asks for ${required.toFixed(2)} more in bets before you can withdraw`,
    )
    expect([balance(), entries()]).toEqual(before)
    // Stakes after the bonus count; all but one rupee leaves it blocked, the last rupee frees it.
    const bet = (amount: number) =>
      post(db(), { memberId: DEMO, type: 'BET', product: 'SLOTS', amount: -amount, at: Date.now() })
    bet(required - 1)
    expect((await withdraw(token, { amount: '100' })).body.value).toEqual({ outstanding: 1 })
    bet(1)
    expect((await withdraw(token, { amount: '100' })).body.success).toBe(true)
  })
})

describe('the VIP daily withdrawal limit (MEMBER-9)', () => {
  it('MEMBER-9: at VIP 2 (Rs 100,000 a day) the third withdrawal of 50,000 is refused', async () => {
    db().prepare('DELETE FROM turnover_requirements WHERE member_id = ?').run(DEMO)
    // Demo at VIP 2: deposits of at least 5,000 and a turnover from 40,000 to under 150,000.
    post(db(), {
      memberId: DEMO,
      type: 'DEPOSIT',
      amount: 160_000,
      product: 'TEST',
      at: Date.now() - DAY_MS * 2,
    })
    const turnover = db()
      .prepare("SELECT COALESCE(SUM(stake), 0) FROM member_bets WHERE member_id = ? AND status = 'SETTLED'")
      .pluck()
      .get(DEMO) as number
    db()
      .prepare(
        `INSERT INTO member_bets (member_id, bet_time, game_type, game_name, vendor, stake, payout, win_loss, status)
        VALUES (?, ?, 'RNG', 'Test slot', 'DEMO', ?, ?, 0, 'SETTLED')`,
      )
      .run(DEMO, Date.now() - DAY_MS * 2, 50_000 - turnover, 50_000 - turnover)
    // The seed's own withdrawals of today move two days back, so the day starts empty.
    db()
      .prepare(
        "UPDATE member_transactions SET created_at = created_at - ? WHERE member_id = ? AND type = 'WITHDRAW'",
      )
      .run(DAY_MS * 2, DEMO)
    const token = await login(server.url, 'demo', 'Demo1234!')
    const vip = (await api(server.url, '/wps/relay/VIP_info', { token })).body.value
    expect(vip.currentLevel).toBe(2)
    for (let i = 0; i < 2; i++) {
      const paid = await withdraw(token, { amount: '50000' })
      expect(paid.body, JSON.stringify(paid.body)).toMatchObject({ success: true })
    }
    const before = [balance(), entries()]
    const third = await withdraw(token, { amount: '50000' })
    expect(third.body).toMatchObject({
      success: false,
      errorCode: 'VIP_DAILY_LIMIT',
      value: { limit: 100_000, remaining: 0 },
    })
    expect(third.body.message).toBe(
      'Your VIP level allows 100000.00 in withdrawals in 24 hours; 0.00 remains for now',
    )
    expect([balance(), entries()]).toEqual(before)
  })
})

describe('request keys (C-13)', () => {
  it('C-13: the same key and body answer the first answer; another body under it is refused; a withdrawal needs a key', async () => {
    const token = await login(server.url, 'demo', 'Demo1234!')
    db().prepare('DELETE FROM turnover_requirements WHERE member_id = ?').run(DEMO)
    const start = balance()
    const first = await withdraw(token, { amount: '120', requestId: 'withdraw-same-1' })
    expect(first.body.success).toBe(true)
    const again = await withdraw(token, { amount: '120', requestId: 'withdraw-same-1' })
    expect(again.headers.get('idempotent-replayed')).toBe('true')
    expect(again.body.value).toEqual({ ...first.body.value, repeated: true })
    const other = await withdraw(token, { amount: '130', requestId: 'withdraw-same-1' })
    expect(other.body).toMatchObject({ success: false, errorCode: 'REQUEST_REUSED' })
    expect(other.body.message).toMatch(/already used for a different request/)
    expect(balance()).toBe(Math.round((start - 120) * 100) / 100)
    // A withdrawal needs a key; a malformed one is refused.
    expect((await withdraw(token, { amount: '120', requestId: undefined })).body.errorCode).toBe('REQUEST_ID')
    expect((await withdraw(token, { amount: '120', requestId: 'x' })).body.errorCode).toBe('REQUEST_ID')
  })

  it('C-13: 20 parallel identical withdrawals make one withdrawal, and every answer is it', async () => {
    const token = await login(server.url, 'demo', 'Demo1234!')
    db().prepare('DELETE FROM turnover_requirements WHERE member_id = ?').run(DEMO)
    const start = balance()
    const rows = () =>
      db().prepare('SELECT COUNT(*) FROM withdrawals WHERE member_id = ?').pluck().get(DEMO) as number
    const count = rows()
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => withdraw(token, { amount: '150', requestId: 'withdraw-burst-20' })),
    )
    expect(answers.every((a) => a.body.success)).toBe(true)
    expect(new Set(answers.map((a) => a.body.value.id)).size).toBe(1)
    expect(answers.filter((a) => !a.body.value.repeated)).toHaveLength(1)
    expect(rows()).toBe(count + 1)
    expect(balance()).toBe(Math.round((start - 150) * 100) / 100)
  })

  it('C-13: 20 parallel identical team transfers move the money once', async () => {
    const agent = await login(server.url, 'agent', 'Agent1234!')
    await api(server.url, '/wps/relay/SEC_transactionPassword', {
      token: agent,
      body: { loginPassword: 'Agent1234!', newPassword: '246810', confirmPassword: '246810' },
    })
    const start = balance()
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        api(server.url, '/wps/relay/MCS_teamTransfer', {
          token: agent,
          body: {
            direction: 'downline',
            targetId: DEMO,
            amount: '25',
            transactionPassword: '246810',
            requestId: 'team-burst-20',
          },
        }),
      ),
    )
    expect(answers.every((a) => a.body.success)).toBe(true)
    expect(balance()).toBe(Math.round((start + 25) * 100) / 100)
  })
})

describe('bad amounts (C-13)', () => {
  it('C-13: negative, beyond-cents, hex, exponent and huge amounts are refused on every amount route, nothing moved', async () => {
    const token = await login(server.url, 'demo', 'Demo1234!')
    db().prepare('DELETE FROM turnover_requirements WHERE member_id = ?').run(DEMO)
    const before = [balance(), entries()]
    const bodies: Record<string, Record<string, unknown>> = {
      'POST /wps/relay/PAY_withdraw': { password: 'Demo1234!' },
      'POST /wps/relay/PAY_createDeposit': { channelId: 'JAZZCASH' },
      'POST /wps/relay/GCS_walletTransfer': { from: 'MAIN', to: 'PG' },
      'POST /wps/relay/MCS_teamTransfer': { direction: 'upline', transactionPassword: '000000' },
    }
    const amountRoutes = moneyRoutes().filter((r) => r.amount && key(r) in bodies)
    expect(amountRoutes.map(key).sort()).toEqual(Object.keys(bodies).sort())
    for (const route of amountRoutes)
      for (const amount of ['-5', -5, '10.005', 10.005, '0x10', '1e3', 1e21, '99999999999999', 'Infinity']) {
        const answer = await call(route, token, { ...bodies[key(route)], amount })
        expect([key(route), amount, answer.body.success]).toEqual([key(route), amount, false])
        expect(answer.body.errorCode, `${key(route)} ${amount}`).toMatch(/^AMOUNT_|^INPUT_/)
      }
    expect([balance(), entries()]).toEqual(before)
  })
})
