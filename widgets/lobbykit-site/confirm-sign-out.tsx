import { useEffect, useRef } from 'react'
import { useT } from '../kit/use-t'

/**
 * Spec §4 Logout: the confirmation ('prompt', 'sure to log out', cancel, confirm) on the native
 * modal `<dialog>` (focus kept inside, Esc cancels, the page behind is inert). Not the kit's Dialog:
 * sharing it would split the kit into one more chunk for every widget that uses it.
 */
export function ConfirmSignOut({ open, busy, onConfirm, onCancel }: { open: boolean; busy: boolean; onConfirm(): void; onCancel(): void }) {
  const t = useT()
  const ref = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal?.()
    if (!open && dialog.open) dialog.close()
  }, [open])
  return (
    <dialog ref={ref} className="site-confirm" part="sign-out-dialog" role="alertdialog" aria-labelledby="sign-out-title" aria-describedby="sign-out-text" onCancel={(e) => (e.preventDefault(), onCancel())}>
      <h2 id="sign-out-title" className="lk-title">
        {t('logout_title')}
      </h2>
      <p id="sign-out-text">{t('logout_text')}</p>
      <div className="lk-actions">
        <button type="button" className="lk-button lk-button--secondary" onClick={onCancel} disabled={busy}>
          {t('cancel')}
        </button>
        <button type="button" className="lk-button lk-button--primary" part="confirm-sign-out" onClick={onConfirm} disabled={busy} aria-busy={busy || undefined}>
          {busy && <span className="lk-spinner lk-spinner--inline" aria-hidden="true" />}
          {t('confirm')}
        </button>
      </div>
    </dialog>
  )
}
