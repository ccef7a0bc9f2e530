// <forgot-password> as a real custom element against the reference server (FORGOT, VAL-42, VAL-43).
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { requestPasswordMail } from '../../../core/api/register'
import { openPopup } from '../../../core/stores/popup'
import { $member, $session } from '../../../core/stores/session'
import { $smsCountdown } from '../../../core/stores/sms'
import { loadSystem, resetSystem } from '../../../core/stores/system'
import { register } from '../../../widgets/forgot-password/index'
import { demo, latestSmsCode, usePlatform, until } from '../../helpers/platform'
import { mountWidget } from '../../helpers/dom'

const server = usePlatform()
beforeAll(() => register('forgot-password'))
beforeEach(() => {
  $session.set({ ...$session.get(), status: 'loggedOut' })
})

async function flags(whitelabel: Record<string, boolean>) {
  await demo(server(), 'PUT', '/demo/api/settings', { whitelabel })
  resetSystem()
  await loadSystem()
}
async function mount(attributes = ''): Promise<ShadowRoot> {
  const root = mountWidget(`<forgot-password ${attributes}></forgot-password>`)
  if (!attributes) await until(() => expect(root.querySelector('button[type=submit]')).not.toBeNull())
  return root
}
const input = (root: ShadowRoot, name: string) =>
  root.querySelector(`input[name=${name}]`) as HTMLInputElement
