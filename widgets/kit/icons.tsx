// Inline icons drawn with CSS (`.lk-icon`: stroke currentColor); always hidden from assistive tech.

/** × : closes a modal or dismisses a toast. */
export function CloseIcon() {
  return (
    <svg className="lk-icon" viewBox="0 0 24 24" aria-hidden="true">
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  )
}

/** An open eye: the password is hidden, press to show it (LOGIN-5). */
export function EyeIcon() {
  return (
    <svg className="lk-icon" viewBox="0 0 24 24" aria-hidden="true">
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
    </svg>
  )
}

/** A struck-through eye: the password is shown, press to hide it (LOGIN-5). */
export function EyeOffIcon() {
  return (
    <svg className="lk-icon" viewBox="0 0 24 24" aria-hidden="true">
      <path d="M3 3l18 18M10.6 5.1A10 10 0 0 1 12 5c6.4 0 10 7 10 7a17 17 0 0 1-3.2 4.1" />
      <path d="M6.6 6.6A17 17 0 0 0 2 12s3.6 7 10 7a9.7 9.7 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2" />
    </svg>
  )
}

/** Two circling arrows: fetch a new captcha image (VAL-60). */
export function RefreshIcon() {
  return (
    <svg className="lk-icon" viewBox="0 0 24 24" aria-hidden="true">
      <path d="M20 11a8 8 0 0 0-14.3-4.9L4 8M4 4v4h4M4 13a8 8 0 0 0 14.3 4.9L20 16M20 20v-4h-4" />
    </svg>
  )
}

/** The tone of a dialog or toast. */
export type Tone = 'info' | 'warning' | 'error' | 'success'

/** A circle with i, !, × or ✓ for a dialog's tone (POP-12: the generic modal shows an icon). */
export function ToneIcon({ tone }: { tone: Tone }) {
  const mark = {
    info: 'M12 11v6M12 7.5v.5',
    warning: 'M12 7v6M12 16.5v.5',
    error: 'M9 9l6 6M15 9l-6 6',
    success: 'M8 12.5l2.5 2.5L16 9.5',
  }[tone]
  return (
    <svg className="lk-icon lk-icon--tone" data-tone={tone} viewBox="0 0 24 24" aria-hidden="true">
      <circle cx="12" cy="12" r="10" />
      <path d={mark} />
    </svg>
  )
}
