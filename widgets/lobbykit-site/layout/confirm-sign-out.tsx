import { useEffect, useRef, type KeyboardEvent as ReactKeyboardEvent } from 'react'
import { getFocusable } from '../../kit/focus'
import { useT } from '../../kit/use-t'

/**
 * Spec §4 Logout: the confirmation ('prompt', 'sure to log out', cancel, confirm) on the native
 * modal `<dialog>` (focus kept inside, Esc cancels, the page behind is inert). Not the kit's Dialog:
 * sharing it would split the kit into one more chunk for every widget that uses it.
 */
/**
 * A modal <dialog> lets Tab leave for the browser's own controls after its last button: wrap it
 * between the first and last focusable element instead (DESIGN: every dialog traps the focus).
 */
export function keepTabInside(event: ReactKeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return
  const focusable = getFocusable(event.currentTarget as HTMLElement)
  const first = focusable[0]
  const last = focusable[focusable.length - 1]
  if (!first || !last) return
  const active = (event.currentTarget as HTMLElement).getRootNode() as Document | ShadowRoot
  if (event.shiftKey && active.activeElement === first) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && active.activeElement === last) {
    event.preventDefault()
    first.focus()
  }
}

export function ConfirmSignOut({
  open,
  busy,
  onConfirm,
  onCancel,
}: {
  open: boolean
  busy: boolean
  onConfirm(): void
  onCancel(): void
}) {
  const t = useT()
  const ref = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal?.()
    if (!open && dialog.open) dialog.close()
  }, [open])
  return (
    <dialog
      ref={ref}
      className="site-confirm"
      part="sign-out-dialog"
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="sign-out-title"
      aria-describedby="sign-out-text"
      onCancel={(e) => (e.preventDefault(), onCancel())}
      onKeyDown={keepTabInside}
    >
      <h2 id="sign-out-title" className="lk-title">
        {t('logout_title')}
      </h2>
      <p id="sign-out-text">{t('logout_text')}</p>
      <div className="lk-actions">
        <button type="button" className="lk-button lk-button--secondary" onClick={onCancel} disabled={busy}>
          {t('cancel')}
        </button>
        <button
          type="button"
          className="lk-button lk-button--primary"
          part="confirm-sign-out"
          onClick={onConfirm}
          disabled={busy}
          aria-busy={busy || undefined}
        >
          {busy && <span className="lk-spinner lk-spinner--inline" aria-hidden="true" />}
          {t('confirm')}
        </button>
      </div>
    </dialog>
  )
}
