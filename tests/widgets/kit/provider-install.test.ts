// API-69, REG-11, LOGIN-15: what a player asks for while the host's `setPhoneVerifier` /
// `setProvider` is still being installed (their chunk loads first) waits for it and goes through
// the host's provider, not the platform: a click in the page's first second counts like a later one.
import { afterEach, expect, it } from 'vitest'
import { runHumanCheck, setHumanCheck } from '../../../core/human-check'
import type { PhoneVerifier } from '../../../core/identity-provider'
import { requestRegisterCode } from '../../../core/stores/register'
import { createCommands } from '../../../widgets/kit/commands'
import { usePlatform } from '../../helpers/platform'

usePlatform()

const commands = createCommands({ define: () => Promise.resolve(), observe: () => {} })

afterEach(async () => {
  await commands.setProvider(null)
  setHumanCheck(async () => ({}))
})

it('sends the register code through a phone verifier the host installed a moment before (REG-11)', async () => {
  const sent: string[] = []
  const verifier: PhoneVerifier = {
    send: async (dial, mobile) => void sent.push(`+${dial} ${mobile}`),
    verify: async () => 'identity-token',
  }
  void commands.setPhoneVerifier(verifier) // not awaited: the player clicks "Send code" at once
  expect(await requestRegisterCode('mobile', '92', '3111111111')).toEqual({ expiredMinutes: 1 })
  expect(sent).toEqual(['+92 3111111111'])
})

it('runs the human check of a provider the host installed a moment before (LOGIN-15)', async () => {
  void commands.setProvider({ humanCheck: async (purpose) => ({ sliderResult: `provider-${purpose}` }) })
  expect(await runHumanCheck('login')).toEqual({ sliderResult: 'provider-login' })
})
