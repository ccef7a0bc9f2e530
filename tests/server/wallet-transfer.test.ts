// @vitest-environment node
// Wallet transfer (MEMBER-2, API-27..29, STORE-3), transfers to upline / downline (MEMBER-5, MEMBER-6)
// and bonus details (MEMBER-10, VAL-61). The money-integrity proof: 200 concurrent transfers and
// withdrawals for one member — some repeating an idempotency key, some to a vendor made to fail, some
// beyond the balance — and afterwards every wallet equals the sum of its ledger lines and no key was
// applied twice.
import { describe, expect, it } from 'vitest'
import { api, login, setSettings, useServer } from './helpers'

const server = useServer()

const call = (path: string, token: string, body?: unknown) =>
  api(server.url, path, { token, body, modId: path.includes('Transfer') ? 'FUNDTRANS3' : 'COMM3' })
const transfer = (token: string, body: object) => call('/wps/relay/GCS_walletTransfer', token, body)
const funds = async (token: string) => (await call('/wps/member/info/funds/consolidated', token)).body.value
const vendor = (f: { wallets: { vendor: string; balance: number }[] }, code: string) =>
  f.wallets.find((w) => w.vendor === code)!.balance

describe('merchant wallet and consolidated funds (API-27, API-28, STORE-3)', () => {
  it('answers isSingle and the main wallet, each vendor wallet and the total', async () => {
    const token = await login(server.url, 'demo', 'Demo1234!')
    expect((await call('/wps/relay/GCS_merchantWallet', token)).body.value).toEqual({ isSingle: false })
    const f = await funds(token)
    expect(f).toMatchObject({ main: 1250.5, total: 1460.75, currencySymbol: 'Rs' })
    expect(f.wallets.map((w: { vendor: string }) => w.vendor)).toEqual([
      'PG',
      'JL',
      'PT',
      'BTI',
      'LOTT',
      'DS88',
    ])
    expect(vendor(f, 'PG')).toBe(150)
    await setSettings(server.url, { merchantWallet: { isSingle: true } })
    expect((await call('/wps/relay/GCS_merchantWallet', token)).body.value).toEqual({ isSingle: true })
    const refused = await transfer(token, {
      from: 'MAIN',
      to: 'PG',
      amount: '5',
      requestId: 'single-wallet-1',
    })
    expect(refused.body.errorCode).toBe('SINGLE_WALLET')
  })
})

