/**
 * The generic modal (POP-12…16) for server-driven messages: an icon, a title, a sanitised HTML body
 * (ServerHtml, C-7), buttons; a cover click closes unless `closeOnCover` is false, an optional
 * auto-close, 200 × 200 unless asked otherwise (POP-15: `width`, `height`; the height grows with the
 * content) and shown 100 ms after it is asked for. `lobbykit('showModal', …)`
 * and the notice call's popup messages open it; a chunk of its own, imported on first use, so the
 * shared runtime carries only the import (DESIGN "Budgets").
 */
import { useEffect, useRef, useState, type CSSProperties } from 'react'
import { createRoot } from 'react-dom/client'
import { useStore } from '@nanostores/react'
import { $locale } from '../../core/stores/locale'
import { $theme } from '../../core/stores/theme'
import type { LobbykitModal } from '../../loader/command-types'
import { Button } from './button'
import { ToneIcon } from './icons'
import kitCss from './kit.css?raw'
import { Modal } from './modal'
import { ServerHtml } from './server-html'
import { useAdoptedCss } from './use-adopted-css'
import { useDirection, useT } from './use-t'
import { useUid } from './use-uid'

/** POP-15: the generic modal's default size, in px. */
export const GENERIC_MODAL_SIZE = 200

/** POP-15: the panel takes the asked width from 480 px (below, the kit's full-width sheet) and height. */
const SIZE_CSS = `.lk-modal-panel[part~='message-modal']{min-height:min(var(--lk-modal-h),100%)}
@media (min-width:480px){.lk-modal-panel[part~='message-modal']{width:var(--lk-modal-w);min-width:0;max-width:100%}}`

/** POP-16: the generic modal shows this long after it is asked for. */
export const GENERIC_MODAL_DELAY_MS = 100

const TONES = ['info', 'success', 'warning', 'error'] as const

interface Choice {
  label: string
  value: string
  primary: boolean
}

/** The buttons as asked for; one OK (value `ok`) when none are. */
function choicesOf(buttons: LobbykitModal['buttons'], ok: string): Choice[] {
  const list = (buttons ?? []).map((b, i, all) =>
    typeof b === 'string'
      ? { label: b, value: b, primary: i === all.length - 1 }
      : { label: b.label, value: b.value ?? b.label, primary: b.primary ?? i === all.length - 1 },
  )
  return list.length ? list : [{ label: ok, value: 'ok', primary: true }]
}

interface Props {
  options: LobbykitModal
  /** The chosen button's value, or null when closed otherwise (×, Escape, cover, auto-close). */
  onDone(choice: string | null): void
}

export function MessageModal({ options, onDone }: Props) {
  const t = useT()
  const theme = useStore($theme)
  const lang = useStore($locale)
  const dir = useDirection()
  const rootRef = useRef<HTMLDivElement>(null)
  const inlineCss = useAdoptedCss(rootRef, kitCss)
  const inlineSize = useAdoptedCss(rootRef, SIZE_CSS)
  const size = {
    '--lk-modal-w': `${options.width ?? GENERIC_MODAL_SIZE}px`,
    '--lk-modal-h': `${options.height ?? GENERIC_MODAL_SIZE}px`,
  } as CSSProperties
  const bodyId = useUid('message-body')
  const [open, setOpen] = useState(true)
  // POP-16: the modal is in the page only once its delay has passed (its cover, focus and timer too).
  const [waited, setWaited] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => setWaited(true), GENERIC_MODAL_DELAY_MS)
    return () => clearTimeout(timer)
  }, [])
  const finish = (choice: string | null) => {
    setOpen(false)
    onDone(choice)
  }
  const tone = TONES.find((x) => x === options.icon)
  return (
    <div
      ref={rootRef}
      className="lk-root"
      data-theme={theme}
      dir={dir}
      lang={lang.toLowerCase()}
      style={size}
    >
      {inlineCss && <style>{kitCss}</style>}
      {inlineSize && <style>{SIZE_CSS}</style>}
      <Modal
        open={open && waited}
        title={options.title}
        onClose={() => finish(null)}
        closeOnCover={options.closeOnCover ?? true}
        autoCloseMs={options.autoCloseMs}
        part="message-modal"
        describedBy={options.html ? bodyId : undefined}
        icon={tone && <ToneIcon tone={tone} />}
        footer={
          <div className="lk-actions">
            {choicesOf(options.buttons, t('ok')).map((choice, i) => (
              <Button
                key={`${i}:${choice.value}`}
                variant={choice.primary ? 'primary' : 'secondary'}
                part="message-button"
                data-value={choice.value}
                data-autofocus={i === 0 ? '' : undefined}
                onClick={() => finish(choice.value)}
              >
                {choice.label}
              </Button>
            ))}
          </div>
        }
      >
        {options.html && <ServerHtml className="lk-html" id={bodyId} html={options.html} />}
      </Modal>
    </div>
  )
}

/** Checks what a host page passed (`lobbykit('showModal', …)`): a title, buttons with labels. */
function checkOptions(options: LobbykitModal): void {
  const fail = (why: string) => {
    throw new TypeError(`[lobbykit] showModal: ${why}`)
  }
  if (!options || typeof options.title !== 'string' || !options.title.trim()) fail('a title is required')
  if (options.html !== undefined && typeof options.html !== 'string') fail('html must be a string')
  if (options.buttons !== undefined && !Array.isArray(options.buttons)) fail('buttons must be a list')
  for (const side of ['width', 'height'] as const) {
    const px = options[side]
    if (px !== undefined && !(typeof px === 'number' && px > 0 && px < 10_000))
      fail(`${side} must be a number of pixels`)
  }
  for (const b of options.buttons ?? [])
    if (typeof b !== 'string' && typeof b?.label !== 'string') fail('every button needs a label')
}

/**
 * Opens the generic modal over the page, in a shadow root of its own on `document.body`, and answers
 * the chosen button's value (null when closed without one). The host is removed when it closes.
 */
export function showModal(options: LobbykitModal): Promise<string | null> {
  checkOptions(options)
  return new Promise((resolve) => {
    const host = document.createElement('div')
    host.setAttribute('data-lobbykit-modal', '')
    const root = createRoot(host.attachShadow({ mode: 'open' }))
    document.body.append(host)
    const done = (choice: string | null) => {
      resolve(choice)
      // After this event: the modal's teardown (focus back, scroll unlocked) runs as it unmounts.
      setTimeout(() => {
        root.unmount()
        host.remove()
      })
    }
    root.render(<MessageModal options={options} onDone={done} />)
  })
}
