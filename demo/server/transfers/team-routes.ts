// The team transfer page (MEMBER-5, MEMBER-6), real accounts only (ROLE-8): money to the direct upline
// or a direct downline, with the transaction password, once per idempotency key.
// - GET /wps/relay/MCS_teamTransferInfo: the upline, the downlines, the limits, the history.
// - POST /wps/relay/MCS_teamTransfer: one move, debit and credit in one SQL transaction.
import { Type } from 'typebox'
import { fail, inputEmpty, ok } from '../platform/envelope'
import { textField, TextValue } from '../platform/fields'
import { route } from '../platform/context'
import { DAY_MS } from '../platform/time'
import { TRIAL_TYPE, NON_MEMBER_TYPE } from '../platform/members'
import { money } from '../member-records/data'
import { InsufficientFunds, postAll } from '../ledger/ledger'
import { checkTransactionPassword, securityRules } from '../wallet/transaction-password'
import { ensureTransfers } from './data'
import {
  AMOUNT,
  MAX_RANGE_DAYS,
  TRANSFER_MESSAGES,
  epochParam,
  hasTable,
  readRequestId,
  sessionMember,
} from './rules'
import type { Static } from 'typebox'
import type { Route, RouteContext } from '../platform/context'
import type { MemberRow } from '../platform/members'
import type { TeamTransferRow } from './data'
import type { Ctx } from './rules'

type TreeMember = Pick<MemberRow, 'id' | 'username' | 'nickname' | 'type'>

/** The tree around the member: direct upline and direct downlines (active members only). */
function tree(ctx: Ctx) {
  const { db, memberId } = ctx
  ensureTransfers(db)
  // The tree is member_uplines (transfers/data.ts seed) joined with the agent centre's agent_links
  // (active links only) when that table exists: one member, one upline, whichever table holds it.
  const links = hasTable(db, 'agent_links')
    ? `SELECT member_id, upline_id FROM member_uplines UNION SELECT member_id, upline_id FROM agent_links WHERE status = 'active'`
    : 'SELECT member_id, upline_id FROM member_uplines'
  const upline = db
    .prepare(
      `SELECT m.id, m.username, m.nickname, m.type FROM (${links}) u JOIN members m ON m.id = u.upline_id WHERE u.member_id = ? LIMIT 1`,
    )
    .get(memberId) as TreeMember | undefined
  const downlines = db
    .prepare(
      `SELECT DISTINCT m.id, m.username, m.nickname, m.type FROM (${links}) u JOIN members m ON m.id = u.member_id WHERE u.upline_id = ? ORDER BY m.username`,
    )
    .all(memberId) as TreeMember[]
  const view = (m: TreeMember) => ({
    id: m.id,
    account: m.username,
    nickname: m.nickname,
  })
  const usable = (m: TreeMember) => m.type !== TRIAL_TYPE && m.type !== NON_MEMBER_TYPE
  return {
    upline: upline && usable(upline) ? view(upline) : null,
    downlines: downlines.filter(usable).map(view),
  }
}

/** A yyyy-MM-dd / epoch range from the query (default: the last 30 days); null when malformed. */
function readRange(query: URLSearchParams) {
  const now = Date.now()
  const from = epochParam(query, 'from', now - 30 * DAY_MS)
  const to = epochParam(query, 'to', now)
  if (!Number.isFinite(from) || !Number.isFinite(to) || to < from || to - from > MAX_RANGE_DAYS * DAY_MS)
    return null
  return { from, to }
}

/** GET MCS_teamTransferInfo: upline, downlines, limits, history (sent and received) in the range. */
function teamInfo(ctx: Ctx) {
  const { db, memberId, query } = ctx
  const range = readRange(query)
  if (!range) return fail('RANGE_INVALID', TRANSFER_MESSAGES.RANGE_INVALID)
  const rules = securityRules(db)
  const rows = db
    .prepare(
      `SELECT t.*, s.username AS sender, r.username AS receiver FROM team_transfers t
        JOIN members s ON s.id = t.member_id JOIN members r ON r.id = t.target_id
        WHERE (t.member_id = ? OR t.target_id = ?) AND t.created_at BETWEEN ? AND ? ORDER BY t.created_at DESC, t.id DESC LIMIT 100`,
    )
    .all(memberId, memberId, range.from, range.to) as (TeamTransferRow & {
    sender: string
    receiver: string
  })[]
  const member = sessionMember(ctx)
  return ok({
    ...tree(ctx),
    balance: money(member.balance),
    currencySymbol: member.currency_symbol,
    minAmount: rules.teamTransferMin,
    maxAmount: rules.teamTransferMax,
    history: rows.map((t) => ({
      id: t.id,
      time: t.created_at,
      sent: t.member_id === memberId,
      direction: t.direction,
      counterpart: t.member_id === memberId ? t.receiver : t.sender,
      amount: t.amount,
      remark: t.remark ?? '',
    })),
  })
}

