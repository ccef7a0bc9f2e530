// Calls the standalone site's shell makes beyond the games (routes/games.mjs) and content
// (routes/content.mjs) ones: the wallet balance behind the header's refresh control (HDR-9).
import { ok } from '../envelope.mjs'
import { findMemberById } from '../members.mjs'

/** @type {import('./context.mjs').Route[]} */
export const siteRoutes = [
  {
    method: 'GET',
    path: '/wps/v2/wallets/balance',
    token: true,
    handler: ({ db, memberId }) => {
      const row = /** @type {import('../members.mjs').MemberRow} */ (findMemberById(db, /** @type {string} */ (memberId)))
      return ok({ balance: row.balance, currencySymbol: row.currency_symbol })
    },
  },
]
