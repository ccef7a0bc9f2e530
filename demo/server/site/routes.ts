// Calls of the site's pages: help centre (API-62, ROUTE-14/15), winners board (API-40, MEMBER-39/40),
// promotions (site/promotion-routes.ts) and the app downloads (SYS-4); and the shell's balance (HDR-9).
// NS-7: the spec names no app call; it is the reference server's own.
import { badRequest, ok, sessionExpired } from '../platform/envelope'
import { findMemberById } from '../platform/members'
import { route } from '../platform/context'
import { maskAccount } from './data'
import { promotionRoutes } from './promotion-routes'
import { APP_BUILDS } from './app-builds'
import { withOrigin } from '../platform/settings'
import { readOrder, withFallback } from './rules'
import type { Route, RouteContext } from '../platform/context'

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
  'POKER',
])
const DEVICES = new Set(['WEB', 'H5'])

type HelpRow = { code: string; title: string; content: string }

/** API-62: the help centre's sections in the asked language (else the brand's default, else any). */
function helpCenter({ db, query, settings }: RouteContext) {
  const device = (query.get('device') ?? '').toUpperCase()
  if (!DEVICES.has(device)) return badRequest('device must be WEB or H5')
  const read = (lang: string) =>
    db
      .prepare('SELECT code, title, content FROM help_articles WHERE lang = ? ORDER BY sort')
      .all(lang) as HelpRow[]
  return ok({ list: withFallback(read, readOrder(query.get('lang'), settings.brand)) })
}

/** A settled winning bet with its member's account and currency. */
type WinnerRow = {
  id: number
  username: string
  game_name: string
  vendor: string
  game_type: string
  win_loss: number
  currency_symbol: string
  bet_time: number
}

/** API-40: the winners board. */
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
    .all(category, category, Math.min(asked, WINNER_LIMIT)) as WinnerRow[]
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

export const siteRoutes: Route[] = [
  route({ method: 'GET', path: '/wps/system/helpCenter', handler: helpCenter }),
  route({ method: 'GET', path: '/wps/relay/GCSGAME_getRankList', handler: rankList }),
  ...promotionRoutes,
  route({
    method: 'GET',
    path: '/wps/system/appDownload',
    handler: ({ origin }) =>
      ok(
        Object.fromEntries(
          Object.entries(APP_BUILDS).map(([platform, build]) => [
            platform,
            { ...build, url: withOrigin(build.url, origin) },
          ]),
        ),
      ),
  }),
]

// The shell's own call beyond games and content: the balance behind the header's refresh (HDR-9).
export const shellRoutes: Route[] = [
  route({
    method: 'GET',
    path: '/wps/v2/wallets/balance',
    token: true,
    handler: ({ db, memberId }) => {
      const row = findMemberById(db, memberId)
      if (!row) return sessionExpired()
      return ok({ balance: row.balance, currencySymbol: row.currency_symbol })
    },
  }),
]
