import { useStore } from '@nanostores/react'
import { $gameView } from '../../../core/games/launch'
import { safeUrl } from '../../../core/safe-url'
import { useT } from '../../kit/use-t'
import type { PageProps } from '../routing/page-props'
import { toHref } from '../routing/router'
import { useDocumentTitle } from '../routing/document-title'

/** Only http(s) or same-site game addresses are framed (core's safeUrl). */
function gameUrl(raw: string | undefined): string | null {
  return safeUrl(raw)
}

/**
 * The game-play page without the side menu (ROUTE-29): /seamless frames the game just launched on a
 * narrow screen (NS-31; the launch rules hand it over in $gameView, never in the address, so a
 * crafted link cannot frame another site here). The lottery pages are pages/lottery/.
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
          <iframe
            className="site-game"
            src={url}
            title={t('site_game')}
            allow="fullscreen; autoplay"
            sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-pointer-lock"
          />
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
