import r2wc from '@r2wc/core'
import { createRoot, type Root } from 'react-dom/client'
import { Component, createElement, type ComponentType, type ReactNode } from 'react'
import { useStore } from '@nanostores/react'
import { emit } from '../../core/events'
import { $theme } from '../../core/stores/theme'
import { useDirection, useT } from './use-t'
import { $locale } from '../../core/stores/locale'
import kitCss from './kit.css?raw'
import { firstRender } from './first-render'

/** How an attribute / property is read: objects as `json` attributes or as live property values. */
export type PropKind = 'string' | 'number' | 'boolean' | 'json'

/** The props map of a widget whose own props are `P`: each prop and how its attribute is read. */
export type PropMap<P> = { readonly [K in keyof P]-?: PropKind }

/** What every widget component receives besides its own props. */
export interface WidgetBaseProps {
  /** The custom element itself: the source of the widget's DOM events. */
  host: HTMLElement
}

// r2wc keeps its state under registry symbols; the wrapper fixes what r2wc alone gets wrong.
const PROPS = Symbol.for('r2wc.props')
const RENDER = Symbol.for('r2wc.render')
const CONNECTED = Symbol.for('r2wc.connected')
const CONTEXT = Symbol.for('r2wc.context')
const WAITING = Symbol()

/** What an element waiting for its first render holds: its custom states, and the slot while it waits. */
interface Waiting {
  states: CustomStateSet
  slot?: HTMLSlotElement
}

type R2wcInternals = HTMLElement & {
  [PROPS]: Record<string, unknown> & { container?: ShadowRoot }
  [RENDER](): void
  [CONNECTED]: boolean
  [CONTEXT]?: unknown
  [WAITING]?: Waiting
  connectedCallback(): void
  disconnectedCallback(): void
}

const sheets = new Map<string, CSSStyleSheet>()
const adoptable =
  typeof ShadowRoot !== 'undefined' &&
  'adoptedStyleSheets' in ShadowRoot.prototype &&
  typeof CSSStyleSheet === 'function'

/** One constructable stylesheet per CSS text, shared by every instance of every widget. */
function sheetFor(css: string): CSSStyleSheet {
  let sheet = sheets.get(css)
  if (!sheet) {
    sheet = new CSSStyleSheet()
    sheet.replaceSync(css)
    sheets.set(css, sheet)
  }
  return sheet
}

function kebab(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase()
}

/** Attribute text → prop value. A removed attribute is `undefined`, so the default applies again. */
export function parseAttribute(kind: PropKind, value: string | null): unknown {
  if (value === null) return undefined
  switch (kind) {
    case 'boolean':
      // Present with no value (`<x-y no-header>`) is true; "false" / "0" / "off" are false.
      return !/^(false|0|off|no)$/i.test(value.trim())
    case 'number': {
      const n = Number.parseFloat(value)
      return Number.isNaN(n) ? undefined : n
    }
    case 'json':
      try {
        return JSON.parse(value)
      } catch {
        console.error(`[lobbykit] attribute is not valid JSON: ${value.slice(0, 80)}`)
        return undefined
      }
    default:
      return value
  }
}

class ErrorBoundary extends Component<
  { tag: string; host: HTMLElement; children: ReactNode },
  { error: unknown }
> {
  state = { error: null as unknown }
  static getDerivedStateFromError(error: unknown) {
    return { error }
  }
  componentDidCatch(error: unknown) {
    console.error(`[lobbykit] <${this.props.tag}> failed`, error)
    emit(
      'error',
      { tag: this.props.tag, message: String((error as Error)?.message ?? error) },
      this.props.host,
    )
  }
  render() {
    return this.state.error ? (
      <WidgetError onRetry={() => this.setState({ error: null })} />
    ) : (
      this.props.children
    )
  }
}

function WidgetError({ onRetry }: { onRetry: () => void }) {
  const t = useT()
  return (
    <div className="lk-widget-error" role="alert" part="error">
      <p>{t('widget_error')}</p>
      <button type="button" className="lk-button lk-button--secondary" onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  )
}

/** The themed, directed root every widget renders inside (tokens, reset, lang, dir). */
function Shell({
  tag,
  host,
  css,
  children,
}: {
  tag: string
  host: HTMLElement
  css: string[]
  children: ReactNode
}) {
  const theme = useStore($theme)
  const lang = useStore($locale)
  const dir = useDirection()
  return (
    <div className="lk-root" data-theme={theme} dir={dir} lang={lang.toLowerCase()} part="root">
      {!adoptable && css.map((text, i) => <style key={i}>{text}</style>)}
      <ErrorBoundary tag={tag} host={host}>
        {children}
      </ErrorBoundary>
    </div>
  )
}

export interface DefineOptions {
  /** The widget's own stylesheet text(s) (kit.css is always adopted first). */
  css?: string | string[]
}

/**
 * Defines `tag` as a custom element rendering `Widget` in an open shadow root. Guards against a
 * second definition and never throws into the host page.
 */
