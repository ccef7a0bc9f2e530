import { useEffect, useState } from 'react'
import { useStore } from '@nanostores/react'
import { errorMessageOf } from '../../core/errors'
import { $system, reloadSystem, SystemStatus } from '../../core/stores/system'
import type { WidgetBaseProps } from '../kit/define-widget'
import { useT } from '../kit/use-t'
import './messages'
import { interceptLinks, startRouter } from './routing/router'
import { setSiteHost } from './routing/page-props'
import { Site } from './layout/site-layout'
import { MaintenancePage, RegionPage } from './layout/status-pages'
import { followStatusLanguage } from './layout/status-language'

export interface LobbykitSiteProps {
  /** The path the site lives under (`/casino`); default the origin's root. */
  base?: string
}

/** The loader's `observe` hook, for lobbykit tags inside this shadow root. */
function observe(root: ShadowRoot | null): void {
  const lobbykit = (window as Window & { lobbykit?: (...args: unknown[]) => Promise<unknown> }).lobbykit
  if (root && lobbykit) lobbykit('observe', root).catch(() => {})
}

/** The standalone site: router, then the page by system status (SYS-10, SYS-14..16). */
export function LobbykitSite({ host, base }: LobbykitSiteProps & WidgetBaseProps) {
  const t = useT()
  const system = useStore($system)
  const [retrying, setRetrying] = useState(false)

  useEffect(() => startRouter(base ?? ''), [base])
  useEffect(followStatusLanguage, [])
  useEffect(() => {
    setSiteHost(host)
    const root = host.shadowRoot
    observe(root)
    const release = root ? interceptLinks(root) : undefined
    return () => {
      setSiteHost(null)
      release?.()
    }
  }, [host])

  // SYS-10: nothing renders by status before the status is known.
  if (!system.loaded) {
    return (
      <div className="site-boot" role="status">
        <span className="lk-spinner" aria-hidden="true" />
        <span>{t('loading')}</span>
      </div>
    )
  }
  if (system.error && !system.answer) {
    const retry = () => {
      setRetrying(true)
      void reloadSystem().finally(() => setRetrying(false))
    }
    return (
      <main className="site-status" part="status-page">
        <h1 className="lk-title">{t('site_platform_down')}</h1>
        <p role="alert">{errorMessageOf(system.error)}</p>
        <button
          type="button"
          className="lk-button lk-button--primary"
          disabled={retrying}
          aria-busy={retrying || undefined}
          onClick={retry}
        >
          {t('retry')}
        </button>
      </main>
    )
  }
  if (system.status === SystemStatus.Maintenance) return <MaintenancePage />
  if (system.status === SystemStatus.Region) return <RegionPage />
  return <Site />
}
