// The agent centre's calls (issue 12; AGENT-1..23, ROLE-10/12/15, API-27, API-30..33). The spec
// names four of them (consolidated funds and the dividend and salary calls); the rest are defined
// here under /wps/relay/agent/… (api.md last paragraph). Every call needs a token (401) and an agent
// (NOT_AGENT, the spec's 'Non-agents cannot log in', for members, trial members and back office:
// ROLE-10, ROLE-15, C-8); consolidated and contract data need the agent-policy flag (AGENT-23).
// Every figure is computed here from the records of the caller's own team.
import { badRequest, fail, inputEmpty, ok } from '../platform/envelope'
import { lengthRange, satisfiesRule, textField } from '../platform/fields'
import { requireAgent } from './guard'
import { AGENT_TYPES } from '../platform/members'
import { BET_GAME_TYPES, money } from '../member-records/data'
import { hashPassword } from '../platform/passwords'
import { insertMember, isUsernameTaken } from '../register/data'
import { CONTRACT_KINDS, KIND_FLAGS, PAY_PERIODS } from './data'
import { agentClock } from './settlement'
import type { Route, RouteContext } from '../platform/context'
import type { MemberRow } from '../platform/members'
import type { Database } from 'better-sqlite3'

const DAY_MS = 86_400_000
const MAX_RANGE_DAYS = 31
const MAX_PAGE_SIZE = 50

export const AGENT_MESSAGES = {
  NOT_AGENT: 'Non-agents cannot log in',
  POLICY_OFF: 'Agent policy is not available',
  NOT_IN_TEAM: 'This account is not in your team',
  NOT_DIRECT: 'Contracts are offered to direct downline agents only',
  NO_CONTRACT: 'You have no contract of this kind',
  RATE_ABOVE_UPLINE: 'The rate cannot be more than your own rate',
  OFFER_PENDING: 'An offer of this kind is already waiting for an answer',
  REQUEST_DONE: 'This request has already been answered',
  TERMINATION_PENDING: 'A termination request is already waiting',
  RANGE_ORDER: 'The end date must not be before the start date',
  RANGE_LONG: `The date range can be at most ${MAX_RANGE_DAYS} days`,
}

export type Ctx = RouteContext

/**
 * A handler for agents only (the shared guard, agent-guard.mjs: by member type, ROLE-12, ROLE-15);
 * `policy`: also needs the agent-policy flag (AGENT-23).
 */
const forAgents = (handler: (ctx: Ctx, me: MemberRow) => any, policy: boolean = false) =>
  requireAgent((ctx, me) => {
    if (policy && !ctx.settings.whitelabel?.AGENTPOLICY) return fail('POLICY_OFF', AGENT_MESSAGES.POLICY_OFF)
    return handler(ctx, me)
  })

/** Query for GET, body for the others. */
const param = (ctx: Ctx, name: string) =>
  ctx.req.method === 'GET' ? (ctx.query.get(name) ?? '') : String(ctx.body[name] ?? '')

function intParam(ctx: Ctx, name: string, fallback = NaN, min = 0, max = 8.64e15) {
  const raw = param(ctx, name)
  if (raw === '') return { value: fallback }
  const value = Number(raw)
  if (!Number.isInteger(value) || value < min || value > max)
    return { error: badRequest(`${name} must be a whole number from ${min} to ${max}`) }
  return { value }
}

function paging(ctx: Ctx) {
  const pageNo = intParam(ctx, 'pageNo', 1, 1, 1_000_000)
  if (pageNo.error) return pageNo
  const pageSize = intParam(ctx, 'pageSize', 10, 1, MAX_PAGE_SIZE)
  if (pageSize.error) return pageSize
  return {
    value: { pageNo: pageNo.value as number, pageSize: pageSize.value as number },
  }
}

/** `startTime` / `endTime` (epoch ms): end ≥ start, at most 31 days (the records' rule). */
function range(ctx: Ctx) {
  const start = intParam(ctx, 'startTime')
  if (start.error) return start
  const end = intParam(ctx, 'endTime')
  if (end.error) return end
  const [s, e] = [start.value as number, end.value as number]
  if (Number.isNaN(s) || Number.isNaN(e)) return { error: badRequest('startTime and endTime are required') }
  if (e < s) return { error: fail('DATE_RANGE_ORDER', AGENT_MESSAGES.RANGE_ORDER) }
  if (e - s > MAX_RANGE_DAYS * DAY_MS + 3_600_000)
    return { error: fail('DATE_RANGE_TOO_LONG', AGENT_MESSAGES.RANGE_LONG) }
  return { value: { start: s, end: e } }
}

const pageInfo = (total: number, p: { pageNo: number; pageSize: number }) => ({
  pageNo: p.pageNo,
  pageSize: p.pageSize,
  total,
  totalPages: Math.ceil(total / p.pageSize),
})

/** Every level of the downline of :me, with its depth (1 = direct). */
const TEAM = `WITH RECURSIVE team(id, depth) AS (
  SELECT member_id, 1 FROM agent_links WHERE upline_id = :me
  UNION ALL SELECT l.member_id, t.depth + 1 FROM agent_links l JOIN team t ON l.upline_id = t.id)`

