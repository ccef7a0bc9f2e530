import { useEffect, useState } from 'react'
import { useStore } from '@nanostores/react'
import { $session } from '../../core/stores/session'
import type { WidgetBaseProps } from '../kit/define-widget'
import { LoginNeeded, Refusal, useSectionLinks } from '../kit/section/gate'
import { useT } from '../kit/use-t'
import { MemberCentre } from '../lobbykit-site/pages/member/member-centre'
import '../lobbykit-site/messages'

export interface MemberCentreProps {
  /** One section alone (`deposit`, `withdraw`, `betting-record`, `points` …). */
  section?: string
  /** Without `section`: the section the whole centre opens on (else `?tab=` of the address). */
  open?: string
}

/**
 * `<member-centre>` (ROUTE-13, MEMBER-1..): one section with `section`, else the whole centre with
 * its navigation, on any page; a visitor gets the login dialog, a trial member is told (ROLE-8). The
 * standalone site renders this element for /member, /pointMall, /referral and /responsible-gaming.
 */
export function MemberCentreElement({ host, section, open }: MemberCentreProps & WidgetBaseProps) {
  const t = useT()
  const session = useStore($session)
  const [tab, setTab] = useState<string | null>(() => open ?? new URLSearchParams(location.search).get('tab'))
  useEffect(() => {
    if (open !== undefined) setTab(open)
  }, [open])
  useSectionLinks(host, '/member', section ? null : setTab)
  if (session.status !== 'loggedIn') return <LoginNeeded />
  if (session.isTrial) return <Refusal text={t('in_need_true_account')} />
  return section ? <MemberCentre tab={section} alone /> : <MemberCentre tab={tab} />
}
