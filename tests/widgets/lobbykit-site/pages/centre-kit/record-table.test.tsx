// The centres' record table (MEMBER-7/8/9, AGENT-5..13): a named, focusable region that scrolls
// sideways, a heading row, one row a record with its data attributes, figures right-aligned.
import { describe, expect, it } from 'vitest'
import { RecordTable } from '../../../../../widgets/lobbykit-site/pages/centre-kit/record-table'
import { mount } from '../../../../helpers/dom'
import { text } from '../../../../helpers/render-page'

const ROWS = [
  { id: 1, day: 'Mon', span: '1 – 2', amount: 5 },
  { id: 2, day: 'Tue', span: '3 – 4', amount: 7 },
]

describe('record table', () => {
  it('draws the heading row, a row a record and the cells each column asks for', async () => {
    const container = await mount(
      <RecordTable
        label="Income"
        part="income-table"
        busy
        rows={ROWS}
        rowKey={(r) => r.id}
        rowData={(r) => ({ 'data-day': r.day })}
        columns={[
          { head: 'Day', rowHead: true, cell: (r) => r.day },
          { head: 'Span', ltr: true, cell: (r) => r.span },
          { head: 'Amount', num: true, cell: (r) => r.amount },
        ]}
      />,
    )
    const region = container.querySelector('[part=income-table]')!
    expect(region.getAttribute('role')).toBe('region')
    expect(region.getAttribute('aria-label')).toBe('Income')
    expect(region.getAttribute('tabindex')).toBe('0')
    expect(region.getAttribute('aria-busy')).toBe('true')
    const heads = [...region.querySelectorAll('thead th')]
    expect(heads.map((th) => text(th))).toEqual(['Day', 'Span', 'Amount'])
    expect(heads.map((th) => th.getAttribute('scope'))).toEqual(['col', 'col', 'col'])
    expect(heads.map((th) => th.className)).toEqual(['', '', 'rec-num'])
    const rows = [...region.querySelectorAll('tbody tr')]
    expect(rows.map((tr) => tr.getAttribute('data-day'))).toEqual(['Mon', 'Tue'])
    const first = rows[0]!
    expect(first.querySelector('th')?.getAttribute('scope')).toBe('row')
    expect(text(first.querySelector('th'))).toBe('Mon')
    const cells = [...first.querySelectorAll('td')]
    expect(cells.map((td) => text(td))).toEqual(['1 – 2', '5'])
    expect(cells.map((td) => td.getAttribute('dir'))).toEqual(['ltr', null])
    expect(cells.map((td) => td.className)).toEqual(['', 'rec-num'])
  })
})
