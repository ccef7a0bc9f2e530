import { useState, type HTMLAttributes, type MouseEvent, type ReactNode, type Ref } from 'react'
import { Button } from './button'
import { classNames } from './class-names'
import { EyeIcon, EyeOffIcon } from './icons'
import { useT } from './use-t'
import { FieldError, RequiredMark } from './field-parts'
import { useUid } from './use-uid'

/** A labelled text input with hint, error and optional adornments. */
export interface FieldProps {
  /** The payload field name of spec §3 (`username`, `mobileNum` …). */
  name: string
  label: ReactNode
  value: string
  onValue(value: string): void
  type?: 'text' | 'password' | 'email' | 'tel' | 'number' | 'search' | 'url'
  /** Message from the catalogue; marks the input invalid and is linked by `aria-describedby`. */
  error?: string
  hint?: ReactNode
  /** Visual `*` and `aria-required`; no native `required`, so the browser's own bubbles never show. */
  required?: boolean
  autoComplete?: string
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode']
  maxLength?: number
  placeholder?: string
  /** Adds the show/hide toggle at the input's end (LOGIN-5). */
  revealable?: boolean
  /** Content inside the input box before the input (a country-code picker). */
  start?: ReactNode
  /** Content inside the input box after the input (a send-code button, a captcha image). */
  end?: ReactNode
  disabled?: boolean
  part?: string
  inputRef?: Ref<HTMLInputElement>
  onBlur?(): void
}

/** Keeps focus in the input when the show/hide toggle is pressed with a pointer (LOGIN-5). */
function keepInputFocus(event: MouseEvent<HTMLButtonElement>): void {
  event.preventDefault()
}

/** A form field: `<label for>`, `<input>`, hint and error linked by `aria-describedby`. */
export function Field(props: FieldProps) {
  const { name, label, value, onValue, type = 'text', error, hint, required, revealable, start, end } = props
  const t = useT()
  const id = useUid('field')
  const [revealed, setRevealed] = useState(false)
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ')
  // LOGIN-5: only the type changes, so the same <input> keeps its value, caret and focus.
  const inputType = revealable && revealed ? 'text' : type

  return (
    <div className="lk-field" part={props.part} data-invalid={error ? 'true' : undefined}>
      <label className="lk-label" htmlFor={id}>
        {label}
        <RequiredMark required={required} />
      </label>
      <div className={classNames('lk-control', props.disabled && 'lk-control--disabled')}>
        {start && <div className="lk-control-start">{start}</div>}
        <input
          ref={props.inputRef}
          className="lk-input"
          id={id}
          name={name}
          type={inputType}
          value={value}
          onChange={(event) => onValue(event.currentTarget.value)}
          onBlur={props.onBlur ? () => props.onBlur?.() : undefined}
          autoComplete={props.autoComplete}
          inputMode={props.inputMode}
          maxLength={props.maxLength}
          placeholder={props.placeholder}
          disabled={props.disabled}
          autoCapitalize="none"
          spellCheck={false}
          aria-invalid={error ? 'true' : undefined}
          aria-required={required ? 'true' : undefined}
          aria-describedby={describedBy || undefined}
        />
        {revealable && (
          <Button
            variant="icon"
            className="lk-reveal"
            aria-label={t('show_password')}
            aria-pressed={revealed}
            aria-controls={id}
            disabled={props.disabled}
            onMouseDown={keepInputFocus}
            onClick={() => setRevealed((shown) => !shown)}
          >
            {revealed ? <EyeOffIcon /> : <EyeIcon />}
          </Button>
        )}
        {end && <div className="lk-control-end">{end}</div>}
      </div>
      {hint && (
        <p className="lk-hint" id={hintId}>
          {hint}
        </p>
      )}
      <FieldError id={errorId} error={error} />
    </div>
  )
}
