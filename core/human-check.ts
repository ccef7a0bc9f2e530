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

/** Runs the installed human check (a live binding: `setHumanCheck` replaces it). */
export let runHumanCheck: HumanCheck = async () => ({})

const NO_CHECK = runHumanCheck

/** Installs the operator's human check. */
export function setHumanCheck(fn: HumanCheck): void {
  runHumanCheck = fn
}

/** Whether a human check is installed (the kit's own does not replace an operator's). */
export function hasHumanCheck(): boolean {
  return runHumanCheck !== NO_CHECK
}

/** Runs the installed new-device step on a refused login (a live binding: `setDeviceCheck` replaces it). */
export let runDeviceCheck: DeviceCheck = (refusal) => {
  throw refusal
}

/** Installs the new-device step (LOGIN-28). */
export function setDeviceCheck(fn: DeviceCheck): void {
  runDeviceCheck = fn
}
