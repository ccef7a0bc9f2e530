import { requestRebateClaim, requestRewardClaim } from '../api/member-benefits'
import { requestMissionClaim } from '../api/missions'
import { isApiError } from '../errors'
import { setMemberBalance } from '../stores/balance'

/**
 * How a claim ended: paid (the server's answer: what was credited, the balance, the list as it is now)
 * or refused with the message key that says why (null: nothing to say, only reload).
 */
export type ClaimOutcome<Answer> = { paid: Answer } | { refused: string | null }

/**
 * One claim (MEMBER-11, MEMBER-13, MEMBER-15): the server pays it once; the header balance moves to
 * the balance it answers (HDR-6). The server's "cannot pay" answers — claimed in another tab, expired,
 * the period turned — become a refusal; any other failure (network, server) is thrown for Try again.
 */
async function claim<Answer extends { claimed: number; balance: number }>(
  request: () => Promise<Answer>,
  refusals: Record<string, string | null>,
): Promise<ClaimOutcome<Answer>> {
  try {
    const paid = await request()
    setMemberBalance(paid.balance)
    return { paid }
  } catch (error) {
    const code = isApiError(error) ? error.errorCode : undefined
    if (code === undefined || !(code in refusals)) throw error
    return { refused: refusals[code] ?? null }
  }
}

/** MEMBER-13: claims a complete mission's reward. */
export const claimMission = (id: number) =>
  claim(() => requestMissionClaim(id), {
    MISSION_CLAIMED: 'ms_already',
    MISSION_NOT_COMPLETE: 'ms_not_complete',
  })

/** MEMBER-11: claims a reward. */
export const claimReward = (id: number) =>
  claim(() => requestRewardClaim(id), {
    REWARD_CLAIMED: 'benefits_reward_claimed',
    REWARD_EXPIRED: 'benefits_reward_expired',
  })

/** MEMBER-15: claims the whole rebate due now (already claimed elsewhere: nothing left to say). */
export const claimRebate = () => claim(requestRebateClaim, { REBATE_NOTHING: null })
