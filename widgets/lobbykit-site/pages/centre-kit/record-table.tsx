/**
 * The record table both centres draw (MEMBER-7/8/9, AGENT-5..13): a heading row, one row a record,
 * figures right-aligned, in a region that scrolls sideways on a narrow screen; and the query and
 * page a paged record list keeps.
 */
import { useState, type ReactNode } from 'react'
import { TableRegion } from './table-region'

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
}

export function RecordTable<Row>({
  label,
  part,
  busy,
  columns,
  rows,
  rowKey,
  rowData,
}: {
  label: string
  part: string
  busy?: boolean
  columns: Column<Row>[]
  rows: readonly Row[]
  rowKey(row: Row): string | number
  /** The row's `data-*` attributes. */
  rowData?(row: Row): Record<`data-${string}`, string>
}) {
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
        {rows.map((row) => (
          <tr key={rowKey(row)} {...rowData?.(row)}>
            {columns.map((column, i) =>
              column.rowHead ? (
                <th key={i} scope="row">
                  {column.cell(row)}
                </th>
              ) : (
                <td
                  key={i}
                  className={column.num ? 'rec-num' : undefined}
                  dir={column.ltr ? 'ltr' : undefined}
                >
                  {column.cell(row)}
                </td>
              ),
            )}
          </tr>
        ))}
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
