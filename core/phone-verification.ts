/**
 * The third-party phone route of registration (spec §4 Registration 2 and 5, §3 Registration payload;
 * REG-11, REG-22, REG-26). The provider is not named (NS-22): an operator plugs one in with
 * `lobbykit('setPhoneVerifier', { send, verify })`. With one installed, the register code is sent by
 * the provider (countdown one minute), verified by it before anything else is sent (a failure stops
 * the registration), and the payload carries channel 'sms' and the provider's identity token.
 * A provider rejects with an error whose `code` is one of §8's phone-verification codes
 * (CODE_INVALID, CODE_EXPIRED, TOO_MANY_REQUESTS …) to have its catalogue message shown.
 */
export interface PhoneVerifier {
  send(countryDialingCode: string, mobileNum: string): Promise<void>
  /** Resolves to the identity token the platform checks. */
  verify(countryDialingCode: string, mobileNum: string, code: string): Promise<string>
}

let installed: PhoneVerifier | null = null

/** Installs (or, with null, removes) the operator's phone-verification provider. */
export function setPhoneVerifier(verifier: PhoneVerifier | null): void {
  installed = verifier
}

/** The installed provider, if any. */
export function phoneVerifier(): PhoneVerifier | null {
  return installed
}