/**
 * The team filter of a report: the whole team, or one member of it by account.
 */
function memberFilter(ctx: Ctx, me: string): { value: string | null } | { error: any } {
  const account = param(ctx, 'account').trim()
  if (!account) return { value: null }
  const id = ctx.db
    .prepare(`${TEAM} SELECT m.id FROM team JOIN members m ON m.id = team.id WHERE m.username = :account`)
    .pluck()
    .get({ me, account }) as string | undefined
  return id ? { value: id } : { error: fail('NOT_IN_TEAM', AGENT_MESSAGES.NOT_IN_TEAM) }
}

function gameTypeFilter(ctx: Ctx) {
  const raw = param(ctx, 'gameType').toUpperCase()
  if (!raw) return { value: null }
  return BET_GAME_TYPES.includes(raw) ? { value: raw } : { error: badRequest('Unknown gameType') }
}

/** The consolidated contract flags of an agent: which contract kinds it holds (FLAG-24..27). */
export function contractFlags(db: Database, id: string) {
  const kinds = new Set(
    db
      .prepare("SELECT kind FROM agent_contracts WHERE downline_id = ? AND status = 'active'")
      .pluck()
      .all(id),
  )
  return Object.fromEntries(CONTRACT_KINDS.map((k) => [KIND_FLAGS[k], kinds.has(k)]))
}

/** API-27: consolidated funds, with the contract flags (AGENT-23, ROLE-10). */
function consolidated({ db }: Ctx, me: MemberRow) {
  const income = db
    .prepare(
      'SELECT COALESCE(SUM(amount), 0) AS total, COUNT(*) AS count FROM agent_payments WHERE agent_id = ?',
    )
    .get(me.id) as { total: number; count: number }
  return ok({
    balance: me.balance,
    currencySymbol: me.currency_symbol,
    totalIncome: money(income.total),
    payments: income.count,
    ...contractFlags(db, me.id),
  })
}

/** AGENT-2: the team's figures for a period, each from the records. */
export function teamFigures(db: Database, me: string, start: number, end: number) {
  const p = { me, start, end }
  const one = (sql: string) => db.prepare(`${TEAM} ${sql}`).get(p) as Record<string, number>
  const size = one(`SELECT COUNT(*) AS teamSize, COUNT(*) FILTER (WHERE depth = 1) AS direct,
    COUNT(*) FILTER (WHERE m.created_at BETWEEN :start AND :end) AS newMembers FROM team JOIN members m ON m.id = team.id`)
  const bets =
    one(`SELECT COUNT(DISTINCT member_id) AS activeMembers, COUNT(*) AS betCount, COALESCE(SUM(stake), 0) AS bets,
    COALESCE(SUM(stake) FILTER (WHERE status = 'SETTLED'), 0) AS validBets, COALESCE(SUM(win_loss), 0) AS teamProfitLoss
    FROM member_bets WHERE member_id IN (SELECT id FROM team) AND bet_time BETWEEN :start AND :end`)
  const money_ = one(`SELECT COALESCE(SUM(amount) FILTER (WHERE type = 'DEPOSIT'), 0) AS deposits,
    COUNT(*) FILTER (WHERE type = 'DEPOSIT') AS depositCount,
    COALESCE(-SUM(amount) FILTER (WHERE type = 'WITHDRAW'), 0) AS withdrawals,
    COUNT(*) FILTER (WHERE type = 'WITHDRAW') AS withdrawalCount
    FROM member_transactions WHERE member_id IN (SELECT id FROM team) AND created_at BETWEEN :start AND :end`)
  const first = one(`SELECT COUNT(*) AS firstDeposits, COALESCE(SUM(amount), 0) AS firstDepositAmount FROM (
    SELECT member_id, amount, created_at, ROW_NUMBER() OVER (PARTITION BY member_id ORDER BY created_at, id) AS n
    FROM member_transactions WHERE type = 'DEPOSIT' AND member_id IN (SELECT id FROM team)) WHERE n = 1 AND created_at BETWEEN :start AND :end`)
  const income = db
    .prepare(
      'SELECT COALESCE(SUM(amount), 0) FROM agent_payments WHERE agent_id = :me AND created_at BETWEEN :start AND :end',
    )
    .pluck()
    .get(p) as number
  return {
    ...size,
    ...bets,
    ...money_,
    ...first,
    bets: money(bets.bets),
    validBets: money(bets.validBets),
    teamProfitLoss: money(bets.teamProfitLoss),
    deposits: money(money_.deposits),
    withdrawals: money(money_.withdrawals),
    firstDepositAmount: money(first.firstDepositAmount),
    myIncome: money(income),
  }
}

function overview(ctx: Ctx, me: any) {
  const r = range(ctx)
  if (r.error) return r.error
  return ok(teamFigures(ctx.db, me.id, r.value.start, r.value.end))
}

