// @vitest-environment node
// The member-centre record calls the reference server defines (api.md last paragraph): platform
// messages (MEMBER-14), betting record (MEMBER-7), profit and loss (MEMBER-9), account record
// (MEMBER-8, MEMTRANS3). Auth, own rows only, range and paging rules are the server's own.
import { describe, expect, it } from 'vitest'
import { api, login, useServer } from './helpers'

const server = useServer()
const DAY = 86_400_000

const get = (path: string, token?: string, modId = 'INBOX3') => api(server.url, path, { token, modId })
const post = (path: string, body: Record<string, unknown>, token?: string) =>
  api(server.url, path, { token, body, modId: 'INBOX3' })
const demoToken = () => login(server.url, 'demo', 'Demo1234!')
const agentToken = () => login(server.url, 'agent', 'Agent1234!')

/** Every page of a paged call, concatenated. */
async function allPages(path: string, token: string): Promise<any[]> {
  const rows: any[] = []
  for (let page = 1; ; page++) {
    const { body } = await get(`${path}${path.includes('?') ? '&' : '?'}pageNo=${page}&pageSize=50`, token)
    expect(body.success).toBe(true)
    rows.push(...body.value.list)
    if (page >= body.value.totalPages) return rows
  }
}

describe('auth (api.md: HTTP 401 on a token call without a live session)', () => {
  it.each([
    ['GET', '/wps/relay/CSP_messageList'],
    ['POST', '/wps/relay/CSP_readMessage'],
    ['POST', '/wps/relay/CSP_readAllMessages'],
    ['POST', '/wps/relay/CSP_deleteMessage'],
    ['GET', '/wps/relay/ODSFE2_betRecord'],
    ['GET', '/wps/relay/ODSFE2_profitLoss'],
    ['GET', '/wps/relay/ODSFE2_MemTransDet'],
  ])('%s %s without a token answers 401 SESSION_EXPIRED', async (method, path) => {
    const answer = await api(server.url, path, {
      method: method as 'GET' | 'POST',
      body: method === 'POST' ? { id: 1 } : undefined,
    })
    expect(answer.status).toBe(401)
    expect(answer.body).toMatchObject({
      success: false,
      errorCode: 'SESSION_EXPIRED',
      message: 'You are not logged in, please login',
    })
  })
})

