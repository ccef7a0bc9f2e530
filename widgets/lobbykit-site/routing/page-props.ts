/**
 * The contract between the site's router (`<lobbykit-site>`) and its pages. Each page is a
 * module `pages/<name>.tsx` whose default export takes `PageProps`; the router imports it lazily
 * (DESIGN Decisions: route groups are lazy). Pages move with `navigate()` or plain `<a href>` links
 * (the router handles clicks on same-site links), never with `location` directly.
 */
import { emit } from '../../../core/events'

export interface PageProps {
  /** The route path without the site's base path, e.g. `/rng`, `/help`. */
  path: string
  /** The current query string. */
  query: URLSearchParams
  /** The URL hash without `#`, e.g. `term` for `/help#term`. */
  hash: string
}

let siteHost: EventTarget | null = null

/** The `<lobbykit-site>` its pages' navigations go out from (DESIGN "Events"); null once it left the page. */
export function setSiteHost(host: EventTarget | null): void {
  siteHost = host
}

/** Goes to a path of the site. The host page can cancel `lobbykit-navigate` and route it itself. */
export function navigate(path: string, replace = false): void {
  emit('navigate', { path, replace }, siteHost)
}
