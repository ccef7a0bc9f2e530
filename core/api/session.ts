import { call } from './http'
import type { LoginAnswer, LoginRequest } from './types'

/**
 * Login, by username or by sms code (API-2, LOGIN-17, LOGIN-18), or with a link's one-time exchange
 * code (`?token=`, C-5).
 */
export function requestLogin(body: LoginRequest | { type: 'exchange'; code: string }): Promise<LoginAnswer> {
  return call('/wps/session/login', { method: 'POST', modId: 'COMM3', body: { ...body }, encrypted: true })
}

/**
 * Free-play (trial) login: no token needed (LOGIN-32); API-5: os, platform W and gateway version 3,
 * through the encryption hook (its headers).
 */
export function requestFreePlayLogin(): Promise<LoginAnswer> {
  return call('/wps/session/login/freeplay', {
    method: 'POST',
    modId: 'FREEPLAY3',
    body: { os: navigator.platform || 'web', platform: 'W', gatewayVersion: 3 },
    encrypted: true,
  })
}

/** Ends the session on the server (API-4). */
export function requestLogout(): Promise<unknown> {
  return call('/wps/session/logout', { method: 'DELETE', modId: 'COMM3', token: true })
}
