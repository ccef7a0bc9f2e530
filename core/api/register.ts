import { call } from './http'

/** What the register calls answer: the account, and a token when the payload asked to log in (REG-23). */
export interface RegisterAnswer {
  account: string
  token?: string
  firstTimeLogin?: boolean
}

/** Register by username (API-8, REG3) or by mobile number (API-9). */
export function requestRegister(
  mode: 'username' | 'mobile',
  body: Record<string, unknown>,
): Promise<RegisterAnswer> {
  const path = mode === 'mobile' ? '/wps/member/register/mobile' : '/wps/member/register'
  return call(path, { method: 'PUT', modId: mode === 'mobile' ? 'COMM3' : 'REG3', body, encrypted: true })
}

/**
 * Register sms code (API-19/20): the mobile variant (MOBILENUMREG3) or the username variant
 * (REGMOBVERF3); the number travels as `mobileNo` (spec §3 Sms code request).
 */
export function requestRegisterSms(
  mode: 'username' | 'mobile',
  body: { countryDialingCode: string; mobileNo: string } & Record<string, string>,
): Promise<{ expiredMinutes: number }> {
  return call('/wps/verification/sms/register', {
    method: 'POST',
    modId: mode === 'mobile' ? 'MOBILENUMREG3' : 'REGMOBVERF3',
    body,
  })
}

/** Affiliate check (API-22, REG-16): `code` and `domain`. */
export function checkAffiliate(code: string, domain: string): Promise<{ code: string }> {
  return call('/wps/agent/affiliate', { modId: 'AFFMAN3', query: { code, domain } })
}

/** Forgot password by e-mail: a form POST of username and email (API-11, FORGOT-13). */
export function requestPasswordMail(body: { username: string; email: string }): Promise<unknown> {
  return call('/wps/member/password/email', { method: 'POST', modId: 'COMM3', body, form: true })
}

/**
 * The e-mailed reset code and a new password (FORGOT-13, C-9: the e-mail carries a one-time code,
 * not a password); answers the account to log in with.
 */
export function confirmPasswordMail(body: {
  username: string
  code: string
  newPassword: string
}): Promise<{ account?: string }> {
  return call('/wps/member/password/email/verify', { method: 'POST', modId: 'COMM3', body })
}

/** Set a new password with an sms code (API-12, FORGOT-14); answers the account to log in with. */
export function requestPasswordByPhone(body: {
  countryDialingCode: string
  mobileNum: string
  verificationCode: string
  newPassword: string
}): Promise<{ account?: string }> {
  return call('/wps/member/password/verification', {
    method: 'POST',
    modId: 'CHNGPASSVERIF3',
    body,
    encrypted: true,
  })
}
