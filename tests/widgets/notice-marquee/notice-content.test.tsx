// API-64: opening a notice in the marquee's notice popup asks for its content by id and shows it,
// sanitised (C-7); opening it again closes it; a failure says so beside it.
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { register } from '../../../widgets/notice-marquee/index'
import { mountWidget } from '../../helpers/dom'
import { demo, until, usePlatform } from '../../helpers/platform'

const server = usePlatform()
beforeAll(() => register('notice-marquee'))

describe('<notice-marquee> notice content (API-64)', () => {
  it('asks for an opened notice by id and shows its sanitised content', async () => {
    const { id } = await demo<{ id: number }>(server(), 'POST', '/demo/api/notices', {
      title: 'Cashback Friday',
      content: '<p>Ten per cent <b>back</b></p><img src=x onerror="window.hacked=1">',
    })
    const root = mountWidget('<notice-marquee></notice-marquee>')
    await until(() =>
      expect(root.querySelector('[part=notices] .lk-marquee-text')?.textContent).toContain('Cashback'),
    )
    root.querySelector<HTMLButtonElement>('[part=notices]')!.click()
    await until(() => expect(root.querySelector('[part=notice-popup]')).not.toBeNull())
    const spy = vi.spyOn(globalThis, 'fetch')
    const title = () => root.querySelector<HTMLButtonElement>('[part=notice-title]')!
    expect(title().textContent).toBe('Cashback Friday')
    expect(title().getAttribute('aria-expanded')).toBe('false')
    title().click()
    await until(() => expect(root.querySelector('[part=notice-content] b')?.textContent).toBe('back'))
    const asked = spy.mock.calls
      .map(([input]) => String(input))
      .find((u) => u.includes('getAnnouncementContent'))
    spy.mockRestore()
    expect(new URL(asked!).searchParams.get('id')).toBe(String(id))
    expect(title().getAttribute('aria-expanded')).toBe('true')
    expect(root.querySelector(`#${title().getAttribute('aria-controls')}`)).not.toBeNull()
    expect(root.querySelector('[part=notice-content]')!.innerHTML).not.toContain('onerror')
    title().click()
    await until(() => expect(root.querySelector('[part=notice-content]')).toBeNull())
  })

  it('says so when the content cannot be had', async () => {
    await demo(server(), 'POST', '/demo/api/notices', { title: 'Gone soon' })
    const root = mountWidget('<notice-marquee></notice-marquee>')
    await until(() =>
      expect(root.querySelector('[part=notices] .lk-marquee-text')?.textContent).toContain('Gone soon'),
    )
    // Back to the seed: the notice the popup lists is no longer on the server.
    await demo(server(), 'POST', '/demo/api/reset')
    root.querySelector<HTMLButtonElement>('[part=notices]')!.click()
    await until(() => expect(root.querySelector('[part=notice-title]')).not.toBeNull())
    root.querySelector<HTMLButtonElement>('[part=notice-title]')!.click()
    await until(() =>
      expect(root.querySelector('[part=notice-list] [role=alert]')?.textContent).toBe('No data'),
    )
  })
})
