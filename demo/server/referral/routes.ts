// The referral programme behind a token and the REFERRAL white-label flag (MEMBER-12, FLAG-4, ROUTE-28;
// the spec names no call: the reference server defines them under /wps/relay, api.md last paragraph):
//   REFERRAL_info — the member's referral code, the commission rate, and each invitee (a member who
//     registered with the code: name masked, joined, settled turnover, the commission it earned the
//     member), what was claimed and what can be claimed now
//   REFERRAL_claim — credits what can be claimed now, once (one SQL transaction; the claimable amount
//     is computed inside it, so a second claim finds nothing)
// While the flag is off every call is refused (OPERATION_NOT_ENABLED).
import { fail, ok } from '../platform/envelope'
import { TRIAL_TYPE, findMemberById } from '../platform/members'
import { money } from '../member-records/data'
import { maskName } from '../missions/routes'
import { SMS_MESSAGES } from '../verification/routes'
import type { Route, RouteContext } from '../platform/context'
import type { Database } from 'better-sqlite3'

export type Ctx = RouteContext

/** Commission on an invitee's settled stakes, in percent (settings.referral overrides). */
export const REFERRAL_DEFAULTS = Object.freeze({ commissionRate: 0.2 })

const SCHEMA = `
CREATE TABLE IF NOT EXISTS referral_claims (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  member_id TEXT NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  amount REAL NOT NULL,
  claimed_at INTEGER NOT NULL
);
`
const ready = new WeakSet()
export function ensureReferral(db: Database) {
  if (ready.has(db)) return
  db.exec(SCHEMA)
  ready.add(db)
}

function state(ctx: Ctx) {
  const { db } = ctx
  const me = findMemberById(db, ctx.memberId as string) as Record<string, any>
  const rate = { ...REFERRAL_DEFAULTS, ...ctx.settings.referral }.commissionRate
  const rows = me.referral_code
    ? (db
        .prepare(
          `SELECT m.username, m.created_at,
            (SELECT COALESCE(SUM(stake), 0) FROM member_bets b WHERE b.member_id = m.id AND b.status = 'SETTLED') AS turnover
            FROM members m WHERE m.referred_by = ? COLLATE NOCASE AND m.id != ? ORDER BY m.created_at DESC, m.id DESC`,
        )
        .all(me.referral_code, me.id) as Record<string, any>[])
    : []
  const invitees = rows.map((r) => ({
    name: maskName(r.username),
    joinedAt: r.created_at,
    turnover: money(r.turnover),
    earned: money((r.turnover * rate) / 100),
  }))
  const earned = money(invitees.reduce((a, i) => a + i.earned, 0))
  const { claimed } = db
    .prepare('SELECT COALESCE(SUM(amount), 0) AS claimed FROM referral_claims WHERE member_id = ?')
    .get(me.id) as { claimed: number }
  return {
    referralCode: me.referral_code,
    commissionRate: rate,
    invitees,
    earned,
    claimed: money(claimed),
    claimable: Math.max(0, money(earned - claimed)),
  }
}

function claim(ctx: Ctx) {
  const { db, memberId } = ctx
  const paid = db.transaction(() => {
    const { claimable } = state(ctx)
    if (claimable <= 0) return 0
    const now = Date.now()
    db.prepare('INSERT INTO referral_claims (member_id, amount, claimed_at) VALUES (?, ?, ?)').run(
      memberId,
      claimable,
      now,
    )
    db.prepare('UPDATE members SET balance = ROUND(balance + ?, 2) WHERE id = ?').run(claimable, memberId)
    db.prepare(
      "INSERT INTO member_transactions (member_id, created_at, type, amount, remark) VALUES (?, ?, 'BONUS', ?, 'Referral commission')",
    ).run(memberId, now, claimable)
    return claimable
  })()
  if (!paid) return fail('REFERRAL_NOTHING', 'There is no referral commission to claim')
  const { balance } = db.prepare('SELECT balance FROM members WHERE id = ?').get(memberId) as {
    balance: number
  }
  return ok({ ...state(ctx), claimedNow: paid, balance })
}

const route = (method: 'GET' | 'POST', name: string, handler: (ctx: Ctx) => any): Route => ({
  method,
  path: `/wps/relay/${name}`,
  token: true,
  handler: (ctx) => {
    if (!ctx.settings.whitelabel.REFERRAL)
      return fail('OPERATION_NOT_ENABLED', SMS_MESSAGES.OPERATION_NOT_ENABLED)
    if (findMemberById(ctx.db, ctx.memberId as string)?.type === TRIAL_TYPE)
      return fail('NEED_REAL_ACCOUNT', 'Please use a real account')
    ensureReferral(ctx.db)
    return handler(ctx)
  },
})

export const referralRoutes: Route[] = [
  route('GET', 'REFERRAL_info', (ctx) => ok(state(ctx))),
  route('POST', 'REFERRAL_claim', claim),
]
