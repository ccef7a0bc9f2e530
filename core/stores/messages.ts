/**
 * MEMBER-14: after the member opens, deletes or marks messages read, the server's new unread count
 * goes to the header (`$unread`) and to member info (`$member.unreadMessage`, which the marquee
 * follows), as the balance refresh puts a new balance on the member. Only widgets import this.
 */
import { $member } from './session'
import { $unread } from './site'

/** Puts the server's unread count everywhere the page shows it. */
export function applyUnread(count: number): void {
  $unread.set(count)
  const member = $member.get()
  if (member && member.unreadMessage !== count) $member.set({ ...member, unreadMessage: count })
}
