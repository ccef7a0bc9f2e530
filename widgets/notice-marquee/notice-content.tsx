// An opened notice of the notice popup (API-64): its content, asked by id when it is opened, shown
// through the sanitiser (C-7); a failure says so and offers a retry (ERR-3). A chunk of its own,
// fetched the first time a notice is opened.
import { useEffect, useState } from 'react'
import { fetchAnnouncementContent, type AnnouncementContent } from '../../core/api/announcement-content'
import { errorMessageOf } from '../../core/errors'
import { Button } from '../kit/button'
import { ServerHtml } from '../kit/server-html'
import { useT } from '../kit/use-t'

type State =
  { state: 'loading' } | { state: 'ready'; item: AnnouncementContent } | { state: 'error'; error: unknown }

export function NoticeContent({ id, contentId }: { id: number; contentId: string }) {
  const t = useT()
  const [attempt, setAttempt] = useState(0)
  const [load, setLoad] = useState<State>({ state: 'loading' })
  useEffect(() => {
    const controller = new AbortController()
    setLoad({ state: 'loading' })
    fetchAnnouncementContent(id, controller.signal).then(
      (item) => setLoad({ state: 'ready', item }),
      (error: unknown) => !controller.signal.aborted && setLoad({ state: 'error', error }),
    )
    return () => controller.abort()
  }, [id, attempt])
  if (load.state === 'loading')
    return (
      <p id={contentId} role="status">
        <span className="lk-spinner lk-spinner--inline" aria-hidden="true" /> {t('loading')}
      </p>
    )
  if (load.state === 'error')
    return (
      <div id={contentId}>
        <p className="lk-form-error" role="alert">
          {errorMessageOf(load.error)}
        </p>
        <Button onClick={() => setAttempt(attempt + 1)}>{t('retry')}</Button>
      </div>
    )
  return <ServerHtml id={contentId} className="lk-html" part="notice-content" html={load.item.content} />
}
