/**
 * The provider commands' chunk (API-69): `lobbykit('setProvider')` and `lobbykit('setPhoneVerifier')`
 * load it on first use, so no provider code sits in the runtime (DESIGN "Budgets").
 */
import {
  setPhoneVerifier as installPhone,
  setProvider as install,
  type IdentityProvider,
  type PhoneVerifier,
} from '../../core/identity-provider'

/** `lobbykit('setProvider', provider | 'demo' | null)`. */
export const setProvider = (provider: IdentityProvider | 'demo' | null): Promise<void> => install(provider)
/** `lobbykit('setPhoneVerifier', verifier | null)`. */
export const setPhoneVerifier = (verifier: PhoneVerifier | null): void => installPhone(verifier)
