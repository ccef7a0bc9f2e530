// Calls of the site's pages: help centre (API-62, ROUTE-14/15), winners board (API-40, MEMBER-39/40),
// promotions with each member's status (MEMBER-33: join, claim, applying, close, rejected, issued,
// claimed, process, signed, coming soon), joining or applying (VAL-55), claiming a reward and a raffle
// prize (MEMBER-34, API-60), each paid once, and the app downloads (SYS-4).
// NS-6/NS-7: the spec names no promotions or app calls; these are the reference server's own.
import { badRequest, fail, ok } from '../platform/envelope'
import { findMemberById, TRIAL_TYPE } from '../platform/members'
import { touchSession } from '../platform/sessions'
import { IMAGES_MAX_BODY, readImages } from '../platform/images'
import { maskAccount } from './data'
import type { Route, RouteContext } from '../platform/context'
import type { Database } from 'better-sqlite3'
import type { MemberRow } from '../platform/members'

/** API-40: the board never answers more than 20 (spec §9 winner board limit). */
export const WINNER_LIMIT = 20
const GAME_CATEGORIES = new Set([
  'ALL',
  'RNG',
  'LIVE',
  'FISH',
  'SPORTS',
  'ESPORTS',
  'PVP',
  'LOTT',
  'ELOTT',
  'COCKFIGHT',
])
const LANGUAGE = /^[A-Z]{2,3}(-[A-Z]{2,4})?$/
const FALLBACK_LANGUAGE = 'EN'
const DEVICES = new Set(['WEB', 'H5'])

/** The app builds the download page offers (demo URLs; no session token in them, C-5). */
const APP_DOWNLOADS = {
  ios: { url: 'https://apps.lobbykit.example/ios/lobbykit.ipa', version: '2.4.0', minOs: 'iOS 13' },
  android: {
    url: 'https://apps.lobbykit.example/android/lobbykit.apk',
    version: '2.4.0',
    minOs: 'Android 8',
  },
}

/**
 * The language asked for, in upper case, or the fallback.
 */
function languageOf(value: string | null) {
  const code = (value ?? '').trim().toUpperCase()
  return LANGUAGE.test(code) ? code : FALLBACK_LANGUAGE
}

/**
 * Rows in `lang`, or in English when the language has none.
 */
function withFallback<T>(read: (lang: string) => T[], lang: string) {
  const rows = read(lang)
  return rows.length || lang === FALLBACK_LANGUAGE ? rows : read(FALLBACK_LANGUAGE)
}

function helpCenter({ db, query }: RouteContext) {
  const device = (query.get('device') ?? '').toUpperCase()
  if (!DEVICES.has(device)) return badRequest('device must be WEB or H5')
  const read = (lang: string) =>
    db.prepare('SELECT code, title, content FROM help_articles WHERE lang = ? ORDER BY sort').all(lang)
  return ok({ list: withFallback(read, languageOf(query.get('lang'))) })
}

function rankList({ db, query }: RouteContext) {
  const category = (query.get('gameCategory') ?? 'ALL').toUpperCase()
  if (!GAME_CATEGORIES.has(category)) return badRequest('Unknown gameCategory')
  const asked = Number(query.get('limitNum') ?? WINNER_LIMIT)
  if (!Number.isInteger(asked) || asked < 1) return badRequest('limitNum must be a whole number from 1')
  // MEMBER-39, MEMBER-40: the board is computed from real settled wins (the betting record's settled
  // bets that won: win_loss > 0), the highest win first, at most 20; accounts masked. No invented wins.
  const rows = db
    .prepare(
      `SELECT b.id, m.username, b.game_name, b.vendor, b.game_type, b.win_loss, m.currency_symbol, b.bet_time
         FROM member_bets b JOIN members m ON m.id = b.member_id
         WHERE b.status = 'SETTLED' AND b.win_loss > 0 AND (? = 'ALL' OR b.game_type = ?)
         ORDER BY b.win_loss DESC, b.bet_time DESC, b.id DESC LIMIT ?`,
    )
    .all(category, category, Math.min(asked, WINNER_LIMIT)) as Record<string, any>[]
  const list = rows.map((row) => ({
    vo: {
      id: row.id,
      account: maskAccount(row.username),
      gameName: row.game_name,
      vendor: row.vendor,
      gameType: row.game_type,
      winAmount: row.win_loss,
      currency: row.currency_symbol,
      winTime: row.bet_time,
    },
  }))
  return ok({ list })
}

/**
 * The member behind an optional token (visitors see the list too), or null.
 */
function optionalMember({ db, token, settings }: RouteContext) {
  const id = touchSession(db, token, settings.tokenTtlMinutes)
  return id ? (findMemberById(db, id) ?? null) : null
}

/**
 * A promotion's status for this member now (MEMBER-33).
 */
function statusOf(row: { starts_at: number; ends_at: number; entry: string | null }, now: number) {
  if (row.starts_at > now) return 'comingSoon'
  if (row.entry) return row.entry
  if (row.ends_at <= now) return 'close'
  return 'join'
}

function readPromotions(db: Database, memberId: string | null, lang: string, id: number) {
  const read = (language: string) =>
    db
      .prepare(
        `SELECT p.id, p.category, p.starts_at, p.ends_at, p.needs_approval, p.reward, p.raffle,
             t.title, t.summary, t.content, e.status AS entry, e.remarks, e.reason
           FROM promotions p JOIN promotion_texts t ON t.promotion_id = p.id AND t.lang = ?
           LEFT JOIN promotion_entries e ON e.promotion_id = p.id AND e.member_id = ?
           WHERE ? IS NULL OR p.id = ? ORDER BY p.sort`,
      )
      .all(language, memberId, id ?? null, id ?? null) as Record<string, any>[]
  return withFallback(read, lang)
}

