// The referral programme behind a token and the REFERRAL white-label flag (MEMBER-12, FLAG-4, ROUTE-28;
// the spec names no call: the reference server defines them under /wps/relay, api.md last paragraph):
//   REFERRAL_info — the member's referral code, the commission rate, and each invitee (a member who
//     registered with the code: name masked, joined, settled turnover, the commission it earned the
//     member), what was claimed and what can be claimed now
//   REFERRAL_claim — credits what can be claimed now, once (one SQL transaction; the claimable amount
//     is computed inside it, so a second claim finds nothing)
// While the flag is off every call is refused (OPERATION_NOT_ENABLED).
import { Type } from 'typebox'
import { fail, ok } from '../platform/envelope'
import { NEED_REAL_ACCOUNT, TRIAL_TYPE, findMemberById } from '../platform/members'
import { money } from '../member-records/data'
import { maskName } from '../missions/rules'
import { SMS_MESSAGES } from '../verification/rules'
import { REFERRAL_DEFAULTS, ensureReferral } from './data'
import { route } from '../platform/context'
import { payBonus } from '../ledger/bonus'
import type { MemberContext, Reply, Route } from '../platform/context'

/** What the programme reads of a request (the claim's body carries nothing). */
type Ctx = Pick<MemberContext, 'db' | 'memberId' | 'settings'>

type InviteeRow = { username: string; created_at: number; turnover: number }

function state(ctx: Ctx) {
  const { db } = ctx
  const me = findMemberById(db, ctx.memberId)
  const code = me?.referral_code ?? null
  const rate = REFERRAL_DEFAULTS.commissionRate
  const rows = code
    ? (db
        .prepare(
          `SELECT m.username, m.created_at,
            (SELECT COALESCE(SUM(stake), 0) FROM member_bets b WHERE b.member_id = m.id AND b.status = 'SETTLED') AS turnover
            FROM members m WHERE m.referred_by = ? COLLATE NOCASE AND m.id != ? ORDER BY m.created_at DESC, m.id DESC`,
        )
        .all(code, ctx.memberId) as InviteeRow[])
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
    .get(ctx.memberId) as { claimed: number }
  return {
    referralCode: code,
    commissionRate: rate,
    invitees,
    earned,
    claimed: money(claimed),
    claimable: Math.max(0, money(earned - claimed)),
  }
}

/**
 * Why the programme refuses the caller, or null: the REFERRAL flag is off (FLAG-4), or a trial
 * account (ROLE-8, after the flag: with the flag off the programme does not exist for anyone).
 */
function refusal(ctx: Ctx): Reply | null {
  if (!ctx.settings.whitelabel.REFERRAL)
    return fail('OPERATION_NOT_ENABLED', SMS_MESSAGES.OPERATION_NOT_ENABLED)
  if (findMemberById(ctx.db, ctx.memberId)?.type === TRIAL_TYPE)
    return fail('NEED_REAL_ACCOUNT', NEED_REAL_ACCOUNT)
  ensureReferral(ctx.db)
  return null
}

function info(ctx: Ctx) {
  return refusal(ctx) ?? ok(state(ctx))
}

const claim = route({
  method: 'POST',
  path: '/wps/relay/REFERRAL_claim',
  money: 'bonus',
  token: true,
  schema: { body: Type.Object({}) },
  handler: (ctx) => {
    const refused = refusal(ctx)
    if (refused) return refused
    const { db, memberId } = ctx
    const paid = db.transaction(() => {
      const { claimable } = state(ctx)
      if (claimable <= 0) return 0
      const now = Date.now()
      const { lastInsertRowid } = db
        .prepare('INSERT INTO referral_claims (member_id, amount, claimed_at) VALUES (?, ?, ?)')
        .run(memberId, claimable, now)
      payBonus(ctx, {
        memberId,
        amount: claimable,
        product: 'REFERRAL',
        reference: `referral_claims:${lastInsertRowid}`,
        remark: 'Referral commission',
        at: now,
      })
      return claimable
    })()
    if (!paid) return fail('REFERRAL_NOTHING', 'There is no referral commission to claim')
    const { balance } = db.prepare('SELECT balance FROM members WHERE id = ?').get(memberId) as {
      balance: number
    }
    return ok({ ...state(ctx), claimedNow: paid, balance })
  },
})

export const referralRoutes: Route[] = [
  route({ method: 'GET', path: '/wps/relay/REFERRAL_info', token: true, handler: info }),
  claim,
]
