import type { LoginAnswer } from './api/types'

/**
 * The slider human check (LOGIN-15, REG-19) is a third-party service the spec does not name (NS-22):
 * an operator plugs one in with `setHumanCheck`; the kit's own (widgets/kit/account-checks, issue
 * 16) asks the reference server. It resolves to fields merged into the payload, or rejects (the
 * user closed it) and the action stops. Default: no check.
 */
export type HumanCheck = (purpose: 'login' | 'register' | 'sms') => Promise<Record<string, string>>

/** LOGIN-28: turns a login refused with NEW_DEVICE into the login answer (the code step), or rethrows. */
export type DeviceCheck = (refusal: unknown) => Promise<LoginAnswer>

const NO_CHECK: HumanCheck = async () => ({})
let humanCheck = NO_CHECK

/**
 * API-69: the host's `setProvider` / `setPhoneVerifier` under way (their chunk, the demo provider's
 * answer), a live binding. A check or a code asked for before they have ended waits for them, so a
 * player who acts in the page's first second still goes through the host's provider.
 */
export let installing: Promise<unknown> = Promise.resolve()

/** Records a provider install under way; resolves as it does. */
export const install = <T>(step: Promise<T>): Promise<T> => (
  (installing = Promise.all([installing, step]).catch(() => {})),
  step
)

/** Runs the installed human check, once the host's provider installs have ended. */
export const runHumanCheck: HumanCheck = (purpose) => installing.then(() => humanCheck(purpose))

/** Installs the operator's human check. */
export function setHumanCheck(fn: HumanCheck): void {
  humanCheck = fn
}

/** Whether a human check is installed (the kit's own does not replace an operator's). */
export function hasHumanCheck(): boolean {
  return humanCheck !== NO_CHECK
}

/** Runs the installed new-device step on a refused login (a live binding: `setDeviceCheck` replaces it). */
export let runDeviceCheck: DeviceCheck = (refusal) => {
  throw refusal
}

/** Installs the new-device step (LOGIN-28). */
export function setDeviceCheck(fn: DeviceCheck): void {
  runDeviceCheck = fn
}
