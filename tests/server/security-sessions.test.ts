// @vitest-environment node
// On the server: a "must change password" session answers only change-password
// and logout (LOGIN-29); a password change or reset ends the member's other sessions and tokens
// have an absolute lifetime; the token and the size limit are checked before the body is read.
import { connect } from 'node:net'
import { describe, expect, it } from 'vitest'
import { api, demo, login, useServer } from './helpers'

const server = useServer()

describe('a session that must change its password answers nothing else (LOGIN-29)', () => {
  it('refuses member info, the balance and games to the expired-password member until the change', async () => {
    const token = await login(server.url, 'expired', 'Expired1234!')
    const info = await api(server.url, '/wps/member/info', { token })
    expect(info.status).toBe(403)
    expect(info.body).toMatchObject({ success: false, errorCode: 'PASSWORD_CHANGE_REQUIRED' })
    expect((await api(server.url, '/wps/v2/wallets/balance', { token })).status).toBe(403)
    const changed = await api(server.url, '/wps/member/password', {
      token,
      body: { oldPassword: 'Expired1234!', newPassword: 'Renewed1234!', confirmNewPassword: 'Renewed1234!' },
    })
    expect(changed.body.success).toBe(true)
    const after = await api(server.url, '/wps/member/info', { token })
    expect(after.body).toMatchObject({ success: true, value: { account: 'expired' } })
  })

  it('lets the held session log out', async () => {
    const token = await login(server.url, 'newbie', 'Newbie1234!')
    expect((await api(server.url, '/wps/member/info', { token })).status).toBe(403)
    const out = await api(server.url, '/wps/session/logout', { token, method: 'DELETE' })
    expect(out.body.success).toBe(true)
    expect((await api(server.url, '/wps/member/info', { token })).status).toBe(401)
  })
})

describe('sessions end with a password change and have an absolute lifetime', () => {
  it('a password change ends every other session of the member, not the one that changed it', async () => {
    const other = await login(server.url, 'demo', 'Demo1234!')
    const current = await login(server.url, 'demo', 'Demo1234!')
    const changed = await api(server.url, '/wps/member/password', {
      token: current,
      body: { oldPassword: 'Demo1234!', newPassword: 'Changed1234!', confirmNewPassword: 'Changed1234!' },
    })
    expect(changed.body.success).toBe(true)
    expect((await api(server.url, '/wps/member/info', { token: other })).status).toBe(401)
    expect((await api(server.url, '/wps/member/info', { token: current })).status).toBe(200)
  })

  it('a reset by phone ends every session of the member', async () => {
    const token = await login(server.url, 'demo', 'Demo1234!')
    await api(server.url, '/wps/verification/sms/noLogin', {
      modId: 'FORGOT3',
      body: { countryDialingCode: '92', mobileNum: '3001234567', purpose: 'forgot' },
    })
    const { messages } = await demo(server.url, 'GET', '/demo/api/outbox?to=3001234567')
    const reset = await api(server.url, '/wps/member/password/verification', {
      modId: 'FORGOT3',
      body: {
        countryDialingCode: '92',
        mobileNum: '3001234567',
        verificationCode: messages[0].code,
        newPassword: 'Reset1234!',
      },
    })
    expect(reset.body.success).toBe(true)
    expect((await api(server.url, '/wps/member/info', { token })).status).toBe(401)
  })

  it('an active token still ends 12 hours after the login', async () => {
    const token = await login(server.url, 'demo', 'Demo1234!')
    expect((await api(server.url, '/wps/member/info', { token })).status).toBe(200)
    const db = server.instance!.db
    const past = Date.now() - 12 * 60 * 60_000 - 1000
    // The login happened 12 h ago; the idle expiry was just slid forward by the last call.
    db.prepare("UPDATE sessions SET created_at = ?, max_expires_at = ? WHERE member_id = '10000001'").run(
      past,
      past + 12 * 60 * 60_000,
    )
    expect((await api(server.url, '/wps/member/info', { token })).status).toBe(401)
  })
})

