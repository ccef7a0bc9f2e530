// @vitest-environment node
// The app download link (MENU-20, C-5): a logged-in member's link carries a one-time exchange code,
// never the session token. The code is short-lived, single-use and bound to the session that minted
// it; the exchange turns it into a session of its own once and refuses reuse, expiry and a code whose
// session has ended.
import { describe, expect, it } from 'vitest'
import { api, login, useServer } from './helpers'

const server = useServer()

const mint = (token: string) => api(server.url, '/wps/session/exchange', { token, body: {} })
const exchange = (code: string) => api(server.url, '/wps/session/login', { body: { type: 'exchange', code } })

describe('the app link carries a one-time exchange code (MENU-20)', () => {
  it('mints a code only for a session, and the code is not the token', async () => {
    expect((await api(server.url, '/wps/session/exchange', { body: {} })).status).toBe(401)
    const token = await login(server.url, 'demo', 'Demo1234!')
    const minted = await mint(token)
    expect(minted.body).toMatchObject({ success: true, value: { expiresIn: 60 } })
    expect(minted.body.value.code).not.toBe(token)
    expect(minted.body.value.code.length).toBeGreaterThanOrEqual(24)
  })

  it('turns the code into a session of its own once, then refuses its reuse', async () => {
    const token = await login(server.url, 'demo', 'Demo1234!')
    const { code } = (await mint(token)).body.value
    const first = await exchange(code)
    expect(first.body.success).toBe(true)
    expect(first.body.value.token).not.toBe(token)
    const info = await api(server.url, '/wps/member/info', { token: first.body.value.token })
    expect(info.body.value.account).toBe('demo')
    expect((await exchange(code)).body).toMatchObject({ success: false, errorCode: 'INVALID_CREDENTIALS' })
  })

  it('refuses an expired code', async () => {
    const token = await login(server.url, 'demo', 'Demo1234!')
    const { code } = (await mint(token)).body.value
    const db = (server as any).instance.db
    db.prepare('UPDATE login_exchange_codes SET expires_at = ?').run(Date.now() - 1)
    expect((await exchange(code)).body).toMatchObject({ success: false, errorCode: 'INVALID_CREDENTIALS' })
  })

  it('refuses a code whose session has ended (it is bound to the session that minted it)', async () => {
    const token = await login(server.url, 'demo', 'Demo1234!')
    const { code } = (await mint(token)).body.value
    expect((await api(server.url, '/wps/session/logout', { token, method: 'DELETE' })).body.success).toBe(
      true,
    )
    expect((await exchange(code)).body).toMatchObject({ success: false, errorCode: 'INVALID_CREDENTIALS' })
  })
})
