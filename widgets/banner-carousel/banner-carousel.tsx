import { memo, useEffect, useRef, useState } from 'react'
import { useStore } from '@nanostores/react'
import type { Banner } from '../../core/api/content'
import { loadBanners } from '../../core/content/banners'
import { errorMessageOf } from '../../core/errors'
import { $locale } from '../../core/stores/locale'
import type { WidgetBaseProps } from '../kit/define-widget'
import { useT } from '../kit/use-t'
import { BannerSlide } from './banner-slide'
import { BANNER_AUTOPLAY_MS, BANNER_COVERFLOW, BANNER_SLIDE_MS } from '../../core/constants'
import type { MessageKey } from '../../core/i18n/index'

export interface BannerCarouselProps {
  /** Banner group (BNR-2): w_home (default), w_login, w_register, w_leftmenu, w_forget. */
  group?: string
}

type State = { state: 'loading' } | { state: 'ready'; banners: Banner[] } | { state: 'error'; error: unknown }

/** BNR-2: the landmark name of each group's carousel (w_home: 'Featured'). */
const GROUP_LABELS: Record<string, MessageKey> = {
  w_login: 'banner_label_w_login',
  w_register: 'banner_label_w_register',
  w_forget: 'banner_label_w_forget',
  w_leftmenu: 'banner_label_w_leftmenu',
}

/** `<banner-carousel>`: none → nothing; one → a still banner; more → the swiper carousel (HOME-1, BNR-1..11). */
export function BannerCarousel({ group, host }: BannerCarouselProps & WidgetBaseProps) {
  const t = useT()
  const name = group || 'w_home'
  const label = t(GROUP_LABELS[name] ?? 'banner_label')
  const [load, setLoad] = useState<State>({ state: 'loading' })
  const [attempt, setAttempt] = useState(0)
  const lang = useStore($locale) // I18N: the titles are the server's in this language

  useEffect(() => {
    const controller = new AbortController()
    setLoad({ state: 'loading' })
    loadBanners(name, controller.signal).then(
      (banners) => setLoad({ state: 'ready', banners }),
      (error: unknown) => !controller.signal.aborted && setLoad({ state: 'error', error }),
    )
    return () => controller.abort()
  }, [name, attempt, lang])

  if (load.state === 'loading')
    return <div className="lk-banner lk-banner--reserved" part="carousel" aria-busy="true" />
  if (load.state === 'error') {
    return (
      <div className="lk-banner lk-banner--reserved lk-banner--error" part="carousel">
        <p role="alert">{errorMessageOf(load.error)}</p>
        <button
          type="button"
          className="lk-button lk-button--secondary"
          onClick={() => setAttempt(attempt + 1)}
        >
          {t('retry')}
        </button>
      </div>
    )
  }
  const { banners } = load
  if (!banners.length) return null // HOME-1: no banner, no space
  if (banners.length === 1) {
    // NS-15: one banner stands still: no loop, autoplay, dots or arrows.
    return (
      <section className="lk-banner" part="carousel" aria-label={label}>
        <BannerSlide banner={banners[0]!} host={host} first />
      </section>
    )
  }
  return <Carousel banners={banners} host={host} label={label} />
}

/** The next frame has been drawn (a task after it). */
const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve)))

const prefersReducedMotion = () =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches

/**
 * The first banner is usually the page's largest paint, and swiper (30 KB) only moves the
 * slides, first after BANNER_AUTOPLAY_MS: it is fetched once the first picture has loaded (or failed)
 * and had a frame to paint, so it never competes with that picture.
 */
function afterFirstPicture(container: HTMLElement | null): Promise<void> {
  const img = container?.querySelector('img')
  const loaded =
    !img || img.complete
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          img.addEventListener('load', () => resolve(), { once: true })
          img.addEventListener('error', () => resolve(), { once: true })
        })
  return loaded.then(nextFrame)
}

