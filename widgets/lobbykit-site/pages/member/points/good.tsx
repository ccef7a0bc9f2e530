import { useState } from 'react'
import type { MallState, PointGood } from '../../../../../core/api/points'
import { useT } from '../../../../kit/use-t'
import { Button } from '../../../../kit/button'
import { useFormat } from '../../../../kit/use-format'
import { usePoints, BADGE_TONES } from './points-kit'
import { RedeemDialog } from './redeem-dialog'

/** One good: what it costs and needs, its stock and status, and why the member cannot have it yet. */
export function Good({
  good,
  balance,
  deposits,
  onRedeemed,
}: {
  good: PointGood
  balance: number
  deposits: number
  onRedeemed(state: MallState): void
}) {
  const t = useT()
  const [open, setOpen] = useState(false)
  const points = usePoints()
  const { money } = useFormat()
  const short =
    good.status !== 'ON'
      ? null
      : balance < good.points
        ? t('points_short_points', [points(good.points - balance)])
        : deposits < good.amountRequired
          ? t('points_short_amount', [money(good.amountRequired - deposits)])
          : null
  return (
    <li
      className="benefits-card benefits-reward"
      part="points-good"
      data-id={good.id}
      data-status={good.status}
    >
      <div className="benefits-reward-head">
        <h3 className="benefits-reward-title">{good.name}</h3>
        <strong className="benefits-reward-amount" dir="ltr">
          {t('points_goods_cost', [points(good.points)])}
        </strong>
      </div>
      <p className="benefits-reward-meta">
        <span className="benefits-badge" data-tone={BADGE_TONES[good.status]}>
          {t(`points_st_${good.status}`)}
        </span>
        <span>{t('points_goods_left', [points(good.quantity)])}</span>
      </p>
      <p className="benefits-muted">
        {good.amountRequired > 0
          ? t('points_goods_requires', [money(good.amountRequired)])
          : t('points_goods_no_requirement')}
      </p>
      {short && <p className="benefits-muted">{short}</p>}
      {good.status === 'ON' && !short && (
        <Button
          variant="primary"
          onClick={() => setOpen(true)}
          part="points-redeem"
          aria-label={t('points_redeem_named', [good.name])}
        >
          {t('points_redeem')}
        </Button>
      )}
      {open && (
        <RedeemDialog
          good={good}
          balance={balance}
          onClose={() => setOpen(false)}
          onDone={(state) => {
            setOpen(false)
            onRedeemed(state)
          }}
        />
      )}
    </li>
  )
}
