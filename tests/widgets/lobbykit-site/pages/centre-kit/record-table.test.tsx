// The centres' record table (MEMBER-7/8/9, AGENT-5..13): a named, focusable region, a heading row,
// one row a record with its data attributes, figures right-aligned; each cell also carries its
// column's label and priority, which a narrow region draws as a card (records.css).
import { describe, expect, it } from 'vitest'
import { RecordTable } from '../../../../../widgets/lobbykit-site/pages/centre-kit/record-table'
import { TableRegion } from '../../../../../widgets/lobbykit-site/pages/centre-kit/table-region'
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
        rowCurrent={(r) => r.id === 2}
        columns={[
          { head: 'Day', rowHead: true, cell: (r) => r.day },
          { head: 'Span', ltr: true, cell: (r) => r.span },
          { head: 'Amount', num: true, priority: 1, cell: (r) => r.amount },
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
    expect(rows.map((tr) => tr.getAttribute('aria-current'))).toEqual([null, 'true'])
    const first = rows[0]!
    expect(first.querySelector('th')?.getAttribute('scope')).toBe('row')
    expect(text(first.querySelector('th'))).toBe('Mon')
    const cells = [...first.querySelectorAll('td:not(.rec-more)')]
    expect(cells.map((td) => text(td))).toEqual(['1 – 2', '5'])
    expect(cells.map((td) => td.querySelector('.rec-cell-value')?.getAttribute('dir'))).toEqual(['ltr', null])
    expect(cells.map((td) => td.className)).toEqual(['', 'rec-num'])
  })

  it('marks every cell up for its card: the column label (from the heading row), the value, the priority that orders it', async () => {
    const container = await mount(
      <RecordTable
        label="Bets"
        part="bet-table"
        rows={ROWS}
        rowKey={(r) => r.id}
        columns={[
          { head: 'Day', priority: 1, cell: (r) => r.day },
          { head: 'Span', cell: (r) => r.span },
          { head: 'Amount', num: true, priority: 2, cell: (r) => r.amount },
        ]}
      />,
    )
    expect(container.querySelector('table')?.classList.contains('rec-cards')).toBe(true)
    const cells = [...container.querySelectorAll('tbody tr:first-child td:not(.rec-more)')]
    // The label is the heading's text, drawn before the value as generated content: the cell's text
    // stays its value.
    expect(cells.map((td) => td.getAttribute('data-label'))).toEqual(['Day', 'Span', 'Amount'])
    expect(cells.map((td) => text(td))).toEqual(['Mon', '1 – 2', '5'])
    expect(cells.map((td) => td.getAttribute('data-priority'))).toEqual(['1', null, '2'])
  })

  it('keeps a card’s other columns behind Details, opened and closed by tap per row (aria-expanded)', async () => {
    const container = await mount(
      <RecordTable
        label="Bets"
        part="bet-table"
        rows={ROWS}
        rowKey={(r) => r.id}
        columns={[
          { head: 'Day', priority: 1, cell: (r) => r.day },
          { head: 'Span', cell: (r) => r.span },
          { head: 'Amount', num: true, priority: 2, cell: (r) => r.amount },
        ]}
      />,
    )
    const rows = [...container.querySelectorAll('tbody tr')]
    // records.css hides [data-detail] in a card whose row is not [data-open].
    expect([...rows[0]!.querySelectorAll('td')].map((td) => td.hasAttribute('data-detail'))).toEqual([
      false,
      true,
      false,
      false,
    ])
    const toggle = rows[0]!.querySelector<HTMLButtonElement>('.rec-more button')!
    expect(text(toggle)).toBe('Details')
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    toggle.click()
    await Promise.resolve()
    await new Promise((resolve) => setTimeout(resolve))
    expect(rows[0]!.hasAttribute('data-open')).toBe(true)
    expect(rows[1]!.hasAttribute('data-open')).toBe(false)
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    expect(text(toggle)).toBe('Fewer details')
    toggle.click()
    await new Promise((resolve) => setTimeout(resolve))
    expect(rows[0]!.hasAttribute('data-open')).toBe(false)
  })

  it('shows every column of a table without leading columns: nothing is folded away', async () => {
    const container = await mount(
      <RecordTable
        label="Days"
        part="day-table"
        rows={ROWS}
        rowKey={(r) => r.id}
        columns={[
          { head: 'Day', cell: (r) => r.day },
          { head: 'Span', cell: (r) => r.span },
        ]}
      />,
    )
    expect(container.querySelector('[data-detail], .rec-more')).toBeNull()
  })

  it('labels a hand-written table’s cells from its heading row, skipping a cell that spans columns', async () => {
    const container = await mount(
      <TableRegion label="Levels" part="levels">
        <thead>
          <tr>
            <th scope="col">Level</th>
            <th scope="col">Deposit</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">Gold</th>
            <td>Rs 10</td>
          </tr>
          <tr>
            <td colSpan={2}>No more</td>
          </tr>
        </tbody>
      </TableRegion>,
    )
    const rows = [...container.querySelectorAll('tbody tr')]
    expect([...rows[0]!.children].map((c) => c.getAttribute('data-label'))).toEqual(['Level', 'Deposit'])
    expect(rows[1]!.children[0]!.getAttribute('data-label')).toBe(null)
  })
})
