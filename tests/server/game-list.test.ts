// @vitest-environment node
// The game list is asked for the caller's merchant (API-35): a `merchant` that is not the one of the
// Merchant header is refused; visitors and members (with their token) both get the list.
import { describe, expect, it } from 'vitest'
import { api, login, useServer } from './helpers'

const server = useServer()
const list = (query: string, token?: string) =>
  api(server.url, `/wps/relay/GCSGAME_gameList?${query}`, { modId: 'GAMELO3', token })

describe('game list and the merchant (API-35)', () => {
  it("answers the caller's merchant, to a visitor and to a member with a token", async () => {
    const query = 'clientType=3&platform=WEB&merchant=lobbykit&gameType=RNG&pageNo=1&pageSize=40&language=EN'
    const visitor = await list(query)
    expect(visitor.body).toMatchObject({ success: true, value: { totalPages: 250 } })
    const member = await list(query, await login(server.url, 'demo', 'Demo1234!'))
    expect(member.body.value.games).toEqual(visitor.body.value.games)
  })

  it("refuses another merchant's list", async () => {
    const refused = await list('merchant=other&gameType=RNG&pageNo=1&pageSize=40')
    expect(refused.status).toBe(400)
    expect(refused.body).toMatchObject({ success: false })
    expect(refused.body.message).toContain('merchant')
  })
})
