import { createElement, useEffect, useRef, useState, type RefObject } from 'react'
import { useStore } from '@nanostores/react'
import { tDynamic } from '../../../core/i18n/index'
import { $flags } from '../../../core/stores/system'
import { refreshWhitelabel } from '../../../core/stores/whitelabel'
import { $gameMenus, loadGameMenus } from '../../../core/stores/site'
import { iconUrl } from '../../../core/games/vendor-codes'
import { safeUrl } from '../../../core/safe-url'
import { useImageBase } from '../../kit/use-image-base'
import { useT } from '../../kit/use-t'
import { CATEGORY_PATHS } from '../routing/routes'
import { navigationItems, sideMenuItems, type NavItem } from '../routing/nav'
import { $location, toHref } from '../routing/router'
import { DRAWER, LanguageSelect, ThemeSwitch, useMedia } from './narrow-prefs'
import { ServiceButton } from './status-pages'
import { tagName } from '../routing/tags'
import { Element } from '../shared/element'
import { CloseIcon } from '../../kit/icons'
import { NAV_GLYPHS } from './nav-icons'

/** A list of site links; the current page's link carries `aria-current="page"`. */
export function NavList({ items, part }: { items: NavItem[]; part: string }) {
  const t = useT()
  const path = useStore($location).path.toLowerCase()
  const imageBase = useImageBase()
  return (
    <ul part={part}>
      {items.map((item) => (
        <li key={item.id}>
          <a
            href={toHref(item.href)}
            data-nav={item.id}
            aria-current={item.href.toLowerCase() === path ? 'page' : undefined}
          >
            {/* LOBBY-26: a game category's nav icon; the lottery, the e-lottery and poker have the menu's own. */}
            {NAV_GLYPHS[item.id]
              ? createElement(NAV_GLYPHS[item.id]!)
              : CATEGORY_PATHS[item.id] &&
                imageBase && (
                  <img
                    className="site-nav-icon"
                    src={safeUrl(iconUrl(imageBase, 'type', item.id, 'nav')) ?? undefined}
                    alt=""
                    width={24}
                    height={24}
                    part="nav-icon"
                  />
                )}
            {tDynamic(item.label)}
          </a>
        </li>
      ))}
    </ul>
  )
}

/**
 * The side menu of spec §2 (MENU-1..15): the navigation order, then bet record, promotions, rebate
 * and VIP by flag (the white-label menu, API-25), rewards, invite friends, the speed tester, app
 * download, customer service, help.
 */
export function SideMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT()
  const menus = useStore($gameMenus)
  const drawer = useMedia(DRAWER)
  const nav = useRef<HTMLElement>(null)
  // A closed drawer (below 1024 px) is only its empty shell until first opened: a phone's first
  // load does not build a menu it does not show (spec §9: first load).
  const [seen, setSeen] = useState(open)
  if (open && !seen) setSeen(true)
  const closeButton = useRef<HTMLButtonElement>(null)
  // MENU-1 on a phone: the drawer opens with focus on its close button; closed by that button,
  // Escape or the scrim, it hands focus back to the header's menu button.
  const returnFocus = useRef(false)
  useEffect(() => {
    if (open && drawer) closeButton.current?.focus()
    // Once the page behind is no longer inert (site-layout.tsx).
    if (open || !returnFocus.current) return
    returnFocus.current = false
    const root = nav.current?.getRootNode() as ShadowRoot | Document | undefined
    root?.querySelector<HTMLElement>('[part=menu-toggle]')?.focus()
  }, [open, drawer])
  const close = () => {
    returnFocus.current = drawer
    onClose()
  }
  // API-25: the menu's items follow the white-label menu as it is when the menu opens (a failed
  // refresh keeps the status call's flags).
  useEffect(() => {
    if (!open) return
    const controller = new AbortController()
    refreshWhitelabel(controller.signal).catch(() => {})
    return () => controller.abort()
  }, [open])
  return (
    <>
      {open && <div className="site-scrim" aria-hidden="true" onClick={close} />}
      <nav
        ref={nav}
        id="side-menu"
        className="site-side"
        part="side-menu"
        aria-label={t('site_menu')}
        hidden={!open}
        data-waiting={!menus.menus && !menus.error ? '' : undefined}
        onKeyDown={(e) => e.key === 'Escape' && close()}
        // On a phone a followed link closes the drawer: the page it opens is not left inert under it.
        onClick={(e) => drawer && (e.target as Element).closest('a[href]') && onClose()}
      >
        {(seen || !drawer) && (
          <MenuItems open={open} drawer={drawer} close={close} closeButton={closeButton} />
        )}
      </nav>
    </>
  )
}

/** The drawer's content: its close button, the preferences below 1024 px, the links, the tools. */
function MenuItems({
  open,
  drawer,
  close,
  closeButton,
}: {
  open: boolean
  drawer: boolean
  close(): void
  closeButton: RefObject<HTMLButtonElement | null>
}) {
  const t = useT()
  const menus = useStore($gameMenus)
  const flags = useStore($flags).whitelabel
  return (
    <>
      {drawer && (
        <button
          ref={closeButton}
          type="button"
          className="lk-button lk-button--icon site-side-close"
          part="menu-close"
          aria-label={t('site_close_menu')}
          onClick={close}
        >
          <CloseIcon />
        </button>
      )}
      {menus.error && (
        <p className="site-notice" role="alert">
          {t('site_menu_error')}{' '}
          <button
            type="button"
            className="lk-button lk-button--link"
            onClick={() => void loadGameMenus(true)}
          >
            {t('retry')}
          </button>
        </p>
      )}
      {/* Below 1024 px the header's language select and theme switch live here (prefs.tsx). */}
      {drawer && (
        <div className="site-prefs" part="prefs">
          <LanguageSelect />
          <ThemeSwitch />
        </div>
      )}
      <NavList items={navigationItems(menus.menus ?? [])} part="nav-main" />
      <hr />
      <NavList items={sideMenuItems(flags)} part="nav-more" />
      <SpeedTester />
      <ServiceButton className="lk-button lk-button--secondary site-service" />
      {/* BNR-2: the side menu's banners (w_leftmenu), loaded once the menu is open. */}
      {open && <Element tag="banner-carousel" group="w_leftmenu" />}
    </>
  )
}

/**
 * MENU-11: the server speed tester, mounted when the visitor opens it: every page load would
 * otherwise ping every domain (and log each unreachable one in the console).
 */
function SpeedTester() {
  const t = useT()
  const [open, setOpen] = useState(false)
  return (
    <details
      className="site-speed"
      part="speed-test"
      onToggle={(e) => setOpen((e.currentTarget as HTMLDetailsElement).open)}
    >
      <summary>{t('site_speed')}</summary>
      {open && createElement(tagName('speed-tester'))}
    </details>
  )
}