/** AGENT-4: the downline, direct or all levels, of me or of an agent in my team (drill down). */
function downline(ctx: Ctx, me: any) {
  const { db } = ctx
  const page = paging(ctx)
  if (page.error) return page.error
  const parentId = param(ctx, 'parentId').trim() || me.id
  /** @type from me down to the parent */
  const path: { id: string; account: string }[] = [{ id: me.id, account: me.username }]
  if (parentId !== me.id) {
    const chain = []
    let at = parentId
    while (at && at !== me.id) {
      const row = db
        .prepare(
          'SELECT l.upline_id, m.username FROM agent_links l JOIN members m ON m.id = l.member_id WHERE l.member_id = ?',
        )
        .get(at) as { upline_id: string; username: string } | undefined
      if (!row) return fail('NOT_IN_TEAM', AGENT_MESSAGES.NOT_IN_TEAM)
      chain.unshift({ id: at, account: row.username })
      at = row.upline_id
    }
    if (at !== me.id) return fail('NOT_IN_TEAM', AGENT_MESSAGES.NOT_IN_TEAM)
    path.push(...chain)
  }
  const all = param(ctx, 'scope') === 'all'
  const account = param(ctx, 'account').trim()
  const where = `${all ? '' : 'WHERE team.depth = 1'} ${account ? `${all ? 'WHERE' : 'AND'} m.username LIKE :like ESCAPE '!'` : ''}`
  const p = { me: parentId, like: `%${account.replace(/[!%_]/g, (c) => `!${c}`)}%` }
  const total = db
    .prepare(`${TEAM} SELECT COUNT(*) FROM team JOIN members m ON m.id = team.id ${where}`)
    .pluck()
    .get(p) as number
  const list = db
    .prepare(
      `${TEAM} SELECT m.id, m.username AS account, m.nickname, m.type, team.depth + ${path.length - 1} AS level, m.balance, m.created_at AS joinedAt,
      l.status, COALESCE((SELECT MAX(created_at) FROM sessions s WHERE s.member_id = m.id), l.last_login) AS lastLogin,
      (SELECT COALESCE(SUM(amount), 0) FROM member_transactions t WHERE t.member_id = m.id AND t.type = 'DEPOSIT') AS deposits,
      (SELECT COUNT(*) FROM agent_links c WHERE c.upline_id = m.id) AS downlineCount
      FROM team JOIN members m ON m.id = team.id JOIN agent_links l ON l.member_id = m.id ${where}
      ORDER BY team.depth, m.username LIMIT :limit OFFSET :offset`,
    )
    .all({ ...p, limit: page.value.pageSize, offset: (page.value.pageNo - 1) * page.value.pageSize })
    .map((row: any) => ({
      ...row,
      isAgent: AGENT_TYPES.includes(row.type),
      direct: row.level === 1,
    }))
  return ok({ list, path, ...pageInfo(total, page.value) })
}

/** AGENT-3: open a downline account (the register rules of the site apply). */
async function registerDownline(ctx: Ctx, me: any) {
  const { db, body, settings } = ctx
  const username = textField(body, 'username')
  const password = typeof body.password === 'string' ? body.password : ''
  const type = body.type === 'agent' ? 'agent' : body.type === 'member' ? 'member' : ''
  if (!username || !password || !type) return inputEmpty()
  const rules = settings.register.regExp
  if (!satisfiesRule(rules.username, username))
    return fail(
      'FIELD_INVALID',
      `username: please enter ${lengthRange(rules.username)} characters in the accepted format`,
      { value: { field: 'username' } },
    )
  if (!satisfiesRule(rules.password, password))
    return fail(
      'PASSWORD_RULE',
      `Please fill in your password with ${lengthRange(rules.password)} characters`,
      { value: { field: 'password' } },
    )
  if (isUsernameTaken(db, username))
    return fail('USERNAME_TAKEN', 'This username is already registered', { value: { field: 'username' } })
  const passwordHash = await hashPassword(password)
  const id = db.transaction(() => {
    const id = insertMember(db, {
      username,
      passwordHash,
      dialCode: null,
      mobile: null,
      email: null,
      nickname: '',
      referredBy: null,
      affiliateCode: me.referral_code,
      method: 'AGENT',
      url: null,
      domain: null,
    })
    db.prepare('UPDATE members SET type = ? WHERE id = ?').run(type === 'agent' ? 2 : 0, id)
    db.prepare(
      "INSERT INTO agent_links (member_id, upline_id, status, last_login) VALUES (?, ?, 'active', NULL)",
    ).run(id, me.id)
    return id
  })()
  return ok({ id, account: username, type })
}

const toInvite = (r: any) => ({
  code: r.code,
  type: r.type,
  rate: r.rate,
  uses: r.uses,
  enabled: Boolean(r.enabled),
  createdAt: r.created_at,
})

function invites({ db }: Ctx, me: any) {
  return ok({
    list: db
      .prepare('SELECT * FROM agent_invites WHERE agent_id = ? ORDER BY created_at DESC')
      .all(me.id)
      .map(toInvite),
  })
}

/** The rate of my own active contract of a kind (0 when none). */
const myRate = (db: Database, id: string, kind: string) =>
  db
    .prepare("SELECT rate FROM agent_contracts WHERE downline_id = ? AND kind = ? AND status = 'active'")
    .pluck()
    .get(id, kind) ?? (0 as number)

