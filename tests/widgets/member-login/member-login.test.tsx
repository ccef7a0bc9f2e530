import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { configure } from '../../../core/config'
import type { RunningServer } from '../../../demo/server/platform/app'
import { readRememberedLogin } from '../../../core/cookies'
import { openPopup } from '../../../core/stores/popup'
import { $session } from '../../../core/stores/session'
import { loadSystem, resetSystem } from '../../../core/stores/system'
import { register } from '../../../widgets/member-login/index'
import {
  demo,
  muteRefusedConnections,
  nodeRequest,
  resetPlatform,
  startPlatform,
  until,
} from '../../helpers/platform'
import { mountWidget, widgetContainer } from '../../helpers/dom'

let server: RunningServer
beforeAll(async () => {
  server = await startPlatform()
  register('member-login')
})
afterAll(() => server.close())
beforeEach(async () => {
  await resetPlatform(server)
  await loadSystem()
  $session.set({ ...$session.get(), status: 'loggedOut' })
})

function mountLogin(attributes = ''): ShadowRoot {
  return mountWidget(`<member-login ${attributes}></member-login>`)
}
const $ = (root: ShadowRoot, selector: string) => root.querySelector(selector) as HTMLElement | null

function type(input: HTMLInputElement, value: string) {
  input.value = value
  input.dispatchEvent(new Event('input', { bubbles: true }))
}

async function submit(root: ShadowRoot) {
  await until(() => expect($(root, 'button[type=submit]')).not.toBeNull())
  ;($(root, 'button[type=submit]') as HTMLButtonElement).click()
}

