import { call } from './http'
import type { Announcement } from './content'
import type { LoginAnswer } from './types'

/** Facebook / Google login with the provider's token, which the platform checks (LOGIN-33, API-69). */
export function requestSocialLogin(provider: string, providerToken: string): Promise<LoginAnswer> {
  return call('/wps/session/social-login', {
    method: 'POST',
    modId: 'COMM3',
    body: { provider, providerToken, registerUrl: location.href },
    encrypted: true,
  })
}

/** What the first-login welcome shows (LOGIN-22, C-13): the F announcements and the registration bonus. */
export interface Welcome {
  announcements: Announcement[]
  registrationBonus: { amount: number; termsPath: string } | null
}

/** The welcome content of a first-login session (empty for any other session). */
export function fetchWelcome(signal?: AbortSignal): Promise<Welcome> {
  return call('/wps/member/welcome', { modId: 'COMM3', token: true, signal })
}
