/**
 * The site's section routes render the section elements an operator embeds on its own pages, so each
 * section has one implementation (DESIGN "Embedding"): /member, /pointMall, /referral and
 * /responsible-gaming render `<member-centre>` (ROUTE-13, ROUTE-19, ROUTE-28), /agentHome
 * `<agent-centre>` (ROUTE-11), /promotions `<promotion-list>` (ROUTE-9), the lottery paths
 * `<lottery-hall>` (ROUTE-25..27). The loader defines each element as it does in any page.
 */
import { NestedElement } from '../../kit/nested-element'
import type { PageProps } from './page-props'
import { useT } from '../../kit/use-t'
import { useDocumentTitle } from './document-title'

/** The section a member-centre path opens on; the plain /member follows `?tab=`. */
const MEMBER_PATH_SECTIONS: Record<string, string> = {
  '/pointmall': 'points',
  '/referral': 'referral',
  '/responsible-gaming': 'responsible-gaming',
}

/** The prize mode of each lottery path (ROUTE-25, ROUTE-26). */
const LOTTERY_PATH_MODES: Record<string, string> = { '/sealottery': 'SEA', '/vnlottery': 'VN' }

export function MemberCentrePage({ path, query }: PageProps) {
  // `open` is always given, so a link back to the plain centre (no ?tab=) shows its facts again.
  const open = MEMBER_PATH_SECTIONS[path.toLowerCase()] ?? query.get('tab') ?? ''
  useDocumentTitle(useT()('site_member_centre'))
  return <NestedElement tag="member-centre" open={open} />
}

export function AgentCentrePage({ query }: PageProps) {
  useDocumentTitle(useT()('site_agent_centre'))
  return <NestedElement tag="agent-centre" open={query.get('tab') ?? ''} />
}

// The promotions and the lottery read their query (a promotion's id, a game code) from the address
// when they start: a new address gives a new element.
export function PromotionsPage({ query }: PageProps) {
  useDocumentTitle(useT()('site_promotions'))
  return <NestedElement key={query.toString()} tag="promotion-list" />
}

export function LotteryPage({ path, query }: PageProps) {
  const mode = LOTTERY_PATH_MODES[path.toLowerCase()]
  useDocumentTitle(useT()('game_type_LOTT'))
  return <NestedElement key={`${path}?${query.toString()}`} tag="lottery-hall" mode={mode} />
}
