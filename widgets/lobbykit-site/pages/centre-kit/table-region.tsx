import type { ReactNode } from 'react'

/**
 * A table in a named, focusable region (keyboard scrolling). `cards`: its rows become cards in a
 * narrow region (RecordTable's markup); otherwise the region scrolls sideways when it must.
 */
export function TableRegion({
  label,
  children,
  part,
  busy,
  cards = false,
}: {
  label: string
  children: ReactNode
  part?: string
  busy?: boolean
  cards?: boolean
}) {
  return (
    <div
      className={cards ? 'rec-scroll rec-scroll--cards' : 'rec-scroll'}
      role="region"
      aria-label={label}
      tabIndex={0}
      part={part}
      aria-busy={busy || undefined}
    >
      <table className={cards ? 'rec-table rec-cards' : 'rec-table'}>{children}</table>
    </div>
  )
}