function createInvite(ctx: Ctx, me: any) {
  const { db, body } = ctx
  const type = body.type === 'agent' ? 'agent' : body.type === 'member' ? 'member' : ''
  if (!type) return inputEmpty()
  const rate = type === 'agent' ? Number(body.rate) : 0
  if (!(rate >= 0) || Math.round(rate * 100) !== rate * 100)
    return badRequest('rate must be a number with at most 2 decimals')
  if (rate > myRate(db, me.id, 'realtime'))
    return fail('RATE_ABOVE_UPLINE', AGENT_MESSAGES.RATE_ABOVE_UPLINE, { value: { field: 'rate' } })
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
  let code = ''
  do {
    code = Array.from({ length: 8 }, () => alphabet[Math.floor(Math.random() * alphabet.length)]).join('')
  } while (db.prepare('SELECT 1 FROM agent_invites WHERE code = ?').get(code))
  db.prepare(
    'INSERT INTO agent_invites (code, agent_id, type, rate, uses, enabled, created_at) VALUES (?, ?, ?, ?, 0, 1, ?)',
  ).run(code, me.id, type, rate, Date.now())
  return ok(toInvite(db.prepare('SELECT * FROM agent_invites WHERE code = ?').get(code)))
}

function toggleInvite({ db, body }: Ctx, me: any) {
  const code = String(body.code ?? '')
  const row = db.prepare('SELECT * FROM agent_invites WHERE code = ? AND agent_id = ?').get(code, me.id)
  if (!row) return fail('NOT_FOUND', 'No such invitation link')
  db.prepare('UPDATE agent_invites SET enabled = ? WHERE code = ?').run(body.enabled ? 1 : 0, code)
  return ok(toInvite(db.prepare('SELECT * FROM agent_invites WHERE code = ?').get(code)))
}

/** AGENT-5: the team's bets, paged, with the totals of the filter. */
function teamBets(ctx: Ctx, me: any) {
  const [r, page, who, game] = [range(ctx), paging(ctx), memberFilter(ctx, me.id), gameTypeFilter(ctx)]
  for (const x of [r, page, who, game]) if ('error' in x && x.error) return x.error
  const p = {
    me: me.id,
    start: r.value?.start,
    end: r.value?.end,
    who: who.value ?? null,
    game: game.value ?? null,
  }
  const where = `FROM member_bets b JOIN members m ON m.id = b.member_id WHERE b.member_id IN (SELECT id FROM team)
    AND b.bet_time BETWEEN :start AND :end AND (:who IS NULL OR b.member_id = :who) AND (:game IS NULL OR b.game_type = :game)`
  const totals = ctx.db
    .prepare(
      `${TEAM} SELECT COUNT(*) AS count, COALESCE(SUM(stake), 0) AS stake,
      COALESCE(SUM(stake) FILTER (WHERE status = 'SETTLED'), 0) AS validBet, COALESCE(SUM(payout), 0) AS payout,
      COALESCE(SUM(win_loss), 0) AS winLoss ${where}`,
    )
    .get(p) as any
  const list = ctx.db
    .prepare(
      `${TEAM} SELECT b.id, m.username AS account, b.bet_time AS betTime, b.game_type AS gameType, b.game_name AS gameName,
      b.stake, b.payout, b.win_loss AS winLoss, b.status ${where} ORDER BY b.bet_time DESC, b.id DESC LIMIT :limit OFFSET :offset`,
    )
    .all({
      ...p,
      limit: page.value?.pageSize,
      offset: ((page.value?.pageNo ?? 1) - 1) * (page.value?.pageSize ?? 10),
    })
  const summary = {
    count: totals.count,
    stake: money(totals.stake),
    validBet: money(totals.validBet),
    payout: money(totals.payout),
    winLoss: money(totals.winLoss),
  }
  return ok({ list, summary, ...pageInfo(totals.count, page.value as any) })
}

const TRANSFER_TYPES = ['DEPOSIT', 'WITHDRAW', 'TRANSFER']

/** AGENT-6: the team's deposits, withdrawals and transfers. */
function teamTransfers(ctx: Ctx, me: any) {
  const [r, page, who] = [range(ctx), paging(ctx), memberFilter(ctx, me.id)]
  for (const x of [r, page, who]) if ('error' in x && x.error) return x.error
  const type = param(ctx, 'type').toUpperCase()
  if (type && !TRANSFER_TYPES.includes(type)) return badRequest('Unknown type')
  const p = {
    me: me.id,
    start: r.value?.start,
    end: r.value?.end,
    who: who.value ?? null,
    type: type || null,
  }
  const where = `FROM member_transactions t JOIN members m ON m.id = t.member_id WHERE t.member_id IN (SELECT id FROM team)
    AND t.type IN ('DEPOSIT', 'WITHDRAW', 'TRANSFER') AND t.created_at BETWEEN :start AND :end
    AND (:who IS NULL OR t.member_id = :who) AND (:type IS NULL OR t.type = :type)`
  const totals = ctx.db
    .prepare(
      `${TEAM} SELECT COUNT(*) AS count, COALESCE(SUM(amount) FILTER (WHERE t.type = 'DEPOSIT'), 0) AS deposits,
      COALESCE(-SUM(amount) FILTER (WHERE t.type = 'WITHDRAW'), 0) AS withdrawals,
      COALESCE(-SUM(amount) FILTER (WHERE t.type = 'TRANSFER'), 0) AS transfers ${where}`,
    )
    .get(p) as any
  const list = ctx.db
    .prepare(
      `${TEAM} SELECT t.id, m.username AS account, t.created_at AS createdAt, t.type, t.amount, t.remark ${where}
      ORDER BY t.created_at DESC, t.id DESC LIMIT :limit OFFSET :offset`,
    )
    .all({
      ...p,
      limit: page.value?.pageSize,
      offset: ((page.value?.pageNo ?? 1) - 1) * (page.value?.pageSize ?? 10),
    })
  const summary = {
    count: totals.count,
    deposits: money(totals.deposits),
    withdrawals: money(totals.withdrawals),
    transfers: money(totals.transfers),
  }
  return ok({ list, summary, ...pageInfo(totals.count, page.value as any) })
}

