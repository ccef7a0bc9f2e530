import { beforeAll, describe, expect, it } from 'vitest'
import { $locale } from '../../../core/stores/locale'
import { $popup } from '../../../core/stores/popup'
import { $session, login, loginFreePlay } from '../../../core/stores/session'
import { register } from '../../../widgets/notice-marquee/index'
import { demo, until, usePlatform } from '../../helpers/platform'
import { mountWidget } from '../../helpers/dom'

const server = usePlatform()
beforeAll(() => register('notice-marquee'))

function mount(): ShadowRoot {
  return mountWidget('<notice-marquee></notice-marquee>')
}
const notices = (root: ShadowRoot) => root.querySelector('[part=notices] .lk-marquee-text')?.textContent ?? ''

describe('<notice-marquee> (HOME-2, HOME-3, ANN-15)', () => {
  it('POP-2: shows every marquee notice, newest first; a click opens the notice popup with each in full, and on to the announcements', async () => {
    await demo(server(), 'POST', '/demo/api/notices', { title: 'Breaking: new tables tonight' })
    $session.set({ ...$session.get(), status: 'loggedOut' })
    const root = mount()
    await until(() => expect(notices(root)).toContain('Breaking: new tables tonight'))
    expect(notices(root).indexOf('Breaking')).toBe(0)
    expect(notices(root)).toContain('Bookmark the official mirror list to always reach us.')
    expect(root.querySelector('[part=unread]')).toBeNull() // a visitor has no messages
    root.querySelector<HTMLButtonElement>('[part=notices]')!.click()
    await until(() => expect(root.querySelector('[part=notice-popup]')).not.toBeNull())
    const dialog = root.querySelector('[part=notice-popup]')!
    expect(dialog.getAttribute('role')).toBe('dialog')
    const items = [...dialog.querySelectorAll('[part=notice-list] li')].map((li) => li.textContent)
    expect(items[0]).toBe('Breaking: new tables tonight')
    expect(items).toContain('Bookmark the official mirror list to always reach us.')
    expect($popup.get()).toBeNull() // not the announcement list
    await until(() => expect(dialog.contains(root.activeElement)).toBe(true)) // focus moves in
    dialog.querySelector<HTMLButtonElement>('[part=all-announcements]')!.click()
    expect($popup.get()?.name).toBe('announcements')
    await until(() => expect(root.querySelector('[part=notice-popup]')).toBeNull())
  })

  it('shows a member the unread count from the platform (API-61)', async () => {
    await login({ type: 'username', username: 'demo', password: 'Demo1234!' })
    const root = mount()
    await until(() => expect(root.querySelector('[part=unread]')?.getAttribute('data-count')).toBe('3'))
    expect(root.querySelector('[part=unread] .lk-visually-hidden')!.textContent).toBe('3 unread messages')
  })

  it('shows a trial player no unread icon (ROLE-9)', async () => {
    await loginFreePlay()
    expect($session.get().isTrial).toBe(true)
    const root = mount()
    await until(() => expect(notices(root)).not.toBe(''))
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(root.querySelector('[part=unread]')).toBeNull()
  })

  it('renders nothing when there is no notice and nobody logged in', async () => {
    server().db.prepare("DELETE FROM announcements WHERE type = 'PL'").run()
    $session.set({ ...$session.get(), status: 'loggedOut' })
    const root = mount()
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(root.querySelector('[part=marquee]')).toBeNull()
  })

  it('I18N: asks again in the new language: the Urdu notices, then the English again', async () => {
    $session.set({ ...$session.get(), status: 'loggedOut' })
    const root = mount()
    await until(() => expect(notices(root)).toContain('Welcome to Crescent Play'))
    $locale.set('UR')
    await until(() => expect(notices(root)).toContain('کریسنٹ پلے میں خوش آمدید'))
    expect(notices(root)).not.toContain('Welcome to Crescent Play')
    $locale.set('EN')
    await until(() => expect(notices(root)).toContain('Welcome to Crescent Play'))
  })
})
