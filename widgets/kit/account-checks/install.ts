import { isApiError } from '../../../core/errors'
import { readDeviceId } from '../../../core/device-id'
import { hasHumanCheck, setDeviceCheck, setHumanCheck } from '../../../core/human-check'
import { setStepUp } from '../../../core/api/http'
import { $system } from '../../../core/stores/system'

/**
 * Installs the kit's account checks (LOGIN-15, LOGIN-28) into core's hooks: the slider human check the
 * reference server verifies (LOGIN-15, API-70), when the status answer says the brand enables it,
 * the new-device code step (LOGIN-28) and the password step-up before an account change (MEMBER-1). The dialogs are lazy parts, fetched the first time
 * they are needed. A login also carries this browser's device id. Installed by the full site and
 * by the login, registration and forgot-password elements. An operator's own `setHumanCheck`, before
 * or after, wins over the slider.
 */
export function installAccountChecks(): void {
  setDeviceCheck(async (refusal) => {
    if (!isApiError(refusal) || refusal.errorCode !== 'NEW_DEVICE') throw refusal
    const { runDeviceStep } = await import('./device-step')
    return runDeviceStep(refusal)
  })
  setStepUp(async (refusal) => {
    const { runStepUp } = await import('./step-up')
    return runStepUp(refusal)
  })
  if (hasHumanCheck()) return // an operator's provider (its logins carry no device id), or ours already
  setHumanCheck(async (purpose) => {
    const fields: Record<string, string> = purpose === 'login' ? { deviceId: readDeviceId() } : {}
    if (!$system.get().answer?.info.humanCheck) return fields
    const { runSliderCheck } = await import('./slider-check')
    return { ...fields, humanToken: await runSliderCheck(purpose) }
  })
}
