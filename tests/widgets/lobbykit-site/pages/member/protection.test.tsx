// Player protection in the member centre, against the reference server: limits (a lower
// one at once, a higher one "applies at <time>"), a refusal shown with its message and nothing typed
// lost, the Urdu wording, and the reality check that takes the focus with the session's figures.
import { describe, expect, it } from 'vitest'
import { $locale } from '../../../../../core/stores/locale'
import { loadDictionary } from '../../../../../core/i18n/index'
import { $session, login } from '../../../../../core/stores/session'
import { requestLimit } from '../../../../../core/api/protection'
import ProtectionSection from '../../../../../widgets/lobbykit-site/pages/member/protection/protection'
import { ProtectionWatch } from '../../../../../widgets/lobbykit-site/pages/member/protection/reality-check'
import { click, typeInto } from '../../../../helpers/dom'
import { demo, usePlatform, until } from '../../../../helpers/platform'
import { renderPage, text } from '../../../../helpers/render-page'

const server = usePlatform()

async function loginDemo() {
  await login({ type: 'username', username: 'demo', password: 'Demo1234!' })
  await until(() => expect($session.get().status).toBe('loggedIn'))
}

const card = (root: Element, kind: string) => root.querySelector(`[part=limit-card][data-kind=${kind}]`)!

async function openSection() {
  await loginDemo()
  const { container } = renderPage(() => <ProtectionSection />, { path: '/responsible-gaming' })
  await until(() => expect(container.querySelector('[part=limit-card][data-kind=deposit]')).not.toBeNull())
  return container
}

async function saveLimit(container: Element, kind: string, amount: string) {
  const form = card(container, kind)
  await typeInto(form.querySelector('[part=limit-amount-field] input')!, amount)
  await click(form.querySelector('[part=limit-save]')!)
  await until(() => expect(form.querySelector('[part=limit-saved]')).not.toBeNull())
  return text(form.querySelector('[part=limit-saved]'))
}

describe('responsible-gaming section', () => {
  it('applies a lower deposit limit at once and says when a higher one applies', async () => {
    const container = await openSection()
    expect(await saveLimit(container, 'deposit', '100')).toBe('Saved: the new limit applies now.')
    const day = card(container, 'deposit').querySelector('tr[data-period=day]')!
    expect(text(day.querySelector('[part=limit-amount]'))).toMatch(/100/)
    const raised = await saveLimit(container, 'deposit', '500')
    expect(raised).toMatch(/^Saved: the new limit applies at .+\.$/)
    await until(() =>
      expect(text(day.querySelector('[part=limit-pending]'))).toMatch(/Changes to .*500.* at /),
    )
  })

  it('shows a refused password on its field and keeps what was typed (confirmed with the password)', async () => {
    const container = await openSection()
    const form = container.querySelector('[part=cool-off-form]')!
    const password = form.querySelector<HTMLInputElement>('input[name=password]')!
    await typeInto(password, 'Wrong1234!')
    await click(form.querySelector('[part=exclusion-confirm]')!)
    await until(() => expect(form.textContent).toContain('The password is incorrect'))
    expect(password.value).toBe('Wrong1234!')
    expect($session.get().status).toBe('loggedIn')
  })

  it('signs out after a cool-off confirmed with the password, naming the end date', async () => {
    const container = await openSection()
    const form = container.querySelector('[part=cool-off-form]')!
    await typeInto(form.querySelector<HTMLInputElement>('input[name=password]')!, 'Demo1234!')
    await click(form.querySelector('[part=exclusion-confirm]')!)
    await until(() => expect($session.get().status).toBe('loggedOut'))
    const refused = await login({ type: 'username', username: 'demo', password: 'Demo1234!' }).catch((e) => e)
    expect(refused.errorCode).toBe('SELF_EXCLUDED')
    expect(refused.serverMessage).toMatch(/until \d{4}-\d\d-\d\d/)
  })

  it('speaks Urdu', async () => {
    await loadDictionary('UR')
    $locale.set('UR')
    const container = await openSection()
    expect(text(card(container, 'deposit').querySelector('h2'))).toBe('ڈپازٹ کی حدیں')
  })
})

describe('reality check', () => {
  it('opens after the (demo-shortened) interval with the session figures and takes the focus', async () => {
    await demo(server(), 'POST', '/demo/api/protection/reality-check', { seconds: 5 })
    await loginDemo()
    await demo(server(), 'POST', '/demo/api/protection/bet', { stake: 40, winLoss: -15 })
    const { container } = renderPage(() => <ProtectionWatch />, { path: '/' })
    await until(() => expect(container.querySelector('[part=reality-check]')).not.toBeNull(), 8000)
    const dialog = container.querySelector('[part=reality-check]')!
    expect(text(dialog.querySelector('[data-figure=stake]'))).toMatch(/40/)
    expect(text(dialog.querySelector('[data-figure=net]'))).toMatch(/-.*15/)
    await until(() => expect(document.activeElement).toBe(dialog.querySelector('[part=reality-continue]')))
    expect(dialog.hasAttribute('open')).toBe(true)
    await click(dialog.querySelector('[part=reality-continue]')!)
    await until(() => expect(container.querySelector('[part=reality-check]')).toBeNull())
    expect($session.get().status).toBe('loggedIn')
    // Continue schedules the next check with fresh figures: let that call finish before the server closes.
    await new Promise((resolve) => setTimeout(resolve, 500))
  }, 15_000)
})

describe('session time limit', () => {
  it('tells the member and signs out once the limit is reached (the demo clock moved on)', async () => {
    await loginDemo()
    await requestLimit({ kind: 'session', amount: '15' })
    await demo(server(), 'POST', '/demo/api/protection/clock', { advance: 'hour' })
    const { container } = renderPage(() => <ProtectionWatch />, { path: '/' })
    await until(() => expect($session.get().status).toBe('loggedOut'))
    await until(() =>
      expect(text(container.querySelector('[part=protection-notice] p'))).toBe(
        'Your session time limit is reached. You have been signed out in every tab.',
      ),
    )
    await click(container.querySelector('[part=protection-notice] button')!)
    expect(container.querySelector('[part=protection-notice]')).toBeNull()
  })
})
