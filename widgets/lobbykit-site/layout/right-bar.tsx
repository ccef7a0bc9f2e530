import { useEffect, useState } from 'react'
import { useStore } from '@nanostores/react'
import { safeUrl } from '../../../core/safe-url'
import { $system } from '../../../core/stores/system'
import { useT } from '../../kit/use-t'
import { toHref } from '../routing/router'
import { useCustomerService } from './status-pages'

/** The resource of `type` (FACEBOOK, TELEGRAM …) from the permission answer, if configured. */
export function useResource(...types: string[]) {
  // Only a resource whose URL passes safeUrl is offered as a link.
  const found = useStore($system).answer?.info.resources.find(
    (r) => types.includes(r.resourceType) && safeUrl(r.url),
  )
  return found ? { ...found, url: safeUrl(found.url) as string } : null
}

/** Whether a form field (in any shadow root) has the focus: the on-screen keyboard is likely up. */
function useTyping(): boolean {
  const [typing, setTyping] = useState(false)
  useEffect(() => {
    const field = (event: Event) => {
      const target = event.composedPath()[0]
      return (
        target instanceof HTMLElement &&
        (target.matches(
          'input:not([type=checkbox],[type=radio],[type=button],[type=submit]), textarea, select',
        ) ||
          target.isContentEditable)
      )
    }
    const onIn = (event: Event) => setTyping(field(event))
    const onOut = (event: Event) => {
      if (field(event)) setTyping(false)
    }
    document.addEventListener('focusin', onIn)
    document.addEventListener('focusout', onOut)
    return () => {
      document.removeEventListener('focusin', onIn)
      document.removeEventListener('focusout', onOut)
    }
  }, [])
  return typing
}

/**
 * MENU-16..19: app download, customer service, Telegram when configured, back to top. On a phone
 * they float over the page's corner (lobbykit-site.css) and step aside while a form field has the
 * focus, so they never cover what is typed.
 */
export function RightBar({ inert }: { inert?: boolean }) {
  const t = useT()
  const typing = useTyping()
  const service = useCustomerService()
  const telegram = useResource('TELEGRAM', 'TELEGRAM1', 'TELEGRAM2')
  const external = { target: '_blank', rel: 'noopener noreferrer' }
  return (
    <aside
      className="site-rightbar"
      part="right-bar"
      aria-label={t('site_right_bar')}
      data-typing={typing || undefined}
      inert={inert}
    >
      {/* MENU-20 / C-5: the download link never carries the session token. */}
      <a
        className="site-fab"
        href={toHref('/down')}
        part="rb-download"
        aria-label={t('site_app_download')}
        title={t('site_app_download')}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path fill="currentColor" d="M11 3h2v9l3-3 1.4 1.4L12 15.8 6.6 10.4 8 9l3 3zM5 18h14v2H5z" />
        </svg>
      </a>
      {service && (
        <a
          className="site-fab"
          href={service.path}
          part="rb-service"
          aria-label={t('site_customer_service')}
          title={t('site_customer_service')}
          {...(/^https?:/i.test(service.path) ? external : {})}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path
              fill="currentColor"
              d="M12 3a8 8 0 0 0-8 8v5a2 2 0 0 0 2 2h2v-6H6v-1a6 6 0 0 1 12 0v1h-2v6h2a2 2 0 0 0 2-2v-5a8 8 0 0 0-8-8z"
            />
          </svg>
        </a>
      )}
      {telegram && (
        <a
          className="site-fab"
          href={telegram.url}
          part="rb-telegram"
          aria-label={t('site_telegram')}
          title={t('site_telegram')}
          {...external}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path fill="currentColor" d="M21 4 3 11l5 2 2 6 3-4 5 4z" />
          </svg>
        </a>
      )}
      <button
        type="button"
        className="site-fab"
        part="rb-top"
        aria-label={t('site_top')}
        title={t('site_top')}
        onClick={() => scrollTo({ top: 0, behavior: 'smooth' })}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path fill="currentColor" d="m12 7-6 6 1.4 1.4L12 9.8l4.6 4.6L18 13z" />
        </svg>
      </button>
    </aside>
  )
}
