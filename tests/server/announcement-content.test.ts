// @vitest-environment node
// API-64: an announcement's content by id. A notice (PL) answers anyone; a popup announcement only
// its audience (A: a member, B: a visitor); nothing before its start date, nothing unknown.
import { describe, expect, it } from 'vitest'
import { api, demo, login, useServer } from './helpers'

const server = useServer()
const content = (id: number | string, token?: string) =>
  api(server.url, `/wps/relay/MCSFE_getAnnouncementContent?id=${id}`, { modId: 'COMM3', token })
const add = (body: object) => demo(server.url, 'POST', '/demo/api/notices', body)

describe('announcement content by id (API-64)', () => {
  it("answers a notice's title and content to anyone", async () => {
    const { id } = await add({ type: 'PL', title: 'Deposit bonus', content: '<p>Double it <b>today</b></p>' })
    const { body } = await content(id)
    expect(body).toMatchObject({
      success: true,
      value: { id, title: 'Deposit bonus', content: '<p>Double it <b>today</b></p>' },
    })
  })

  it("answers a members' announcement to a member only, and nothing before its start or unknown", async () => {
    const { id } = await add({ type: 'PU', title: 'VIP week', content: '<p>For members</p>', execution: 'A' })
    expect((await content(id)).body).toMatchObject({ success: false, errorCode: 'NO_DATA' })
    const token = await login(server.url, 'demo', 'Demo1234!')
    expect((await content(id, token)).body.value.content).toBe('<p>For members</p>')
    const later = await add({ type: 'PL', title: 'Soon', content: 'x', startDate: Date.now() + 3_600_000 })
    expect((await content(later.id)).body.errorCode).toBe('NO_DATA')
    expect((await content(999_999)).body.errorCode).toBe('NO_DATA')
    expect((await content('abc')).status).toBe(400)
  })
})
