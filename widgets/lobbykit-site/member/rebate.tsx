import '../../kit/runtime'
import { useState } from 'react'
import { isApiError } from '../../../core/errors'
import { fetchRebateInfo, requestRebateClaim } from '../../../core/api/member-benefits'
import { setMemberBalance } from '../../../core/stores/balance'
import { Button } from '../../kit/button'
import { useT } from '../../kit/use-t'
import { LoadState } from '../pages/load-state'
import { useLoad } from '../pages/use-load'
import { BenefitSection, usePercent } from './member2-kit'
import { ActionError, TableRegion, useAction, useFormat } from './records-ui'

/**
 * MEMBER-15 (flag MANUALREBATE, FLAG-2): the rebate the member can claim now, per game type, which the
 * server computes from settled turnover not yet rebated × the VIP level's rate; Claim credits the
 * balance once (the server marks the bets paid) and the header balance follows; the claims so far.
 */
export default function Rebate() {
  return (
    <BenefitSection name="rebate" flag="MANUALREBATE">
      <RebateView />
    </BenefitSection>
  )
}

function RebateView() {
  const t = useT()
  const { money, time } = useFormat()
  const percent = usePercent()
  const rebate = useLoad(fetchRebateInfo)
  const claim = useAction()
  const [credited, setCredited] = useState<number | null>(null)
  const data = rebate.data
  const onClaim = () =>
    claim.run(async () => {
      setCredited(null)
      try {
        const answer = await requestRebateClaim()
        setMemberBalance(answer.balance)
        rebate.set(answer)
        setCredited(answer.claimed)
      } catch (error) {
        // Already claimed elsewhere (another tab): show what is left, which is nothing.
        if (isApiError(error) && error.errorCode === 'REBATE_NOTHING') rebate.reload()
        else throw error
      }
    })
  return (
    <>
      <LoadState state={rebate} empty={!data} />
      {data && (
        <>
          <p part="rebate-rate">{t('m2_rate_line', [data.levelName, percent(data.rate)])}</p>
          <h2>{t('m2_claimable')}</h2>
          {data.items.length > 0 ? (
            <TableRegion label={t('m2_claimable')} part="rebate-items">
              <thead>
                <tr>
                  <th scope="col">{t('m2_game_type')}</th>
                  <th scope="col" className="rec-num">{t('m2_turnover')}</th>
                  <th scope="col" className="rec-num">{t('m2_rebate')}</th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((item) => (
                  <tr key={item.gameType} data-key={item.gameType}>
                    <th scope="row">{t(`site_cat_${item.gameType}`)}</th>
                    <td className="rec-num">{money(item.turnover)}</td>
                    <td className="rec-num">{money(item.amount)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">{t('m2_total')}</th>
                  <td className="rec-num">{money(data.turnover)}</td>
                  <td className="rec-num" part="rebate-total">{money(data.total)}</td>
                </tr>
              </tfoot>
            </TableRegion>
          ) : null}
          <div className="m2-claim">
            {data.total > 0 ? (
              <Button variant="primary" busy={claim.busy} onClick={() => void onClaim()} part="rebate-claim">
                {t('m2_claim', [money(data.total)])}
              </Button>
            ) : (
              <p part="rebate-nothing">{t('m2_nothing')}</p>
            )}
            <p className="m2-ok" role="status" part="rebate-credited">
              {credited !== null && t('m2_claimed', [money(credited)])}
            </p>
          </div>
          <ActionError action={claim} />
          <h2>{t('m2_history')}</h2>
          {data.history.length ? (
            <TableRegion label={t('m2_history')} part="rebate-history">
              <thead>
                <tr>
                  <th scope="col">{t('m2_date')}</th>
                  <th scope="col" className="rec-num">{t('m2_rate')}</th>
                  <th scope="col" className="rec-num">{t('m2_turnover')}</th>
                  <th scope="col" className="rec-num">{t('m2_amount')}</th>
                </tr>
              </thead>
              <tbody>
                {data.history.map((c) => (
                  <tr key={c.id}>
                    <th scope="row">{time(c.claimedAt)}</th>
                    <td className="rec-num">{percent(c.rate)}</td>
                    <td className="rec-num">{money(c.turnover)}</td>
                    <td className="rec-num">{money(c.amount)}</td>
                  </tr>
                ))}
              </tbody>
            </TableRegion>
          ) : (
            <p className="m2-muted">{t('m2_no_history')}</p>
          )}
        </>
      )}
    </>
  )
}
