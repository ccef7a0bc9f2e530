import { call } from './http'
import type { LoginAnswer } from './types'

// The reference server's calls for the account checks (named once here): the slider human
// check (LOGIN-15, API-70) and the new-device code step and remembered devices (LOGIN-28, C-16).

/**
 * A slider challenge: `image` (a PNG data URL) shows the number to move the 0–100 slider to (or to
 * type), within `tolerance`; the number itself stays on the server.
 */
export interface HumanChallenge {
  id: string
  image: string
  tolerance: number
  expiresInMs: number
}

/** Where a new-device code can go (possession factors only, C-16), masked. */
export interface DeviceCodeChannel {
  channel: 'sms' | 'email'
  to: string
}

/** The value of a NEW_DEVICE refusal. */
export interface NewDeviceTicket {
  ticket: string
  channels: DeviceCodeChannel[]
  expiredMinutes: number
}

/** A remembered device in the security centre. */
export interface RememberedDevice {
  id: number
  name: string
  ip: string
  firstSeen: number
  lastSeen: number
  expiresAt: number
}

/** A slider challenge for a login, a registration or an SMS send. */
export function requestHumanChallenge(purpose: 'login' | 'register' | 'sms'): Promise<HumanChallenge> {
  return call('/wps/relay/HUMAN_challenge', { method: 'POST', modId: 'COMM3', body: { purpose } })
}

/** The slider's answer; resolves to the single-use token the guarded call carries. */
export function verifyHumanCheck(id: string, position: number): Promise<{ humanToken: string }> {
  return call('/wps/relay/HUMAN_verify', { method: 'POST', modId: 'COMM3', body: { id, position } })
}

/** Sends the new-device code by SMS or e-mail. */
export function sendDeviceCode(
  ticket: string,
  channel: 'sms' | 'email',
): Promise<{ expiredMinutes: number; resendSeconds: number }> {
  return call('/wps/session/device/code', { method: 'POST', modId: 'COMM3', body: { ticket, channel } })
}

/** Trades the ticket and the code for the session (the login's answer). */
export function verifyDeviceCode(
  ticket: string,
  code: string,
  site: 'member' | 'agent',
): Promise<LoginAnswer> {
  return call('/wps/session/device/verify', {
    method: 'POST',
    modId: 'COMM3',
    body: { ticket, code, site },
    encrypted: true,
  })
}

/** The member's remembered devices, last seen first. */
export function loadDevices(): Promise<RememberedDevice[]> {
  return call('/wps/member/devices', { modId: 'COMM3', token: true })
}

/** Forgets one remembered device, or all of them. */
export function forgetDevices(which: number | 'all'): Promise<{ forgotten: number }> {
  return call('/wps/member/devices/forget', {
    method: 'POST',
    modId: 'COMM3',
    token: true,
    body: which === 'all' ? { all: true } : { id: which },
  })
}
