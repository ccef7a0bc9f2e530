import { atom } from 'nanostores'
import { fetchMemberInfo } from '../api/member'
import { requestFreePlayLogin, requestLogin, requestLogout } from '../api/session'
import type { LoginAnswer, LoginRequest, MemberInfo } from '../api/types'
import { onUnauthorized } from '../api/http'
import { $config } from '../config'
import { emit } from '../events'
import { runDeviceCheck, runHumanCheck } from '../human-check'
import { clearSession, readSession, removeSession, writeSession, STORAGE_KEYS } from '../storage'
import { $flags } from './system'
import { $token } from './token'
import { closePopup, openPopup } from './popup'

/** Member types that are agents, and the trial type (spec §3 Member info). */
export const AGENT_TYPES = [1, 2, 41, 42]
export const TRIAL_TYPES = [4]

export type LoginType = 'username' | 'sms' | 'freeplay' | 'token' | 'social'

export interface SessionState {
  /** 'pending' = a token is held but the password must change first (LOGIN-24). */
  status: 'unknown' | 'loggedOut' | 'pending' | 'loggedIn'
  isAgent: boolean
  isTrial: boolean
  loginType: LoginType | null
  firstTimeLogin: boolean
}

const LOGGED_OUT: SessionState = {
  status: 'loggedOut',
  isAgent: false,
  isTrial: false,
  loginType: null,
  firstTimeLogin: false,
}

/** The login state every widget on the page shares (spec §4 Login state). */
export const $session = atom<SessionState>({ ...LOGGED_OUT, status: 'unknown' })
/** Member info of the logged-in member (spec §3). */
export const $member = atom<MemberInfo | null>(null)
/** The platform ended the session (401): the login form says so until the next login. */
export const $sessionEnded = atom(false)

let memberLoad: Promise<MemberInfo> | null = null

/** Loads member info once however many widgets ask; sets isAgent / isTrial (LOGIN-27). */
export function loadMemberInfo(): Promise<MemberInfo> {
  memberLoad ??= fetchMemberInfo()
    .then((info) => {
      $member.set(info)
      const current = $session.get()
      $session.set({
        ...current,
        status: 'loggedIn',
        isAgent: AGENT_TYPES.includes(info.type),
        isTrial: TRIAL_TYPES.includes(info.type),
      })
      return info
    })
    .finally(() => {
      memberLoad = null
    })
  return memberLoad
}

/**
 * Holds a token. `persist` false (LOGIN-29): a session that must change its
 * password first lives in memory only, so a reload cannot skip the change; `finishLogin` stores it.
 */
export function holdToken(token: string, loginType: LoginType, firstTimeLogin = false, persist = true): void {
  $sessionEnded.set(false)
  $token.set(token)
  if (persist) writeSession(STORAGE_KEYS.token, token)
  else removeSession(STORAGE_KEYS.token)
  $session.set({ ...$session.get(), status: 'pending', loginType, firstTimeLogin })
}

/**
 * Uses a token the page already has (URL, sessionStorage, another tab, `lobbykit('setSession')`, a
 * registration). No element caused those but a registration (`source`): the others tell `document`.
 */
export async function adoptToken(
  token: string,
  loginType: LoginType = 'token',
  broadcast = true,
  source?: EventTarget | null,
): Promise<MemberInfo | null> {
  holdToken(token, loginType)
  try {
    const info = await loadMemberInfo()
    if (broadcast) post({ type: 'login', token })
    emit('login', { member: info, loginType }, source)
    return info
  } catch {
    dropSession()
    return null
  }
}

export interface LoginOutcome {
  /** LOGIN-24: the change-password popup must be completed before the session is usable. */
  mustChangePassword: boolean
  answer: LoginAnswer
}

/**
 * Spec §4 Login flow 1–4: human check (not for sms), login call, token, then info or password change.
 * Events go out from `source`, the element the member logged in with.
 * @emits login navigate
 */
export async function login(request: LoginRequest, source?: EventTarget | null): Promise<LoginOutcome> {
  const human = request.type === 'sms' ? {} : await runHumanCheck('login')
  const site = $config.get().agent ? 'agent' : 'member'
  // LOGIN-28: a NEW_DEVICE refusal goes through the code step, whose answer is the login's.
  const answer = await requestLogin({ ...request, ...human, site }).catch(runDeviceCheck)
  // LOGIN-24, LOGIN-29 (C-3): the server says whether the password must change, on every way in
  // (its session answers nothing else until then).
  const expired = answer.passwordExpired === true && $flags.get().pwdEnabled
  const mustChangePassword = answer.mustChangePassword === true || expired
  holdToken(answer.token, request.type, answer.firstTimeLogin === true, !mustChangePassword)
  if (mustChangePassword) {
    openPopup('changePassword', answer.passwordExpired ? 'expired' : 'default')
    return { mustChangePassword, answer }
  }
  await finishLogin(request.type, answer.firstTimeLogin === true, source)
  return { mustChangePassword, answer }
}

