// C-17, VAL-33 on the social sign-up step (LOGIN-33), against the reference server: a new member
// gives the date of birth with the registration form's rule; a date under the operator's minimum is
// refused beside the field (by the step itself, and by the server when its minimum is higher than
// the page knew), with the ticks and the date kept; an adult date signs the member in and the server
// has it recorded for the rule gate.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningServer } from '../../../demo/server/platform/app'
import { setProvider } from '../../../core/identity-provider'
import { openPopup } from '../../../core/stores/popup'
import { $session } from '../../../core/stores/session'
import { loadSystem } from '../../../core/stores/system'
import { register } from '../../../widgets/member-login/index'
import { demo, nodeRequest, startPlatform, until } from '../../helpers/platform'
import { click, mountWidget, typeInto, unmountAll } from '../../helpers/dom'

let server: RunningServer
beforeAll(async () => {
  server = await startPlatform()
  if (!customElements.get('member-login')) register('member-login')
})
afterAll(async () => {
  setProvider(null)
  await unmountAll()
  await server.close()
})

async function consent(provider: string, email: string): Promise<string> {
  const answer = await nodeRequest<{ token: string }>(`${server.controlUrl}/demo/provider/social/authorize`, {
    method: 'POST',
    body: { provider, email, name: 'Birthday Player' },
  })
  return answer.token
}

const bornYearsAgo = (years: number) => `${new Date().getUTCFullYear() - years}-01-01`

describe('the social sign-up step asks the date of birth (C-17, VAL-33)', () => {
  it('C-17, VAL-33: refuses an under-age date beside the field, keeps what was typed, records an adult one', async () => {
    await demo(server, 'PUT', '/demo/api/settings', { brand: { minAge: 21 } })
    await loadSystem()
    $session.set({ ...$session.get(), status: 'loggedOut' })
    await setProvider({ signIn: (provider) => consent(provider, 'birthday@google.demo.example') })
    const host = mountWidget('<member-login mode="popup"></member-login>')
    openPopup('login')
    await until(() => expect(host.querySelector('[part=social-google]')).not.toBeNull())
    ;(host.querySelector('[part=social-google]') as HTMLElement).click()
    const step = () =>
      document.querySelector('lobbykit-check')?.shadowRoot?.querySelector('[part=social-signup]')
    await until(() => expect(step()).toBeTruthy(), 5000)
    const form = step()!
    const birthday = form.querySelector<HTMLInputElement>('input[name=birthday]')!
    expect(form.querySelector(`label[for="${birthday.id}"]`)?.textContent).toContain('Date of birth')
    // The step's description says what it asks, the date included.
    const intro = form.closest('[role=dialog]')?.getAttribute('aria-describedby')
    expect(
      form.getRootNode() instanceof ShadowRoot &&
        (form.getRootNode() as ShadowRoot).getElementById(intro!)?.textContent,
    ).toMatch(/date of birth/)
    for (const name of ['terms', 'age']) await click(form.querySelector(`input[name=${name}]`)!)
    // The step's own check: the brand's minimum age (21), before any call.
    await typeInto(birthday, bornYearsAgo(20))
    await click(form.querySelector('[part=social-signup-submit]')!)
    await until(() => expect(birthday.getAttribute('aria-invalid')).toBe('true'))
    expect(form.textContent).toContain('You must be at least 21 years old')
    // The server's check: its minimum rose to 25 after the page loaded its settings.
    await demo(server, 'PUT', '/demo/api/settings', { brand: { minAge: 25 } })
    await typeInto(birthday, bornYearsAgo(22))
    await click(form.querySelector('[part=social-signup-submit]')!)
    await until(() => expect(form.textContent).toContain('You must be at least 25 years old'))
    expect($session.get().status).not.toBe('loggedIn')
    expect(birthday.value).toBe(bornYearsAgo(22))
    expect(form.querySelector<HTMLInputElement>('input[name=terms]')!.checked).toBe(true)
    expect(form.querySelector<HTMLInputElement>('input[name=age]')!.checked).toBe(true)
    await typeInto(birthday, '1991-05-01')
    await click(form.querySelector('[part=social-signup-submit]')!)
    await until(() => expect($session.get().status).toBe('loggedIn'), 5000)
    const recorded = server.db
      .prepare(
        "SELECT a.birth_date FROM member_ages a JOIN members m ON m.id = a.member_id WHERE m.email = 'birthday@google.demo.example'",
      )
      .pluck()
      .get()
    expect(recorded).toBe('1991-05-01')
  })
})
