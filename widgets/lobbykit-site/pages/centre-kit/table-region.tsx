import { useLayoutEffect, useRef, type ReactNode } from 'react'

/**
 * Names each body cell after its column (`data-label`, the heading's text): a narrow region shows it
 * before the value (records.css), as generated content, so a cell's text stays its value.
 */
function labelCells(table: HTMLTableElement) {
  const heads = [...table.querySelectorAll(':scope > thead > tr:first-child > th')].map((th) =>
    (th.textContent ?? '').trim(),
  )
  for (const row of table.querySelectorAll<HTMLTableRowElement>(':scope > :is(tbody, tfoot) > tr')) {
    let column = 0
    for (const cell of row.cells) {
      const label = cell.colSpan === 1 ? heads[column] : undefined
      if (label) cell.dataset.label = label
      else delete cell.dataset.label
      column += cell.colSpan
    }
  }
}

/**
 * A table in a named, focusable region (keyboard scrolling). Below 600 px of the region's width each
 * row is a card of label and value pairs (records.css), so a phone never scrolls sideways.
 */
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
  const table = useRef<HTMLTableElement>(null)
  // Every render: the rows are the caller's children and change with them.
  useLayoutEffect(() => {
    if (table.current) labelCells(table.current)
  })
  return (
    <div
      className="rec-scroll rec-scroll--cards"
      role="region"
      aria-label={label}
      tabIndex={0}
      part={part}
      aria-busy={busy || undefined}
    >
      <table ref={table} className="rec-table rec-cards">
        {children}
      </table>
    </div>
  )
}
