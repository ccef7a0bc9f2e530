/**
 * The host page's route table (DESIGN "Embedding"; ROUTE-13, ROUTE-11, ROUTE-19): where a widget's
 * link to a section of the site (a banner's `/promotions`, the after-login popup's
 * `/member?tab=messages`, the member block's deposit and withdraw, the marquee, messages) goes on a
 * page that is not the standalone site. A section or area with a route goes there; one without goes
 * to the standalone site when `data-site` names it; otherwise it opens in the kit's dialog
 * (`lobbykit('open', section)`), so a link never lands on the host's 404.
 */
import { $config } from './config'
import { emit } from './events'
import { safeUrl } from './safe-url'

/** Section or area → the host page's URL for it (`{ promotions: '/offers', member: '/account' }`). */
export type RouteTable = Record<string, string>

/** The table's URLs that pass safeUrl (any other entry is left out). */
export function cleanRoutes(table: unknown): RouteTable {
  const clean: RouteTable = {}
  if (table && typeof table === 'object')
    for (const [key, value] of Object.entries(table as Record<string, unknown>)) {
      const url = safeUrl(value)
      if (url) clean[key] = url
    }
  return clean
}

/** The table in force: `data-routes`, or the last `lobbykit('setRoutes')` (both JSON in the config). */
function routes(): RouteTable {
  const text = $config.get().routes
  if (!text) return {}
  try {
    return cleanRoutes(JSON.parse(text))
  } catch {
    console.error('[lobbykit] data-routes is not valid JSON')
    return {}
  }
}

/** The areas a section belongs to, by the site path that opens it (spec §2). */
const AREA_PATHS: Record<string, [area: string, section?: string]> = {
  '/member': ['member'],
  '/pointmall': ['member', 'points'],
  '/referral': ['member', 'referral'],
  '/responsible-gaming': ['member', 'responsible-gaming'],
  '/agenthome': ['agent'],
  '/promotions': ['promotions'],
  '/lottery': ['lottery'],
}

/** A site path (`/member?tab=withdraw`) → its area and section; null for any other path. */
export function sectionOfPath(path: string): { area: string; section?: string } | null {
  const url = new URL(path, 'http://x')
  const found = AREA_PATHS[url.pathname.toLowerCase()]
  if (!found) return null
  const section = found[1] ?? url.searchParams.get('tab') ?? undefined
  return { area: found[0], section }
}

/** Where a site path goes on this page: a URL (route or standalone site), or a section for the dialog. */
export function resolveLink(path: string): { href: string } | { open: string } | null {
  if (!/^\/(?![/\\])/.test(path)) return null
  const target = sectionOfPath(path)
  const table = routes()
  if (target) {
    const own = target.section && table[target.section]
    if (own) return { href: own }
    const area = table[target.area]
    if (area) {
      if (!target.section) return { href: area }
      const url = new URL(area, location.href)
      url.searchParams.set('tab', target.section)
      return { href: area.startsWith('/') ? url.pathname + url.search : url.href }
    }
  }
  const site = safeUrl($config.get().site)
  if (site) return { href: site.replace(/\/$/, '') + path }
  return target ? { open: target.section ?? target.area } : null
}

/**
 * A click on a link to a site path: the host may route it itself (cancelable `lobbykit-navigate`,
 * which the standalone site claims); otherwise it follows the route table. Returns whether the
 * click was handled (its default prevented).
 * @emits navigate
 */
export function followLink(
  event: { preventDefault(): void },
  path: string,
  source: EventTarget | null,
): boolean {
  if (!emit('navigate', { path }, source, true)) {
    event.preventDefault()
    return true
  }
  const where = resolveLink(path)
  if (!where) return false
  event.preventDefault()
  if ('href' in where) location.assign(where.href)
  else {
    const lobbykit = (window as Window & { lobbykit?: (...args: unknown[]) => Promise<unknown> }).lobbykit
    lobbykit?.('open', where.open).catch((error: unknown) => console.error('[lobbykit] open failed', error))
  }
  return true
}

/**
 * The shadow roots whose element takes the site links inside it itself (a section element switches
 * its own area in place: useSectionLinks); server HTML shown there leaves its links to it.
 */
export const linkTakers = new WeakSet<Node>()

/** Whether `host` sits inside `<lobbykit-site>` (whose router takes the links itself). */
export function inSite(host: Node): boolean {
  let root = host.getRootNode()
  while (root instanceof ShadowRoot) {
    if (root.host.localName.endsWith('lobbykit-site')) return true
    root = root.host.getRootNode()
  }
  return false
}

/**
 * The site path a click inside `host` follows, when the route table should take it: a plain click
 * on a link of our own to a site path (`/promotions`, not `//other.example`, no target), on a host
 * page rather than inside the standalone site. Null for every other click.
 */
export function sitePathOf(event: Event, host: HTMLElement): string | null {
  const click = event as MouseEvent
  if (click.defaultPrevented || click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey)
    return null
  const anchor = event.composedPath().find((node) => node instanceof HTMLAnchorElement) as
    HTMLAnchorElement | undefined
  const path = anchor?.getAttribute('href')
  if (!anchor || anchor.target || !path || !/^\/(?![/\\])/.test(path) || inSite(host)) return null
  return path
}
