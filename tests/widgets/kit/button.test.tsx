import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ReactNode } from 'react'
import { Button } from '../../../widgets/kit/button'
import { click, find, mount, unmountAll } from '../../helpers/dom'

afterEach(unmountAll)

/** A host page form around the widget, counting its submissions. */
async function mountInHostForm(ui: ReactNode) {
  const onSubmit = vi.fn((event: Event) => event.preventDefault())
  const container = await mount(<form>{ui}</form>)
  find<HTMLFormElement>(container, 'form').addEventListener('submit', onSubmit)
  return { container, onSubmit }
}

describe('Button', () => {
  it('is type=button by default, so it never submits a host form', async () => {
    const { container, onSubmit } = await mountInHostForm(<Button>Play</Button>)
    const button = find<HTMLButtonElement>(container, 'button')
    expect(button.getAttribute('type')).toBe('button')
    await click(button)
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('submits only when asked with type=submit', async () => {
    const { container, onSubmit } = await mountInHostForm(<Button type="submit">Log in</Button>)
    const button = find<HTMLButtonElement>(container, 'button')
    expect(button.getAttribute('type')).toBe('submit')
    await click(button)
    expect(onSubmit).toHaveBeenCalledTimes(1)
  })

  it('marks a busy button aria-busy and disabled, with a hidden spinner', async () => {
    const onClick = vi.fn()
    const container = await mount(
      <Button variant="primary" busy onClick={onClick}>
        Save
      </Button>,
    )
    const button = find<HTMLButtonElement>(container, 'button')
    expect(button.getAttribute('aria-busy')).toBe('true')
    expect(button.disabled).toBe(true)
    expect(find(button, '.lk-spinner').getAttribute('aria-hidden')).toBe('true')
    await click(button)
    expect(onClick).not.toHaveBeenCalled()
  })

  it('carries the variant class, extra classes, part and aria props', async () => {
    const container = await mount(
      <Button variant="icon" className="extra" part="favourite" aria-label="Favourite" aria-pressed={false}>
        ♥
      </Button>,
    )
    const button = find(container, 'button')
    expect(button.className).toBe('lk-button lk-button--icon extra')
    expect(button.getAttribute('part')).toBe('favourite')
    expect(button.getAttribute('aria-label')).toBe('Favourite')
    expect(button.getAttribute('aria-pressed')).toBe('false')
    expect(button.hasAttribute('aria-busy')).toBe(false)
  })
})
