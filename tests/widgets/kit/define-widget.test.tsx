import { afterEach, describe, expect, it, vi } from 'vitest'
import { useEffect, useState } from 'react'
import { defineWidget, parseAttribute } from '../../../widgets/kit/define-widget'

// DESIGN.md "The element wrapper must get right what r2wc alone gets wrong": one test each.

let counter = 0
const uniqueTag = () => `lk-test-${++counter}`
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
const shadowText = (el: Element) => el.shadowRoot?.textContent ?? ''

interface Props {
  label?: string
  count?: number
  flag?: boolean
  game?: { name: string }
}

const seen: unknown[] = []
function Probe({ label = 'default', count, flag, game }: Props) {
  seen.push(game)
  return <p>{`${label}|${count ?? '-'}|${flag === true ? 'on' : 'off'}|${game?.name ?? 'none'}`}</p>
}
const PROBE_PROPS = { label: 'string', count: 'number', flag: 'boolean', game: 'json' } as const

const containers: HTMLElement[] = []
function mount(html = ''): HTMLElement {
  const container = document.createElement('div')
  container.innerHTML = html
  document.body.append(container)
  containers.push(container)
  return container
}

afterEach(() => {
  for (const c of containers.splice(0)) c.remove()
  seen.length = 0
})

describe('defineWidget', () => {
  it('keeps a property set before the element is defined (upgrade)', async () => {
    const tag = uniqueTag()
    const container = mount(`<${tag}></${tag}>`)
    const el = container.firstElementChild as HTMLElement & Props
    const game = { name: 'Fortune Tiger' }
    el.game = game // an own property on the not-yet-upgraded element
    defineWidget(tag, Probe, PROBE_PROPS)
    await settle()
    expect(shadowText(el)).toContain('Fortune Tiger')
    expect(el.game).toBe(game)
  })

  it('reads a boolean attribute present with no value as true', async () => {
    const tag = uniqueTag()
    defineWidget(tag, Probe, PROBE_PROPS)
    const el = mount(`<${tag} flag></${tag}>`).firstElementChild!
    await settle()
    expect(shadowText(el)).toContain('|on|')
    el.setAttribute('flag', 'false')
    await settle()
    expect(shadowText(el)).toContain('|off|')
  })

  it('applies the default again when an attribute is removed', async () => {
    const tag = uniqueTag()
    defineWidget(tag, Probe, PROBE_PROPS)
    const el = mount(`<${tag} label="custom" count="3"></${tag}>`).firstElementChild!
    await settle()
    expect(shadowText(el)).toContain('custom|3|')
    el.removeAttribute('label')
    el.removeAttribute('count')
    await settle()
    expect(shadowText(el)).toContain('default|-|')
  })

  it('passes an object property through without a JSON round trip', async () => {
    const tag = uniqueTag()
    defineWidget(tag, Probe, PROBE_PROPS)
    const el = mount(`<${tag}></${tag}>`).firstElementChild as HTMLElement & Props
    const game = { name: 'Sweet Bonanza' }
    el.game = game
    await settle()
    expect(seen.at(-1)).toBe(game) // the very object, not a copy
    expect(el.hasAttribute('game')).toBe(false) // nothing reflected onto the host element
    el.setAttribute('game', '{"name":"From JSON"}')
    await settle()
    expect(shadowText(el)).toContain('From JSON')
  })

  it('keeps its state when the element is moved in the DOM', async () => {
    const tag = uniqueTag()
    const mounts = vi.fn()
    function Stateful() {
      const [clicks, setClicks] = useState(0)
      useEffect(() => mounts(), [])
      return (
        <button type="button" onClick={() => setClicks(clicks + 1)}>
          {`clicks ${clicks}`}
        </button>
      )
    }
    defineWidget(tag, Stateful, {})
    const first = mount(`<${tag}></${tag}>`)
    const second = mount()
    const el = first.firstElementChild!
    await settle()
    el.shadowRoot!.querySelector('button')!.click()
    await settle()
    second.append(el) // remove + insert in one task
    await settle()
    expect(shadowText(el)).toContain('clicks 1')
    expect(mounts).toHaveBeenCalledTimes(1)
  })

  it('renders two instances on one page independently', async () => {
    const tag = uniqueTag()
    defineWidget(tag, Probe, PROBE_PROPS)
    const container = mount(`<${tag} label="one"></${tag}><${tag} label="two"></${tag}>`)
    await settle()
    const [a, b] = Array.from(container.children)
    expect(shadowText(a!)).toContain('one|')
    expect(shadowText(b!)).toContain('two|')
  })

  it('contains a widget that throws: it shows an error, the others and the host keep working', async () => {
    const broken = uniqueTag()
    const fine = uniqueTag()
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {})
    function Broken(): never {
      throw new Error('boom')
    }
    defineWidget(broken, Broken, {})
    defineWidget(fine, Probe, PROBE_PROPS)
    const container = mount(
      `<${broken}></${broken}><${fine} label="still here"></${fine}><p id="host">host</p>`,
    )
    await settle()
    const [b, f] = Array.from(container.children)
    expect(b!.shadowRoot!.querySelector('[role="alert"]')).not.toBeNull()
    expect(shadowText(f!)).toContain('still here|')
    expect(container.querySelector('#host')!.textContent).toBe('host')
    quiet.mockRestore()
  })

  it('defines a tag only once', () => {
    const tag = uniqueTag()
    const first = defineWidget(tag, Probe, PROBE_PROPS)
    const second = defineWidget(tag, Probe, PROBE_PROPS)
    expect(second).toBe(first)
  })
})

describe('parseAttribute', () => {
  it('parses each kind and treats a missing attribute as undefined', () => {
    expect(parseAttribute('boolean', '')).toBe(true)
    expect(parseAttribute('boolean', 'off')).toBe(false)
    expect(parseAttribute('number', '12')).toBe(12)
    expect(parseAttribute('number', 'abc')).toBeUndefined()
    expect(parseAttribute('string', null)).toBeUndefined()
  })
})
