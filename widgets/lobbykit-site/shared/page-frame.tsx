import { useRef, type ReactNode } from 'react'
import { useAdoptedCss } from '../../kit/use-adopted-css'
import { useUid } from '../../kit/use-uid'
import css from './pages.css?raw'
import { useDocumentTitle } from '../routing/document-title'
import '../pages/en'

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
  const inline = useAdoptedCss(ref, css)
  const id = useUid('page')
  // Home is named by the brand alone; every other page by its heading, once.
  useDocumentTitle(name === 'home' || typeof title !== 'string' ? null : title)
  return (
    <section
      ref={ref}
      className="lk-page"
      data-page={name}
      aria-labelledby={plain ? undefined : id}
      role={plain ? 'none' : undefined}
    >
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