describe('<member-login>', () => {
  it('shows each required-field message beside its field (LOGIN-14, VAL-34, VAL-37)', async () => {
    const root = mountLogin()
    await submit(root)
    await until(() => expect($(root, 'input[name=password]')!.getAttribute('aria-invalid')).toBe('true'))
    for (const name of ['username', 'password']) {
      const input = $(root, `input[name=${name}]`)!
      const ids = input.getAttribute('aria-describedby')!.split(' ')
      const text = ids.map((id) => root.getElementById(id)?.textContent ?? '').join(' ')
      expect(text).toContain('Input cannot be empty')
    }
    // VAL-37: the username error carries the phone tip with the mobile length (10 digits in the demo rules)
    const username = $(root, 'input[name=username]')!
    expect(
      username
        .getAttribute('aria-describedby')!
        .split(' ')
        .map((id) => root.getElementById(id)?.textContent)
        .join(' '),
    ).toContain('10')
  })

  it('keeps the username and shows a role=alert message on a wrong password (ERR, C-10)', async () => {
    const root = mountLogin()
    await until(() => expect($(root, 'input[name=username]')).not.toBeNull())
    type($(root, 'input[name=username]') as HTMLInputElement, 'demo')
    type($(root, 'input[name=password]') as HTMLInputElement, 'wrong-password')
    await submit(root)
    await until(() => expect($(root, '[role=alert]')?.textContent).toContain('Invalid username or password'))
    expect(($(root, 'input[name=username]') as HTMLInputElement).value).toBe('demo')
  })

  it('POP-7: Help opens the help centre in a dialog over the form; Escape closes it and what was typed stays', async () => {
    const root = mountLogin()
    await until(() => expect($(root, 'input[name=username]')).not.toBeNull())
    type($(root, 'input[name=username]') as HTMLInputElement, 'demo')
    ;($(root, '[part=help-link]') as HTMLButtonElement).click()
    await until(() => expect(root.querySelectorAll('[part=help-popup] details').length).toBeGreaterThan(2))
    const dialog = $(root, '[part=help-popup]')!
    expect(dialog.getAttribute('role')).toBe('dialog')
    expect(dialog.querySelector('h2')!.textContent).toBe('Help')
    const titles = [...dialog.querySelectorAll('summary')].map((s) => s.textContent)
    expect(titles).toContain('About us')
    // The server's HTML, sanitised, in the first (open) section.
    await until(() =>
      expect(dialog.querySelector('details[open] .lk-html')!.textContent).toContain('demo gaming site'),
    )
    expect(dialog.contains(root.activeElement)).toBe(true)
    dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
    await until(() => expect($(root, '[part=help-popup]')).toBeNull())
    expect(($(root, 'input[name=username]') as HTMLInputElement).value).toBe('demo')
  })

  it('logs in, remembers the username only, and shows the member (LOGIN-20, C-2)', async () => {
    const root = mountLogin()
    await until(() => expect($(root, 'input[name=username]')).not.toBeNull())
    type($(root, 'input[name=username]') as HTMLInputElement, '  demo ')
    type($(root, 'input[name=password]') as HTMLInputElement, 'Demo1234!')
    ;($(root, 'input[name=remember]') as HTMLInputElement).click()
    await submit(root)
    await until(() => expect($(root, '[part=account]')?.textContent).toBe('demo'))
    expect(readRememberedLogin('lobbykit')).toEqual({ username: 'demo', sms: false })
    expect(document.cookie).not.toContain('Demo1234')
    expect(JSON.stringify({ ...localStorage, ...sessionStorage })).not.toContain('Demo1234')
  })

  it('checks the SMS tab against the server rules once its lazy chunk is in, keeping what was typed (LOGIN-2, VAL-38, VAL-45)', async () => {
    const root = mountLogin()
    await until(() => expect(root.querySelectorAll('[role=tab]').length).toBe(2))
    ;(root.querySelectorAll('[role=tab]')[1] as HTMLButtonElement).click()
    await until(() => expect($(root, 'input[name=mobileNum]')).not.toBeNull()) // the SMS tab's own chunk
    type($(root, 'input[name=mobileNum]') as HTMLInputElement, '12ab')
    await submit(root)
    const described = (name: string) =>
      $(root, `input[name=${name}]`)!
        .getAttribute('aria-describedby')!
        .split(' ')
        .map((id) => root.getElementById(id)?.textContent)
        .join(' ')
    await until(() => expect($(root, 'input[name=mobileNum]')!.getAttribute('aria-invalid')).toBe('true'))
    expect(described('mobileNum')).toContain('Please enter a valid mobile number')
    expect(described('verificationCode')).toContain('Input cannot be empty')
    expect(($(root, 'input[name=mobileNum]') as HTMLInputElement).value).toBe('12ab')
  })

  it('hides the sms tab and the free demo when their flags are off (LOGIN-2, LOGIN-12, FLAG-8, FLAG-9)', async () => {
    let root = mountLogin()
    await until(() => expect(root.querySelector('[role=tab]')).not.toBeNull())
    expect($(root, '[part=free-play]')).not.toBeNull()
    await demo(server, 'PUT', '/demo/api/settings', {
      whitelabel: { MOBILEVERCODELOGIN3: false, FREEPLAY3: false },
    })
    resetSystem()
    await loadSystem()
    root = mountLogin()
    await until(() => expect($(root, 'input[name=username]')).not.toBeNull())
    expect(root.querySelector('[role=tab]')).toBeNull()
    expect($(root, '[part=free-play]')).toBeNull()
  })

  it('takes a mobile number with its dial code on the username tab only while MOBILENUMPASSREG3 is on (LOGIN-3, FLAG-14)', async () => {
    let root = mountLogin()
    await until(() => expect($(root, 'input[name=username]')).not.toBeNull())
    expect(root.querySelector('[part=form] select[name=countryDialingCode]')).not.toBeNull()
    expect(
      root.querySelector('label[for="' + $(root, 'input[name=username]')!.id + '"]')?.textContent,
    ).toContain('Username or mobile number')
    await demo(server, 'PUT', '/demo/api/settings', { whitelabel: { MOBILENUMPASSREG3: false } })
    resetSystem()
    await loadSystem()
    root = mountLogin()
    await until(() => expect($(root, 'input[name=username]')).not.toBeNull())
    expect(root.querySelector('select[name=countryDialingCode]')).toBeNull()
    const label = root.querySelector('label[for="' + $(root, 'input[name=username]')!.id + '"]')?.textContent
    expect(label?.replace(/\s*\*$/, '')).toBe('Username')
  })

  it('says the system is in maintenance or the region is blocked instead of showing the form (SYS-15, SYS-16, ERR-7, ERR-8)', async () => {
    await demo(server, 'PUT', '/demo/api/settings', { maintenance: true })
    resetSystem()
    await loadSystem()
    let root = mountLogin()
    await until(() => expect($(root, '[role=alert]')?.textContent).toBe('The system is under maintenance'))
    expect($(root, 'input[name=username]')).toBeNull()
    await demo(server, 'PUT', '/demo/api/settings', { maintenance: false, regionRestriction: true })
    resetSystem()
    await loadSystem()
    root = mountLogin()
    await until(() => expect($(root, '[role=alert]')?.textContent).toBe('Access restricted'))
  })

  it('shows a network failure of the platform with a way to try again (ERR-3)', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {})
    const unmute = muteRefusedConnections()
    configure({ api: 'http://127.0.0.1:9' })
    resetSystem()
    await loadSystem()
    const root = mountLogin()
    await until(() =>
      expect($(root, '[role=alert]')?.textContent).toBe('Network link is abnormal, please try again'),
    )
    configure({ api: server.url })
    ;(root.querySelector('.lk-login-card button') as HTMLButtonElement).click()
    await until(() => expect($(root, 'input[name=username]')).not.toBeNull())
    quiet.mockRestore()
    unmute()
  })

  it('opens as a dialog in popup mode when asked (POP-3)', async () => {
    const root = mountLogin('mode="popup"')
    expect(root.querySelector('[role=dialog]')).toBeNull()
    openPopup('login')
    await until(() => expect(root.querySelector('[role=dialog][aria-modal=true]')).not.toBeNull())
    expect(root.querySelector('[role=dialog] input[name=username]')).not.toBeNull()
  })
})

