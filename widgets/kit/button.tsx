import type { ComponentProps } from 'react'
import { classNames } from './class-names'

/** How a button looks: filled accent, outlined, inline link or a square 44 px icon. */
export type ButtonVariant = 'primary' | 'secondary' | 'link' | 'icon'

/** Everything a `<button>` takes, plus the kit's look and a busy state. */
export interface ButtonProps extends Omit<ComponentProps<'button'>, 'type'> {
  /** Defaults to `secondary`; one `primary` per form. */
  variant?: ButtonVariant
  /** Work in progress: sets `aria-busy`, shows a spinner and disables the button. */
  busy?: boolean
  /** Always explicit, `button` by default: a widget must never submit a host page's form. */
  type?: 'button' | 'submit' | 'reset'
  /** `part=` name for `::part()` styling by the operator. */
  part?: string
}

/** The kit's button (`.lk-button .lk-button--<variant>`); icon buttons need an `aria-label`. */
export function Button({
  variant = 'secondary',
  busy = false,
  type = 'button',
  className,
  disabled,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={classNames('lk-button', `lk-button--${variant}`, className)}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
    >
      {busy && <span className="lk-spinner lk-spinner--inline" aria-hidden="true" />}
      {children}
    </button>
  )
}
