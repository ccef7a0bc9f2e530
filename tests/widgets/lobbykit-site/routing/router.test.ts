import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { emit } from '../../../../core/events'
import { navigate } from '../../../../widgets/lobbykit-site/routing/page-props'
import { $location, interceptLinks, startRouter } from '../../../../widgets/lobbykit-site/routing/router'

describe('router over the History API', () => {
  let stop: () => void = () => {}
  let container: HTMLDivElement
  beforeEach(() => {
    history.replaceState(null, '', '/casino/rng?x=1#top')
    container = document.createElement('div')
    document.body.append(container)
  })
  afterEach(() => {
    stop()
    container.remove()
  })

  it('reads the path below the base path, the query and the hash', () => {
    stop = startRouter('/casino/')
    expect($location.get().path).toBe('/rng')
    expect($location.get().query.get('x')).toBe('1')
    expect($location.get().hash).toBe('top')
  })

  it('follows navigate() from a page and back / forward', async () => {
    stop = startRouter('/casino')
    navigate('/help#term')
    expect(location.pathname).toBe('/casino/help')
    expect($location.get()).toMatchObject({ path: '/help', hash: 'term' })
    navigate('/favorite', true)
    expect(location.pathname).toBe('/casino/favorite')
    history.back()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect($location.get().path).toBe('/rng')
  })

  it('claims a cancelable navigation (the agent centre), so its emitter does not load the page', () => {
    stop = startRouter('')
    const allowed = emit('navigate', { path: '/agentHome' }, null, true)
    expect(allowed).toBe(false)
    expect($location.get().path).toBe('/agentHome')
  })

  it('intercepts same-site link clicks, and leaves new-tab, modified and other-site clicks alone', () => {
    stop = startRouter('/casino')
    const undo = interceptLinks(container)
    container.innerHTML =
      '<a id="in" href="/casino/promotions">p</a><a id="out" href="https://example.com/x">x</a><a id="tab" href="/casino/down" target="_blank">d</a>'
    const click = (id: string, init: MouseEventInit = {}) => {
      const event = new MouseEvent('click', {
        bubbles: true,
        cancelable: true,
        composed: true,
        button: 0,
        ...init,
      })
      let routed = false
      // Whether the router took the click; then stop happy-dom from following the link itself.
      const seen = (e: Event) => {
        routed = e.defaultPrevented
        e.preventDefault()
      }
      document.addEventListener('click', seen, { once: true })
      container.querySelector(`#${id}`)!.dispatchEvent(event)
      return routed
    }
    expect(click('in')).toBe(true)
    expect($location.get().path).toBe('/promotions')
    expect(click('in', { ctrlKey: true })).toBe(false)
    expect(click('out')).toBe(false)
    expect(click('tab')).toBe(false)
    undo()
  })
})
