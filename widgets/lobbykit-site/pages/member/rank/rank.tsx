import { useState } from 'react'
import { addMessages } from '../../../../../core/i18n/index'
import { fetchPlayerRank, type RankPeriod } from '../../../../../core/api/player-rank'
import { useFormat } from '../../../../kit/use-format'
import { useT } from '../../../../kit/use-t'
import { LoadState } from '../../../shared/load-state'
import { useLoad } from '../../../shared/use-load'
import { BenefitSection } from '../benefits/benefits-kit'
import { SelectField } from '../../centre-kit/select-field'
import { TableRegion } from '../../centre-kit/table-region'
import { en } from './en'

addMessages(en, { UR: () => import('./ur').then((m) => m.ur) })

const PERIODS: readonly RankPeriod[] = ['DAY', 'WEEK', 'MONTH']

/**
 * MEMBER-16: the player rank. The server ranks every player by turnover (valid bets of settled bets) in
 * the period asked for and answers the top with masked names and the member's own rank.
 */
export default function PlayerRankSection() {
  return (
    <BenefitSection name="rank">
      <RankView />
    </BenefitSection>
  )
}

function RankView() {
  const t = useT()
  const { money, day } = useFormat()
  const [period, setPeriod] = useState<RankPeriod>('DAY')
  const loaded = useLoad((signal) => fetchPlayerRank(period, signal), period)
  // A rank of the period no longer asked for is not shown while the new one loads.
  const rank = loaded.data?.period === period ? loaded.data : undefined
  const caption = rank
    ? t('rank_caption', [t(`rank_${period}`), day(rank.periodStart), day(rank.periodEnd - 1)])
    : ''
  return (
    <>
      <h2>{t('rank_title')}</h2>
      <SelectField
        name="period"
        label={t('rank_period')}
        value={period}
        options={PERIODS.map((p) => [p, t(`rank_${p}`)])}
        onChange={(value) => setPeriod(value as RankPeriod)}
      />
      <p className="benefits-muted">{t('rank_note')}</p>
      <LoadState state={loaded} empty={!rank} />
      {rank && (
        <>
          <p className="benefits-card" part="rank-mine" role="status">
            {rank.me.rank !== null
              ? t('rank_yours', [String(rank.me.rank), String(rank.ranked), money(rank.me.turnover)])
              : t('rank_unranked')}
          </p>
          {rank.top.length ? (
            <TableRegion label={caption} part="rank-table">
              <caption>{caption}</caption>
              <thead>
                <tr>
                  <th scope="col" className="rec-num">
                    {t('rank_rank')}
                  </th>
                  <th scope="col">{t('rank_player')}</th>
                  <th scope="col" className="rec-num">
                    {t('rank_turnover')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {rank.top.map((row) => (
                  <tr key={`${row.rank}-${row.name}`} aria-current={row.me || undefined}>
                    <td className="rec-num">{row.rank}</td>
                    <th scope="row">
                      <bdi>{row.me ? t('rank_you', [row.name]) : row.name}</bdi>
                    </th>
                    <td className="rec-num">{money(row.turnover)}</td>
                  </tr>
                ))}
              </tbody>
            </TableRegion>
          ) : (
            <p className="benefits-muted">{t('rank_nobody')}</p>
          )}
        </>
      )}
    </>
  )
}
