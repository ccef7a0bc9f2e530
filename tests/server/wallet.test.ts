// @vitest-environment node
// The wallet calls: deposit (MEMBER-3), withdraw (MEMBER-4), the confirmation of a paid withdrawal
// (MEMBER-36..38) with C-12's safer rule: an explicit answer, and no answer in time is a dispute.
import { describe, expect, it } from 'vitest'
import { api, demo, login, setSettings, useServer } from './helpers'

const server = useServer()

let withdrawals = 0
/** A relay call; a withdrawal gets a new request key of its own unless the test gives one. */
const relay = (name: string, token: string | undefined, body?: unknown) =>
  api(server.url, `/wps/relay/${name}`, {
    token,
    body:
      name === 'PAY_withdraw' && body && typeof body === 'object' && !('requestId' in body)
        ? { requestId: `withdraw-test-${++withdrawals}`, ...body }
        : body,
    modId: name.includes('eposit') ? 'DEPOSIT3' : 'WITHDRAW3',
  })

async function balanceOf(token: string): Promise<number> {
  return (await api(server.url, '/wps/member/info', { token })).body.value.balance
}

describe('deposit (MEMBER-3)', () => {
  it('answers the channels with their limits and the account to pay to', async () => {
    const token = await login(server.url, 'demo', 'Demo1234!')
    const { body } = await relay('PAY_depositChannels', token)
    expect(body.value.pendingLimit).toBe(3)
    const bank = body.value.channels.find((c: { kind: string }) => c.kind === 'bank')
    expect(bank).toMatchObject({
      id: 'BANK',
      minAmount: 500,
      maxAmount: 100000,
      payTo: { accountNumber: '01020304050607' },
    })
    expect(body.value.channels.some((c: { kind: string }) => c.kind === 'ewallet')).toBe(true)
  })

  it("names the channels in the Language header's language (Urdu or English)", async () => {
    const token = await login(server.url, 'demo', 'Demo1234!')
    const answer = await api(server.url, '/wps/relay/PAY_depositChannels', {
      token,
      modId: 'DEPOSIT3',
      headers: { Language: 'UR' },
    })
    expect(answer.body.value.channels[0].name).toBe('بینک ٹرانسفر')
    expect((await relay('PAY_depositChannels', token)).body.value.channels[0].name).toBe('Bank transfer')
  })

  it.each([
    ['', 'INPUT_EMPTY'],
    ['12a', 'AMOUNT_INVALID'],
    ['1e3', 'AMOUNT_INVALID'],
    ['-600', 'AMOUNT_INVALID'],
    ['600.123', 'AMOUNT_DECIMALS'],
    ['499.99', 'AMOUNT_RANGE'],
    ['100000.01', 'AMOUNT_RANGE'],
  ])('refuses the amount %j with %s', async (amount, code) => {
    const token = await login(server.url, 'demo', 'Demo1234!')
    const { body } = await relay('PAY_createDeposit', token, { channelId: 'BANK', amount })
    expect(body).toMatchObject({ success: false, errorCode: code })
    if (code === 'AMOUNT_RANGE') expect(body.value).toEqual({ min: 500, max: 100000 })
  })

  it('creates a pending order with its reference, the details to pay to and a deadline; lists it', async () => {
    const token = await login(server.url, 'demo', 'Demo1234!')
    const before = Date.now()
    const { body } = await relay('PAY_createDeposit', token, { channelId: 'BANK', amount: '750.50' })
    expect(body.success).toBe(true)
    expect(body.value).toMatchObject({
      status: 'pending',
      amount: 750.5,
      payTo: { bankName: 'Meezan Bank', accountNumber: '01020304050607' },
    })
    expect(body.value.reference).toMatch(/^D\d{8}[A-Z0-9]{6}$/)
    expect(body.value.payBy).toBeGreaterThanOrEqual(before + 30 * 60_000)
    const orders = await relay('PAY_depositOrders', token)
    expect(orders.body.value.list[0]).toMatchObject({ reference: body.value.reference, status: 'pending' })
  })

  it('caps pending orders per member with a clear message', async () => {
    const token = await login(server.url, 'demo', 'Demo1234!')
    for (let i = 0; i < 3; i++)
      expect(
        (await relay('PAY_createDeposit', token, { channelId: 'JAZZCASH', amount: 200 })).body.success,
      ).toBe(true)
    const fourth = await relay('PAY_createDeposit', token, { channelId: 'JAZZCASH', amount: 200 })
    expect(fourth.body).toMatchObject({ success: false, errorCode: 'PENDING_LIMIT', value: { limit: 3 } })
    expect(fourth.body.message).toMatch(/3 deposits waiting/)
    // Another member is not counted against this one.
    const agent = await login(server.url, 'agent', 'Agent1234!')
    expect(
      (await relay('PAY_createDeposit', agent, { channelId: 'JAZZCASH', amount: 200 })).body.success,
    ).toBe(true)
  })

  it('raises the balance when the operator approves, not when it rejects', async () => {
    const token = await login(server.url, 'demo', 'Demo1234!')
    const a = (await relay('PAY_createDeposit', token, { channelId: 'BANK', amount: 1000 })).body.value
    const b = (await relay('PAY_createDeposit', token, { channelId: 'BANK', amount: 600 })).body.value
    await demo(server.url, 'POST', `/demo/api/wallet/deposits/${a.reference}/approve`)
    await demo(server.url, 'POST', `/demo/api/wallet/deposits/${b.reference}/reject`)
    expect(await balanceOf(token)).toBe(2250.5)
    const list = (await relay('PAY_depositOrders', token)).body.value.list
    expect(
      list
        .map((o: { status: string }) => o.status)
        .slice(0, 2)
        .sort(),
    ).toEqual(['approved', 'rejected'])
    await expect(
      demo(server.url, 'POST', `/demo/api/wallet/deposits/${a.reference}/approve`),
    ).rejects.toThrow(/409/)
  })

  it("lists only the member's own orders and needs a token", async () => {
    const token = await login(server.url, 'demo', 'Demo1234!')
    await relay('PAY_createDeposit', token, { channelId: 'BANK', amount: 900 })
    const agent = await login(server.url, 'agent', 'Agent1234!')
    expect((await relay('PAY_depositOrders', agent)).body.value.list).toEqual([])
    for (const name of ['PAY_depositChannels', 'PAY_depositOrders', 'PAY_withdrawInfo'])
      expect((await relay(name, undefined)).status).toBe(401)
    expect((await relay('PAY_createDeposit', undefined, { channelId: 'BANK', amount: 900 })).status).toBe(401)
  })

  it('refuses a trial account (ROLE-8)', async () => {
    const trial = await api(server.url, '/wps/session/login/freeplay', { body: {}, modId: 'FREEPLAY3' })
    const { body } = await relay('PAY_depositChannels', trial.body.value.token)
    expect(body).toMatchObject({ success: false, errorCode: 'NEED_REAL_ACCOUNT' })
  })
})

