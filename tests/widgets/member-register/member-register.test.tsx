// <member-register> as a real custom element against the reference server (REG, VAL, FLAG).
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { openPopup } from '../../../core/stores/popup'
import { $member, $session } from '../../../core/stores/session'
import { loadSystem, resetSystem } from '../../../core/stores/system'
import { register } from '../../../widgets/member-register/index'
import { demo, latestSmsCode, nodeRequest, usePlatform, until } from '../../helpers/platform'
import { mountWidget, widgetContainer } from '../../helpers/dom'

const server = usePlatform()
beforeAll(() => register('member-register'))
beforeEach(() => {
  $session.set({ ...$session.get(), status: 'loggedOut' })
})
afterEach(() => {
  widgetContainer().remove()
  history.replaceState(null, '', '/')
})

async function settings(patch: Record<string, unknown>) {
  await demo(server(), 'PUT', '/demo/api/settings', patch)
  resetSystem()
  await loadSystem()
}
const NO_CAPTCHA = { register: { regExp: { captcha: { enabled: false } } } }

async function mount(attributes = ''): Promise<ShadowRoot> {
  const root = mountWidget(`<member-register ${attributes}></member-register>`)
  if (!attributes.includes('popup'))
    await until(() => expect(root.querySelector('button[type=submit]')).not.toBeNull())
  return root
}
const input = (root: ShadowRoot, name: string) =>
  root.querySelector(`input[name=${name}]`) as HTMLInputElement
