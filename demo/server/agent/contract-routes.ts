// The contract requests page (AGENT-14, AGENT-17..22), under the agent policy (AGENT-23): my
// contracts, my downline's, the requests to and from me; an upline offers, the addressee accepts or
// rejects, the upline may withdraw it while it waits, either side asks to end a contract. History is kept.
import { Type } from 'typebox'
import { TextValue } from '../platform/fields'
import { badRequest, fail, ok } from '../platform/envelope'
import { route } from '../platform/context'
import { AGENT_TYPES } from '../platform/members'
import { CONTRACT_SELECT, PAY_PERIODS, contractFlags, isContractKind, myRate, toContract } from './data'
import { AGENT_MESSAGES, forAgents } from './rules'
import { RATE_BOUNDS, readCondition, readRate } from './rates'
import { cascadeOf, endCascade } from './cascade'
import type { Static } from 'typebox'
import type { Reply, Route, RouteContext } from '../platform/context'
import type { MemberRow } from '../platform/members'
import type { ContractListRow, ContractRow, RequestRow } from './schema'
import type { Database } from 'better-sqlite3'

/** A request with both accounts and its contract as JSON (the contract list's columns). */
type RequestListRow = RequestRow & { from_account: string; to_account: string; contract_json: string | null }

const toRequest = (r: RequestListRow) => ({
  id: r.id,
  type: r.type,
  status: r.status,
  fromAccount: r.from_account,
  toAccount: r.to_account,
  createdAt: r.created_at,
  decidedAt: r.decided_at,
  contract: r.contract_json === null ? null : toContract(JSON.parse(r.contract_json) as ContractListRow),
})

/** AGENT-14, AGENT-17..22: my contracts, my downline's, and the requests to and from me. */
function contractsOf(db: Database, me: MemberRow) {
  const requests = (
    db
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
      .all({ me: me.id }) as RequestListRow[]
  ).map((r) => ({
    ...toRequest(r),
    direction: r.to_id === me.id ? 'incoming' : 'outgoing',
    ...consentOf(db, r),
  }))
  const mine = db
    .prepare(
      `${CONTRACT_SELECT} WHERE c.downline_id = ? AND c.status <> 'offered' ORDER BY c.status = 'active' DESC, c.created_at DESC`,
    )
    .all(me.id) as ContractListRow[]
  const given = db
    .prepare(
      `${CONTRACT_SELECT} WHERE c.upline_id = ? AND c.status <> 'offered' ORDER BY c.status = 'active' DESC, d.username, c.created_at DESC`,
    )
    .all(me.id) as ContractListRow[]
  return ok({
    requests,
    mine: mine.map(toContract),
    downline: given.map(toContract),
    flags: contractFlags(db, me.id),
    rateBounds: RATE_BOUNDS,
  })
}

/**
 * AGENT-20: what accepting a pending new contract changes, for the consent popup: the rate of the
 * active contract of the kind it replaces (null when none) and the downline contracts it ends.
 */
function consentOf(db: Database, r: RequestListRow) {
  if (r.type !== 'new' || r.status !== 'pending' || r.contract_json === null) return {}
  const c = JSON.parse(r.contract_json) as ContractListRow
  return {
    replacesRate: myRate(db, c.downline_id, c.kind) || null,
    ends: cascadeOf(db, c.downline_id, c.kind, c.rate).map(({ account, rate }) => ({ account, rate })),
  }
}

const OfferBody = Type.Object({
  downlineId: Type.Optional(TextValue),
  kind: Type.Optional(Type.String()),
  payPeriod: Type.Optional(Type.String()),
  rate: Type.Optional(TextValue),
  activeMembers: Type.Optional(TextValue),
  validBet: Type.Optional(TextValue),
  profitLoss: Type.Optional(TextValue),
  betAmount: Type.Optional(TextValue),
})

/** AGENT-17: an offer to a direct downline agent, at most my own rate of the kind. */
function offer({ db, body }: RouteContext<Static<typeof OfferBody>>, me: MemberRow) {
  const downlineId = String(body.downlineId ?? '')
  const kind = body.kind ?? ''
  if (!isContractKind(kind)) return badRequest('Unknown kind')
  const payPeriod = kind === 'dividend' ? (body.payPeriod ?? '') : 'D'
  if (!(PAY_PERIODS as readonly string[]).includes(payPeriod)) return badRequest('Unknown payPeriod')
  const read = [
    readRate(body, kind),
    readCondition(body, 'activeMembers', true),
    readCondition(body, 'validBet', false),
    readCondition(body, 'profitLoss', false),
    readCondition(body, 'betAmount', false),
  ]
  for (const r of read) if (r.error) return r.error
  const [rate, activeMembers, validBet, profitLoss, betAmount] = read.map((r) => r.value ?? 0) as [
    number,
    number,
    number,
    number,
    number,
  ]
  const target = db
    .prepare(
      'SELECT m.id, m.type FROM agent_links l JOIN members m ON m.id = l.member_id WHERE l.member_id = ? AND l.upline_id = ?',
    )
    .get(downlineId, me.id) as { id: string; type: number } | undefined
  if (!target || !AGENT_TYPES.includes(target.type)) return fail('NOT_DIRECT', AGENT_MESSAGES.NOT_DIRECT)
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
  return ok(toContract(db.prepare(`${CONTRACT_SELECT} WHERE c.id = ?`).get(id) as ContractListRow))
}

/** A refusal found inside a transaction: thrown so the transaction rolls back, then answered. */
class Refusal extends Error {
  constructor(readonly reply: Reply) {
    super('refused inside a transaction')
  }
}

const DecideBody = Type.Object({
  requestId: Type.Optional(Type.Union([Type.Number(), Type.String()])),
  action: Type.Optional(Type.String()),
})

