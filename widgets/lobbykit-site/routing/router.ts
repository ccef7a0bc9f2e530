/**
 * The site's router over the History API, below a configurable base path. Pages move with
 * `navigate()` (page.ts: `lobbykit-navigate`), with plain
 * same-site links (clicks intercepted in the shadow root), and with back / forward.
 */
import { atom } from 'nanostores'
import { on, off } from '../../../core/events'
import { normalisePath } from './routes'

export interface SiteLocation {
  /** The path below the base path, e.g. `/rng`. */
  path: string
  query: URLSearchParams
  /** Without `#`. */
  hash: string
}

/** Where the site is. */
export const $location = atom<SiteLocation>({ path: '/', query: new URLSearchParams(), hash: '' })

let base = ''

/** `/casino/` → `/casino`; `` and `/` → `` (the site at the origin's root). */
export function normaliseBase(value: string | undefined): string {
  const trimmed = (value ?? '').trim().replace(/\/+$/, '')
  if (!trimmed) return ''
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`
}

/** The site path of a document path, or null when it lies outside the base path. */
export function stripBase(pathname: string, basePath = base): string | null {
  if (!basePath) return pathname || '/'
  if (pathname === basePath) return '/'
  return pathname.startsWith(`${basePath}/`) ? pathname.slice(basePath.length) : null
}

/** The document URL of a site path (`/rng?x=1#y` → `/casino/rng?x=1#y`). */
export function toHref(path: string, basePath = base): string {
  return basePath + (path.startsWith('/') ? path : `/${path}`)
}

function read(): SiteLocation {
  return {
    path: normalisePath(stripBase(location.pathname) ?? '/'),
    query: new URLSearchParams(location.search),
    hash: decodeURIComponent(location.hash.replace(/^#/, '')),
  }
}

/** Goes to a site path (with query and hash), pushing or replacing a history entry. */
export function go(path: string, replace = false): void {
  const url = new URL(toHref(path), location.href)
  if (url.origin !== location.origin) return
  const same = url.pathname + url.search + url.hash === location.pathname + location.search + location.hash
  if (replace || same) history.replaceState(history.state, '', url.pathname + url.search + url.hash)
  else history.pushState(null, '', url.pathname + url.search + url.hash)
  const previous = $location.get().path
  $location.set(read())
  if (!url.hash && (!same || previous !== $location.get().path)) scrollTo({ top: 0 })
}

/** A site path for a click on `anchor`, or null when the browser should follow it itself. */
export function linkTarget(anchor: HTMLAnchorElement, event: MouseEvent): string | null {
  if (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  )
    return null
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null
  const href = anchor.getAttribute('href')
  if (!href || href.startsWith('#') || /^(mailto|tel|javascript):/i.test(href)) return null
  const url = new URL(anchor.href, location.href)
  if (url.origin !== location.origin) return null
  const path = stripBase(url.pathname)
  return path === null ? null : path + url.search + url.hash
}

/** Intercepts same-site link clicks inside `root` (a shadow root: clicks are retargeted outside). */
export function interceptLinks(root: EventTarget): () => void {
  const onClick = (event: Event) => {
    const anchor = (event.composedPath() as Element[]).find((node) => node instanceof HTMLAnchorElement) as
      HTMLAnchorElement | undefined
    if (!anchor) return
    const target = linkTarget(anchor, event as MouseEvent)
    if (target === null) return
    event.preventDefault()
    go(target)
  }
  root.addEventListener('click', onClick)
  return () => root.removeEventListener('click', onClick)
}

/**
 * Starts the router at `basePath`: reads the address, follows back / forward, and routes every
 * `lobbykit-navigate` in the page. A cancelable one (the agent centre after an agent login) is
 * claimed at once, so its emitter does not also load the page: the site is the host here.
 */
export function startRouter(basePath: string): () => void {
  base = normaliseBase(basePath)
  $location.set(read())
  const claim = (event: Event) => {
    if (event.cancelable) event.preventDefault()
  }
  const onNavigate = (detail: unknown) => {
    const { path, replace } = (detail ?? {}) as { path?: string; replace?: boolean }
    if (typeof path === 'string' && path.startsWith('/') && !path.startsWith('//')) go(path, replace === true)
  }
  const onPop = () => $location.set(read())
  window.addEventListener('lobbykit-navigate', claim, true)
  window.addEventListener('popstate', onPop)
  on('navigate', onNavigate)
  return () => {
    window.removeEventListener('lobbykit-navigate', claim, true)
    window.removeEventListener('popstate', onPop)
    off('navigate', onNavigate)
  }
}
