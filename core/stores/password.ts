import { requestPasswordChange } from '../api/member'
import { emit } from '../events'
import { closePopup } from './popup'
import { $session, finishLogin, loadMemberInfo, logout } from './session'

/**
 * PWD-1, PWD-5: change the password, reload member info, close the popup and go home.
 * @emits login navigate
 */
export async function changePassword(
  body: { oldPassword: string; newPassword: string; confirmNewPassword: string },
  source?: EventTarget | null,
): Promise<void> {
  await requestPasswordChange(body)
  const session = $session.get()
  closePopup('changePassword')
  if (session.status === 'pending')
    await finishLogin(session.loginType ?? 'username', session.firstTimeLogin, source)
  else await loadMemberInfo()
  emit('navigate', { path: '/' }, source)
}

/**
 * A forced password change was dismissed: the restricted session is ended (LOGIN-29).
 * @emits logout navigate
 */
export async function abandonForcedChange(source?: EventTarget | null): Promise<void> {
  closePopup('changePassword')
  if ($session.get().status === 'pending') await logout(source)
}
