import type { ReactNode } from 'react'
import { FieldError, RequiredMark } from './field-parts'
import { useUid } from './use-uid'

/** A checkbox with its label to the inline end and an optional linked error. */
export interface CheckboxProps {
  name: string
  /** May hold links (terms and conditions); keep them short. */
  label: ReactNode
  checked: boolean
  onChecked(checked: boolean): void
  error?: string
  required?: boolean
  disabled?: boolean
  part?: string
}

/** A checkbox row (`.lk-check`), error linked by `aria-describedby` like `Field`. */
export function Checkbox(props: CheckboxProps) {
  const { name, label, checked, onChecked, error, required, disabled, part } = props
  const id = useUid('check')
  const errorId = `${id}-error`
  return (
    <div className="lk-check-field" part={part} data-invalid={error ? 'true' : undefined}>
      <div className="lk-check">
        <input
          className="lk-check-input"
          type="checkbox"
          id={id}
          name={name}
          checked={checked}
          disabled={disabled}
          onChange={(event) => onChecked(event.currentTarget.checked)}
          aria-invalid={error ? 'true' : undefined}
          aria-required={required ? 'true' : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <label className="lk-check-label" htmlFor={id}>
          {label}
          <RequiredMark required={required} />
        </label>
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  )
}
