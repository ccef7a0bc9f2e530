import { useLayoutEffect } from 'react'
import { useStore } from '@nanostores/react'
import { $config, configure } from '../../../core/config'
import { $session } from '../../../core/stores/session'
import { useT } from '../../kit/use-t'
import type { PageProps } from '../page'
import { Element } from './element'
import { safeHref } from './format'
import { PageFrame } from './page'
import { useSystem } from './system-state'

/**
 * /agent: the agent login page — landing text, the consultation hours (ROUTE-9, ROUTE-10; NS-35: the
 * spec gives no time zone, so the hours are shown as the operator wrote them) and `<member-login>`
 * in agent mode: agents only, no social or free-play login, on to the agent centre (LOGIN-11, LOGIN-26).
 */
export default function AgentPage(_: PageProps) {
  const t = useT()
  const session = useStore($session)
  const agentHome = useStore($config).agentHome
  const service = safeHref(useSystem().answer?.info.customerService?.[0]?.path)

  // The page is the agent login page only while it is shown.
  useLayoutEffect(() => {
    const before = $config.get().agent
    configure({ agent: true })
    return () => configure({ agent: before })
  }, [])

  return (
    <PageFrame name="agent" title={t('pg_agent_title')}>
      <div className="lk-agent">
        <div className="lk-stack">
          <p>{t('pg_agent_landing')}</p>
          <ul className="lk-steps">
            <li>{t('pg_agent_point_1')}</li>
            <li>{t('pg_agent_point_2')}</li>
            <li>{t('pg_agent_point_3')}</li>
          </ul>
          <p className="lk-card lk-hours" part="hours">{t('pg_agent_hours')}</p>
          {service && (
            <a className="lk-button lk-button--secondary" href={service} target="_blank" rel="noopener noreferrer">
              {t('pg_agent_contact')}
            </a>
          )}
          {session.isAgent && (
            <a className="lk-button lk-button--primary" href={agentHome} part="agent-home">
              {t('pg_agent_centre')}
            </a>
          )}
        </div>
        <Element tag="member-login" />
      </div>
    </PageFrame>
  )
}
