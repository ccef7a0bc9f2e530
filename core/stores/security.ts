import { $member } from './session'

/**
 * HDR-12: the avatar the security centre just set (API-13) shows in the header at once, without
 * reloading member info; the nickname likewise. Nothing happens when no member is loaded.
 */
export function setMemberProfile(change: { icon?: string | null; nickname?: string }): void {
  const member = $member.get()
  if (member) $member.set({ ...member, ...change })
}