describe('withdraw (MEMBER-4)', () => {
  it('adds a payout account once, under the name and number rules', async () => {
    const token = await login(server.url, 'agent', 'Agent1234!')
    expect((await relay('PAY_withdrawInfo', token)).body.value).toMatchObject({
      account: null,
      minAmount: 100,
      maxAmount: 50000,
    })
    const bad = [
      [{ bankCode: 'NOPE', accountName: 'Demo Agent', accountNumber: '1234567890' }, 'BANK_INVALID'],
      [{ bankCode: 'HBL', accountName: 'Agent 007', accountNumber: '1234567890' }, 'ACCOUNT_NAME_INVALID'],
      [{ bankCode: 'HBL', accountName: 'Demo Agent', accountNumber: '12345' }, 'ACCOUNT_NUMBER_INVALID'],
      [
        { bankCode: 'HBL', accountName: 'Demo Agent', accountNumber: '12345-67890' },
        'ACCOUNT_NUMBER_INVALID',
      ],
      [{ bankCode: 'HBL', accountName: '', accountNumber: '1234567890' }, 'INPUT_EMPTY'],
    ] as const
    // MEMBER-1: the payout account needs the password within the last 5 minutes.
    expect((await relay('SEC_stepUp', token, { password: 'Agent1234!' })).body.success).toBe(true)
    for (const [body, code] of bad)
      expect((await relay('PAY_payoutAccount', token, body)).body.errorCode).toBe(code)
    const saved = await relay('PAY_payoutAccount', token, {
      bankCode: 'UBL',
      accountName: 'Demo Agent',
      accountNumber: '9876543210',
    })
    expect(saved.body.value.account).toEqual({
      bankCode: 'UBL',
      bankName: 'United Bank Limited',
      accountName: 'Demo Agent',
      accountNumber: '******3210',
    })
    const again = await relay('PAY_payoutAccount', token, {
      bankCode: 'HBL',
      accountName: 'Someone Else',
      accountNumber: '1111111111',
    })
    expect(again.body.errorCode).toBe('ACCOUNT_EXISTS')
  })

  it('checks the password, the range, the decimals and the balance, then holds the amount', async () => {
    const token = await login(server.url, 'demo', 'Demo1234!')
    const tries: [Record<string, unknown>, string][] = [
      [{ amount: 200, password: 'wrong-one' }, 'PASSWORD_INCORRECT'],
      [{ amount: 200, password: '' }, 'INPUT_EMPTY'],
      [{ amount: 99, password: 'Demo1234!' }, 'AMOUNT_RANGE'],
      [{ amount: '150.555', password: 'Demo1234!' }, 'AMOUNT_DECIMALS'],
      [{ amount: 1300, password: 'Demo1234!' }, 'INSUFFICIENT_BALANCE'],
    ]
    for (const [body, code] of tries)
      expect((await relay('PAY_withdraw', token, body)).body.errorCode).toBe(code)
    expect(await balanceOf(token)).toBe(1250.5)
    const { body } = await relay('PAY_withdraw', token, { amount: '250.25', password: 'Demo1234!' })
    expect(body.value.balance).toBe(1000.25)
    expect(body.value.list[0]).toMatchObject({
      amount: 250.25,
      status: 'pending',
      receivedAmount: 0,
      remainingAmount: 250.25,
    })
    expect(await balanceOf(token)).toBe(1000.25)
  })

  it('throttles password guesses per member', async () => {
    const token = await login(server.url, 'demo', 'Demo1234!')
    for (let i = 0; i < 5; i++) await relay('PAY_withdraw', token, { amount: 200, password: `wrong-${i}` })
    const answer = await relay('PAY_withdraw', token, { amount: 200, password: 'Demo1234!' })
    expect(answer.status).toBe(429)
  })

  it('needs a payout account before a withdrawal', async () => {
    const token = await login(server.url, 'agent', 'Agent1234!')
    expect((await relay('PAY_withdraw', token, { amount: 200, password: 'Agent1234!' })).body.errorCode).toBe(
      'ACCOUNT_MISSING',
    )
  })

  it('gives the held amount back when the operator rejects', async () => {
    const token = await login(server.url, 'demo', 'Demo1234!')
    const { body } = await relay('PAY_withdraw', token, { amount: 300, password: 'Demo1234!' })
    await demo(server.url, 'POST', `/demo/api/wallet/withdrawals/${body.value.list[0].id}/reject`)
    expect(await balanceOf(token)).toBe(1250.5)
  })
})

