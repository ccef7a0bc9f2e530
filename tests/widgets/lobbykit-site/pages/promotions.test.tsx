import { act } from 'preact/test-utils'
import { describe, expect, it } from 'vitest'
import { $popup } from '../../../../core/stores/popup'
import { $member, $session, login, loginFreePlay } from '../../../../core/stores/session'
import PromotionsPage from '../../../../widgets/lobbykit-site/pages/promotions'
import { demo, usePlatform, until } from '../../../helpers/platform'
import { focusedIn, typeInto } from '../../../helpers/dom'
import { renderPage, text } from '../../../helpers/render-page'

const server = usePlatform()

const statusOf = (root: Element, id: number) =>
  root.querySelector(`[data-promotion="${id}"]`)?.getAttribute('data-status')
const badge = (root: Element, id: number) =>
  text(root.querySelector(`[data-promotion="${id}"] [part=status]`))

describe('/promotions page (ROUTE-18, MEMBER-33)', () => {
  it('shows a visitor every promotion with its date status; joining asks to log in first', async () => {
    $session.set({ ...$session.get(), status: 'loggedOut' })
    const { container } = renderPage(PromotionsPage, { path: '/promotions' })
    await until(() => expect(container.querySelectorAll('[data-promotion]')).toHaveLength(10))
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
    const balanceBefore = $member.get()!.balance
    expect(badge(container, 3)).toContain('Applying')
    expect(badge(container, 4)).toContain('Rejected')
    expect(badge(container, 5)).toContain('Issued')
    ;(container.querySelector('[data-promotion="1"] [part=claim]') as HTMLButtonElement).click()
    await until(() => expect(statusOf(container, 1)).toBe('claimed'))
    // The reward is paid once by the server; the header's balance follows at once.
    expect(text(container.querySelector('[data-promotion="1"] [role=status]'))).toBe(
      'Rs 500.00 was added to your balance',
    )
    expect($member.get()?.balance).toBe(balanceBefore + 500)
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

  it('VAL-55: an application refuses 141 characters of remarks before sending and keeps them; 140 are sent and wait for review', async () => {
    await login({ type: 'username', username: 'demo', password: 'Demo1234!' })
    const { container } = renderPage(PromotionsPage, { path: '/promotions' })
    const card = () => container.querySelector('[data-promotion="10"]')!
    await until(() => expect(card().querySelector('[part=join]')).not.toBeNull())
    expect(text(card().querySelector('[part=join]'))).toBe('Apply')
    ;(card().querySelector('[part=join]') as HTMLButtonElement).click()
    await until(() => expect(card().querySelector('[part=application] textarea')).not.toBeNull())
    const remarks = card().querySelector('[part=application] textarea') as HTMLTextAreaElement
    await until(() => expect(focusedIn(remarks)).toBe(remarks))
    await typeInto(remarks as unknown as HTMLInputElement, 'x'.repeat(141))
    expect(text(card().querySelector('[part=remarks-counter]'))).toBe('141 of 140 characters')
    await act(() => (card().querySelector('[part=application]') as HTMLFormElement).requestSubmit())
    expect(text(card().querySelector('[part=application] .lk-error'))).toBe(
      'Please keep your remarks to 140 characters',
    )
    expect(remarks.value).toHaveLength(141)
    const waiting = () =>
      demo<{ applications: unknown[] }>(server(), 'GET', '/demo/api/promotions/applications')
    expect((await waiting()).applications).toHaveLength(1) // only the seeded one of promotion 3
    await typeInto(remarks as unknown as HTMLInputElement, 'x'.repeat(140))
    await act(() => (card().querySelector('[part=application]') as HTMLFormElement).requestSubmit())
    await until(() => expect(statusOf(container, 10)).toBe('applying'))
    expect(text(card().querySelector('[part=remarks]'))).toBe(`Your remarks: ${'x'.repeat(140)}`)
    expect((await waiting()).applications).toHaveLength(2)
  })

  it('MEMBER-34: a won raffle shows its prize and is claimed through the raffle call; a rejected application shows its reason', async () => {
    await demo(server(), 'POST', '/demo/api/promotions/3/reject', {
      account: 'demo',
      reason: 'Not VIP 3 yet.',
    })
    await login({ type: 'username', username: 'demo', password: 'Demo1234!' })
    const { container } = renderPage(PromotionsPage, { path: '/promotions' })
    await until(() => expect(statusOf(container, 8)).toBe('claim'))
    expect(text(container.querySelector('[data-promotion="8"] [part=reward]'))).toBe('Prize: Rs 888.00')
    expect(text(container.querySelector('[data-promotion="3"] [part=reason]'))).toBe('Reason: Not VIP 3 yet.')
    const before = $member.get()!.balance
    ;(container.querySelector('[data-promotion="8"] [part=claim]') as HTMLButtonElement).click()
    await until(() => expect(statusOf(container, 8)).toBe('claimed'))
    expect($member.get()!.balance).toBe(before + 888)
  })
})
