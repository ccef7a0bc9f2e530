import { useLayoutEffect, useRef, useState } from 'react'

const sheets = new Map<string, CSSStyleSheet>()

/**
 * Adopts `css` into the shadow root (or document) `node` is in, once per root: the stylesheet of a
 * kit part that travels in its own chunk instead of kit.css in the shared runtime. False where
 * constructable stylesheets are missing.
 */
export function adoptCss(node: Node, css: string): boolean {
  const target = node.getRootNode() as ShadowRoot | Document
  if (!('adoptedStyleSheets' in target) || typeof CSSStyleSheet !== 'function') return false
  let sheet = sheets.get(css)
  if (!sheet) {
    sheet = new CSSStyleSheet()
    sheet.replaceSync(css)
    sheets.set(css, sheet)
  }
  if (!target.adoptedStyleSheets.includes(sheet)) target.adoptedStyleSheets = [...target.adoptedStyleSheets, sheet]
  return true
}

/** A ref for the part's outer element, and whether to render a `<style>` instead (no constructable sheets). */
export function useAdoptedCss<E extends HTMLElement>(css: string) {
  const ref = useRef<E>(null)
  const [inline, setInline] = useState(false)
  useLayoutEffect(() => {
    if (ref.current && !adoptCss(ref.current, css)) setInline(true)
  }, [css])
  return { ref, inline }
}
