import { useEffect, useRef, useState } from 'react'
import { IMAGE_VISIBLE_THRESHOLD } from '../../core/constants'

/** The default game icon shown when a game has no image or its image fails (spec §9 lazy images). */
export const DEFAULT_GAME_ICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'%3E%3Crect width='64' height='64' fill='%23737d8c'/%3E%3Cpath d='M18 26h28a8 8 0 0 1 8 8v2a8 8 0 0 1-14 5H24a8 8 0 0 1-14-5v-2a8 8 0 0 1 8-8z' fill='%23fff'/%3E%3Cpath d='M22 30v8M18 34h8' stroke='%23737d8c' stroke-width='3'/%3E%3Ccircle cx='42' cy='32' r='2.5' fill='%23737d8c'/%3E%3Ccircle cx='47' cy='36' r='2.5' fill='%23737d8c'/%3E%3C/svg%3E"

const waiting = new Map<Element, () => void>()
let observer: IntersectionObserver | null = null

/** One observer for every tile image: an image starts loading once a tenth of it is visible. */
function whenVisible(element: Element, show: () => void): () => void {
  if (typeof IntersectionObserver !== 'function') {
    show()
    return () => {}
  }
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue
        observer?.unobserve(entry.target)
        waiting.get(entry.target)?.()
        waiting.delete(entry.target)
      }
    },
    { threshold: IMAGE_VISIBLE_THRESHOLD },
  )
  waiting.set(element, show)
  observer.observe(element)
  return () => {
    waiting.delete(element)
    observer?.unobserve(element)
  }
}

/** A decorative image loaded when it becomes visible; one attempt, then the default game icon. */
export function LazyImage({ src, className }: { src?: string; className?: string }) {
  const ref = useRef<HTMLImageElement>(null)
  const [visible, setVisible] = useState(false)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    setFailed(false)
    const element = ref.current
    if (!element) return
    return whenVisible(element, () => setVisible(true))
  }, [src])
  const shown = !src || failed ? DEFAULT_GAME_ICON : visible ? src : undefined
  return (
    <img
      ref={ref}
      className={className}
      src={shown}
      alt=""
      width={200}
      height={200}
      decoding="async"
      data-state={failed ? 'fallback' : visible ? 'loaded' : 'waiting'}
      onError={() => setFailed(true)}
    />
  )
}
