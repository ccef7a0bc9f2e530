import { useT } from '../../kit/use-t'
import type { PageProps } from '../routing/page-props'
import { CopyButton } from '../shared/copy-button'
import { safeHref } from '../shared/safe-link'
import { PageFrame } from '../shared/page-frame'
import { SystemState, useSystem } from '../shared/system-state'
import { SPEED_MAX_DOMAINS } from '../../../core/constants'

/** Only web addresses are offered as mirrors (a server typo must not become a javascript: link). */
function webUrl(domain: string): URL | null {
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(domain) ? domain : `https://${domain}`)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null
  } catch {
    return null
  }
}

/** The mirror list: 'Official Mirror List', a bookmark hint and a verify-agent link (PAGE-1..3, SYS-6). */
export default function MirrorPage(_: PageProps) {
  const t = useT()
  const system = useSystem()
  const info = system.answer?.info
  const domains = (info?.domainRoute ?? [])
    .slice(0, SPEED_MAX_DOMAINS)
    .map((route) => webUrl(route.domainName))
    .filter((url): url is URL => url !== null)
  const service = safeHref(info?.customerService?.[0]?.path)
  return (
    <PageFrame name="mirror" title={t('pg_mirror_title')}>
      <p className="lk-card" part="bookmark-hint">
        {t('pg_mirror_bookmark')}
      </p>
      <SystemState system={system} />
      {system.loaded && !system.error && !domains.length && (
        <p className="lk-page-state lk-muted">{t('no_data')}</p>
      )}
      <ul className="lk-domains">
        {domains.map((url) => (
          <li key={url.href} className="lk-domain lk-card" part="domain">
            <span className="lk-domain-name">{url.host}</span>
            <a
              className="lk-button lk-button--secondary"
              href={url.href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${t('pg_mirror_open')}: ${url.host}`}
            >
              {t('pg_mirror_open')}
            </a>
            <CopyButton value={url.origin} label={url.host} />
          </li>
        ))}
      </ul>
      <div className="lk-card">
        <p>{t('pg_mirror_verify_hint')}</p>
        {/* PAGE-3: customer service verifies a representative; without one configured, the help centre */}
        <a
          className="lk-button lk-button--primary"
          href={service ?? '/help'}
          {...(service ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          part="verify-agent"
        >
          {t('pg_mirror_verify')}
        </a>
      </div>
    </PageFrame>
  )
}
