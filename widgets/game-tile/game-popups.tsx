import { useLayoutEffect, useState } from 'react'
import { useStore } from '@nanostores/react'
import type { Game } from '../../core/api/games'
import { gameNameOf } from '../../core/games/game'
import { $gameView } from '../../core/games/launch'
import { safeUrl } from '../../core/safe-url'
import { lazyPart } from '../kit/lazy-part'
import { $popup, claimPopup, closePopup, type PopupName } from '../../core/stores/popup'
import { Dialog } from '../kit/dialog'
import { Modal } from '../kit/modal'
import { useT } from '../kit/use-t'
import { GameGrid, useGamePage } from './game-grid'
import { LOBBY_PAGE_SIZE } from '../../core/constants'

const OWNED: PopupName[] = ['game', 'vendorGames', 'gameNotice', 'gameRooms', 'chat']

/** API-47 rooms and the POP-9 chat room: a chunk of their own, fetched the first time one opens. */
const PlayPopups = lazyPart(() => import('./play-popups').then((m) => m.PlayPopups))
/** C-17: a launch refused for age (AGE_UNVERIFIED, UNDER_AGE): its own chunk. */
const AgeNotice = lazyPart(() => import('./age-notice').then((m) => m.AgeNotice))

/** TILE-15: a vendor entry's own games, paged. */
function VendorGames({ entry, source }: { entry: Game; source: EventTarget | null }) {
  const [page, setPage] = useState(1)
  const query = {
    kind: 'list' as const,
    gameType: entry.gameType,
    vassalage: entry.vassalage,
    pageNo: page,
    pageSize: LOBBY_PAGE_SIZE,
  }
  const state = useGamePage(query, true)
  return <GameGrid state={state} page={page} onPage={setPage} source={source} placeholders={query.pageSize} />
}

/**
 * The game popups (POP-8): the launched game in an iframe, a vendor entry's games, and game notices
 * ('need a real account', a refused launch or favourite). Rendered by `<game-tile mode="popup">`,
 * which the runtime adds to the page when one of them opens.
 */
export function GamePopups({ host }: { host: HTMLElement }) {
  const t = useT()
  const popup = useStore($popup)
  const view = useStore($gameView)
  useLayoutEffect(() => {
    const releases = OWNED.map((name) => claimPopup(name))
    return () => releases.forEach((release) => release())
  }, [])
  const close = (name: PopupName) => () => closePopup(name)
  const game = view?.kind === 'game' ? view : null
  const vendor = view?.kind === 'vendor' ? view.game : null
  const notice = view?.kind === 'notice' ? view : null
  // C-17: the age refusals of core/actions/age-refusal, named here so that module (and its file)
  // loads only with the notice's chunk, not with every <game-tile>.
  const code = (notice?.error as { errorCode?: string } | undefined)?.errorCode
  return (
    <>
      <Modal
        open={popup?.name === 'game' && !!game}
        title={game ? gameNameOf(game.game) : ''}
        onClose={close('game')}
        size="lg"
        part="game-dialog"
        closeOnCover={false}
      >
        {game && safeUrl(game.url) && (
          <div className="lk-game-frame">
            {game.freeTrial && <p className="lk-badge lk-game-mode">{t('game_free_trial')}</p>}
            <iframe
              src={safeUrl(game.url) ?? undefined}
              title={t('game_popup_label', { name: gameNameOf(game.game) })}
              allow="fullscreen; autoplay"
              // The game runs scripts and forms, may go full screen and open its own
              // windows, but cannot navigate the site or reach it (no allow-top-navigation).
              sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-pointer-lock"
              part="game-frame"
            />
          </div>
        )}
      </Modal>
      <Modal
        open={popup?.name === 'vendorGames' && !!vendor}
        title={vendor ? t('game_vendor_games', { vendor: vendor.displayName || vendor.vassalage }) : ''}
        onClose={close('vendorGames')}
        size="lg"
        part="vendor-dialog"
      >
        {vendor && <VendorGames entry={vendor} source={host} />}
      </Modal>
      {(popup?.name === 'gameRooms' || popup?.name === 'chat') && (
        <PlayPopups popup={popup.name} source={host} />
      )}
      <Dialog
        open={popup?.name === 'gameNotice' && !!notice}
        title={t('game_notice_title')}
        text={
          code === 'AGE_UNVERIFIED' || code === 'UNDER_AGE' ? (
            <AgeNotice error={notice!.error} host={host} />
          ) : (
            (notice?.text ?? '')
          )
        }
        tone={notice?.tone === 'error' ? 'error' : 'info'}
        onConfirm={close('gameNotice')}
      />
    </>
  )
}
