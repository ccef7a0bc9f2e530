// Every page reaches the whole runtime, as every widget entry does: esbuild then keeps the runtime's
// modules in one chunk instead of cutting it by which page uses which of them (more bytes on every page).
import '../../kit/runtime'
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import { useUid } from '../../kit/use-uid'
import css from './pages.css?raw'
import './wording'

let sheet: CSSStyleSheet | undefined

/** Adopts the pages' stylesheet into the shadow root (or document) the page renders in, once. */
function adopt(root: Node): boolean {
  const target = root as ShadowRoot | Document
  if (!('adoptedStyleSheets' in target) || typeof CSSStyleSheet !== 'function') return false
  if (!sheet) {
    sheet = new CSSStyleSheet()
    sheet.replaceSync(css)
  }
  if (!target.adoptedStyleSheets.includes(sheet)) target.adoptedStyleSheets = [...target.adoptedStyleSheets, sheet]
  return true
}

export interface PageFrameProps {
  title: ReactNode
  /** Extra controls beside the title (a back button). */
  actions?: ReactNode
  /** `data-page` names the page for styles and tests. */
  name: string
  /** The heading is for assistive technology only (home shows its banner instead). */
  hideTitle?: boolean
  /** No region of its own: the page holds a widget that is already one under the same name. */
  plain?: boolean
  children: ReactNode
}

/** A page of the site: its heading, the pages' styles, and its content. */
export function PageFrame({ title, actions, name, hideTitle, plain, children }: PageFrameProps) {
  const ref = useRef<HTMLElement>(null)
  const [inline, setInline] = useState(false)
  const id = useUid('page')
  useLayoutEffect(() => {
    if (ref.current && !adopt(ref.current.getRootNode())) setInline(true)
  }, [])
  return (
    <section ref={ref} className="lk-page" data-page={name} aria-labelledby={plain ? undefined : id} role={plain ? 'none' : undefined}>
      {inline && <style>{css}</style>}
      <div className="lk-page-head">
        <h1 id={id} className={hideTitle ? 'lk-visually-hidden' : 'lk-page-title'} tabIndex={-1}>
          {title}
        </h1>
        {actions}
      </div>
      {children}
    </section>
  )
}
