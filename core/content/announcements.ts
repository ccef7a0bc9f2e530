import { getAnnouncements, type Announcement, type Execution } from '../api/content'
import { readSession, writeSession, STORAGE_KEYS } from '../storage'
import type { SessionState } from '../stores/session'

/**
 * ANN-12..14: who the popup is for. A logged-in member sees A (and F on a first-time login, ANN-13);
 * a visitor sees B. null while the session is still being settled (unknown, or pending a password change).
 */
export function audienceOf(session: Pick<SessionState, 'status' | 'firstTimeLogin'>): Execution[] | null {
  if (session.status === 'loggedOut') return ['B']
  if (session.status === 'loggedIn') return session.firstTimeLogin ? ['A', 'F'] : ['A']
  return null
}

/** ANN-11: the audiences whose popup was closed this session (session storage `closed`). */
export function closedAudiences(): Set<string> {
  return new Set((readSession(STORAGE_KEYS.closed) ?? '').split(',').filter(Boolean))
}

/** ANN-10/11: marks the popup closed for these audiences, for the rest of the session. */
export function markClosed(audience: Execution[]): void {
  const closed = closedAudiences()
  for (const a of audience) closed.add(a)
  writeSession(STORAGE_KEYS.closed, [...closed].sort().join(','))
}

/** ANN-10: whether an audience still has a popup due this session (one not yet closed). */
export function isPopupDue(audience: Execution[]): boolean {
  const closed = closedAudiences()
  return audience.some((a) => !closed.has(a))
}

/**
 * The popup announcements due for `audience` this session: [] when every audience was closed, or
 * when the server has none for it (then the popup does not open).
 */
export async function dueAnnouncements(audience: Execution[]): Promise<Announcement[]> {
  if (!isPopupDue(audience)) return []
  return getAnnouncements(audience)
}

/** The announcements of a popup answer, without its messages (`modal`: widgets/announcement-popup/popup-messages.ts). */
export const announcementsOf = (items: Announcement[]) => items.filter((a) => !a.modal)
