// CONST-8, C-13: the Zalo reward beside the Zalo field, from the server's figures only: the amount
// on offer with a link to its terms while unpaid, then that it was credited, or why a number saved
// earns none (ZALO_ALREADY_REWARDED). Nothing shows when the brand offers no reward.
import type { MouseEvent, RefObject } from 'react'
import type { SecurityOverview } from '../../../../../core/api/security'
import { followLink } from '../../../../../core/routes'
import { safeUrl } from '../../../../../core/safe-url'
import { hostOf } from '../../../../kit/host-of'
import { useFormat } from '../../../../kit/use-format'
import { useT } from '../../../../kit/use-t'

export function ZaloReward({
  offer,
  result,
  host,
}: {
  offer: SecurityOverview['zaloReward'] | null
  result: SecurityOverview['zaloRewardResult'] | null
  host: RefObject<HTMLElement | null>
}) {
  const t = useT()
  const { money } = useFormat()
  if (result?.paid)
    return (
      <p className="lk-small sec-zalo-reward" role="status" part="zalo-reward">
        {t('sec_zalo_reward_paid', [money(result.amount)])}
      </p>
    )
  const refused =
    result && !result.paid ? (
      <p className="lk-small sec-zalo-reward" role="status" part="zalo-reward-refused">
        {result.code === 'ZALO_ALREADY_REWARDED' ? t('sec_zalo_reward_taken') : result.message}
      </p>
    ) : null
  if (!offer || offer.paid) return refused
  const terms = safeUrl(offer.termsPath)
  return (
    <>
      {refused}
      <p className="lk-small sec-zalo-reward" part="zalo-reward-offer">
        {t('sec_zalo_reward_offer', [money(offer.amount)])}{' '}
        {terms && (
          <a
            href={terms}
            onClick={(event: MouseEvent<HTMLAnchorElement>) => followLink(event, terms, hostOf(host.current))}
          >
            {t('sec_zalo_reward_terms')}
          </a>
        )}
      </p>
    </>
  )
}