describe('token and size checked before the body is read', () => {
  /** Sends only the headers of a big upload; answers the status line once the server replies. */
  function headersOnly(path: string, headers: Record<string, string>) {
    const { hostname, port } = new URL(server.url)
    return new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), hostname, () => {
        socket.write(
          `POST ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\n` +
            Object.entries(headers)
              .map(([k, v]) => `${k}: ${v}\r\n`)
              .join('') +
            '\r\n',
        )
      })
      let text = ''
      const timer = setTimeout(() => {
        socket.destroy()
        resolve(text.split('\r\n')[0] || 'no answer before the body')
      }, 3000)
      socket.on('data', (chunk) => {
        text += chunk.toString()
        clearTimeout(timer)
        socket.destroy()
        resolve(text.split('\r\n')[0] ?? '')
      })
      socket.on('error', reject)
    })
  }
  const platform = {
    Merchant: 'lobbykit',
    Device: 'web',
    modID: 'WITHDRAW3',
    'Content-Type': 'application/json',
  }

  it('answers 401 to a 20 MB upload without a token before any of it is sent', async () => {
    const line = await headersOnly('/wps/relay/PAY_confirmWithdrawal', {
      ...platform,
      'Content-Length': String(20 * 1024 * 1024),
    })
    expect(line).toMatch(/^HTTP\/1\.1 401/)
  })

  it('answers 413 to a declared size over the route’s limit before reading it, even with a token', async () => {
    const token = await login(server.url, 'demo', 'Demo1234!')
    const line = await headersOnly('/wps/member/password', {
      ...platform,
      Authorization: token,
      'Content-Length': String(20 * 1024 * 1024),
    })
    expect(line).toMatch(/^HTTP\/1\.1 413/)
  })
})

describe('a link carries a one-time exchange code, never the session token (C-5)', () => {
  const exchange = (code: string) =>
    api(server.url, '/wps/session/login', { body: { type: 'exchange', code } })

  it('a code from a logged-in member logs in once, as a session of its own; the token itself does not', async () => {
    const token = await login(server.url, 'demo', 'Demo1234!')
    expect((await api(server.url, '/wps/session/exchange', { body: {} })).status).toBe(401)
    const minted = await api(server.url, '/wps/session/exchange', { token, body: {} })
    expect(minted.body.value).toMatchObject({ expiresIn: 60 })
    const code = minted.body.value.code as string
    // The session token in its place logs nothing in.
    expect((await exchange(token)).body).toMatchObject({ success: false, errorCode: 'INVALID_CREDENTIALS' })
    // Two tabs racing with one link: one session.
    const [a, b] = await Promise.all([exchange(code), exchange(code)])
    const answers = [a.body, b.body]
    expect(answers.filter((x) => x.success)).toHaveLength(1)
    const fresh = answers.find((x) => x.success)!.value.token as string
    expect(fresh).not.toBe(token)
    const info = await api(server.url, '/wps/member/info', { token: fresh })
    expect(info.body.value.account).toBe('demo')
    expect((await exchange(code)).body.errorCode).toBe('INVALID_CREDENTIALS')
  })

  it('a code is dead after 60 seconds', async () => {
    const token = await login(server.url, 'demo', 'Demo1234!')
    const { code } = (await api(server.url, '/wps/session/exchange', { token, body: {} })).body.value
    const db = (server as any).instance.db
    db.prepare('UPDATE login_exchange_codes SET expires_at = ?').run(Date.now() - 1)
    expect((await exchange(code)).body.errorCode).toBe('INVALID_CREDENTIALS')
  })

  it('guessing codes is limited per IP before any look-up: 31 parallel guesses, 30 checked', async () => {
    const answers = await Promise.all(Array.from({ length: 31 }, (_, i) => exchange(`guess-${i}`)))
    const codes = answers.map((a) => a.body.errorCode)
    expect(codes.filter((c) => c === 'INVALID_CREDENTIALS')).toHaveLength(30)
    expect(codes.filter((c) => c === 'TOO_MANY_REQUESTS')).toHaveLength(1)
  })
})