function type(root: ShadowRoot, name: string, value: string) {
  input(root, name).value = value
  input(root, name).dispatchEvent(new Event('input', { bubbles: true }))
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
const submit = (root: ShadowRoot) => (root.querySelector('button[type=submit]') as HTMLButtonElement).click()
function describedText(root: ShadowRoot, name: string): string {
  const ids = input(root, name).getAttribute('aria-describedby')?.split(' ') ?? []
  return ids.map((id) => root.getElementById(id)?.textContent ?? '').join(' ')
}

describe('<forgot-password>', () => {
  it("is titled 'forgot password' and offers mobile first, e-mail as the other tab (FORGOT-1..3)", async () => {
    const root = await mount()
    expect(root.querySelector('h2')?.textContent).toBe('Forgot password')
    expect(
      [...root.querySelectorAll('[role=tab]')].map((t) => [t.textContent, t.getAttribute('aria-selected')]),
    ).toEqual([
      ['Mobile number', 'true'],
      ['E-mail', 'false'],
    ])
    expect(root.querySelector('select')).not.toBeNull() // FORGOT-6
    for (const name of ['mobileNum', 'verificationCode', 'newPassword'])
      expect(input(root, name)).not.toBeNull()
    expect(root.querySelector('[part=send-code]')).not.toBeNull() // FORGOT-8
    expect(root.querySelector('button[aria-label="Show password"]')).not.toBeNull() // FORGOT-9
    expect(describedText(root, 'mobileNum')).toContain('10 digits') // VAL-43: the tip with the max length
  })

  it('offers only what the flags allow (FORGOT-4, FLAG-19, FLAG-20)', async () => {
    await flags({ CHNGPASSVERIF3: false })
    let root = await mount()
    expect(root.querySelector('[role=tab]')).toBeNull()
    expect(input(root, 'email')).not.toBeNull()
    await flags({ CHNGPASSVERIF3: true, CHNGPASSMAIL3: false })
    root = await mount()
    expect(root.querySelector('[role=tab]')).toBeNull()
    expect(input(root, 'mobileNum')).not.toBeNull()
    await flags({ CHNGPASSVERIF3: false, CHNGPASSMAIL3: false })
    root = mountWidget('<forgot-password></forgot-password>')
    await until(() => expect(root.querySelector('[role=status]')?.textContent).toContain('not available'))
  })

  it('puts each message beside its field (VAL-42, VAL-43, VAL-44..46)', async () => {
    const root = await mount()
    type(root, 'mobileNum', '12345')
    type(root, 'verificationCode', '12')
    type(root, 'newPassword', 'short')
    submit(root)
    await until(() =>
      expect(describedText(root, 'mobileNum')).toContain('Please enter a valid mobile number'),
    )
    expect(describedText(root, 'verificationCode')).toContain('Please enter a valid verification code')
    expect(describedText(root, 'newPassword')).toContain(
      'Please fill in your password with 8 - 20 characters',
    )
    ;(root.querySelectorAll('[role=tab]')[1] as HTMLButtonElement).click()
    await until(() => expect(input(root, 'email')).not.toBeNull())
    type(root, 'email', 'not-mail')
    submit(root)
    await until(() => expect(describedText(root, 'email')).toContain('Please enter a valid e-mail address'))
    expect(describedText(root, 'username')).toContain('Input cannot be empty')
  })

  it('resets by phone with the code from the outbox and logs in with the new password (FORGOT-12, FORGOT-14, FORGOT-15)', async () => {
    const navigations: string[] = []
    document.addEventListener('lobbykit-navigate', (e) => navigations.push((e as CustomEvent).detail.path))
    const root = await mount()
    type(root, 'mobileNum', '3001234567')
    await settle()
    ;(root.querySelector('[part=send-code]') as HTMLButtonElement).click()
    await until(() => expect($smsCountdown.get().forgot).toBeGreaterThan(Date.now()))
    const { messages } = await demo<{ messages: { purpose: string }[] }>(
      server(),
      'GET',
      '/demo/api/outbox?to=3001234567',
    )
    expect(messages[0]!.purpose).toBe('forgot')
    type(root, 'verificationCode', await latestSmsCode(server(), '3001234567'))
    type(root, 'newPassword', 'Brand9new!')
    submit(root)
    await until(() => expect($member.get()?.account).toBe('demo'))
    expect($session.get().status).toBe('loggedIn')
    expect(navigations).toContain('/')
  })

  it("resets by e-mail: the outbox gets the mail and the form says 'request sent' (FORGOT-13, FORGOT-16)", async () => {
    const root = await mount()
    ;(root.querySelectorAll('[role=tab]')[1] as HTMLButtonElement).click()
    await until(() => expect(input(root, 'email')).not.toBeNull())
    type(root, 'username', 'demo')
    type(root, 'email', 'demo@lobbykit.example')
    submit(root)
    await until(() =>
      expect(root.querySelector('[part=sent]')?.textContent).toBe('Request sent. Please check your e-mail.'),
    )
    const { messages } = await demo<{ messages: { kind: string; text: string }[] }>(
      server(),
      'GET',
      '/demo/api/outbox?to=demo@lobbykit.example',
    )
    expect(messages.map((m) => m.kind)).toEqual(['email'])
    // FORGOT-13: the form moves on to the code step, the username kept; the code from the mail
    // and a new password log the member in.
    await until(() => expect(root.querySelector('[part=send-again]')).not.toBeNull())
    expect(input(root, 'username').value).toBe('demo')
    type(root, 'verificationCode', 'abc')
    type(root, 'newPassword', 'Brand9new!')
    submit(root)
    await until(() =>
      expect(describedText(root, 'verificationCode')).toContain('Please enter a valid verification code'),
    )
    type(root, 'verificationCode', /reset code is (\S+);/.exec(messages[0]!.text)![1]!)
    submit(root)
    await until(() => expect($member.get()?.account).toBe('demo'))
    expect($session.get().status).toBe('loggedIn')
  })

  it("opened from the e-mail's link: the code step, filled in, and the code out of the address (FORGOT-13)", async () => {
    await requestPasswordMail({ username: 'demo', email: 'demo@lobbykit.example' })
    const { messages } = await demo<{ messages: { text: string }[] }>(
      server(),
      'GET',
      '/demo/api/outbox?to=demo@lobbykit.example',
    )
    const link = new URL(/open (\S+) \./.exec(messages[0]!.text)![1]!)
    history.replaceState(null, '', `/forget${link.search}&tab=x`)
    const root = await mount()
    expect(location.search).toBe('?tab=x')
    expect(input(root, 'username').value).toBe('demo')
    expect(input(root, 'verificationCode').value).toBe(link.searchParams.get('resetCode'))
    type(root, 'newPassword', 'x')
    submit(root)
    // A wrong password rule keeps what was typed (the code stays).
    await until(() => expect(input(root, 'newPassword').getAttribute('aria-invalid')).toBe('true'))
    expect(input(root, 'verificationCode').value).toBe(link.searchParams.get('resetCode'))
    type(root, 'newPassword', 'Brand9new!')
    submit(root)
    await until(() => expect($member.get()?.account).toBe('demo'))
    history.replaceState(null, '', '/')
  })

  it("closes the popup and confirms 'request sent' in a dialog (FORGOT-16)", async () => {
    await flags({ CHNGPASSVERIF3: false })
    const root = await mount('mode="popup"')
    openPopup('forgot')
    await until(() => expect(root.querySelector('[role=dialog] input[name=email]')).not.toBeNull())
    type(root, 'username', 'demo')
    type(root, 'email', 'demo@lobbykit.example')
    submit(root)
    await until(() =>
      expect(root.querySelector('[role=dialog]')?.textContent).toContain(
        'Request sent. Please check your e-mail.',
      ),
    )
    expect(root.querySelector('input[name=email]')).toBeNull()
  })
})
