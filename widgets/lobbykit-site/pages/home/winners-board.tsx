import { useStore } from '@nanostores/react'
import { fetchWinners, type WinnerEntry } from '../../../../core/api/site'
import { $locale } from '../../../../core/stores/locale'
import { useT } from '../../../kit/use-t'
import { useUid } from '../../../kit/use-uid'
import { formatMoney } from '../../../../core/format'
import { LoadState } from '../../shared/load-state'
import { useLoad } from '../../shared/use-load'
import { WINNER_BOARD_LIMIT } from '../../../../core/constants'

/** MEMBER-39/40: the board ranks wins by winAmount, highest first, and shows at most 20. */
export function rankWinners(list: WinnerEntry[]): WinnerEntry[] {
  return [...list].sort((a, b) => b.vo.winAmount - a.vo.winAmount).slice(0, WINNER_BOARD_LIMIT)
}

/**
 * The class that holds the board's place (pages.css: the height of its 20 rows, wider on a phone,
 * where names wrap): before it comes near and while its list loads, so the footer below does not
 * jump away from a reader about to click it when the rows arrive.
 */
export const WINNERS_PLACE = 'lk-winners-place'

/** The winners board on home (API-40). */
export function WinnersBoard() {
  const t = useT()
  const lang = useStore($locale)
  const winners = useLoad(fetchWinners)
  const list = rankWinners(winners.data?.list ?? [])
  const id = useUid('winners')
  return (
    <section
      className={winners.loading && !list.length ? `lk-section ${WINNERS_PLACE}` : 'lk-section'}
      aria-labelledby={id}
      part="winners"
    >
      <h2 id={id}>{t('pg_winners_title')}</h2>
      <LoadState state={winners} empty={!list.length} />
      {list.length > 0 && (
        <div className="lk-card">
          <table className="lk-winners">
            <thead>
              <tr>
                <th scope="col">{t('pg_winners_player')}</th>
                <th scope="col">{t('pg_winners_game')}</th>
                <th scope="col">{t('pg_winners_amount')}</th>
              </tr>
            </thead>
            <tbody>
              {list.map(({ vo }, i) => (
                <tr key={vo.id ?? i} data-amount={vo.winAmount}>
                  <td>
                    <bdi>{vo.account}</bdi>
                  </td>
                  <td>
                    {vo.gameName} <span className="lk-muted lk-small">{vo.vendor}</span>
                  </td>
                  <td>{formatMoney(vo.winAmount, vo.currency, lang)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
