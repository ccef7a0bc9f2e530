/**
 * Adopts a stylesheet into the shadow root (or document) a component renders in: one constructed
 * sheet per stylesheet text, shared by every root, added to a root once. For chunks that bring CSS
 * the widget's own stylesheet does not hold (site pages, member-centre sections).
 */
import { useLayoutEffect, useState, type RefObject } from 'react'

const sheets = new Map<string, CSSStyleSheet>()

/** Answers true when the engine has no constructable stylesheets: the caller then inlines `<style>{css}</style>`. */
export function useAdoptedCss(ref: RefObject<Element | null>, css: string): boolean {
  const [inline, setInline] = useState(false)
  useLayoutEffect(() => {
    const root = ref.current?.getRootNode() as ShadowRoot | Document | undefined
    if (!root) return
    if (!('adoptedStyleSheets' in root) || typeof CSSStyleSheet !== 'function') return setInline(true)
    let sheet = sheets.get(css)
    if (!sheet) {
      sheet = new CSSStyleSheet()
      sheet.replaceSync(css)
      sheets.set(css, sheet)
    }
    if (!root.adoptedStyleSheets.includes(sheet))
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet]
  }, [css])
  return inline
}
