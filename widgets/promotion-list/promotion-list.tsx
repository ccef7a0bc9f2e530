import { useMemo } from 'react'
import type { WidgetBaseProps } from '../kit/define-widget'
import { useSectionLinks } from '../kit/section/gate'
import Promotions from '../lobbykit-site/pages/promotions'
import '../lobbykit-site/messages'

/** `<promotion-list>` has no attributes of its own. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface PromotionListProps {}

/**
 * `<promotion-list>` (ROUTE-9, PROMO-1..): the promotions page on any page — the list, each
 * promotion's details, apply (a visitor is sent to the login dialog when applying needs it). The
 * standalone site renders this element for /promotions.
 */
export function PromotionListElement({ host }: WidgetBaseProps) {
  useSectionLinks(host, '/promotions', null)
  const query = useMemo(() => new URLSearchParams(location.search), [])
  return <Promotions path="/promotions" query={query} hash="" />
}
