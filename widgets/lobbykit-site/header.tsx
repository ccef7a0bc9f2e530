import { useEffect, useState } from 'react'
import { useStore } from '@nanostores/react'
import { setLanguage } from '../../core/stores/language'
import { $locale } from '../../core/stores/locale'
import { openPopup } from '../../core/stores/popup'
import { $session } from '../../core/stores/session'
import { $theme, setTheme } from '../../core/stores/theme'
import { useT } from '../kit/use-t'
import { intlLocale } from '../../core/format'
import { CLOCK_INTERVAL_MS, formatClock } from './clock'
import { MemberBlock } from './member-block'
import { LANGUAGES } from './nav'
import { toHref } from './router'

/** HDR-2/3: local time with the GMT offset, refreshed every second. */
function Clock() {
  const t = useT()
  const lang = useStore($locale)
  const [now, setNow] = useState(() => new Date())
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), CLOCK_INTERVAL_MS)
    return () => clearInterval(timer)
  }, [])
  return (
    <time className="site-clock" dir="ltr" part="clock" dateTime={now.toISOString()} aria-label={t('site_clock')}>
      {formatClock(now, intlLocale(lang))}
    </time>
  )
}

/** HDR-4, I18N-2: every language code of spec §1; a change follows §4 Language change. */
function LanguageSelect() {
  const t = useT()
  const lang = useStore($locale)
  const known = LANGUAGES.some(([code]) => code === lang)
  return (
    <label className="site-lang">
      <span className="lk-visually-hidden">{t('site_language')}</span>
      <select className="site-select" name="language" part="language" value={lang} onChange={(e) => void setLanguage(e.currentTarget.value)}>
        {!known && <option value={lang}>{lang}</option>}
        {LANGUAGES.map(([code, name]) => (
          <option key={code} value={code} lang={code === 'UR-LA' || code === 'TY' ? undefined : intlLocale(code)}>
            {name}
          </option>
        ))}
      </select>
    </label>
  )
}

/** SYS-7, NS-27: the theme switch (kept once picked). */
function ThemeSwitch() {
  const t = useT()
  const theme = useStore($theme)
  const dark = theme === 'dark'
  return (
    <button type="button" className="lk-button lk-button--icon" part="theme" aria-pressed={dark} aria-label={t('site_theme_dark')} onClick={() => setTheme(dark ? 'light' : 'dark')}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path fill="currentColor" d="M12 3a9 9 0 1 0 9 9 7 7 0 0 1-9-9z" />
      </svg>
    </button>
  )
}

/** The header of spec §2: logo, clock, language, theme, then login / register or the member block. */
export function Header({ menuOpen, onToggleMenu }: { menuOpen: boolean; onToggleMenu?: () => void }) {
  const t = useT()
  const session = useStore($session)
  return (
    <header className="site-header" part="header">
      <button type="button" className="site-skip" onClick={skipToMain}>
        {t('site_skip')}
      </button>
      {onToggleMenu && (
        <button type="button" className="lk-button lk-button--icon" part="menu-toggle" aria-expanded={menuOpen} aria-controls="side-menu" aria-label={t(menuOpen ? 'site_close_menu' : 'site_open_menu')} onClick={onToggleMenu}>
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path fill="currentColor" d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />
          </svg>
        </button>
      )}
      <a className="site-logo" dir="ltr" href={toHref('/')} part="logo" aria-label={t('site_logo')}>
        <span aria-hidden="true">lobby</span>
        <b aria-hidden="true">kit</b>
      </a>
      <Clock />
      <div className="site-header-end">
        <LanguageSelect />
        <ThemeSwitch />
        {session.status === 'loggedIn' ? (
          <MemberBlock />
        ) : (
          <div className="site-auth" part="auth">
            <button type="button" className="lk-button lk-button--secondary" part="login" onClick={() => openPopup('login')}>
              {t('site_login')}
            </button>
            <button type="button" className="lk-button lk-button--primary" part="register" onClick={() => openPopup('register')}>
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