describe('platform messages (MEMBER-14)', () => {
  it('lists the member’s messages newest first, paged, with the unread count member info also gives', async () => {
    const token = await demoToken()
    const first = await get('/wps/relay/CSP_messageList?pageNo=1&pageSize=5', token)
    expect(first.body.value).toMatchObject({ pageNo: 1, pageSize: 5, total: 14, totalPages: 3, unread: 3 })
    const all = await allPages('/wps/relay/CSP_messageList', token)
    expect(all).toHaveLength(14)
    const times = all.map((m) => m.createdAt)
    expect(times).toEqual([...times].sort((a, b) => b - a))
    expect(all.filter((m) => !m.read)).toHaveLength(3)
    expect(all[0]).not.toHaveProperty('content')
    const info = await api(server.url, '/wps/member/info', { token })
    expect(info.body.value.unreadMessage).toBe(3)
  })

  it('opening a message answers its body and marks it read: member info and the unread call count one fewer', async () => {
    const token = await demoToken()
    const unread = (await allPages('/wps/relay/CSP_messageList', token)).find((m) => !m.read)
    const opened = await post('/wps/relay/CSP_readMessage', { id: unread.id }, token)
    expect(opened.body.value.message).toMatchObject({ id: unread.id, title: unread.title, read: true })
    expect(opened.body.value.message.content).toContain('<p>')
    expect(opened.body.value.unread).toBe(2)
    expect((await api(server.url, '/wps/member/info', { token })).body.value.unreadMessage).toBe(2)
    expect((await get('/wps/relay/CSP_unreadCount', token)).body.value.count).toBe(2)
    // Opening it again changes nothing.
    expect((await post('/wps/relay/CSP_readMessage', { id: unread.id }, token)).body.value.unread).toBe(2)
  })

  it('mark all read leaves none unread', async () => {
    const token = await demoToken()
    const answer = await post('/wps/relay/CSP_readAllMessages', {}, token)
    expect(answer.body.value).toEqual({ changed: 3, unread: 0 })
    expect((await api(server.url, '/wps/member/info', { token })).body.value.unreadMessage).toBe(0)
  })

  it('deletes a message; deleting an unread one lowers the count', async () => {
    const token = await demoToken()
    const unread = (await allPages('/wps/relay/CSP_messageList', token)).find((m) => !m.read)
    const answer = await post('/wps/relay/CSP_deleteMessage', { id: unread.id }, token)
    expect(answer.body).toMatchObject({ success: true, value: { unread: 2 } })
    const left = await allPages('/wps/relay/CSP_messageList', token)
    expect(left).toHaveLength(13)
    expect(left.some((m) => m.id === unread.id)).toBe(false)
    expect((await post('/wps/relay/CSP_deleteMessage', { id: unread.id }, token)).body.errorCode).toBe(
      'MESSAGE_NOT_FOUND',
    )
  })

  it('a member can neither read nor delete another member’s message', async () => {
    const demo = await demoToken()
    const agent = await agentToken()
    const agentMessages = await allPages('/wps/relay/CSP_messageList', agent)
    expect(agentMessages).toHaveLength(2)
    const theirs = agentMessages.find((m) => !m.read)
    for (const path of ['/wps/relay/CSP_readMessage', '/wps/relay/CSP_deleteMessage']) {
      const answer = await post(path, { id: theirs.id }, demo)
      expect(answer.body).toMatchObject({ success: false, errorCode: 'MESSAGE_NOT_FOUND' })
    }
    expect((await allPages('/wps/relay/CSP_messageList', agent)).find((m) => m.id === theirs.id)?.read).toBe(
      false,
    )
    expect((await allPages('/wps/relay/CSP_messageList', demo)).some((m) => m.id === theirs.id)).toBe(false)
  })

  it('refuses a bad id or paging with 400', async () => {
    const token = await demoToken()
    expect((await post('/wps/relay/CSP_readMessage', { id: 'x' }, token)).status).toBe(400)
    expect((await get('/wps/relay/CSP_messageList?pageSize=500', token)).status).toBe(400)
    expect((await get('/wps/relay/CSP_messageList?pageNo=0', token)).status).toBe(400)
  })
})

function range(days: number, endAgo = 0) {
  const end = Date.now() - endAgo * DAY
  return `startTime=${end - days * DAY}&endTime=${end}`
}

