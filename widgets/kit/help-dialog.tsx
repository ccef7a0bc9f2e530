/**
 * The help popup (POP-7): the help centre's sections (API-62, server HTML through ServerHtml, C-7) in a
 * dialog over the login or registration form, each section a disclosure, so a player stuck on a form
 * reads the answer without leaving what they typed. Loaded as a part of its own (kit/help-popup.ts).
 */
import { useEffect, useState } from 'react'
import { fetchHelpCenter, type HelpSection } from '../../core/api/site'
import { errorMessageOf } from '../../core/errors'
import { Button } from './button'
import { Modal } from './modal'
import { ServerHtml } from './server-html'
import { useT } from './use-t'

type Load =
  { state: 'loading' } | { state: 'ready'; list: HelpSection[] } | { state: 'error'; error: unknown }

export function HelpDialog({ title, onClose }: { title: string; onClose(): void }) {
  const t = useT()
  const [load, setLoad] = useState<Load>({ state: 'loading' })
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    const controller = new AbortController()
    setLoad({ state: 'loading' })
    fetchHelpCenter(controller.signal).then(
      ({ list }) => setLoad({ state: 'ready', list }),
      (error: unknown) => !controller.signal.aborted && setLoad({ state: 'error', error }),
    )
    return () => controller.abort()
  }, [attempt])
  return (
    <Modal open title={title} onClose={onClose} size="lg" part="help-popup">
      {load.state === 'loading' && (
        <span className="lk-spinner lk-spinner--inline" role="status" aria-label={t('loading')} />
      )}
      {load.state === 'error' && (
        <div className="lk-form-error" role="alert">
          <p>{errorMessageOf(load.error)}</p>
          <Button onClick={() => setAttempt(attempt + 1)}>{t('retry')}</Button>
        </div>
      )}
      {load.state === 'ready' && (
        <div className="lk-stack" part="help-sections">
          {load.list.map((section, i) => (
            <details key={section.code} open={i === 0} data-code={section.code}>
              <summary>{section.title}</summary>
              <ServerHtml className="lk-html" html={section.content} />
            </details>
          ))}
        </div>
      )}
    </Modal>
  )
}
