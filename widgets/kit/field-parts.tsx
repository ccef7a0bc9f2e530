/** The visual `*` of a required field; the input itself carries aria-required. */
export function RequiredMark({ required }: { required?: boolean }) {
  return required ? (
    <span className="lk-required" aria-hidden="true">
      *
    </span>
  ) : null
}

/** A field's error text, linked from its control by `aria-describedby` (DESIGN: field errors). */
export function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p className="lk-error" id={id}>
      {error}
    </p>
  ) : null
}
