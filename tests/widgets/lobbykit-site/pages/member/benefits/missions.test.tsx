// The missions section against the reference server on the spec's calls (MEMBER-13, MEMBER-35): the
// summary (API-53) gives the cards, each mission's leaderboard (API-54) its own table.
import { describe, expect, it } from 'vitest'
import { fetchMissionLeaderboard, fetchMissions } from '../../../../../../core/api/missions'
import { login } from '../../../../../../core/stores/session'
import Missions from '../../../../../../widgets/lobbykit-site/pages/member/benefits/missions'
import { usePlatform, until } from '../../../../../helpers/platform'
import { renderPage, text } from '../../../../../helpers/render-page'

usePlatform()

describe('missions section (MEMBER-13, MEMBER-35)', () => {
  it('API-53/API-54: shows each mission of the summary and its leaderboard with the member’s rank', async () => {
    await login({ type: 'username', username: 'demo', password: 'Demo1234!' })
    const { list } = await fetchMissions()
    const { container } = renderPage(Missions, { path: '/member' })
    await until(() => expect(container.querySelectorAll('[part=mission]')).toHaveLength(list.length))
    expect([...container.querySelectorAll('[part=mission] h3')].map((h) => text(h))).toEqual(
      list.map((m) => m.title),
    )
    const board = await fetchMissionLeaderboard(3)
    const rows = () => [...container.querySelectorAll('[part=mission-board][data-id="3"] tbody tr')]
    await until(() => expect(rows()).toHaveLength(board.top.length))
    expect(rows().map((r) => text(r.querySelector('th')))).toEqual(
      board.top.map((r) => (r.me ? `${r.name} (you)` : r.name)),
    )
    expect(text(container.querySelector('[part=mission-board][data-id="3"] [part=mission-rank]'))).toBe(
      `Your rank: ${board.me.rank} of ${board.ranked}`,
    )
  })
})