describe('wallet transfer (MEMBER-2, API-29)', () => {
  it('moves an amount to a vendor and all of it back; the balance in member info follows', async () => {
    const token = await login(server.url, 'demo', 'Demo1234!')
    const out = await transfer(token, {
      from: 'MAIN',
      to: 'JL',
      amount: '200.25',
      requestId: 'move-out-0001',
    })
    expect(out.body.value).toMatchObject({
      main: 1050.25,
      transfer: { from: 'MAIN', to: 'JL', amount: 200.25 },
      repeated: false,
    })
    expect(vendor(out.body.value, 'JL')).toBe(200.25)
    expect((await api(server.url, '/wps/member/info', { token })).body.value.balance).toBe(1050.25)
    const back = await transfer(token, { from: 'JL', to: 'MAIN', all: true, requestId: 'move-back-0001' })
    expect(back.body.value).toMatchObject({ main: 1250.5, total: 1460.75 })
    expect(vendor(back.body.value, 'JL')).toBe(0)
  })

  it('checks wallets, amounts, balances and the idempotency key', async () => {
    const token = await login(server.url, 'demo', 'Demo1234!')
    const codes = async (body: object) => (await transfer(token, body)).body.errorCode
    expect(await codes({ from: 'MAIN', to: 'PG', amount: '5' })).toBe('REQUEST_ID')
    expect(await codes({ from: 'PG', to: 'BTI', amount: '5', requestId: 'bad-wallets-1' })).toBe(
      'WALLET_INVALID',
    )
    expect(await codes({ from: 'MAIN', to: 'XX', amount: '5', requestId: 'bad-wallets-2' })).toBe(
      'WALLET_INVALID',
    )
    expect(await codes({ from: 'MAIN', to: 'PG', amount: '5.123', requestId: 'bad-amount-1' })).toBe(
      'AMOUNT_INVALID',
    )
    expect(await codes({ from: 'MAIN', to: 'PG', amount: '0', requestId: 'bad-amount-2' })).toBe(
      'AMOUNT_INVALID',
    )
    expect(await codes({ from: 'PG', to: 'MAIN', amount: '150.01', requestId: 'too-much-01' })).toBe(
      'INSUFFICIENT_BALANCE',
    )
    expect(await codes({ from: 'JL', to: 'MAIN', all: true, requestId: 'empty-wallet' })).toBe('EMPTY_WALLET')
    const first = await transfer(token, { from: 'MAIN', to: 'PG', amount: '10', requestId: 'same-key-001' })
    const again = await transfer(token, { from: 'MAIN', to: 'PG', amount: '10', requestId: 'same-key-001' })
    expect(again.body.value).toMatchObject({
      repeated: true,
      main: 1240.5,
      transfer: first.body.value.transfer,
    })
    expect(await codes({ from: 'MAIN', to: 'PG', amount: '11', requestId: 'same-key-001' })).toBe(
      'REQUEST_REUSED',
    )
  })

  it('a vendor that fails leaves both balances as they were and says so; recall skips it', async () => {
    const token = await login(server.url, 'demo', 'Demo1234!')
    await setSettings(server.url, { merchantWallet: { failingVendors: ['PG'] } })
    const failed = await transfer(token, { from: 'MAIN', to: 'PG', amount: '100', requestId: 'fail-key-001' })
    expect(failed.body).toMatchObject({ success: false, errorCode: 'VENDOR_FAILED' })
    expect(failed.body.message).toMatch(/PG Soft did not accept the transfer. Nothing was moved/)
    expect(failed.body.value).toMatchObject({ main: 1250.5 })
    expect(vendor(failed.body.value, 'PG')).toBe(150)
    // A repeat of the key answers the same failure, and still moves nothing.
    expect(
      (await transfer(token, { from: 'MAIN', to: 'PG', amount: '100', requestId: 'fail-key-001' })).body
        .errorCode,
    ).toBe('VENDOR_FAILED')
    const recall = await call('/wps/relay/GCS_walletRecall', token, { requestId: 'recall-key-01' })
    expect(recall.body.value.recalled).toEqual([{ vendor: 'BTI', name: 'BTI Sports', amount: 60.25 }])
    expect(recall.body.value.failed).toEqual([{ vendor: 'PG', name: 'PG Soft' }])
    expect(recall.body.value).toMatchObject({ main: 1310.75, total: 1460.75 })
  })

  it('200 concurrent transfers and withdrawals: every wallet equals its ledger, no key applied twice', async () => {
    const instance = (server as any).instance
    const db = instance.db
    const token = await login(server.url, 'demo', 'Demo1234!')
    await setSettings(server.url, { merchantWallet: { failingVendors: ['LOTT'] } })
    const before = await funds(token)
    const lastLine = db.prepare('SELECT COALESCE(MAX(id), 0) AS id FROM member_transactions').get().id
    const lastWithdrawal = db.prepare('SELECT COALESCE(MAX(id), 0) AS id FROM withdrawals').get().id
    const lastTransfer = db.prepare('SELECT COALESCE(MAX(id), 0) AS id FROM wallet_transfers').get().id
    const requests: Promise<{ kind: string; key?: string; body: any }>[] = []
    const vendors = ['PG', 'JL', 'BTI', 'LOTT']
    for (let i = 0; i < 200; i++) {
      if (i % 5 === 4) {
        const body = {
          amount: String(100 + (i % 7) * 10),
          password: 'Demo1234!',
          requestId: `burst-withdraw-${i}`,
        }
        requests.push(
          call('/wps/relay/PAY_withdraw', token, body).then((a) => ({ kind: 'withdraw', body: a.body })),
        )
        continue
      }
      // Every fourth transfer repeats the key of the one before it (a client retrying).
      const n = i % 4 === 3 ? i - 1 : i
      const code = vendors[Math.floor(n / 4) % vendors.length]!
      const out = n % 3 !== 0
      const key = `burst-key-${String(n).padStart(4, '0')}`
      const body = out
        ? { from: 'MAIN', to: code, amount: String(5 + (n % 13) * 7.5), requestId: key }
        : { from: code, to: 'MAIN', amount: String(3 + (n % 5)), requestId: key }
      requests.push(transfer(token, body).then((a) => ({ kind: 'transfer', key, body: a.body })))
    }
    const answers = await Promise.all(requests)
    const after = await funds(token)

    // Some of each kind went through, some were refused.
    const done = answers.filter((a) => a.kind === 'transfer' && a.body.success && !a.body.value.repeated)
    expect(done.length).toBeGreaterThan(20)
    expect(answers.some((a) => a.body.errorCode === 'VENDOR_FAILED')).toBe(true)
    expect(answers.some((a) => a.kind === 'transfer' && a.body.value?.repeated)).toBe(true)
    expect(answers.some((a) => a.kind === 'withdraw' && a.body.success)).toBe(true)

    // Main wallet = its balance before + the main wallet's entries written since.
    const lines = db.prepare(
      "SELECT COALESCE(SUM(amount), 0) AS sum FROM member_transactions WHERE member_id = ? AND id > ? AND wallet = 'MAIN'",
    )
    expect(Math.round((before.main + lines.get('10000001', lastLine).sum) * 100) / 100).toBe(after.main)
    // Each vendor wallet = the sum of all of its ledger entries (C-13: the seed's history included).
    for (const w of after.wallets) {
      const sum = db
        .prepare(
          'SELECT COALESCE(SUM(amount), 0) AS sum FROM member_transactions WHERE member_id = ? AND wallet = ?',
        )
        .get('10000001', w.vendor).sum
      expect(Math.round(sum * 100) / 100).toBe(w.balance)
    }
    // The failing vendor never moved, and no wallet went below zero.
    expect(vendor(after, 'LOTT')).toBe(0)
    expect(after.wallets.every((w: { balance: number }) => w.balance >= 0) && after.main >= 0).toBe(true)
    // Nothing left the member but the withdrawals.
    const withdrawn = db
      .prepare('SELECT COALESCE(SUM(amount), 0) AS sum FROM withdrawals WHERE id > ?')
      .get(lastWithdrawal).sum
    expect(Math.round((after.total + withdrawn) * 100) / 100).toBe(before.total)
    // Each key applied once: one transfer row per key, one entry per wallet and transfer.
    const keys = db
      .prepare(
        'SELECT request_id, COUNT(*) AS n FROM wallet_transfers WHERE member_id = ? GROUP BY request_id HAVING n > 1',
      )
      .all('10000001')
    expect(keys).toEqual([])
    const doneRows = db
      .prepare("SELECT id FROM wallet_transfers WHERE member_id = ? AND status = 'done' AND id > ?")
      .all('10000001', lastTransfer)
    expect(doneRows.length).toBe(done.length)
    const sidesPerTransfer = db
      .prepare(
        `SELECT reference, COUNT(*) AS n, SUM(wallet = 'MAIN') AS main, SUM(amount) AS net FROM member_transactions
        WHERE id > ? AND type = 'TRANSFER' GROUP BY reference`,
      )
      .all(lastLine)
    expect(sidesPerTransfer.length).toBe(done.length)
    expect(sidesPerTransfer.every((r: any) => r.n === 2 && r.main === 1 && Math.abs(r.net) < 0.001)).toBe(
      true,
    )
    // Every repeat answered what its key's first request got: the same transfer, or the same refusal
    // (a repeat of a transfer the failing vendor refused is refused again, and moves nothing).
    const firstByKey = new Map(done.map((a) => [a.key, a.body.value.transfer.id]))
    for (const a of answers.filter((x) => x.kind === 'transfer' && x.body.value?.repeated)) {
      if (a.body.success) expect(a.body.value.transfer.id).toBe(firstByKey.get(a.key))
      else expect([a.body.errorCode, firstByKey.has(a.key!)]).toEqual(['VENDOR_FAILED', false])
    }
  }, 60_000)
})

