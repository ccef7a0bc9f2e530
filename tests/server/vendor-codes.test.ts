// @vitest-environment node
// The reference server's side of spec §3 Vendor codes: a combined vendor's games through a vendor
// list (LOBBY-25, checked on the server), and the image variants it serves as the image CDN
// (LOBBY-24: no LOTT image, ELOTT instead; LOBBY-26: six variants per vendor and game type).
import { describe, expect, it } from 'vitest'
import { api, useServer } from './helpers'

const server = useServer()
const list = (query: string) => api(server.url, `/wps/relay/GCSGAME_gameList?${query}`, { modId: 'GAMELO3' })
const vendorsOf = (games: { vassalage: string }[]) => [...new Set(games.map((g) => g.vassalage))].sort()

describe('a combined vendor (LOBBY-25)', () => {
  it('lists the games of every code in a vassalage list, and only theirs', async () => {
    const both = await list('gameType=LOTT&vassalage=TCG_SEA,TCG_LOTTO_VN&pageSize=100')
    expect(vendorsOf(both.body.value.games)).toEqual(['TCG_LOTTO_VN', 'TCG_SEA'])
    const one = await list('gameType=LOTT&vassalage=TCG_SEA&pageSize=100')
    expect(both.body.value.total).toBeGreaterThan(one.body.value.total)
    const bti = await list('gameType=SPORTS&vassalage=BTI,BTI_VS')
    expect(vendorsOf(bti.body.value.games)).toEqual(['BTI', 'BTI_VS'])
    const hot = await api(server.url, '/wps/relay/GCSGAME_hotGamesV2?vassalage=BTI,BTI_VS', {
      modId: 'GAMELOHOT3',
    })
    expect(hot.body.value.list).toHaveLength(1) // the seed's one hot BTI game
    expect(hot.body.value.list.every((g: { vassalage: string }) => g.vassalage.startsWith('BTI'))).toBe(true)
  })

  it('answers 400 when any code of the list is unknown', async () => {
    const bad = await list('vassalage=TCG_SEA,NOPE')
    expect(bad.status).toBe(400)
    expect(bad.body.message).toMatch(/NOPE/)
  })

  it('offers both BTI codes in the sports lane (the client merges them)', async () => {
    const { body } = await api(server.url, '/wps/relay/GCSGAME_newGameVendor')
    const sports = body.value.data.lanes.find((lane: { title: string }) => lane.title === 'SPORTS')
    expect(sports.cards.map((c: { vassalage: string }) => c.vassalage)).toEqual(['BTI', 'BTI_VS'])
  })
})

describe('vendor and game-type images (LOBBY-24, LOBBY-26)', () => {
  const icon = (path: string) => fetch(`${server.url}/demo/games/icons/${path}`)

  it('names the image CDN in the system status', async () => {
    const { body } = await api(server.url, '/wps/system/status')
    expect(body.value.info.imageCDNs).toEqual([`${server.url}/demo/games/icons`])
  })

  it('serves the six variants of a vendor and of a game type as SVG', async () => {
    const seen = new Set<string>()
    for (const variant of ['small', 'small-active', 'list-white', 'list-color', 'list-purple', 'nav']) {
      for (const path of [`vendor/PG/${variant}.svg`, `type/RNG/${variant}.svg`]) {
        const res = await icon(path)
        expect(res.status, path).toBe(200)
        expect(res.headers.get('content-type')).toBe('image/svg+xml')
        const svg = await res.text()
        expect(svg).toContain(`data-variant="${variant}"`)
        seen.add(svg)
      }
    }
    expect(seen.size).toBe(12)
  })

  it('has ELOTT images and none for LOTT; the combined TCG and BTI have their own; unknown codes are 404', async () => {
    expect((await icon('vendor/ELOTT/small.svg')).status).toBe(200)
    expect((await icon('type/ELOTT/nav.svg')).status).toBe(200)
    expect((await icon('vendor/LOTT/small.svg')).status).toBe(404)
    expect((await icon('type/LOTT/nav.svg')).status).toBe(404)
    expect((await icon('vendor/TCG/small-active.svg')).status).toBe(200)
    expect((await icon('vendor/BTI/list-white.svg')).status).toBe(200)
    expect((await icon('vendor/NOPE/small.svg')).status).toBe(404)
    expect((await icon('vendor/PG/huge.svg')).status).toBe(404)
  })
})
