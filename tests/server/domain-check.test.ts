// @vitest-environment node
// ERR-6: the domain check. The affiliate check and a registration carry the page's host name; one
// that is not the operator's (its own, main and mirror domains, the origins it lets call it) answers
// INVALID_URL, 'Invalid URL, please contact customer service'.
import { describe, expect, it } from 'vitest'
import { api, setSettings, useServer } from './helpers'

const server = useServer()
const affiliate = (domain: string) =>
  api(server.url, `/wps/agent/affiliate?code=agent2025&domain=${domain}`, { modId: 'AFFMAN3' })
const INVALID = {
  success: false,
  errorCode: 'INVALID_URL',
  message: 'Invalid URL, please contact customer service',
}

describe('the domain check (ERR-6)', () => {
  it("passes the operator's domains and refuses any other", async () => {
    expect((await affiliate('localhost')).body.success).toBe(true)
    expect((await affiliate('backup.localhost')).body.success).toBe(true) // a mirror (domainRoute)
    expect((await affiliate('phish.example')).body).toMatchObject(INVALID)
    const register = await api(server.url, '/wps/member/register', {
      method: 'PUT',
      modId: 'REG3',
      body: {
        username: 'domaincheck1',
        password: 'Secret123!',
        confirmPassword: 'Secret123!',
        domain: 'phish.example',
      },
    })
    expect(register.body).toMatchObject(INVALID)
  })

  it('follows the origins the operator lists', async () => {
    expect((await affiliate('www.operator.example')).body).toMatchObject(INVALID)
    await setSettings(server.url, { allowedOrigins: ['https://www.operator.example'] })
    expect((await affiliate('www.operator.example')).body.success).toBe(true)
    expect((await affiliate('phish.example')).body).toMatchObject(INVALID)
  })
})
