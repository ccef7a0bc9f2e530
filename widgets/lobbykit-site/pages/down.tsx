import { useState } from 'react'
import { useStore } from '@nanostores/react'
import { requestExchangeCode } from '../../../core/api/exchange'
import { fetchAppDownloads, type AppBuild } from '../../../core/api/site'
import { errorMessageOf } from '../../../core/errors'
import { safeUrl } from '../../../core/safe-url'
import { $session } from '../../../core/stores/session'
import { useT } from '../../kit/use-t'
import type { PageProps } from '../routing/page-props'
import { safeHref } from '../shared/safe-link'
import { LoadState } from '../shared/load-state'
import { PageFrame } from '../shared/page-frame'
import { useLoad } from '../shared/use-load'

const GUIDE_STEPS = [1, 2, 3, 4] as const

/** /down: the iOS and Android apps, each with its install guide (ROUTE-21, SYS-4). */
export default function DownPage(_: PageProps) {
  const t = useT()
  const apps = useLoad(fetchAppDownloads)
  const platforms = [
    { key: 'ios', name: t('pg_down_ios'), build: apps.data?.ios },
    { key: 'android', name: t('pg_down_android'), build: apps.data?.android },
  ] as const
  return (
    <PageFrame name="down" title={t('pg_down_title')}>
      <LoadState state={apps} empty={!apps.data} />
      <ul className="lk-cards">
        {platforms.map(({ key, name, build }) => (
          <li key={key} className="lk-card" data-platform={key}>
            <h2>{name}</h2>
            {build && <Download name={name} build={build} />}
            <h3 className="lk-small lk-muted">{t('pg_down_guide')}</h3>
            <ol className="lk-steps" part={`guide-${key}`}>
              {GUIDE_STEPS.map((n) => (
                <li key={n}>{t(`pg_down_${key}_${n}`)}</li>
              ))}
            </ol>
          </li>
        ))}
      </ul>
    </PageFrame>
  )
}

function Download({ name, build }: { name: string; build: AppBuild }) {
  const t = useT()
  const session = useStore($session)
  const [failure, setFailure] = useState<unknown>(null)
  const href = safeHref(build.url)
  // MENU-20, C-5: a member's app link carries a one-time exchange code (single use, 60 s), minted at
  // the click, never the session token; the app trades it for a session of its own.
  const member = session.status === 'loggedIn' && !session.isTrial
  const open = (event: { preventDefault(): void }) => {
    if (!member || !href) return
    event.preventDefault()
    setFailure(null)
    requestExchangeCode().then(({ code }) => {
      const url = new URL(href, location.href)
      url.searchParams.set('token', code)
      const safe = safeUrl(url.href)
      if (safe) location.assign(safe)
    }, setFailure)
  }
  return (
    <>
      <p className="lk-small lk-muted">{t('pg_down_version', [build.version, build.minOs])}</p>
      {href && (
        <a className="lk-button lk-button--primary" href={href} rel="noopener" part="download" onClick={open}>
          {t('pg_down_get', [name])}
        </a>
      )}
      {failure != null && (
        <p className="lk-form-error" role="alert">
          {errorMessageOf(failure)}
        </p>
      )}
    </>
  )
}
