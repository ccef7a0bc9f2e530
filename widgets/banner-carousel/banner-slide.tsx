import type { MouseEvent } from 'react'
import type { Banner } from '../../core/api/content'
import { BANNER_ASPECT, bannerLink } from '../../core/content/banners'
import { followLink } from '../../core/routes'
import { useT } from '../kit/use-t'

/**
 * One banner: its picture, a link only when it has a linkageType (BNR-11). `first`: the picture in
 * view first (the page's largest paint) is fetched with high priority. No picture is lazy: the
 * coverflow shows the neighbours beside the first one from the start.
 */
export function BannerSlide({ banner, host, first }: { banner: Banner; host: HTMLElement; first: boolean }) {
  const t = useT()
  const link = bannerLink(banner)
  const picture = (
    <img
      className="lk-banner-img"
      src={banner.imageUrl}
      alt={banner.title}
      width={BANNER_ASPECT.width}
      height={BANNER_ASPECT.height}
      {...{ fetchpriority: first ? 'high' : 'auto' }}
      decoding="async"
      draggable={false}
    />
  )
  if (!link) return picture
  // An INTERNAL link is a route of the site: the host may route it itself (cancelable
  // lobbykit-navigate), else the page's route table or the kit's dialog takes it (core/routes.ts).
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (link.internal) followLink(event, link.href, host)
  }
  return (
    <a
      className="lk-banner-link"
      part="banner-link"
      href={link.href}
      onClick={onClick}
      {...(link.internal ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
    >
      {picture}
      {!link.internal && <span className="lk-visually-hidden">{t('banner_new_tab')}</span>}
    </a>
  )
}
