import { atom, computed } from 'nanostores'
import { fetchSystemStatus } from '../api/system'
import type { SystemStatusAnswer, Whitelabel } from '../api/types'
import type { ApiError } from '../errors'

/** 0 normal, 1 maintenance, 2 region blocked (spec §4 System status). */
export type SystemStatus = 0 | 1 | 2

export interface SystemState {
  loaded: boolean
  status: SystemStatus
  answer: SystemStatusAnswer | null
  error: ApiError | null
}

export const $system = atom<SystemState>({ loaded: false, status: 0, answer: null, error: null })

/** SYS-11..13: maintenance wins over region restriction. */
export function statusOf(answer: Pick<SystemStatusAnswer, 'maintenance' | 'regionRestriction'>): SystemStatus {
  if (answer.maintenance) return 1
  if (answer.regionRestriction) return 2
  return 0
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
      const state: SystemState = { loaded: true, status: 0, answer: null, error }
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
  $system.set({ loaded: false, status: 0, answer: null, error: null })
}

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
