import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  STORAGE_KEYS,
  clearSession,
  hotGamesKey,
  readLocal,
  readSession,
  removeLocal,
  removeSession,
  storeMerchant,
  storedKey,
  writeLocal,
  writeSession,
} from '../../core/storage'
import {
  forgetLogin,
  loginCookieName,
  readCookie,
  readRememberedLogin,
  rememberLogin,
  writeCookie,
} from '../../core/cookies'
import { LOGIN_REMEMBER_COOKIE, LOGIN_TYPE_SMS_COOKIE, REMEMBER_ME_MS } from '../../core/constants'
import { configure, DEFAULT_CONFIG } from '../../core/config'

const MERCHANT = 'acme'

/** Every cookie string written to `document.cookie` while `run` executes. */
function cookiesWrittenBy(run: () => void): string[] {
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!
  const written: string[] = []
  vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
    written.push(value)
    descriptor.set!.call(document, value)
  })
  run()
  vi.restoreAllMocks()
  return written
}

/** Makes `window[area]` throw as it does where storage is blocked, until the test ends. */
function blockStorage(area: 'sessionStorage' | 'localStorage'): void {
  const original = Object.getOwnPropertyDescriptor(window, area)!
  Object.defineProperty(window, area, {
    configurable: true,
    get() {
      throw new DOMException('The operation is insecure.', 'SecurityError')
    },
  })
  restoreAfter.push(() => Object.defineProperty(window, area, original))
}

const restoreAfter: (() => void)[] = []

afterEach(() => {
  configure({ storagePrefix: DEFAULT_CONFIG.storagePrefix, merchant: DEFAULT_CONFIG.merchant })
  for (const restore of restoreAfter.splice(0)) restore()
  vi.restoreAllMocks()
  forgetLogin(MERCHANT)
  for (const key of [
    'token',
    'closed',
    'cpw',
    'merchant',
    'host-token',
    hotGamesKey('EN'),
    hotGamesKey('UR'),
  ]) {
    removeSession(key)
    removeLocal(key)
  }
  sessionStorage.clear()
  localStorage.clear()
})

describe('remember me (STORE-5..STORE-8, C-2)', () => {
  it('keeps the username and login type in cookies for one day', () => {
    const written = cookiesWrittenBy(() => rememberLogin({ merchant: MERCHANT, username: 'demo', sms: true }))
    expect(written.map((cookie) => cookie.split('=')[0])).toEqual([
      'acme-login',
      'loginRemember',
      'loginTypeSms',
    ])
    for (const cookie of written) {
      expect(cookie).toContain(`max-age=${REMEMBER_ME_MS / 1000}`)
      expect(cookie).toContain('path=/')
      expect(cookie).toContain('SameSite=Lax')
    }
    expect(REMEMBER_ME_MS).toBe(86_400_000)
    expect(readCookie('acme-login')).toBe('demo')
    expect(readCookie(LOGIN_REMEMBER_COOKIE)).toBe('1')
    expect(readCookie(LOGIN_TYPE_SMS_COOKIE)).toBe('1')
    expect(readRememberedLogin(MERCHANT)).toEqual({ username: 'demo', sms: true })
  })

  it('clears the sms flag when the username tab was used', () => {
    rememberLogin({ merchant: MERCHANT, username: '03001234567', sms: true })
    rememberLogin({ merchant: MERCHANT, username: 'demo', sms: false })
    expect(readCookie(LOGIN_TYPE_SMS_COOKIE)).toBeNull()
    expect(readRememberedLogin(MERCHANT)).toEqual({ username: 'demo', sms: false })
  })

  it('forgets the remembered login', () => {
    rememberLogin({ merchant: MERCHANT, username: 'demo', sms: true })
    forgetLogin(MERCHANT)
    expect(readRememberedLogin(MERCHANT)).toBeNull()
    expect(document.cookie).not.toContain('demo')
  })

  it('remembers nothing without the loginRemember cookie', () => {
    writeCookie(loginCookieName(MERCHANT), 'demo')
    expect(readRememberedLogin(MERCHANT)).toBeNull()
  })

  it('encodes usernames and keeps cookie names safe', () => {
    rememberLogin({ merchant: 'a b;c', username: 'ali; x=1', sms: false })
    expect(loginCookieName('a b;c')).toBe('a_b_c-login')
    expect(readRememberedLogin('a b;c')).toEqual({ username: 'ali; x=1', sms: false })
    forgetLogin('a b;c')
  })

  it('stores no password anywhere', () => {
    const input = { merchant: MERCHANT, username: 'demo', sms: false, password: 'Secret123!' }
    // @ts-expect-error C-2: rememberLogin has no password field
    rememberLogin(input)
    const everything = [
      document.cookie,
      JSON.stringify({ ...sessionStorage }),
      JSON.stringify({ ...localStorage }),
    ]
    expect(everything.join(' ')).not.toContain('Secret123!')
    expect(Object.values(STORAGE_KEYS).join(' ')).not.toMatch(/pass|pwd/i)
    expect(readSession(STORAGE_KEYS.cpw)).toBeNull()
  })
})

