// @vitest-environment node
// What an agent does to its downline on the reference server (C-8: every rule enforced here, not
// only on the page): freezing and unfreezing a direct downline account with a reason (AGENT-4; the
// frozen account is refused by the one sign-in policy on more than one path, its session ended),
// withdrawing its own pending offer (AGENT-17), a transfer from the downline row through the team
// transfer route and the ledger (MEMBER-6, C-13), the overview's 30-day trend from the records
// (AGENT-2) and the salary formula with the sub-agents' deduction as paid (AGENT-13, AGENT-16).
import { describe, expect, it } from 'vitest'
import { api, login, useServer } from './helpers'

const server = useServer()
const db = () => server.instance!.db
const R = '/wps/relay/agent'
const DAY = 86_400_000
const TX = '246810'

const idOf = (username: string) =>
  db().prepare('SELECT id FROM members WHERE username = ?').pluck().get(username) as string
const balanceOf = (id: string) =>
  db().prepare('SELECT balance FROM members WHERE id = ?').pluck().get(id) as number
const post = (path: string, token: string, body: unknown) => api(server.url, path, { token, body })
const get = (path: string, token: string) => api(server.url, path, { token })
const passwordLogin = (username: string, password = 'Team1234!') =>
  api(server.url, '/wps/session/login', { body: { type: 'username', username, password } })
const setStatus = (token: string, memberId: string, action: string, reason: string) =>
  post(`${R}/downline/status`, token, { memberId, action, reason })

