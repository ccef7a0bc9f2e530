// ROUTE-13: a link to a site path inside server HTML (ServerHtml, widgets/kit/server-link.ts) goes
// where every widget's link goes on a host page: the route table, else the kit's dialog; never the
// host's own path. Other links, other clicks, a section element's HTML and the site's are left alone.
import { render, type ComponentChild } from 'preact'
import { act } from 'preact/test-utils'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useStore } from '@nanostores/react'
import { $config } from '../../../core/config'
import { $popup, closePopup, openPopup } from '../../../core/stores/popup'
import { deepActiveElement } from '../../../widgets/kit/focus'
import { Modal } from '../../../widgets/kit/modal'
import { ServerHtml, loadSanitizer } from '../../../widgets/kit/server-html'
import { useSectionLinks } from '../../../widgets/kit/section/gate'
import { find, mount, mountInShadow } from '../../helpers/dom'

const HTML =
  '<p>See the <a href="/promotions">promotions</a>, <a href="//elsewhere.example/x">elsewhere</a> and <a href="/promotions" target="_blank">in a tab</a>.</p>'

const SITE = 'a[href="/promotions"]:not([target])'
const AWAY = 'a[href^="//"]'
const TAB = 'a[target]'

const open = vi.fn(() => Promise.resolve())
/** Whether the click was still the browser's when it reached the document (no widget took it). */
let reachedUntaken: boolean[] = []
const atDocument = (event: Event) => {
  reachedUntaken.push(!event.defaultPrevented)
  event.preventDefault() // the test page goes nowhere
}

beforeEach(async () => {
  await loadSanitizer()
  ;(window as Window & { lobbykit?: unknown }).lobbykit = open
  document.addEventListener('click', atDocument)
})
afterEach(() => {
  document.removeEventListener('click', atDocument)
  delete (window as Window & { lobbykit?: unknown }).lobbykit
  open.mockClear()
  reachedUntaken = []
  $config.setKey('routes', '')
  vi.restoreAllMocks()
})

/** A click on `selector` inside `root`, as the browser dispatches it. */
function clickOn(root: ParentNode, selector: string, init: MouseEventInit = {}): MouseEvent {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, composed: true, ...init })
  find(root, selector).dispatchEvent(event)
  return event
}

describe('links in server HTML on a host page (ROUTE-13)', () => {
  it('a section with no route opens in the kit dialog, and the host is told first (lobbykit-navigate)', async () => {
    const { host, shadow } = await mountInShadow(<ServerHtml html={HTML} />)
    const told: unknown[] = []
    host.addEventListener('lobbykit-navigate', (event) => told.push((event as CustomEvent).detail))
    expect(clickOn(shadow, SITE).defaultPrevented).toBe(true)
    expect(told).toEqual([{ path: '/promotions' }])
    expect(open).toHaveBeenCalledWith('open', 'promotions')
    expect(reachedUntaken).toEqual([false])
  })

  it('a route in the table wins; one that fails the URL check is dropped', async () => {
    const assign = vi.spyOn(location, 'assign').mockImplementation(() => {})
    $config.setKey('routes', JSON.stringify({ promotions: '/offers' }))
    const { shadow } = await mountInShadow(<ServerHtml html={HTML} />)
    clickOn(shadow, SITE)
    expect(assign).toHaveBeenCalledWith('/offers')
    $config.setKey('routes', JSON.stringify({ promotions: 'javascript:alert(1)' }))
    clickOn(shadow, SITE)
    expect(assign).toHaveBeenCalledTimes(1)
    expect(open).toHaveBeenCalledWith('open', 'promotions')
  })

  it('leaves other links and other clicks to the browser', async () => {
    const { shadow } = await mountInShadow(<ServerHtml html={HTML} />)
    clickOn(shadow, AWAY)
    clickOn(shadow, TAB)
    clickOn(shadow, SITE, { ctrlKey: true })
    clickOn(shadow, SITE, { button: 1 })
    expect(reachedUntaken).toEqual([true, true, true, true])
    expect(open).not.toHaveBeenCalled()
  })

  it("leaves the link to a section element's own handler, and to the site's router", async () => {
    /** Renders `ui` in the shadow root of a new `tag` in the page; answers the root and its removal. */
    const shadowOf = async (tag: string, ui: (host: HTMLElement) => ComponentChild) => {
      const host = document.createElement(tag)
      document.body.append(host)
      const root = host.attachShadow({ mode: 'open' })
      await act(() => render(ui(host), root))
      return { root, done: () => act(() => render(null, root)).then(() => host.remove()) }
    }
    const tabs: (string | null)[] = []
    function Section({ host }: { host: HTMLElement }) {
      useSectionLinks(host, '/member', (tab) => tabs.push(tab))
      return <ServerHtml html='<a href="/member?tab=withdraw">withdraw</a>' />
    }
    const section = await shadowOf('member-centre', (host) => <Section host={host} />)
    clickOn(section.root, 'a')
    await section.done()
    expect(tabs).toEqual(['withdraw'])
    const site = await shadowOf('lobbykit-site', () => <ServerHtml html={HTML} />)
    clickOn(site.root, SITE)
    await site.done()
    expect(reachedUntaken).toEqual([false, true])
    expect(open).not.toHaveBeenCalled()
  })
})

