import { call } from './http'

// Player protection: the spec names no call; the reference server defines them under
// /wps/relay (api.md last paragraph). The server enforces every limit; these calls read and set them.

const MOD = 'COMM3'

export type LimitKind = 'deposit' | 'loss' | 'wager'
export type LimitPeriod = 'day' | 'week' | 'month'

/** A change waiting for its time: a higher limit, or none, applies 24 hours after it was asked for. */
export interface PendingLimit {
  amount: number | null
  appliesAt: number
}

/** One money limit: in force (null: none), used in its rolling window, remaining, and a pending raise. */
export interface MoneyLimit {
  kind: LimitKind
  period: LimitPeriod
  amount: number | null
  pending: PendingLimit | null
  used: number
  remaining: number | null
}

/** The session so far: for the reality check and the session time limit. */
export interface SessionFigures {
  startedAt: number
  playedMs: number
  stake: number
  net: number
  sessionLimitMinutes: number | null
  /** When the session time limit is reached, on the clock of `now`; null without one. */
  sessionEndsAt: number | null
  realityCheck: { minutes: number; chosen: number | null; brandDefault: number; intervalMs: number }
  /** The server's protection clock when it answered (the timers count from it, not the device's clock). */
  now: number
}

export interface ProtectionStatus {
  /** The protection clock (the demo can move it forward). */
  clock: number
  limits: MoneyLimit[]
  session: { amount: number | null; pending: PendingLimit | null }
  figures: SessionFigures
  bounds: {
    realityCheckMinutes: [number, number]
    sessionLimitMinutes: [number, number]
    coolOff: string[]
    selfExclusion: string[]
  }
  history: { kind: string; period: string; amount: number | null; setAt: number; appliesAt: number }[]
}

export function fetchProtection(signal?: AbortSignal): Promise<ProtectionStatus> {
  return call('/wps/relay/RG_status', { modId: MOD, token: true, signal })
}

/** Sets a limit (`amount` '' removes it); answers when it applies and the new status. */
export function requestLimit(body: {
  kind: LimitKind | 'session'
  period?: LimitPeriod
  amount: string
}): Promise<ProtectionStatus & { appliesAt: number }> {
  return call('/wps/relay/RG_setLimit', { method: 'POST', modId: MOD, token: true, body })
}

export function requestRealityCheck(minutes: string): Promise<ProtectionStatus> {
  return call('/wps/relay/RG_setRealityCheck', { method: 'POST', modId: MOD, token: true, body: { minutes } })
}

/** Cool-off or self-exclusion, confirmed with the password; the server ends every session. */
export function requestExclusion(body: {
  kind: 'coolOff' | 'selfExclusion'
  duration: string
  password: string
}): Promise<{ kind: string; endsAt: number | null }> {
  return call('/wps/relay/RG_exclude', { method: 'POST', modId: MOD, token: true, body })
}

export function fetchSessionFigures(signal?: AbortSignal): Promise<SessionFigures> {
  return call('/wps/relay/RG_session', { modId: MOD, token: true, signal })
}
