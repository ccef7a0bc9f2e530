import { describe, expect, it, vi } from 'vitest'
import { configure } from '../../../core/config'
import { isApiError } from '../../../core/errors'
import { storedKey, readSession, STORAGE_KEYS } from '../../../core/storage'
import { abandonForcedChange, changePassword } from '../../../core/stores/password'
import { $popup } from '../../../core/stores/popup'
import {
  $member,
  $session,
  $sessionEnded,
  adoptToken,
  login,
  loginFreePlay,
  logout,
} from '../../../core/stores/session'
import { $smsCountdown, sendSmsCode } from '../../../core/stores/sms'
import { $flags, loadSystem, resetSystem, statusOf } from '../../../core/stores/system'
import { $token } from '../../../core/stores/token'
import { demo, latestSmsCode, nodeRequest, PLATFORM_HEADERS, usePlatform } from '../../helpers/platform'

const platform = usePlatform()

async function loginError(request: Parameters<typeof login>[0]) {
  try {
    await login(request)
  } catch (error) {
    if (isApiError(error)) return error
    throw error
  }
  throw new Error('login succeeded')
}

describe('system status (SYS-11..13)', () => {
  it('derives 0, 1 and 2 with maintenance winning', () => {
    expect(statusOf({ maintenance: false, regionRestriction: false })).toBe(0)
    expect(statusOf({ maintenance: true, regionRestriction: true })).toBe(1)
    expect(statusOf({ maintenance: false, regionRestriction: true })).toBe(2)
  })

  it('reads the store flags from the white-label answer (FLAG-21..23)', () => {
    expect($flags.get()).toMatchObject({ hasFreePlay: true, showVerCodeLogin: true, pwdEnabled: true })
  })
})

