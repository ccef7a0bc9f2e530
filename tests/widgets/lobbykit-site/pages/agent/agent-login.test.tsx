import { beforeAll, describe, expect, it } from 'vitest'
import { render } from 'preact/compat'
import { $config } from '../../../../../core/config'
import { $location } from '../../../../../widgets/lobbykit-site/routing/router'
import { $session } from '../../../../../core/stores/session'
import { $flags } from '../../../../../core/stores/system'
import { register } from '../../../../../widgets/member-login/index'
import AgentPage from '../../../../../widgets/lobbykit-site/pages/agent/agent-login'
import { usePlatform, until } from '../../../../helpers/platform'
import { recordNavigation, renderPage, text } from '../../../../helpers/render-page'

usePlatform()
beforeAll(() => register('member-login'))

function type(input: HTMLInputElement, value: string) {
  input.value = value
  input.dispatchEvent(new Event('input', { bubbles: true }))
}

async function logIn(root: ShadowRoot, username: string, password: string) {
  // the form is ready once the country codes have arrived
  await until(() =>
    expect(root.querySelectorAll('select[name=countryDialingCode] option').length).toBeGreaterThan(1),
  )
  type(root.querySelector('input[name=username]')!, username)
  type(root.querySelector('input[name=password]')!, password)
  await new Promise((resolve) => setTimeout(resolve)) // the form renders what was typed
  ;(root.querySelector('button[type=submit]') as HTMLButtonElement).click()
}

describe('/agent page (ROUTE-9, ROUTE-10, LOGIN-11, LOGIN-26)', () => {
  it('shows the landing text, the Monday–Friday 12:00-21:00 consultation notice and the agent login', async () => {
    $session.set({ ...$session.get(), status: 'loggedOut' })
    const { container } = renderPage(AgentPage, { path: '/agent' })
    expect(text(container.querySelector('[part=hours]'))).toBe(
      'Consultation hours: Monday to Friday 12:00-21:00',
    )
    expect(text(container.querySelector('h1'))).toBe('Become our agent')
    const root = container.querySelector('member-login')!.shadowRoot!
    await until(() => expect(text(root.querySelector('h2'))).toBe('Agent log in'))
    // LOGIN-11: no social or free-play login on the agent page. The seed turns both on (FLAG-8,
    // FLAG-11), so their absence is the agent page's doing; the social buttons are a lazy part, so
    // its chunk is loaded and the form has settled before looking.
    expect($flags.get().thirdPartyLogin).toBe(true)
    expect($flags.get().hasFreePlay).toBe(true)
    await until(() =>
      expect(root.querySelectorAll('select[name=countryDialingCode] option').length).toBeGreaterThan(1),
    )
    await import('../../../../../widgets/kit/accounts/social-buttons')
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(root.querySelector('[part=social], [part=social-facebook], [part=social-google]')).toBeNull()
    expect(root.querySelector('[part=form] [role=status]')).toBeNull() // no lazy part still loading
    expect(root.querySelector('[part=free-play]')).toBeNull()
  })

  it('is the agent page until the address leaves /agent, however often the site re-creates the page', () => {
    $location.set({ path: '/agent', query: new URLSearchParams(), hash: '' })
    expect($config.get().agent).toBe(false)
    const container = document.createElement('div')
    document.body.append(container)
    render(<AgentPage path="/agent" query={new URLSearchParams()} hash="" />, container)
    expect($config.get().agent).toBe(true)
    // a login re-renders the site, which may re-create the page: the mode stays
    render(null, container)
    expect($config.get().agent).toBe(true)
    render(<AgentPage path="/agent" query={new URLSearchParams()} hash="" />, container)
    $location.set({ path: '/agent', query: new URLSearchParams('x=1'), hash: '' })
    expect($config.get().agent).toBe(true)
    $location.set({ path: '/help', query: new URLSearchParams(), hash: '' })
    expect($config.get().agent).toBe(false)
    render(null, container)
    container.remove()
  })

  it('refuses a member who is not an agent (ROLE-14, ERR-12)', async () => {
    $session.set({ ...$session.get(), status: 'loggedOut' })
    const { container } = renderPage(AgentPage, { path: '/agent' })
    const root = container.querySelector('member-login')!.shadowRoot!
    await logIn(root, 'demo', 'Demo1234!')
    await until(() => expect(text(root.querySelector('[role=alert]'))).toBe('Non-agents cannot log in'))
  })

  it('logs an agent in and sends them on to the agent centre', async () => {
    $session.set({ ...$session.get(), status: 'loggedOut' })
    const paths = recordNavigation()
    // the router takes the navigation (no page load in the test)
    document.addEventListener('lobbykit-navigate', (e) => e.preventDefault(), { once: true })
    const { container } = renderPage(AgentPage, { path: '/agent' })
    await logIn(container.querySelector('member-login')!.shadowRoot!, 'agent', 'Agent1234!')
    await until(() => expect(paths).toContain('/agentHome'))
    await until(() =>
      expect(container.querySelector('[part=agent-home]')?.getAttribute('href')).toBe('/agentHome'),
    )
  })
})
