/**
 * The slider human check (LOGIN-15, REG-19) is a third-party service the spec does not name (NS-22):
 * an operator plugs one in with `setHumanCheck`. It resolves to fields merged into the payload, or
 * rejects (the user closed it) and the action stops. Default: no check.
 */
export type HumanCheck = (purpose: 'login' | 'register' | 'sms') => Promise<Record<string, string>>

let check: HumanCheck = async () => ({})

/** Installs the operator's human check. */
export function setHumanCheck(fn: HumanCheck): void {
  check = fn
}

/** Runs the installed human check. */
export function runHumanCheck(purpose: 'login' | 'register' | 'sms'): Promise<Record<string, string>> {
  return check(purpose)
}