function type(root: ShadowRoot, name: string, value: string) {
  const el = input(root, name)
  el.value = value
  el.dispatchEvent(new Event('input', { bubbles: true }))
}
const submit = (root: ShadowRoot) => (root.querySelector('button[type=submit]') as HTMLButtonElement).click()
/** The text the field's aria-describedby points at. */
function describedText(root: ShadowRoot, name: string): string {
  const ids = input(root, name).getAttribute('aria-describedby')?.split(' ') ?? []
  return ids.map((id) => root.getElementById(id)?.textContent ?? '').join(' ')
}
/** Lets the widget render what was typed: a person's next action is a task of its own. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
function tick(root: ShadowRoot, name: string) {
  input(root, name).click()
}

describe('<member-register>', () => {
  it('opens on the mobile tab when MOBILENUMREG3 is on, and rebuilds the form on a tab switch (REG-2, REG-3, REG-5)', async () => {
    const root = await mount()
    const tabs = [...root.querySelectorAll('[role=tab]')]
    expect(tabs.map((t) => [t.textContent, t.getAttribute('aria-selected')])).toEqual([
      ['Mobile number', 'true'],
      ['Username', 'false'],
    ])
    expect(input(root, 'mobileNum')).not.toBeNull()
    expect(root.querySelector('[part=send-code]')).not.toBeNull()
    await until(() => expect(root.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/png/))
    const firstImage = root.querySelector('img')!.getAttribute('src')
    type(root, 'password', 'typed')
    ;(tabs[1] as HTMLButtonElement).click()
    await until(() =>
      expect(root.querySelector('[role=tab][aria-selected=true]')?.textContent).toBe('Username'),
    )
    expect(input(root, 'password').value).toBe('')
    expect(input(root, 'username').getAttribute('aria-required')).toBe('true')
    await until(() => expect(root.querySelector('img')?.getAttribute('src')).not.toBe(firstImage)) // REG-3: a new captcha
  })

  it('shows only the enabled method, and says so when none is (FLAG-6, FLAG-7)', async () => {
    await settings({ whitelabel: { MOBILENUMREG3: false } })
    let root = await mount()
    expect(root.querySelector('[role=tab]')).toBeNull()
    expect(input(root, 'username')).not.toBeNull()
    await settings({ whitelabel: { USERNAMEREG3: false } })
    root = mountWidget('<member-register></member-register>')
    await until(() =>
      expect(root.querySelector('[role=status]')?.textContent).toContain('Registration is not open'),
    )
  })

  it('puts each message beside the field that caused it (VAL-29, VAL-30, VAL-32, VAL-33, REG-13, REG-14)', async () => {
    const root = await mount()
    submit(root)
    await until(() => expect(input(root, 'mobileNum').getAttribute('aria-invalid')).toBe('true'))
    expect(describedText(root, 'mobileNum')).toContain('Input cannot be empty')
    expect(describedText(root, 'verificationCode')).toContain('Input cannot be empty')
    expect(describedText(root, 'password')).toContain('Input cannot be empty')
    expect(describedText(root, 'confirmPassword')).toContain('Input cannot be empty')
    expect(describedText(root, 'captcha')).toContain('Input cannot be empty')
    expect(describedText(root, 'terms')).toContain('Input cannot be empty') // REG-13
    expect(describedText(root, 'age')).toContain('Items marked with * are required')
    expect(input(root, 'username').getAttribute('aria-invalid')).toBeNull() // REG-21: may stay empty
    type(root, 'password', 'Secret123!')
    type(root, 'confirmPassword', 'Secret12!')
    submit(root)
    await until(() =>
      expect(describedText(root, 'confirmPassword')).toContain('Incorrect confirmation input'),
    )
    expect(input(root, 'password').value).toBe('Secret123!') // nothing typed is lost
  })

  it('registers by mobile with the code from the outbox and logs the new member in (REG-9, REG-10, REG-23, C-15)', async () => {
    await settings(NO_CAPTCHA)
    const navigations: string[] = []
    document.addEventListener('lobbykit-navigate', (e) => navigations.push((e as CustomEvent).detail.path))
    const root = await mount()
    type(root, 'mobileNum', '3111111111')
    await settle()
    ;(root.querySelector('[part=send-code]') as HTMLButtonElement).click()
    await until(() => expect(root.querySelector('[part=send-code]')?.textContent).toMatch(/Resend in \d+s/))
    expect((root.querySelector('[part=send-code]') as HTMLButtonElement).disabled).toBe(true) // REG-12
    type(root, 'verificationCode', await latestSmsCode(server(), '3111111111'))
    type(root, 'password', 'Secret123!')
    type(root, 'confirmPassword', 'Secret123!')
    tick(root, 'terms')
    type(root, 'birthday', '1990-01-01')
    tick(root, 'age')
    submit(root)
    // C-15: the account is a generated username, not the number.
    await until(() => expect($member.get()?.account).toMatch(/^m[a-z2-9]{7}$/))
    expect($session.get().status).toBe('loggedIn')
    expect(navigations).toContain('/')
    await until(() =>
      expect(root.querySelector('[role=status]')?.textContent).toBe(
        `You are logged in as \u2066${$member.get()?.account}\u2069.`,
      ),
    )
  })

  it('prefills the invitation code from ?referralCode= and stores it with the new member (REG-6, REG-24)', async () => {
    await settings({
      whitelabel: { MOBILENUMREG3: false },
      register: { regExp: { captcha: { enabled: false }, mobileNum: { enabled: false } } },
    })
    history.replaceState(null, '', '/affiliate?referralCode=DEMO2025')
    const root = await mount()
    expect(input(root, 'referralCode').value).toBe('DEMO2025')
    type(root, 'username', 'newfriend')
    type(root, 'password', 'Secret123!')
    type(root, 'confirmPassword', 'Secret123!')
    tick(root, 'terms')
    type(root, 'birthday', '1990-01-01')
    tick(root, 'age')
    submit(root)
    await until(() => expect($member.get()?.account).toBe('newfriend'))
    expect($member.get()?.referredBy).toBe('DEMO2025')
  })

  it('shows a refused username beside the field and keeps what was typed (duplicate, USERNAME_TAKEN)', async () => {
    await settings({
      whitelabel: { MOBILENUMREG3: false },
      register: { regExp: { captcha: { enabled: false }, mobileNum: { enabled: false } } },
    })
    const root = await mount()
    type(root, 'username', 'Demo')
    type(root, 'password', 'Secret123!')
    type(root, 'confirmPassword', 'Secret123!')
    tick(root, 'terms')
    type(root, 'birthday', '1990-01-01')
    tick(root, 'age')
    submit(root)
    await until(() =>
      expect(describedText(root, 'username')).toContain('This username is already registered'),
    )
    expect(input(root, 'username').value).toBe('Demo')
    expect($session.get().status).toBe('loggedOut')
  })

  it('warns with invitation_code_error and registers nothing when the affiliate check fails (REG-16, REG-17)', async () => {
    await settings({
      whitelabel: { MOBILENUMREG3: false },
      register: { regExp: { captcha: { enabled: false }, mobileNum: { enabled: false } } },
    })
    const root = await mount()
    type(root, 'username', 'affplayer')
    type(root, 'password', 'Secret123!')
    type(root, 'confirmPassword', 'Secret123!')
    type(root, 'affiliateCode', 'NOPE')
    tick(root, 'terms')
    type(root, 'birthday', '1990-01-01')
    tick(root, 'age')
    submit(root)
    await until(() =>
      expect(root.querySelector('[role=alertdialog]')?.textContent).toContain('Invalid invitation code'),
    )
    const login = await nodeRequest<{ success: boolean }>(`${server().url}/wps/session/login`, {
      method: 'POST',
      body: { type: 'username', username: 'affplayer', password: 'Secret123!' },
      headers: { Merchant: 'lobbykit', Device: 'web', modID: 'COMM3' },
    })
    expect(login.success).toBe(false)
  })

  it('renders the registerModal in popup mode when asked (REG-1, POP)', async () => {
    const root = await mount('mode="popup"')
    expect(root.querySelector('[role=dialog]')).toBeNull()
    openPopup('register')
    await until(() =>
      expect(root.querySelector('[role=dialog][aria-modal=true] input[name=password]')).not.toBeNull(),
    )
    expect(root.querySelector('[role=dialog] a[href="/help#term"]')).not.toBeNull() // REG-7
    expect(root.querySelector('[role=dialog] a[href="/help"]')).not.toBeNull()
    await until(() =>
      expect(root.querySelector('[role=dialog] img')?.getAttribute('src')).toMatch(/^data:image\/png/),
    )
  })

  it('asks the date of birth and refuses a missing, unreal or under-age one, at the brand minimum (C-17, VAL-33, FTR-5)', async () => {
    await settings({
      whitelabel: { MOBILENUMREG3: false },
      register: { regExp: { captcha: { enabled: false }, mobileNum: { enabled: false } } },
      brand: { minAge: 21 },
    })
    const root = await mount()
    expect(root.textContent).toContain('I am at least 21 years old')
    type(root, 'username', 'agedplayer')
    type(root, 'password', 'Secret123!')
    type(root, 'confirmPassword', 'Secret123!')
    tick(root, 'terms')
    tick(root, 'age')
    await settle()
    submit(root)
    await until(() => expect(describedText(root, 'birthday')).toContain('Please enter your date of birth'))
    expect(input(root, 'birthday').getAttribute('aria-invalid')).toBe('true')
    type(root, 'birthday', '2001-02-30')
    await settle()
    submit(root)
    await until(() => expect(describedText(root, 'birthday')).toContain('Please enter a real date of birth'))
    const twenty = new Date()
    twenty.setUTCFullYear(twenty.getUTCFullYear() - 20)
    type(root, 'birthday', twenty.toISOString().slice(0, 10))
    await settle()
    submit(root)
    await until(() => expect(describedText(root, 'birthday')).toContain('You must be at least 21 years old'))
    expect(input(root, 'username').value).toBe('agedplayer') // nothing typed is lost
    type(root, 'birthday', '1990-01-01')
    await settle()
    submit(root)
    await until(() => expect($member.get()?.account).toBe('agedplayer'))
  })
})
