import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Modal, type ModalProps } from '../../../widgets/kit/modal'
import { countPageScrollLocks } from '../../../widgets/kit/scroll-lock'
import {
  click,
  find,
  focusedIn,
  mount,
  mountInShadow,
  press,
  rerender,
  tick,
  unmountAll,
} from '../../helpers/dom'

beforeEach(() => {
  document.documentElement.style.overflow = 'scroll' // the host page's own inline value
})

afterEach(async () => {
  await unmountAll()
  vi.useRealTimers()
  document.documentElement.style.overflow = ''
})

/** A login-like modal with two fields and a submit button. */
function LoginModal(props: Partial<ModalProps>) {
  return (
    <Modal open title="Log in" onClose={() => {}} {...props}>
      <input name="username" />
      <input name="password" type="password" />
      <button type="submit">Log in</button>
    </Modal>
  )
}

/** A page button that opens a modal and gets the focus back when it closes. */
function Opener() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" id="opener" onClick={() => setOpen(true)}>
        Log in
      </button>
      <LoginModal open={open} onClose={() => setOpen(false)} />
    </>
  )
}

/** The page's overflow as the browser applies it (the kit's adopted sheet over the host's inline value). */
const pageOverflow = () => getComputedStyle(document.documentElement).overflow
/** What the host wrote on <html> itself: the scroll lock never changes it. */
const inlineOverflow = () => document.documentElement.getAttribute('style')

