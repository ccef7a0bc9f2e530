import { getNotices, type Banner, type NoticeAnswer } from '../api/content'
import { safeUrl } from '../safe-url'
import { $locale } from '../stores/locale'

/** The banners' drawn size (3:1): the widget reserves this shape before anything loads. */
export const BANNER_ASPECT = { width: 1200, height: 400 } as const

/** Where a banner click goes; null when it opens nothing (BNR-11). */
export interface BannerLink {
  href: string
  /** INTERNAL: a route of the site (the host may route it, `lobbykit-navigate`); else a new tab. */
  internal: boolean
}

/** BNR-11: a banner opens its url only when it has a linkageType (and the url passes safeUrl). */
export function bannerLink(banner: Pick<Banner, 'url' | 'linkageType'>): BannerLink | null {
  const url = safeUrl(banner.url)
  if (!banner.linkageType || !url) return null
  return { href: url, internal: banner.linkageType === 'INTERNAL' }
}

/** The banner call started ahead (warmBanners): taken by the first loadBanners in its language. */
let warm: { lang: string; until: number; answer: Promise<NoticeAnswer> } | undefined
const WARM_MS = 30_000

/**
 * The full site asks for the banners as it starts, beside the status call, instead of once
 * home has rendered its carousel: the first banner (the page's largest paint) is requested that much
 * sooner. A failure here is not shown: the carousel asks again and shows its own.
 * With a `group` (an operator's page, where the runtime names the carousel's group) the first
 * picture is fetched as soon as the answer is in, while the carousel's own code is still on its way;
 * the answer settles once that picture has loaded or failed (at once without one, or on a failure).
 */
export function warmBanners(group?: string): Promise<void> {
  const answer = getNotices(['B'], ['B'])
  warm = { lang: $locale.get(), until: Date.now() + WARM_MS, answer }
  return answer.then(
    (notices) =>
      new Promise<void>((settled) => {
        const src = group && pictures(notices, group)[0]?.imageUrl
        if (!src) return settled()
        // High, as the carousel's own first picture: a low-priority image waits behind the scripts.
        const picture = new Image()
        picture.fetchPriority = 'high'
        picture.onload = picture.onerror = () => settled()
        picture.src = src
      }),
    () => {},
  )
}

/** A group's banners whose picture passes safeUrl, each with the URL safeUrl answered (it reaches `src`). */
function pictures(answer: NoticeAnswer, group: string): Banner[] {
  return (answer.banners ?? []).flatMap((b) => {
    const imageUrl = b.groupName === group && safeUrl(b.imageUrl)
    return imageUrl ? [{ ...b, imageUrl }] : []
  })
}

/** BNR-2/3: the banners of one group, from the notice call's banners part. */
export async function loadBanners(group: string, signal?: AbortSignal): Promise<Banner[]> {
  const ahead = warm && warm.lang === $locale.get() && Date.now() < warm.until ? warm.answer : null
  warm = undefined
  const answer = (ahead && (await ahead.catch(() => null))) || (await getNotices(['B'], ['B'], signal))
  return pictures(answer, group)
}
