import type { ReactNode } from 'react'

/** A table that scrolls sideways on a narrow screen: a named, focusable region (keyboard scrolling). */
export function TableRegion({
  label,
  children,
  part,
  busy,
}: {
  label: string
  children: ReactNode
  part?: string
  busy?: boolean
}) {
  return (
    <div
      className="rec-scroll"
      role="region"
      aria-label={label}
      tabIndex={0}
      part={part}
      aria-busy={busy || undefined}
    >
      <table className="rec-table">{children}</table>
    </div>
  )
}