function toPromotion(row: Record<string, any>, now: number) {
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

function promotionList(ctx: RouteContext) {
  const member = optionalMember(ctx)
  const now = Date.now()
  const lang = languageOf(ctx.query.get('language') ?? String(ctx.req.headers.language ?? ''))
  return ok({
    list: readPromotions(ctx.db, member?.id ?? null, lang, undefined).map((row) => toPromotion(row, now)),
  })
}

/** VAL-55: activity remarks are at most 140 characters (spec §5 Other, §9). */
export const REMARKS_MAX = 140

/**
 * Join a promotion (status join): one that needs approval takes an application — remarks of at most
 * 140 characters and up to three png/jpg images of 5 MB, checked by their bytes — and waits in
 * `applying` for the operator; a raffle enters the draw (`signed`); any other is `signed` at once.
 */
function join(ctx: RouteContext) {
  const found = entryFor(ctx)
  if ('error' in found) return found.error
  const { db, member, row, now } = found
  if (statusOf(row, now) !== 'join') return fail('PROMOTION_STATUS', 'This promotion cannot be joined now')
  let remarks = null
  let images = null
  if (row.needs_approval) {
    const text = ctx.body.remarks ?? ''
    if (typeof text !== 'string') return badRequest('remarks must be text')
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
}

/**
 * Claim a promotion's reward (status claim → claimed), paid once: the entry is moved in the statement
 * that checks it, in the transaction that credits the balance. A raffle prize is claimed only by the
 * raffle call (MEMBER-34, API-60), any other reward only by the promotion claim.
 */
function claim(raffle: boolean) {
  return (ctx: RouteContext) => {
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
      if (row.reward > 0) {
        db.prepare('UPDATE members SET balance = ROUND(balance + ?, 2) WHERE id = ?').run(
          row.reward,
          member.id,
        )
        db.prepare(
          "INSERT INTO member_transactions (member_id, created_at, type, amount, remark) VALUES (?, ?, 'BONUS', ?, ?)",
        ).run(member.id, now, row.reward, `${raffle ? 'Raffle prize' : 'Promotion'}: ${row.title}`)
      }
      return true
    })()
    if (!paid) {
      const status = statusOf(readPromotions(db, member.id, 'EN', row.id)[0] ?? row, now)
      return status === 'claimed'
        ? fail('PROMOTION_CLAIMED', 'This reward has already been claimed')
        : fail('PROMOTION_STATUS', 'This promotion cannot be claimed now')
    }
    const { balance } = db.prepare('SELECT balance FROM members WHERE id = ?').get(member.id) as {
      balance: number
    }
    return ok({ ...toPromotion({ ...row, entry: 'claimed' }, now), claimed: row.reward, balance })
  }
}

/**
 * The real member, the promotion of `body.id` in the caller's language with their entry, and now.
 */
function entryFor(
  ctx: RouteContext,
): { error: any } | { db: Database; member: any; row: Record<string, any>; now: number } {
  const { db, body, memberId } = ctx
  const member = findMemberById(db, memberId as string)
  if (!member)
    return { error: fail('SESSION_EXPIRED', 'You are not logged in, please login', { status: 401 }) }
  if (member.type === TRIAL_TYPE)
    return { error: fail('NEED_REAL_ACCOUNT', 'You need a real account for promotions') }
  const id = Number(body.id)
  if (!Number.isInteger(id) || id < 1) return { error: badRequest('id must be a promotion id') }
  const lang = languageOf(String(ctx.req.headers.language ?? ''))
  const row = readPromotions(db, member.id, lang, id)[0]
  if (!row) return { error: fail('PROMOTION_NOT_FOUND', 'This promotion does not exist') }
  return { db, member, row, now: Date.now() }
}

export const siteRoutes: Route[] = [
  { method: 'GET', path: '/wps/system/helpCenter', handler: helpCenter },
  { method: 'GET', path: '/wps/relay/GCSGAME_getRankList', handler: rankList },
  { method: 'GET', path: '/wps/relay/MCSFE_getPromotionList', handler: promotionList },
  {
    method: 'POST',
    path: '/wps/relay/MCSFE_joinPromotion',
    token: true,
    maxBodyBytes: IMAGES_MAX_BODY,
    handler: join,
  },
  { method: 'POST', path: '/wps/relay/MCSFE_claimPromotion', token: true, handler: claim(false) },
  // MEMBER-34, API-60: the raffle claim (spec §7 Common), modID REWCEN3.
  { method: 'POST', path: '/wps/relay/MCS2_claimRafflePromotion', token: true, handler: claim(true) },
  { method: 'GET', path: '/wps/system/appDownload', handler: () => ok(APP_DOWNLOADS) },
]

// The shell's own call beyond games and content: the balance behind the header's refresh (HDR-9).
export const shellRoutes: Route[] = [
  {
    method: 'GET',
    path: '/wps/v2/wallets/balance',
    token: true,
    handler: ({ db, memberId }) => {
      const row = findMemberById(db, memberId as string) as MemberRow
      return ok({ balance: row.balance, currencySymbol: row.currency_symbol })
    },
  },
]
