// The kit's account checks against the reference server (LOGIN-15, LOGIN-28): the slider human check the
// server verifies (LOGIN-15, LOGIN-16, API-70) and the new-device code step (LOGIN-28, C-16),
// driven through core's login action as the login form drives it.
import { afterEach, describe, expect, it } from 'vitest'
import { act } from 'preact/test-utils'
import { DEVICE_ID_KEY } from '../../../core/device-id'
import { errorMessageOf } from '../../../core/errors'
import { loadDictionary } from '../../../core/i18n/index'
import { readLocal } from '../../../core/storage'
import { $session, login } from '../../../core/stores/session'
import { sendSmsCode } from '../../../core/stores/sms'
import { loadSystem, resetSystem } from '../../../core/stores/system'
import { setDeviceCheck } from '../../../core/human-check'
import { installAccountChecks } from '../../../widgets/kit/account-checks/install'
import { demo, until, usePlatform } from '../../helpers/platform'
import { typeInto } from '../../helpers/dom'

const server = usePlatform()
const DEMO_LOGIN = { type: 'username', username: 'demo', password: 'Demo1234!' } as const

// The kit's human check stays installed across tests (it asks the status answer each time); the
// device step goes back to core's default.
afterEach(() => {
  setDeviceCheck((refusal) => Promise.reject(refusal))
  document.querySelectorAll('lobbykit-check').forEach((el) => el.remove())
})

/** The open check dialog's shadow root. */
function check(): ShadowRoot {
  const root = document.querySelector('lobbykit-check')?.shadowRoot
  if (!root) throw new Error('no check dialog')
  return root
}
const $ = <T extends Element = HTMLElement>(selector: string) => check().querySelector(selector) as T | null

async function turnOn(settings: Record<string, unknown>) {
  await demo(server(), 'PUT', '/demo/api/settings', settings)
  resetSystem()
  await loadSystem()
  installAccountChecks()
}

async function clickOn(el: Element | null) {
  await act(() => (el as HTMLElement).click())
}

/** The live challenge's target, which only the server (and its control port) knows. */
async function liveTarget() {
  const { target } = await demo<{ target: number }>(server(), 'GET', '/demo/api/human-check')
  return target
}

describe('slider human check (LOGIN-15, LOGIN-16, API-70)', () => {
  it('moves the slider onto the number in the picture, gets the server’s token and logs in with it', async () => {
    await turnOn({ humanCheck: true })
    const done = login(DEMO_LOGIN)
    await until(() => expect($('img.hc-picture')).not.toBeNull())
    // The page carries the picture, never the answer: no text or attribute names the target.
    const target = await liveTarget()
    const range = $<HTMLInputElement>('input[type=range]')!
    expect(range.getAttribute('aria-valuetext')).toBe('At 0 of 100')
    expect(check().textContent).not.toContain(String(target))
    expect($<HTMLImageElement>('img.hc-picture')!.alt).not.toContain(String(target))
    await typeInto(range, String(target))
    await clickOn($('button[type=submit]'))
    await done
    expect($session.get().status).toBe('loggedIn')
    expect(document.querySelector('lobbykit-check')).toBeNull()
  })

  it('answers by the keyboard alternative: the number the picture shows, typed in digits', async () => {
    await turnOn({ humanCheck: true })
    const done = login(DEMO_LOGIN)
    await until(() => expect($('img.hc-picture')).not.toBeNull())
    const target = await liveTarget()
    await clickOn($('.hc-link'))
    const input = $<HTMLInputElement>('input[name=humanCheckAnswer]')!
    expect(check().querySelector(`label[for="${input.id}"]`)?.textContent).toContain(
      'Type the number the picture shows',
    )
    await typeInto(input, String(target))
    await clickOn($('button[type=submit]'))
    await done
    expect($session.get().status).toBe('loggedIn')
  })

  it('shows why a wrong answer failed and brings a new challenge; closing it stops the login', async () => {
    await turnOn({ humanCheck: true })
    const done = login(DEMO_LOGIN)
    await until(() => expect($('img.hc-picture')).not.toBeNull())
    const first = $<HTMLImageElement>('img.hc-picture')!.src
    const target = await liveTarget()
    await typeInto($<HTMLInputElement>('input[type=range]')!, String(target > 50 ? 5 : 95))
    await clickOn($('button[type=submit]'))
    await until(() => expect($('[role=alert]')?.textContent).toContain('Please complete verification first'))
    await until(() => expect($<HTMLImageElement>('img.hc-picture')?.src).not.toBe(first))
    await clickOn($('[part=close]'))
    await expect(done).rejects.toMatchObject({ key: 'verify_first' }) // ERR-10 in every form
    expect($session.get().status).not.toBe('loggedIn')
  })

  it('C-9: an SMS code send without login solves the slider first, then the code is sent', async () => {
    await turnOn({ humanCheck: true })
    const sent = sendSmsCode('login', '92', '3001234567')
    await until(() => expect($('img.hc-picture')).not.toBeNull())
    await typeInto($<HTMLInputElement>('input[type=range]')!, String(await liveTarget()))
    await clickOn($('button[type=submit]'))
    expect(await sent).toBe(true)
    const { messages } = await demo<{ messages: { purpose: string }[] }>(
      server(),
      'GET',
      '/demo/api/outbox?to=3001234567',
    )
    expect(messages[0]?.purpose).toBe('login')
  })

  it('leaves a login alone while the brand has the check off, sending the device id', async () => {
    installAccountChecks()
    await login(DEMO_LOGIN)
    expect($session.get().status).toBe('loggedIn')
    expect(readLocal(DEVICE_ID_KEY)).toMatch(/^[0-9a-f]{32}$/)
  })
})

