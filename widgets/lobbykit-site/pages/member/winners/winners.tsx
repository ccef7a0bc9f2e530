import { useStore } from '@nanostores/react'
import { addMessages } from '../../../../../core/i18n/index'
import { fetchWinners } from '../../../../../core/api/site'
import { formatMoney } from '../../../../../core/format'
import { $locale } from '../../../../../core/stores/locale'
import { useFormat } from '../../../../kit/use-format'
import { useT } from '../../../../kit/use-t'
import { LoadState } from '../../../shared/load-state'
import { useLoad } from '../../../shared/use-load'
import { rankWinners } from '../../../../../core/winners'
import { BenefitSection } from '../benefits/benefits-kit'
import { TableRegion } from '../../centre-kit/table-region'
import { en } from './en'

addMessages(en, { UR: () => import('./ur').then((m) => m.ur) })

/**
 * MEMBER-24: the winners list in the member centre, on the winners board's call (API-40): real settled
 * wins, at most 20, the highest winAmount first (MEMBER-39, MEMBER-40), accounts masked by the server.
 */
export default function WinnersSection() {
  return (
    <BenefitSection name="winners">
      <WinnersView />
    </BenefitSection>
  )
}

function WinnersView() {
  const t = useT()
  const lang = useStore($locale)
  const { time } = useFormat()
  const winners = useLoad(fetchWinners)
  const list = rankWinners(winners.data?.list ?? [])
  const caption = t('win_caption', [String(list.length)])
  return (
    <>
      <h2>{t('win_title')}</h2>
      <p className="benefits-muted">{t('win_note')}</p>
      <LoadState state={winners} empty={!list.length} />
      {list.length > 0 && (
        <TableRegion label={caption} part="winners-table">
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col" className="rec-num">
                {t('win_rank')}
              </th>
              <th scope="col">{t('win_player')}</th>
              <th scope="col">{t('win_game')}</th>
              <th scope="col" className="rec-num">
                {t('win_amount')}
              </th>
              <th scope="col">{t('win_time')}</th>
            </tr>
          </thead>
          <tbody>
            {list.map(({ vo }, i) => (
              <tr key={vo.id ?? i} data-amount={vo.winAmount}>
                <td className="rec-num">{i + 1}</td>
                <th scope="row">
                  <bdi>{vo.account}</bdi>
                </th>
                <td>
                  {vo.gameName} <span className="benefits-muted">{vo.vendor}</span>
                </td>
                <td className="rec-num">{formatMoney(vo.winAmount, vo.currency, lang)}</td>
                <td>{vo.winTime ? time(vo.winTime) : ''}</td>
              </tr>
            ))}
          </tbody>
        </TableRegion>
      )}
    </>
  )
}