describe('login flow (spec §4)', () => {
  it('logs in, keeps the token in session storage and loads member info (LOGIN-21, LOGIN-27)', async () => {
    const outcome = await login({ type: 'username', username: 'demo', password: 'Demo1234!' })
    expect(outcome.mustChangePassword).toBe(false)
    expect($session.get()).toMatchObject({ status: 'loggedIn', isAgent: false, isTrial: false })
    expect($member.get()?.account).toBe('demo')
    expect(readSession(STORAGE_KEYS.token)).toBe($token.get())
  })

  it('answers a wrong password with one generic message (C-10)', async () => {
    const error = await loginError({ type: 'username', username: 'demo', password: 'nope' })
    expect(error.key).toBe('invalid_credentials')
    const unknown = await loginError({ type: 'username', username: 'nobody-here', password: 'nope' })
    expect(unknown.key).toBe('invalid_credentials')
  })

  it('asks for a captcha after failures and accepts the right code (LOGIN-19)', async () => {
    await loginError({ type: 'username', username: 'demo', password: 'bad1' })
    await loginError({ type: 'username', username: 'demo', password: 'bad2' })
    const asked = await loginError({ type: 'username', username: 'demo', password: 'Demo1234!' })
    expect(asked.value).toMatchObject({ captcha: true })
    const key = 'test-captcha-key-1'
    await nodeRequest(`${platform().url}/wps/captcha?uuid=${key}`, {
      headers: { ...PLATFORM_HEADERS, modID: 'CAPTCHA3' },
    })
    const { code } = await demo<{ code: string }>(platform(), 'GET', `/demo/api/captcha/${key}`)
    await login({ type: 'username', username: 'demo', password: 'Demo1234!', captcha: code, captchaKey: key })
    expect($session.get().status).toBe('loggedIn')
  })

  it('opens the change-password popup for an expired password and holds the session until it changes (LOGIN-24, PWD-5)', async () => {
    const outcome = await login({ type: 'username', username: 'expired', password: 'Expired1234!' })
    expect(outcome.mustChangePassword).toBe(true)
    expect($popup.get()).toEqual({ name: 'changePassword', reason: 'expired' })
    expect($session.get().status).toBe('pending')
    expect($member.get()).toBeNull()
    await changePassword({
      oldPassword: 'Expired1234!',
      newPassword: 'Fresh1234!',
      confirmNewPassword: 'Fresh1234!',
    })
    expect($popup.get()?.name).toBe('afterLogin') // LOGIN-25: the change done, the login finishes
    expect($session.get().status).toBe('loggedIn')
    expect($member.get()?.account).toBe('expired')
  })

  it('does not force the change when expiry enforcement is off (LOGIN-24, FLAG-17)', async () => {
    await demo(platform(), 'PUT', '/demo/api/settings', { whitelabel: { PWDEXPFORCECHANGE3: false } })
    resetSystem()
    await loadSystem()
    const outcome = await login({ type: 'username', username: 'expired', password: 'Expired1234!' })
    expect(outcome.mustChangePassword).toBe(false)
    expect($session.get().status).toBe('loggedIn')
  })

  it('ends the restricted session when the forced change is dismissed (LOGIN-29)', async () => {
    await login({ type: 'username', username: 'newbie', password: 'Newbie1234!' })
    expect($popup.get()?.name).toBe('changePassword')
    await abandonForcedChange()
    expect($session.get().status).toBe('loggedOut')
    expect($token.get()).toBeNull()
  })

  it('refuses a non-member and, on the agent page, a non-agent (ERR-11, ERR-12)', async () => {
    expect((await loginError({ type: 'username', username: 'staff', password: 'Staff1234!' })).key).toBe(
      'non_member',
    )
    configure({ agent: true })
    expect((await loginError({ type: 'username', username: 'demo', password: 'Demo1234!' })).key).toBe(
      'non_agent',
    )
    const navigate = vi.fn()
    document.addEventListener(
      'lobbykit-navigate',
      (e) => {
        e.preventDefault() // the host routes it itself
        navigate((e as CustomEvent).detail)
      },
      { once: true },
    )
    await login({ type: 'username', username: 'agent', password: 'Agent1234!' })
    expect($session.get().isAgent).toBe(true)
    expect(navigate).toHaveBeenCalledWith({ path: '/agentHome' }) // LOGIN-26
  })

  it('logs in with an sms code after a 60 × expiredMinutes countdown starts (LOGIN-18, LOGIN-30, VAL-40)', async () => {
    const before = Date.now()
    expect(await sendSmsCode('login', '92', '3001234567')).toBe(true)
    const until = $smsCountdown.get().login
    expect(until - before).toBeGreaterThanOrEqual(59_000)
    expect(until - before).toBeLessThanOrEqual(61_000)
    expect(await sendSmsCode('login', '92', '3001234567')).toBe(false) // refused while counting
    const code = await latestSmsCode(platform(), '3001234567')
    const outcome = await login({
      type: 'sms',
      mobileNum: '3001234567',
      countryDialingCode: '92',
      verificationCode: code,
    })
    expect(outcome.mustChangePassword).toBe(false)
    expect($member.get()?.account).toBe('demo')
  })

  it('logs a trial player in with free play and clears the cpw item (LOGIN-31, LOGIN-32)', async () => {
    sessionStorage.setItem(storedKey(STORAGE_KEYS.cpw), 'x')
    await loginFreePlay()
    expect($session.get()).toMatchObject({ status: 'loggedIn', isTrial: true })
    expect(sessionStorage.getItem(storedKey(STORAGE_KEYS.cpw))).toBeNull()
  })

  it('logs out: server session ended, storage cleared, logged out (LOGIN-35, LOGIN-36)', async () => {
    await login({ type: 'username', username: 'demo', password: 'Demo1234!' })
    const token = $token.get()!
    await logout()
    expect($session.get()).toMatchObject({ status: 'loggedOut', isAgent: false })
    expect(readSession(STORAGE_KEYS.token)).toBeNull()
    const info = await nodeRequest(`${platform().url}/wps/member/info`, {
      headers: { ...PLATFORM_HEADERS, modID: 'COMM3', Authorization: token },
    })
    expect(info.__status).toBe(401)
  })

  it('goes logged out and says so when the server ends the session (api.md 401)', async () => {
    await login({ type: 'username', username: 'demo', password: 'Demo1234!' })
    await demo(platform(), 'POST', '/demo/api/sessions/expire')
    const expired = vi.fn()
    document.addEventListener('lobbykit-session-expired', expired, { once: true })
    const info = await adoptToken($token.get()!)
    expect(info).toBeNull()
    expect(expired).toHaveBeenCalledTimes(1)
    expect($sessionEnded.get()).toBe(true) // the login form says why it is back
    expect($session.get().status).toBe('loggedOut')
  })
})
