// @vitest-environment node
// AGENT-3 (opening an account for the team): racing registrations of one name answer the
// catalogue's USERNAME_TAKEN, never HTTP 500 (racing agent registrations of one name answered 500).
import { describe, expect, it } from 'vitest'
import { api, login, useServer } from './helpers'

const server = useServer()

describe('agent registration under a race (AGENT-3)', () => {
  it('racing agent registrations of one name answer one success and USERNAME_TAKEN, never 500', async () => {
    const token = await login(server.url, 'agent', 'Agent1234!')
    const tries = await Promise.all(
      Array.from({ length: 6 }, () =>
        api(server.url, '/wps/relay/agent/register', {
          token,
          body: { username: 'racedname1', password: 'Passw0rd!x', type: 'member' },
        }),
      ),
    )
    expect(tries.map((t) => t.status)).toEqual(Array(6).fill(200))
    expect(tries.filter((t) => t.body.success)).toHaveLength(1)
    const refused = tries.filter((t) => !t.body.success)
    expect(refused).toHaveLength(5)
    for (const t of refused)
      expect(t.body).toMatchObject({
        errorCode: 'USERNAME_TAKEN',
        message: 'This username is already registered',
      })
  })
})
