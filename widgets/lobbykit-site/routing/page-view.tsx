import { createElement, useEffect, useState, type ComponentType } from 'react'
import { useT } from '../../kit/use-t'
import type { PageProps } from './page-props'
import { PAGE_MODULES } from './page-modules'
import type { SiteLocation } from './router'
import type { PageKey } from './routes'
import { tagName } from './tags'
import { useDocumentTitle } from './document-title'
import { ServiceButton } from '../layout/status-pages'
import { toHref } from './router'
import { PAGE_TIMEOUT_MS } from '../../../core/constants'

type Loaded = { key: string; Page: ComponentType<PageProps> } | { key: string; error: 'missing' | 'timeout' }

function withTimeout<T>(promise: Promise<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), PAGE_TIMEOUT_MS)
    promise.then(resolve, reject).finally(() => clearTimeout(timer))
  })
}

/** The page of the current route, imported when first needed; a failed import says so with Try again. */
export function PageView({
  page,
  location,
  missing,
}: {
  page: PageKey | 'register' | 'login'
  location: SiteLocation
  /** The form's widget is not in this bundle (its popup could not open): say so instead. */
  missing?: boolean
}) {
  const t = useT()
  const [loaded, setLoaded] = useState<Loaded | null>(null)
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    if (page === 'register' || page === 'login') return
    let live = true
    withTimeout(PAGE_MODULES[page]()).then(
      (mod) => live && setLoaded({ key: page, Page: mod.default }),
      (error: Error) => {
        console.error(`[lobbykit] the ${page} page could not be loaded`, error)
        if (live) setLoaded({ key: page, error: error.message === 'timeout' ? 'timeout' : 'missing' })
      },
    )
    return () => {
      live = false
    }
  }, [page, attempt])

  if (page === 'register' || page === 'login') return <FormPage form={page} missing={missing} />
  if (!loaded || loaded.key !== page) {
    return (
      <div className="site-boot" role="status">
        <span className="lk-spinner" aria-hidden="true" />
        <span>{t('loading')}</span>
      </div>
    )
  }
  if ('error' in loaded) {
    return (
      <div className="site-page" role="alert">
        <p>{t(loaded.error === 'timeout' ? 'timeout' : 'site_page_failed')}</p>
        <button
          type="button"
          className="lk-button lk-button--primary"
          onClick={() => setAttempt(attempt + 1)}
        >
          {t('retry')}
        </button>
      </div>
    )
  }
  return createElement(loaded.Page, { path: location.path, query: location.query, hash: location.hash })
}

/**
 * ROUTE-5, ROUTE-7: the login and registration pages — on a narrow screen or with `?page`, and the
 * registration page when the register popup cannot open over home (NS-12): the element inline.
 */
function FormPage({ form, missing }: { form: 'login' | 'register'; missing?: boolean }) {
  const t = useT()
  const title = t(form === 'login' ? 'site_login' : 'site_register_page')
  useDocumentTitle(title)
  // The widget's card shows the heading; the page's own is for assistive technology's outline only.
  return (
    <section className="site-page" part={form === 'login' ? 'login-page' : 'register-page'}>
      <h1 className="lk-visually-hidden">{title}</h1>
      {missing ? (
        // NS-12: the bundle has no such widget; no element is made that nothing would upgrade.
        <div className="site-status" role="status" part="widget-missing">
          <p>{t('site_widget_missing')}</p>
          <ServiceButton />
          <a className="lk-button lk-button--secondary" href={toHref('/')}>
            {t('site_back_home')}
          </a>
        </div>
      ) : (
        createElement(
          tagName(form === 'login' ? 'member-login' : 'member-register'),
          null,
          <p>{t('site_widget_missing')}</p>,
        )
      )}
    </section>
  )
}
