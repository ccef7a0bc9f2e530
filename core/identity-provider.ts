/**
 * The third-party identity services of spec §7 behind one interface (API-69, API-70; NS-22: the spec
 * names none): Facebook / Google sign-in (LOGIN-33), the registration phone code (REG-19, REG-23,
 * REG-24; the third-party phone route, countdown one minute, payload `channel: 'sms'` and the
 * identity token) and the slider human check (LOGIN-15). An operator installs its own with
 * `lobbykit('setProvider', provider)`; `'demo'` installs the built-in one, which talks to the
 * reference server's demo implementation on its control port (core/providers/demo-provider.ts). With nothing installed,
 * sign-in already goes through the built-in demo provider, so every branch works out of the box.
 * A lazy chunk (widgets/kit/provider-command.ts): the runtime only forwards the commands.
 */
import { fetchDemoProviders } from './api/social'
import { safeUrl } from './safe-url'
import { installing, setHumanCheck, type HumanCheck } from './human-check'

/** The sign-in providers of the login and registration forms (spec §2 Login form). */
export type SocialProvider = 'facebook' | 'google'

/**
 * The registration phone code of the third-party route. Failures reject with `{ code }` of §8
 * (PHONE_INVALID, CODE_EXPIRED, TOO_MANY_REQUESTS …) to have the catalogue message shown.
 */
export interface PhoneVerifier {
  send(countryDialingCode: string, mobileNum: string): Promise<void>
  /** Resolves to the identity token the platform checks. */
  verify(countryDialingCode: string, mobileNum: string, code: string): Promise<string>
}

/** What an operator's provider may implement; every member is optional. */
export interface IdentityProvider {
  /**
   * Signs in with Facebook or Google (the provider's popup); resolves to the provider token the
   * platform checks (POST /wps/session/social-login). Rejects with `{ code }` of spec §8
   * (POPUP_CLOSED when the member closed the window, OPERATION_NOT_ENABLED …).
   */
  signIn?(provider: SocialProvider): Promise<string>
  /** Sends and verifies the registration phone code (the third-party phone route). */
  phone?: PhoneVerifier
  /** The slider human check: resolves to fields for the payload, rejects when abandoned. */
  humanCheck?: HumanCheck
}

let installed: IdentityProvider | null = null

/** Installs the operator's provider, the built-in demo one (`'demo'`), or none (`null`). */
export async function setProvider(provider: IdentityProvider | 'demo' | null): Promise<void> {
  const next = provider === 'demo' ? await loadDemoProvider() : provider
  installed = next
  if (next?.humanCheck) setHumanCheck(next.humanCheck)
}

/** The installed provider, if any. */
export function identityProvider(): IdentityProvider | null {
  return installed
}

/** Installs (or, with null, removes) only the phone part (`lobbykit('setPhoneVerifier')`). */
export function setPhoneVerifier(verifier: PhoneVerifier | null): void {
  const { phone: _, ...rest } = installed ?? {}
  installed = verifier ? { ...rest, phone: verifier } : rest
}

/**
 * The installed phone part, once the host's installs under way have ended: with one, registration
 * takes the third-party phone route.
 */
export async function phoneVerifier(): Promise<PhoneVerifier | null> {
  await installing
  return installed?.phone ?? null
}

let demoProvider: Promise<IdentityProvider> | null = null

/**
 * The built-in demo provider (its own chunk), where the reference server says its demo providers
 * answer (its control port, loopback only: GET /wps/session/providers), through the URL check
 * (core/safe-url.ts). Without one the demo provider refuses (OPERATION_NOT_ENABLED).
 */
export function loadDemoProvider(): Promise<IdentityProvider> {
  demoProvider ??= Promise.all([
    import('./providers/demo-provider'),
    fetchDemoProviders().catch(() => ({ demo: null })),
  ]).then(([m, where]) => {
    if (!where.demo) demoProvider = null // asked again next time
    return m.createDemoProvider(safeUrl(where.demo?.origin) ?? null)
  })
  return demoProvider
}

/** The provider that signs in: the installed one when it can, else the built-in demo one. */
export async function signInProvider(): Promise<Required<Pick<IdentityProvider, 'signIn'>>> {
  await installing
  const own = installed?.signIn ? installed : await loadDemoProvider()
  return own as Required<Pick<IdentityProvider, 'signIn'>>
}