/**
 * Loads info, flags the after-login popup, tells the host and other tabs (LOGIN-22, LOGIN-25, LOGIN-26).
 * @emits login navigate
 */
export async function finishLogin(
  loginType: LoginType,
  firstTimeLogin: boolean,
  source?: EventTarget | null,
): Promise<MemberInfo> {
  const info = await loadMemberInfo()
  // The session is usable now (the password change, if any, is done): keep it across reloads.
  const held = $token.get()
  if (held) writeSession(STORAGE_KEYS.token, held)
  closePopup('login')
  // LOGIN-22, LOGIN-25, POP-11: the after-login popup (the welcome after a first login), once per session.
  if (!readSession(STORAGE_KEYS.afterLogin)) openPopup('afterLogin')
  const token = $token.get()
  if (token) post({ type: 'login', token })
  emit('login', { member: info, loginType, firstTimeLogin }, source)
  // LOGIN-26: an agent on the agent page goes to the agent centre, unless the host routes it itself.
  const { agent, agentHome } = $config.get()
  if (agent && $session.get().isAgent && emit('navigate', { path: agentHome }, source, true))
    location.assign(agentHome)
  return info
}

/**
 * LOGIN-31: trial login loads info, clears the cpw item, closes modals, goes home, logged in.
 * @emits login navigate
 */
export async function loginFreePlay(source?: EventTarget | null): Promise<MemberInfo> {
  const answer = await requestFreePlayLogin()
  removeSession(STORAGE_KEYS.cpw)
  holdToken(answer.token, 'freeplay')
  const info = await loadMemberInfo()
  closePopup()
  post({ type: 'login', token: answer.token })
  emit('login', { member: info, loginType: 'freeplay' }, source)
  emit('navigate', { path: '/' }, source)
  return info
}

/**
 * LOGIN-35/36: the logout call, then session storage cleared and logged out in every tab.
 * @emits logout navigate
 */
export async function logout(source?: EventTarget | null): Promise<void> {
  const hadToken = $token.get() !== null
  try {
    if (hadToken) await requestLogout()
  } catch {
    // The session ends on this side whatever the server answered.
  } finally {
    dropSession()
    post({ type: 'logout' })
    emit('logout', {}, source)
    emit('navigate', { path: '/', replace: true }, source)
  }
}

/** Forgets the session locally (logout, another tab's logout, 401). */
export function dropSession(): void {
  memberLoad = null
  $token.set(null)
  clearSession()
  $member.set(null)
  $session.set({ ...LOGGED_OUT })
}

/** A token-call answered 401: the session ended (api.md). */
onUnauthorized(() => {
  if ($session.get().status === 'loggedOut') return
  dropSession()
  $sessionEnded.set(true)
  emit('session-expired', {})
})

/* Cross-tab: logging out in one tab logs out every tab; a new tab asks for the session. */
type TabMessage = { type: 'login'; token: string } | { type: 'logout' } | { type: 'hello' }
let channel: BroadcastChannel | null = null

function post(message: TabMessage): void {
  channel?.postMessage(message)
}

/** Joins the page's other tabs (same origin, same merchant). */
export function connectTabs(): void {
  if (channel || typeof BroadcastChannel === 'undefined') return
  channel = new BroadcastChannel(`lobbykit:${$config.get().merchant}`)
  channel.onmessage = ({ data }: MessageEvent<TabMessage>) => {
    const token = $token.get()
    if (data.type === 'logout' && $session.get().status !== 'loggedOut') {
      dropSession()
      emit('logout', { fromOtherTab: true })
    } else if (data.type === 'login' && data.token !== token && $session.get().status !== 'pending') {
      void adoptToken(data.token, 'token', false)
    } else if (data.type === 'hello' && token && $session.get().status === 'loggedIn') {
      post({ type: 'login', token })
    }
  }
  if (!readSession(STORAGE_KEYS.token)) post({ type: 'hello' })
}

/** Closes the tab channel (tests). */
export function disconnectTabs(): void {
  channel?.close()
  channel = null
}