describe('betting record (MEMBER-7)', () => {
  it('lists the range’s bets newest first, paged, with totals the server sums over the whole range', async () => {
    const token = await demoToken()
    const first = await get(`/wps/relay/ODSFE2_betRecord?${range(30)}&pageNo=1&pageSize=20`, token, 'BETREC3')
    const { value } = first.body
    expect(value.list).toHaveLength(20)
    expect(value.total).toBeGreaterThan(150)
    expect(value.totalPages).toBe(Math.ceil(value.total / 20))
    const all = await allPages(`/wps/relay/ODSFE2_betRecord?${range(30)}`, token)
    expect(all).toHaveLength(value.total)
    const sum = (key: string) => Math.round(all.reduce((s, b) => s + b[key], 0) * 100) / 100
    expect(value.summary).toEqual({
      count: value.total,
      stake: sum('stake'),
      payout: sum('payout'),
      winLoss: sum('winLoss'),
    })
    const times = all.map((b) => b.betTime)
    expect(times).toEqual([...times].sort((a, b) => b - a))
    expect(Math.min(...times)).toBeGreaterThanOrEqual(Date.now() - 30 * DAY - 60_000)
    expect(all[0]).toMatchObject({
      gameType: expect.any(String),
      gameName: expect.any(String),
      vendor: expect.any(String),
      status: expect.any(String),
    })
    expect(new Set(all.map((b) => b.gameType)).size).toBeGreaterThanOrEqual(6)
  })

  it('the seed has several hundred bets for demo across the last two months, and bets today', async () => {
    const token = await demoToken()
    const older = await get(`/wps/relay/ODSFE2_betRecord?${range(31, 30)}&pageSize=1`, token)
    const recent = await get(`/wps/relay/ODSFE2_betRecord?${range(31)}&pageSize=1`, token)
    expect(older.body.value.total + recent.body.value.total).toBeGreaterThan(300)
    expect(
      (await get(`/wps/relay/ODSFE2_betRecord?${range(0.1)}&pageSize=1`, token)).body.value.total,
    ).toBeGreaterThan(0)
  })

  it('filters by game type', async () => {
    const token = await demoToken()
    const all = await allPages(`/wps/relay/ODSFE2_betRecord?${range(30)}&gameType=LIVE`, token)
    expect(all.length).toBeGreaterThan(0)
    expect(all.every((b) => b.gameType === 'LIVE')).toBe(true)
    // SYS-2: poker is a game type of its own; a type the catalogue has not is refused.
    expect((await get(`/wps/relay/ODSFE2_betRecord?${range(3)}&gameType=POKER`, token)).status).toBe(200)
    expect((await get(`/wps/relay/ODSFE2_betRecord?${range(3)}&gameType=BINGO`, token)).status).toBe(400)
  })

  it('refuses a range over 31 days and an end before the start, with a clear message', async () => {
    const token = await demoToken()
    const long = await get(`/wps/relay/ODSFE2_betRecord?${range(32)}`, token)
    expect(long.body).toMatchObject({
      success: false,
      errorCode: 'DATE_RANGE_TOO_LONG',
      message: 'The date range can be at most 31 days',
    })
    const now = Date.now()
    const reversed = await get(`/wps/relay/ODSFE2_betRecord?startTime=${now}&endTime=${now - DAY}`, token)
    expect(reversed.body).toMatchObject({
      success: false,
      errorCode: 'DATE_RANGE_ORDER',
      message: 'The end date must not be before the start date',
    })
    expect((await get('/wps/relay/ODSFE2_betRecord', token)).status).toBe(400)
  })

  it('shows only the caller’s own bets: an empty range is empty, not another member’s', async () => {
    const agent = await agentToken()
    const demo = await demoToken()
    const theirs = await get(`/wps/relay/ODSFE2_betRecord?${range(30)}&pageSize=50`, agent)
    const mine = await get(`/wps/relay/ODSFE2_betRecord?${range(30)}&pageSize=50`, demo)
    expect(theirs.body.value.total).toBeLessThan(40)
    const ids = new Set(mine.body.value.list.map((b: { id: number }) => b.id))
    expect(theirs.body.value.list.some((b: { id: number }) => ids.has(b.id))).toBe(false)
    const empty = await get(`/wps/relay/ODSFE2_betRecord?${range(5, 200)}`, demo)
    expect(empty.body.value).toMatchObject({
      list: [],
      total: 0,
      totalPages: 0,
      summary: { count: 0, stake: 0, payout: 0, winLoss: 0 },
    })
  })
})

