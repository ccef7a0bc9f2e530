// Calls the standalone site's shell makes (issue 5): the game menus that order the navigation
// (MENU-2: categories with at least one vendor), the wallet balance (HDR-9) and the unread-message
// count (HDR-20). Menus come from the settings (`gameMenus`), so the control API can empty a category.
import { ok } from '../envelope.mjs'
import { findMemberById } from '../members.mjs'

/** @param {import('./context.mjs').RouteContext} ctx */
function member({ db, memberId }) {
  return /** @type {import('../members.mjs').MemberRow} */ (findMemberById(db, /** @type {string} */ (memberId)))
}

/** @type {import('./context.mjs').Route[]} */
export const siteRoutes = [
  {
    method: 'GET',
    path: '/lgw/games/game_menus',
    handler: ({ settings }) => ok(settings.gameMenus),
  },
  {
    method: 'GET',
    path: '/wps/v2/wallets/balance',
    token: true,
    handler: (ctx) => {
      const row = member(ctx)
      return ok({ balance: row.balance, currencySymbol: row.currency_symbol })
    },
  },
  {
    method: 'GET',
    path: '/wps/relay/CSP_unreadCount',
    token: true,
    handler: (ctx) => ok({ count: member(ctx).unread }),
  },
]
