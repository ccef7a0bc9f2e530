// Calls of the site's pages: help centre (API-62, ROUTE-14/15), winners board (API-40, MEMBER-39/40),
// promotions with each member's status (MEMBER-33: join, claim, applying, close, rejected, issued,
// claimed, process, signed, coming soon) and joining / claiming one, and the app downloads (SYS-4).
// NS-6/NS-7: the spec names no promotions or app calls; these are the reference server's own.
import { badRequest, fail, ok } from '../envelope.mjs'
import { findMemberById, TRIAL_TYPE } from '../members.mjs'
import { touchSession } from '../sessions.mjs'
import { maskAccount } from '../site-data.mjs'

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
 * @param {string | null} value
 */
function languageOf(value) {
  const code = (value ?? '').trim().toUpperCase()
  return LANGUAGE.test(code) ? code : FALLBACK_LANGUAGE
}

/**
 * Rows in `lang`, or in English when the language has none.
 * @template T
 * @param {(lang: string) => T[]} read
 * @param {string} lang
 */
function withFallback(read, lang) {
  const rows = read(lang)
  return rows.length || lang === FALLBACK_LANGUAGE ? rows : read(FALLBACK_LANGUAGE)
}

/** @param {import('./context.mjs').RouteContext} ctx */
function helpCenter({ db, query }) {
  const device = (query.get('device') ?? '').toUpperCase()
  if (!DEVICES.has(device)) return badRequest('device must be WEB or H5')
  const read = (/** @type {string} */ lang) =>
    db.prepare('SELECT code, title, content FROM help_articles WHERE lang = ? ORDER BY sort').all(lang)
  return ok({ list: withFallback(read, languageOf(query.get('lang'))) })
}

