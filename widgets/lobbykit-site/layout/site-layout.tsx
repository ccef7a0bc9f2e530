import { memo, useCallback, useEffect, useRef, useState, type ComponentType } from 'react'
import { useStore } from '@nanostores/react'
import { $popup, openPopup } from '../../../core/stores/popup'
import { $session } from '../../../core/stores/session'
import { $token } from '../../../core/stores/token'
import { loadGameMenus } from '../../../core/stores/site'
import { NestedElement } from '../../kit/nested-element'
import { useT } from '../../kit/use-t'
import { Footer as FooterParts } from './footer'
import { AnalyticsConsent } from './analytics-consent'
import { Header as HeaderParts } from './header'
import { PageView as PageParts } from '../routing/page-view'
import { RightBar as RightBarParts } from './right-bar'
import { $location, go } from '../routing/router'
import { decide, findRoute, type Decision, type Route, type Visitor } from '../routing/routes'
import { SideMenu as SideMenuParts } from './side-menu'
import { DRAWER, useMedia } from './narrow-prefs'
import { Later } from '../shared/later'

const WIDE = '(min-width: 1024px)'
/** ROUTE-5, ROUTE-7: below this width /login and /register are pages, not popups. */
const NARROW = '(max-width: 480px)'
/** A popup route reached again this soon after its popup opened: the popup's widget is not in the bundle. */
const POPUP_BOUNCE_MS = 2000

/*
 * The frame's parts and the page render again on their own stores and props only, not each time the
 * layout does (a popup opening, the drawer, the session): a render of the whole site is the longest
 * task of a first load on a phone (SPEED-*).
 */
const Header = memo(HeaderParts)
const SideMenu = memo(SideMenuParts)
const PageView = memo(PageParts)
const RightBar = memo(RightBarParts)
const Footer = memo(FooterParts)

