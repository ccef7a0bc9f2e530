import { createElement } from 'react'
import { useT } from '../../kit/use-t'
import type { PageProps } from '../routing/page-props'
import { tagName } from '../routing/tags'
import { useDocumentTitle } from '../routing/document-title'

/**
 * ROUTE-8: the forgot-password page, the `<forgot-password>` widget inline. The widget's card shows
 * the heading; the page's own is for assistive technology's outline only, so nobody sees it twice.
 */
export default function ForgetPage(_props: PageProps) {
  const t = useT()
  useDocumentTitle(t('site_forget'))
  return (
    <section className="site-page" part="forget">
      <h1 className="lk-visually-hidden">{t('site_forget')}</h1>
      {createElement(tagName('forgot-password'), null, <p>{t('site_widget_missing')}</p>)}
    </section>
  )
}