describe('freezing a direct downline account (AGENT-4, C-8)', () => {
  it('a frozen account is refused at the password login, its sessions end and a code they minted is dead; unfreezing lets it in', async () => {
    const agent = await login(server.url, 'agent', 'Agent1234!')
    const m1 = idOf('direct_m1')
    const session = await login(server.url, 'direct_m1', 'Team1234!')
    // A one-time exchange code minted before the freeze (another path into a session, C-5).
    const minted = await api(server.url, '/wps/session/exchange', { token: session, method: 'POST' })
    expect(minted.body.success).toBe(true)

    const frozen = await setStatus(agent, m1, 'freeze', 'Chargeback under review')
    expect(frozen.body).toMatchObject({
      success: true,
      value: { memberId: m1, status: 'frozen', statusReason: 'Chargeback under review' },
    })
    // Its live session is over: the next call answers 401.
    expect((await api(server.url, '/wps/member/info', { token: session })).status).toBe(401)
    const refused = {
      success: false,
      errorCode: 'ACCOUNT_FROZEN',
      message: 'This account has been frozen by your agent. Please contact your agent',
    }
    expect((await passwordLogin('direct_m1')).body).toMatchObject(refused)
    const exchanged = await api(server.url, '/wps/session/login', {
      body: { type: 'exchange', code: minted.body.value.code },
    })
    // The code died with the session that minted it (MENU-20): no session either way.
    expect(exchanged.body.success).toBe(false)
    expect(exchanged.body.value?.token).toBeUndefined()
    // The wrong password still says only that (C-10: nothing told before the proof).
    expect((await passwordLogin('direct_m1', 'Wrong1234!')).body.errorCode).not.toBe('ACCOUNT_FROZEN')

    // The list shows the status and the reason; the action is on record (who, when, why).
    const list = await get(`${R}/downline?account=direct_m1`, agent)
    expect(list.body.value.list[0]).toMatchObject({
      account: 'direct_m1',
      status: 'frozen',
      statusReason: 'Chargeback under review',
    })
    const history = await get(`${R}/downline/status?memberId=${m1}`, agent)
    expect(history.body.value.list[0]).toMatchObject({
      action: 'freeze',
      reason: 'Chargeback under review',
      byAccount: 'agent',
    })
    expect(history.body.value.list[0].createdAt).toBeGreaterThan(Date.now() - 60_000)

    expect((await setStatus(agent, m1, 'freeze', 'again')).body.errorCode).toBe('ALREADY_FROZEN')
    const thawed = await setStatus(agent, m1, 'unfreeze', 'Cleared')
    expect(thawed.body).toMatchObject({ success: true, value: { status: 'active', statusReason: null } })
    expect((await passwordLogin('direct_m1')).body.success).toBe(true)
    expect((await get(`${R}/downline?account=direct_m1`, agent)).body.value.list[0]).toMatchObject({
      status: 'active',
      statusReason: null,
    })
    expect((await setStatus(agent, m1, 'unfreeze', 'again')).body.errorCode).toBe('NOT_FROZEN')
  })

  it("refuses another agent's member, a member below a sub-agent, an empty or long reason, and a member", async () => {
    const agent = await login(server.url, 'agent', 'Agent1234!')
    const subagent = await login(server.url, 'subagent', 'Team1234!')
    const m1 = idOf('direct_m1')
    // direct_m1 is the top agent's, not subagent's.
    expect((await setStatus(subagent, m1, 'freeze', 'not mine')).body).toMatchObject({
      success: false,
      errorCode: 'NOT_IN_TEAM',
      message: 'This account is not in your team',
    })
    // lahore_m1 is in the top agent's team, but subagent is its direct upline.
    expect((await setStatus(agent, idOf('lahore_m1'), 'freeze', 'deep')).body).toMatchObject({
      success: false,
      errorCode: 'NOT_DIRECT_MEMBER',
      message: 'Only your direct downline can be frozen or unfrozen',
    })
    expect((await setStatus(agent, m1, 'freeze', '   ')).body).toMatchObject({
      success: false,
      errorCode: 'INPUT_EMPTY',
      message: 'Input cannot be empty',
      value: { field: 'reason' },
    })
    expect((await setStatus(agent, m1, 'freeze', 'x'.repeat(201))).body.errorCode).toBe('REASON_LONG')
    expect((await setStatus(agent, m1, 'melt', 'why')).body.success).toBe(false)
    // Nothing changed by any of them.
    expect(db().prepare('SELECT status FROM agent_links WHERE member_id = ?').pluck().get(m1)).toBe('active')
    const member = await login(server.url, 'demo', 'Demo1234!')
    expect((await setStatus(member, m1, 'freeze', 'why')).body.errorCode).toBe('NOT_AGENT')
  })

  it('the team reports show the status and reason of a frozen member (AGENT-7)', async () => {
    const agent = await login(server.url, 'agent', 'Agent1234!')
    await setStatus(agent, idOf('direct_m1'), 'freeze', 'Chargeback under review')
    const end = Date.now()
    const loss = await get(`${R}/userLoss?startTime=${end - 30 * DAY}&endTime=${end}&pageSize=50`, agent)
    const row = loss.body.value.list.find((r: { account: string }) => r.account === 'direct_m1')
    expect(row).toMatchObject({ status: 'frozen', statusReason: 'Chargeback under review' })
    const other = loss.body.value.list.find((r: { account: string }) => r.account === 'direct_m3')
    expect(other).toMatchObject({ status: 'active', statusReason: null })
  })
})

