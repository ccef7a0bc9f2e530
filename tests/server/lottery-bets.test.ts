// @vitest-environment node
// Lottery bets on the reference server: provably fair draws checked against the published
// commitment with the published rule (API-51 (fair draw), recomputed here, not with the server's code), the
// cut-off before each draw (API-51 (cut-off)), the launch ticket bound to the member's live session
// (ROUTE-26 (ticket bound to the session)), and bets through the ledger and the betting record, once per requestId, with every bad
// stake refused and nothing moved (C-8 (lottery bets in the ledger), C-13).
import { createHash, createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { api, login, setSettings, useServer } from './helpers'

// A fixed moment 30 s into a minute near the real time (the records page by recent dates).
const START = Math.floor(Date.now() / 3_600_000) * 3_600_000 - 3_600_000 + 30_000
let now = START
const server = useServer({ clock: () => now })
const db = () => server.instance!.db

const launch = async (token: string, game = 'SSC', mode = 'LOTT') => {
  const { body } = await api(
    server.url,
    `/wps/game/launchGame?${new URLSearchParams({
      lottoArea: 'VN',
      launchMode: 'LOTT',
      lottoPrizeMode: mode,
      lottoGameCode: game,
      lottoView: 'betting',
      device: 'WEB',
      backUrl: '/lottery',
      language: 'EN',
    })}`,
    { token, modId: 'GAMELO3' },
  )
  expect(body.success).toBe(true)
  return new URL(body.value.url).searchParams.get('ticket')!
}
let requests = 0
const bet = (ticket: string, fields: Record<string, unknown> = {}) =>
  api(server.url, '/lotto/lgw/games/bet', {
    modId: 'LOTTO3',
    body: {
      ticket,
      gameCode: 'SSC',
      issue: String(Math.floor(now / 60_000)),
      pick: 3,
      stake: '10',
      requestId: `request-${++requests}-${Date.now()}`,
      ...fields,
    },
  })
const balance = async (token: string) =>
  (await api(server.url, '/wps/member/info', { token })).body.value.balance as number
const memberId = (username: string) =>
  db().prepare('SELECT id FROM members WHERE username = ?').pluck().get(username) as string
const betCount = () => db().prepare('SELECT COUNT(*) FROM lottery_bets').pluck().get() as number
const menuItem = async (mode: string, code: string) => {
  const data = JSON.stringify({ prizeMode: mode, device: 'WEB' })
  const menus = (await api(server.url, `/lgw/vn/games/game_menu?data=${encodeURIComponent(data)}`)).body.value
  return Object.values(menus as Record<string, { gameMenus: any[] }>)
    .flatMap((m) => m.gameMenus)
    .find((g) => g.gameCode === code)
}

/** The published rule (api.md, lottery hall's verify panel), written out again from its text. */
function ruleNumbers(
  secret: string,
  game: string,
  issue: string,
  format: { kind: string; count: number; max?: number },
) {
  let block = 0
  let bytes: number[] = []
  const next = () => {
    if (!bytes.length)
      bytes = [...createHmac('sha256', secret).update(`${game}:${issue}:${block++}`).digest()]
    return bytes.shift()!
  }
  const uniform = (n: number) => {
    for (;;) {
      const b = next()
      if (b < 256 - (256 % n)) return b % n
    }
  }
  if (format.kind === 'digits') return Array.from({ length: format.count }, () => uniform(10))
  if (format.kind === 'dice') return Array.from({ length: format.count }, () => 1 + uniform(6))
  const left = Array.from({ length: format.kind === 'race' ? 10 : format.max! }, (_, i) => i + 1)
  return Array.from({ length: format.count }, () => left.splice(uniform(left.length), 1)[0])
}
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

describe('provably fair draws (API-51 (fair draw))', () => {
  it('API-51 (fair draw): each result matches the hash published before betting closed and the published rule; no secret leaves before the draw', async () => {
    now = START
    const token = await login(server.url, 'demo', 'Demo1234!')
    const published = new Map<string, { issue: string; hash: string }>()
    for (const [mode, code] of [
      ['LOTT', 'SSC'],
      ['LOTT', 'PK10'],
      ['LOTT', 'LHC'],
      ['LOTT', 'LF'],
      ['LOTT', '11X5'],
    ] as const) {
      const item = await menuItem(mode, code)
      expect(item.secretHash).toMatch(/^[0-9a-f]{64}$/)
      expect(item.closesAt).toBeLessThan(item.nextDrawAt)
      expect(item).not.toHaveProperty('secret')
      published.set(code, { issue: item.issue, hash: item.secretHash })
    }
    // Before the draw, the secret is in no answer: the menu, the opened draws, the lottery page.
    const secretOf = (code: string, issue: string) =>
      db()
        .prepare('SELECT secret FROM lottery_issues WHERE game_code = ? AND issue = ?')
        .pluck()
        .get(code, Number(issue)) as string
    const ssc = published.get('SSC')!
    const secret = secretOf('SSC', ssc.issue)
    const opened = await api(server.url, '/lotto/lgw/games/opened/numero?gameCode=SSC', { token })
    expect(opened.body.value.nextSecretHash).toBe(ssc.hash)
    const page = await (await fetch(`${server.url}/demo/lottery/play?ticket=${await launch(token)}`)).text()
    expect(page).toContain(ssc.hash)
    for (const text of [JSON.stringify(opened.body), JSON.stringify(await menuItem('LOTT', 'SSC')), page])
      expect(text).not.toContain(secret)
    // After the draw: hash(secret) is the hash published earlier, and the rule gives the numbers.
    now = START + 5 * 60_000
    for (const [code, { issue, hash }] of published) {
      const draws = (
        await api(server.url, `/lotto/lgw/games/opened/numero?gameCode=${code}&count=20`, { token })
      ).body.value.list
      const draw = draws.find((d: any) => d.issue === issue)
      expect(draw, code).toBeTruthy()
      expect(draw.secretHash, code).toBe(hash)
      expect(sha256(draw.secret), code).toBe(hash)
      expect(draw.rule).toBe('HMAC-SHA256/1')
      expect(draw.secretHashPublishedAt).toBeLessThanOrEqual(draw.closedAt)
      expect(draw.numbers, code).toEqual(ruleNumbers(draw.secret, code, issue, draw.format))
    }
    // Every issue has its own secret (no fixed seed): the last 5 SSC draws all differ in secret.
    const five = (await api(server.url, '/lotto/lgw/games/opened/numero?gameCode=SSC&count=5', { token }))
      .body.value.list
    expect(new Set(five.map((d: any) => d.secret)).size).toBe(5)
    for (const d of five) expect(d.numbers).toEqual(ruleNumbers(d.secret, 'SSC', d.issue, d.format))
    now = START
  })
})

describe('lottery bets (API-51 (cut-off), ROUTE-26 (ticket bound to the session), C-8 (lottery bets in the ledger))', () => {
  it('C-8 (lottery bets in the ledger) C-13: a bet moves the balance through the ledger and lands in the betting record; the draw settles it there and pays a win once', async () => {
    now = START
    const token = await login(server.url, 'demo', 'Demo1234!')
    const ticket = await launch(token)
    const before = await balance(token)
    const issue = String(Math.floor(now / 60_000))
    // The winning number is known here only by reading the server's secret (a test insider).
    const item = await menuItem('LOTT', 'SSC')
    const secret = db()
      .prepare('SELECT secret FROM lottery_issues WHERE game_code = ? AND issue = ?')
      .pluck()
      .get('SSC', Number(issue)) as string
    const winning = ruleNumbers(secret, 'SSC', issue, { kind: 'digits', count: 5 })[0]
    const won = await bet(ticket, { pick: winning, stake: '12.50', requestId: 'lottery-win-1' })
    expect(won.body.success).toBe(true)
    expect(won.body.value).toMatchObject({
      issue,
      pick: winning,
      stake: 12.5,
      odds: 9.5,
      secretHash: item.secretHash,
    })
    expect(won.body.value.balance).toBeCloseTo(before - 12.5, 2)
    const lost = await bet(ticket, { pick: (winning! + 1) % 10, stake: 20, requestId: 'lottery-lose-1' })
    expect(lost.body.success).toBe(true)
    expect(await balance(token)).toBeCloseTo(before - 32.5, 2)
    const entries = db()
      .prepare(
        "SELECT type, amount, product, reference, request_key FROM member_transactions WHERE product = 'LOTTERY' ORDER BY id",
      )
      .all()
    expect(entries).toEqual([
      {
        type: 'BET',
        amount: -12.5,
        product: 'LOTTERY',
        reference: `lottery_bets:${won.body.value.betId}`,
        request_key: 'lottery-win-1',
      },
      {
        type: 'BET',
        amount: -20,
        product: 'LOTTERY',
        reference: `lottery_bets:${lost.body.value.betId}`,
        request_key: 'lottery-lose-1',
      },
    ])
    const record = async () =>
      (
        await api(
          server.url,
          `/wps/relay/ODSFE2_betRecord?gameType=LOTT&pageNo=1&pageSize=50&startTime=${START - 3_600_000}&endTime=${START + 3_600_000}`,
          { token, modId: 'MEMTRANS3' },
        )
      ).body.value.list.filter((b: any) => b.gameName.startsWith('Speedy SSC'))
    expect(await record()).toEqual([
      expect.objectContaining({
        gameType: 'LOTT',
        vendor: 'LOTT',
        stake: 20,
        payout: 0,
        winLoss: 0,
        status: 'PENDING',
      }),
      expect.objectContaining({
        gameType: 'LOTT',
        vendor: 'LOTT',
        stake: 12.5,
        payout: 0,
        winLoss: 0,
        status: 'PENDING',
      }),
    ])
    now = START + 60_000
    await api(server.url, '/lgw/vn/numeros/opened/game?prizeMode=LOTT')
    await api(server.url, '/lgw/vn/numeros/opened/game?prizeMode=LOTT')
    expect(await balance(token)).toBeCloseTo(before - 32.5 + 118.75, 2)
    expect(await record()).toEqual([
      expect.objectContaining({ stake: 20, payout: 0, winLoss: -20, status: 'SETTLED' }),
      expect.objectContaining({ stake: 12.5, payout: 118.75, winLoss: 106.25, status: 'SETTLED' }),
    ])
    const payouts = db()
      .prepare(
        "SELECT amount, reference FROM member_transactions WHERE product = 'LOTTERY' AND type = 'PAYOUT'",
      )
      .all()
    expect(payouts).toEqual([{ amount: 118.75, reference: `lottery_bets:${won.body.value.betId}` }])
    const pl = (
      await api(
        server.url,
        `/wps/relay/ODSFE2_profitLoss?gameType=LOTT&startTime=${START - 3_600_000}&endTime=${START + 3_600_000}`,
        { token, modId: 'MEMTRANS3' },
      )
    ).body.value
    expect(pl.types.find((t: any) => t.gameType === 'LOTT').winLoss).toBeGreaterThan(0)
    const html = await (await fetch(`${server.url}/demo/lottery/play?ticket=${ticket}&game=SSC`)).text()
    expect(html).toMatch(/WON \+118\.75/)
    now = START
  })

  it('C-8 (lottery bets in the ledger): 20 parallel identical bets make one bet; the same requestId for another bet is refused', async () => {
    now = START
    const token = await login(server.url, 'demo', 'Demo1234!')
    const ticket = await launch(token)
    const before = await balance(token)
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => bet(ticket, { requestId: 'same-bet-20', stake: '25' })),
    )
    expect(answers.every((a) => a.body.success)).toBe(true)
    expect(new Set(answers.map((a) => a.body.value.betId)).size).toBe(1)
    // One placed it; the others answer it again (the gate's replay, or the bet's own guard).
    const again = answers.filter((a) => a.body.value.duplicate || a.headers.get('Idempotent-Replayed'))
    expect(again).toHaveLength(19)
    expect(betCount()).toBe(1)
    expect(await balance(token)).toBeCloseTo(before - 25, 2)
    const reused = await bet(ticket, { requestId: 'same-bet-20', stake: '30' })
    expect(reused.body.errorCode).toBe('REQUEST_REUSED')
    expect(betCount()).toBe(1)
    expect(await balance(token)).toBeCloseTo(before - 25, 2)
  })

  it('C-8 (lottery bets in the ledger): negative, beyond-cents, hex, exponent, huge and out-of-range stakes, bad picks and unknown games are refused with nothing moved', async () => {
    now = START
    const token = await login(server.url, 'demo', 'Demo1234!')
    const ticket = await launch(token)
    const before = await balance(token)
    const ledger = () => db().prepare('SELECT COUNT(*) FROM member_transactions').pluck().get()
    const lines = ledger()
    for (const [stake, code] of [
      ['-5', 'STAKE_INVALID'],
      [-5, 'STAKE_INVALID'],
      ['10.005', 'STAKE_INVALID'],
      [10.005, 'STAKE_INVALID'],
      ['0x10', 'STAKE_INVALID'],
      ['1e3', 'STAKE_INVALID'],
      [1e21, 'STAKE_INVALID'],
      ['99999999999999', 'STAKE_INVALID'],
      ['5000.01', 'STAKE_RANGE'],
      ['0.5', 'STAKE_RANGE'],
      ['', 'INPUT_EMPTY'],
    ] as const) {
      const answer = await bet(ticket, { stake })
      expect(answer.body.success, String(stake)).toBe(false)
      expect(answer.body.errorCode, String(stake)).toBe(code)
      expect(answer.body.message.length, String(stake)).toBeGreaterThan(10)
    }
    expect((await bet(ticket, { pick: 10 })).body.errorCode).toBe('BAD_PICK')
    expect((await bet(ticket, { pick: '1e0' })).body.errorCode).toBe('BAD_PICK')
    expect((await bet(ticket, { gameCode: 'VN_NORTH' })).body.errorCode).toBe('GAME_NOT_FOUND')
    expect((await bet(ticket, { requestId: 'x' })).body.errorCode).toBe('REQUEST_ID')
    expect((await bet(ticket, { issue: 'next' })).body.errorCode).toBe('ISSUE_INVALID')
    // SYS-11/12: maintenance and the region block close the bet.
    await setSettings(server.url, { maintenance: true })
    expect((await bet(ticket)).body.errorCode).toBe('MAINTENANCE')
    await setSettings(server.url, { maintenance: false, regionRestriction: true })
    expect((await bet(ticket)).body.errorCode).toBe('REGION_RESTRICTED')
    await setSettings(server.url, { regionRestriction: false })
    expect(betCount()).toBe(0)
    expect(ledger()).toBe(lines)
    expect(await balance(token)).toBe(before)
    // A stake larger than the balance: refused, nothing moved.
    db().prepare('UPDATE members SET balance = 5 WHERE username = ?').run('demo')
    expect((await bet(ticket, { stake: '6' })).body.errorCode).toBe('INSUFFICIENT_BALANCE')
    expect(betCount()).toBe(0)
    expect(ledger()).toBe(lines)
  })

  it('API-51 (cut-off): betting closes before each draw (the last tenth, at least 5 s): refused with a clear message, the page says so', async () => {
    const token = await login(server.url, 'demo', 'Demo1234!')
    now = START
    const ssc = await menuItem('LOTT', 'SSC')
    expect(ssc.nextDrawAt - ssc.closesAt).toBe(6_000)
    expect((await menuItem('LOTT', 'LHC')).nextDrawAt - (await menuItem('LOTT', 'LHC')).closesAt).toBe(30_000)
    const ticket = await launch(token)
    const issue = ssc.issue
    now = ssc.closesAt - 1
    expect((await bet(ticket, { issue })).body.success).toBe(true)
    now = ssc.closesAt
    const closed = await bet(ticket, { issue })
    expect(closed.body.errorCode).toBe('BETTING_CLOSED')
    expect(closed.body.message).toMatch(
      new RegExp(`Betting on issue ${issue} is closed\\. Bets on issue ${Number(issue) + 1} open at`),
    )
    const html = await (await fetch(`${server.url}/demo/lottery/play?ticket=${ticket}&game=SSC`)).text()
    expect(html).toMatch(/<p class="err" role="status" id="betting-closed">Betting closed for issue/)
    expect(html).toMatch(/<button type="submit" disabled>/)
    now = ssc.nextDrawAt + 1000
    expect((await bet(ticket, { issue })).body.errorCode).toBe('BETTING_CLOSED')
    expect((await bet(ticket, { issue: String(Number(issue) + 2) })).body.errorCode).toBe('ISSUE_NOT_OPEN')
    expect((await bet(ticket, { issue: String(Number(issue) + 1) })).body.success).toBe(true)
    expect(betCount()).toBe(2)
    now = START
  })

  it('ROUTE-26 (ticket bound to the session): logout, a password change, cool-off and permanent self-exclusion end the ticket; a bet with it is refused', async () => {
    now = START
    const refusedWith = async (ticket: string, code: string) => {
      const answer = await bet(ticket)
      expect(answer.body.success).toBe(false)
      expect(answer.body.errorCode).toBe(code)
      expect(answer.body.message).toMatch(/lottery link has ended|cool-off|self-exclusion|paused/i)
      const page = await fetch(`${server.url}/demo/lottery/play?ticket=${ticket}`)
      expect(page.status).toBe(404)
      expect(await page.text()).toContain('This lottery link has ended')
    }
    // Logout.
    let token = await login(server.url, 'demo', 'Demo1234!')
    let ticket = await launch(token)
    expect((await bet(ticket)).body.success).toBe(true)
    await api(server.url, '/wps/session/logout', { method: 'DELETE', token })
    await refusedWith(ticket, 'LOTTERY_TICKET_ENDED')
    // A password change from the launching session itself (that session lives on; the ticket does not).
    token = await login(server.url, 'demo', 'Demo1234!')
    ticket = await launch(token)
    const changed = await api(server.url, '/wps/member/password', {
      token,
      body: { oldPassword: 'Demo1234!', newPassword: 'Demo5678!', confirmNewPassword: 'Demo5678!' },
    })
    expect(changed.body.success).toBe(true)
    expect((await api(server.url, '/wps/member/info', { token })).body.success).toBe(true)
    await refusedWith(ticket, 'LOTTERY_TICKET_ENDED')
    // Cool-off.
    token = await login(server.url, 'demo', 'Demo5678!')
    ticket = await launch(token)
    const relay = (name: string, body: unknown) => api(server.url, `/wps/relay/${name}`, { token, body })
    expect(
      (await relay('RG_exclude', { kind: 'coolOff', duration: '1d', password: 'Demo5678!' })).body.success,
    ).toBe(true)
    await refusedWith(ticket, 'LOTTERY_TICKET_ENDED')
    // Permanent self-exclusion of another member.
    token = await login(server.url, 'direct_m1', 'Team1234!')
    ticket = await launch(token)
    expect((await bet(ticket)).body.success).toBe(true)
    expect(
      (await relay('RG_exclude', { kind: 'selfExclusion', duration: 'permanent', password: 'Team1234!' }))
        .body.success,
    ).toBe(true)
    await refusedWith(ticket, 'LOTTERY_TICKET_ENDED')
    // An exclusion in force refuses even a session the exclusion did not end.
    const m1 = memberId('direct_m1')
    db()
      .prepare(
        'INSERT INTO sessions (token_hash, member_id, created_at, expires_at, max_expires_at) SELECT session_hash, member_id, ?, ?, ? FROM lottery_launches WHERE ticket = ?',
      )
      .run(Date.now(), Date.now() + 3_600_000, Date.now() + 3_600_000, ticket)
    const excluded = await bet(ticket)
    expect(excluded.body.errorCode).toBe('SELF_EXCLUDED')
    expect(db().prepare('SELECT COUNT(*) FROM lottery_bets WHERE member_id = ?').pluck().get(m1)).toBe(1)
    expect((await bet('no-such-ticket-000000')).body.errorCode).toBe('LOTTERY_TICKET_ENDED')
  })

  it('C-8 (lottery bets in the ledger) C-8: the wager limit counts lottery bets; a bet beyond it is refused', async () => {
    now = START
    const token = await login(server.url, 'demo', 'Demo1234!')
    // The seed's settled bets of the last day count too: the limit leaves room for 50 more.
    const status = (await api(server.url, '/wps/relay/RG_status', { token })).body.value
    const used = status.limits.find((l: any) => l.kind === 'wager' && l.period === 'day').used as number
    const amount = String(used + 50)
    const limit = await api(server.url, '/wps/relay/RG_setLimit', {
      token,
      body: { kind: 'wager', period: 'day', amount },
    })
    expect(limit.body.success).toBe(true)
    const ticket = await launch(token)
    expect((await bet(ticket, { stake: '40' })).body.success).toBe(true)
    now = START + 60_000
    await api(server.url, '/lgw/vn/numeros/opened/game?prizeMode=LOTT')
    const over = await bet(ticket, { stake: '20' })
    expect(over.body.errorCode).toBe('WAGER_LIMIT')
    expect(over.body.value.remaining).toBe(10)
    expect((await bet(ticket, { stake: '10' })).body.success).toBe(true)
    now = START
  })
})
