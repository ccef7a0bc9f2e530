import { atom, computed } from 'nanostores'
import { fetchSystemStatus } from '../api/system'
import type { SystemStatusAnswer, Whitelabel } from '../api/types'
import type { ApiError } from '../errors'
import type { MessageKey } from '../i18n/index'

/**
 * What the status call answers (spec §2 "Root behaviour by system status", SYS-11..13). An enum, not
 * a const object, because esbuild inlines enum members where they are read: no object ships.
 */
export enum SystemStatus {
  /** Status 0: the normal app. */
  Open = 0,
  /** Status 1: the game-maintenance page. */
  Maintenance = 1,
  /** Status 2: the region-restriction block page. */
  Region = 2,
}

export interface SystemState {
  loaded: boolean
  status: SystemStatus
  answer: SystemStatusAnswer | null
  error: ApiError | null
}

export const $system = atom<SystemState>({
  loaded: false,
  status: SystemStatus.Open,
  answer: null,
  error: null,
})

/** SYS-11..13: maintenance wins over region restriction. */
export function statusOf(
  answer: Pick<SystemStatusAnswer, 'maintenance' | 'regionRestriction'>,
): SystemStatus {
  if (answer.maintenance) return SystemStatus.Maintenance
  if (answer.regionRestriction) return SystemStatus.Region
  return SystemStatus.Open
}

let loading: Promise<SystemState> | null = null

/** Loads status and permission once per page, however many widgets ask (SYS-8). */
export function loadSystem(): Promise<SystemState> {
  loading ??= fetchSystemStatus().then(
    (answer) => {
      const state: SystemState = { loaded: true, status: statusOf(answer), answer, error: null }
      $system.set(state)
      return state
    },
    (error: ApiError) => {
      loading = null
      const state: SystemState = { loaded: true, status: SystemStatus.Open, answer: null, error }
      $system.set(state)
      return state
    },
  )
  return loading
}

/** Asks for the status again after a failure (the widgets' "Try again"). */
export function reloadSystem(): Promise<SystemState> {
  loading = null
  return loadSystem()
}

/** Forgets the loaded status (tests, and the demo control page switching status). */
export function resetSystem(): void {
  loading = null
  $system.set({ loaded: false, status: SystemStatus.Open, answer: null, error: null })
}

/**
 * SYS-15/16: why the login and registration forms are not offered — maintenance or a blocked region
 * (the message key to show) — or null when they are. A failed status call is the form's own error (ERR-3).
 */
export const $formsBlocked = computed($system, (state): MessageKey | null =>
  state.status === SystemStatus.Maintenance
    ? 'system_maintenance'
    : state.status === SystemStatus.Region
      ? 'access_restricted'
      : null,
)

/** Store flags derived from the white-label answer (FLAG-21..23, spec §3 Store flags). */
export interface Flags {
  /** Password-expiry enforcement (PWDEXPFORCECHANGE3; NS-21). */
  pwdEnabled: boolean
  /** Free demo play (FREEPLAY3, FLAG-8). */
  hasFreePlay: boolean
  /** Sms code login (MOBILEVERCODELOGIN3, FLAG-9). */
  showVerCodeLogin: boolean
  /** Facebook / Google login (FLAG-11). */
  thirdPartyLogin: boolean
  whitelabel: Whitelabel
}

export const $flags = computed($system, (state): Flags => {
  const wl = state.answer?.info.whitelabel ?? {}
  return {
    pwdEnabled: wl.PWDEXPFORCECHANGE3 === true,
    hasFreePlay: wl.FREEPLAY3 === true,
    showVerCodeLogin: wl.MOBILEVERCODELOGIN3 === true,
    thirdPartyLogin: wl.THIRDPARTYLOGIN === true,
    whitelabel: wl,
  }
})

/** The server's per-field rules (VAL-1). */
export const $registerRules = computed($system, (state) => state.answer?.info.register.regExp ?? {})
