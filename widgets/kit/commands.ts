import { $config } from '../../core/config'
import { off, on } from '../../core/events'
import { install, setHumanCheck } from '../../core/human-check'
import { $locale } from '../../core/stores/locale'
import { setLanguage } from '../../core/stores/language'
import { closePopup, openPopup, type PopupName } from '../../core/stores/popup'
import { $member, $session, adoptToken, logout } from '../../core/stores/session'
import { $system } from '../../core/stores/system'
import { $theme, setTheme } from '../../core/stores/theme'
import type { CommandImplementations } from '../../loader/command-types'
import type { LoaderHooks } from '../../loader/types'

/** API-69: the provider commands' chunk; the runtime only forwards them. */
const providers = () => import('./provider-command')
/** STORE-1: the login state's chunk (login-state.ts). */
const loginState = () => import('./login-state')

/** What `lobbykit('getState')` answers: a copy, never a live store. */
export function readState() {
  const session = $session.get()
  const member = $member.get()
  return {
    status: $system.get().status,
    loggedIn: session.status === 'loggedIn',
    isAgent: session.isAgent,
    isTrial: session.isTrial,
    member: member ? { ...member } : null,
    language: $locale.get(),
    theme: $theme.get(),
    merchant: $config.get().merchant,
  }
}

/** A command opening the popup `name`, whatever it is called with. */
const opener = (name: PopupName) => () => openPopup(name)

/** The `lobbykit(name, ...args)` commands, each described in loader/commands.json. */
export function createCommands(loader: LoaderHooks): CommandImplementations {
  return {
    // Passed as they are where the command's arguments are the function's (DESIGN "Budgets": each
    // wrapper costs the runtime bytes).
    // STORE-1: a 'login-state' listener brings the login state's chunk, which emits its changes.
    on: (name, fn) => (name == 'login-state' && loginState().then((m) => m.watchLoginState()), on(name, fn)),
    off,
    openLogin: opener('login'),
    openRegister: opener('register'),
    openForgotPassword: opener('forgot'),
    openAnnouncements: opener('announcements'),
    closePopup: () => closePopup(),
    // POP-12: the generic modal is a chunk of its own, fetched on the first call.
    showModal: (options) => import('./message-modal').then((m) => m.showModal(options)),
    logout: () => logout(),
    setLanguage,
    setTheme,
    setSession: (token: string | null) => (token ? adoptToken(token).then(readState) : logout()),
    getState: readState,
    observe: loader.observe,
    setHumanCheck,
    // API-69: the codes and checks asked for meanwhile wait for the install (core/human-check).
    setPhoneVerifier: (verifier) => install(providers().then((m) => m.setPhoneVerifier(verifier))),
    setProvider: (provider) => install(providers().then((m) => m.setProvider(provider))),
    // Kept as data-routes is; core/routes.ts (in the widgets that link) checks each URL when used.
    setRoutes: (routes) => $config.setKey('routes', JSON.stringify(routes ?? {})),
    // A section with no route on the host page opens in the kit's dialog (a chunk of its own).
    open: (section: string) => import('./section-dialog').then((m) => m.openSection(section, loader)),
    loginState: () => loginState().then((m) => m.answerLoginState()),
  }
}