describe('change password from the member block (PWD-1..5)', () => {
  it('opens the change-password popup for a logged-in member, applies the server rule, and reloads member info', async () => {
    widgetContainer().innerHTML = '<member-login></member-login><member-login mode="popup"></member-login>'
    const [inline, popup] = [...widgetContainer().querySelectorAll('member-login')].map(
      (el) => el.shadowRoot!,
    )
    const field = (root: ShadowRoot, name: string) =>
      root.querySelector(`input[name=${name}]`) as HTMLInputElement
    await until(() => expect(field(inline!, 'username')).not.toBeNull())
    type(field(inline!, 'username'), 'demo')
    type(field(inline!, 'password'), 'Demo1234!')
    await submit(inline!)
    await until(() => expect($(inline!, '[part=change-password]')).not.toBeNull())
    ;($(inline!, '[part=change-password]') as HTMLButtonElement).click()
    await until(() => expect(popup!.querySelector('[role=dialog] input[name=oldPassword]')).not.toBeNull())
    type(field(popup!, 'oldPassword'), 'Demo1234!')
    type(field(popup!, 'newPassword'), 'short')
    type(field(popup!, 'confirmNewPassword'), 'other')
    await new Promise((resolve) => setTimeout(resolve, 0))
    ;(popup!.querySelector('[role=dialog] button[type=submit]') as HTMLButtonElement).click()
    await until(() => expect(field(popup!, 'newPassword').getAttribute('aria-invalid')).toBe('true'))
    const described = (name: string) =>
      field(popup!, name)
        .getAttribute('aria-describedby')!
        .split(' ')
        .map((id) => popup!.getElementById(id)?.textContent)
        .join(' ')
    expect(described('newPassword')).toContain('Please fill in your password with 8 - 20 characters') // PWD-3
    expect(described('confirmNewPassword')).toContain('The two passwords are inconsistent') // PWD-4
    type(field(popup!, 'newPassword'), 'Changed9!')
    type(field(popup!, 'confirmNewPassword'), 'Changed9!')
    await new Promise((resolve) => setTimeout(resolve, 0))
    ;(popup!.querySelector('[role=dialog] button[type=submit]') as HTMLButtonElement).click()
    // PWD-5: the change popup is hidden; a success dialog says so (role=status) until OK.
    await until(() =>
      expect(popup!.querySelector('[role=dialog] [role=status][part=password-changed]')).not.toBeNull(),
    )
    expect(popup!.querySelector('input[name=oldPassword]')).toBeNull()
    expect(popup!.querySelector('[role=dialog] [role=status]')!.textContent).toBe(
      'Your password has been changed. Use the new password the next time you log in.',
    )
    ;(popup!.querySelector('[role=dialog] [part=confirm]') as HTMLButtonElement).click()
    await until(() => expect(popup!.querySelector('[role=dialog]')).toBeNull())
    expect($session.get().status).toBe('loggedIn')
    const login = (password: string) =>
      nodeRequest<{ success: boolean }>(`${server.url}/wps/session/login`, {
        method: 'POST',
        body: { type: 'username', username: 'demo', password },
        headers: { Merchant: 'lobbykit', Device: 'web', modID: 'COMM3' },
      })
    expect((await login('Changed9!')).success).toBe(true)
  })
})
