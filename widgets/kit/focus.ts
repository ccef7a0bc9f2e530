/** What can take keyboard focus; filtered further by `getFocusable`. */
const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'summary',
  '[contenteditable="true"]',
  '[tabindex]',
].join(',')

/** The elements inside `container` reachable with Tab, in document order. */
export function getFocusable(container: ParentNode): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => el.getAttribute('tabindex') !== '-1' && !el.closest('[hidden], [inert]'),
  )
}

/**
 * The focused element as seen from `node`'s own tree. Inside a shadow root `document.activeElement`
 * is only the host element, so ask the root the node lives in.
 */
export function activeElementOf(node: Node): Element | null {
  const root = node.getRootNode() as Document | ShadowRoot
  return root.activeElement ?? null
}

/** `node` and what holds it, up through shadow roots to the document: where focus can go back to. */
export function focusTrail(node: Node | null): Node[] {
  const trail: Node[] = []
  for (let n = node; n; n = n.parentNode ?? (n as ShadowRoot).host ?? null) trail.push(n)
  return trail
}

/**
 * Focus back to where it was before a dialog opened (`trail[0]`); when that element has left the page
 * (the login form a login replaced), to the first focusable element of the nearest part of its trail
 * still there (the member block that replaced it), else to that part itself.
 */
export function restoreFocus(trail: Node[]): void {
  const at = trail.find((n): n is HTMLElement => n.isConnected && n instanceof HTMLElement)
  if (!at || at === trail[0]) return at?.focus()
  if (at === document.body) return
  ;(getFocusable(at)[0] ?? getFocusable(at.shadowRoot ?? at)[0] ?? at).focus()
}

/** The focused element, looking through open shadow roots down to the innermost one. */
export function deepActiveElement(): HTMLElement | null {
  let active: Element | null = document.activeElement
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
  return active instanceof HTMLElement ? active : null
}
