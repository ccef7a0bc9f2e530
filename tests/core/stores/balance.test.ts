import { afterEach, describe, expect, it } from 'vitest'
import { setMemberBalance } from '../../../core/stores/balance'
import { $member } from '../../../core/stores/session'
import type { MemberInfo } from '../../../core/api/types'

describe('setMemberBalance (HDR-6: the header follows a claim or a withdrawal hold)', () => {
  afterEach(() => $member.set(null))

  it('replaces the balance and keeps the rest of member info', () => {
    $member.set({ id: 7, account: 'demo', balance: 1250.5, unreadMessage: 3 } as unknown as MemberInfo)
    setMemberBalance(1400)
    expect($member.get()).toMatchObject({ id: 7, account: 'demo', balance: 1400, unreadMessage: 3 })
  })

  it('does nothing when no member is loaded (signed out meanwhile)', () => {
    setMemberBalance(1400)
    expect($member.get()).toBeNull()
  })
})
