import { requestSocialLogin } from '../api/social'
import { signInProvider, type SocialProvider } from '../identity-provider'
import { providerError } from '../provider-error'
import { closePopup } from '../stores/popup'
import { finishLogin, holdToken } from '../stores/session'

/**
 * LOGIN-33 (spec §4 Registration 7): Facebook / Google through the identity provider's popup, then
 * the platform checks the provider's token; on success the session is held like any login's, the
 * first-login action runs when firstTimeLogin (LOGIN-22), the modal closes and login info loads
 * (finishLogin). A provider failure rejects with its §8 message (ERR-27 popup closed …); nothing
 * the member typed is touched.
 * @emits login navigate
 */
export async function loginWithProvider(name: SocialProvider, source?: EventTarget | null): Promise<void> {
  const provider = await signInProvider()
  const providerToken = await provider.signIn(name).catch((error: unknown) => {
    throw providerError('sign in', error)
  })
  const answer = await requestSocialLogin(name, providerToken)
  const firstTimeLogin = answer.firstTimeLogin === true
  holdToken(answer.token, 'social', firstTimeLogin)
  closePopup('register') // from the registration form: that modal closes too
  await finishLogin('social', firstTimeLogin, source)
}
