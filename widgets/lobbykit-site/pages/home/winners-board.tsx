import { useStore } from '@nanostores/react'
import { fetchWinners } from '../../../../core/api/site'
import { $locale } from '../../../../core/stores/locale'
import { useT } from '../../../kit/use-t'
import { useUid } from '../../../kit/use-uid'
import { formatMoney } from '../../../../core/format'
import { LoadState } from '../../shared/load-state'
import { useLoad } from '../../shared/use-load'
import { WINNER_BOARD_LIMIT } from '../../../../core/constants'
import { rankWinners } from '../../../../core/winners'

/**
 * The winners board on home (API-40). Until its rows arrive it stands as WinnersSkeleton: the same
 * table in the same font, so the footer below does not move when they come (a reader about to click
 * a footer link would miss it).
 */
export function WinnersBoard() {
  const t = useT()
  const lang = useStore($locale)
  const winners = useLoad(fetchWinners)
  const list = rankWinners(winners.data?.list ?? [])
  const id = useUid('winners')
  if (winners.loading && !list.length) return <WinnersSkeleton />
  return (
    <section className="lk-section" aria-labelledby={id} part="winners">
      <h2 id={id}>{t('pg_winners_title')}</h2>
      <LoadState state={winners} empty={!list.length} />
      {list.length > 0 && (
        <div className="lk-card">
          <table className="lk-winners">
            <WinnersHead />
            <tbody>
              {list.map(({ vo }, i) => (
                <tr key={vo.id ?? i} data-amount={vo.winAmount}>
                  <td>
                    <bdi>{vo.account}</bdi>
                  </td>
                  <td>
                    <GameCell game={vo.gameName} vendor={vo.vendor} />
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

/** A game and its vendor: one line, or on a phone the name above the vendor, each cut short with … */
function GameCell({ game, vendor }: { game: string; vendor: string }) {
  return (
    <>
      <span className="lk-winners-game">{game}</span>{' '}
      <span className="lk-muted lk-small lk-winners-vendor">{vendor}</span>
    </>
  )
}

function WinnersHead() {
  const t = useT()
  return (
    <thead>
      <tr>
        <th scope="col">{t('pg_winners_player')}</th>
        <th scope="col">{t('pg_winners_game')}</th>
        <th scope="col">{t('pg_winners_amount')}</th>
      </tr>
    </thead>
  )
}

/**
 * The board before its rows arrive (and before it comes near the viewport): its title, its header
 * and 20 rows of the same cells holding no text, so it is the board's height in every language and
 * width (a row is one line, on a phone two: pages.css); one status line says it is loading.
 */
export function WinnersSkeleton() {
  const t = useT()
  const id = useUid('winners')
  return (
    <section className="lk-section" aria-labelledby={id} part="winners" data-skeleton="">
      <h2 id={id}>{t('pg_winners_title')}</h2>
      <p className="lk-visually-hidden" role="status">
        {t('loading')}
      </p>
      <div className="lk-card" aria-hidden="true">
        <table className="lk-winners lk-winners-skeleton">
          <WinnersHead />
          <tbody>
            {Array.from({ length: WINNER_BOARD_LIMIT }, (_, i) => (
              <tr key={i}>
                <td>{'\u00a0'}</td>
                <td>
                  <GameCell game={'\u00a0'} vendor={'\u00a0'} />
                </td>
                <td>{'\u00a0'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}
