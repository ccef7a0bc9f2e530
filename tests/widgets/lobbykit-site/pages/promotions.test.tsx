import { describe, expect, it } from 'vitest'
import { $popup } from '../../../../core/stores/popup'
import { $session, login, loginFreePlay } from '../../../../core/stores/session'
import PromotionsPage from '../../../../widgets/lobbykit-site/pages/promotions'
import { usePlatform, until } from '../../../helpers/platform'
import { renderPage, text } from '../../../helpers/render-page'

usePlatform()

const statusOf = (root: Element, id: number) =>
  root.querySelector(`[data-promotion="${id}"]`)?.getAttribute('data-status')
const badge = (root: Element, id: number) =>
  text(root.querySelector(`[data-promotion="${id}"] [part=status]`))

describe('/promotions page (ROUTE-18, MEMBER-33)', () => {
  it('shows a visitor every promotion with its date status; joining asks to log in first', async () => {
    $session.set({ ...$session.get(), status: 'loggedOut' })
    const { container } = renderPage(PromotionsPage, { path: '/promotions' })
    await until(() => expect(container.querySelectorAll('[data-promotion]')).toHaveLength(7))
    expect(badge(container, 1)).toContain('Open to join')
    expect(badge(container, 6)).toContain('Coming soon')
    expect(badge(container, 7)).toContain('Closed')
    expect(container.querySelector('[data-promotion="7"] [part=join]')).toBeNull()
    ;(container.querySelector('[data-promotion="2"] [part=join]') as HTMLButtonElement).click()
    expect($popup.get()?.name).toBe('login')
  })

  it('shows the member’s own statuses from the server, and claims and joins in place', async () => {
    await login({ type: 'username', username: 'demo', password: 'Demo1234!' })
    const { container } = renderPage(PromotionsPage, { path: '/promotions' })
    await until(() => expect(statusOf(container, 1)).toBe('claim'))
    expect(badge(container, 3)).toContain('Applying')
    expect(badge(container, 4)).toContain('Rejected')
    expect(badge(container, 5)).toContain('Issued')
    ;(container.querySelector('[data-promotion="1"] [part=claim]') as HTMLButtonElement).click()
    await until(() => expect(statusOf(container, 1)).toBe('claimed'))
    expect(text(container.querySelector('[data-promotion="1"] [role=status]'))).toBe(
      'Bonus claimed: Welcome bonus',
    )
    ;(container.querySelector('[data-promotion="2"] [part=join]') as HTMLButtonElement).click()
    await until(() => expect(badge(container, 2)).toContain('Joined'))
  })

  it('tells a trial player why joining failed and keeps the promotion (ROLE-5, ERR-15)', async () => {
    await loginFreePlay()
    const { container } = renderPage(PromotionsPage, { path: '/promotions' })
    await until(() => expect(container.querySelector('[data-promotion="2"] [part=join]')).not.toBeNull())
    ;(container.querySelector('[data-promotion="2"] [part=join]') as HTMLButtonElement).click()
    await until(() =>
      expect(text(container.querySelector('[data-promotion="2"] [role=alert]'))).toContain(
        'You need a real account',
      ),
    )
    expect(statusOf(container, 2)).toBe('join')
  })
})
