// The agent's team: the downline management page (AGENT-4: direct or all levels, drilling down into a
// sub-agent's team) and the register centre (AGENT-3: open a downline account, invitation links).
import { Type } from 'typebox'
import { fail, inputEmpty, ok } from '../platform/envelope'
import { route } from '../platform/context'
import { lengthRange, satisfiesRule, textField, TextValue } from '../platform/fields'
import { AGENT_TYPES } from '../platform/members'
import { hashPassword } from '../platform/passwords'
import { textParam } from '../platform/query'
import { paging, pageInfo } from '../member-records/rules'
import { insertMember, isUsernameTaken } from '../register/data'
import { TEAM, frozenReasonSql, myRate } from './data'
import { AGENT_MESSAGES, forAgents, limitOf } from './rules'
import { readRate } from './rates'
import type { Static } from 'typebox'
import type { Route, RouteContext } from '../platform/context'
import type { MemberRow } from '../platform/members'
import type { InviteRow } from './schema'
import type { Database } from 'better-sqlite3'

/** The characters of an invitation code: no 0/O or 1/I to misread. */
const INVITE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
const INVITE_CODE_LENGTH = 8

type DownlineRow = {
  id: string
  account: string
  nickname: string
  type: number
  level: number
  balance: number
  joinedAt: number
  status: string
  statusReason: string | null
  lastLogin: number | null
  deposits: number
  downlineCount: number
}

/** AGENT-4: the downline, direct or all levels, of me or of an agent in my team (drill down). */
function downline({ db, query }: RouteContext, me: MemberRow) {
  const page = paging(query)
  if (page.error) return page.error
  const parentId = textParam(query, 'parentId') || me.id
  /** From me down to the parent. */
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
  const all = query.get('scope') === 'all'
  const account = textParam(query, 'account')
  const where = `${all ? '' : 'WHERE team.depth = 1'} ${account ? `${all ? 'WHERE' : 'AND'} m.username LIKE :like ESCAPE '!'` : ''}`
  const p = { me: parentId, like: `%${account.replace(/[!%_]/g, (c) => `!${c}`)}%` }
  const total = db
    .prepare(`${TEAM} SELECT COUNT(*) FROM team JOIN members m ON m.id = team.id ${where}`)
    .pluck()
    .get(p) as number
  const rows = db
    .prepare(
      `${TEAM} SELECT m.id, m.username AS account, m.nickname, m.type, team.depth + ${path.length - 1} AS level, m.balance, m.created_at AS joinedAt,
      l.status, ${frozenReasonSql('m.id')} AS statusReason, COALESCE((SELECT MAX(created_at) FROM sessions s WHERE s.member_id = m.id), l.last_login) AS lastLogin,
      (SELECT COALESCE(SUM(amount), 0) FROM member_transactions t WHERE t.member_id = m.id AND t.type = 'DEPOSIT') AS deposits,
      (SELECT COUNT(*) FROM agent_links c WHERE c.upline_id = m.id) AS downlineCount
      FROM team JOIN members m ON m.id = team.id JOIN agent_links l ON l.member_id = m.id ${where}
      ORDER BY team.depth, m.username LIMIT :limit OFFSET :offset`,
    )
    .all({ ...p, ...limitOf(page.value) }) as DownlineRow[]
  const list = rows.map((row) => ({
    ...row,
    isAgent: AGENT_TYPES.includes(row.type),
    direct: row.level === 1,
  }))
  return ok({ list, path, ...pageInfo(total, page.value) })
}

const RegisterBody = Type.Object({
  username: Type.Optional(TextValue),
  password: Type.Optional(Type.String()),
  type: Type.Optional(Type.String()),
})