describe('withdrawal confirmation (MEMBER-36..38, C-12)', () => {
  async function paidWithdrawal(amount = 400, paid?: number) {
    const token = await login(server.url, 'demo', 'Demo1234!')
    const { body } = await relay('PAY_withdraw', token, { amount, password: 'Demo1234!' })
    const id = body.value.list[0].id as number
    const view = await demo(
      server.url,
      'POST',
      `/demo/api/wallet/withdrawals/${id}/pay`,
      paid === undefined ? {} : { amount: paid },
    )
    return { token, id, view }
  }
  const find = async (token: string, id: number) =>
    (await relay('PAY_withdrawInfo', token)).body.value.list.find((w: { id: number }) => w.id === id)

  it('shows received and remaining amounts, a proof image and the deadline once paid', async () => {
    const before = Date.now()
    const { token, id } = await paidWithdrawal(400, 250)
    const w = await find(token, id)
    expect(w).toMatchObject({ status: 'paid', receivedAmount: 250, remainingAmount: 150 })
    expect(w.proofImage).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(w.confirmBy).toBeGreaterThanOrEqual(before + 60 * 60_000)
  })

  it('"received" with something still to pay is confirmed; the rest paid and confirmed is fully paid', async () => {
    const { token, id } = await paidWithdrawal(400, 250)
    await relay('PAY_confirmWithdrawal', token, { id, received: true })
    expect((await find(token, id)).status).toBe('confirmed')
    await demo(server.url, 'POST', `/demo/api/wallet/withdrawals/${id}/pay`)
    expect(await find(token, id)).toMatchObject({ status: 'paid', receivedAmount: 400, remainingAmount: 0 })
    await relay('PAY_confirmWithdrawal', token, { id, received: true })
    expect((await find(token, id)).status).toBe('fullyPaid')
  })

  it('"not received" needs a proof image or a note and checks the images', async () => {
    const { token, id } = await paidWithdrawal()
    const answer = (body: Record<string, unknown>) =>
      relay('PAY_confirmWithdrawal', token, { id, received: false, ...body })
    expect((await answer({})).body.errorCode).toBe('PROOF_REQUIRED')
    expect((await answer({ note: 'x'.repeat(141) })).body.errorCode).toBe('NOTE_TOO_LONG')
    expect((await answer({ proofs: ['data:image/gif;base64,R0lGODlh'] })).body.errorCode).toBe('PROOF_TYPE')
    // A "png" whose bytes are not a png.
    expect(
      (await answer({ proofs: [`data:image/png;base64,${Buffer.from('hello').toString('base64')}`] })).body
        .errorCode,
    ).toBe('PROOF_TYPE')
    const png = `data:image/png;base64,${Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]).toString('base64')}`
    expect((await answer({ proofs: [png, png, png, png] })).body.errorCode).toBe('PROOF_TOO_MANY')
    const { body } = await answer({ proofs: [png], note: 'Nothing arrived in my account' })
    expect(body.success).toBe(true)
    expect(await find(token, id)).toMatchObject({
      status: 'notReceived',
      note: 'Nothing arrived in my account',
      memberProofCount: 1,
    })
  })

  it('accepts a proof image of a few MB (the route allows more than 64 KB)', async () => {
    const { token, id } = await paidWithdrawal()
    const big = Buffer.alloc(3 * 1024 * 1024, 1)
    Buffer.from([0xff, 0xd8, 0xff]).copy(big)
    const { body } = await relay('PAY_confirmWithdrawal', token, {
      id,
      received: false,
      proofs: [`data:image/jpeg;base64,${big.toString('base64')}`],
    })
    expect(body.success).toBe(true)
  })

  it('turns an unconfirmed payment into a dispute at the deadline, never into "received"', async () => {
    const { token, id } = await paidWithdrawal()
    await demo(server.url, 'POST', `/demo/api/wallet/withdrawals/${id}/expire`)
    expect((await find(token, id)).status).toBe('dispute')
    const late = await relay('PAY_confirmWithdrawal', token, { id, received: true })
    expect(late.body.errorCode).toBe('CONFIRM_CLOSED')
    // Only the operator closes a dispute: forced received keeps the money out; rejecting gives it back.
    await demo(server.url, 'POST', `/demo/api/wallet/withdrawals/${id}/force-received`)
    expect((await find(token, id)).status).toBe('forcedReceived')
  })

  it('the deadline follows settings.wallet.confirmMinutes', async () => {
    await setSettings(server.url, { wallet: { confirmMinutes: 5 } })
    const before = Date.now()
    const { view } = await paidWithdrawal()
    const { confirmBy } = view as { confirmBy: number }
    expect(confirmBy - before).toBeGreaterThanOrEqual(5 * 60_000)
    expect(confirmBy - before).toBeLessThan(6 * 60_000)
  })

  it('a dispute found true is rejected and the held amount goes back', async () => {
    const { token, id } = await paidWithdrawal(400)
    await relay('PAY_confirmWithdrawal', token, { id, received: false, note: 'Not in my account' })
    await demo(server.url, 'POST', `/demo/api/wallet/withdrawals/${id}/reject`)
    expect(await balanceOf(token)).toBe(1250.5)
  })

  it("answers another member's withdrawal as not found, and a pending one as not waiting", async () => {
    const { id } = await paidWithdrawal()
    const agent = await login(server.url, 'agent', 'Agent1234!')
    expect((await relay('PAY_confirmWithdrawal', agent, { id, received: true })).body.errorCode).toBe(
      'NOT_FOUND',
    )
    const token = await login(server.url, 'demo', 'Demo1234!')
    const pending = (await relay('PAY_withdraw', token, { amount: 100, password: 'Demo1234!' })).body.value
      .list[0]
    expect(
      (await relay('PAY_confirmWithdrawal', token, { id: pending.id, received: true })).body.errorCode,
    ).toBe('CONFIRM_STATE')
  })
})