/** AGENT-7: profit and loss per member of the team. */
function userLoss(ctx: Ctx, me: any) {
  const [r, page, who, game] = [range(ctx), paging(ctx), memberFilter(ctx, me.id), gameTypeFilter(ctx)]
  for (const x of [r, page, who, game]) if ('error' in x && x.error) return x.error
  const p = {
    me: me.id,
    start: r.value?.start,
    end: r.value?.end,
    who: who.value ?? null,
    game: game.value ?? null,
  }
  const rows = `SELECT m.username AS account, COUNT(*) AS count, SUM(b.stake) AS stake,
    COALESCE(SUM(b.stake) FILTER (WHERE b.status = 'SETTLED'), 0) AS validBet, SUM(b.win_loss) AS winLoss
    FROM member_bets b JOIN members m ON m.id = b.member_id WHERE b.member_id IN (SELECT id FROM team)
    AND b.bet_time BETWEEN :start AND :end AND (:who IS NULL OR b.member_id = :who) AND (:game IS NULL OR b.game_type = :game)
    GROUP BY b.member_id`
  const totals = ctx.db
    .prepare(
      `${TEAM} SELECT COUNT(*) AS members, COALESCE(SUM(count), 0) AS count, COALESCE(SUM(stake), 0) AS stake,
      COALESCE(SUM(validBet), 0) AS validBet, COALESCE(SUM(winLoss), 0) AS winLoss FROM (${rows})`,
    )
    .get(p) as any
  const list = ctx.db
    .prepare(`${TEAM} ${rows} ORDER BY SUM(b.win_loss), m.username LIMIT :limit OFFSET :offset`)
    .all({
      ...p,
      limit: page.value?.pageSize,
      offset: ((page.value?.pageNo ?? 1) - 1) * (page.value?.pageSize ?? 10),
    })
    .map((x: any) => ({
      ...x,
      stake: money(x.stake),
      validBet: money(x.validBet),
      winLoss: money(x.winLoss),
    }))
  const summary = {
    members: totals.members,
    count: totals.count,
    stake: money(totals.stake),
    validBet: money(totals.validBet),
    winLoss: money(totals.winLoss),
  }
  return ok({ list, summary, ...pageInfo(totals.members, page.value as any) })
}

const toPayment = (r: any) => ({
  id: r.id,
  kind: r.kind,
  period: r.period,
  periodStart: r.period_start,
  periodEnd: r.period_end,
  base: r.base,
  rate: r.rate,
  amount: r.amount,
  paidAt: r.created_at,
})

/** AGENT-8: every commission, salary and dividend payment to me. */
function income(ctx: Ctx, me: any) {
  const [r, page] = [range(ctx), paging(ctx)]
  for (const x of [r, page]) if ('error' in x && x.error) return x.error
  const kind = param(ctx, 'kind')
  if (kind && !CONTRACT_KINDS.includes(kind as any)) return badRequest('Unknown kind')
  const p = { me: me.id, start: r.value?.start, end: r.value?.end, kind: kind || null }
  const where =
    'FROM agent_payments WHERE agent_id = :me AND created_at BETWEEN :start AND :end AND (:kind IS NULL OR kind = :kind)'
  const totals = ctx.db
    .prepare(`SELECT COUNT(*) AS count, COALESCE(SUM(amount), 0) AS amount ${where}`)
    .get(p) as any
  const list = ctx.db
    .prepare(`SELECT * ${where} ORDER BY created_at DESC, id DESC LIMIT :limit OFFSET :offset`)
    .all({
      ...p,
      limit: page.value?.pageSize,
      offset: ((page.value?.pageNo ?? 1) - 1) * (page.value?.pageSize ?? 10),
    })
    .map(toPayment)
  return ok({
    list,
    summary: { count: totals.count, amount: money(totals.amount) },
    ...pageInfo(totals.count, page.value as any),
  })
}

