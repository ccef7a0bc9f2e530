// DOM helpers for kit and widget tests: each test mounts into its own container, and tests/setup.ts
// removes every mount after each test.
import { render, type ComponentChild } from 'preact'
import { act } from 'preact/test-utils'
import { vi } from 'vitest'

/** Each mount: the container rendered into and the element to remove from the page afterwards. */
const mounted: { container: HTMLElement; outer: HTMLElement }[] = []

async function mountInto(ui: ComponentChild, parent: ParentNode, outer?: HTMLElement): Promise<HTMLElement> {
  const container = document.createElement('div')
  parent.appendChild(container)
  mounted.push({ container, outer: outer ?? container })
  await act(() => render(ui, container))
  return container
}

/** Renders `ui` into a fresh container appended to the document body. */
export function mount(ui: ComponentChild): Promise<HTMLElement> {
  return mountInto(ui, document.body)
}

/** Renders `ui` inside the open shadow root of a new host element, as a widget does. */
export async function mountInShadow(
  ui: ComponentChild,
): Promise<{ host: HTMLElement; shadow: ShadowRoot; container: HTMLElement }> {
  const host = document.createElement('div')
  document.body.appendChild(host)
  const shadow = host.attachShadow({ mode: 'open' })
  const container = await mountInto(ui, shadow, host)
  return { host, shadow, container }
}

/** Renders new `ui` (changed props) into a mounted container. */
export async function rerender(ui: ComponentChild, container: HTMLElement): Promise<void> {
  await act(() => render(ui, container))
}

/** The container of the test's custom elements (`mountWidget`), made on first use. */
let widgets: HTMLElement | null = null
export function widgetContainer(): HTMLElement {
  if (!widgets) {
    widgets = document.createElement('div')
    document.body.append(widgets)
  }
  return widgets
}

/**
 * Puts a widget's markup (`<member-login mode="popup"></member-login>`) in the page and answers the
 * shadow root of its (last) element. It replaces the test's earlier widgets unless `add` is set.
 */
export function mountWidget(html: string, { add = false } = {}): ShadowRoot {
  const container = widgetContainer()
  if (add) container.insertAdjacentHTML('beforeend', html)
  else container.innerHTML = html
  return container.lastElementChild!.shadowRoot!
}

/** Unmounts and removes every container of the test (tests/setup.ts, after each test). */
export async function unmountAll(): Promise<void> {
  for (const { container, outer } of mounted.splice(0).reverse()) {
    await act(() => render(null, container))
    outer.remove()
  }
  widgets?.remove()
  widgets = null
}

/** The single element matching `selector`; fails the test when there is none. */
export function find<T extends Element = HTMLElement>(root: ParentNode, selector: string): T {
  const el = root.querySelector<Element>(selector)
  if (!el) throw new Error(`no element matches ${selector}`)
  return el as T
}

/** Clicks `el` and flushes renders and effects. */
export async function click(el: Element): Promise<void> {
  await act(() => (el as HTMLElement).click())
}

/** Dispatches a keydown of `key` on `el` (bubbling, cancelable); returns whether it was prevented. */
export async function press(el: Element, key: string, init: KeyboardEventInit = {}): Promise<boolean> {
  const event = new KeyboardEvent('keydown', {
    key,
    bubbles: true,
    cancelable: true,
    composed: true,
    ...init,
  })
  await act(() => {
    el.dispatchEvent(event)
  })
  return event.defaultPrevented
}

/** Types `value` into an input as the user would (input event). */
export async function typeInto(input: HTMLInputElement, value: string): Promise<void> {
  await act(() => {
    input.value = value
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
}

/** The focused element of the tree `node` lives in (document or shadow root). */
export function focusedIn(node: Node): Element | null {
  return (node.getRootNode() as Document | ShadowRoot).activeElement
}

/** Advances the fake timers by `ms` and flushes the renders they cause. */
export async function tick(ms: number): Promise<void> {
  await act(() => {
    vi.advanceTimersByTime(ms)
  })
}
