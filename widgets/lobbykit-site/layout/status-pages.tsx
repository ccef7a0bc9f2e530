import { useStore } from '@nanostores/react'
import type { CustomerServiceEntry } from '../../../core/api/types'
import { $locale } from '../../../core/stores/locale'
import { $system } from '../../../core/stores/system'
import { useT } from '../../kit/use-t'
import { formatDate } from '../../../core/format'
import { safeUrl } from '../../../core/safe-url'

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

/** SYS-15: title, optional end time in the local locale, info text, customer-service button. */
export function MaintenancePage() {
  const t = useT()
  const answer = useStore($system).answer
  const lang = useStore($locale)
  const end = answer?.maintenanceEnd
  const when =
    typeof end === 'number' ? formatDate(end, lang, { dateStyle: 'full', timeStyle: 'short' }) : null
  return (
    <main className="site-status" part="maintenance">
      <h1 className="lk-title">{answer?.maintenanceTitle || t('system_maintenance')}</h1>
      {when && <p part="maintenance-end">{t('site_maintenance_end', [when])}</p>}
      <p>{answer?.maintenanceInfo || t('game_maintenance')}</p>
      <ServiceButton />
    </main>
  )
}

/** SYS-16: the visitor's IP address, info text, customer-service button. */
export function RegionPage() {
  const t = useT()
  const answer = useStore($system).answer
  return (
    <main className="site-status" part="region-blocked">
      <h1 className="lk-title">{t('access_restricted')}</h1>
      {answer?.location.ip && <p part="ip">{t('site_region_ip', [answer.location.ip])}</p>}
      <p>{answer?.regionInfo || t('access_restricted')}</p>
      <ServiceButton />
    </main>
  )
}
