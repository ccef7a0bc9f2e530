import { createRoot } from 'react-dom/client'
import type { ReactNode } from 'react'
import { useStore } from '@nanostores/react'
import { addMessages } from '../../../core/i18n/index'
import { $locale } from '../../../core/stores/locale'
import { $theme } from '../../../core/stores/theme'
import kitCss from '../kit.css?raw'
import { useDirection } from '../use-t'
import css from './account-checks.css?raw'
import { en } from './en'

addMessages(en, { UR: () => import('./ur').then((m) => m.ur) })

/** The themed, directed root of a check's dialog (what every widget's shell gives its content). */
function CheckRoot({ children }: { children: ReactNode }) {
  const theme = useStore($theme)
  const lang = useStore($locale)
  return (
    <div className="lk-root" data-theme={theme} dir={useDirection()} lang={lang.toLowerCase()}>
      {children}
    </div>
  )
}

/**
 * Shows a check's dialog in a shadow root of its own at the end of the page (the check runs from a
 * store action, not inside one widget) until it settles; then removes it. The kit's CSS is adopted
 * (constructed sheets: nothing inline for the page's CSP) or, without them, inlined in the root.
 */
export function showCheck<T>(
  render: (settle: { resolve(value: T): void; reject(reason: unknown): void }) => ReactNode,
): Promise<T> {
  // A valid custom-element name that is never defined: a plain host that may have a shadow root.
  const host = document.createElement('lobbykit-check')
  document.body.append(host)
  const shadow = host.attachShadow({ mode: 'open' })
  let inline = false
  try {
    shadow.adoptedStyleSheets = [kitCss, css].map((text) => {
      const sheet = new CSSStyleSheet()
      sheet.replaceSync(text)
      return sheet
    })
  } catch {
    inline = true
  }
  const root = createRoot(shadow)
  return new Promise<T>((resolve, reject) => {
    const done = () => {
      root.unmount()
      host.remove()
    }
    const settle = {
      resolve: (value: T) => (done(), resolve(value)),
      reject: (reason: unknown) => (done(), reject(reason)),
    }
    root.render(
      <CheckRoot>
        {inline && <style>{kitCss + css}</style>}
        {render(settle)}
      </CheckRoot>,
    )
  })
}
