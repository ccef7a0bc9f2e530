import { useUid } from '../../../kit/use-uid'

/** A labelled native select in the kit's field look: a record filter's, or a wallet form's. */
export function SelectField({
  label,
  value,
  options,
  onChange,
  name,
  look = 'record',
}: {
  label: string
  value: string
  options: [value: string, label: string][]
  onChange(value: string): void
  name: string
  look?: 'record' | 'wallet'
}) {
  const id = useUid('sel')
  return (
    <div className={look === 'record' ? 'lk-field rec-field' : 'lk-field'}>
      <label className="lk-label" htmlFor={id}>
        {label}
      </label>
      <div className="lk-control">
        <select
          id={id}
          name={name}
          className={look === 'record' ? 'lk-input rec-native' : 'lk-input wal-select'}
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
