/**
 * The element whose shadow root holds `node`: the element an action inside it came from, so its events
 * go out from there (DESIGN "Events"). Null outside a shadow root.
 */
export function hostOf(node: EventTarget | null | undefined): Element | null {
  const root = node instanceof Node ? node.getRootNode() : null
  return root instanceof ShadowRoot ? root.host : null
}
