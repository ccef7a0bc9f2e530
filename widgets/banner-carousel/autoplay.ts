// The carousel's autoplay (BNR-6/7) as a swiper module, in place of swiper's own Autoplay.
//
// Why not swiper's: while it runs, its Autoplay module keeps a requestAnimationFrame loop alive
// (calcTimeLeft, for the `autoplayTimeLeft` progress event), so the browser renders a full frame
// of the page ~60 times a second for as long as the page is open. On a phone-class CPU (Lighthouse
// mobile: 4× slow-down) that was ~40 s of main-thread time in 45 s, blamed on the swiper chunk.
// This module waits with one setTimeout per slide instead, and holds while the tab is hidden or
// the carousel is out of view, so an idle home page does no work at all between slides.
import type { Swiper } from 'swiper'
import type { SwiperModule } from 'swiper/types'

/** `swiper.autoplay`: swiper's AutoplayMethods shape (tests and the pause button use it). */
export interface LeanAutoplay {
  running: boolean
  paused: boolean
  start(): boolean
  stop(): boolean
  pause(): void
  resume(): void
}

type Hold = 'hidden' | 'offscreen' | 'touch' | 'transition' | 'paused'

/**
 * `autoplay: { delay, disableOnInteraction }` as swiper's module reads it. The next slide starts
 * `delay` ms after the last transition ended (swiper's waitForTransition); a user's swipe, arrow or
 * dot restarts the wait and never stops autoplay (disableOnInteraction: false is the only mode).
 */
export const Autoplay: SwiperModule = ({ swiper, extendParams, on, emit }) => {
  extendParams({ autoplay: { enabled: false, delay: 3000, disableOnInteraction: false } })
  const holds = new Set<Hold>()
  let timer: ReturnType<typeof setTimeout> | undefined
  let seen: IntersectionObserver | undefined

  const clear = () => {
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
  }
  /** (Re)starts the wait for the next slide, unless something holds autoplay. */
  const wait = () => {
    clear()
    if (swiper.destroyed || !api.running || holds.size) return
    const { delay } = swiper.params.autoplay as { delay: number }
    timer = setTimeout(() => {
      timer = undefined
      if (swiper.destroyed || !api.running || holds.size) return
      swiper.slideNext(swiper.params.speed, true, true)
      emit('autoplay')
    }, delay)
  }
  const hold = (reason: Hold) => {
    holds.add(reason)
    clear()
  }
  const release = (reason: Hold) => {
    if (holds.delete(reason)) wait()
  }
  const onVisibility = () => (document.visibilityState === 'hidden' ? hold('hidden') : release('hidden'))

  const api: LeanAutoplay = {
    running: false,
    paused: false,
    start() {
      if (swiper.destroyed) return false
      api.running = true
      wait()
      emit('autoplayStart')
      return true
    },
    stop() {
      if (swiper.destroyed) return false
      api.running = false
      clear()
      emit('autoplayStop')
      return true
    },
    pause() {
      api.paused = true
      hold('paused')
      emit('autoplayPause')
    },
    resume() {
      api.paused = false
      release('paused')
      emit('autoplayResume')
    },
  }
  ;(swiper as unknown as { autoplay: LeanAutoplay }).autoplay = api

  on('init', () => {
    if (!(swiper.params.autoplay as { enabled?: boolean }).enabled) return
    document.addEventListener('visibilitychange', onVisibility)
    if (document.visibilityState === 'hidden') holds.add('hidden')
    if (typeof IntersectionObserver === 'function') {
      // Out of view (scrolled down the home page), nobody watches: no slides, no frames.
      seen = new IntersectionObserver(([entry]) =>
        entry?.isIntersecting ? release('offscreen') : hold('offscreen'),
      )
      seen.observe(swiper.el)
    }
    api.start()
  })
  // Any slide change (autoplay, arrow, dot, swipe) waits the full delay after its transition.
  // (A transition whose end never comes, say one cut short, lets go after its time.)
  let guard: ReturnType<typeof setTimeout> | undefined
  on('slideChangeTransitionStart', () => {
    hold('transition')
    clearTimeout(guard)
    guard = setTimeout(() => release('transition'), swiper.params.speed! + 1000)
  })
  on('slideChangeTransitionEnd', () => {
    clearTimeout(guard)
    release('transition')
  })
  on('sliderFirstMove', () => hold('touch'))
  on('touchEnd', () => release('touch'))
  on('destroy', () => {
    clear()
    clearTimeout(guard)
    api.running = false
    seen?.disconnect()
    document.removeEventListener('visibilitychange', onVisibility)
  })
}

/** The carousel's swiper autoplay, typed. */
export const autoplayOf = (swiper: Swiper) => (swiper as unknown as { autoplay: LeanAutoplay }).autoplay
