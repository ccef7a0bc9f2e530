// POP-12..14: the notice call's popup messages — popup items the server marks `modal` —
// show in the generic modal, not in the announcement list: after the announcement popup closes, once
// per browser; a button's site link goes out as lobbykit-navigate.
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { storedKey } from '../../../core/storage'
import { $popup } from '../../../core/stores/popup'
import { $session } from '../../../core/stores/session'
import { register } from '../../../widgets/announcement-popup/index'
import { until, usePlatform } from '../../helpers/platform'
import { mountWidget } from '../../helpers/dom'
import { addAnnouncement } from '../../../demo/server/content/data'

const server = usePlatform()
beforeAll(() => register('announcement-popup'))
afterEach(() => document.querySelectorAll('[data-lobbykit-modal]').forEach((host) => host.remove()))

const items = (root: ShadowRoot) => [...root.querySelectorAll<HTMLElement>('[part=item]')]
const messageModal = () =>
  document
    .querySelector('[data-lobbykit-modal]')
    ?.shadowRoot?.querySelector<HTMLElement>('[part=message-modal]') ?? null

/** A visitors' popup message, as an operator's back office would store it; answers its id. */
function addMessage(): number {
  const modal = {
    icon: 'success',
    buttons: [{ label: 'Later' }, { label: 'See promotions', url: '/promotions' }],
  }
  return addAnnouncement(server().db, {
    type: 'PU',
    texts: {
      EN: {
        title: 'Your welcome bonus is waiting',
        content: '<p>Claim <b>100%</b> on your first deposit.</p>',
      },
    },
    startDate: Date.now() - 1000,
    execution: 'B',
    modal,
  })
}

describe('popup messages (POP-12..14)', () => {
  it('shows a message in the generic modal after the announcement popup closes, not in its list', async () => {
    const id = addMessage()
    $session.set({ ...$session.get(), status: 'loggedOut' })
    const root = mountWidget('<announcement-popup></announcement-popup>')
    await until(() => expect(items(root)).toHaveLength(9))
    const titles = () => items(root).map((li) => li.querySelector('.lk-ann-title')!.textContent)
    expect(titles()).not.toContain('Your welcome bonus is waiting')
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(messageModal()).toBeNull() // never over another popup

    root.querySelector<HTMLButtonElement>('[part=close]')!.click()
    await until(() => expect(messageModal()).not.toBeNull())
    const modal = messageModal()!
    expect(modal.querySelector('.lk-modal-title')!.textContent).toBe('Your welcome bonus is waiting')
    expect(modal.querySelector('.lk-icon--tone')!.getAttribute('data-tone')).toBe('success')
    await until(() => expect(modal.querySelector('.lk-html b')?.textContent).toBe('100%'))
    expect(localStorage.getItem(storedKey('seenPopupMessages'))).toBe(String(id))

    const heard: string[] = []
    const onNavigate = (event: Event) => {
      heard.push((event as CustomEvent<{ path: string }>).detail.path)
      event.preventDefault() // the host routes it (no page load in the test)
    }
    document.addEventListener('lobbykit-navigate', onNavigate)
    try {
      const buttons = [...modal.querySelectorAll<HTMLButtonElement>('[part=message-button]')]
      expect(buttons.map((b) => b.textContent)).toEqual(['Later', 'See promotions'])
      buttons[1]!.click()
      await until(() => expect(heard).toEqual(['/promotions']))
      await until(() => expect(messageModal()).toBeNull())
    } finally {
      document.removeEventListener('lobbykit-navigate', onNavigate)
    }
  })

  it('shows a message once per browser, and at once when there is no announcement to show', async () => {
    addMessage()
    $session.set({ ...$session.get(), status: 'loggedOut' })
    server().db.prepare("DELETE FROM announcements WHERE type = 'PU' AND modal IS NULL").run()
    const root = mountWidget('<announcement-popup></announcement-popup>')
    await until(() => expect(messageModal()).not.toBeNull())
    expect($popup.get()).toBeNull() // no announcement popup: nothing to list
    expect(items(root)).toHaveLength(0)
    messageModal()!.querySelector<HTMLButtonElement>('[part=message-button]')!.click()
    await until(() => expect(messageModal()).toBeNull())

    mountWidget('<announcement-popup></announcement-popup>')
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(messageModal()).toBeNull()
  })
})