/** AGENT-9: my ledger with the balance after each line (newest first). */
function accountDetails(ctx: Ctx, me: any) {
  const [r, page] = [range(ctx), paging(ctx)]
  for (const x of [r, page]) if ('error' in x && x.error) return x.error
  const p = { me: me.id, start: r.value?.start, end: r.value?.end, balance: me.balance }
  const ledger = `SELECT id, created_at AS createdAt, type, amount, remark,
    :balance - COALESCE(SUM(amount) OVER (ORDER BY created_at DESC, id DESC ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0) AS balance
    FROM member_transactions WHERE member_id = :me`
  const where = 'WHERE createdAt BETWEEN :start AND :end'
  const totals = ctx.db
    .prepare(
      `SELECT COUNT(*) AS count, COALESCE(SUM(amount) FILTER (WHERE amount > 0), 0) AS credit,
      COALESCE(-SUM(amount) FILTER (WHERE amount < 0), 0) AS debit FROM (${ledger}) ${where}`,
    )
    .get(p) as any
  const list = ctx.db
    .prepare(
      `SELECT * FROM (${ledger}) ${where} ORDER BY createdAt DESC, id DESC LIMIT :limit OFFSET :offset`,
    )
    .all({
      ...p,
      limit: page.value?.pageSize,
      offset: ((page.value?.pageNo ?? 1) - 1) * (page.value?.pageSize ?? 10),
    })
    .map((x: any) => ({ ...x, balance: money(x.balance) }))
  return ok({
    list,
    summary: {
      count: totals.count,
      credit: money(totals.credit),
      debit: money(totals.debit),
      balance: me.balance,
    },
    ...pageInfo(totals.count, page.value as any),
  })
}

const toContract = (c: any) =>
  c && {
    id: c.id,
    kind: c.kind,
    rate: c.rate,
    activeMembers: c.active_members,
    validBet: c.valid_bet,
    profitLoss: c.profit_loss,
    betAmount: c.bet_amount,
    payPeriod: c.pay_period,
    status: c.status,
    uplineAccount: c.upline_account ?? null,
    downlineAccount: c.downline_account ?? null,
    downlineId: c.downline_id,
    createdAt: c.created_at,
    startedAt: c.started_at,
    endedAt: c.ended_at,
    endReason: c.end_reason,
  }

const CONTRACT_SELECT = `SELECT c.*, u.username AS upline_account, d.username AS downline_account FROM agent_contracts c
  LEFT JOIN members u ON u.id = c.upline_id JOIN members d ON d.id = c.downline_id`

/** API-30..33: my contract of a kind and its payments (FLAG-24..27: refused without that contract). */
const salary = (kind: string) =>
  forAgents((ctx: Ctx, me) => {
    const { db } = ctx
    const contract = db
      .prepare(`${CONTRACT_SELECT} WHERE c.downline_id = ? AND c.kind = ? AND c.status = 'active'`)
      .get(me.id, kind)
    if (!contract) return fail('NO_CONTRACT', AGENT_MESSAGES.NO_CONTRACT)
    const page = paging(ctx)
    if (page.error) return page.error
    const totals = db
      .prepare(
        'SELECT COUNT(*) AS count, COALESCE(SUM(amount), 0) AS amount FROM agent_payments WHERE agent_id = ? AND kind = ?',
      )
      .get(me.id, kind) as any
    const list = db
      .prepare(
        'SELECT * FROM agent_payments WHERE agent_id = ? AND kind = ? ORDER BY period_start DESC LIMIT ? OFFSET ?',
      )
      .all(me.id, kind, page.value.pageSize, (page.value.pageNo - 1) * page.value.pageSize)
      .map(toPayment)
    return ok({
      contract: toContract(contract),
      list,
      summary: { count: totals.count, amount: money(totals.amount) },
      clock: agentClock(db),
      ...pageInfo(totals.count, page.value),
    })
  }, true)

const toRequest = (r: any) => ({
  id: r.id,
  type: r.type,
  status: r.status,
  fromAccount: r.from_account,
  toAccount: r.to_account,
  createdAt: r.created_at,
  decidedAt: r.decided_at,
  contract: toContract(JSON.parse(r.contract_json)),
})

/** AGENT-14, AGENT-17..22: my contracts, my downline's, and the requests to and from me. */
function contracts({ db }: Ctx, me: any) {
  const requests = db
    .prepare(
      `SELECT r.*, f.username AS from_account, t.username AS to_account,
      (SELECT json_object('id', c.id, 'kind', c.kind, 'rate', c.rate, 'active_members', c.active_members, 'valid_bet', c.valid_bet,
        'profit_loss', c.profit_loss, 'bet_amount', c.bet_amount, 'pay_period', c.pay_period, 'status', c.status,
        'downline_id', c.downline_id, 'created_at', c.created_at, 'started_at', c.started_at, 'ended_at', c.ended_at,
        'end_reason', c.end_reason, 'upline_account', u.username, 'downline_account', d.username)
        FROM agent_contracts c LEFT JOIN members u ON u.id = c.upline_id JOIN members d ON d.id = c.downline_id WHERE c.id = r.contract_id) AS contract_json
      FROM agent_requests r JOIN members f ON f.id = r.from_id JOIN members t ON t.id = r.to_id
      WHERE r.from_id = :me OR r.to_id = :me ORDER BY r.status = 'pending' DESC, r.created_at DESC`,
    )
    .all({ me: me.id })
    .map((r: any) => ({
      ...toRequest(r),
      direction: r.to_id === me.id ? 'incoming' : 'outgoing',
    }))
  const mine = db
    .prepare(
      `${CONTRACT_SELECT} WHERE c.downline_id = ? AND c.status <> 'offered' ORDER BY c.status = 'active' DESC, c.created_at DESC`,
    )
    .all(me.id)
    .map(toContract)
  const given = db
    .prepare(
      `${CONTRACT_SELECT} WHERE c.upline_id = ? AND c.status <> 'offered' ORDER BY c.status = 'active' DESC, d.username, c.created_at DESC`,
    )
    .all(me.id)
    .map(toContract)
  return ok({ requests, mine, downline: given, flags: contractFlags(db, me.id) })
}

