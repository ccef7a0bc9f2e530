import { useLayoutEffect } from 'react'
import { useStore } from '@nanostores/react'
import { $config, configure } from '../../../../core/config'
import { $session } from '../../../../core/stores/session'
import { useT } from '../../../kit/use-t'
import type { PageProps } from '../../routing/page-props'
import { $location } from '../../routing/router'
import { Element } from '../../shared/element'
import { safeHref } from '../../shared/safe-link'
import { PageFrame } from '../../shared/page-frame'
import { useSystem } from '../../shared/system-state'

let leave: (() => void) | undefined

/**
 * The site is the agent login page from the moment this page shows until the address leaves its
 * path. Not tied to the component's life: the site may re-create the page while a login finishes
 * (LOGIN-26 reads the mode then to go on to the agent centre).
 */
function enterAgentMode(path: string): void {
  if (!leave) {
    const before = $config.get().agent
    const stop = $location.listen((next) => {
      if (next.path.toLowerCase() === path.toLowerCase()) return
      stop()
      leave = undefined
      configure({ agent: before })
    })
    leave = stop
  }
  configure({ agent: true })
}

/**
 * /agent: the agent login page — landing text, the consultation hours (ROUTE-9, ROUTE-10; NS-35: the
 * spec gives no time zone, so the hours are shown as the operator wrote them) and `<member-login>`
 * in agent mode: agents only, no social or free-play login, on to the agent centre (LOGIN-11, LOGIN-26).
 */
export default function AgentPage({ path }: PageProps) {
  const t = useT()
  const session = useStore($session)
  const agentHome = useStore($config).agentHome
  const service = safeHref(useSystem().answer?.info.customerService?.[0]?.path)

  useLayoutEffect(() => enterAgentMode(path), [path])

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
          <p className="lk-card lk-hours" part="hours">
            {t('pg_agent_hours')}
          </p>
          {service && (
            <a
              className="lk-button lk-button--secondary"
              href={service}
              target="_blank"
              rel="noopener noreferrer"
            >
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