export function defineWidget<P extends object>(
  tag: string,
  Widget: ComponentType<P & WidgetBaseProps>,
  props: PropMap<P>,
  options: DefineOptions = {},
): CustomElementConstructor | undefined {
  if (customElements.get(tag)) return customElements.get(tag)
  const css = [kitCss].concat(options.css ?? [])
  const kinds: Readonly<Record<string, PropKind>> = props
  const names = Object.keys(kinds)
  const attributeOf = Object.fromEntries(names.map((n) => [n, kebab(n)]))
  const propOf = Object.fromEntries(names.map((n) => [kebab(n), n]))

  const Rendered = (all: P & { container?: ShadowRoot }) => {
    const { container, ...own } = all
    const host = (container?.host ?? container) as HTMLElement
    return (
      <Shell tag={tag} host={host} css={css}>
        {createElement(Widget as ComponentType<P & WidgetBaseProps>, { ...(own as P), host })}
      </Shell>
    )
  }

  interface Context {
    root: Root
    Comp: ComponentType<P>
  }
  const renderer = {
    mount(container: HTMLElement, Comp: ComponentType<P>, p: P): Context {
      const root = createRoot(container)
      safely(tag, () => root.render(createElement(Comp, p)))
      return { root, Comp }
    },
    update(context: Context, p: P) {
      safely(tag, () => context.root.render(createElement(context.Comp, p)))
    },
    unmount(context: Context) {
      safely(tag, () => context.root.unmount())
    },
  }
  const Base = r2wc(
    Rendered as never,
    { shadow: 'open', props: kinds as never },
    renderer as never,
  ) as unknown as {
    new (): R2wcInternals
  }

  class LobbykitElement extends Base {
    static get observedAttributes() {
      return Object.values(attributeOf)
    }
    constructor() {
      super()
      // r2wc starts out "connected": an attribute set on a new element (the runtime's popup hosts) would
      // render it detached, and a dialog opening then cannot take the focus. Render once in the page.
      this[CONNECTED] = false
      const root = this.shadowRoot
      if (root && adoptable) root.adoptedStyleSheets = css.map(sheetFor)
      for (const name of names) {
        // Upgrade: a property set before the element was defined is an own property shadowing our setter.
        if ({}.hasOwnProperty.call(this, name)) {
          const value = (this as unknown as Record<string, unknown>)[name]
          delete (this as unknown as Record<string, unknown>)[name]
          this[PROPS][name] = value
        } else {
          this[PROPS][name] = parseAttribute(kinds[name]!, this.getAttribute(attributeOf[name]!))
        }
      }
    }
    attributeChangedCallback(attribute: string, _old: string | null, value: string | null) {
      const name = propOf[attribute]
      if (!name) return
      this[PROPS][name] = parseAttribute(kinds[name]!, value)
      this[RENDER]()
    }
    connectedCallback() {
      const render = () => {
        if (!this.isConnected) return
        holdRoom(this, false)
        this[CONNECTED] = true
        this[RENDER]()
      }
      // The first render may wait for a later task (first-render.ts); until then props are only kept.
      if (this[CONTEXT]) render()
      else if (firstRender(render)) holdRoom(this, true)
    }
    disconnectedCallback() {
      this[CONNECTED] = false
      // A move (remove + insert in one task) keeps the widget's state: unmount only if still detached.
      queueMicrotask(() => {
        if (this.isConnected || !this[CONTEXT]) return
        renderer.unmount(this[CONTEXT] as never)
        delete this[CONTEXT]
      })
    }
  }
  for (const name of names) {
    // Objects arrive as the very object (no JSON round trip), and nothing is reflected to attributes.
    Object.defineProperty(LobbykitElement.prototype, name, {
      configurable: true,
      enumerable: true,
      get(this: R2wcInternals) {
        return this[PROPS][name]
      },
      set(this: R2wcInternals, value: unknown) {
        this[PROPS][name] = value
        this[RENDER]()
      },
    })
  }
  try {
    customElements.define(tag, LobbykitElement)
  } catch (error) {
    console.error(`[lobbykit] ${tag} could not be defined`, error)
  }
  return LobbykitElement
}

/**
 * An element waiting for its first render holds the room its tag holds before it is defined (the
 * reserve rules match `:state(lk-pending)` too) and shows what the page put inside it (the site's
 * first view) through a slot, so nothing moves or blinks in between.
 */
function holdRoom(el: HTMLElement & { [WAITING]?: Waiting }, on: boolean): void {
  if (!on && !el[WAITING]?.slot) return
  const waiting = (el[WAITING] ??= { states: el.attachInternals().states })
  // An element taken out and put back before its render has asked twice: it holds its room once.
  if (on && waiting.slot) return
  waiting.states[on ? 'add' : 'delete']('lk-pending')
  if (on) el.shadowRoot!.append((waiting.slot = document.createElement('slot')))
  else {
    waiting.slot!.remove()
    delete waiting.slot
  }
}

function safely(tag: string, fn: () => void): void {
  try {
    fn()
  } catch (error) {
    console.error(`[lobbykit] <${tag}> failed to render`, error)
  }
}
