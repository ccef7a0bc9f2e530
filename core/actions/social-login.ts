import { requestSocialLogin, type SocialLinkStep, type SocialSignupStep } from '../api/social'
import type { LoginAnswer } from '../api/types'
import { $config } from '../config'
import { isApiError } from '../errors'
import { runDeviceCheck, runHumanCheck } from '../human-check'
import { signInProvider, type SocialProvider } from '../identity-provider'
import { providerError } from '../provider-error'
import { $flags } from '../stores/system'
import { closePopup, openPopup } from '../stores/popup'
import { finishLogin, holdToken } from '../stores/session'

/**
 * The step an identity that is not linked yet goes through before any session exists: `link` (a
 * member has the provider's e-mail: its password or a code to a verified contact) or `signup` (a new
 * account: the terms and 18+). Resolves to the login's answer; rejects when the member gives up.
 */
export type SocialStep = (
  step: { kind: 'link'; value: SocialLinkStep } | { kind: 'signup'; value: SocialSignupStep },
) => Promise<LoginAnswer>

/** The request fields every social call carries: the human check's and the agent page's. */
export function socialFields(human: Record<string, string>): Record<string, string> {
  return { ...human, site: $config.get().agent ? 'agent' : 'member' }
}

/**
 * LOGIN-33 (spec §4 Registration 7): Facebook / Google through the identity provider's popup, then
 * the platform checks the provider's token — after the human check where the brand asks (LOGIN-15).
 * An identity the platform does not know yet goes through `step` (the link proof or the sign-up
 * agreements) before any session exists; a new device through its code step (LOGIN-28). On success
 * the session is held like any login's: the forced password change first when the server says so
 * (LOGIN-29, on every way in), else the first-login action (LOGIN-22), the modal closes and login
 * info loads (finishLogin). A provider failure rejects with its §8 message (ERR-27 popup closed …);
 * nothing the member typed is touched.
 * @emits login navigate
 */
export async function loginWithProvider(
  name: SocialProvider,
  source?: EventTarget | null,
  step?: SocialStep,
): Promise<void> {
  const provider = await signInProvider()
  const providerToken = await provider.signIn(name).catch((error: unknown) => {
    throw providerError('sign in', error)
  })
  const fields = socialFields(await runHumanCheck('login'))
  const answer = await requestSocialLogin(name, providerToken, fields)
    .catch(runDeviceCheck)
    .catch((refusal: unknown) => {
      if (!step || !isApiError(refusal)) throw refusal
      if (refusal.errorCode === 'LINK_REQUIRED')
        return step({ kind: 'link', value: refusal.value as SocialLinkStep })
      if (refusal.errorCode === 'SIGNUP_REQUIRED')
        return step({ kind: 'signup', value: refusal.value as SocialSignupStep })
      throw refusal
    })
  const firstTimeLogin = answer.firstTimeLogin === true
  const expired = answer.passwordExpired === true && $flags.get().pwdEnabled
  const mustChangePassword = answer.mustChangePassword === true || expired
  holdToken(answer.token, 'social', firstTimeLogin, !mustChangePassword)
  closePopup('register') // from the registration form: that modal closes too
  if (mustChangePassword) {
    openPopup('changePassword', answer.passwordExpired ? 'expired' : 'default')
    return
  }
  await finishLogin('social', firstTimeLogin, source)
}
