// @vitest-environment node
// API-37, LOBBY-21: the vendor game types call answers category entries (gameCategory and its
// vendors, each with vassalage and gameType) for a member's token, and refuses a call without one.
import { describe, expect, it } from 'vitest'
import { api, login, useServer } from './helpers'

const server = useServer()
const PATH = '/wps/relay/GCSGAME_getVassGameType'

describe('vendor game types (API-37, LOBBY-21)', () => {
  it('answers each category with its vendors, and a vendor under every type it has games of', async () => {
    const token = await login(server.url, 'demo', 'Demo1234!')
    const { body } = await api(server.url, PATH, { token, modId: 'COMM3' })
    expect(body.success).toBe(true)
    const entries = body.value as {
      gameCategory: string
      vendors: { vassalage: string; gameType: string }[]
    }[]
    expect(entries.length).toBeGreaterThan(1)
    for (const entry of entries) {
      expect(entry.vendors.length).toBeGreaterThan(0)
      expect(entry.vendors.every((vendor) => vendor.gameType === entry.gameCategory)).toBe(true)
    }
    const typesOf = (code: string) =>
      entries.filter((entry) => entry.vendors.some((v) => v.vassalage === code)).map((e) => e.gameCategory)
    expect(typesOf('PG')).toEqual(['RNG', 'FISH'])
    // Each type a vendor is listed under has that vendor's games in the game list, and only those.
    for (const gameType of typesOf('PG')) {
      const list = await api(
        server.url,
        `/wps/relay/GCSGAME_gameList?gameType=${gameType}&vassalage=PG&pageNo=1&pageSize=40`,
        { modId: 'GAMELO3' },
      )
      const games = list.body.value.games as { gameType: string; vassalage: string }[]
      expect(games.length).toBeGreaterThan(0)
      expect(games.every((g) => g.gameType === gameType && g.vassalage === 'PG')).toBe(true)
    }
  })

  it('refuses a call without a token or with a bad one (401)', async () => {
    expect((await api(server.url, PATH, { modId: 'COMM3' })).status).toBe(401)
    expect((await api(server.url, PATH, { modId: 'COMM3', token: 'not-a-token' })).status).toBe(401)
  })
})
