// The kit's account checks never replace an operator's human check (NS-22: the operator's provider
// wins), while the new-device step (LOGIN-28) is installed either way.
import { describe, expect, it } from 'vitest'
import { ApiError } from '../../../core/errors'
import { hasHumanCheck, runDeviceCheck, runHumanCheck, setHumanCheck } from '../../../core/human-check'
import { installAccountChecks } from '../../../widgets/kit/account-checks/install'

describe('installAccountChecks (LOGIN-15, LOGIN-28)', () => {
  it('keeps an operator’s human check installed before it, and still handles NEW_DEVICE', async () => {
    expect(hasHumanCheck()).toBe(false)
    setHumanCheck(async (purpose) => ({ operatorToken: `op-${purpose}` }))
    installAccountChecks()
    expect(await runHumanCheck('login')).toEqual({ operatorToken: 'op-login' })
    const other = new ApiError({ request: 'POST /wps/session/login', errorCode: 'INVALID_CREDENTIALS' })
    await expect(runDeviceCheck(other)).rejects.toBe(other) // only NEW_DEVICE goes to the code step
  })
})
