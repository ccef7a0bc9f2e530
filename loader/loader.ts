/**
 * The classic script an operator includes:
 *   <script src="https://cdn.example/lobbykit/loader.js" data-api="https://api.example" data-merchant="acme" async></script>
 *
 * It reads `data-*` from its own tag (merged over `window.lobbykitConfig`), installs the `lobbykit`
 * command queue (usable before anything loads), imports the shared runtime, and imports a widget's
 * chunk only when its tag is in the page, now or later. One global (`lobbykit`); it writes nothing
 * on <html> or <body> and never patches customElements.
 */
import type { LoaderManifest, QueuedCall, RuntimeModule } from './types'

declare const __LK_MANIFEST__: LoaderManifest

type Stub = ((...args: unknown[]) => Promise<unknown>) & { q?: (QueuedCall | IArguments)[]; b?: string }
type Win = Window & { lobbykit?: Stub; lobbykitConfig?: Record<string, unknown> }

/** ERR-28: a section script gets 120 s before it counts as timed out. */
const CHUNK_TIMEOUT_MS = 120_000

;(() => {
  const w = window as Win
  const script = document.currentScript as HTMLScriptElement | null
  const base = new URL('.', script?.src || location.href).href
  const existing = w.lobbykit
  if (existing && existing.b) {
    // A second copy: keep the first (two copies would mean two stores and a split session).
    if (existing.b !== base) console.warn('[lobbykit] second loader ignored: ' + base)
    return
  }

  const manifest = __LK_MANIFEST__
  const config: Record<string, unknown> = { ...w.lobbykitConfig, ...script?.dataset, base }
  const prefix = config.prefix ? config.prefix + '-' : ''
  const queue: QueuedCall[] = []
  // Pre-stubs queue either [args, resolve, reject] (their promises get answered) or raw `arguments` (Intercom style),
  // told apart by the first item: the args array, or the command name (a raw call may pass a function second).
  for (const item of (existing?.q as (QueuedCall | IArguments)[] | undefined) ?? [])
    queue.push(
      Array.isArray(item[0]) ? (item as QueuedCall) : [Array.from(item as IArguments), () => {}, () => {}],
    )
  const stub: Stub = (...args) => new Promise((resolve, reject) => queue.push([args, resolve, reject]))
  stub.b = base
  w.lobbykit = stub

  const load = <T>(file: string, attempt = 0): Promise<T> => {
    let timer = 0
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('timeout')), CHUNK_TIMEOUT_MS) as unknown as number
    })
    // A failed module import is cached by URL: the retry asks for a fresh URL.
    const url = base + file + (attempt ? '?retry=' + attempt : '')
    return Promise.race([import(/* @vite-ignore */ url) as Promise<T>, timeout])
      .finally(() => clearTimeout(timer))
      .catch((error: Error) =>
        attempt || error.message === 'timeout' ? Promise.reject(error) : load<T>(file, 1),
      )
  }

  // A page that names its module graph (#lobbykit-preload, JSON file names) has it fetched now,
  // in parallel, instead of as each import is found. The links (about 10 ms together on a 4x slower
  // core) go in later tasks, out of the loader's own (spec §9: no long task at first load).
  try {
    for (const file of JSON.parse(document.getElementById('lobbykit-preload')?.textContent || '[]'))
      setTimeout(() => {
        const link = document.createElement('link')
        link.rel = 'modulepreload'
        link.href = base + file
        document.head.append(link)
      })
  } catch {}

  const runtime = load<RuntimeModule>(manifest.runtime)
  runtime.then(
    (rt) => rt.start(config, queue, { define, observe }),
    (error: Error) => {
      console.error('[lobbykit] runtime failed to load', error)
      for (const [, , reject] of queue.splice(0)) reject(error)
      observe(document)
    },
  )

  // Shadow roots of the host's own components are handed over with lobbykit('observe', root).
  const requested: Record<string, Promise<unknown>> = {}
  const define = (tag: string): Promise<unknown> =>
    manifest.tags[tag] === undefined
      ? Promise.reject(new Error('[lobbykit] not in this bundle: ' + tag))
      : (requested[tag] ??= Promise.all([
          runtime,
          load<{ register: (name: string) => void }>(tag + '-' + manifest.tags[tag] + '.js'),
        ]).then(
          ([rt, chunk]) => rt.register(prefix + tag, chunk.register),
          (error: Error) => {
            // ERR-28: missing or timeout; the element shows a readable error state.
            for (const el of Array.from(document.querySelectorAll(prefix + tag)))
              rt_fail(el, error.message === 'timeout')
            throw error
          },
        ))

  const rt_fail = (el: Element, timedOut: boolean) => {
    if (el.shadowRoot) return
    const root = el.attachShadow({ mode: 'open' })
    const p = document.createElement('p')
    p.setAttribute('role', 'alert')
    p.setAttribute('part', 'error')
    p.style.cssText = 'all:initial;display:block;font:14px/1.4 system-ui;color:#8a1c1c;padding:8px'
    p.textContent = 'This part of the page ' + (timedOut ? 'took too long to load.' : 'could not be loaded.')
    root.append(p)
    el.dispatchEvent(
      new CustomEvent('lobbykit-error', {
        bubbles: true,
        composed: true,
        detail: { type: timedOut ? 'timeout' : 'missing' },
      }),
    )
  }

  const tags = Object.keys(manifest.tags)
  // An added element is looked at with what it holds, not its parent's whole tree again.
  const scan = (root: ParentNode) => {
    for (const tag of tags)
      if (
        !requested[tag] &&
        ((root as Element).localName == prefix + tag || root.querySelector(prefix + tag))
      )
        define(tag).catch(() => {})
  }
  const observe = (root: Node) => {
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of Array.from(record.addedNodes)) if (node.nodeType === 1) scan(node as Element)
    }).observe(root, { childList: true, subtree: true })
    scan(root as ParentNode)
  }
  // A page with a banner carousel (its largest paint, usually) is looked at by the runtime
  // first, which defines what is in view and holds the rest until the first banner is in.
  if (!document.querySelector(prefix + 'banner-carousel')) observe(document)
})()
