/** A status with its label and tone (colour is never the only signal: the label says it). */
export function StatusBadge({ label, tone }: { label: string; tone: 'ok' | 'wait' | 'bad' | 'off' | 'go' }) {
  return (
    <span className="wal-status" data-tone={tone} part="status">
      {label}
    </span>
  )
}