describe('transfers to upline and downline (MEMBER-5, MEMBER-6)', () => {
  async function withTxPassword() {
    const token = await login(server.url, 'demo', 'Demo1234!')
    await call('/wps/relay/SEC_transactionPassword', token, {
      loginPassword: 'Demo1234!',
      newPassword: '135790',
      confirmPassword: '135790',
    })
    return token
  }

  it('answers the direct upline and downlines, and moves money with the transaction password', async () => {
    const token = await withTxPassword()
    const info = await call('/wps/relay/MCS_teamTransferInfo', token)
    expect(info.body.value.upline).toMatchObject({ account: 'agent' })
    expect(info.body.value.downlines.map((d: { account: string }) => d.account)).toEqual(['ayesha', 'bilal'])
    const ayesha = info.body.value.downlines[0].id
    const send = (body: object) =>
      call('/wps/relay/MCS_teamTransfer', token, { transactionPassword: '135790', ...body })
    const sent = await send({
      direction: 'downline',
      targetId: ayesha,
      amount: '50',
      requestId: 'team-key-0001',
    })
    expect(sent.body.value).toMatchObject({ balance: 1200.5, repeated: false })
    expect(
      (await send({ direction: 'downline', targetId: ayesha, amount: '50', requestId: 'team-key-0001' })).body
        .value,
    ).toMatchObject({
      balance: 1200.5,
      repeated: true,
    })
    const up = await send({
      direction: 'upline',
      amount: '25.5',
      remark: 'for the team',
      requestId: 'team-key-0002',
    })
    expect(up.body.value.balance).toBe(1175)
    const agent = await login(server.url, 'agent', 'Agent1234!')
    expect((await api(server.url, '/wps/member/info', { token: agent })).body.value.balance).toBe(8425.5)
    const history = (await call('/wps/relay/MCS_teamTransferInfo', token)).body.value.history
    expect(
      history.map((h: { counterpart: string; amount: number; sent: boolean }) => [
        h.counterpart,
        h.amount,
        h.sent,
      ]),
    ).toEqual([
      ['agent', 25.5, true],
      ['ayesha', 50, true],
    ])
    // The agent sees it received from its downline.
    const agentHistory = (await call('/wps/relay/MCS_teamTransferInfo', agent)).body.value.history
    expect(agentHistory[0]).toMatchObject({ counterpart: 'demo', sent: false, amount: 25.5 })
  })

  it('refuses a wrong transaction password, a member outside the tree, amounts out of range; nothing moves', async () => {
    const token = await withTxPassword()
    const send = (body: object) => call('/wps/relay/MCS_teamTransfer', token, body)
    const wrong = await send({
      direction: 'upline',
      amount: '20',
      transactionPassword: '000000',
      requestId: 'team-wrong-1',
    })
    expect(wrong.body).toMatchObject({ errorCode: 'TX_PASSWORD_INCORRECT', value: { triesLeft: 4 } })
    const outside = await send({
      direction: 'downline',
      targetId: '10000002',
      amount: '20',
      transactionPassword: '135790',
      requestId: 'team-out-01',
    })
    expect(outside.body.errorCode).toBe('NOT_DOWNLINE')
    expect(
      (
        await send({
          direction: 'upline',
          amount: '5',
          transactionPassword: '135790',
          requestId: 'team-low-01',
        })
      ).body.errorCode,
    ).toBe('AMOUNT_RANGE')
    expect(
      (
        await send({
          direction: 'upline',
          amount: '5000',
          transactionPassword: '135790',
          requestId: 'team-big-01',
        })
      ).body.errorCode,
    ).toBe('INSUFFICIENT_BALANCE')
    expect((await api(server.url, '/wps/member/info', { token })).body.value.balance).toBe(1250.5)
  })

  it('asks for a transaction password to be set first', async () => {
    const token = await login(server.url, 'demo', 'Demo1234!')
    const answer = await call('/wps/relay/MCS_teamTransfer', token, {
      direction: 'upline',
      amount: '20',
      transactionPassword: '135790',
      requestId: 'team-noset-1',
    })
    expect(answer.body.errorCode).toBe('TX_PASSWORD_NOT_SET')
  })
})

