import { useEffect, useState } from 'react'
import { useStore } from '@nanostores/react'
import { $locale } from '../../../core/stores/locale'
import { openPopup } from '../../../core/stores/popup'
import { $session } from '../../../core/stores/session'
import { $system } from '../../../core/stores/system'
import { $theme } from '../../../core/stores/theme'
import { safeHref } from '../shared/safe-link'
import { useT } from '../../kit/use-t'
import { formatClock } from './clock'
import { warmIntl } from '../../../core/intl-warm'
import { MemberBlock } from './member-block'
import { COMPACT, DRAWER, LanguageSelect, ThemeSwitch, useMedia } from './narrow-prefs'
import { toHref } from '../routing/router'
import { CLOCK_INTERVAL_MS } from '../../../core/constants'

/** HDR-1: the brand's logo for the theme in use (brand config), else the lobbykit wordmark. */
export function Logo() {
  const t = useT()
  const brand = useStore($system).answer?.info.brand
  const theme = useStore($theme)
  const src = safeHref((theme === 'dark' && brand?.logo?.dark) || brand?.logo?.light)
  const label = brand?.name ? t('site_home_of', { name: brand.name }) : t('site_logo')
  return (
    <a className="site-logo" dir="ltr" href={toHref('/')} part="logo" aria-label={label}>
      {src && /^https?:|^\//.test(src) ? (
        <img src={src} alt="" width={160} height={40} />
      ) : (
        <>
          <span aria-hidden="true">lobby</span>
          <b aria-hidden="true">kit</b>
        </>
      )}
    </a>
  )
}

/**
 * HDR-2/3: local time with the GMT offset, refreshed every second. The first time is written once the
 * page's Intl is warm (core/intl-warm.ts): made during the site's first render, the first formatter
 * would add 50–100 ms to it on a phone. Its box keeps its width meanwhile (lobbykit-site.css).
 */
function Clock() {
  const t = useT()
  const lang = useStore($locale)
  const [now, setNow] = useState<Date | null>(null)
  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | undefined
    let live = true
    void warmIntl().then(() => {
      if (!live) return
      setNow(new Date())
      timer = setInterval(() => setNow(new Date()), CLOCK_INTERVAL_MS)
    })
    return () => {
      live = false
      clearInterval(timer)
    }
  }, [])
  return (
    <time
      className="site-clock"
      dir="ltr"
      part="clock"
      dateTime={now?.toISOString()}
      aria-label={t('site_clock')}
    >
      {now && formatClock(now, lang)}
    </time>
  )
}

/**
 * The header of spec §2: logo, clock, language, theme, then login / register or the member block.
 * Below 1024 px (prefs.tsx) the language and theme are in the side menu's drawer, below 768 px deposit
 * and withdraw in the member menu, and below 480 px the clock is hidden (CSS).
 */
export function Header({
  menuOpen,
  onToggleMenu,
  inert,
}: {
  menuOpen: boolean
  onToggleMenu?: () => void
  /** Under the open drawer on a phone (site-layout.tsx). */
  inert?: boolean
}) {
  const t = useT()
  const session = useStore($session)
  const drawer = useMedia(DRAWER)
  const compact = useMedia(COMPACT)
  return (
    <header className="site-header" part="header" inert={inert}>
      <button type="button" className="site-skip" onClick={skipToMain}>
        {t('site_skip')}
      </button>
      {onToggleMenu && (
        <button
          type="button"
          className="lk-button lk-button--icon"
          part="menu-toggle"
          aria-expanded={menuOpen}
          aria-controls="side-menu"
          aria-label={t(menuOpen ? 'site_close_menu' : 'site_open_menu')}
          onClick={onToggleMenu}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path fill="currentColor" d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />
          </svg>
        </button>
      )}
      <Logo />
      <Clock />
      <div className="site-header-end">
        {!drawer && <LanguageSelect />}
        {!drawer && <ThemeSwitch />}
        {session.status === 'loggedIn' ? (
          <MemberBlock compact={compact} />
        ) : (
          <div className="site-auth" part="auth">
            <button
              type="button"
              className="lk-button lk-button--secondary"
              part="login"
              onClick={() => openPopup('login')}
            >
              {t('site_login')}
            </button>
            <button
              type="button"
              className="lk-button lk-button--primary"
              part="register"
              onClick={() => openPopup('register')}
            >
              {t('site_register')}
            </button>
          </div>
        )}
      </div>
    </header>
  )
}

/** The skip control moves focus into the main region (a `#main` link cannot reach into the shadow root). */
function skipToMain(event: { currentTarget: EventTarget }) {
  const root = (event.currentTarget as Element).getRootNode() as ShadowRoot
  ;(root.getElementById?.('main') as HTMLElement | null)?.focus()
}
