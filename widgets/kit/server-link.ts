/**
 * The links inside server HTML (ROUTE-13): a click on a link to a site path (`<a href="/promotions">`)
 * in an announcement, a message, a notice, the after-login popup or help goes where every widget's
 * link goes on a host page — the host's route table, the standalone site or the kit's dialog
 * (core/routes.ts followLink) — not to the host's own path. Inside a section element, the element's
 * own handler has the link (linkTakers: it may switch its own area in place); inside the standalone
 * site, its router. A chunk of its own, fetched with the sanitiser (widgets/kit/server-html.tsx), so
 * the shared runtime carries only the import and server HTML is never shown without it.
 */
import type { MouseEvent } from 'react'
import { followLink, linkTakers, sitePathOf } from '../../core/routes'
import { closePopup } from '../../core/stores/popup'
import { hostOf } from './host-of'

/**
 * ServerHtml's click handler: `box` (the element the HTML is in) is the click's current target. A
 * followed link leaves the popup it was in (an announcement, the after-login popup): the popup closes
 * rather than stay open under the section the link opened, or behind the host's own page for it.
 */
export function followServerLink(event: MouseEvent<HTMLElement>): void {
  const box = event.currentTarget
  const path = !linkTakers.has(box.getRootNode()) && sitePathOf(event.nativeEvent, box)
  if (path && followLink(event, path, hostOf(box))) closePopup()
}
