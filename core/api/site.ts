import { call } from './http'

/** One vendor of a game category (spec §3 Vendor entry). */
export interface MenuVendor {
  vassalage: string
  displayName?: string
}

/** One game category and its vendors (spec §3 Category entry). */
export interface GameMenu {
  gameCategory: string
  vendors: MenuVendor[]
}

/** Game menus: categories with their vendors (API: /lgw/games/game_menus; MENU-2). */
export function fetchGameMenus(): Promise<GameMenu[]> {
  return call('/lgw/games/game_menus', { modId: 'COMM3' })
}

/** Wallet balance (API: GET /wps/v2/wallets/balance; HDR-9). */
export function fetchBalance(): Promise<{ balance: number; currencySymbol?: string }> {
  return call('/wps/v2/wallets/balance', { modId: 'COMM3', token: true })
}

/** Unread platform messages (API: /wps/relay/CSP_unreadCount; HDR-20). */
export function fetchUnreadCount(): Promise<{ count: number }> {
  return call('/wps/relay/CSP_unreadCount', { modId: 'INBOX3', token: true })
}
