import { useEffect } from 'react'
import { fetchVipInfo, type VipLevel } from '../../../../../core/api/member-benefits'
import { loadMemberInfo } from '../../../../../core/stores/session'
import { useT } from '../../../../kit/use-t'
import { useUid } from '../../../../kit/use-uid'
import { LoadState } from '../../../shared/load-state'
import { useLoad } from '../../../shared/use-load'
import { BenefitSection, usePercent } from './benefits-kit'
import { RecordTable } from '../../centre-kit/record-table'
import { useFormat } from '../../../../kit/use-format'

/**
 * MEMBER-17, MEMBER-26 (flag VIP, FLAG-3): the member's level, the progress to the next one from the
 * real totals the server counts (approved deposits, settled turnover), and every level's requirements
 * and benefits. The level is the one member info names (the header's VIP label).
 */
export default function Vip() {
  return (
    <BenefitSection name="vip" flag="VIP">
      <VipView />
    </BenefitSection>
  )
}

function VipView() {
  const t = useT()
  const { money } = useFormat()
  const percent = usePercent()
  const vip = useLoad(fetchVipInfo)
  const data = vip.data
  // The header's VIP label follows the level the server has just computed.
  useEffect(() => {
    if (data) loadMemberInfo().catch(() => undefined)
  }, [data])
  const current = data?.levels.find((l) => l.level === data.currentLevel)
  const next = data?.levels.find((l) => l.level === data.nextLevel)
  return (
    <>
      <LoadState state={vip} empty={!data} />
      {data && current && (
        <>
          <section className="benefits-card" part="vip-standing" aria-label={t('benefits_your_level')}>
            <p className="benefits-level">
              <span>{t('benefits_your_level')}:</span> <strong part="vip-level">{current.name}</strong>
            </p>
            {next ? (
              <>
                <h2>{t('benefits_next', [next.name])}</h2>
                <Meter
                  label={t('benefits_deposits')}
                  value={data.totals.deposits}
                  goal={next.depositRequired}
                  part="vip-deposits"
                />
                <Meter
                  label={t('benefits_turnover')}
                  value={data.totals.turnover}
                  goal={next.turnoverRequired}
                  part="vip-turnover"
                />
                <p className="benefits-muted">{t('benefits_both')}</p>
              </>
            ) : (
              <p>{t('benefits_top')}</p>
            )}
          </section>
          <h2>{t('benefits_levels')}</h2>
          <RecordTable<VipLevel>
            label={t('benefits_levels')}
            part="vip-levels"
            rows={data.levels}
            rowKey={(l) => l.level}
            rowData={(l) => ({ 'data-level': String(l.level) })}
            rowCurrent={(l) => l.level === data.currentLevel}
            columns={[
              {
                head: t('benefits_level'),
                rowHead: true,
                priority: 1,
                cell: (l) => (
                  <>
                    {l.name}{' '}
                    {l.level === data.currentLevel && (
                      <span className="benefits-badge">{t('benefits_your_level')}</span>
                    )}
                  </>
                ),
              },
              { head: t('benefits_deposit_req'), num: true, cell: (l) => money(l.depositRequired) },
              { head: t('benefits_turnover_req'), num: true, cell: (l) => money(l.turnoverRequired) },
              { head: t('benefits_rebate_rate'), num: true, cell: (l) => percent(l.rebateRate) },
              { head: t('benefits_withdraw_limit'), num: true, cell: (l) => money(l.withdrawLimit) },
            ]}
          />
        </>
      )}
    </>
  )
}

/** A progress bar with its numbers in words too (never colour or length alone). */
function Meter({ label, value, goal, part }: { label: string; value: number; goal: number; part: string }) {
  const t = useT()
  const { money } = useFormat()
  const percent = usePercent()
  const id = useUid('meter')
  const share = goal > 0 ? Math.min(100, Math.floor((value / goal) * 100)) : 100
  const text = `${t('benefits_of', [money(value), money(goal)])} (${percent(share)})`
  return (
    <div className="benefits-meter" part={part}>
      <div className="benefits-meter-head">
        <span id={id} className="benefits-meter-label">
          {label}
        </span>
        <span>{text}</span>
      </div>
      <div
        className="benefits-bar"
        role="progressbar"
        aria-labelledby={id}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={share}
        aria-valuetext={text}
      >
        <div className="benefits-fill" style={{ inlineSize: `${share}%` }} />
      </div>
      <p className="benefits-muted">
        {value >= goal ? t('benefits_done') : t('benefits_left', [money(goal - value)])}
      </p>
    </div>
  )
}
