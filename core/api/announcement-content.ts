// API-64: an announcement's content by id, asked when a reader opens it (a marquee notice carries
// only id and title, spec §3 Notice). A module of its own: only the part that opens one carries it.
import { call } from './http'

/** An opened announcement; `content` is server HTML: render only through core/sanitize (C-7). */
export interface AnnouncementContent {
  id: number
  title: string
  startDate: number
  content: string
}

/** API-64: the content of one announcement (the token goes along for a member's own audiences). */
export function fetchAnnouncementContent(id: number, signal?: AbortSignal): Promise<AnnouncementContent> {
  return call('/wps/relay/MCSFE_getAnnouncementContent', {
    modId: 'COMM3',
    token: 'optional',
    query: { id },
    signal,
  })
}