/** @param {import('./context.mjs').RouteContext} ctx */
function rankList({ db, query }) {
  const category = (query.get('gameCategory') ?? 'ALL').toUpperCase()
  if (!GAME_CATEGORIES.has(category)) return badRequest('Unknown gameCategory')
  const asked = Number(query.get('limitNum') ?? WINNER_LIMIT)
  if (!Number.isInteger(asked) || asked < 1) return badRequest('limitNum must be a whole number from 1')
  // MEMBER-39, MEMBER-40: the board is computed from real settled wins (the betting record's settled
  // bets that won: win_loss > 0), the highest win first, at most 20; accounts masked. No invented wins.
  const rows = /** @type {Record<string, any>[]} */ (
    db
      .prepare(
        `SELECT b.id, m.username, b.game_name, b.vendor, b.game_type, b.win_loss, m.currency_symbol, b.bet_time
         FROM member_bets b JOIN members m ON m.id = b.member_id
         WHERE b.status = 'SETTLED' AND b.win_loss > 0 AND (? = 'ALL' OR b.game_type = ?)
         ORDER BY b.win_loss DESC, b.bet_time DESC, b.id DESC LIMIT ?`,
      )
      .all(category, category, Math.min(asked, WINNER_LIMIT))
  )
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
 * @param {import('./context.mjs').RouteContext} ctx
 */
function optionalMember({ db, token, settings }) {
  const id = touchSession(db, token, settings.tokenTtlMinutes)
  return id ? (findMemberById(db, id) ?? null) : null
}

/**
 * A promotion's status for this member now (MEMBER-33).
 * @param {{ starts_at: number, ends_at: number, entry: string | null }} row
 * @param {number} now
 */
function statusOf(row, now) {
  if (row.starts_at > now) return 'comingSoon'
  if (row.entry) return row.entry
  if (row.ends_at <= now) return 'close'
  return 'join'
}

/**
 * @param {import('better-sqlite3').Database} db
 * @param {string | null} memberId
 * @param {string} lang
 * @param {number} [id]
 */
function readPromotions(db, memberId, lang, id) {
  const read = (/** @type {string} */ language) =>
    /** @type {Record<string, any>[]} */ (
      db
        .prepare(
          `SELECT p.id, p.category, p.starts_at, p.ends_at, p.needs_approval, t.title, t.summary, t.content, e.status AS entry
           FROM promotions p JOIN promotion_texts t ON t.promotion_id = p.id AND t.lang = ?
           LEFT JOIN promotion_entries e ON e.promotion_id = p.id AND e.member_id = ?
           WHERE ? IS NULL OR p.id = ? ORDER BY p.sort`,
        )
        .all(language, memberId, id ?? null, id ?? null)
    )
  return withFallback(read, lang)
}

/**
 * @param {Record<string, any>} row
 * @param {number} now
 */
function toPromotion(row, now) {
  return {
    id: row.id,
    category: row.category,
    title: row.title,
    summary: row.summary,
    content: row.content,
    startDate: row.starts_at,
    endDate: row.ends_at,
    needsApproval: row.needs_approval === 1,
    status: statusOf(row, now),
  }
}

/** @param {import('./context.mjs').RouteContext} ctx */
function promotionList(ctx) {
  const member = optionalMember(ctx)
  const now = Date.now()
  const lang = languageOf(ctx.query.get('language') ?? String(ctx.req.headers.language ?? ''))
  return ok({
    list: readPromotions(ctx.db, member?.id ?? null, lang, undefined).map((row) => toPromotion(row, now)),
  })
}

/**
 * Join (status join → applying when it needs approval, else signed) or claim (claim → claimed).
 * @param {'join' | 'claim'} action
 */
function changeEntry(action) {
  /** @param {import('./context.mjs').RouteContext} ctx */
  return (ctx) => {
    const { db, body, memberId } = ctx
    const member = findMemberById(db, /** @type {string} */ (memberId))
    if (!member) return fail('SESSION_EXPIRED', 'You are not logged in, please login', { status: 401 })
    if (member.type === TRIAL_TYPE) return fail('NEED_REAL_ACCOUNT', 'You need a real account for promotions')
    const id = Number(body.id)
    if (!Number.isInteger(id) || id < 1) return badRequest('id must be a promotion id')
    const now = Date.now()
    const lang = languageOf(String(ctx.req.headers.language ?? ''))
    const row = readPromotions(db, member.id, lang, id)[0]
    if (!row) return fail('PROMOTION_NOT_FOUND', 'This promotion does not exist')
    const status = statusOf(row, now)
    if (status !== action)
      return fail(
        'PROMOTION_STATUS',
        `This promotion cannot be ${action === 'join' ? 'joined' : 'claimed'} now`,
      )
    const next = action === 'claim' ? 'claimed' : row.needs_approval ? 'applying' : 'signed'
    db.prepare(
      `INSERT INTO promotion_entries (member_id, promotion_id, status, updated_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (member_id, promotion_id) DO UPDATE SET status = excluded.status, updated_at = excluded.updated_at`,
    ).run(member.id, id, next, now)
    return ok(toPromotion({ ...row, entry: next }, now))
  }
}

/** @type {import('./context.mjs').Route[]} */
export const siteRoutes = [
  { method: 'GET', path: '/wps/system/helpCenter', handler: helpCenter },
  { method: 'GET', path: '/wps/relay/GCSGAME_getRankList', handler: rankList },
  { method: 'GET', path: '/wps/relay/MCSFE_getPromotionList', handler: promotionList },
  { method: 'POST', path: '/wps/relay/MCSFE_joinPromotion', token: true, handler: changeEntry('join') },
  { method: 'POST', path: '/wps/relay/MCSFE_claimPromotion', token: true, handler: changeEntry('claim') },
  { method: 'GET', path: '/wps/system/appDownload', handler: () => ok(APP_DOWNLOADS) },
]

// The shell's own call beyond games and content: the balance behind the header's refresh (HDR-9).
/** @type {import('./context.mjs').Route[]} */
export const shellRoutes = [
  {
    method: 'GET',
    path: '/wps/v2/wallets/balance',
    token: true,
    handler: ({ db, memberId }) => {
      const row = /** @type {import('../members.mjs').MemberRow} */ (
        findMemberById(db, /** @type {string} */ (memberId))
      )
      return ok({ balance: row.balance, currencySymbol: row.currency_symbol })
    },
  },
]
