import { call } from './http'

/** Captcha image for a client-chosen key: base64 PNG (API: GET /wps/captcha). */
export function fetchCaptcha(uuid: string): Promise<string> {
  return call('/wps/captcha', { modId: 'CAPTCHA3', query: { uuid } })
}

/** Sms code for login or forgot password; answers expiredMinutes (spec §3 Sms code request). */
export function requestSmsCode(body: {
  countryDialingCode: string
  mobileNum: string
  purpose: 'login' | 'forgot'
  /** The slider's single-use token when the brand enables the human check (API-70). */
  humanToken?: string
}): Promise<{ expiredMinutes: number }> {
  return call('/wps/verification/sms/noLogin', { method: 'POST', modId: 'VERIFICATION3', body })
}
