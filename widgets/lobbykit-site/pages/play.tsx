import { useStore } from '@nanostores/react'
import { $gameView } from '../../../core/games/launch'
import { safeUrl } from '../../../core/safe-url'
import { useT } from '../../kit/use-t'
import type { PageProps } from '../routing/page-props'
import { go, toHref } from '../routing/router'
import { useDocumentTitle } from '../routing/document-title'

/** Only http(s) or same-site game addresses are framed (core's safeUrl). */
function gameUrl(raw: string | undefined): string | null {
  return safeUrl(raw)
}

/** Back to where the player launched the game (the entry before /seamless), else home. */
function closeGame() {
  if (history.length > 1) history.back()
  else go('/', true)
}

/**
 * The game-play page without the side menu (ROUTE-29): /seamless frames the game just launched on a
 * narrow screen (NS-31; the launch rules hand it over in $gameView, never in the address, so a
 * crafted link cannot frame another site here), with a close button back to where the player was.
 * The lottery pages are pages/lottery/.
 */
export default function PlayPage({ path }: PageProps) {
  const t = useT()
  const which = path.toLowerCase()
  const view = useStore($gameView)
  useDocumentTitle(t('site_game'))
  if (which === '/seamless') {
    const url = gameUrl(view?.kind === 'game' ? view.url : undefined)
    return (
      <section className="site-page site-play" part="seamless">
        <h1 className="lk-visually-hidden">{t('site_game')}</h1>
        {url ? (
          <>
            <div className="site-play-bar">
              <button
                type="button"
                className="lk-button lk-button--secondary"
                part="close-game"
                onClick={closeGame}
              >
                <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                  <path
                    fill="currentColor"
                    d="M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6z"
                  />
                </svg>
                {t('site_close_game')}
              </button>
            </div>
            <iframe
              className="site-game"
              src={url}
              title={t('site_game')}
              allow="fullscreen; autoplay"
              sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-pointer-lock"
            />
          </>
        ) : (
          <p>
            {t('site_no_game')} <a href={toHref('/')}>{t('site_back_home')}</a>
          </p>
        )}
      </section>
    )
  }
  return null
}
