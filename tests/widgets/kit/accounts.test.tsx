// The account parts of <member-login>: the social buttons (LOGIN-11, LOGIN-33; the host's
// own provider through the cancelable lobbykit-social-login), and the after-login popup (POP-11,
// LOGIN-25) that is the welcome after a first login (LOGIN-22, C-13: the bonus from the server).
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { RunningServer } from '../../../demo/server/platform/app'
import { setProvider } from '../../../core/identity-provider'
import { $popup, openPopup } from '../../../core/stores/popup'
import { $session } from '../../../core/stores/session'
import { loadSystem } from '../../../core/stores/system'
import { register } from '../../../widgets/member-login/index'
import { nodeRequest, resetPlatform, startPlatform, until } from '../../helpers/platform'
import { click, mountWidget, typeInto } from '../../helpers/dom'

let server: RunningServer
beforeAll(async () => {
  server = await startPlatform()
  if (!customElements.get('member-login')) register('member-login')
})
afterAll(() => server.close())
beforeEach(async () => {
  await resetPlatform(server)
  await loadSystem()
  $session.set({ ...$session.get(), status: 'loggedOut' })
})
afterEach(() => setProvider(null))

const $ = (root: ShadowRoot, selector: string) => root.querySelector(selector) as HTMLElement | null

/** The demo sign-in provider's consent for `email`, as an operator's provider would get it. */
async function consent(provider: string, email: string): Promise<string> {
  const answer = await nodeRequest<{ token: string }>(`${server.controlUrl}/demo/provider/social/authorize`, {
    method: 'POST',
    body: { provider, email, name: 'Widget Player' },
  })
  return answer.token
}

describe('the social buttons and the after-login popup', () => {
  it('leaves the sign-in to a host that cancels lobbykit-social-login (LOGIN-33)', async () => {
    const signIn = vi.fn()
    await setProvider({ signIn })
    const root = mountWidget('<member-login></member-login>')
    await until(() => expect($(root, '[part=social-google]')).not.toBeNull())
    const heard = vi.fn((event: Event) => event.preventDefault())
    document.addEventListener('lobbykit-social-login', heard, { once: true })
    $(root, '[part=social-google]')!.click()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect((heard.mock.calls[0]?.[0] as CustomEvent).detail).toEqual({ provider: 'google' })
    expect(signIn).not.toHaveBeenCalled()
    expect($(root, '[part=social-error]')).toBeNull()
  })

  it('signs a new member in after the terms and 18+, then shows the welcome with the server bonus; Escape closes it (LOGIN-33, LOGIN-22, POP-11)', async () => {
    await setProvider({ signIn: (provider) => consent(provider, 'widget@google.demo.example') })
    const popupHost = mountWidget('<member-login mode="popup"></member-login>')
    openPopup('login')
    await until(() => expect($(popupHost, '[part=social-google]')).not.toBeNull())
    $(popupHost, '[part=social-google]')!.click()
    // The sign-up step: its own dialog, focus inside it, no session until the agreements are given.
    const step = () => document.querySelector('lobbykit-check')?.shadowRoot ?? null
    await until(() => expect(step()?.querySelector('[part=social-signup]')).toBeTruthy(), 5000)
    const signupStep = step()!.querySelector('[part=social-signup]') as HTMLElement
    await until(() => expect(signupStep.contains(step()!.activeElement)).toBe(true))
    expect($session.get().status).not.toBe('loggedIn')
    for (const name of ['terms', 'age']) await click(signupStep.querySelector(`input[name=${name}]`)!)
    await typeInto(signupStep.querySelector<HTMLInputElement>('input[name=birthday]')!, '1990-01-01') // C-17
    await click(signupStep.querySelector('[part=social-signup-submit]')!)
    await until(() => expect($(popupHost, '[part=welcome-bonus]')).not.toBeNull(), 5000)
    expect($session.get()).toMatchObject({ status: 'loggedIn', firstTimeLogin: true, loginType: 'social' })
    expect($(popupHost, '[part=welcome-bonus]')!.textContent).toMatch(/Registration bonus: Rs\s?100/)
    expect($(popupHost, '[part=after-login-counts]')!.textContent).toContain('Unread messages: 0')
    const dialog = $(popupHost, '[part=after-login-dialog]')!
    dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
    await until(() => expect($popup.get()).toBeNull())
  })

  it('shows the provider failure beside the buttons and keeps what was typed (ERR-27)', async () => {
    await setProvider({ signIn: () => Promise.reject({ code: 'POPUP_CLOSED' }) })
    const root = mountWidget('<member-login></member-login>')
    await until(() => expect($(root, '[part=social-google]')).not.toBeNull())
    const username = $(root, 'input[name=username]') as HTMLInputElement
    username.value = 'still-here'
    username.dispatchEvent(new Event('input', { bubbles: true }))
    $(root, '[part=social-facebook]')!.click()
    await until(() => expect($(root, '[part=social-error]')).not.toBeNull())
    expect($(root, '[part=social-error]')!.textContent).toBe(
      'Login failed: the window was closed, please try again',
    )
    expect(($(root, 'input[name=username]') as HTMLInputElement).value).toBe('still-here')
  })
})
