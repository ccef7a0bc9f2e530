/**
 * The page scroll lock of the popups (POP-18, POP-19). It writes nothing on `<html>` or `<body>` (no
 * attribute, no inline style, no class): while a popup is open the document adopts one stylesheet of
 * the kit's, `html { overflow: hidden !important }` (plus `scrollbar-gutter: stable` when the page
 * showed a scrollbar, so nothing beside the popup moves sideways); when the last popup closes the
 * sheet is taken out again. A constructable stylesheet is CSSOM, so a Content-Security-Policy without
 * `'unsafe-inline'` styles does not block it; a browser without `document.adoptedStyleSheets` gets
 * the same rule in a `<style data-lobbykit-scroll-lock>` element at the end of `<head>` instead.
 */

/** Open modals across every widget on the page; the page scroll is fixed while this is above 0. */
let locks = 0
const RULE = 'html{overflow:hidden!important}'
const GUTTER = 'html{scrollbar-gutter:stable!important}'
/** The kit's sheet (adopted) or `<style>` element while the scroll is locked. */
let held: CSSStyleSheet | HTMLStyleElement | null = null

function adoptable(doc: Document): boolean {
  return (
    'adoptedStyleSheets' in doc &&
    typeof CSSStyleSheet === 'function' &&
    'replaceSync' in CSSStyleSheet.prototype
  )
}

function hold(): void {
  const doc = document
  const root = doc.documentElement
  // The page showed a vertical scrollbar: keep its room while it is hidden.
  const text = window.innerWidth > root.clientWidth && root.clientWidth > 0 ? RULE + GUTTER : RULE
  if (adoptable(doc)) {
    const sheet = new CSSStyleSheet()
    sheet.replaceSync(text)
    doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet]
    held = sheet
  } else {
    const style = doc.createElement('style')
    style.setAttribute('data-lobbykit-scroll-lock', '')
    style.textContent = text
    doc.head.append(style)
    held = style
  }
}

function release(): void {
  const sheet = held
  held = null
  if (!sheet) return
  if ('remove' in sheet) sheet.remove()
  else document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== sheet)
}

/** Fixes the page scroll (POP-18); nested modals, in any widget, share one lock by reference count. */
export function lockPageScroll(): void {
  if (locks === 0) hold()
  locks += 1
}

/** Releases one lock; the page scroll comes back as it was when the last modal closes (POP-19). */
export function unlockPageScroll(): void {
  if (locks === 0) return
  locks -= 1
  if (locks === 0) release()
}

/** How many scroll locks are held (for tests and the popup host). */
export function countPageScrollLocks(): number {
  return locks
}
