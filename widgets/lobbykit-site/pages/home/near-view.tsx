import { useEffect, useState, type ReactNode, type RefObject } from 'react'
import { useT } from '../../../kit/use-t'
import { HOME_GAMES_STEP } from '../../../../core/constants'

/**
 * How far below (and above) the viewport a home section starts loading: about two phone screens, so
 * a section has its games before it scrolls into view, while the first view asks only for its own.
 */
export const NEAR_MARGIN_PX = 1200

/**
 * True once the element comes within NEAR_MARGIN_PX of the viewport, or when `force` (a jump to
 * it); it stays true (a loaded section is never unloaded).
 */
export function useNear(ref: RefObject<Element | null>, force = false, watch = true): boolean {
  const [near, setNear] = useState(false)
  useEffect(() => {
    const el = ref.current
    if (near || force || !watch || !el) return
    if (typeof IntersectionObserver !== 'function') return setNear(true)
    const observer = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && setNear(true),
      {
        rootMargin: `${NEAR_MARGIN_PX}px 0px`,
      },
    )
    observer.observe(el)
    return () => observer.disconnect()
  }, [near, force, watch])
  return near || force
}

/**
 * A section's games before they arrive: the grid of 12 tile shapes and the load-more block it will
 * hold, at their final size (the tile is square art over a 117 px body), so nothing below moves
 * when the games come. One status line tells assistive technology it is loading.
 */
export function GridSkeleton({ count = HOME_GAMES_STEP }: { count?: number }) {
  const t = useT()
  return (
    <div data-skeleton="" className="lk-skeleton">
      <p className="lk-visually-hidden" role="status">
        {t('loading')}
      </p>
      <ul className="lk-grid" aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <li key={i}>
            <span className="lk-skeleton-tile">
              <span className="lk-skeleton-art" />
            </span>
          </li>
        ))}
      </ul>
      <div className="lk-skeleton-more" aria-hidden="true" />
    </div>
  )
}

/**
 * Content below the fold (the winners board): its `placeholder` (the same shape) until it comes near;
 * `watch` once what comes before it has its place (until then everything below the first view seems
 * near).
 */
export function WhenNear({
  children,
  placeholder,
  boxRef,
  watch,
}: {
  children: ReactNode
  placeholder: ReactNode
  boxRef: RefObject<HTMLDivElement | null>
  watch: boolean
}) {
  const near = useNear(boxRef, false, watch)
  return <div ref={boxRef}>{near ? children : placeholder}</div>
}

const prefersReducedMotion = () =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches

/**
 * HOME-15: scrolls so `target` sits `offset` px below the top, and keeps it there while the sections
 * it passes (and the target itself) fill in and change height; gives up as soon as the user scrolls,
 * touches or types, once it has stayed put for a moment, or after a few seconds. Answers a cancel.
 */
export function land(target: HTMLElement, offset: number): () => void {
  let done = false
  let steady = 0
  const started = performance.now()
  const stops = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const
  const stop = () => {
    done = true
    clearInterval(timer)
    for (const name of stops) window.removeEventListener(name, stop)
  }
  const gap = () => target.getBoundingClientRect().top - offset
  const go = (behavior: ScrollBehavior) => window.scrollTo({ top: gap() + window.scrollY, behavior })
  go(prefersReducedMotion() ? 'auto' : 'smooth')
  for (const name of stops) window.addEventListener(name, stop, { passive: true })
  let last = window.scrollY
  const timer = setInterval(() => {
    if (done) return
    const moving = window.scrollY !== last
    last = window.scrollY
    if (moving) return // the smooth scroll is still on its way
    const loading = target.querySelector('[data-skeleton]') !== null
    const bottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 1
    if (Math.abs(gap()) > 1 && !bottom) {
      steady = 0
      go('auto')
    } else if (!loading && ++steady >= 3) stop()
    if (performance.now() - started > 5000) stop()
  }, 100)
  return stop
}
