// One chunk for the shared runtime: every lazy section reaches all of it (see issue-5 note).
import '../../kit/runtime'
import { useStore } from '@nanostores/react'
import { $gameView } from '../../../core/games/launch'
import { useT } from '../../kit/use-t'
import type { PageProps } from '../page'
import { toHref } from '../router'

/** Only http(s) game addresses are framed. */
function gameUrl(raw: string | undefined): string | null {
  if (!raw) return null
  try {
    const url = new URL(raw, location.href)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null
  } catch {
    return null
  }
}

/**
 * Game-play pages without the side menu (ROUTE-29): /seamless frames the game just launched on a
 * narrow screen (NS-31; the launch rules hand it over in $gameView, never in the address, so a
 * crafted link cannot frame another site here); the lottery pages (ROUTE-25/27) take `?gameCode=`.
 */
export default function PlayPage({ path, query }: PageProps) {
  const t = useT()
  const which = path.toLowerCase()
  const view = useStore($gameView)
  if (which === '/seamless') {
    const url = gameUrl(view?.kind === 'game' ? view.url : undefined)
    return (
      <section className="site-page site-play" part="seamless">
        <h1 className="lk-visually-hidden">{t('site_game')}</h1>
        {url ? (
          <iframe className="site-game" src={url} title={t('site_game')} allow="fullscreen; autoplay" />
        ) : (
          <p>
            {t('site_no_game')} <a href={toHref('/')}>{t('site_back_home')}</a>
          </p>
        )}
      </section>
    )
  }
  const title = which === '/sealottery' ? 'site_lottery_sea' : which === '/vnlottery' ? 'site_lottery_vn' : 'site_lottery'
  const code = query.get('gameCode')
  return (
    <section className="site-page site-play" part="lottery" data-kind={which.slice(1)}>
      <h1 className="lk-title">{t(title)}</h1>
      {code && <p part="game-code">{t('site_lottery_code', [code])}</p>}
      <p>{t('site_lottery_lobby')}</p>
    </section>
  )
}
