import { confirmPasswordMail, requestPasswordByPhone, requestPasswordMail } from '../api/register'
import { emit } from '../events'
import { closePopup } from './popup'
import { login } from './session'
import { $flags } from './system'

/** How a password is reset (spec §2 Forgot-password form). */
export type ForgotMethod = 'mobile' | 'email'

/** FORGOT-3, FORGOT-4: the methods the white-label flags open, the default first (mobile when phone reset is on). */
export function forgotMethods(whitelabel = $flags.get().whitelabel): ForgotMethod[] {
  const methods: ForgotMethod[] = []
  if (whitelabel.CHNGPASSVERIF3) methods.push('mobile')
  if (whitelabel.CHNGPASSMAIL3) methods.push('email')
  return methods
}

/** FORGOT-13, FORGOT-16: the e-mail reset; the caller shows 'request sent' (in_been_out) and closes. */
export async function resetPasswordByEmail(username: string, email: string): Promise<void> {
  await requestPasswordMail({ username: username.trim(), email: email.trim() })
}

/**
 * The reset link of the e-mail (`/forget?resetCode=…&account=…`, FORGOT-13), read once and
 * taken out of the address at once, so the code stays in no history entry or referrer.
 */
export function takeResetLink(): { code: string; account: string } | null {
  if (typeof location === 'undefined') return null
  const url = new URL(location.href)
  const code = url.searchParams.get('resetCode')
  if (!code) return null
  const account = url.searchParams.get('account') ?? ''
  url.searchParams.delete('resetCode')
  url.searchParams.delete('account')
  history.replaceState(history.state, '', url.pathname + url.search + url.hash)
  return { code, account }
}

/**
 * The e-mailed code and a new password, then a login with it (as FORGOT-15 does for the phone),
 * the popup closed and on to /.
 * @emits login navigate
 */
export async function resetPasswordByEmailCode(
  body: { username: string; code: string; newPassword: string },
  source?: EventTarget | null,
): Promise<void> {
  const username = body.username.trim()
  const answer = await confirmPasswordMail({ ...body, username, code: body.code.trim() })
  await login({ type: 'username', username: answer?.account || username, password: body.newPassword }, source)
  closePopup('forgot')
  emit('navigate', { path: '/' }, source)
}

/**
 * FORGOT-14, FORGOT-15: the phone reset, then a login with the new password (member info loaded
 * by the login), the popup closed and on to /.
 * @emits login navigate
 */
export async function resetPasswordByPhone(
  body: { countryDialingCode: string; mobileNum: string; verificationCode: string; newPassword: string },
  source?: EventTarget | null,
): Promise<void> {
  const mobileNum = body.mobileNum.trim()
  const answer = await requestPasswordByPhone({
    ...body,
    mobileNum,
    verificationCode: body.verificationCode.trim(),
  })
  await login(
    { type: 'username', username: answer?.account || mobileNum, password: body.newPassword },
    source,
  )
  closePopup('forgot')
  emit('navigate', { path: '/' }, source)
}
