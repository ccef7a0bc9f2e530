// The unread platform messages (API-61): its own module, so only the widgets that show the count
// (the marquee, the site's member block) carry it, not the shared runtime.
import { call } from './http'

/** Unread platform messages (API-61, token). */
export function getUnreadCount(signal?: AbortSignal): Promise<number> {
  return call<{ count: number }>('/wps/relay/CSP_unreadCount', { modId: 'INBOX3', token: true, signal }).then(
    (v) => v.count,
  )
}
