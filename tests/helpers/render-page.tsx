import { render } from 'preact/compat'
import { afterAll, afterEach, beforeAll } from 'vitest'
import type { ComponentType } from 'react'
import { on } from '../../core/events'
import type { PageProps } from '../../widgets/lobbykit-site/routing/page-props'

const mounted: HTMLElement[] = []
afterEach(() => {
  for (const container of mounted.splice(0)) {
    render(null, container)
    container.remove()
  }
})

// A page that closes aborts the calls it still waits for (use-load.ts); happy-dom reports each
// aborted socket on its own console, so those lines (and only those) are muted at the stream.
let restore: (() => void) | undefined
beforeAll(() => {
  const streams = [process.stdout, process.stderr]
  const originals = streams.map((stream) => stream.write.bind(stream))
  streams.forEach((stream, i) => {
    stream.write = ((chunk: unknown, ...rest: unknown[]) =>
      /socket hang up|ECONNRESET|socketCloseListener|_http_client|node:events|node:net|^\s*\}\s*$/.test(
        String(chunk),
      )
        ? true
        : (originals[i] as (...a: unknown[]) => boolean)(chunk, ...rest)) as typeof stream.write
  })
  restore = () => streams.forEach((stream, i) => (stream.write = originals[i] as typeof stream.write))
})
afterAll(() => restore?.())

/** Renders a page as the router does (path, query, hash); answers its container and a re-render. */
export function renderPage(Page: ComponentType<PageProps>, props: Partial<PageProps> & { path: string }) {
  const container = document.createElement('div')
  document.body.append(container)
  mounted.push(container)
  const show = (next: Partial<PageProps>) => {
    const all = { query: new URLSearchParams(), hash: '', ...props, ...next } as PageProps
    render(<Page {...all} />, container)
  }
  show({})
  return { container, rerender: show }
}

/** The paths the page asked the router to go to (`navigate`). */
export function recordNavigation(): string[] {
  const paths: string[] = []
  on('navigate', (detail) => paths.push((detail as { path: string }).path))
  return paths
}

export const text = (el: Element | null | undefined) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim()