describe('session and local storage', () => {
  it('reads back what it writes, under lobbykit:<merchant>: (C-6)', () => {
    configure({ merchant: MERCHANT })
    writeSession(STORAGE_KEYS.token, 'abc')
    writeLocal(STORAGE_KEYS.language, 'UR')
    expect(readSession(STORAGE_KEYS.token)).toBe('abc')
    expect(sessionStorage.getItem('lobbykit:acme:token')).toBe('abc')
    expect(sessionStorage.getItem('token')).toBeNull()
    expect(localStorage.getItem('lobbykit:acme:language')).toBe('UR')
    expect(readLocal(STORAGE_KEYS.language)).toBe('UR')
    expect(readLocal('missing')).toBeNull()
  })

  it("never reads or writes a host page's bare `token` (C-6)", () => {
    sessionStorage.setItem('token', 'the-host-page-s-own')
    expect(readSession(STORAGE_KEYS.token)).toBeNull()
    writeSession(STORAGE_KEYS.token, 'ours')
    removeSession(STORAGE_KEYS.token)
    expect(sessionStorage.getItem('token')).toBe('the-host-page-s-own')
  })

  it('data-storage-prefix="" gives the spec\'s bare keys (STORE-2); another prefix is used as given', () => {
    configure({ storagePrefix: '' })
    writeSession(STORAGE_KEYS.token, 'abc')
    expect(sessionStorage.getItem('token')).toBe('abc')
    configure({ storagePrefix: 'acme-' })
    expect(storedKey(STORAGE_KEYS.token)).toBe('acme-token')
  })

  it('stores the merchant code in session and local storage (spec §9)', () => {
    storeMerchant(MERCHANT)
    expect(sessionStorage.getItem(storedKey('merchant'))).toBe(MERCHANT)
    expect(localStorage.getItem(storedKey('merchant'))).toBe(MERCHANT)
  })

  it("clears only lobbykit's session items on logout (LOGIN-36)", () => {
    for (const key of [STORAGE_KEYS.token, STORAGE_KEYS.closed, STORAGE_KEYS.cpw, STORAGE_KEYS.afterLogin])
      writeSession(key, 'x')
    storeMerchant(MERCHANT)
    sessionStorage.setItem('host-token', 'host')
    clearSession()
    expect(Object.keys(sessionStorage).sort()).toEqual(['host-token', storedKey('merchant')])
  })

  it('names the hot-games cache per language', () => {
    expect(hotGamesKey('ur')).toBe('hotGames:UR')
  })
})

describe('blocked storage', () => {
  it('falls back to memory when reading storage throws', () => {
    blockStorage('sessionStorage')
    blockStorage('localStorage')
    expect(() => writeSession(STORAGE_KEYS.token, 'abc')).not.toThrow()
    expect(readSession(STORAGE_KEYS.token)).toBe('abc')
    writeLocal(STORAGE_KEYS.theme, 'dark')
    expect(readLocal(STORAGE_KEYS.theme)).toBe('dark')
    clearSession()
    expect(readSession(STORAGE_KEYS.token)).toBeNull()
    removeLocal(STORAGE_KEYS.theme)
    expect(readLocal(STORAGE_KEYS.theme)).toBeNull()
  })

  it('falls back to memory when writing is refused (quota, private mode)', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError')
    })
    writeSession(STORAGE_KEYS.closed, 'A')
    expect(readSession(STORAGE_KEYS.closed)).toBe('A')
    clearSession()
    expect(readSession(STORAGE_KEYS.closed)).toBeNull()
  })

  it('keeps remembered logins in memory when cookies are refused', () => {
    vi.spyOn(document, 'cookie', 'set').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError')
    })
    expect(() => rememberLogin({ merchant: MERCHANT, username: 'demo', sms: false })).not.toThrow()
    expect(readRememberedLogin(MERCHANT)).toEqual({ username: 'demo', sms: false })
  })
})
