// One lottery game's last draws (API-52: /lotto/lgw/games/opened/numero, with the token), opened from
// its row of the latest draws; each can be verified like the latest (API-51 (fair draw)).
import { fetchGameDraws, type OpenedDraw } from '../../../../core/api/lottery'
import { Button } from '../../../kit/button'
import { useT } from '../../../kit/use-t'
import { LoadState } from '../../shared/load-state'
import { useLoad } from '../../shared/use-load'

/** How many of a game's draws the history shows. */
export const GAME_DRAWS_SHOWN = 10

export function GameDraws({
  draw,
  onVerify,
  onClose,
}: {
  draw: Pick<OpenedDraw, 'gameCode' | 'gameName'>
  onVerify: (draw: OpenedDraw) => void
  onClose: () => void
}) {
  const t = useT()
  const draws = useLoad((signal) => fetchGameDraws(draw.gameCode, GAME_DRAWS_SHOWN, signal), draw.gameCode)
  const list = draws.data ?? []
  return (
    <section
      className="lott-verify"
      aria-labelledby="lott-history-title"
      part="lottery-history"
      data-game-code={draw.gameCode}
    >
      <h3 id="lott-history-title">{t('lott_history_title', [draw.gameName])}</h3>
      <LoadState state={draws} empty={list.length === 0} />
      {list.length > 0 && (
        <table className="lott-draws">
          <thead>
            <tr>
              <th scope="col">{t('lott_issue')}</th>
              <th scope="col">{t('lott_numbers')}</th>
              <th scope="col">{t('lott_check')}</th>
            </tr>
          </thead>
          <tbody>
            {list.map((past) => (
              <tr key={past.issue} data-issue={past.issue}>
                <td>{past.issue}</td>
                <td>{past.numbers.join(', ')}</td>
                <td>
                  <Button
                    variant="link"
                    disabled={!past.secret}
                    aria-label={t('lott_verify_of', [past.issue, past.gameName])}
                    onClick={() => onVerify(past)}
                  >
                    {t('lott_verify')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Button onClick={onClose}>{t('lott_verify_close')}</Button>
    </section>
  )
}
