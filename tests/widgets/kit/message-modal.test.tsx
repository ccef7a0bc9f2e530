// The generic modal (POP-12…16) as `lobbykit('showModal', …)` opens it: its own shadow root on the
// body, shown after 100 ms, sanitised HTML, the chosen button as the answer, cover / Escape / auto-close.
import { act } from 'preact/test-utils'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { GENERIC_MODAL_DELAY_MS, showModal } from '../../../widgets/kit/message-modal'
import { loadSanitizer } from '../../../widgets/kit/server-html'
import { click, find, press } from '../../helpers/dom'

const hosts = () => Array.from(document.querySelectorAll<HTMLElement>('[data-lobbykit-modal]'))
const shadow = () => hosts()[0]!.shadowRoot!
const panel = () => shadow().querySelector<HTMLElement>('[part=message-modal]')

/** Opens the modal and waits out its delay (POP-16); `answer` is the modal's promise. */
async function open(options: Parameters<typeof showModal>[0]) {
  let answer!: Promise<string | null>
  await act(() => {
    answer = showModal(options)
  })
  await wait(GENERIC_MODAL_DELAY_MS)
  return { answer }
}

/** Advances the fake clock by `ms` and flushes what it renders. */
const wait = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms)
  })
/** Lets the removal (next task) happen. */
const settle = () => wait(1)

afterEach(async () => {
  for (const host of hosts()) host.remove()
  vi.useRealTimers()
  document.body.replaceChildren()
})

describe('showModal (the generic modal)', () => {
  it('is shown 100 ms after it is asked for, not before (POP-16)', async () => {
    vi.useFakeTimers()
    await act(() => {
      void showModal({ title: 'Welcome' })
    })
    expect(hosts()).toHaveLength(1)
    expect(panel()).toBeNull()
    await wait(GENERIC_MODAL_DELAY_MS - 1)
    expect(panel()).toBeNull()
    await wait(1)
    expect(panel()?.getAttribute('role')).toBe('dialog')
  })

  it('shows the icon, the title, the sanitised HTML and the buttons; answers the button chosen (POP-12)', async () => {
    await loadSanitizer()
    vi.useFakeTimers()
    const { answer } = await open({
      icon: 'success',
      title: 'Deposit received',
      html: '<p>Credited <b>500</b></p><img src=x onerror="window.pwned=1"><script>window.pwned=1</script>',
      buttons: ['Later', { label: 'Play now', value: 'play' }],
    })
    const modal = panel()!
    expect(modal.querySelector('.lk-icon--tone')?.getAttribute('data-tone')).toBe('success')
    expect(find(modal, '.lk-modal-title').textContent).toBe('Deposit received')
    const body = find(modal, '.lk-html')
    expect(body.innerHTML).toContain('<b>500</b>')
    expect(body.innerHTML).not.toMatch(/onerror|<script/)
    expect(modal.getAttribute('aria-describedby')).toBe(body.id)
    const buttons = Array.from(modal.querySelectorAll<HTMLButtonElement>('[part=message-button]'))
    expect(buttons.map((b) => b.textContent)).toEqual(['Later', 'Play now'])
    expect(buttons[1]!.className).toContain('lk-button--primary')
    expect(shadow().activeElement).toBe(buttons[0]) // focus moves in
    await click(buttons[1]!)
    await settle()
    expect(await answer).toBe('play')
  })

  it('answers ok for the default OK button and removes its host', async () => {
    vi.useFakeTimers()
    const { answer } = await open({ title: 'Saved' })
    const ok = find(panel()!, '[part=message-button]')
    expect(ok.textContent).toBe('OK')
    await click(ok)
    await settle()
    expect(await answer).toBe('ok')
    expect(hosts()).toHaveLength(0)
  })

  it('closes on Escape and on a cover click with no button chosen (POP-13)', async () => {
    vi.useFakeTimers()
    const { answer: byEscape } = await open({ title: 'One' })
    await press(find(panel()!, 'button'), 'Escape')
    await settle()
    expect(await byEscape).toBeNull()
    const { answer: byCover } = await open({ title: 'Two' })
    await click(find(shadow(), '.lk-modal'))
    await settle()
    expect(await byCover).toBeNull()
  })

  it('stays open on a cover click when closeOnCover is false (POP-13)', async () => {
    vi.useFakeTimers()
    await open({ title: 'Terms', closeOnCover: false })
    await click(find(shadow(), '.lk-modal'))
    expect(panel()).not.toBeNull()
  })

  it('closes by itself after autoCloseMs, counted from when it shows (POP-14)', async () => {
    vi.useFakeTimers()
    const { answer } = await open({ title: 'Bonus added', autoCloseMs: 3000 })
    await wait(2999)
    expect(panel()).not.toBeNull()
    await wait(1)
    await settle()
    expect(await answer).toBeNull()
    expect(hosts()).toHaveLength(0)
  })

  it('refuses options without a title, or with a button without a label', () => {
    expect(() => showModal({ title: '' })).toThrow('[lobbykit] showModal: a title is required')
    expect(() => showModal({ title: 'x', buttons: [{} as never] })).toThrow('every button needs a label')
    expect(hosts()).toHaveLength(0)
  })

  it('is 200 × 200 by default and takes the width and height asked for (POP-15)', async () => {
    vi.useFakeTimers()
    await open({ title: 'Small' })
    const sizeOf = () => {
      const root = shadow().querySelector<HTMLElement>('.lk-root')!
      return [root.style.getPropertyValue('--lk-modal-w'), root.style.getPropertyValue('--lk-modal-h')]
    }
    expect(sizeOf()).toEqual(['200px', '200px'])
    // The panel reads them (the kit's own sizes do not apply to it).
    const css = [...shadow().adoptedStyleSheets]
      .flatMap((s) => [...s.cssRules].map((r) => r.cssText))
      .join('')
    expect(css).toMatch(/message-modal[^}]*min-height:\s*min\(var\(--lk-modal-h\)/)
    expect(css).toMatch(/message-modal[^}]*width:\s*var\(--lk-modal-w\)/)
    expect(panel()?.getAttribute('data-size')).not.toBe('sm')
    for (const host of hosts()) host.remove()
    await open({ title: 'Wide', width: 480, height: 260 })
    expect(sizeOf()).toEqual(['480px', '260px'])
    expect(() => showModal({ title: 'x', width: -1 })).toThrow('width must be a number of pixels')
  })
})