describe('withdrawing an offer (AGENT-17)', () => {
  const pendingOffer = () =>
    db()
      .prepare(
        "SELECT r.id, r.contract_id FROM agent_requests r WHERE r.type = 'new' AND r.status = 'pending' AND r.from_id = '10000002'",
      )
      .get() as { id: number; contract_id: number }

  it('withdraws my own pending offer: the request and its contract are marked withdrawn and the addressee can no longer accept', async () => {
    const agent = await login(server.url, 'agent', 'Agent1234!')
    const offer = pendingOffer()
    const answer = await post(`${R}/contracts/withdraw`, agent, { requestId: offer.id })
    expect(answer.body.success).toBe(true)
    const listed = answer.body.value.requests.find((r: { id: number }) => r.id === offer.id)
    expect(listed).toMatchObject({ status: 'withdrawn', direction: 'outgoing' })
    expect(listed.contract).toMatchObject({ status: 'withdrawn', endReason: 'withdrawn' })
    expect(
      db().prepare("SELECT action, detail FROM agent_actions WHERE action = 'withdraw-offer'").get(),
    ).toEqual({ action: 'withdraw-offer', detail: `agent_contracts:${offer.contract_id}` })
    const quetta = await login(server.url, 'quetta_agent', 'Team1234!')
    const accept = await post(`${R}/contracts/decide`, quetta, { requestId: offer.id, action: 'accept' })
    expect(accept.body.errorCode).toBe('REQUEST_DONE')
    // Not pending any more: a second withdrawal is refused.
    expect((await post(`${R}/contracts/withdraw`, agent, { requestId: offer.id })).body).toMatchObject({
      success: false,
      errorCode: 'REQUEST_DONE',
    })
  })

  it("refuses the addressee and another agent (not the offerer's), and an answered request", async () => {
    const offer = pendingOffer()
    const quetta = await login(server.url, 'quetta_agent', 'Team1234!')
    expect((await post(`${R}/contracts/withdraw`, quetta, { requestId: offer.id })).body).toMatchObject({
      success: false,
      errorCode: 'NOT_OFFERER',
      message: 'Only the agent who made this offer can withdraw it',
    })
    const subagent = await login(server.url, 'subagent', 'Team1234!')
    expect((await post(`${R}/contracts/withdraw`, subagent, { requestId: offer.id })).body.errorCode).toBe(
      'NOT_OFFERER',
    )
    // An accepted offer cannot be withdrawn.
    const answered = db()
      .prepare(
        "SELECT id FROM agent_requests WHERE type = 'new' AND status = 'accepted' AND from_id = '10000002'",
      )
      .pluck()
      .get() as number
    const agent = await login(server.url, 'agent', 'Agent1234!')
    expect((await post(`${R}/contracts/withdraw`, agent, { requestId: answered })).body.errorCode).toBe(
      'REQUEST_DONE',
    )
    expect(db().prepare('SELECT status FROM agent_requests WHERE id = ?').pluck().get(offer.id)).toBe(
      'pending',
    )
  })
})

describe('a transfer from the downline row (MEMBER-6, C-13)', () => {
  const transfer = (token: string, targetId: string, amount: string, requestId: string) =>
    api(server.url, '/wps/relay/MCS_teamTransfer', {
      token,
      modId: 'TEAMTRANS3',
      body: { direction: 'downline', targetId, amount, transactionPassword: TX, requestId },
    })

  it('moves the money through the ledger: both balances, both entries and the transfer row', async () => {
    const agent = await login(server.url, 'agent', 'Agent1234!')
    await post('/wps/relay/SEC_transactionPassword', agent, {
      loginPassword: 'Agent1234!',
      newPassword: TX,
      confirmPassword: TX,
    })
    const m3 = idOf('direct_m3')
    const [before, theirs] = [balanceOf('10000002'), balanceOf(m3)]
    const sent = await transfer(agent, m3, '125.50', 'row-transfer-0001')
    expect(sent.body).toMatchObject({
      success: true,
      value: { transfer: { amount: 125.5 }, repeated: false },
    })
    expect(balanceOf('10000002')).toBeCloseTo(before - 125.5, 2)
    expect(balanceOf(m3)).toBeCloseTo(theirs + 125.5, 2)
    const id = sent.body.value.transfer.id
    const entries = db()
      .prepare('SELECT member_id, amount FROM member_transactions WHERE reference = ? ORDER BY amount')
      .all(`team_transfers:${id}`)
    expect(entries).toEqual([
      { member_id: '10000002', amount: -125.5 },
      { member_id: m3, amount: 125.5 },
    ])
    expect(db().prepare('SELECT target_id, direction FROM team_transfers WHERE id = ?').get(id)).toEqual({
      target_id: m3,
      direction: 'downline',
    })

    // Over the balance: refused, nothing moved.
    const over = await transfer(agent, m3, String(Math.floor(balanceOf('10000002')) + 1), 'row-transfer-0002')
    expect(over.body.success).toBe(false)
    expect(['INSUFFICIENT_BALANCE', 'AMOUNT_RANGE']).toContain(over.body.errorCode)
    expect(balanceOf(m3)).toBeCloseTo(theirs + 125.5, 2)
    // Not a direct downline (a member below a sub-agent), and a frozen one: refused.
    const deep = await transfer(agent, idOf('lahore_m1'), '10', 'row-transfer-0003')
    expect(deep.body).toMatchObject({ success: false, errorCode: 'NOT_DOWNLINE' })
    await setStatus(agent, m3, 'freeze', 'Held')
    expect((await transfer(agent, m3, '10', 'row-transfer-0004')).body.errorCode).toBe('NOT_DOWNLINE')
  })
})

