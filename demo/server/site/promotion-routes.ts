// Promotions with each member's status (MEMBER-33: join, claim, applying, close, rejected, issued,
// claimed, process, signed, coming soon), joining or applying (VAL-55), and claiming a reward or a
// raffle prize (MEMBER-34, API-60), each paid once. Joining and claiming are for real accounts only.
// NS-6: the spec names no promotions calls; these are the reference server's own.
import { Type } from 'typebox'
import { badRequest, fail, ok, sessionExpired } from '../platform/envelope'
import { findMemberById } from '../platform/members'
import { touchSession } from '../platform/sessions'
import { IMAGES_MAX_BODY, readImages } from '../platform/images'
import { route } from '../platform/context'
import { readOrder, withFallback } from './rules'
import { payBonus } from '../ledger/bonus'
import type { MemberContext, Reply, Route, RouteContext } from '../platform/context'
import type { Database } from 'better-sqlite3'
import type { MemberRow } from '../platform/members'

/** VAL-55: activity remarks are at most 140 characters (spec §5 Other, §9). */
export const REMARKS_MAX = 140

/** A promotion in one language, with the member's entry. */
type PromotionRow = {
  id: number
  category: string
  starts_at: number
  ends_at: number
  needs_approval: number
  reward: number
  raffle: number
  title: string
  summary: string
  content: string
  entry: string | null
  remarks: string | null
  reason: string | null
}

/** A promotion's status for this member now (MEMBER-33). */
function statusOf(row: Pick<PromotionRow, 'starts_at' | 'ends_at' | 'entry'>, now: number) {
  if (row.starts_at > now) return 'comingSoon'
  if (row.entry) return row.entry
  if (row.ends_at <= now) return 'close'
  return 'join'
}

/** The promotions (or the one of `id`) in the first language of `order` that has them, each with the member's entry. */
function readPromotions(db: Database, memberId: string | null, order: string[], id: number | null = null) {
  const read = (language: string) =>
    db
      .prepare(
        `SELECT p.id, p.category, p.starts_at, p.ends_at, p.needs_approval, p.reward, p.raffle,
             t.title, t.summary, t.content, e.status AS entry, e.remarks, e.reason
           FROM promotions p JOIN promotion_texts t ON t.promotion_id = p.id AND t.lang = ?
           LEFT JOIN promotion_entries e ON e.promotion_id = p.id AND e.member_id = ?
           WHERE ? IS NULL OR p.id = ? ORDER BY p.sort`,
      )
      .all(language, memberId, id, id) as PromotionRow[]
  return withFallback(read, order)
}

function toPromotion(row: PromotionRow, now: number) {
  return {
    id: row.id,
    category: row.category,
    title: row.title,
    summary: row.summary,
    content: row.content,
    startDate: row.starts_at,
    endDate: row.ends_at,
    needsApproval: row.needs_approval === 1,
    raffle: row.raffle === 1,
    reward: row.reward ?? 0,
    status: statusOf(row, now),
    // What the member sent with an application, and why the operator refused it.
    ...(row.remarks ? { remarks: row.remarks } : {}),
    ...(row.reason ? { reason: row.reason } : {}),
  }
}

/** The promotions, with the caller's status when a live token comes along (visitors see them too). */
function promotionList(ctx: RouteContext) {
  const memberId = touchSession(ctx.db, ctx.token, ctx.settings.tokenTtlMinutes)
  const member = memberId ? findMemberById(ctx.db, memberId) : undefined
  const now = Date.now()
  const order = readOrder(
    ctx.query.get('language') ?? String(ctx.req.headers.language ?? ''),
    ctx.settings.brand,
  )
  return ok({
    list: readPromotions(ctx.db, member?.id ?? null, order).map((row) => toPromotion(row, now)),
  })
}

const PromotionId = Type.Union([Type.Number(), Type.String()])

type Entry = { db: Database; member: MemberRow; row: PromotionRow; now: number }

/** The member, the promotion of `body.id` in the caller's language with their entry, and now. */
function entryFor(ctx: MemberContext<{ id?: number | string }>): { error: Reply } | Entry {
  const { db, body, memberId } = ctx
  const member = findMemberById(db, memberId)
  if (!member) return { error: sessionExpired() }
  const id = Number(body.id)
  if (!Number.isInteger(id) || id < 1) return { error: badRequest('id must be a promotion id') }
  const order = readOrder(String(ctx.req.headers.language ?? ''), ctx.settings.brand)
  const row = readPromotions(db, member.id, order, id)[0]
  if (!row) return { error: fail('PROMOTION_NOT_FOUND', 'This promotion does not exist') }
  return { db, member, row, now: Date.now() }
}

