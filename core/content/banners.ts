import { getNotices, type Banner, type NoticeAnswer } from '../api/content'
import { $locale } from '../stores/locale'

/** The banners' drawn size (3:1): the widget reserves this shape before anything loads. */
export const BANNER_ASPECT = { width: 1200, height: 400 } as const

/** Where a banner click goes; null when it opens nothing (BNR-11). */
export interface BannerLink {
  href: string
  /** INTERNAL: a route of the site (the host may route it, `lobbykit-navigate`); else a new tab. */
  internal: boolean
}

/** Only web links and site paths: a `javascript:` or `data:` url is no link at all. */
const SAFE_URL = /^(?:https?:\/\/|\/(?!\/))/i

/** BNR-11: a banner opens its url only when it has a linkageType (and the url is a web link). */
export function bannerLink(banner: Pick<Banner, 'url' | 'linkageType'>): BannerLink | null {
  const url = banner.url?.trim()
  if (!banner.linkageType || !url || !SAFE_URL.test(url)) return null
  return { href: url, internal: banner.linkageType === 'INTERNAL' }
}

/** The banner call started ahead (warmBanners): taken by the first loadBanners in its language. */
let warm: { lang: string; until: number; answer: Promise<NoticeAnswer> } | undefined
const WARM_MS = 30_000

/**
 * Issue 18: the full site asks for the banners as it starts, beside the status call, instead of once
 * home has rendered its carousel: the first banner (the page's largest paint) is requested that much
 * sooner. A failure here is not shown: the carousel asks again and shows its own.
 */
export function warmBanners(): void {
  const answer = getNotices(['B'], ['B'])
  answer.catch(() => {})
  warm = { lang: $locale.get(), until: Date.now() + WARM_MS, answer }
}

/** BNR-2/3: the banners of one group, from the notice call's banners part. */
export async function loadBanners(group: string, signal?: AbortSignal): Promise<Banner[]> {
  const ahead = warm && warm.lang === $locale.get() && Date.now() < warm.until ? warm.answer : null
  warm = undefined
  const answer = (ahead && (await ahead.catch(() => null))) || (await getNotices(['B'], ['B'], signal))
  return (answer.banners ?? []).filter((b) => b.groupName === group)
}