describe('new-device step (LOGIN-28, C-16)', () => {
  it('sends the code by SMS, refuses a wrong one keeping it typed, logs in with the right one', async () => {
    await turnOn({ newDeviceCheck: true })
    const done = login(DEMO_LOGIN)
    await until(() => expect($('[data-channel=sms]')).not.toBeNull())
    expect($('[data-channel=email]')?.textContent).toBe(
      'Send a code by e-mail to \u2066d***@lobbykit.example\u2069', // kept left to right in Urdu
    )
    expect(check().textContent).not.toContain('3001234567')
    await clickOn($('[data-channel=sms]'))
    await until(() => expect($('input[name=deviceCode]')).not.toBeNull())
    // The server's 60 s between two codes, counted down on the resend button.
    expect($('[part=send-code]')?.textContent).toMatch(/^Resend in (59|60)s$/)
    expect($<HTMLButtonElement>('[part=send-code]')!.disabled).toBe(true)
    const { messages } = await demo<{ messages: { code: string; purpose: string }[] }>(
      server(),
      'GET',
      '/demo/api/outbox?to=3001234567',
    )
    expect(messages[0]?.purpose).toBe('new-device')
    const code = messages[0]!.code
    const wrong = code === '000000' ? '111111' : '000000'
    const input = $<HTMLInputElement>('input[name=deviceCode]')!
    await typeInto(input, wrong)
    await clickOn($('button[type=submit]'))
    await until(() => expect(check().textContent).toContain('Invalid verification code'))
    expect($<HTMLInputElement>('input[name=deviceCode]')!.value).toBe(wrong)
    expect($session.get().status).not.toBe('loggedIn')
    await typeInto($<HTMLInputElement>('input[name=deviceCode]')!, code)
    await clickOn($('button[type=submit]'))
    await done
    expect($session.get().status).toBe('loggedIn')
  })

  it('closing the step refuses the login with NEW_DEVICE, said from the catalogue in the form’s language (ERR-10)', async () => {
    await turnOn({ newDeviceCheck: true })
    const done = login(DEMO_LOGIN)
    await until(() => expect($('[data-channel=sms]')).not.toBeNull())
    await clickOn($('[part=close]'))
    const refusal = await done.catch((error: unknown) => error)
    expect(refusal).toMatchObject({ errorCode: 'NEW_DEVICE' })
    await loadDictionary('UR')
    expect(errorMessageOf(refusal, 'UR')).toBe('براہِ کرم پہلے تصدیق مکمل کریں')
    expect(errorMessageOf(refusal, 'EN')).toBe('Please complete verification first')
  })
})