const TeamTransferBody = Type.Object({
  direction: Type.Optional(Type.String()),
  targetId: Type.Optional(TextValue),
  amount: Type.Optional(TextValue),
  remark: Type.Optional(Type.String()),
  transactionPassword: Type.Optional(TextValue),
  requestId: Type.Optional(Type.String()),
})

const earlierTeamTransfer = ({ db, memberId }: Ctx, requestId: string) =>
  db
    .prepare('SELECT * FROM team_transfers WHERE member_id = ? AND request_id = ?')
    .get(memberId, requestId) as TeamTransferRow | undefined

/**
 * POST MCS_teamTransfer: { direction: 'upline' | 'downline', targetId (downline), amount, remark,
 * transactionPassword, requestId }. Checks everything cheap first, then the transaction password, then
 * moves the money in one transaction under the idempotency key.
 */
async function teamTransfer(ctx: RouteContext<Static<typeof TeamTransferBody>>) {
  const { db, body, limits } = ctx
  const me = sessionMember(ctx)
  const memberId = me.id
  const requestId = readRequestId(body)
  if (!requestId) return fail('REQUEST_ID', TRANSFER_MESSAGES.REQUEST_ID)
  const direction = textField(body, 'direction')
  const { upline, downlines } = tree(ctx)
  let target = null
  if (direction === 'upline') {
    if (!upline) return fail('NO_UPLINE', TRANSFER_MESSAGES.NO_UPLINE)
    target = upline
  } else if (direction === 'downline') {
    target = downlines.find((d) => d.id === textField(body, 'targetId')) ?? null
    if (!target) return fail('NOT_DOWNLINE', TRANSFER_MESSAGES.NOT_DOWNLINE)
  } else return fail('INPUT_INVALID', "direction must be 'upline' or 'downline'")
  const rules = securityRules(db)
  const text = textField(body, 'amount')
  if (!text) return inputEmpty()
  if (!AMOUNT.test(text)) return fail('AMOUNT_INVALID', TRANSFER_MESSAGES.AMOUNT_INVALID)
  const amount = Number(text)
  if (amount < rules.teamTransferMin || amount > rules.teamTransferMax)
    return fail(
      'AMOUNT_RANGE',
      `Please enter an amount from ${rules.teamTransferMin} to ${rules.teamTransferMax}`,
      {
        value: { min: rules.teamTransferMin, max: rules.teamTransferMax },
      },
    )
  const remark = textField(body, 'remark').slice(0, 140)
  const earlier = earlierTeamTransfer(ctx, requestId)
  if (earlier)
    return ok({
      balance: money(me.balance),
      transfer: { id: earlier.id, amount: earlier.amount },
      repeated: true,
    })
  const refused = await checkTransactionPassword(db, memberId, body.transactionPassword, limits)
  if (refused) return refused
  const recipient = target.id
  const account = target.account
  const outcome = db.transaction(() => {
    if (earlierTeamTransfer(ctx, requestId)) return 'repeated'
    const now = Date.now()
    const { lastInsertRowid } = db
      .prepare(
        'INSERT INTO team_transfers (member_id, request_id, target_id, direction, amount, remark, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      )
      .run(memberId, requestId, recipient, direction, amount, remark || null, now)
    // C-13: both sides are ledger entries of product TEAM; the debit checks the balance as it takes it.
    const side = {
      type: 'TRANSFER',
      product: 'TEAM',
      reference: `team_transfers:${lastInsertRowid}`,
      at: now,
    } as const
    postAll(db, [
      {
        ...side,
        memberId,
        amount: -amount,
        requestKey: requestId,
        remark: `To ${direction} ${account} (team transfer #${lastInsertRowid})`,
      },
      {
        ...side,
        memberId: recipient,
        amount,
        remark: `From ${direction === 'upline' ? 'downline' : 'upline'} ${me.username} (team transfer #${lastInsertRowid})`,
      },
    ])
    return Number(lastInsertRowid)
  })
  let answer: number | 'repeated' | 'insufficient'
  try {
    answer = outcome()
  } catch (error) {
    // The debit found the balance short: the transaction, transfer row included, was undone.
    if (!(error instanceof InsufficientFunds)) throw error
    answer = 'insufficient'
  }
  if (answer === 'insufficient')
    return fail('INSUFFICIENT_BALANCE', 'The amount is more than your balance', {
      value: { balance: money(sessionMember(ctx).balance) },
    })
  const row = earlierTeamTransfer(ctx, requestId)
  if (!row) throw new Error(`[lobbykit] team transfer ${requestId} was not recorded`)
  return ok({
    balance: money(sessionMember(ctx).balance),
    transfer: { id: row.id, amount: row.amount },
    repeated: answer === 'repeated',
  })
}

export const teamTransferRoutes: Route[] = [
  route({
    method: 'GET',
    path: '/wps/relay/MCS_teamTransferInfo',
    token: true,
    realOnly: true,
    handler: teamInfo,
  }),
  route({
    method: 'POST',
    path: '/wps/relay/MCS_teamTransfer',
    money: 'transfer',
    amount: 'amount',
    token: true,
    realOnly: true,
    schema: { body: TeamTransferBody },
    handler: teamTransfer,
  }),
]
