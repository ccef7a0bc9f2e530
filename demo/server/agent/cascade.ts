// AGENT-20: a new contract with a lower rate than an existing downline contract ends that contract
// after consent. When an agent accepts a lower rate from its upline, every contract of the same kind
// that its direct downline agents hold above the new rate ends with that acceptance; an agent whose
// contract so ends holds no rate of the kind any more, so the contracts of that kind below it end too
// (down the whole branch). Contracts at or below the new rate stay. The consent popup lists them
// first (`cascadeOf`), with the rate the new contract replaces.
import type { Database } from 'better-sqlite3'

/** A downline contract that a rate would end. */
export type EndedByRate = { contractId: number; downlineId: string; account: string; rate: number }

/**
 * The active contracts of `kind` below `agentId` that end when its rate of the kind becomes `rate`:
 * its direct downline's above `rate`, and every one below an ended contract.
 */
export function cascadeOf(db: Database, agentId: string, kind: string, rate: number): EndedByRate[] {
  const below = db.prepare(
    `SELECT c.id AS contractId, c.downline_id AS downlineId, m.username AS account, c.rate
     FROM agent_links l JOIN agent_contracts c ON c.downline_id = l.member_id AND c.kind = ? AND c.status = 'active'
     JOIN members m ON m.id = l.member_id WHERE l.upline_id = ? ORDER BY m.username`,
  )
  const ended: EndedByRate[] = []
  /** [agent, its rate of the kind after the change] */
  const queue: [string, number][] = [[agentId, rate]]
  for (let next = queue.shift(); next; next = queue.shift()) {
    const [upline, ceiling] = next
    for (const c of below.all(kind, upline) as EndedByRate[]) {
      if (c.rate <= ceiling) continue
      ended.push(c)
      // The holder keeps no rate of the kind: nothing below it can be paid from it.
      queue.push([c.downlineId, 0])
    }
  }
  return ended
}

/**
 * Ends the contracts `cascadeOf` lists (inside the caller's transaction: the acceptance), with
 * reason `upline_lowered`, and closes the termination requests that have nothing left to end and the
 * offers those agents made that their rate no longer covers.
 */
export function endCascade(db: Database, agentId: string, kind: string, rate: number, now: number) {
  const ended = cascadeOf(db, agentId, kind, rate)
  const end = db.prepare(
    "UPDATE agent_contracts SET status = 'ended', ended_at = ?, end_reason = 'upline_lowered' WHERE id = ? AND status = 'active'",
  )
  const closeRequests = db.prepare(
    "UPDATE agent_requests SET status = 'rejected', decided_at = ? WHERE contract_id = ? AND type = 'terminate' AND status = 'pending'",
  )
  for (const c of ended) {
    end.run(now, c.contractId)
    closeRequests.run(now, c.contractId)
  }
  // Offers of the kind pending from the lowered agent or an ended holder, above what it now holds.
  const ceilings: [string, number][] = [
    [agentId, rate],
    ...ended.map((c): [string, number] => [c.downlineId, 0]),
  ]
  const withdraw = db.prepare(
    `UPDATE agent_contracts SET status = 'rejected', ended_at = ?, end_reason = 'upline_lowered'
     WHERE upline_id = ? AND kind = ? AND status = 'offered' AND rate > ?`,
  )
  const closeOffers = db.prepare(
    `UPDATE agent_requests SET status = 'rejected', decided_at = ? WHERE type = 'new' AND status = 'pending'
     AND contract_id IN (SELECT id FROM agent_contracts WHERE upline_id = ? AND kind = ? AND status = 'rejected' AND end_reason = 'upline_lowered')`,
  )
  for (const [upline, ceiling] of ceilings) {
    withdraw.run(now, upline, kind, ceiling)
    closeOffers.run(now, upline, kind)
  }
  return ended
}
