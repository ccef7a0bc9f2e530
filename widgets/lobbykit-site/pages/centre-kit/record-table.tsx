/**
 * The record table both centres draw (MEMBER-7/8/9, AGENT-5..13): a heading row, one row a record,
 * figures right-aligned; below 600 px of its own width each row is a card (records.css) that leads
 * with the columns of `priority` 1..3 (date, the signed amount, status); the rest are the card's
 * details, shown as label and value on tap (Details), so nothing scrolls sideways. And the query and
 * page a paged record list keeps.
 */
import { useState, type ReactNode } from 'react'
import { Button } from '../../../kit/button'
import { useT } from '../../../kit/use-t'
import { TableRegion } from './table-region'
import './en'

/** A column: its heading and each row's cell. */
export interface Column<Row> {
  head: ReactNode
  cell(row: Row): ReactNode
  /** A figure: right-aligned (`rec-num`). */
  num?: boolean
  /** Read left to right in any language (a span of times). */
  ltr?: boolean
  /** The cell names its row (`th scope=row`). */
  rowHead?: boolean
  /** As a card: shown first (1, then 2, then 3) and in bold; the other columns follow in order. */
  priority?: 1 | 2 | 3
}

export function RecordTable<Row>({
  label,
  part,
  busy,
  columns,
  rows,
  rowKey,
  rowData,
  rowCurrent,
}: {
  label: string
  part: string
  busy?: boolean
  columns: Column<Row>[]
  rows: readonly Row[]
  rowKey(row: Row): string | number
  /** The row's `data-*` attributes. */
  rowData?(row: Row): Record<`data-${string}`, string>
  /** The row that is the member's own (aria-current), such as the member's VIP level. */
  rowCurrent?(row: Row): boolean
}) {
  const t = useT()
  // A card with leading columns keeps the others behind its Details button (records.css hides the
  // button, and shows every column, in a wide region).
  const folds = columns.some((column) => column.priority)
  const [open, setOpen] = useState<ReadonlySet<string | number>>(() => new Set())
  const toggle = (key: string | number) => {
    const next = new Set(open)
    if (!next.delete(key)) next.add(key)
    setOpen(next)
  }
  return (
    <TableRegion label={label} part={part} busy={busy}>
      <thead>
        <tr>
          {columns.map((column, i) => (
            <th key={i} scope="col" className={column.num ? 'rec-num' : undefined}>
              {column.head}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const key = rowKey(row)
          const expanded = open.has(key)
          return (
            <tr
              key={key}
              {...rowData?.(row)}
              aria-current={rowCurrent?.(row) || undefined}
              data-open={folds && expanded ? '' : undefined}
            >
              {columns.map((column, i) => {
                const content = (
                  // A narrow region shows the column's label before it (TableRegion's data-label).
                  <span className="rec-cell-value" dir={column.ltr ? 'ltr' : undefined}>
                    {column.cell(row)}
                  </span>
                )
                const priority = column.priority ? String(column.priority) : undefined
                const detail = folds && !priority ? '' : undefined
                return column.rowHead ? (
                  <th key={i} scope="row" data-priority={priority} data-detail={detail}>
                    {content}
                  </th>
                ) : (
                  <td
                    key={i}
                    className={column.num ? 'rec-num' : undefined}
                    data-priority={priority}
                    data-detail={detail}
                  >
                    {content}
                  </td>
                )
              })}
              {folds && (
                <td className="rec-more">
                  <Button variant="link" aria-expanded={expanded} onClick={() => toggle(key)}>
                    {t(expanded ? 'rec_details_hide' : 'rec_details')}
                  </Button>
                </td>
              )}
            </tr>
          )
        })}
      </tbody>
    </TableRegion>
  )
}

/** A paged list's query and page: a new query starts again at page 1. */
export function usePagedQuery<Q>(initial: () => Q) {
  const [query, setQuery] = useState(initial)
  const [page, setPage] = useState(1)
  const apply = (next: Q) => {
    setQuery(next)
    setPage(1)
  }
  return { query, page, setPage, apply }
}
