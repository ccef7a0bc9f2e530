/**
 * A rarely needed part of a widget (the SMS login fields, the forced password change, the captcha
 * image) as a chunk of its own, fetched the first time it is rendered: the five widgets of a page
 * load less for their first render (DESIGN "Budgets"). A spinner shows while it loads; a chunk that
 * cannot be loaded says so and offers a retry, and nothing the user typed elsewhere is lost.
 */
import { createElement, useEffect, useState, type ComponentType } from 'react'
import { Button } from './button'
import { useT } from './use-t'

export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let pending: Promise<ComponentType<P>> | undefined
  let ready: ComponentType<P> | undefined
  const fetchPart = () =>
    (pending ??= load().then(
      (part) => (ready = part),
      (error: unknown) => {
        pending = undefined // tried again on the next render or retry
        throw error
      },
    ))

  return function LazyPart(props: P) {
    const t = useT()
    const [failed, setFailed] = useState(false)
    const [, setLoaded] = useState(false)
    useEffect(() => {
      if (ready || failed) return
      let live = true
      fetchPart().then(
        () => live && setLoaded(true),
        () => live && setFailed(true),
      )
      return () => {
        live = false
      }
    }, [failed])
    if (ready) return createElement(ready, props)
    if (failed) {
      return (
        <div className="lk-form-error" role="alert">
          <p>{t('chunk_missing')}</p>
          <Button onClick={() => setFailed(false)}>{t('retry')}</Button>
        </div>
      )
    }
    return <span className="lk-spinner lk-spinner--inline" role="status" aria-label={t('loading')} />
  }
}
