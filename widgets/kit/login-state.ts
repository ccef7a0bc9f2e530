// STORE-1 (spec §3 Login state): the one login state every widget and the host page read — userInfo,
// isLogin, isAgent, isTrial, lottGames, validate, memberInfo, whitelabelVal, location (with ip),
// systemStatus, gtagId, imgUrl, startGameUrl and merchantWallet isSingle — a read-only view computed
// over the stores that hold each part (nothing here is kept twice). A chunk of its own, loaded when
// the host asks for it (`lobbykit('loginState')`, `lobbykit('on', 'login-state', fn)`), so the runtime
// does not carry it (DESIGN "Budgets").
//
// validate is the server's registration validation (spec §3 "Registration configuration (regValid /
// regExp)": per field enabled, required, acceptedPattern, patternId, minLength, maxLength; VAL-1), the
// rules the login and registration forms check input against; the login state holds it because the
// status call that brings it is the one that starts the state.
import { computed } from 'nanostores'
import type { MemberInfo, Whitelabel } from '../../core/api/types'
import type { FieldRule } from '../../core/validation/rules'
import type { LotteryMenuItem } from '../../core/api/lottery'
import { emit } from '../../core/events'
import { $lottGames, $startGameUrl } from '../../core/stores/lottery-games'
import { $member, $session, type LoginType } from '../../core/stores/session'
import { $system, SystemStatus } from '../../core/stores/system'
import { $merchantWallet, loadMerchantWallet } from '../../core/stores/wallets'
import { imageBase } from './use-image-base'

export interface LoginState {
  /** What the login stored besides the token (spec §4 Login flow 3); null when nobody is logged in. */
  userInfo: { account: string; loginType: LoginType | null; firstTimeLogin: boolean } | null
  isLogin: boolean
  isAgent: boolean
  isTrial: boolean
  /** The member's recent lottery games (LOTT-*, STORE-1). */
  lottGames: LotteryMenuItem[]
  /** The server's registration validation rules, per field (VAL-1). */
  validate: Record<string, FieldRule>
  memberInfo: MemberInfo | null
  /** The white-label flags (FLAG-*). */
  whitelabelVal: Whitelabel
  /** Where the platform places the visitor; null until the status call answered. */
  location: { ip: string; country?: string } | null
  /** SYS-11..13: 0 normal, 1 maintenance, 2 region restricted. */
  systemStatus: SystemStatus
  /** SYS-9: the analytics id. */
  gtagId: string | null
  /** The image base of game and vendor pictures (spec §3 CDN config, §9). */
  imgUrl: string | null
  /** The lottery game last launched. */
  startGameUrl: string | null
  /** STORE-3: isSingle of the member's merchant wallet; null until read (and for a trial member). */
  merchantWallet: { isSingle: boolean | null }
}

export const $loginState = computed(
  [$session, $member, $system, $lottGames, $startGameUrl, $merchantWallet],
  (session, member, system, lottGames, startGameUrl, wallet): LoginState => {
    const isLogin = session.status === 'loggedIn' && member !== null
    const info = system.answer?.info
    return {
      userInfo: isLogin
        ? { account: member.account, loginType: session.loginType, firstTimeLogin: session.firstTimeLogin }
        : null,
      isLogin,
      isAgent: isLogin && session.isAgent,
      isTrial: isLogin && session.isTrial,
      lottGames: isLogin ? lottGames : [],
      validate: info?.register.regExp ?? {},
      memberInfo: isLogin ? member : null,
      whitelabelVal: info?.whitelabel ?? {},
      location: system.answer?.location ?? null,
      systemStatus: system.status,
      gtagId: info?.analytics?.gtagId ?? null,
      imgUrl: imageBase(system),
      startGameUrl: isLogin ? startGameUrl : null,
      // A value read for another member is not this one's.
      merchantWallet: { isSingle: isLogin && wallet.memberId === member.id ? wallet.isSingle : null },
    }
  },
)

/** A copy the host may keep or change without touching the state. */
export function copyLoginState(state = $loginState.get()): LoginState {
  return structuredClone(state)
}

let heard: (() => void) | null = null
let pending = false

/**
 * `lobbykit-login-state`: from the first ask on, every change goes to the host once per task (a login
 * sets several stores in a row; the host hears the state they end in).
 */
export function watchLoginState(): void {
  heard ??= $loginState.listen(() => {
    if (pending) return
    pending = true
    queueMicrotask(() => {
      pending = false
      emit('login-state', copyLoginState())
    })
  })
}

/** Stops the event (tests). */
export function unwatchLoginState(): void {
  heard?.()
  heard = null
}

/**
 * `lobbykit('loginState')`: the state as it is once the logged-in member's merchant wallet has been
 * read (STORE-3: the one field only a call of its own brings); a failed read leaves isSingle null.
 */
export async function answerLoginState(): Promise<LoginState> {
  watchLoginState()
  if ($loginState.get().isLogin && $loginState.get().merchantWallet.isSingle === null)
    await loadMerchantWallet()
  return copyLoginState()
}