const join = route({
  method: 'POST',
  path: '/wps/relay/MCSFE_joinPromotion',
  token: true,
  realOnly: true,
  maxBodyBytes: IMAGES_MAX_BODY,
  schema: {
    body: Type.Object({
      id: Type.Optional(PromotionId),
      remarks: Type.Optional(Type.String()),
      // png or jpg data URLs, checked by their bytes (platform/images.ts answers its own codes)
      images: Type.Optional(Type.Unknown()),
    }),
  },
  /**
   * Join a promotion (status join): one that needs approval takes an application — remarks of at
   * most 140 characters and up to three png/jpg images of 5 MB, checked by their bytes — and waits
   * in `applying` for the operator; a raffle enters the draw (`signed`); any other is `signed` at once.
   */
  handler(ctx) {
    const found = entryFor(ctx)
    if ('error' in found) return found.error
    const { db, member, row, now } = found
    if (statusOf(row, now) !== 'join') return fail('PROMOTION_STATUS', 'This promotion cannot be joined now')
    let remarks: string | null = null
    let images: string | null = null
    if (row.needs_approval) {
      const text = ctx.body.remarks ?? ''
      if ([...text.trim()].length > REMARKS_MAX)
        return fail('REMARKS_TOO_LONG', `Please keep your remarks to ${REMARKS_MAX} characters`, {
          value: { max: REMARKS_MAX },
        })
      const read = readImages(ctx.body.images)
      if ('code' in read) return fail(read.code, read.message)
      remarks = text.trim() || null
      images = JSON.stringify(read.images)
    }
    const next = row.needs_approval ? 'applying' : 'signed'
    // The entry is created only where none exists, so two joins racing make one application.
    const added = db
      .prepare(
        `INSERT INTO promotion_entries (member_id, promotion_id, status, updated_at, remarks, images)
         VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (member_id, promotion_id) DO NOTHING`,
      )
      .run(member.id, row.id, next, now, remarks, images).changes
    if (!added) return fail('PROMOTION_STATUS', 'This promotion cannot be joined now')
    return ok(toPromotion({ ...row, entry: next, remarks }, now))
  },
})

/**
 * Claim a promotion's reward (status claim → claimed), paid once: the entry is moved in the statement
 * that checks it, in the transaction that credits the balance. A raffle prize is claimed only by the
 * raffle call (MEMBER-34, API-60), any other reward only by the promotion claim.
 */
function claim(ctx: MemberContext<{ id?: number | string }>, raffle: boolean) {
  const found = entryFor(ctx)
  if ('error' in found) return found.error
  const { db, member, row, now } = found
  if (Boolean(row.raffle) !== raffle)
    return fail(
      'PROMOTION_KIND',
      raffle ? 'This promotion is not a raffle' : 'A raffle prize is claimed from the raffle',
    )
  const paid = db.transaction(() => {
    const moved = db
      .prepare(
        `UPDATE promotion_entries SET status = 'claimed', updated_at = ?
         WHERE member_id = ? AND promotion_id = ? AND status = 'claim'`,
      )
      .run(now, member.id, row.id).changes
    if (!moved) return false
    // C-13: the reward is a BONUS entry with the turnover the promotion's terms state (MEMBER-10).
    if (row.reward > 0)
      payBonus(ctx, {
        memberId: member.id,
        amount: row.reward,
        product: raffle ? 'RAFFLE' : 'PROMOTION',
        reference: `promotion_entries:${row.id}`,
        remark: `${raffle ? 'Raffle prize' : 'Promotion'}: ${row.title}`,
        at: now,
      })
    return true
  })()
  if (!paid) {
    const order = readOrder(String(ctx.req.headers.language ?? ''), ctx.settings.brand)
    const status = statusOf(readPromotions(db, member.id, order, row.id)[0] ?? row, now)
    return status === 'claimed'
      ? fail('PROMOTION_CLAIMED', 'This reward has already been claimed')
      : fail('PROMOTION_STATUS', 'This promotion cannot be claimed now')
  }
  const { balance } = db.prepare('SELECT balance FROM members WHERE id = ?').get(member.id) as {
    balance: number
  }
  return ok({ ...toPromotion({ ...row, entry: 'claimed' }, now), claimed: row.reward, balance })
}

const ClaimBody = Type.Object({ id: Type.Optional(PromotionId) })

export const promotionRoutes: Route[] = [
  route({ method: 'GET', path: '/wps/relay/MCSFE_getPromotionList', handler: promotionList }),
  join,
  route({
    method: 'POST',
    path: '/wps/relay/MCSFE_claimPromotion',
    money: 'bonus',
    token: true,
    realOnly: true,
    schema: { body: ClaimBody },
    handler: (ctx) => claim(ctx, false),
  }),
  // MEMBER-34, API-60: the raffle claim (spec §7 Common), modID REWCEN3.
  route({
    method: 'POST',
    path: '/wps/relay/MCS2_claimRafflePromotion',
    money: 'bonus',
    token: true,
    realOnly: true,
    schema: { body: ClaimBody },
    handler: (ctx) => claim(ctx, true),
  }),
]
