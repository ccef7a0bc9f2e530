import { useStore } from '@nanostores/react'
import { $toasts, dismissToast } from '../../core/stores/toast'
import { Button } from './button'
import { CloseIcon } from './icons'
import { useT } from './use-t'
import toastCss from './toast.css?raw'

/** The toast stack's stylesheet: a widget that renders <Toasts /> passes it to defineWidget's `css`. */
export const TOAST_CSS = toastCss

/**
 * The toast stack (`.lk-toasts`): a polite live region that is always rendered, so new toasts are
 * announced; errors are `role=alert`. Each toast has a dismiss button. Render it once per page.
 */
export function Toasts() {
  const toasts = useStore($toasts)
  const t = useT()
  return (
    <div className="lk-toasts" part="toasts" aria-live="polite">
      {toasts.map((toast) => (
        <div
          key={toast.id}
          className="lk-toast"
          part="toast"
          data-tone={toast.tone}
          role={toast.tone === 'error' ? 'alert' : undefined}
        >
          <span className="lk-toast-text">{toast.text}</span>
          <Button
            variant="icon"
            className="lk-toast-close"
            aria-label={t('dismiss')}
            onClick={() => dismissToast(toast.id)}
          >
            <CloseIcon />
          </Button>
        </div>
      ))}
    </div>
  )
}
