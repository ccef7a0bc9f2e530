import { requestLogin } from './api/session'
import { $config } from './config'
import { emit } from './events'
import { readSession, writeLocal, writeSession, STORAGE_KEYS } from './storage'
import { applyBrandLanguage, initLanguage } from './stores/language'
import { adoptToken, connectTabs, $session } from './stores/session'
import { $system, loadSystem, SystemStatus } from './stores/system'
import { initTheme } from './stores/theme'

/** The query parameter that may carry a login on arrival (SYS-17): a one-time exchange code (C-5). */
export const URL_TOKEN_PARAM = 'token'

/**
 * Start-up order of spec §4: status and permission first, then analytics, then render by status;
 * only in status 0 log in automatically from `?token=` (a one-time exchange code, removed from the
 * address bar and traded for a session: C-5) or the stored token.
 */
export async function startApp(): Promise<void> {
  const config = $config.get()
  // §9: the merchant code is stored in session and local storage at load.
  writeSession(STORAGE_KEYS.merchant, config.merchant)
  writeLocal(STORAGE_KEYS.merchant, config.merchant)
  initLanguage(config.lang)
  initTheme(config.theme)
  const urlToken = takeUrlToken()
  const system = await loadSystem()
  applyBrandLanguage(system.answer?.info.brand, config.lang)
  // SYS-9: analytics id for the host (an embedded widget loads no third-party script into the host page).
  const gtagId = system.answer?.info.analytics?.gtagId
  if (gtagId) emit('analytics', { gtagId })
  // SYS-17: only in status 0 (and with the platform reachable) does a kept token log in.
  const open = $system.get().status === SystemStatus.Open && !system.error
  const exchanged =
    open && urlToken
      ? await requestLogin({ type: 'exchange', code: urlToken }).then(
          (a) => a.token,
          () => null,
        )
      : null
  const token = open ? (exchanged ?? readSession(STORAGE_KEYS.token)) : null
  if (token) {
    connectTabs()
    await adoptToken(token, 'token', exchanged !== null)
  } else {
    if ($system.get().status === SystemStatus.Open) connectTabs()
    if ($session.get().status === 'unknown') $session.set({ ...$session.get(), status: 'loggedOut' })
  }
  emit('ready', { status: $system.get().status })
}

/** Reads `?token=` once and removes it from the address bar with replaceState (C-5). */
export function takeUrlToken(): string | null {
  if (typeof location === 'undefined') return null
  const url = new URL(location.href)
  const token = url.searchParams.get(URL_TOKEN_PARAM)
  if (token === null) return null
  url.searchParams.delete(URL_TOKEN_PARAM)
  history.replaceState(history.state, '', url.pathname + url.search + url.hash)
  return token || null
}