describe('a link followed out of a popup (ROUTE-13)', () => {
  /** A button that opens the after-login popup, whose message holds `html`. */
  function Page({ html, noClose }: { html: string; noClose?: boolean }) {
    const popup = useStore($popup)
    return (
      <div>
        <button onClick={() => openPopup('afterLogin')}>welcome</button>
        <Modal
          open={popup?.name === 'afterLogin'}
          title="Welcome"
          noClose={noClose}
          onClose={() => closePopup('afterLogin')}
        >
          <ServerHtml html={html} />
        </Modal>
      </div>
    )
  }
  /** Opens the popup from its button (which has focus), as a member does; answers the popup's panel. */
  async function openFrom(container: HTMLElement) {
    const button = find(container, 'button')
    button.focus()
    await act(() => button.click())
    expect(find(container, '[role=dialog]').contains(deepActiveElement())).toBe(true)
    return button
  }
  afterEach(() => closePopup())

  it('a link the table places closes the popup, and focus goes back to where it was before it', async () => {
    const container = await mount(<Page html={HTML} />)
    const button = await openFrom(container)
    await act(() => void clickOn(container, SITE))
    expect(open).toHaveBeenCalledWith('open', 'promotions')
    expect($popup.get()).toBeNull()
    expect(container.querySelector('[role=dialog]')).toBeNull()
    expect(deepActiveElement()).toBe(button)
  })

  it('a link the host takes (lobbykit-navigate cancelled) closes it too', async () => {
    const container = await mount(<Page html={HTML} />)
    const take = (event: Event) => event.preventDefault()
    document.addEventListener('lobbykit-navigate', take)
    try {
      await openFrom(container)
      await act(() => void clickOn(container, SITE))
    } finally {
      document.removeEventListener('lobbykit-navigate', take)
    }
    expect(open).not.toHaveBeenCalled()
    expect($popup.get()).toBeNull()
  })

  it('a link the table cannot place, and a link to elsewhere, leave the popup open', async () => {
    const container = await mount(<Page html={`<a href="/nowhere">nowhere</a> ${HTML}`} />)
    await openFrom(container)
    await act(() => void clickOn(container, 'a[href="/nowhere"]'))
    await act(() => void clickOn(container, AWAY))
    expect(reachedUntaken.slice(-2)).toEqual([true, true]) // both left to the browser
    expect($popup.get()).toEqual({ name: 'afterLogin', reason: undefined })
    expect(container.querySelector('[role=dialog]')).not.toBeNull()
  })

  it('a popup the member must not dismiss (no ×) stays when its link is followed', async () => {
    const container = await mount(<Page html={HTML} noClose />)
    await openFrom(container)
    await act(() => void clickOn(container, SITE))
    expect(open).toHaveBeenCalledWith('open', 'promotions')
    expect($popup.get()).toEqual({ name: 'afterLogin', reason: undefined })
  })
})
