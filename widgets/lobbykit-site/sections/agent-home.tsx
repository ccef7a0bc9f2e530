// One chunk for the shared runtime: every lazy section reaches all of it (see issue-5 note).
import '../../kit/runtime'
import { useStore } from '@nanostores/react'
import { $member } from '../../../core/stores/session'
import { useT } from '../../kit/use-t'
import type { PageProps } from '../page'
import { toHref } from '../router'

/** The agent centre pages of spec §2 (salary entries depend on contract flags, FLAG-24..27). */
const AGENT_SECTIONS = ['announcement', 'overview', 'register', 'downline', 'betting', 'transfers', 'loss', 'income', 'details', 'contracts'] as const

/** ROUTE-11: the agent centre, without the normal header; NS-29: named sections say they are not offered yet. */
export default function AgentHome({ query }: PageProps) {
  const t = useT()
  const member = useStore($member)
  const tab = AGENT_SECTIONS.find((s) => s === query.get('tab')) ?? 'overview'
  return (
    <section className="site-page site-agent" part="agent-centre">
      <header className="site-agent-header">
        <h1 className="lk-title">{t('site_agent_centre')}</h1>
        {member && <p part="account">{member.account}</p>}
        <a className="lk-button lk-button--secondary" href={toHref('/')}>
          {t('site_agent_back')}
        </a>
      </header>
      <p>{t('site_agent_home_text')}</p>
      <div className="site-centre-body">
        <nav aria-label={t('site_sections')}>
          <ul part="agent-sections">
            {AGENT_SECTIONS.map((s) => (
              <li key={s}>
                <a href={toHref(`/agentHome?tab=${s}`)} aria-current={s === tab ? 'page' : undefined}>
                  {t(`site_ag_${s}`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <article className="site-section" data-section={tab}>
          <h2>{t(`site_ag_${tab}`)}</h2>
          <p>{t('site_section_soon')}</p>
        </article>
      </div>
    </section>
  )
}
