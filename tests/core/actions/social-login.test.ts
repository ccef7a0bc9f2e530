// Identity providers behind one interface (API-69): social login (LOGIN-33, LOGIN-22, LOGIN-25) and
// the registration phone route's §8 errors (REG-19, REG-23, REG-24, ERR-17…27) against the reference
// server, the provider called as an operator's script would call it.
import { afterEach, describe, expect, it } from 'vitest'
import { loginWithProvider } from '../../../core/actions/social-login'
import { requestSocialLink, requestSocialSignup } from '../../../core/api/social'
import { isApiError } from '../../../core/errors'
import { t } from '../../../core/i18n/index'
import {
  identityProvider,
  phoneVerifier,
  setProvider,
  type PhoneVerifier,
} from '../../../core/identity-provider'
import { providerError } from '../../../core/provider-error'
import { runHumanCheck, setHumanCheck } from '../../../core/human-check'
import { $popup } from '../../../core/stores/popup'
import { requestRegisterCode } from '../../../core/stores/register'
import { $member, $session } from '../../../core/stores/session'
import { demo, nodeRequest, usePlatform } from '../../helpers/platform'

const server = usePlatform()

/** The demo sign-in provider's consent, as its page calls it: answers the provider token. */
async function consent(provider: string, email: string): Promise<string> {
  const answer = await nodeRequest<{ token?: string; code?: string }>(
    `${server().controlUrl}/demo/provider/social/authorize`,
    { method: 'POST', body: { provider, email, name: 'Social Player' } },
  )
  if (!answer.token) throw { code: answer.code }
  return answer.token
}

/** The demo phone-authentication service (demo/server/phone-auth.mjs). */
const phone: PhoneVerifier = {
  async send(countryDialingCode, mobileNum) {
    const answer = await nodeRequest<{ code?: string }>(
      `${server().controlUrl}/demo/provider/phone-auth/send`,
      {
        method: 'POST',
        body: { countryDialingCode, mobileNum },
      },
    )
    if (answer.__status !== 200) throw { code: answer.code }
  },
  async verify() {
    return 'unused'
  },
}

afterEach(() => setProvider(null))

/** The rejection of `promise`, which must be an ApiError. */
async function failureOf(promise: Promise<unknown>) {
  const failure = await promise.then(
    () => null,
    (error: unknown) => error,
  )
  if (!isApiError(failure)) throw new Error(`expected an ApiError, got ${String(failure)}`)
  return failure
}

describe('social login through the identity provider (LOGIN-33)', () => {
  it('logs a new member in after the sign-up step (terms and 18+), keeps firstTimeLogin and opens the welcome (LOGIN-22, LOGIN-25)', async () => {
    await setProvider({ signIn: (provider) => consent(provider, 'fresh@google.demo.example') })
    const steps: string[] = []
    await loginWithProvider('google', null, async (step) => {
      steps.push(step.kind)
      expect($session.get().status).not.toBe('loggedIn') // no session before the step is done
      if (step.kind !== 'signup') throw new Error('expected the sign-up step')
      return requestSocialSignup(step.value.ticket, {
        termsAccepted: true,
        ageConfirmed: true,
        birthday: '1990-01-01',
      })
    })
    expect(steps).toEqual(['signup'])
    expect($session.get()).toMatchObject({ status: 'loggedIn', loginType: 'social', firstTimeLogin: true })
    expect($member.get()?.account).toBe('socialplayer')
    expect($popup.get()?.name).toBe('afterLogin')
  })

  it("asks for the member's password before linking an existing member's e-mail (takeover by e-mail)", async () => {
    await setProvider({ signIn: (provider) => consent(provider, 'demo@lobbykit.example') })
    await loginWithProvider('google', null, async (step) => {
      expect($session.get().status).not.toBe('loggedIn')
      if (step.kind !== 'link') throw new Error('expected the link step')
      expect(step.value.account).toBe('demo')
      return requestSocialLink(step.value.ticket, { password: 'Demo1234!' })
    })
    expect($member.get()?.account).toBe('demo')
  })

  it('without a step the refusal is the failure: nobody is logged in', async () => {
    await setProvider({ signIn: (provider) => consent(provider, 'nostep@google.demo.example') })
    expect((await failureOf(loginWithProvider('google'))).errorCode).toBe('SIGNUP_REQUIRED')
    expect($session.get().status).not.toBe('loggedIn')
  })

  it('shows "popup closed" when the provider window was closed (ERR-27) and logs nobody in', async () => {
    await setProvider({ signIn: () => Promise.reject({ code: 'POPUP_CLOSED' }) })
    const failure = await failureOf(loginWithProvider('facebook'))
    expect(failure.key).toBe('popup_closed')
    expect(t(failure.key)).toBe('Login failed: the window was closed, please try again')
    expect($session.get().status).not.toBe('loggedIn')
  })

  it('shows the catalogue message of the provider failure, unknown ones as ERR-20', async () => {
    await demo(server(), 'PUT', '/demo/api/provider', { socialError: 'OPERATION_NOT_ENABLED' })
    await setProvider({ signIn: (provider) => consent(provider, 'x@google.demo.example') })
    expect((await failureOf(loginWithProvider('google'))).key).toBe('operation_not_enabled') // ERR-25
    expect(providerError('sign in', new Error('boom')).key).toBe('phone_unknown_error')
    expect(providerError('sign in', { code: 'SOMETHING_NEW' }).key).toBe('phone_unknown_error')
  })

  it('FLAG-11: the platform refuses it when third-party login is off', async () => {
    await demo(server(), 'PUT', '/demo/api/settings', { whitelabel: { THIRDPARTYLOGIN: false } })
    await setProvider({ signIn: (provider) => consent(provider, 'off@google.demo.example') })
    expect((await failureOf(loginWithProvider('google'))).key).toBe('operation_not_enabled')
  })

  it('installs the human check hook of the provider (LOGIN-15)', async () => {
    await setProvider({ humanCheck: async (purpose) => ({ sliderResult: `checked-${purpose}` }) })
    expect(await runHumanCheck('login')).toEqual({ sliderResult: 'checked-login' })
    setHumanCheck(async () => ({}))
  })

  it('installs the phone part alone or with the rest, and removes it with null', async () => {
    await setProvider({ phone })
    expect(await phoneVerifier()).toBe(phone)
    await setProvider(null)
    expect(identityProvider()).toBeNull()
    expect(await phoneVerifier()).toBeNull()
  })
})

describe('the registration phone route shows every §8 error the provider gives (REG-19, ERR-17…27)', () => {
  const SEND_FAULTS = {
    PHONE_INVALID: 'phone_invalid', // ERR-17
    PHONE_MISSING: 'phone_missing', // ERR-18
    TOO_MANY_REQUESTS: 'too_many_requests', // ERR-19
    PHONE_UNKNOWN_ERROR: 'phone_unknown_error', // ERR-20
    CAPTCHA_FAILED: 'captcha_failed', // ERR-23
    QUOTA_EXCEEDED: 'quota_exceeded', // ERR-24
    OPERATION_NOT_ENABLED: 'operation_not_enabled', // ERR-25
    POPUP_CLOSED: 'popup_closed', // ERR-27
  } as const
  it.each(Object.entries(SEND_FAULTS))('%s at send shows %s beside the number', async (fault, key) => {
    await setProvider({ phone })
    await demo(server(), 'PUT', '/demo/api/provider', { phoneError: fault })
    const failure = await failureOf(requestRegisterCode('mobile', '92', '3111111111'))
    expect(failure.key).toBe(key)
    expect(failure.value).toEqual({ field: 'mobileNum' })
  })
})
