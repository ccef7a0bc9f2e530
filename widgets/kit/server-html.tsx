/**
 * The one place server HTML reaches the DOM (C-7): announcements, help sections, promotion details
 * all render through here, sanitised by core/sanitize (DOMPurify, ≈11 KB) or, where the browser has
 * the HTML Sanitizer API, core/sanitize-native exactly once. Either is a lazy chunk, fetched with the
 * first HTML shown (or earlier with `loadSanitizer()`, for a page that must
 * lay out at once); until it arrives nothing is shown, and if it cannot be loaded the element says
 * so instead of showing anything raw. Its links to a site path go where every widget's link goes
 * (ROUTE-13: ./server-link, fetched with the sanitiser, so no HTML is shown before its links work).
 */
import { useEffect, useState } from 'react'
import { useT } from './use-t'

type Sanitizer = Pick<typeof import('../../core/sanitize'), 'sanitizeHtml'> & typeof import('./server-link')
let pending: Promise<Sanitizer> | undefined
let ready: Sanitizer | undefined

/**
 * Fetches the sanitiser's chunk (once; a failed fetch is tried again next time): the browser's own
 * HTML sanitiser where it has one (a small chunk), DOMPurify where it has not; with it, the handler
 * of the links in server HTML (./server-link).
 */
export function loadSanitizer(): Promise<Sanitizer> {
  const native = typeof (Element.prototype as { setHTML?: unknown }).setHTML === 'function'
  pending ??= Promise.all([
    native ? import('../../core/sanitize-native') : import('../../core/sanitize'),
    import('./server-link'),
  ]).then(
    ([module, links]) => (ready = { ...module, ...links }),
    (error: unknown) => {
      pending = undefined
      throw error
    },
  )
  return pending
}

interface Props {
  /** Raw HTML from the server. */
  html: string
  className?: string
  id?: string
  part?: string
  hidden?: boolean
}

export function ServerHtml({ html, className, ...rest }: Props) {
  const t = useT()
  // '' while the sanitiser loads, null when it could not be loaded.
  const [sanitized, setSanitized] = useState<string | null>(() => (ready ? ready.sanitizeHtml(html) : ''))
  useEffect(() => {
    if (ready) return setSanitized(ready.sanitizeHtml(html))
    let live = true
    setSanitized('')
    loadSanitizer().then(
      (module) => live && setSanitized(module.sanitizeHtml(html)),
      () => live && setSanitized(null),
    )
    return () => {
      live = false
    }
  }, [html])
  if (sanitized === null) {
    return (
      <p className={`${className ?? ''} lk-form-error`} role="alert" {...rest}>
        {t('chunk_missing')}
      </p>
    )
  }
  return (
    <div
      className={className}
      dir="auto"
      onClick={ready?.followServerLink}
      {...rest}
      dangerouslySetInnerHTML={{ __html: sanitized /* core/sanitize sanitizeHtml output, set above */ }}
    />
  )
}
