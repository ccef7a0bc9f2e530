// The player rank section against the reference server (MEMBER-16): the top players by turnover with
// masked names and the member's own row, per period; a refused call is shown with Try again.
import { describe, expect, it } from 'vitest'
import { fetchPlayerRank } from '../../../../../core/api/player-rank'
import { $session, login } from '../../../../../core/stores/session'
import PlayerRankSection from '../../../../../widgets/lobbykit-site/pages/member/rank/rank'
import { usePlatform, until } from '../../../../helpers/platform'
import { renderPage, text } from '../../../../helpers/render-page'

usePlatform()

const rows = (root: Element) => [...root.querySelectorAll('[part=rank-table] tbody tr')]
const names = (root: Element) => rows(root).map((r) => text(r.querySelector('th')))

describe('player rank section (MEMBER-16)', () => {
  it("shows today's top players with masked names, the member's own row and rank, and another period on request", async () => {
    await login({ type: 'username', username: 'demo', password: 'Demo1234!' })
    const today = await fetchPlayerRank('DAY')
    const { container } = renderPage(PlayerRankSection, { path: '/member' })
    await until(() => expect(rows(container)).toHaveLength(today.top.length))
    expect(names(container)).toEqual(today.top.map((r) => (r.me ? `${r.name} (you)` : r.name)))
    expect(text(container.querySelector('[part=rank-table] caption'))).toMatch(
      /^Top players by turnover, Today/,
    )
    expect(text(container.querySelector('[part=rank-mine]'))).toMatch(
      new RegExp(`^Your rank: ${today.me.rank} of ${today.ranked}, turnover Rs [\\d,]+\\.\\d{2}$`),
    )
    const month = await fetchPlayerRank('MONTH')
    const select = container.querySelector('select[name=period]') as HTMLSelectElement
    select.value = 'MONTH'
    select.dispatchEvent(new Event('change', { bubbles: true }))
    await until(() => expect(text(container.querySelector('caption'))).toMatch(/This month/))
    expect(names(container)).toEqual(month.top.map((r) => (r.me ? `${r.name} (you)` : r.name)))
    expect(container.querySelector('tr[aria-current=true] th')?.textContent).toBe('de***o (you)')
  })

  it('shows the refusal of a visitor with Try again', async () => {
    $session.set({ ...$session.get(), status: 'loggedOut' })
    const { container } = renderPage(PlayerRankSection, { path: '/member' })
    await until(() => expect(container.querySelector('[role=alert]')).not.toBeNull())
    expect(container.querySelector('[part=rank-table]')).toBeNull()
    expect([...container.querySelectorAll('button')].map((b) => text(b))).toContain('Try again')
  })
})
