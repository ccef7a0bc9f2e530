import { useUid } from '../../../kit/use-uid'

/** A labelled native select in the kit's field look. */
export function SelectField({
  label,
  value,
  options,
  onChange,
  name,
}: {
  label: string
  value: string
  options: [value: string, label: string][]
  onChange(value: string): void
  name: string
}) {
  const id = useUid('sel')
  return (
    <div className="lk-field rec-field">
      <label className="lk-label" htmlFor={id}>
        {label}
      </label>
      <div className="lk-control">
        <select
          id={id}
          name={name}
          className="lk-input rec-native"
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
        >
          {options.map(([v, text]) => (
            <option key={v} value={v}>
              {text}
            </option>
          ))}
        </select>
      </div>
    </div>
  )
}
