import { call } from './http'
import type { MemberInfo } from './types'

/** Member info (API-6). */
export function fetchMemberInfo(signal?: AbortSignal): Promise<MemberInfo> {
  return call('/wps/member/info', { modId: 'COMM3', token: true, signal })
}

/** Change password (API-10, PWD-1). */
export function requestPasswordChange(body: {
  oldPassword: string
  newPassword: string
  confirmNewPassword: string
}): Promise<unknown> {
  return call('/wps/member/password', { method: 'POST', modId: 'PASS3', token: true, body, encrypted: true })
}

/** Tells the server the member's language (I18N-7). */
export function requestLanguageUpdate(language: string): Promise<unknown> {
  return call('/wps/member/language', { method: 'PUT', modId: 'COMM3', token: true, body: { language } })
}
