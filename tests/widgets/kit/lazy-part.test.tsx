import { afterEach, describe, expect, it } from 'vitest'
import { act } from 'preact/test-utils'
import type { ComponentType } from 'react'
import { lazyPart } from '../../../widgets/kit/lazy-part'
import { click, find, mount, unmountAll } from '../../helpers/dom'

afterEach(unmountAll)

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)))

describe('lazyPart (rarely used parts as chunks of their own: the SMS tab, the password change, the captcha)', () => {
  it('shows a busy spinner while the chunk loads, then the part with its props', async () => {
    let arrive!: (part: ComponentType<{ name: string }>) => void
    const Part = lazyPart(() => new Promise<ComponentType<{ name: string }>>((resolve) => (arrive = resolve)))
    const container = await mount(<Part name="sms" />)
    expect(find(container, '[role=status]').getAttribute('aria-label')).toBe('Loading…')
    arrive(({ name }) => <p id="part">{name}</p>)
    await settle()
    expect(find(container, '#part').textContent).toBe('sms')
    expect(container.querySelector('[role=status]')).toBeNull()
  })

  it('says so when the chunk cannot be loaded, and loads it on retry (chunk_missing)', async () => {
    let calls = 0
    const Part = lazyPart(async () => {
      calls++
      if (calls === 1) throw new Error('offline')
      return () => <p id="part">loaded</p>
    })
    const container = await mount(<Part />)
    await settle()
    expect(find(container, '[role=alert]').textContent).toContain('This part of the page could not be loaded')
    await click(find<HTMLButtonElement>(container, 'button'))
    await settle()
    expect(calls).toBe(2)
    expect(find(container, '#part').textContent).toBe('loaded')
  })
})
