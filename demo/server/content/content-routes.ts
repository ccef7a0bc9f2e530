// API-64: an announcement's content by id, asked when a reader opens it (the marquee's notices carry
// only id and title, spec §3 Notice). Notices (PL) are for everyone; a popup or promotion announcement
// answers only the audience that may see it (ANN-12..14, C-8: as the notice call decides), and
// nothing before its start date.
import { fail, ok } from '../platform/envelope'
import { languageOrder, requestLanguage } from '../platform/languages'
import { intParam } from '../platform/query'
import { isFirstLoginSession, touchSession } from '../platform/sessions'
import type { Route, RouteContext } from '../platform/context'
import { findAnnouncement } from './data'

const ID_MAX = 2_147_483_647

function announcementContent({ query, db, settings, token, now, req }: RouteContext) {
  const id = intParam(query, 'id', { min: 1, max: ID_MAX })
  if (id.error) return id.error
  if (!Number.isFinite(id.value)) return fail('INPUT_EMPTY', 'Input cannot be empty')
  // I18N: in the reader's language, else the brand's default, else any (platform/languages.ts).
  const row = findAnnouncement(db, id.value, languageOrder(requestLanguage(req), settings.brand))
  const memberId = touchSession(db, token, settings.tokenTtlMinutes)
  const allowed = memberId ? (isFirstLoginSession(db, token) ? ['A', 'F'] : ['A']) : ['B']
  const visible = row && row.start_date <= now && (row.type === 'PL' || allowed.includes(row.execution))
  // Missing, not yet started and not for this reader look alike.
  if (!visible) return fail('NO_DATA', 'No data')
  return ok({ id: row.id, title: row.title, startDate: row.start_date, content: row.content })
}

export const announcementContentRoutes: Route[] = [
  { method: 'GET', path: '/wps/relay/MCSFE_getAnnouncementContent', handler: announcementContent },
]
