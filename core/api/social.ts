import { call } from './http'
import type { Announcement } from './content'
import type { LoginAnswer } from './types'

/**
 * Facebook / Google login with the provider's token, which the platform checks (LOGIN-33, API-69).
 * An identity not linked yet is refused with LINK_REQUIRED ({@link SocialLinkStep}) or
 * SIGNUP_REQUIRED ({@link SocialSignupStep}): no session until the next step is done.
 */
export function requestSocialLogin(
  provider: string,
  providerToken: string,
  extra: Record<string, string> = {},
): Promise<LoginAnswer> {
  return call('/wps/session/social-login', {
    method: 'POST',
    modId: 'COMM3',
    body: { ...extra, provider, providerToken, registerUrl: location.href },
    encrypted: true,
  })
}

/** The value of LINK_REQUIRED: the member with the provider's e-mail must prove it is theirs. */
export interface SocialLinkStep {
  ticket: string
  account: string
  /** the member's verified contacts a code may go to, masked */
  channels: { channel: 'sms' | 'email'; to: string }[]
}

/** The value of SIGNUP_REQUIRED: a new account, once the terms and 18+ are accepted. */
export interface SocialSignupStep {
  ticket: string
  name: string
}

/** Links the identity with the member's password or the code it was sent; the login's answer. */
export function requestSocialLink(
  ticket: string,
  proof: { password: string } | { code: string },
  extra: Record<string, string> = {},
): Promise<LoginAnswer> {
  return call('/wps/session/social-link', {
    method: 'POST',
    modId: 'COMM3',
    body: { ...extra, ...proof, ticket },
    encrypted: true,
  })
}

/** Sends the link code to one of the member's verified contacts. */
export function requestSocialLinkCode(ticket: string, channel: 'sms' | 'email'): Promise<{ sent: boolean }> {
  return call('/wps/session/social-link/code', { method: 'POST', modId: 'COMM3', body: { ticket, channel } })
}

/** Makes the new account with the terms and 18+ accepted (FTR-5, VAL-33); the login's answer. */
export function requestSocialSignup(
  ticket: string,
  agreed: { termsAccepted: boolean; ageConfirmed: boolean; birthday?: string },
  extra: Record<string, string> = {},
): Promise<LoginAnswer> {
  return call('/wps/session/social-signup', {
    method: 'POST',
    modId: 'COMM3',
    body: { ...extra, ...agreed, ticket, registerUrl: location.href },
    encrypted: true,
  })
}

/** Where the reference server's demo providers answer (its control port), or null. */
export function fetchDemoProviders(): Promise<{ demo: { origin: string; consent: string } | null }> {
  return call('/wps/session/providers', { modId: 'COMM3' })
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
