import { useEffect, useMemo, useState } from 'react'
import { useStore } from '@nanostores/react'
import { $session } from '../../core/stores/session'
import type { WidgetBaseProps } from '../kit/define-widget'
import { LoginNeeded, Refusal, useSectionLinks } from '../kit/section/gate'
import { useT } from '../kit/use-t'
import AgentHome from '../lobbykit-site/pages/agent/agent-home'
import '../lobbykit-site/messages'
import './en'

export interface AgentCentreProps {
  /** One agent page alone (`overview`, `downline`, `team-bets`, `income`, `contracts` …). */
  section?: string
  /** Without `section`: the page the whole centre opens on (else `?tab=` of the address). */
  open?: string
}

/**
 * `<agent-centre>` (ROUTE-11, AGENT-1..): one agent page with `section`, else the whole centre with
 * its bar and navigation, on any page; a visitor gets the login dialog, a member who is not an agent
 * is told so (ROUTE-12). The standalone site renders this element for /agentHome.
 */
export function AgentCentreElement({ host, section, open }: AgentCentreProps & WidgetBaseProps) {
  const t = useT()
  const session = useStore($session)
  const [tab, setTab] = useState<string | null>(() => open ?? new URLSearchParams(location.search).get('tab'))
  useEffect(() => {
    if (open !== undefined) setTab(open)
  }, [open])
  useSectionLinks(host, '/agentHome', section ? null : setTab)
  const shown = section ?? tab
  const query = useMemo(() => new URLSearchParams(shown ? { tab: shown } : {}), [shown])
  if (session.status !== 'loggedIn') return <LoginNeeded />
  if (!session.isAgent) return <Refusal text={t('agent_centre_not_agent')} />
  return <AgentHome query={query} alone={Boolean(section)} />
}