/** More than one banner: swiper (loaded now, with its CSS adopted into this shadow root). */
function Carousel({ banners, host, label }: { banners: Banner[]; host: HTMLElement; label: string }) {
  const t = useT()
  const lang = useStore($locale)
  const container = useRef<HTMLDivElement>(null)
  const pagination = useRef<HTMLDivElement>(null)
  const next = useRef<HTMLButtonElement>(null)
  const prev = useRef<HTMLButtonElement>(null)
  const swiper = useRef<import('swiper').Swiper | null>(null)
  const [paused, setPaused] = useState(prefersReducedMotion)
  // Read when swiper starts, which can be after a pause pressed while its chunk was on the way.
  const pausedNow = useRef(paused)
  pausedNow.current = paused
  const [failed, setFailed] = useState<unknown>(null)

  useEffect(() => {
    let live = true
    const root = host.shadowRoot
    afterFirstPicture(container.current)
      .then(() => import('./swiper-setup'))
      .then(
        ({ createSwiper, swiperSheet, SWIPER_CSS }) => {
          if (!live || !root || !container.current || !pagination.current || !next.current || !prev.current)
            return null
          if ('adoptedStyleSheets' in root) {
            const sheet = swiperSheet()
            if (!root.adoptedStyleSheets.includes(sheet))
              root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet]
          } else if (!(root as ShadowRoot).querySelector('style[data-swiper]')) {
            const style = document.createElement('style')
            style.dataset.swiper = ''
            style.textContent = SWIPER_CSS
            ;(root as ShadowRoot).prepend(style)
          }
          return nextFrame().then(() => createSwiper)
        },
        (error: unknown) => {
          if (live) setFailed(error)
          return null
        },
      )
      .then((make) => make && create(make))
    return () => {
      live = false
      swiper.current?.destroy(true, true)
      swiper.current = null
    }

    /**
     * Swiper over slides already styled: its CSS is adopted a frame before, so the browser styles
     * and lays them out in its own frame and not inside swiper's first measures (two tasks, each
     * under the one they made together).
     */
    function create(createSwiper: typeof import('./swiper-setup').createSwiper) {
      if (!live || !container.current || !pagination.current || !next.current || !prev.current) return
      // BNR-4..10: loop, 1000 ms slides, autoplay every 5000 ms that survives interaction, dots, arrows, coverflow.
      let instance: import('swiper').Swiper
      try {
        instance = createSwiper(container.current, {
          init: false,
          loop: true,
          speed: BANNER_SLIDE_MS,
          autoplay: { delay: BANNER_AUTOPLAY_MS, disableOnInteraction: false },
          effect: 'coverflow',
          coverflowEffect: { ...BANNER_COVERFLOW },
          centeredSlides: true,
          slidesPerView: 1,
          grabCursor: true,
          pagination: { el: pagination.current, clickable: true },
          navigation: { nextEl: next.current, prevEl: prev.current },
          // Swiper's loop moves a slide from one end to the other just before a slide; the
          // active banner's neighbours are unseen from then until the next frame, so that move
          // is no layout shift (CLS).
          on: {
            afterInit: inertOthers,
            slideChange: inertOthers,
            beforeLoopFix: (s) => s.el.classList.add('lk-looping'),
            loopFix: (s) =>
              requestAnimationFrame(() => requestAnimationFrame(() => s.el?.classList.remove('lk-looping'))),
          },
          a11y: {
            prevSlideMessage: t('banner_previous'),
            nextSlideMessage: t('banner_next'),
            paginationBulletMessage: t('banner_bullet'),
            slideLabelMessage: t('banner_slide'),
          },
        })
      } catch (error) {
        setFailed(error)
        return
      }
      // Built with `init: false`: the modules' set-up and swiper's first measures and moves are two
      // tasks, each about half of the one they made together (spec §9: first load on a phone).
      setTimeout(() => {
        if (!live) return
        try {
          instance.init()
        } catch (error) {
          setFailed(error)
          return
        }
        if (pausedNow.current) instance.autoplay.stop()
        swiper.current = instance
      })
    }
    // Rebuilt for new banners or a new language (the a11y messages); pausing does not rebuild.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [banners, lang])

  const togglePause = () => {
    const autoplay = swiper.current?.autoplay
    if (paused) autoplay?.start()
    else autoplay?.stop()
    setPaused(!paused)
  }

  if (failed) {
    return (
      <div className="lk-banner lk-banner--reserved lk-banner--error" part="carousel">
        <p role="alert">{errorMessageOf(failed)}</p>
      </div>
    )
  }
  return (
    <section className="lk-banner" part="carousel" aria-roledescription="carousel" aria-label={label}>
      <Track
        key={lang}
        banners={banners}
        host={host}
        container={container}
        pagination={pagination}
        next={next}
        prev={prev}
      />
      <button
        type="button"
        className="lk-banner-pause"
        part="pause"
        aria-pressed={paused}
        aria-label={t(paused ? 'banner_play' : 'banner_pause')}
        onClick={togglePause}
      >
        <span className={paused ? 'lk-banner-icon-play' : 'lk-banner-icon-pause'} aria-hidden="true" />
      </button>
    </section>
  )
}

/**
 * Only the shown banner is reachable (BNR-11, A11Y): its neighbours, laid out beside it under the
 * controls and clipped from view, take no focus and no pointer, so Tab never lands on a banner
 * nobody sees and the pause button is the only target in its corner. The arrows and dots reach them.
 */
function inertOthers(s: import('swiper').Swiper) {
  s.slides.forEach((slide, i) => slide.toggleAttribute('inert', i !== s.activeIndex))
}

interface TrackProps {
  banners: Banner[]
  host: HTMLElement
  container: React.RefObject<HTMLDivElement | null>
  pagination: React.RefObject<HTMLDivElement | null>
  next: React.RefObject<HTMLButtonElement | null>
  prev: React.RefObject<HTMLButtonElement | null>
}

// Swiper moves the slides around (loop): the track renders once per banner list and language and is
// never re-rendered in between, so the two never fight over the DOM.
const Track = memo(
  function Track({ banners, host, container, pagination, next, prev }: TrackProps) {
    return (
      <>
        <div className="swiper lk-banner-swiper" ref={container}>
          <div className="swiper-wrapper">
            {banners.map((banner, i) => (
              <div className="swiper-slide" key={banner.id} data-banner-id={banner.id}>
                <BannerSlide banner={banner} host={host} first={i === 0} />
              </div>
            ))}
          </div>
        </div>
        {/* Beside the swiper, not in it: its box scrolls a little in RTL when it slides, which moved them (CLS). */}
        <div className="swiper-pagination" part="dots" ref={pagination} />
        <button type="button" className="swiper-button-prev" part="prev" ref={prev} />
        <button type="button" className="swiper-button-next" part="next" ref={next} />
      </>
    )
  },
  (before, after) => before.banners === after.banners,
)
