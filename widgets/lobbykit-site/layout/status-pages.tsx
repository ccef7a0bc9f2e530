import { useState, type ReactNode } from 'react'
import { useStore } from '@nanostores/react'
import type { CustomerServiceEntry } from '../../../core/api/types'
import { $locale } from '../../../core/stores/locale'
import { $system, reloadSystem } from '../../../core/stores/system'
import { useT } from '../../kit/use-t'
import { formatDate } from '../../../core/format'
import { safeUrl } from '../../../core/safe-url'
import { useDocumentTitle } from '../routing/document-title'
import { Logo } from './header'

/** The first customer-service entry of the permission answer (spec §3 Customer service entry). */
export function useCustomerService(): CustomerServiceEntry | null {
  const entry = useStore($system).answer?.info.customerService[0]
  // The server's link reaches `href` only through safeUrl.
  const path = safeUrl(entry?.path, { contact: true })
  return entry && path ? { ...entry, path } : null
}

/** A link that opens customer service (mail, chat) outside the site. */
export function ServiceButton({ className = 'lk-button lk-button--primary' }: { className?: string }) {
  const t = useT()
  const service = useCustomerService()
  if (!service) return null
  const external = /^https?:/i.test(service.path)
  return (
    <a
      className={className}
      href={service.path}
      part="customer-service"
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {t('site_customer_service')}
    </a>
  )
}

/**
 * The frame of a page shown instead of the site (SYS-15, SYS-16): the brand's logo (HDR-1), the
 * heading, what the server says, how to reach customer service, and Try again — the status is asked
 * for again, and the site comes back by itself once the platform is open.
 */
function StatusFrame({ part, title, children }: { part: string; title: string; children: ReactNode }) {
  const t = useT()
  const [retrying, setRetrying] = useState(false)
  const [still, setStill] = useState(false)
  useDocumentTitle(title)
  const retry = () => {
    setRetrying(true)
    setStill(false)
    void reloadSystem().finally(() => {
      setRetrying(false)
      setStill(true)
    })
  }
  return (
    <div className="site-status-page">
      <main className="site-status" part={part}>
        <Logo />
        <h1 className="lk-title" dir="auto">
          {title}
        </h1>
        {children}
        <SupportLinks />
        <button
          type="button"
          className="lk-button lk-button--secondary"
          part="try-again"
          disabled={retrying}
          aria-busy={retrying || undefined}
          onClick={retry}
        >
          {t('retry')}
        </button>
        <p className="lk-small lk-muted" role="status">
          {still ? t('site_status_still') : ''}
        </p>
      </main>
    </div>
  )
}

/** Every customer-service entry of brand config (e-mail, chat …), each link through safeUrl. */
function SupportLinks() {
  const t = useT()
  const entries = useStore($system).answer?.info.customerService ?? []
  const links = entries.flatMap((entry) => {
    const href = safeUrl(entry.path, { contact: true })
    return href ? [{ ...entry, href }] : []
  })
  if (!links.length) return null
  return (
    <section className="site-status-support" aria-labelledby="site-status-support">
      <h2 id="site-status-support" className="lk-small">
        {t('site_status_contact')}
      </h2>
      <ul>
        {links.map((link, i) => {
          const mail = /^mailto:/i.test(link.href)
          return (
            <li key={link.href}>
              <a
                className={i ? 'lk-button lk-button--secondary' : 'lk-button lk-button--primary'}
                href={link.href}
                part="customer-service"
                {...(/^https?:/i.test(link.href) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                <span dir="auto">{link.title || t('site_customer_service')}</span>
                {mail && (
                  <span className="site-status-address" dir="ltr">
                    {decodeURIComponent(link.href.slice(7).split('?')[0] ?? '')}
                  </span>
                )}
              </a>
            </li>
          )
        })}
      </ul>
    </section>
  )
}

/** SYS-15: the server's title and reason, the end time in the local locale when it is known. */
export function MaintenancePage() {
  const t = useT()
  const answer = useStore($system).answer
  const lang = useStore($locale)
  const end = answer?.maintenanceEnd
  const when =
    typeof end === 'number' ? formatDate(end, lang, { dateStyle: 'full', timeStyle: 'short' }) : null
  return (
    <StatusFrame part="maintenance" title={answer?.maintenanceTitle || t('system_maintenance')}>
      <p part="reason" dir="auto">
        {answer?.maintenanceInfo || t('game_maintenance')}
      </p>
      {when && <p part="maintenance-end">{t('site_maintenance_end', [when])}</p>}
    </StatusFrame>
  )
}

/** SYS-16: the server's reason and the visitor's IP address. */
export function RegionPage() {
  const t = useT()
  const answer = useStore($system).answer
  return (
    <StatusFrame part="region-blocked" title={t('access_restricted')}>
      <p part="reason" dir="auto">
        {answer?.regionInfo || t('access_restricted')}
      </p>
      {answer?.location.ip && (
        <p part="ip" className="lk-small lk-muted">
          {t('site_region_ip', [answer.location.ip])}
        </p>
      )}
    </StatusFrame>
  )
}
