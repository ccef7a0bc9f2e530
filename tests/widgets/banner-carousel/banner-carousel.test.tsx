import { beforeAll, describe, expect, it } from 'vitest'
import { bannerLink } from '../../../core/content/banners'
import { register } from '../../../widgets/banner-carousel/index'
import { demo, until, usePlatform } from '../../helpers/platform'
import { mountWidget, widgetContainer } from '../../helpers/dom'

const server = usePlatform()
beforeAll(() => register('banner-carousel'))

function mount(group: string): ShadowRoot {
  return mountWidget(`<banner-carousel group="${group}"></banner-carousel>`)
}

describe('banner click rules (BNR-11)', () => {
  it('links only a banner with a linkageType and a web url', () => {
    expect(bannerLink({ url: '/promotions', linkageType: 'INTERNAL' })).toEqual({
      href: '/promotions',
      internal: true,
    })
    expect(bannerLink({ url: 'https://example.com/x', linkageType: 'EXTERNAL' })).toEqual({
      href: 'https://example.com/x',
      internal: false,
    })
    expect(bannerLink({ url: 'https://example.com/x', linkageType: null })).toBeNull()
    expect(bannerLink({ url: 'https://example.com/x', linkageType: '' })).toBeNull()
    expect(bannerLink({ url: null, linkageType: 'EXTERNAL' })).toBeNull()
  })

  it('never links a javascript:, data: or protocol-relative url', () => {
    for (const url of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,x',
      '//evil.example/x',
      'vbscript:x',
    ]) {
      expect(bannerLink({ url, linkageType: 'EXTERNAL' }), url).toBeNull()
    }
  })
})

describe('<banner-carousel> (HOME-1, BNR-1..11)', () => {
  it('renders nothing for a group without banners (HOME-1)', async () => {
    await demo(server(), 'DELETE', '/demo/api/banners/w_register')
    const root = mount('w_register')
    await until(() => expect(root.querySelector('[aria-busy]')).toBeNull())
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(root.querySelector('[part=carousel]')).toBeNull()
  })

  it('shows one banner still: no dots, arrows or pause (NS-15)', async () => {
    const root = mount('w_login')
    await until(() => expect(root.querySelector('[part=carousel] img')).not.toBeNull())
    const img = root.querySelector('img')!
    expect(img.getAttribute('alt')).toBe('Members earn double points this weekend')
    expect(root.querySelector('a')).toBeNull() // BNR-11: no linkageType, no link
    expect(root.querySelector('.swiper, [part=dots], [part=prev], [part=next], [part=pause]')).toBeNull()
  })

  it('renders every banner of the group, linked by the rules, with arrows, dots and pause', async () => {
    const root = mount('w_home')
    await until(() => expect(root.querySelectorAll('.swiper-slide')).toHaveLength(3))
    const links = [...root.querySelectorAll('.swiper-slide')].map(
      (slide) => slide.querySelector('a')?.getAttribute('href') ?? null,
    )
    expect(links).toEqual(['/promotions', 'https://example.com/welcome', null])
    expect(root.querySelector('[part=prev]')).not.toBeNull()
    expect(root.querySelector('[part=next]')).not.toBeNull()
    expect(root.querySelector('[part=pause]')!.getAttribute('aria-pressed')).toBe('false')
  })

  it('an internal banner asks the host first: a cancelled lobbykit-navigate keeps the page (BNR-11)', async () => {
    await demo(server(), 'DELETE', '/demo/api/banners/w_leftmenu')
    await demo(server(), 'POST', '/demo/api/banners', {
      groupName: 'w_leftmenu',
      title: 'VIP',
      url: '/vip',
      linkageType: 'INTERNAL',
    })
    const root = mount('w_leftmenu')
    await until(() => expect(root.querySelector('a')).not.toBeNull())
    const heard: string[] = []
    widgetContainer().addEventListener('lobbykit-navigate', (event) => {
      heard.push((event as CustomEvent<{ path: string }>).detail.path)
      event.preventDefault()
    })
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, composed: true })
    root.querySelector('a')!.dispatchEvent(click)
    expect(heard).toEqual(['/vip'])
    expect(click.defaultPrevented).toBe(true)
  })
})
