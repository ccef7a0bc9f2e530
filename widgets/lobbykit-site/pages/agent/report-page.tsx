/**
 * An agent report (AGENT-5..9): the period form and the page's filters, the totals the server summed,
 * the records' table and the page bar; a new query starts again at page 1.
 */
import type { ReactNode } from 'react'
import { pageCount } from '../../../../core/paging'
import { useT } from '../../../kit/use-t'
import { LoadState } from '../../shared/load-state'
import { useLoad } from '../../shared/use-load'
import { RecordPager } from '../centre-kit/record-pager'
import { RecordTable, usePagedQuery, type Column } from '../centre-kit/record-table'
import { Figures, initialAgentQuery, PeriodForm, type AgentQuery } from './agent-ui'

const PAGE_SIZE = 20

/** One page of a report: its records, how many in all, and the totals of the whole period. */
export interface ReportAnswer<Row, Summary> {
  list: Row[]
  total: number
  summary: Summary
}

export function ReportPage<Row, Summary>({
  part,
  load,
  filters,
  totalsPart,
  totals,
  label,
  tablePart,
  columns,
  rowKey,
  rowData,
}: {
  part: string
  load(
    query: AgentQuery,
    paging: { pageNo: number; pageSize: number },
    signal: AbortSignal,
  ): Promise<ReportAnswer<Row, Summary>>
  /** The filters after the period: the member, the game type, a type list. */
  filters?: { account?: boolean; gameType?: boolean; types?: [string, string][] }
  totalsPart: string
  totals(summary: Summary): [key: string, label: string, value: ReactNode][]
  /** The table's name. */
  label: string
  tablePart: string
  columns: Column<Row>[]
  rowKey(row: Row): string | number
  rowData?(row: Row): Record<`data-${string}`, string>
}) {
  const t = useT()
  const { query, page, setPage, apply } = usePagedQuery(() => initialAgentQuery('month'))
  const rows = useLoad(
    (signal) => load(query, { pageNo: page, pageSize: PAGE_SIZE }, signal),
    JSON.stringify([query, page]),
  )
  const d = rows.data
  const list = d?.list ?? []
  return (
    <div className="rec-section" part={part}>
      <PeriodForm query={query} onApply={apply} {...filters} />
      <LoadState state={rows} empty={!list.length} />
      {d && list.length > 0 && (
        <>
          <Figures label={t('agent_totals')} part={totalsPart} items={totals(d.summary)} />
          <RecordTable
            label={label}
            part={tablePart}
            busy={rows.loading}
            rows={list}
            rowKey={rowKey}
            rowData={rowData}
            columns={columns}
          />
          <RecordPager page={page} total={pageCount(d.total, PAGE_SIZE)} onChange={setPage} />
        </>
      )}
    </div>
  )
}