describe('bonus details (MEMBER-10, VAL-61)', () => {
  it('lists each bonus with its turnover requirement, progress from settled bets, and status', async () => {
    const token = await login(server.url, 'demo', 'Demo1234!')
    const { body } = await call('/wps/relay/MCS_bonusDetails', token)
    const list = body.value.list as any[]
    // C-13: the ledger's BONUS entries, seeded history included (weekly rebates, an opened envelope).
    expect(new Set(list.map((b) => b.source))).toEqual(
      new Set(['PROMOTION', 'VIP', 'REWARD', 'REBATE', 'ENVELOPE']),
    )
    for (const b of list) {
      expect(b.turnoverRequired).toBe(Math.round(b.amount * b.turnoverMultiple * 100) / 100)
      expect(b.turnoverDone).toBeLessThanOrEqual(b.turnoverRequired)
      expect(b.status).toBe(
        b.turnoverDone >= b.turnoverRequired ? 'COMPLETED' : b.expiresAt < Date.now() ? 'EXPIRED' : 'ACTIVE',
      )
    }
    expect(list.find((b) => b.title === 'VIP 2 upgrade bonus')).toMatchObject({ turnoverRequired: 1250 })
    // A rebate claimed now appears as a bonus with 1× turnover, granted now.
    const claim = await api(server.url, '/wps/relay/REBATE_claim', { token, body: {}, modId: 'REBATE3' })
    expect(claim.body.success).toBe(true)
    const after = (await call('/wps/relay/MCS_bonusDetails', token)).body.value.list as any[]
    expect(after[0]).toMatchObject({
      source: 'REBATE',
      turnoverMultiple: 1,
      status: 'ACTIVE',
      turnoverDone: 0,
    })
  })

  it('filters by expiry in the next 7 days (VAL-61) and by status', async () => {
    const token = await login(server.url, 'demo', 'Demo1234!')
    const now = Date.now()
    const next7 = await api(
      server.url,
      `/wps/relay/MCS_bonusDetails?field=expires&from=${now}&to=${now + 7 * 86_400_000}`,
      { token },
    )
    const titles = next7.body.value.list.map((b: { title: string }) => b.title)
    expect(titles).toContain('Weekend cricket cashback')
    expect(titles).not.toContain('VIP 2 upgrade bonus')
    const expired = await api(server.url, '/wps/relay/MCS_bonusDetails?status=EXPIRED', { token })
    expect(expired.body.value.list).toHaveLength(1) // the seed's one expired bonus
    expect(expired.body.value.list.every((b: { status: string }) => b.status === 'EXPIRED')).toBe(true)
    const bad = await api(server.url, `/wps/relay/MCS_bonusDetails?from=${now}&to=${now - 1}`, { token })
    expect(bad.body.errorCode).toBe('RANGE_INVALID')
  })
})
