import { describe, expect, it, vi } from 'vitest'
import { $system, reloadSystem } from '../../../../core/stores/system'
import MirrorPage from '../../../../widgets/lobbykit-site/pages/mirror'
import { demo, usePlatform, until } from '../../../helpers/platform'
import { renderPage, text } from '../../../helpers/render-page'

const server = usePlatform()

describe('mirror list page (PAGE-1..3, SYS-6, DATA-3)', () => {
  it('lists the domain routes of the status call under its title, with the bookmark hint and verify-agent link', async () => {
    const { container } = renderPage(MirrorPage, { path: '/mirror' })
    expect(text(container.querySelector('h1'))).toBe('Official Mirror List')
    expect(text(container.querySelector('[part=bookmark-hint]'))).toMatch(
      /^Bookmark one of these secure domains/,
    )
    // the domains are the status call's domainRoute, in its order, at most five
    const routes = $system
      .get()
      .answer!.info.domainRoute.slice(0, 5)
      .map((r) => new URL(r.domainName).host)
    expect(routes.length).toBeGreaterThan(0)
    await until(() => expect(container.querySelectorAll('[part=domain]')).toHaveLength(routes.length))
    expect([...container.querySelectorAll('.lk-domain-name')].map(text)).toEqual(routes)
    expect(routes[0]).toBe(new URL(server().url).host)
    expect(container.querySelector('[part=domain] a')?.getAttribute('href')).toBe(`${server().url}/`)
    expect(container.querySelector('[part=verify-agent]')?.getAttribute('href')).toBe(
      'mailto:support@lobbykit.example',
    )
  })

  it('shows at most five domains, only web ones, and copies one', async () => {
    const domainRoute = [
      'https://a.example',
      'javascript:alert(1)',
      'b.example',
      'https://c.example',
      'https://d.example',
      'https://e.example',
      'https://f.example',
    ].map((domainName) => ({ domainName }))
    await demo(server(), 'PUT', '/demo/api/settings', {
      domainRoute,
      customerService: [{ path: 'javascript:alert(1)', csType: 'X', title: 'x' }],
    })
    await reloadSystem()
    const writeText = vi.fn(async () => {})
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    const { container } = renderPage(MirrorPage, { path: '/mirror' })
    await until(() => expect(container.querySelectorAll('[part=domain]')).toHaveLength(4))
    expect([...container.querySelectorAll('.lk-domain-name')].map(text)).toEqual([
      'a.example',
      'b.example',
      'c.example',
      'd.example',
    ])
    expect(container.querySelector('[part=verify-agent]')?.getAttribute('href')).toBe('/help')
    ;(container.querySelector('[part=copy]') as HTMLButtonElement).click()
    await until(() => expect(text(container.querySelector('[part=domain] [role=status]'))).toBe('Copied'))
    expect(writeText).toHaveBeenCalledWith('https://a.example')
  })
})
