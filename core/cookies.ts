// The cookies lobbykit uses — the remembered login (LOGIN-20, STORE-5..8) — behind wrappers that never
// throw; blocked cookies fall back to memory for the life of the page. Only the login form needs them,
// so they are a module of their own and not part of the shared runtime (DESIGN "Budgets").
// C-2: no password is ever stored, in any storage or cookie.
import { LOGIN_REMEMBER_COOKIE, LOGIN_TYPE_SMS_COOKIE, REMEMBER_ME_MS } from './constants'

const memoryCookies = new Map<string, string>()

/** The cookie holding the last username for a merchant: `{merchant}-login` (STORE-5). */
export function loginCookieName(merchant: string): string {
  // A cookie name cannot hold separators; a merchant code normally has none.
  return `${merchant.replace(/[^A-Za-z0-9_.-]/g, '_')}-login`
}

/** Reads a cookie; null when absent or cookies are unreadable. */
export function readCookie(name: string): string | null {
  if (memoryCookies.has(name)) return memoryCookies.get(name) ?? null
  return readDocumentCookie(name)
}

/** Writes a cookie (`path=/; SameSite=Lax`, `Secure` on https); memory when cookies are blocked. */
export function writeCookie(name: string, value: string, options?: { maxAgeMs?: number }): void {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'path=/', 'SameSite=Lax']
  if (options?.maxAgeMs !== undefined) parts.push(`max-age=${Math.floor(options.maxAgeMs / 1000)}`)
  if (isHttps()) parts.push('Secure')
  try {
    document.cookie = parts.join('; ')
  } catch {
    // blocked (sandboxed document): checked below
  }
  // A blocked cookie is usually dropped silently, so check that it arrived.
  if (readDocumentCookie(name) === value) memoryCookies.delete(name)
  else memoryCookies.set(name, value)
}

/** Removes a cookie. */
export function removeCookie(name: string): void {
  memoryCookies.delete(name)
  // max-age=0 and a past expiry date: engines differ in which one they honour
  const parts = [`${name}=`, 'path=/', 'max-age=0', `expires=${new Date(0).toUTCString()}`, 'SameSite=Lax']
  if (isHttps()) parts.push('Secure')
  try {
    document.cookie = parts.join('; ')
  } catch {
    // nothing to remove
  }
}

/** What "remember me" keeps: the username and the login tab, never the password (C-2). */
export interface RememberedLogin {
  username: string
  sms: boolean
}

/** Input of `rememberLogin`; a `password` field is a type error (C-2). */
export interface RememberLoginInput extends RememberedLogin {
  merchant: string
  password?: never
}

/** LOGIN-20: remembers the username and login type for 1 day (STORE-5..8). */
export function rememberLogin({ merchant, username, sms }: RememberLoginInput): void {
  const lifetime = { maxAgeMs: REMEMBER_ME_MS }
  writeCookie(loginCookieName(merchant), username, lifetime)
  writeCookie(LOGIN_REMEMBER_COOKIE, '1', lifetime)
  if (sms) writeCookie(LOGIN_TYPE_SMS_COOKIE, '1', lifetime)
  else removeCookie(LOGIN_TYPE_SMS_COOKIE)
}

/** The remembered login for a merchant, or null when "remember me" was not ticked. */
export function readRememberedLogin(merchant: string): RememberedLogin | null {
  if (readCookie(LOGIN_REMEMBER_COOKIE) !== '1') return null
  const username = readCookie(loginCookieName(merchant))
  if (!username) return null
  return { username, sms: readCookie(LOGIN_TYPE_SMS_COOKIE) === '1' }
}

/** LOGIN-20: clears the remembered login (remember-me unticked). */
export function forgetLogin(merchant: string): void {
  removeCookie(loginCookieName(merchant))
  removeCookie(LOGIN_REMEMBER_COOKIE)
  removeCookie(LOGIN_TYPE_SMS_COOKIE)
}

function readDocumentCookie(name: string): string | null {
  let all: string
  try {
    all = typeof document === 'undefined' ? '' : document.cookie
  } catch {
    return null
  }
  for (const pair of all.split(';')) {
    const at = pair.indexOf('=')
    if (at < 0 || pair.slice(0, at).trim() !== name) continue
    const raw = pair.slice(at + 1).trim()
    try {
      return decodeURIComponent(raw)
    } catch {
      return raw
    }
  }
  return null
}

function isHttps(): boolean {
  try {
    return globalThis.location?.protocol === 'https:'
  } catch {
    return false
  }
}
