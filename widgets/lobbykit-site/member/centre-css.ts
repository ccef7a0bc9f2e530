/**
 * The member centre's styles (its navigation, the record sections and the kit's page bar), adopted
 * into the shadow root the centre renders in, once per root (as pages/page.tsx does for the pages).
 */
import { useLayoutEffect, useState, type RefObject } from 'react'
import paginationCss from '../../kit/pagination.css?raw'
import recordsCss from './records.css?raw'

export const CENTRE_CSS = `${paginationCss}\n${recordsCss}`

let sheet: CSSStyleSheet | undefined

/** Adopts `CENTRE_CSS` where `ref` renders; answers true when it must be inlined instead (no adoptable sheets). */
export function useAdoptedCss(ref: RefObject<HTMLElement | null>): boolean {
  const [inline, setInline] = useState(false)
  useLayoutEffect(() => {
    const root = ref.current?.getRootNode() as ShadowRoot | Document | undefined
    if (!root) return
    if (!('adoptedStyleSheets' in root) || typeof CSSStyleSheet !== 'function') return setInline(true)
    if (!sheet) {
      sheet = new CSSStyleSheet()
      sheet.replaceSync(CENTRE_CSS)
    }
    if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet]
  })
  return inline
}