/**
 * AGENT-19/20: the addressee answers a request. Accepting a new contract ends the active one of the
 * same kind (a lower rate replaces a higher one only with the downline's consent: this acceptance)
 * and, with it, the downline contracts of the kind that the new rate no longer covers (cascade.ts);
 * accepting a termination ends the contract. History is kept.
 */
function decide({ db, body }: RouteContext<Static<typeof DecideBody>>, me: MemberRow) {
  const accept = body.action === 'accept'
  if (!accept && body.action !== 'reject') return badRequest('action must be accept or reject')
  const request = db
    .prepare('SELECT * FROM agent_requests WHERE id = ? AND to_id = ?')
    .get(Number(body.requestId), me.id) as RequestRow | undefined
  if (!request) return fail('NOT_FOUND', 'No such request')
  const now = Date.now()
  const answer = db.transaction((): Reply | null => {
    // Inside the transaction: two answers at once cannot both pass.
    const changed = db
      .prepare("UPDATE agent_requests SET status = ?, decided_at = ? WHERE id = ? AND status = 'pending'")
      .run(accept ? 'accepted' : 'rejected', now, request.id)
    if (!changed.changes) return fail('REQUEST_DONE', AGENT_MESSAGES.REQUEST_DONE)
    // The request's contract exists: the request is deleted with it (ON DELETE CASCADE).
    const contract = db
      .prepare('SELECT * FROM agent_contracts WHERE id = ?')
      .get(request.contract_id) as ContractRow
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
        throw new Refusal(fail('RATE_ABOVE_UPLINE', AGENT_MESSAGES.RATE_ABOVE_UPLINE))
      db.prepare(
        "UPDATE agent_contracts SET status = 'ended', ended_at = ?, end_reason = 'replaced' WHERE downline_id = ? AND kind = ? AND status = 'active'",
      ).run(now, contract.downline_id, contract.kind)
      db.prepare("UPDATE agent_contracts SET status = 'active', started_at = ? WHERE id = ?").run(
        now,
        contract.id,
      )
      // AGENT-20: the downline contracts of the kind above the new rate end with this consent.
      endCascade(db, contract.downline_id, contract.kind, contract.rate, now)
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
    const refused = answer()
    if (refused) return refused
  } catch (error) {
    if (error instanceof Refusal) return error.reply
    throw error
  }
  return contractsOf(db, me)
}

const TerminateBody = Type.Object({
  contractId: Type.Optional(Type.Union([Type.Number(), Type.String()])),
})

/** AGENT-19: either side of an active contract asks the other to end it. */
function terminate({ db, body }: RouteContext<Static<typeof TerminateBody>>, me: MemberRow) {
  const contract = db
    .prepare(
      "SELECT * FROM agent_contracts WHERE id = :id AND status = 'active' AND (downline_id = :me OR upline_id = :me)",
    )
    .get({ id: Number(body.contractId), me: me.id }) as ContractRow | undefined
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
  return contractsOf(db, me)
}

const WithdrawBody = Type.Object({
  requestId: Type.Optional(Type.Union([Type.Number(), Type.String()])),
})

/**
 * AGENT-17: the upline withdraws an offer it made while it waits for an answer; the offer's contract
 * and request are marked withdrawn (history kept) and the action recorded in agent_actions.
 */
function withdraw({ db, body, now }: RouteContext<Static<typeof WithdrawBody>>, me: MemberRow) {
  const request = db
    .prepare("SELECT * FROM agent_requests WHERE id = ? AND type = 'new'")
    .get(Number(body.requestId)) as RequestRow | undefined
  if (!request) return fail('NOT_FOUND', 'No such request')
  if (request.from_id !== me.id) return fail('NOT_OFFERER', AGENT_MESSAGES.NOT_OFFERER)
  const done = db.transaction(() => {
    // Inside the transaction: an answer arriving at the same moment cannot also pass.
    const changed = db
      .prepare(
        "UPDATE agent_requests SET status = 'withdrawn', decided_at = ? WHERE id = ? AND status = 'pending'",
      )
      .run(now, request.id)
    if (!changed.changes) return false
    db.prepare(
      "UPDATE agent_contracts SET status = 'withdrawn', ended_at = ?, end_reason = 'withdrawn' WHERE id = ? AND status = 'offered'",
    ).run(now, request.contract_id)
    db.prepare(
      "INSERT INTO agent_actions (agent_id, member_id, action, reason, detail, created_at) VALUES (?, ?, 'withdraw-offer', '', ?, ?)",
    ).run(me.id, request.to_id, `agent_contracts:${request.contract_id}`, now)
    return true
  })()
  if (!done) return fail('REQUEST_DONE', AGENT_MESSAGES.REQUEST_DONE)
  return contractsOf(db, me)
}

const R = '/wps/relay/agent'
export const agentContractRoutes: Route[] = [
  route({
    method: 'GET',
    path: `${R}/contracts`,
    token: true,
    handler: forAgents(({ db }, me) => contractsOf(db, me), true),
  }),
  route({
    method: 'POST',
    path: `${R}/contracts/offer`,
    token: true,
    schema: { body: OfferBody },
    handler: forAgents(offer, true),
  }),
  route({
    method: 'POST',
    path: `${R}/contracts/decide`,
    token: true,
    schema: { body: DecideBody },
    handler: forAgents(decide, true),
  }),
  route({
    method: 'POST',
    path: `${R}/contracts/withdraw`,
    token: true,
    schema: { body: WithdrawBody },
    handler: forAgents(withdraw, true),
  }),
  route({
    method: 'POST',
    path: `${R}/contracts/terminate`,
    token: true,
    schema: { body: TerminateBody },
    handler: forAgents(terminate, true),
  }),
]
