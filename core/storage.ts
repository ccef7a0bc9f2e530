// Every web-storage key lobbykit uses, in one place, behind wrappers that never throw (the cookies:
// core/cookies.ts).
// Storage is often blocked (third-party iframes, private modes, sandboxed pages): reads and writes
// then fall back to memory for the life of the page.
// C-2: no password is ever stored, in any storage or cookie.
// C-6: every key is stored under the configured prefix, `lobbykit:<merchant>:`
// unless the operator's `data-storage-prefix` says otherwise ('' = the spec's bare keys).
import { $config } from './config'

/** The stored name of a key: the prefix, then the key. */
export function storedKey(key: string): string {
  const { storagePrefix, merchant } = $config.get()
  return storagePrefix.replace('{merchant}', merchant) + key
}

/** Web-storage keys the spec names. */
export const STORAGE_KEYS = {
  /** session: the session token (STORE-2, SYS-17). */
  token: 'token',
  /** local: the interface language (I18N-6). */
  language: 'language',
  /** local: the language before the last change (I18N-6). */
  previousLanguage: 'previousLanguage',
  /** local: the theme the user picked (NS-27). */
  theme: 'theme',
  /** session and local: the merchant code, stored at load (spec §9). */
  merchant: 'merchant',
  /** session: popup announcements already shown this session (ANN). */
  closed: 'closed',
  /** session: the after-login popup was shown this session (POP-11, LOGIN-25). */
  afterLogin: 'afterLogin',
  /** session: a legacy plaintext-password item; only ever removed, never written (LOGIN-31, C-4). */
  cpw: 'cpw',
  /** session: hot games cached per language, `hotGames:<lang>`. */
  hotGamesPrefix: 'hotGames:',
} as const

type Area = 'session' | 'local'

const memory: Record<Area, Map<string, string>> = { session: new Map(), local: new Map() }

/** The session-storage key of the hot-games cache for a language. */
export function hotGamesKey(lang: string): string {
  return `${STORAGE_KEYS.hotGamesPrefix}${lang.toUpperCase()}`
}

/** Reads a session-storage item; null when absent or unreadable. */
export function readSession(key: string): string | null {
  return readArea('session', key)
}
/** Writes a session-storage item (memory when storage is blocked). */
export function writeSession(key: string, value: string): void {
  writeArea('session', key, value)
}
/** Removes a session-storage item. */
export function removeSession(key: string): void {
  removeArea('session', key)
}

/** Reads a local-storage item; null when absent or unreadable. */
export function readLocal(key: string): string | null {
  return readArea('local', key)
}
/** Writes a local-storage item (memory when storage is blocked). */
export function writeLocal(key: string, value: string): void {
  writeArea('local', key, value)
}
/** Removes a local-storage item. */
export function removeLocal(key: string): void {
  removeArea('local', key)
}

/**
 * LOGIN-36: logout clears lobbykit's session items (token, closed, cpw, and the after-login popup's
 * mark, so the next login shows it again: LOGIN-25), not the host page's. The
 * hot-games cache clears itself (core/games/hot-cache.ts), where it is loaded at all.
 */
export function clearSession(): void {
  // The merchant code is brand configuration, not session data: it stays.
  for (const key of [STORAGE_KEYS.token, STORAGE_KEYS.closed, STORAGE_KEYS.cpw, STORAGE_KEYS.afterLogin])
    removeSession(key)
}

/** Spec §9: the merchant code is stored in session and local storage at load. */
export function storeMerchant(merchant: string): void {
  writeSession(STORAGE_KEYS.merchant, merchant)
  writeLocal(STORAGE_KEYS.merchant, merchant)
}

function storageOf(area: Area): Storage | null {
  try {
    // Merely touching the property throws a SecurityError where storage is blocked.
    return (area === 'session' ? globalThis.sessionStorage : globalThis.localStorage) ?? null
  } catch {
    return null
  }
}

// A value in memory is newer than storage: it is only kept there when writing to storage failed.
// Memory and storage both hold stored names (storedKey).
function readArea(area: Area, name: string): string | null {
  const key = storedKey(name)
  if (memory[area].has(key)) return memory[area].get(key) ?? null
  try {
    return storageOf(area)?.getItem(key) ?? null
  } catch {
    return null
  }
}

function writeArea(area: Area, name: string, value: string): void {
  const key = storedKey(name)
  try {
    const store = storageOf(area)
    if (!store) throw new Error('storage unavailable')
    store.setItem(key, value)
    memory[area].delete(key)
  } catch {
    memory[area].set(key, value)
  }
}

function removeArea(area: Area, name: string): void {
  const key = storedKey(name)
  memory[area].delete(key)
  try {
    storageOf(area)?.removeItem(key)
  } catch {
    // nothing stored there to remove
  }
}
