import { createElement, useLayoutEffect, useRef } from 'react'
import { $config } from '../../core/config'

type Lobbykit = (command: string, ...args: unknown[]) => Promise<unknown>

/** Shadow roots the loader already watches for lobbykit tags. */
const watched = new WeakSet<Node>()

/**
 * Another lobbykit element inside a widget's own shadow root — a banner group in a popup (BNR-2):
 * named with the operator's tag prefix, and its root handed to the loader once (`observe`), which
 * loads and defines the tag as it does in the page.
 */
export function NestedElement({
  tag,
  ...attributes
}: { tag: string } & Record<string, string | boolean | number | undefined>) {
  const ref = useRef<HTMLElement>(null)
  useLayoutEffect(() => {
    const root = ref.current?.getRootNode()
    const lobbykit = (window as unknown as { lobbykit?: Lobbykit }).lobbykit
    if (!root || watched.has(root) || !lobbykit) return
    watched.add(root)
    lobbykit('observe', root).catch(() => watched.delete(root))
  }, [])
  const prefix = $config.get().prefix
  return createElement(prefix ? `${prefix}-${tag}` : tag, { ...attributes, ref })
}

/** A popup's banner group (BNR-2), loaded through kit/popup-banners.ts. */
export function PopupBanners({ group }: { group: string }) {
  return <NestedElement tag="banner-carousel" group={group} />
}
