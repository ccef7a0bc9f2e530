import { gameTypeName } from '../../../../../core/i18n/index'
import { useState } from 'react'
import { fetchRebateInfo } from '../../../../../core/api/member-benefits'
import { claimRebate } from '../../../../../core/actions/claim'
import { Button } from '../../../../kit/button'
import { useT } from '../../../../kit/use-t'
import { LoadState } from '../../../shared/load-state'
import { useLoad } from '../../../shared/use-load'
import { BenefitSection, usePercent } from './benefits-kit'
import { ActionError, useAction } from '../../centre-kit/use-action'
import { TableRegion } from '../../centre-kit/table-region'
import { useFormat } from '../../../../kit/use-format'

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
      const outcome = await claimRebate()
      if ('paid' in outcome) {
        rebate.set(outcome.paid)
        setCredited(outcome.paid.claimed)
      } else {
        // Already claimed elsewhere (another tab): show what is left, which is nothing.
        rebate.reload()
      }
    })
  return (
    <>
      <LoadState state={rebate} empty={!data} />
      {data && (
        <>
          <p part="rebate-rate">{t('benefits_rate_line', [data.levelName, percent(data.rate)])}</p>
          <h2>{t('benefits_claimable')}</h2>
          {data.items.length > 0 ? (
            <TableRegion label={t('benefits_claimable')} part="rebate-items">
              <thead>
                <tr>
                  <th scope="col">{t('rec_game_type')}</th>
                  <th scope="col" className="rec-num">
                    {t('benefits_turnover')}
                  </th>
                  <th scope="col" className="rec-num">
                    {t('benefits_rebate')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((item) => (
                  <tr key={item.gameType} data-key={item.gameType}>
                    <th scope="row">{gameTypeName(item.gameType)}</th>
                    <td className="rec-num">{money(item.turnover)}</td>
                    <td className="rec-num">{money(item.amount)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">{t('benefits_total')}</th>
                  <td className="rec-num">{money(data.turnover)}</td>
                  <td className="rec-num" part="rebate-total">
                    {money(data.total)}
                  </td>
                </tr>
              </tfoot>
            </TableRegion>
          ) : null}
          <div className="benefits-claim">
            {data.total > 0 ? (
              <Button variant="primary" busy={claim.busy} onClick={() => void onClaim()} part="rebate-claim">
                {t('benefits_claim', [money(data.total)])}
              </Button>
            ) : (
              <p part="rebate-nothing">{t('benefits_nothing')}</p>
            )}
            <p className="benefits-ok" role="status" part="rebate-credited">
              {credited !== null && t('benefits_claimed', [money(credited)])}
            </p>
          </div>
          <ActionError action={claim} />
          <h2>{t('benefits_history')}</h2>
          {data.history.length ? (
            <TableRegion label={t('benefits_history')} part="rebate-history">
              <thead>
                <tr>
                  <th scope="col">{t('rec_date')}</th>
                  <th scope="col" className="rec-num">
                    {t('benefits_rate')}
                  </th>
                  <th scope="col" className="rec-num">
                    {t('benefits_turnover')}
                  </th>
                  <th scope="col" className="rec-num">
                    {t('rec_amount')}
                  </th>
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
            <p className="benefits-muted">{t('benefits_no_history')}</p>
          )}
        </>
      )}
    </>
  )
}
