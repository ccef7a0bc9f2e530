// A centre's grouped navigation (MEMBER-CONTRACT.md, spec §2 Agent centre pages): one native select
// with an optgroup a group that shows the open section and goes to the chosen one on change, and a
// side list of the same links under their group names.
import { afterEach, describe, expect, it } from 'vitest'
import { CentreNav } from '../../../../../widgets/lobbykit-site/pages/centre-kit/centre-nav'
import { find, mount, unmountAll } from '../../../../helpers/dom'
import { text } from '../../../../helpers/render-page'
import { act } from 'preact/test-utils'

afterEach(unmountAll)

const GROUPS = [
  {
    id: 'wallet',
    label: 'Wallet',
    items: [
      { id: 'deposit', label: 'Deposit', href: '/member?tab=deposit' },
      { id: 'withdraw', label: 'Withdraw', href: '/member?tab=withdraw' },
    ],
  },
  { id: 'records', label: 'Records', items: [{ id: 'betting-record', label: 'Betting record', href: '/b' }] },
  { id: 'empty', label: 'Nothing built', items: [] },
]

const mountNav = () =>
  mount(
    <CentreNav
      label="Member centre sections"
      pickLabel="Section"
      part="member-nav"
      current="withdraw"
      lead={{ id: 'facts', label: 'My account', href: '/member' }}
      groups={GROUPS}
    />,
  )

describe('centre navigation', () => {
  it('offers the sections in a labelled select, one optgroup a group, showing the open one', async () => {
    const container = await mountNav()
    const nav = find(container, 'nav[part=member-nav]')
    expect(nav.getAttribute('aria-label')).toBe('Member centre sections')
    const select = find<HTMLSelectElement>(container, 'select[part=section-picker]')
    expect(text(container.querySelector(`label[for="${select.id}"]`))).toBe('Section')
    expect(select.value).toBe('withdraw')
    // A group with nothing built is left out.
    expect([...select.querySelectorAll('optgroup')].map((g) => g.label)).toEqual(['Wallet', 'Records'])
    expect([...select.options].map((o) => o.value)).toEqual([
      'facts',
      'deposit',
      'withdraw',
      'betting-record',
    ])
    expect(select.querySelector('optgroup option[value=facts]')).toBe(null)
  })

  it('draws the side list under the group names, the open link marked current', async () => {
    const container = await mountNav()
    const list = find(container, '[part=section-list]')
    const groups = [...list.querySelectorAll('ul')]
    expect(groups.map((ul) => text(list.querySelector(`#${ul.getAttribute('aria-labelledby')}`)))).toEqual([
      'Wallet',
      'Records',
    ])
    expect([...list.querySelectorAll('a')].map((a) => a.getAttribute('data-tab'))).toEqual([
      'facts',
      'deposit',
      'withdraw',
      'betting-record',
    ])
    expect(list.querySelector('[aria-current=page]')?.getAttribute('data-tab')).toBe('withdraw')
  })

  it('goes to the chosen section on change, through its link (the router follows links)', async () => {
    const container = await mountNav()
    const followed: string[] = []
    container.addEventListener('click', (event) => {
      const a = (event.target as Element).closest('a')
      if (a) {
        event.preventDefault()
        followed.push(a.getAttribute('href')!)
      }
    })
    const select = find<HTMLSelectElement>(container, 'select[part=section-picker]')
    await act(() => {
      select.value = 'betting-record'
      select.dispatchEvent(new Event('change', { bubbles: true }))
    })
    expect(followed).toEqual(['/b'])
  })
})
