import { $config } from '../../core/config'
import { off, on } from '../../core/events'
import { setHumanCheck, type HumanCheck } from '../../core/human-check'
import { $locale } from '../../core/stores/locale'
import { setLanguage } from '../../core/stores/language'
import { closePopup, openPopup } from '../../core/stores/popup'
import { $member, $session, adoptToken, logout } from '../../core/stores/session'
import { $system } from '../../core/stores/system'
import { $theme, setTheme, type Theme } from '../../core/stores/theme'
import type { CommandImplementations } from '../../loader/command-types'
import type { LoaderHooks } from '../../loader/types'

/** API-69: the provider commands' chunk; the runtime only forwards them. */
const providers = () => import('./provider-command')

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

/** The `lobbykit(name, ...args)` commands, each described in loader/commands.json. */
export function createCommands(loader: LoaderHooks): CommandImplementations {
  return {
    on: (name, fn) => on(name, fn),
    off: (name, fn) => off(name, fn),
    openLogin: () => openPopup('login'),
    openRegister: () => openPopup('register'),
    openForgotPassword: () => openPopup('forgot'),
    openAnnouncements: () => openPopup('announcements'),
    closePopup: () => closePopup(),
    logout: () => logout(),
    setLanguage: (code: string) => setLanguage(code),
    setTheme: (theme: Theme) => setTheme(theme),
    setSession: (token: string | null) => (token ? adoptToken(token).then(() => readState()) : logout()),
    getState: () => readState(),
    observe: (root: Node) => loader.observe(root),
    setHumanCheck: (fn: HumanCheck) => setHumanCheck(fn),
    setPhoneVerifier: (verifier) => providers().then((m) => m.setPhoneVerifier(verifier)),
    setProvider: (provider) => providers().then((m) => m.setProvider(provider)),
  }
}
