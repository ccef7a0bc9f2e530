import { afterEach, describe, expect, it, vi } from 'vitest'
import { Dialog } from '../../../widgets/kit/dialog'
import { click, find, focusedIn, mount, press, unmountAll } from '../../helpers/dom'

afterEach(unmountAll)

/** LOGIN-34: sign-out asks 'prompt' / 'sure to log out' with cancel and confirm. */
async function mountLogoutDialog() {
  const onConfirm = vi.fn()
  const onCancel = vi.fn()
  const container = await mount(
    <Dialog
      open
      title="Prompt"
      text="Are you sure you want to log out?"
      tone="warning"
      onConfirm={onConfirm}
      onCancel={onCancel}
    />,
  )
  return { container, onConfirm, onCancel, panel: find(container, '.lk-modal-panel') }
}

function button(container: HTMLElement, label: string): HTMLButtonElement {
  const found = Array.from(container.querySelectorAll('button')).find((el) => el.textContent === label)
  if (!found) throw new Error(`no button ${label}`)
  return found
}

describe('Dialog', () => {
  it('is an alertdialog described by its text when it asks (LOGIN-34)', async () => {
    const { container, panel } = await mountLogoutDialog()
    expect(panel.getAttribute('role')).toBe('alertdialog')
    expect(panel.getAttribute('aria-modal')).toBe('true')
    expect(find(container, `#${panel.getAttribute('aria-describedby')}`).textContent).toBe(
      'Are you sure you want to log out?',
    )
    expect(find(container, `#${panel.getAttribute('aria-labelledby')}`).textContent).toBe('Prompt')
  })

  it('confirms and cancels with its buttons, cancel focused first (LOGIN-34)', async () => {
    const { container, onConfirm, onCancel } = await mountLogoutDialog()
    expect(focusedIn(container)).toBe(button(container, 'Cancel'))
    await click(button(container, 'Confirm'))
    expect(onConfirm).toHaveBeenCalledTimes(1)
    await click(button(container, 'Cancel'))
    expect(onCancel).toHaveBeenCalledTimes(1)
  })

  it('is not dismissed by a cover click; Esc cancels (LOGIN-34)', async () => {
    const { container, onConfirm, onCancel } = await mountLogoutDialog()
    await click(find(container, '.lk-modal'))
    expect(onCancel).not.toHaveBeenCalled()
    await press(button(container, 'Cancel'), 'Escape')
    expect(onCancel).toHaveBeenCalledTimes(1)
    expect(onConfirm).not.toHaveBeenCalled()
  })

  it('shows a warning with one OK button that the cover click acknowledges (sms failure)', async () => {
    const onConfirm = vi.fn()
    const container = await mount(
      <Dialog
        open
        title="Warning"
        text="Too many requests, retry after 5 minutes"
        tone="warning"
        onConfirm={onConfirm}
      />,
    )
    expect(container.querySelectorAll('.lk-actions button')).toHaveLength(1)
    expect(focusedIn(container)).toBe(button(container, 'OK'))
    expect(find(container, '.lk-modal-panel').getAttribute('role')).toBe('alertdialog')
    await click(find(container, '.lk-modal'))
    expect(onConfirm).toHaveBeenCalledTimes(1)
  })

  it('is a plain dialog for information, with custom labels', async () => {
    const onConfirm = vi.fn()
    const container = await mount(
      <Dialog open title="Done" text="Saved" tone="success" confirmLabel="Great" onConfirm={onConfirm} />,
    )
    expect(find(container, '.lk-modal-panel').getAttribute('role')).toBe('dialog')
    await click(button(container, 'Great'))
    expect(onConfirm).toHaveBeenCalledTimes(1)
  })

  it('blocks both buttons while the confirmed action runs', async () => {
    const onCancel = vi.fn()
    const container = await mount(
      <Dialog open busy title="Prompt" text="Log out?" onConfirm={() => {}} onCancel={onCancel} />,
    )
    expect(button(container, 'Confirm').getAttribute('aria-busy')).toBe('true')
    expect(button(container, 'Cancel').disabled).toBe(true)
    await press(find(container, '.lk-modal-panel'), 'Escape')
    expect(onCancel).not.toHaveBeenCalled()
  })
})
