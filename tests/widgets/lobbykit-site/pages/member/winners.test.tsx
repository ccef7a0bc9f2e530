// The winners list in the member centre against the reference server (MEMBER-24, MEMBER-39, MEMBER-40):
// the winners board's call (API-40), at most 20 rows, the highest winAmount first; a failed call is
// shown with Try again.
import { describe, expect, it } from 'vitest'
import { configure, DEFAULT_CONFIG } from '../../../../../core/config'
import { fetchWinners } from '../../../../../core/api/site'
import { login } from '../../../../../core/stores/session'
import WinnersSection from '../../../../../widgets/lobbykit-site/pages/member/winners/winners'
import { usePlatform, until } from '../../../../helpers/platform'
import { renderPage, text } from '../../../../helpers/render-page'

usePlatform()

const rows = (root: Element) => [...root.querySelectorAll('[part=winners-table] tbody tr')]

describe('winners list section (MEMBER-24)', () => {
  it('MEMBER-39/40: lists at most 20 real wins from the server, highest winAmount first, names masked', async () => {
    await login({ type: 'username', username: 'demo', password: 'Demo1234!' })
    const { list } = await fetchWinners()
    const { container } = renderPage(WinnersSection, { path: '/member' })
    await until(() => expect(rows(container).length).toBeGreaterThan(0))
    const shown = rows(container)
    expect(shown.length).toBe(Math.min(20, list.length))
    const amounts = shown.map((r) => Number(r.getAttribute('data-amount')))
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a))
    expect(shown.map((r) => text(r.querySelector('th')))).toEqual(
      [...list].sort((a, b) => b.vo.winAmount - a.vo.winAmount).map((e) => e.vo.account),
    )
    for (const row of shown) expect(text(row.querySelector('th'))).toMatch(/\*\*\*/)
    expect(text(container.querySelector('caption'))).toBe(`The ${shown.length} biggest wins`)
    expect(text(shown[0]!.querySelector('td'))).toBe('1')
  })

  it('shows a failed call with Try again', async () => {
    configure({ ...DEFAULT_CONFIG, api: 'http://127.0.0.1:9' })
    const { container } = renderPage(WinnersSection, { path: '/member' })
    await until(() => expect(container.querySelector('[role=alert]')).not.toBeNull(), 20_000)
    expect([...container.querySelectorAll('button')].map((b) => text(b))).toContain('Try again')
  }, 30_000)
})
