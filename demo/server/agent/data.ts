// The agent centre's records as its pages read them (AGENT-1..23): the contract kinds and their
// flags, the team query, contracts with both sides' accounts, and joining a team by invitation.
// The tables are schema.ts; the demo tree is seed.ts.
import type { ContractListRow } from './schema'
import type { Database } from 'better-sqlite3'

/** Contract kinds and the consolidated flag that shows each (FLAG-24..27). */
export const CONTRACT_KINDS = ['dividend', 'daily', 'hourly', 'realtime'] as const
export type ContractKind = (typeof CONTRACT_KINDS)[number]
export const KIND_FLAGS: Record<ContractKind, string> = {
  dividend: 'divtypereq',
  daily: 'dailysalreqtype',
  hourly: 'contracthoursalreq',
  realtime: 'realtimesalreqtype',
}
/** Pay periods (AGENT-22): daily, weekly, semi-monthly, monthly. */
export const PAY_PERIODS = ['D', 'W', 'H', 'M'] as const

export const isContractKind = (kind: string): kind is ContractKind =>
  (CONTRACT_KINDS as readonly string[]).includes(kind)

/** Every level of the downline of :me, with its depth (1 = direct): a CTE named `team`. */
export const TEAM = `WITH RECURSIVE team(id, depth) AS (
  SELECT member_id, 1 FROM agent_links WHERE upline_id = :me
  UNION ALL SELECT l.member_id, t.depth + 1 FROM agent_links l JOIN team t ON l.upline_id = t.id)`

/** Contracts with the accounts of both sides (ContractListRow). */
export const CONTRACT_SELECT = `SELECT c.*, u.username AS upline_account, d.username AS downline_account FROM agent_contracts c
  LEFT JOIN members u ON u.id = c.upline_id JOIN members d ON d.id = c.downline_id`

/** A contract as the pages show it (AGENT-21). */
export const toContract = (c: ContractListRow) => ({
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
})

/** The rate of an agent's own active contract of a kind (0 when none). */
export function myRate(db: Database, id: string, kind: string): number {
  const rate = db
    .prepare("SELECT rate FROM agent_contracts WHERE downline_id = ? AND kind = ? AND status = 'active'")
    .pluck()
    .get(id, kind) as number | undefined
  return rate ?? 0
}

/** The consolidated contract flags of an agent: which contract kinds it holds (FLAG-24..27). */
export function contractFlags(db: Database, id: string) {
  const kinds = new Set(
    db
      .prepare("SELECT kind FROM agent_contracts WHERE downline_id = ? AND status = 'active'")
      .pluck()
      .all(id) as string[],
  )
  return Object.fromEntries(CONTRACT_KINDS.map((k) => [KIND_FLAGS[k], kinds.has(k)]))
}

/**
 * A registration with an agent's invitation code (AGENT-3): the new account joins that agent's team
 * (an agent-type link makes it an agent) and the link counts a use. An agent link's rate becomes the
 * recruit's real-time salary contract with the inviter, active from registration (AGENT-17, AGENT-21:
 * no conditions), at most the inviter's own real-time rate at that moment (it may have fallen since
 * the link was made; none when the inviter holds none). Not a code of an enabled invite: nothing
 * happens (a referral code is the register route's business).
 */
export function joinByInvite(db: Database, memberId: string, code: string) {
  const invite = db
    .prepare('SELECT code, agent_id, type, rate FROM agent_invites WHERE code = ? AND enabled = 1')
    .get(code) as { code: string; agent_id: string; type: string; rate: number } | undefined
  if (!invite) return
  db.transaction(() => {
    const joined = db
      .prepare("INSERT OR IGNORE INTO agent_links (member_id, upline_id, status) VALUES (?, ?, 'active')")
      .run(memberId, invite.agent_id)
    if (!joined.changes) return
    db.prepare('UPDATE agent_invites SET uses = uses + 1 WHERE code = ?').run(invite.code)
    if (invite.type !== 'agent') return
    db.prepare('UPDATE members SET type = 2 WHERE id = ?').run(memberId)
    const rate = Math.min(invite.rate, myRate(db, invite.agent_id, 'realtime'))
    if (!(rate > 0)) return
    const now = Date.now()
    db.prepare(
      `INSERT INTO agent_contracts (upline_id, downline_id, kind, rate, pay_period, status, created_at, started_at)
       VALUES (?, ?, 'realtime', ?, 'D', 'active', ?, ?)`,
    ).run(invite.agent_id, memberId, rate, now, now)
  })()
}

/** AGENT-4: whether the member's upline has frozen it (the sign-in policy refuses it: session/rules.ts). */
export function isFrozen(db: Database, memberId: string): boolean {
  return Boolean(
    db.prepare("SELECT 1 FROM agent_links WHERE member_id = ? AND status = 'frozen'").get(memberId),
  )
}

/**
 * AGENT-4: SQL for the reason of the latest freeze of the member in `memberColumn`, when the member
 * is frozen now (else NULL): the downline list and the team reports show it beside the status.
 */
export const frozenReasonSql = (memberColumn: string) =>
  `(SELECT a.reason FROM agent_actions a JOIN agent_links fl ON fl.member_id = a.member_id AND fl.status = 'frozen'
    WHERE a.member_id = ${memberColumn} AND a.action = 'freeze' ORDER BY a.created_at DESC, a.id DESC LIMIT 1)`
