import { call } from './http'

/** Wallet balance (API: GET /wps/v2/wallets/balance; HDR-9). */
export function fetchBalance(): Promise<{ balance: number; currencySymbol?: string }> {
  return call('/wps/v2/wallets/balance', { modId: 'COMM3', token: true })
}