describe('the overview trend (AGENT-2)', () => {
  it('answers 30 days whose figures equal the sums of the records of each day', async () => {
    const agent = await login(server.url, 'agent', 'Agent1234!')
    const start = Date.now() - 30 * DAY
    const { body } = await get(`${R}/trend?startTime=${start}`, agent)
    expect(body.success).toBe(true)
    expect(body.value.days).toHaveLength(30)
    const links = db().prepare('SELECT member_id, upline_id FROM agent_links').all() as {
      member_id: string
      upline_id: string
    }[]
    const team = new Set<string>()
    let level = ['10000002']
    while (level.length) {
      level = links.filter((l) => level.includes(l.upline_id)).map((l) => l.member_id)
      level.forEach((id) => team.add(id))
    }
    const sum = (xs: any[], f: (x: any) => number) => Math.round(xs.reduce((a, x) => a + f(x), 0) * 100) / 100
    const bets = (db().prepare('SELECT * FROM member_bets').all() as any[]).filter((b) =>
      team.has(b.member_id),
    )
    const payments = db().prepare("SELECT * FROM agent_payments WHERE agent_id = '10000002'").all() as any[]
    let busy = 0
    body.value.days.forEach((d: any, i: number) => {
      const from = start + i * DAY
      expect(d.start).toBe(from)
      const day = bets.filter((b) => b.bet_time >= from && b.bet_time < from + DAY)
      if (day.length) busy++
      expect(d).toMatchObject({
        bets: sum(day, (b) => b.stake),
        validBets: sum(
          day.filter((b) => b.status === 'SETTLED'),
          (b) => b.stake,
        ),
        teamProfitLoss: sum(day, (b) => b.win_loss),
        myIncome: sum(
          payments.filter((p) => p.created_at >= from && p.created_at < from + DAY),
          (p) => p.amount,
        ),
      })
    })
    expect(busy).toBeGreaterThan(10)
    expect((await get(`${R}/trend`, agent)).body.success).toBe(false)
    const member = await login(server.url, 'demo', 'Demo1234!')
    expect((await get(`${R}/trend?startTime=${start}`, member)).body.errorCode).toBe('NOT_AGENT')
  })
})

describe('the salary formula as paid (AGENT-13, AGENT-16)', () => {
  it('each payment answers rate % of the base, the sub-agents’ deduction and the amount, which add up', async () => {
    const agent = await login(server.url, 'agent', 'Agent1234!')
    const { body } = await post('/wps/relay/MCSFE_processRealTimeSalaryContract', agent, { pageSize: 50 })
    expect(body.success).toBe(true)
    expect(body.value.list.length).toBeGreaterThan(0)
    let deducted = 0
    for (const p of body.value.list) {
      expect(p.gross).toBeCloseTo((p.rate / 100) * p.base, 2)
      expect(p.amount).toBeCloseTo(p.gross - p.deducted, 2)
      deducted += p.deducted
    }
    // The top agent's sub-agents hold real-time contracts: their part is deducted.
    expect(deducted).toBeGreaterThan(0)
  })
})
