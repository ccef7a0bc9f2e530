import { useEffect, useState } from 'react'
import { useStore } from '@nanostores/react'
import { $locale } from '../../../core/stores/locale'

/** What a page's server call has given so far. */
export interface Loaded<T> {
  data: T | undefined
  error: unknown
  loading: boolean
  /** Asks again (the "Try again" button). */
  reload(): void
  /** Replaces the data (after an action answered the new state). */
  set(data: T): void
}

/**
 * Runs `load` when the page opens, when the language changes (the server answers in it) and when
 * `key` changes; a newer run replaces an older one, which is aborted.
 */
export function useLoad<T>(load: (signal: AbortSignal) => Promise<T>, key: unknown = ''): Loaded<T> {
  const lang = useStore($locale)
  const [attempt, setAttempt] = useState(0)
  const [state, setState] = useState<{ data?: T; error: unknown; loading: boolean }>({
    error: null,
    loading: true,
  })
  useEffect(() => {
    // A page that closes (or asks again) gives up its call: nobody waits for the answer any more.
    const controller = new AbortController()
    const live = () => !controller.signal.aborted
    setState((s) => ({ ...s, error: null, loading: true }))
    load(controller.signal).then(
      (data) => live() && setState({ data, error: null, loading: false }),
      (error: unknown) => live() && setState((s) => ({ ...s, error, loading: false })),
    )
    return () => controller.abort()
  }, [lang, attempt, key])
  return {
    ...state,
    data: state.data,
    reload: () => setAttempt((n) => n + 1),
    set: (data) => setState({ data, error: null, loading: false }),
  }
}