describe('Modal', () => {
  it('is a modal dialog labelled by its title, rendered in place', async () => {
    const container = await mount(<LoginModal />)
    const panel = find(container, '.lk-modal-panel')
    expect(panel.getAttribute('role')).toBe('dialog')
    expect(panel.getAttribute('aria-modal')).toBe('true')
    const title = find(container, `#${panel.getAttribute('aria-labelledby')}`)
    expect(title.textContent).toBe('Log in')
    expect(find(container, '.lk-modal-close').getAttribute('aria-label')).toBe('Close')
    expect(find(container, '.lk-modal-close').getAttribute('type')).toBe('button')
  })

  it('renders nothing while closed', async () => {
    const container = await mount(<LoginModal open={false} />)
    expect(container.innerHTML).toBe('')
  })

  it('closes with Esc, the × button and a cover click (POP-13)', async () => {
    const onClose = vi.fn()
    const container = await mount(<LoginModal onClose={onClose} />)
    expect(await press(find(container, 'input'), 'Escape')).toBe(true)
    await click(find(container, '.lk-modal-close'))
    await click(find(container, '.lk-modal'))
    expect(onClose).toHaveBeenCalledTimes(3)
  })

  it('ignores clicks inside the panel and drags that start inside it (POP-13)', async () => {
    const onClose = vi.fn()
    const container = await mount(<LoginModal onClose={onClose} />)
    await click(find(container, '.lk-modal-body'))
    find(container, 'input').dispatchEvent(new Event('pointerdown', { bubbles: true }))
    await click(find(container, '.lk-modal'))
    expect(onClose).not.toHaveBeenCalled()
  })

  it('stays open on a cover click when cover-close is off (POP-13)', async () => {
    const onClose = vi.fn()
    const container = await mount(<LoginModal onClose={onClose} closeOnCover={false} />)
    await click(find(container, '.lk-modal'))
    expect(onClose).not.toHaveBeenCalled()
    await press(find(container, 'input'), 'Escape')
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('cannot be dismissed at all with noClose (expired password, POP-5)', async () => {
    const onClose = vi.fn()
    const container = await mount(<LoginModal onClose={onClose} noClose />)
    expect(container.querySelector('.lk-modal-close')).toBeNull()
    await press(find(container, 'input'), 'Escape')
    await click(find(container, '.lk-modal'))
    expect(onClose).not.toHaveBeenCalled()
  })

  it('moves focus to the first field inside a shadow root and wraps Tab both ways', async () => {
    const { shadow } = await mountInShadow(<LoginModal />)
    const [username] = shadow.querySelectorAll('input')
    const close = find(shadow, '.lk-modal-close')
    const submit = find(shadow, 'button[type="submit"]')
    expect(shadow.activeElement).toBe(username)

    submit.focus()
    expect(await press(submit, 'Tab')).toBe(true)
    expect(shadow.activeElement).toBe(close)
    expect(await press(close, 'Tab', { shiftKey: true })).toBe(true)
    expect(shadow.activeElement).toBe(submit)
    // In the middle of the panel the browser moves the focus itself.
    username!.focus()
    expect(await press(username!, 'Tab')).toBe(false)
  })

  it('prefers an element marked data-autofocus', async () => {
    const container = await mount(
      <Modal open title="Sure?" onClose={() => {}}>
        <button type="button">Confirm</button>
        <button type="button" data-autofocus="">
          Cancel
        </button>
      </Modal>,
    )
    expect(focusedIn(container)?.textContent).toBe('Cancel')
  })

  it('focuses the panel when nothing inside can take focus', async () => {
    const container = await mount(
      <Modal open title="Notice" onClose={() => {}} noClose>
        <p>Maintenance at midnight.</p>
      </Modal>,
    )
    const panel = find(container, '.lk-modal-panel')
    expect(focusedIn(container)).toBe(panel)
    expect(await press(panel, 'Tab')).toBe(true)
    expect(focusedIn(container)).toBe(panel)
  })

  it('gives the focus back to the element focused before it opened', async () => {
    const container = await mount(<Opener />)
    const opener = find(container, '#opener')
    opener.focus()
    await click(opener)
    expect(focusedIn(container)).toBe(find(container, 'input'))
    await press(find(container, 'input'), 'Escape')
    expect(container.querySelector('.lk-modal')).toBeNull()
    expect(focusedIn(container)).toBe(opener)
  })

  it('fixes the page scroll while open and restores the previous value on close (POP-18, POP-19)', async () => {
    const container = await mount(<LoginModal open={false} />)
    expect(pageOverflow()).toBe('scroll')
    await rerender(<LoginModal open />, container)
    expect(pageOverflow()).toBe('hidden')
    // POP-18: nothing is written on <html> or <body>; the lock is a stylesheet the document adopts.
    expect(inlineOverflow()).toBe('overflow: scroll;')
    expect(document.body.getAttributeNames()).toEqual([])
    expect(document.adoptedStyleSheets).toHaveLength(1)
    await rerender(<LoginModal open={false} />, container)
    expect(pageOverflow()).toBe('scroll')
    expect(document.adoptedStyleSheets).toHaveLength(0)
    expect(countPageScrollLocks()).toBe(0)
  })

  it('restores the page scroll when an open modal is unmounted (POP-19)', async () => {
    const container = await mount(<LoginModal />)
    expect(pageOverflow()).toBe('hidden')
    await rerender(null, container)
    expect(pageOverflow()).toBe('scroll')
  })

  it('keeps the scroll fixed until the last of nested modals closes, across widgets (POP-18, POP-19)', async () => {
    const first = await mount(<LoginModal />)
    const { container: second } = await mountInShadow(<LoginModal title="Forgot password" />)
    expect(countPageScrollLocks()).toBe(2)
    await rerender(<LoginModal open={false} />, first)
    expect(pageOverflow()).toBe('hidden')
    await rerender(<LoginModal open={false} />, second)
    expect(pageOverflow()).toBe('scroll')
  })

  it('closes by itself after autoCloseMs (POP-14)', async () => {
    vi.useFakeTimers()
    const onClose = vi.fn()
    await mount(<LoginModal onClose={onClose} autoCloseMs={3000} />)
    await tick(2999)
    expect(onClose).not.toHaveBeenCalled()
    await tick(1)
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('cancels the auto-close when closed first (POP-14)', async () => {
    vi.useFakeTimers()
    const onClose = vi.fn()
    const container = await mount(<LoginModal onClose={onClose} autoCloseMs={3000} />)
    await rerender(<LoginModal open={false} onClose={onClose} autoCloseMs={3000} />, container)
    await tick(5000)
    expect(onClose).not.toHaveBeenCalled()
  })

  it('closes only the innermost of nested modals on Esc', async () => {
    const outer = vi.fn()
    const inner = vi.fn()
    const container = await mount(
      <Modal open title="Outer" onClose={outer}>
        <Modal open title="Inner" onClose={inner}>
          <input name="inner" />
        </Modal>
      </Modal>,
    )
    await press(find(container, 'input[name="inner"]'), 'Escape')
    expect(inner).toHaveBeenCalledTimes(1)
    expect(outer).not.toHaveBeenCalled()
  })
})
