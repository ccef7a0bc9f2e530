import { $member } from './session'

/**
 * The balance a wallet or benefit call answered (a claim, a withdrawal hold): every element showing
 * the member (the header's balance, HDR-6) follows at once, without reloading member info. Nothing
 * happens when no member is loaded (signed out meanwhile).
 */
export function setMemberBalance(balance: number): void {
  const member = $member.get()
  if (member) $member.set({ ...member, balance })
}
