import { useLayoutEffect, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react'
import { Button } from './button'
import { activeElementOf, deepActiveElement, focusTrail, getFocusable, restoreFocus } from './focus'
import { CloseIcon } from './icons'
import { closers, openPanels } from './open-panels'
import { lockPageScroll, unlockPageScroll } from './scroll-lock'
import { useT } from './use-t'
import { useUid } from './use-uid'

/** Panel width: `sm` 320 px, `md` 420 px (default), `lg` 720 px; never below 200 × 200 (POP-15). */
export type ModalSize = 'sm' | 'md' | 'lg'

/** A modal dialog rendered in place, inside the widget's shadow root. */
export interface ModalProps {
  open: boolean
  title: ReactNode
  /** Called by the × button, Esc, a cover click and the auto-close timer. */
  onClose(): void
  children?: ReactNode
  /** A click on the cover outside the panel closes (POP-13); false keeps the modal open. */
  closeOnCover?: boolean
  /** Closes by itself after this many milliseconds (POP-14). */
  autoCloseMs?: number
  size?: ModalSize
  /** `part=` of the panel; the cover is `part="cover"`. */
  part?: string
  /** `alertdialog` for confirmations and warnings (used by `Dialog`). */
  role?: 'dialog' | 'alertdialog'
  /** Id of the element describing the dialog (`aria-describedby`). */
  describedBy?: string
  /** Shown before the title (POP-12: the generic modal shows an icon). */
  icon?: ReactNode
  /** Actions under the scrolling body (`.lk-modal-footer`). */
  footer?: ReactNode
  /** A modal the user must not dismiss (expired password, POP-5): no ×, Esc and cover do nothing. */
  noClose?: boolean
}

/** Opens over the page: focus moves in and is trapped, scroll is fixed, both restored on close. */
export function Modal(props: ModalProps) {
  const { open, title, onClose, closeOnCover = true, autoCloseMs, noClose = false } = props
  const t = useT()
  const titleId = useUid('modal-title')
  const panelRef = useRef<HTMLDivElement>(null)
  const closeRef = useRef(onClose)
  closeRef.current = onClose
  const noCloseRef = useRef(noClose)
  noCloseRef.current = noClose
  // Pointer pressed inside the panel and released on the cover (a text selection) is not a cover click.
  const pressedOnCover = useRef(true)

  // Layout effect: teardown must run synchronously when the modal closes or unmounts (POP-19).
  useLayoutEffect(() => {
    const panel = panelRef.current
    if (!open || !panel) return
    const trail = focusTrail(deepActiveElement())
    lockPageScroll() // POP-18
    const body = panel.querySelector('.lk-modal-body')
    // Never into a frame: a game is another document, where Escape and Tab would belong to the game.
    const inBody = body ? getFocusable(body).filter((el) => el.localName !== 'iframe') : []
    const first = panel.querySelector<HTMLElement>('[data-autofocus]') ?? inBody[0] ?? panel
    first.focus()
    openPanels.push(panel)
    closers.set(panel, () => noCloseRef.current || closeRef.current())
    return () => {
      unlockPageScroll() // POP-19
      openPanels.splice(openPanels.indexOf(panel), 1)
      // A dialog that opened while this one was closing (the announcements after the after-login
      // popup) keeps the focus: it goes back to where it was only when no other dialog is open.
      const top = openPanels.at(-1)
      if (top && !trail.includes(top)) top.focus()
      else restoreFocus(trail)
    }
  }, [open])

  // POP-14: auto-close; the timer is cleared synchronously when the modal closes first.
  useLayoutEffect(() => {
    if (!open || !autoCloseMs || autoCloseMs <= 0) return
    const timer = setTimeout(() => closeRef.current(), autoCloseMs)
    return () => clearTimeout(timer)
  }, [open, autoCloseMs])

  if (!open) return null

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const panel = panelRef.current
    if (!panel) return
    if (event.key === 'Escape' && !event.nativeEvent.isComposing) {
      event.stopPropagation() // only the innermost of nested modals closes
      event.preventDefault()
      if (!noClose) onClose()
    } else if (event.key === 'Tab') {
      trapTab(event, panel)
    }
  }

  const onCoverClick = (event: MouseEvent<HTMLDivElement>) => {
    const onCover = event.target === event.currentTarget && pressedOnCover.current
    pressedOnCover.current = true
    if (onCover && closeOnCover && !noClose) onClose() // POP-13
  }

  return (
    <div
      className="lk-modal"
      part="cover"
      onPointerDown={(event) => (pressedOnCover.current = event.target === event.currentTarget)}
      onClick={onCoverClick}
      onKeyDown={onKeyDown}
    >
      <div
        ref={panelRef}
        className="lk-modal-panel"
        part={props.part ?? 'modal'}
        role={props.role ?? 'dialog'}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={props.describedBy}
        data-size={props.size ?? 'md'}
        tabIndex={-1}
      >
        <div className="lk-modal-header">
          {props.icon && <span className="lk-modal-icon">{props.icon}</span>}
          <h2 className="lk-modal-title" id={titleId}>
            {title}
          </h2>
          {!noClose && (
            <Button
              variant="icon"
              className="lk-modal-close"
              part="close"
              aria-label={t('close')}
              onClick={onClose}
            >
              <CloseIcon />
            </Button>
          )}
        </div>
        <div className="lk-modal-body">{props.children}</div>
        {props.footer && <div className="lk-modal-footer">{props.footer}</div>}
      </div>
    </div>
  )
}

/** Keeps Tab and Shift+Tab inside the panel, wrapping at both ends. */
function trapTab(event: KeyboardEvent<HTMLDivElement>, panel: HTMLElement): void {
  const items = getFocusable(panel)
  const first = items[0]
  const last = items[items.length - 1]
  const active = activeElementOf(panel)
  const outside = !active || active === panel || !panel.contains(active)
  if (!first || !last) {
    event.preventDefault()
    panel.focus()
  } else if (event.shiftKey && (active === first || outside)) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && (active === last || outside)) {
    event.preventDefault()
    first.focus()
  }
}
