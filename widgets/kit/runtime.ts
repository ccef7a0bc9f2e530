/**
 * The shared runtime: one copy per page, imported by the loader. It owns the stores (one session for
 * every widget), replays the command queue, defines the widgets the loader hands it, and mounts a
 * popup host when a popup is asked for that no widget on the page renders.
 */
import { $config, configure, type LobbykitConfig } from '../../core/config'
import { startApp } from '../../core/start'
import { $popup, closePopup, isPopupClaimed, type PopupName } from '../../core/stores/popup'
import { emit } from '../../core/events'
import { warmBanners } from '../../core/content/banners'
import type { LoaderHooks, QueuedCall } from '../../loader/types'
import { createCommands } from './commands'
import { sliceFirstRenders } from './first-render'

export { defineWidget } from './define-widget'
/** Which tag renders each popup (the runtime's popup host). */
const POPUP_OWNERS: Record<PopupName, string> = {
  login: 'member-login',
  changePassword: 'member-login',
  afterLogin: 'member-login',
  register: 'member-register',
  forgot: 'forgot-password',
  game: 'game-tile',
  vendorGames: 'game-tile',
  gameNotice: 'game-tile',
  gameRooms: 'game-tile',
  chat: 'game-tile',
  announcements: 'announcement-popup',
}

/** The page a host may route a popup to when its tag is not in the bundle (else /login). */
const POPUP_PAGES: Partial<Record<PopupName, string>> = {
  register: '/register',
  forgot: '/forget',
  announcements: '/announce',
}

let started = false

/** Called once by the loader with its configuration and the calls queued before load. */
export function start(raw: Record<string, unknown>, queue: QueuedCall[], loader: LoaderHooks): void {
  if (started) return
  started = true
  configure(parseConfig(raw))
  sliceFirstRenders()
  const commands = createCommands(loader)
  const run = (args: unknown[]): Promise<unknown> => {
    const [name, ...rest] = args as [string, ...unknown[]]
    const command = (commands as Record<string, unknown>)[name]
    if (!command) return Promise.reject(new Error(`[lobbykit] unknown command '${name}'`))
    try {
      return Promise.resolve((command as (...a: unknown[]) => unknown)(...rest))
    } catch (error) {
      return Promise.reject(error)
    }
  }
  const w = window as Window & { lobbykit?: { b?: string } }
  const api = Object.assign((...args: unknown[]) => run(args), { b: w.lobbykit?.b })
  w.lobbykit = api
  for (const [args, resolve, reject] of queue.splice(0)) run(args).then(resolve, reject)
  watchPopups(loader)
  // The first look for tags and the first calls each take a task of their own, after the one that
  // evaluated the runtime: together they were one task of about 130 ms on a 4x slower core (spec §9).
  setTimeout(() => {
    const prefix = $config.get().prefix ? `${$config.get().prefix}-` : ''
    const carousel = document.querySelector(`${prefix}banner-carousel`)
    if (carousel) holdBelowTheFold(prefix, warmBanners(carousel.getAttribute('group') || 'w_home'), loader)
    setTimeout(startApp)
  })
}

/**
 * A banner carousel in the page is usually its largest paint, and its call starts with the
 * runtime. The loader leaves such a page's first look for tags to the runtime (loader.ts): the
 * elements in view now are defined at once, the carousel among them; the ones below the fold wait
 * until the carousel's first picture is in (or HOLD_MS), so their chunks and calls do not queue
 * before it on the page's few connections. Then the loader watches the whole page as on any other.
 */
const HOLD_MS = 1500
function holdBelowTheFold(prefix: string, firstPicture: Promise<void>, loader: LoaderHooks): void {
  for (const el of document.querySelectorAll(':not(:defined)')) {
    // By position: an element not yet defined may have no size of its own.
    const box = el.getBoundingClientRect()
    const inView = box.bottom >= 0 && box.top < innerHeight
    if (inView && el.localName.startsWith(prefix))
      loader.define(el.localName.slice(prefix.length)).catch(() => {})
  }
  void Promise.race([firstPicture, new Promise((wait) => setTimeout(wait, HOLD_MS))]).then(() =>
    loader.observe(document),
  )
}

/** Defines `tag` once, through the widget chunk's own `register` (never throws into the host). */
export function register(tag: string, registerTag: (name: string) => void): void {
  if (customElements.get(tag)) return
  try {
    registerTag(tag)
  } catch (error) {
    console.error(`[lobbykit] ${tag} could not be defined`, error)
  }
}

function watchPopups(loader: LoaderHooks): void {
  const prefix = (): string => ($config.get().prefix ? `${$config.get().prefix}-` : '')
  $popup.subscribe((popup) => {
    if (!popup || isPopupClaimed(popup.name)) return
    const tag = POPUP_OWNERS[popup.name]
    const name = prefix() + tag
    loader.define(tag).then(
      () => {
        if (document.querySelector(`${name}[mode="popup"]`)) return
        const host = document.createElement(name)
        host.setAttribute('mode', 'popup')
        host.setAttribute('data-lobbykit-popup-host', '')
        document.body.append(host)
      },
      () => {
        // Not in this bundle: the host page may route it itself (e.g. to its own registration page).
        closePopup(popup.name)
        emit('navigate', { path: POPUP_PAGES[popup.name] ?? '/login' })
      },
    )
  })
}

function parseConfig(raw: Record<string, unknown>): Partial<LobbykitConfig> {
  const text = (key: string) => (typeof raw[key] === 'string' ? (raw[key] as string) : undefined)
  const agent = raw.agent
  return {
    api: text('api'),
    merchant: text('merchant'),
    lang: text('lang')?.toUpperCase(),
    theme: (['light', 'dark', 'auto'] as const).find((t) => t === text('theme')),
    prefix: text('prefix')?.toLowerCase(),
    base: text('base'),
    i18n: text('i18n'),
    agent: agent === true || agent === '' || agent === 'true',
    agentHome: text('agentHome'),
    routes: text('routes'),
    site: text('site'),
  }
}