/** Status 0: the layout around the page the address names, after the guards of §2 / §6. */
export function Site() {
  const t = useT()
  const location = useStore($location)
  const session = useStore($session)
  const token = useStore($token)
  const popup = useStore($popup)
  const [menuOpen, setMenuOpen] = useState(() => typeof matchMedia === 'function' && matchMedia(WIDE).matches)
  // Where a visitor was going when the guard asked for a login (ROUTE-24, ROUTE-26): on after it.
  const pending = useRef<string | null>(null)
  const opened = useRef<{ name: string; at: number } | null>(null)
  const [unavailable, setUnavailable] = useState<string | null>(null)
  const drawer = useMedia(DRAWER)
  const toggleMenu = useCallback(() => setMenuOpen((open) => !open), [])
  const closeMenu = useCallback(() => setMenuOpen(false), [])

  useEffect(() => void loadGameMenus(), [])

  // The reality check and the session time limit, a chunk of their own fetched once a
  // member (not a trial) is logged in, then kept mounted: a notice it shows outlives the sign-out.
  const [Watch, setWatch] = useState<ComponentType | null>(null)
  const member = session.status === 'loggedIn' && !session.isTrial
  useEffect(() => {
    if (!member || Watch) return
    import('../pages/member/protection/reality-check').then(
      (module) => setWatch(() => module.ProtectionWatch),
      (error: unknown) => console.error('[lobbykit] the reality check could not be loaded', error),
    )
  }, [member])

  // The guards wait for the session: a kept token is still being checked at start.
  const known = session.status === 'loggedIn' || session.status === 'loggedOut'
  const current: Visitor = {
    loggedIn: session.status === 'loggedIn',
    isAgent: session.isAgent,
    hasToken: token !== null,
  }
  // Once the guards have decided, a login in progress ('pending') keeps the page as it is: the page
  // stays mounted through a login or logout, keeping what the user typed, the page and the scroll;
  // only a guard that now answers differently moves it.
  const decided = useRef<Visitor | null>(null)
  if (known) decided.current = current
  const visitor = known
    ? current
    : (decided.current ?? (session.status === 'pending' && popup?.name === 'changePassword' ? current : null))
  const settled = visitor !== null
  let decision: Decision | null = visitor ? decide(location.path, visitor) : null
  // NS-12: when the register popup's widget is missing, /register is a registration page instead.
  if (decision?.type === 'popup' && unavailable === decision.popup)
    decision = { type: 'render', route: { ...findRoute('/'), page: 'home' } }

  // ROUTE-5, ROUTE-7: on a narrow screen or with `?page`, /login and /register are pages of their own
  // (the form inline) instead of a popup over home.
  const formPage =
    decision?.type === 'popup' &&
    (location.query.has('page') || (typeof matchMedia === 'function' && matchMedia(NARROW).matches))
      ? decision.popup
      : null
  if (formPage) decision = { type: 'render', route: { ...findRoute('/'), page: 'home' } }

  const where = location.path + location.query.toString()
  const search = location.query.toString() ? `?${location.query.toString()}` : ''
  useEffect(() => {
    if (!decision) return
    if (decision.type === 'popup') {
      const last = opened.current
      if (last?.name === decision.popup && Date.now() - last.at < POPUP_BOUNCE_MS && !$popup.get()) {
        setUnavailable(decision.popup)
        return
      }
      opened.current = { name: decision.popup, at: Date.now() }
      // REG-6, REG-15: the register form reads ?referralCode= / ?affiliateCode= from the address when it
      // opens, so home keeps them (the popup's chunk may load after this replace).
      const kept = new URLSearchParams(
        [...location.query].filter(([key]) => key === 'referralCode' || key === 'affiliateCode'),
      ).toString()
      go(kept ? `/?${kept}` : '/', true)
      openPopup(decision.popup)
    } else if (decision.type === 'login') {
      pending.current = decision.target + search
      go('/', true)
      openPopup('login')
    } else if (decision.type === 'redirect') {
      // ROUTE-27: the query (a lottery's gameCode) goes along to after the login.
      if (decision.target) pending.current = decision.target + search
      go(decision.to, true)
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [where, decision?.type, settled])

  // After the login the guard asked for, on to where the visitor was going.
  useEffect(() => {
    if (session.status === 'loggedIn' && pending.current) {
      const target = pending.current
      pending.current = null
      go(target)
    } else if (!popup && session.status === 'loggedOut' && decision?.type === 'render') {
      pending.current = null
    }
  }, [session.status, popup])

  if (!decision) {
    return (
      <div className="site-boot" role="status">
        <span className="lk-spinner" aria-hidden="true" />
        <span>{t('loading')}</span>
      </div>
    )
  }
  // MENU-1 on a phone: the open drawer is modal; what it covers is inert (no focus, no clicks).
  const behind = menuOpen && drawer ? { inert: true } : {}
  const route: Route = decision.type === 'render' ? decision.route : findRoute('/')
  const layout = route.layout
  const registerPage =
    decision.type === 'render' && unavailable === 'register' && location.path.toLowerCase() === '/register'

  return (
    <div className={`site site--${layout}${menuOpen ? ' site--menu-open' : ''}`} part="site">
      {layout !== 'bare' && (
        <Header menuOpen={menuOpen} onToggleMenu={layout === 'full' ? toggleMenu : undefined} {...behind} />
      )}
      <div className="site-body">
        {layout === 'full' && (
          <Later now={menuOpen}>
            <SideMenu open={menuOpen} onClose={closeMenu} />
          </Later>
        )}
        <main id="main" className="site-main" tabIndex={-1} part="main" {...behind}>
          <PageView
            page={formPage ?? (registerPage ? 'register' : route.page)}
            location={location}
            missing={!formPage && registerPage}
          />
        </main>
        {/* MENU-16..19: a column of its own beside the content (never over it). */}
        {layout !== 'bare' && <RightBar {...behind} />}
      </div>
      {layout !== 'bare' && (
        <Later>
          <Footer {...behind} />
        </Later>
      )}
      <Later>
        <AnalyticsConsent />
      </Later>
      {/* ANN-10..14: due announcements open by themselves on the site as on any page with the element. */}
      {layout === 'full' && <NestedElement tag="announcement-popup" />}
      {Watch && <Watch />}
    </div>
  )
}