/** AGENT-17: an offer to a direct downline agent, at most my own rate of the kind. */
function offer({ db, body }: Ctx, me: any) {
  const downlineId = String(body.downlineId ?? '')
  const kind = String(body.kind ?? '')
  if (!CONTRACT_KINDS.includes(kind as any)) return badRequest('Unknown kind')
  const payPeriod = kind === 'dividend' ? String(body.payPeriod ?? '') : 'D'
  if (!PAY_PERIODS.includes(payPeriod as any)) return badRequest('Unknown payPeriod')
  const nums = ['rate', 'activeMembers', 'validBet', 'profitLoss', 'betAmount'].map((k) =>
    Number(body[k] ?? 0),
  )
  const [rate, activeMembers, validBet, profitLoss, betAmount] = nums
  if (nums.some((n) => !Number.isFinite(n) || n < 0) || !(rate > 0) || !Number.isInteger(activeMembers))
    return fail('FIELD_INVALID', 'Please enter a rate above 0 and conditions of 0 or more', {
      value: { field: 'rate' },
    })
  const target = db
    .prepare(
      'SELECT m.id, m.type FROM agent_links l JOIN members m ON m.id = l.member_id WHERE l.member_id = ? AND l.upline_id = ?',
    )
    .get(downlineId, me.id)
  if (!target || !AGENT_TYPES.includes((target as any).type))
    return fail('NOT_DIRECT', AGENT_MESSAGES.NOT_DIRECT)
  const own = myRate(db, me.id, kind)
  if (!own) return fail('NO_CONTRACT', AGENT_MESSAGES.NO_CONTRACT)
  if (rate > own)
    return fail('RATE_ABOVE_UPLINE', AGENT_MESSAGES.RATE_ABOVE_UPLINE, { value: { field: 'rate' } })
  if (
    db
      .prepare("SELECT 1 FROM agent_contracts WHERE downline_id = ? AND kind = ? AND status = 'offered'")
      .get(downlineId, kind)
  )
    return fail('OFFER_PENDING', AGENT_MESSAGES.OFFER_PENDING)
  const now = Date.now()
  const id = db.transaction(() => {
    const c = db
      .prepare(
        `INSERT INTO agent_contracts (upline_id, downline_id, kind, rate, active_members, valid_bet, profit_loss, bet_amount,
      pay_period, status, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'offered', ?)`,
      )
      .run(me.id, downlineId, kind, rate, activeMembers, validBet, profitLoss, betAmount, payPeriod, now)
    db.prepare(
      "INSERT INTO agent_requests (contract_id, type, from_id, to_id, status, created_at) VALUES (?, 'new', ?, ?, 'pending', ?)",
    ).run(c.lastInsertRowid, me.id, downlineId, now)
    return Number(c.lastInsertRowid)
  })()
  return ok(toContract(db.prepare(`${CONTRACT_SELECT} WHERE c.id = ?`).get(id)))
}

/**
 * AGENT-19/20: the addressee answers a request. Accepting a new contract ends the active one of the
 * same kind (a lower rate replaces a higher one only with the downline's consent: this acceptance);
 * accepting a termination ends the contract. History is kept.
 */
function decide({ db, body }: Ctx, me: any) {
  const accept = body.action === 'accept'
  if (!accept && body.action !== 'reject') return badRequest('action must be accept or reject')
  const request = db
    .prepare('SELECT * FROM agent_requests WHERE id = ? AND to_id = ?')
    .get(Number(body.requestId), me.id) as any
  if (!request) return fail('NOT_FOUND', 'No such request')
  const now = Date.now()
  const result = db.transaction(() => {
    // Inside the transaction: two answers at once cannot both pass.
    const changed = db
      .prepare("UPDATE agent_requests SET status = ?, decided_at = ? WHERE id = ? AND status = 'pending'")
      .run(accept ? 'accepted' : 'rejected', now, request.id)
    if (!changed.changes) return fail('REQUEST_DONE', AGENT_MESSAGES.REQUEST_DONE)
    const contract = db.prepare('SELECT * FROM agent_contracts WHERE id = ?').get(request.contract_id) as any
    if (request.type === 'new') {
      if (!accept) {
        db.prepare("UPDATE agent_contracts SET status = 'rejected', ended_at = ? WHERE id = ?").run(
          now,
          contract.id,
        )
        return null
      }
      // The upline's own rate may have fallen since the offer: never more than the upline's.
      const ceiling = contract.upline_id ? myRate(db, contract.upline_id, contract.kind) : Infinity
      if (contract.rate > ceiling)
        throw Object.assign(new Error('rate'), {
          reply: fail('RATE_ABOVE_UPLINE', AGENT_MESSAGES.RATE_ABOVE_UPLINE),
        })
      db.prepare(
        "UPDATE agent_contracts SET status = 'ended', ended_at = ?, end_reason = 'replaced' WHERE downline_id = ? AND kind = ? AND status = 'active'",
      ).run(now, contract.downline_id, contract.kind)
      db.prepare("UPDATE agent_contracts SET status = 'active', started_at = ? WHERE id = ?").run(
        now,
        contract.id,
      )
      // A termination asked of the replaced contract has nothing left to end.
      db.prepare(
        "UPDATE agent_requests SET status = 'rejected', decided_at = ? WHERE type = 'terminate' AND status = 'pending' AND contract_id IN (SELECT id FROM agent_contracts WHERE downline_id = ? AND kind = ? AND status = 'ended')",
      ).run(now, contract.downline_id, contract.kind)
    } else if (accept) {
      db.prepare(
        "UPDATE agent_contracts SET status = 'terminated', ended_at = ?, end_reason = 'terminated' WHERE id = ? AND status = 'active'",
      ).run(now, contract.id)
    }
    return null
  })
  try {
    const refused = result()
    if (refused) return refused
  } catch (error) {
    if ((error as any).reply) return (error as any).reply
    throw error
  }
  return contracts({ db, body }, me)
}