describe('the wallet in the account record and the messages (MEMBER-8, MEMBER-14)', () => {
  const lines = async (token: string) =>
    (
      await api(server.url, '/wps/relay/ODSFE2_MemTransDet?pageNo=1&pageSize=5', {
        token,
        modId: 'MEMTRANS3',
      })
    ).body.value.list
  const unread = async (token: string) =>
    (await api(server.url, '/wps/member/info', { token })).body.value.unreadMessage

  it('writes the approved deposit, the hold and its return as account-record lines', async () => {
    const token = await login(server.url, 'demo', 'Demo1234!')
    const order = (await relay('PAY_createDeposit', token, { channelId: 'BANK', amount: 700 })).body.value
    await demo(server.url, 'POST', `/demo/api/wallet/deposits/${order.reference}/approve`)
    expect((await lines(token))[0]).toMatchObject({
      type: 'DEPOSIT',
      amount: 700,
      remark: `Deposit ${order.reference}`,
    })
    const id = (await relay('PAY_withdraw', token, { amount: 150, password: 'Demo1234!' })).body.value.list[0]
      .id
    expect((await lines(token))[0]).toMatchObject({ type: 'WITHDRAW', amount: -150 })
    await demo(server.url, 'POST', `/demo/api/wallet/withdrawals/${id}/reject`)
    expect((await lines(token))[0]).toMatchObject({
      type: 'WITHDRAW',
      amount: 150,
      remark: `Withdrawal #${id} returned`,
    })
  })

  it('tells the member by a platform message when a withdrawal is paid and waits for an answer (C-12)', async () => {
    const token = await login(server.url, 'demo', 'Demo1234!')
    const before = await unread(token)
    const id = (await relay('PAY_withdraw', token, { amount: 150, password: 'Demo1234!' })).body.value.list[0]
      .id
    await demo(server.url, 'POST', `/demo/api/wallet/withdrawals/${id}/pay`)
    expect(await unread(token)).toBe(before + 1)
    const messages = await api(server.url, '/wps/relay/CSP_messageList?pageNo=1&pageSize=5', {
      token,
      modId: 'INBOX3',
    })
    expect(messages.body.value.list[0].title).toBe(`Withdrawal #${id} paid: please confirm`)
  })
})
