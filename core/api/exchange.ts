import { call } from './http'

/**
 * A one-time exchange code for a link that must log the member in elsewhere (C-5, MENU-20: the app
 * download link). Its own module, so only the pages that mint one carry it.
 */
export function requestExchangeCode(): Promise<{ code: string; expiresIn: number }> {
  return call('/wps/session/exchange', { method: 'POST', modId: 'COMM3', token: true })
}