/** AGENT-3: open a downline account (the register rules of the site apply). */
async function registerDownline(ctx: RouteContext<Static<typeof RegisterBody>>, me: MemberRow) {
  const { db, body, settings } = ctx
  const username = textField(body, 'username')
  const password = body.password ?? ''
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
  const taken = () =>
    fail('USERNAME_TAKEN', 'This username is already registered', { value: { field: 'username' } })
  if (isUsernameTaken(db, username)) return taken()
  const passwordHash = await hashPassword(password)
  // A parallel request may take the name during the hash: the unique index refuses the second
  // insert, answered as the catalogue's USERNAME_TAKEN, never a 500.
  if (isUsernameTaken(db, username)) return taken()
  let id: string
  try {
    id = db.transaction(() => {
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
  } catch (error) {
    if (error instanceof Error && 'code' in error && String(error.code).startsWith('SQLITE_CONSTRAINT'))
      return taken()
    throw error
  }
  return ok({ id, account: username, type })
}

const toInvite = (r: InviteRow) => ({
  code: r.code,
  type: r.type,
  rate: r.rate,
  uses: r.uses,
  enabled: Boolean(r.enabled),
  createdAt: r.created_at,
})

function findInvite(db: Database, code: string) {
  return db.prepare('SELECT * FROM agent_invites WHERE code = ?').get(code) as InviteRow
}

/** AGENT-3: my invitation links, newest first. */
function invites({ db }: RouteContext, me: MemberRow) {
  const rows = db
    .prepare('SELECT * FROM agent_invites WHERE agent_id = ? ORDER BY created_at DESC')
    .all(me.id) as InviteRow[]
  return ok({ list: rows.map(toInvite) })
}

const InviteBody = Type.Object({
  type: Type.Optional(Type.String()),
  rate: Type.Optional(TextValue),
})

/**
 * AGENT-3: a new invitation link; an agent link carries a real-time rate of at most my own, which
 * becomes the recruit's contract at registration (data.ts joinByInvite).
 */
function createInvite(ctx: RouteContext<Static<typeof InviteBody>>, me: MemberRow) {
  const { db, body } = ctx
  const type = body.type === 'agent' ? 'agent' : body.type === 'member' ? 'member' : ''
  if (!type) return inputEmpty()
  // AGENT-21: the real-time rate the recruit's contract will hold (0: the link gives no contract).
  const read = type === 'agent' ? readRate(body, 'realtime', { allowZero: true }) : { value: 0 }
  if (read.error) return read.error
  const rate = read.value
  if (rate > myRate(db, me.id, 'realtime'))
    return fail('RATE_ABOVE_UPLINE', AGENT_MESSAGES.RATE_ABOVE_UPLINE, { value: { field: 'rate' } })
  let code = ''
  do {
    code = Array.from({ length: INVITE_CODE_LENGTH }, () =>
      INVITE_ALPHABET.charAt(Math.floor(Math.random() * INVITE_ALPHABET.length)),
    ).join('')
  } while (db.prepare('SELECT 1 FROM agent_invites WHERE code = ?').get(code))
  db.prepare(
    'INSERT INTO agent_invites (code, agent_id, type, rate, uses, enabled, created_at) VALUES (?, ?, ?, ?, 0, 1, ?)',
  ).run(code, me.id, type, rate, Date.now())
  return ok(toInvite(findInvite(db, code)))
}

const ToggleBody = Type.Object({
  code: Type.Optional(Type.String()),
  enabled: Type.Optional(Type.Union([Type.Boolean(), Type.Number()])),
})

/** AGENT-3: switch one of my invitation links on or off. */
function toggleInvite(ctx: RouteContext<Static<typeof ToggleBody>>, me: MemberRow) {
  const { db, body } = ctx
  const code = body.code ?? ''
  const row = db.prepare('SELECT 1 FROM agent_invites WHERE code = ? AND agent_id = ?').get(code, me.id)
  if (!row) return fail('NOT_FOUND', 'No such invitation link')
  db.prepare('UPDATE agent_invites SET enabled = ? WHERE code = ?').run(body.enabled ? 1 : 0, code)
  return ok(toInvite(findInvite(db, code)))
}

const R = '/wps/relay/agent'
export const agentTeamRoutes: Route[] = [
  route({ method: 'GET', path: `${R}/downline`, token: true, handler: forAgents(downline) }),
  route({
    method: 'POST',
    path: `${R}/register`,
    money: 'account',
    token: true,
    schema: { body: RegisterBody },
    handler: forAgents(registerDownline),
  }),
  route({ method: 'GET', path: `${R}/invites`, token: true, handler: forAgents(invites) }),
  route({
    method: 'POST',
    path: `${R}/invites`,
    token: true,
    schema: { body: InviteBody },
    handler: forAgents(createInvite),
  }),
  route({
    method: 'POST',
    path: `${R}/invites/toggle`,
    token: true,
    schema: { body: ToggleBody },
    handler: forAgents(toggleInvite),
  }),
]