describe('profit and loss (MEMBER-9)', () => {
  it('answers per-day and per-type totals whose sums equal the range total and the betting record’s', async () => {
    const token = await demoToken()
    const { body } = await get(`/wps/relay/ODSFE2_profitLoss?${range(7)}&tzOffset=-300`, token)
    const { days, types, total } = body.value
    const record = await get(`/wps/relay/ODSFE2_betRecord?${range(7)}&pageSize=1`, token)
    expect(total).toEqual(record.body.value.summary)
    const add = (rows: any[], key: string) => Math.round(rows.reduce((s, r) => s + r[key], 0) * 100) / 100
    for (const key of ['count', 'stake', 'payout', 'winLoss']) {
      expect(add(days, key)).toBeCloseTo(total[key], 2)
      expect(add(types, key)).toBeCloseTo(total[key], 2)
    }
    expect(days.map((d: { date: string }) => d.date)).toEqual(
      [...days.map((d: { date: string }) => d.date)].sort().reverse(),
    )
    expect(days.length).toBeGreaterThanOrEqual(7)
    expect(days[0].date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  })

  it('groups days in the caller’s time zone and enforces the same range rule', async () => {
    const token = await demoToken()
    const now = Date.now()
    const atUtc = await get(
      `/wps/relay/ODSFE2_profitLoss?startTime=${now - 2 * DAY}&endTime=${now}&tzOffset=0`,
      token,
    )
    const atKarachi = await get(
      `/wps/relay/ODSFE2_profitLoss?startTime=${now - 2 * DAY}&endTime=${now}&tzOffset=-300`,
      token,
    )
    expect(atUtc.body.value.total).toEqual(atKarachi.body.value.total)
    expect((await get(`/wps/relay/ODSFE2_profitLoss?${range(40)}`, token)).body.errorCode).toBe(
      'DATE_RANGE_TOO_LONG',
    )
    expect((await get(`/wps/relay/ODSFE2_profitLoss?${range(3)}&tzOffset=9999`, token)).status).toBe(400)
  })
})

describe('account record (MEMBER-8, MEMTRANS3)', () => {
  it('lists the member’s transactions newest first, paged, filtered by type', async () => {
    const token = await demoToken()
    const first = await get('/wps/relay/ODSFE2_MemTransDet?pageNo=1&pageSize=10', token, 'MEMTRANS3')
    expect(first.body.value.list).toHaveLength(10)
    expect(first.body.value.total).toBeGreaterThan(300)
    const types = new Set<string>()
    for (const type of ['DEPOSIT', 'WITHDRAW', 'BET', 'PAYOUT', 'BONUS', 'TRANSFER']) {
      const { body } = await get(`/wps/relay/ODSFE2_MemTransDet?type=${type}&pageSize=50`, token, 'MEMTRANS3')
      expect(body.value.total).toBeGreaterThan(0)
      for (const row of body.value.list) types.add(row.type)
      expect(body.value.list.every((t: { type: string }) => t.type === type)).toBe(true)
    }
    expect(types.size).toBe(6)
    const bets = await get('/wps/relay/ODSFE2_MemTransDet?type=BET&pageSize=50', token)
    expect(bets.body.value.list.every((t: { amount: number }) => t.amount < 0)).toBe(true)
    expect((await get('/wps/relay/ODSFE2_MemTransDet?type=GIFT', token)).status).toBe(400)
  })

  it('shows only the caller’s own transactions', async () => {
    const agent = await allPages('/wps/relay/ODSFE2_MemTransDet', await agentToken())
    const demo = await allPages('/wps/relay/ODSFE2_MemTransDet', await demoToken())
    // Each row's owner, from the ledger itself: the caller's main-wallet entries, every one of them.
    const owners = server
      .instance!.db.prepare("SELECT id, member_id FROM member_transactions WHERE wallet = 'MAIN'")
      .all() as { id: number; member_id: string }[]
    const ownerOf = new Map(owners.map((row) => [row.id, row.member_id]))
    const idsOf = (memberId: string) =>
      owners
        .filter((row) => row.member_id === memberId)
        .map((row) => row.id)
        .sort((a, b) => a - b)
    expect(agent.length).toBeGreaterThan(0)
    expect(demo.length).toBeGreaterThan(0)
    expect(new Set(agent.map((t) => ownerOf.get(t.id)))).toEqual(new Set(['10000002']))
    expect(new Set(demo.map((t) => ownerOf.get(t.id)))).toEqual(new Set(['10000001']))
    expect(agent.map((t) => t.id).sort((a, b) => a - b)).toEqual(idsOf('10000002'))
    expect(demo.map((t) => t.id).sort((a, b) => a - b)).toEqual(idsOf('10000001'))
  })
})
