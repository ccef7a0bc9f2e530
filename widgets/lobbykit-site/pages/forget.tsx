import { createElement } from 'react'
import { useT } from '../../kit/use-t'
import type { PageProps } from '../routing/page-props'
import { tagName } from '../routing/tags'

/** ROUTE-8: the forgot-password page, the `<forgot-password>` widget inline. */
export default function ForgetPage(_props: PageProps) {
  const t = useT()
  return (
    <section className="site-page" part="forget">
      <h1 className="lk-title">{t('site_forget')}</h1>
      {createElement(tagName('forgot-password'), null, <p>{t('site_widget_missing')}</p>)}
    </section>
  )
}
