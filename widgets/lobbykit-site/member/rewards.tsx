import '../../kit/runtime'
import { useState } from 'react'
import { isApiError } from '../../../core/errors'
import { fetchRewards, requestRewardClaim, type Reward } from '../../../core/api/member-benefits'
import { t as translate } from '../../../core/i18n/index'
import { setMemberBalance } from '../../../core/stores/balance'
import { Button } from '../../kit/button'
import { useT } from '../../kit/use-t'
import { LoadState } from '../pages/load-state'
import { useLoad } from '../pages/use-load'
import { BenefitSection } from './member2-kit'
import { ActionError, useAction, useFormat } from './records-ui'

/** The server's answers to a claim that cannot pay, and the message each shows. */
const REFUSED: Record<string, string> = { REWARD_CLAIMED: 'm2_reward_claimed', REWARD_EXPIRED: 'm2_reward_expired' }

/**
 * MEMBER-11: the reward centre. The member's rewards with their status in words (ready to claim,
 * claimed, expired) and dates; Claim credits one on the server, once, and the header balance follows.
 */
export default function Rewards() {
  return (
    <BenefitSection name="rewards">
      <RewardsView />
    </BenefitSection>
  )
}

function RewardsView() {
  const t = useT()
  const rewards = useLoad(fetchRewards)
  const claim = useAction()
  const [credited, setCredited] = useState<string | null>(null)
  const { money } = useFormat()
  const list = rewards.data?.list ?? []
  const onClaim = (reward: Reward) =>
    claim.run(async () => {
      setCredited(null)
      try {
        const answer = await requestRewardClaim(reward.id)
        setMemberBalance(answer.balance)
        rewards.set({ list: answer.list })
        setCredited(t('m2_claimed', [money(answer.claimed)]))
      } catch (error) {
        // Claimed in another tab, or expired while open: say so and show the list as it is now.
        const key = isApiError(error) && error.errorCode ? REFUSED[error.errorCode] : undefined
        if (!key) throw error
        rewards.reload()
        setCredited(translate(key))
      }
    })
  return (
    <>
      <LoadState state={rewards} empty={!list.length} />
      <p className="m2-ok" role="status" part="reward-status">
        {credited}
      </p>
      <ActionError action={claim} />
      {list.length > 0 && (
        <>
          <h2>{t('m2_rewards')}</h2>
          <ul className="m2-rewards" part="reward-list">
            {list.map((reward) => (
              <RewardItem key={reward.id} reward={reward} busy={claim.busy} onClaim={() => void onClaim(reward)} />
            ))}
          </ul>
        </>
      )}
    </>
  )
}

const TONES = { claimable: 'go', claimed: 'ok', expired: 'off' } as const

function RewardItem({ reward, busy, onClaim }: { reward: Reward; busy: boolean; onClaim(): void }) {
  const t = useT()
  const { money, time } = useFormat()
  const when =
    reward.status === 'claimed'
      ? t('m2_claimed_on', [time(reward.claimedAt ?? 0)])
      : t(reward.status === 'expired' ? 'm2_expired_on' : 'm2_expires', [time(reward.expiresAt)])
  return (
    <li className="m2-card m2-reward" part="reward" data-status={reward.status} data-id={reward.id}>
      <div className="m2-reward-head">
        <h3 className="m2-reward-title">{reward.title}</h3>
        <strong className="m2-reward-amount">{money(reward.amount)}</strong>
      </div>
      <p className="m2-reward-meta">
        <span className="m2-badge" data-tone={TONES[reward.status]}>{t(`m2_st_${reward.status}`)}</span>
        <span className="m2-muted">{when}</span>
      </p>
      {reward.status === 'claimable' && (
        <Button variant="primary" busy={busy} onClick={onClaim} part="reward-claim" aria-label={t('m2_claim_named', [reward.title])}>
          {t('m2_claim_reward')}
        </Button>
      )}
    </li>
  )
}