/** AGENT-19: either side of an active contract asks the other to end it. */
function terminate({ db, body }: Ctx, me: any) {
  const contract = db
    .prepare(
      "SELECT * FROM agent_contracts WHERE id = :id AND status = 'active' AND (downline_id = :me OR upline_id = :me)",
    )
    .get({ id: Number(body.contractId), me: me.id }) as any
  if (!contract) return fail('NOT_FOUND', 'No such contract')
  if (!contract.upline_id)
    return fail('NOT_FOUND', 'This contract is with the platform: contact customer service')
  if (
    db
      .prepare(
        "SELECT 1 FROM agent_requests WHERE contract_id = ? AND type = 'terminate' AND status = 'pending'",
      )
      .get(contract.id)
  )
    return fail('TERMINATION_PENDING', AGENT_MESSAGES.TERMINATION_PENDING)
  const to = contract.downline_id === me.id ? contract.upline_id : contract.downline_id
  db.prepare(
    "INSERT INTO agent_requests (contract_id, type, from_id, to_id, status, created_at) VALUES (?, 'terminate', ?, ?, 'pending', ?)",
  ).run(contract.id, me.id, to, Date.now())
  return contracts({ db, body }, me)
}

function notices({ db }: Ctx) {
  return ok({
    list: db
      .prepare(
        'SELECT id, title, content, created_at AS createdAt FROM agent_notices ORDER BY created_at DESC',
      )
      .all(),
  })
}

const R = '/wps/relay/agent'
export const agentRoutes: Route[] = [
  {
    method: 'GET',
    path: '/wps/member/info/funds/consolidated',
    token: true,
    handler: forAgents(consolidated, true),
  },
  { method: 'GET', path: '/wps/relay/MCS2_processDividendReq', token: true, handler: salary('dividend') },
  { method: 'GET', path: '/wps/relay/MCS2_processDailySalContract', token: true, handler: salary('daily') },
  {
    method: 'POST',
    path: '/wps/relay/MCS2_processContractHourSalary',
    token: true,
    handler: salary('hourly'),
  },
  {
    method: 'POST',
    path: '/wps/relay/MCSFE_processRealTimeSalaryContract',
    token: true,
    handler: salary('realtime'),
  },
  { method: 'GET', path: `${R}/notices`, token: true, handler: forAgents(notices) },
  { method: 'GET', path: `${R}/overview`, token: true, handler: forAgents(overview) },
  { method: 'GET', path: `${R}/downline`, token: true, handler: forAgents(downline) },
  { method: 'POST', path: `${R}/register`, token: true, handler: forAgents(registerDownline) },
  { method: 'GET', path: `${R}/invites`, token: true, handler: forAgents(invites) },
  { method: 'POST', path: `${R}/invites`, token: true, handler: forAgents(createInvite) },
  { method: 'POST', path: `${R}/invites/toggle`, token: true, handler: forAgents(toggleInvite) },
  { method: 'GET', path: `${R}/teamBets`, token: true, handler: forAgents(teamBets) },
  { method: 'GET', path: `${R}/teamTransfers`, token: true, handler: forAgents(teamTransfers) },
  { method: 'GET', path: `${R}/userLoss`, token: true, handler: forAgents(userLoss) },
  { method: 'GET', path: `${R}/income`, token: true, handler: forAgents(income) },
  { method: 'GET', path: `${R}/accountDetails`, token: true, handler: forAgents(accountDetails) },
  { method: 'GET', path: `${R}/contracts`, token: true, handler: forAgents(contracts, true) },
  { method: 'POST', path: `${R}/contracts/offer`, token: true, handler: forAgents(offer, true) },
  { method: 'POST', path: `${R}/contracts/decide`, token: true, handler: forAgents(decide, true) },
  { method: 'POST', path: `${R}/contracts/terminate`, token: true, handler: forAgents(terminate, true) },
]
