// One chunk for the shared runtime: every lazy section reaches all of it (see issue-5 note).
import '../../kit/runtime'
import { useStore } from '@nanostores/react'
import { $member } from '../../../core/stores/session'
import { useT } from '../../kit/use-t'
import type { PageProps } from '../page'
import { toHref } from '../router'

/**
 * ROUTE-11: the agent centre, without the normal header. NS-29: its sections (team, downline, salary
 * contracts …) have no calls in the spec and are not built; the page is the agent's landing only.
 */
export default function AgentHome(_props: PageProps) {
  const t = useT()
  const member = useStore($member)
  return (
    <section className="site-page site-agent" part="agent-centre">
      <header className="site-agent-header">
        <h1 className="lk-title">{t('site_agent_centre')}</h1>
        {member && <p part="account">{member.account}</p>}
        <a className="lk-button lk-button--secondary" href={toHref('/')}>
          {t('site_agent_back')}
        </a>
      </header>
    </section>
  )
}
