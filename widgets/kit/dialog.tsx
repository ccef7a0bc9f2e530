import type { ReactNode } from 'react'
import { Button } from './button'
import { ToneIcon, type Tone } from './icons'
import { Modal } from './modal'
import { useT } from './use-t'
import { useUid } from './use-uid'

/** A short message with one or two buttons, on top of `Modal`. */
export interface DialogProps {
  open: boolean
  title: ReactNode
  text: ReactNode
  /** Icon and colour; `warning` and `error` make it an alert dialog (sms failure). */
  tone?: Tone
  /** Defaults to 'Confirm' with a cancel button, 'OK' without. */
  confirmLabel?: string
  cancelLabel?: string
  onConfirm(): void
  /** Adds a cancel button: a confirmation (LOGIN-34 sign-out) that a cover click does not dismiss. */
  onCancel?(): void
  /** The confirm action is running (spinner, buttons disabled). */
  busy?: boolean
}

/**
 * Confirmation or notice: `role=alertdialog` when it asks (cancel) or warns, `aria-describedby`
 * its text. Esc and × cancel, or acknowledge when there is nothing to cancel.
 */
export function Dialog(props: DialogProps) {
  const { open, title, text, tone = 'info', onConfirm, onCancel, busy = false, ...labels } = props
  const t = useT()
  const textId = useUid('dialog-text')
  const asks = onCancel !== undefined
  const alert = asks || tone === 'warning' || tone === 'error'
  const dismiss = onCancel ?? onConfirm
  const confirmLabel = labels.confirmLabel ?? t(asks ? 'confirm' : 'ok')

  return (
    <Modal
      open={open}
      title={title}
      onClose={() => !busy && dismiss()}
      closeOnCover={!asks}
      role={alert ? 'alertdialog' : 'dialog'}
      describedBy={textId}
      icon={<ToneIcon tone={tone} />}
      size="sm"
      part="dialog"
      footer={
        <div className="lk-actions">
          {onCancel && (
            // The least destructive choice takes the focus first.
            <Button variant="secondary" part="cancel" data-autofocus="" disabled={busy} onClick={onCancel}>
              {labels.cancelLabel ?? t('cancel')}
            </Button>
          )}
          <Button
            variant="primary"
            part="confirm"
            busy={busy}
            data-autofocus={asks ? undefined : ''}
            onClick={onConfirm}
          >
            {confirmLabel}
          </Button>
        </div>
      }
    >
      <p className="lk-dialog-text" id={textId}>
        {text}
      </p>
    </Modal>
  )
}
