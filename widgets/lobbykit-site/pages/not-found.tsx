import { useT } from '../../kit/use-t'
import type { PageProps } from '../routing/page-props'
import { toHref } from '../routing/router'
import { useDocumentTitle } from '../routing/document-title'

/** A path no route of spec §2 names. */
export default function NotFound({ path }: PageProps) {
  const t = useT()
  useDocumentTitle(t('site_not_found_title'))
  return (
    <section className="site-page" part="not-found">
      <h1 className="lk-title">{t('site_not_found_title')}</h1>
      <p>{t('site_not_found_text', [path])}</p>
      <a className="lk-button lk-button--primary" href={toHref('/')}>
        {t('site_back_home')}
      </a>
    </section>
  )
}
