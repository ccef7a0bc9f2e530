import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { $locale } from '../../../core/stores/locale'
import { Tabs, tabPanelProps } from '../../../widgets/kit/tabs'
import { click, find, focusedIn, mount, press, unmountAll } from '../../helpers/dom'

afterEach(async () => {
  await unmountAll()
  $locale.set('EN')
})

const LOGIN_TABS = [
  { id: 'username', label: 'Username' },
  { id: 'sms', label: 'SMS' },
  { id: 'social', label: 'Social' },
]

/** Login tabs that own their selection, with their panels. */
function LoginTabs() {
  const [value, setValue] = useState('username')
  return (
    <>
      <Tabs label="Login method" tabs={LOGIN_TABS} value={value} onChange={setValue} idPrefix="login" />
      <div {...tabPanelProps('login', value)}>{value}</div>
    </>
  )
}

function tabs(container: HTMLElement): HTMLButtonElement[] {
  return Array.from(container.querySelectorAll<HTMLButtonElement>('[role="tab"]'))
}

/** The label of the tab that is selected, focused and the only one in the Tab order. */
function expectCurrent(container: HTMLElement, label: string): void {
  const all = tabs(container)
  const current = all.find((tab) => tab.textContent === label)
  expect(current?.getAttribute('aria-selected')).toBe('true')
  expect(all.filter((tab) => tab.getAttribute('aria-selected') === 'true')).toHaveLength(1)
  expect(all.map((tab) => tab.tabIndex)).toEqual(all.map((tab) => (tab === current ? 0 : -1)))
  expect(focusedIn(container)).toBe(current)
}

describe('Tabs', () => {
  it('exposes a labelled tablist of tabs controlling their panels', async () => {
    const container = await mount(<LoginTabs />)
    expect(find(container, '[role="tablist"]').getAttribute('aria-label')).toBe('Login method')
    const [first, second] = tabs(container)
    expect(first?.getAttribute('type')).toBe('button')
    expect(first?.getAttribute('aria-selected')).toBe('true')
    expect(second?.getAttribute('aria-selected')).toBe('false')
    expect(first?.getAttribute('aria-controls')).toBe('login-panel-username')
    const panel = find(container, '[role="tabpanel"]')
    expect(panel.id).toBe('login-panel-username')
    expect(panel.getAttribute('aria-labelledby')).toBe(first?.id)
  })

  it('moves and selects with the arrows, wrapping at both ends', async () => {
    const container = await mount(<LoginTabs />)
    tabs(container)[0]?.focus()
    expect(await press(tabs(container)[0]!, 'ArrowRight')).toBe(true)
    expectCurrent(container, 'SMS')
    await press(tabs(container)[1]!, 'ArrowRight')
    await press(tabs(container)[2]!, 'ArrowRight')
    expectCurrent(container, 'Username')
    await press(tabs(container)[0]!, 'ArrowLeft')
    expectCurrent(container, 'Social')
    expect(find(container, '[role="tabpanel"]').id).toBe('login-panel-social')
  })

  it('jumps to the first and last tab with Home and End', async () => {
    const container = await mount(<LoginTabs />)
    tabs(container)[0]?.focus()
    await press(tabs(container)[0]!, 'End')
    expectCurrent(container, 'Social')
    await press(tabs(container)[2]!, 'Home')
    expectCurrent(container, 'Username')
  })

  it('mirrors the arrows in right-to-left languages', async () => {
    $locale.set('UR')
    const container = await mount(<LoginTabs />)
    tabs(container)[0]?.focus()
    await press(tabs(container)[0]!, 'ArrowLeft')
    expectCurrent(container, 'SMS')
    await press(tabs(container)[1]!, 'ArrowRight')
    expectCurrent(container, 'Username')
  })

  it('leaves other keys alone and selects on click', async () => {
    const container = await mount(<LoginTabs />)
    expect(await press(tabs(container)[0]!, 'a')).toBe(false)
    await click(tabs(container)[1]!)
    expect(tabs(container)[1]?.getAttribute('aria-selected')).toBe('true')
  })
})
