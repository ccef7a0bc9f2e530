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
import { hostOf } from './host-of'
import { closeModalOf } from './open-panels'

/** ServerHtml's click handler: `box` (the element the HTML is in) is the click's current target. */
export function followServerLink(event: MouseEvent<HTMLElement>): void {
  const box = event.currentTarget
  const path = !linkTakers.has(box.getRootNode()) && sitePathOf(event.nativeEvent, box)
  // ROUTE-13: a followed link (placed by the table, or taken by the host) leaves the popup it is in
  // (the after-login popup, the announcements, a message), which closes as its × closes it: its own
  // close runs (ANN-11 marks the announcements closed) and focus goes back where it was, from where
  // the section dialog the link opens takes it. A popup the member must not dismiss stays.
  if (path && followLink(event, path, hostOf(box))) closeModalOf(box)
}
