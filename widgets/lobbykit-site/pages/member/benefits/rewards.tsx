import { useState } from 'react'
import { fetchRewards, type Reward } from '../../../../../core/api/member-benefits'
import { tDynamic } from '../../../../../core/i18n/index'
import { claimReward } from '../../../../../core/actions/claim'
import { Button } from '../../../../kit/button'
import { useT } from '../../../../kit/use-t'
import { LoadState } from '../../../shared/load-state'
import { useLoad } from '../../../shared/use-load'
import { BenefitSection } from './benefits-kit'
import { ActionError, useAction } from '../../centre-kit/use-action'
import { useFormat } from '../../../../kit/use-format'

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
      const outcome = await claimReward(reward.id)
      if ('paid' in outcome) {
        rewards.set({ list: outcome.paid.list })
        setCredited(t('benefits_claimed', [money(outcome.paid.claimed)]))
      } else {
        // Claimed in another tab, or expired while open: say so and show the list as it is now.
        rewards.reload()
        setCredited(outcome.refused && tDynamic(outcome.refused))
      }
    })
  return (
    <>
      <LoadState state={rewards} empty={!list.length} />
      <p className="benefits-ok" role="status" part="reward-status">
        {credited}
      </p>
      <ActionError action={claim} />
      {list.length > 0 && (
        <>
          <h2>{t('benefits_rewards')}</h2>
          <ul className="benefits-rewards" part="reward-list">
            {list.map((reward) => (
              <RewardItem
                key={reward.id}
                reward={reward}
                busy={claim.busy}
                onClaim={() => void onClaim(reward)}
              />
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
      ? t('benefits_claimed_on', [time(reward.claimedAt ?? 0)])
      : t(reward.status === 'expired' ? 'benefits_expired_on' : 'benefits_expires', [time(reward.expiresAt)])
  return (
    <li
      className="benefits-card benefits-reward"
      part="reward"
      data-status={reward.status}
      data-id={reward.id}
    >
      <div className="benefits-reward-head">
        <h3 className="benefits-reward-title">{reward.title}</h3>
        <strong className="benefits-reward-amount">{money(reward.amount)}</strong>
      </div>
      <p className="benefits-reward-meta">
        <span className="benefits-badge" data-tone={TONES[reward.status]}>
          {t(`benefits_st_${reward.status}`)}
        </span>
        <span className="benefits-muted">{when}</span>
      </p>
      {reward.status === 'claimable' && (
        <Button
          variant="primary"
          busy={busy}
          onClick={onClaim}
          part="reward-claim"
          aria-label={t('benefits_claim', [reward.title])}
        >
          {t('benefits_claim_reward')}
        </Button>
      )}
    </li>
  )
}
