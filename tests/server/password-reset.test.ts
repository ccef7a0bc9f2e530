// @vitest-environment node
// Forgot password on the reference server (API-11, API-12, FORGOT-4, FORGOT-13..16, C-9, C-10).
import { describe, expect, it } from 'vitest'
import { api, demo, login, setSettings, useServer } from './helpers'

const server = useServer()

async function resetByEmail(fields: Record<string, string>) {
  const response = await fetch(`${server.url}/wps/member/password/email`, {
    method: 'POST',
    headers: {
      Merchant: 'lobbykit',
      Device: 'web',
      Language: 'EN',
      modID: 'COMM3',
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams(fields).toString(),
  })
  return { status: response.status, body: await response.json() }
}

function completeReset(body: Record<string, unknown>) {
  return api(server.url, '/wps/member/password/email/verify', { body, modId: 'COMM3' })
}

function resetByPhone(body: Record<string, unknown>) {
  return api(server.url, '/wps/member/password/verification', {
    body: { countryDialingCode: '92', ...body },
    modId: 'CHNGPASSVERIF3',
  })
}

async function forgotCode(mobileNum: string) {
  await api(server.url, '/wps/verification/sms/noLogin', {
    body: { countryDialingCode: '92', mobileNum, purpose: 'forgot' },
    modId: 'VERIFICATION3',
  })
  const { messages } = await demo(server.url, 'GET', `/demo/api/outbox?to=${mobileNum}`)
  return messages[0].code as string
}

describe('forgot by e-mail (API-11, FORGOT-13, FORGOT-16)', () => {
  it('mails a one-time code and link; the old password works until the code is used, once (FORGOT-13)', async () => {
    const answer = await resetByEmail({ username: 'demo', email: 'DEMO@lobbykit.example' })
    expect(answer.body).toMatchObject({ success: true })
    const { messages } = await demo(server.url, 'GET', '/demo/api/outbox?to=demo@lobbykit.example')
    expect(messages).toHaveLength(1)
    expect(messages[0]).toMatchObject({
      kind: 'email',
      subject: 'Reset your lobbykit password',
      purpose: 'forgot',
    })
    const code = /reset code is ([A-Z0-9]{4}-[A-Z0-9]{4})/.exec(messages[0].text)![1]!
    const link = new URL(/open (\S+) \./.exec(messages[0].text)![1]!)
    expect([link.pathname, link.searchParams.get('resetCode'), link.searchParams.get('account')]).toEqual([
      '/forget',
      code,
      'demo',
    ])
    expect(messages[0].text).not.toMatch(/Demo1234!/)
    // Nothing changed yet: the owner still logs in with the old password, nothing to change.
    const before = await api(server.url, '/wps/session/login', {
      body: { type: 'username', username: 'demo', password: 'Demo1234!' },
    })
    expect(before.body.value.mustChangePassword).toBeFalsy()
    const session = before.body.value.token as string
    // A wrong code and a password that breaks the rule change nothing.
    expect(
      (await completeReset({ username: 'demo', code: 'AAAA-AAAA', newPassword: 'Brand9new!' })).body
        .errorCode,
    ).toBe('CODE_INVALID')
    expect((await completeReset({ username: 'demo', code, newPassword: 'x' })).body.errorCode).toBe(
      'PASSWORD_RULE',
    )
    // The code, typed in lower case without its dash, sets the new password and ends the sessions.
    const done = await completeReset({
      username: 'demo',
      code: code.replace('-', '').toLowerCase(),
      newPassword: 'Brand9new!',
    })
    expect(done.body).toMatchObject({ success: true, value: { account: 'demo' } })
    expect((await api(server.url, '/wps/member/info', { token: session })).status).toBe(401)
    await login(server.url, 'demo', 'Brand9new!')
    // Used once: the same code again is refused, and the password stays the new one.
    expect((await completeReset({ username: 'demo', code, newPassword: 'Other9new!' })).body.errorCode).toBe(
      'CODE_INVALID',
    )
    await login(server.url, 'demo', 'Brand9new!')
  })

  it('refuses a code after 15 minutes, and an older code once a newer one was sent (FORGOT-13)', async () => {
    const db = (server as any).instance.db
    const codeOf = async () => {
      const { messages } = await demo(server.url, 'GET', '/demo/api/outbox?to=demo@lobbykit.example')
      return /reset code is (\S+);/.exec(messages[0].text)![1]!
    }
    await resetByEmail({ username: 'demo', email: 'demo@lobbykit.example' })
    const first = await codeOf()
    await resetByEmail({ username: 'demo', email: 'demo@lobbykit.example' })
    const second = await codeOf()
    expect(second).not.toBe(first)
    expect(
      (await completeReset({ username: 'demo', code: first, newPassword: 'Brand9new!' })).body.errorCode,
    ).toBe('CODE_INVALID')
    // 15 minutes later (the row's expiry moved back rather than the clock forward).
    db.prepare('UPDATE password_reset_codes SET expires_at = ? WHERE used = 0').run(Date.now() - 1)
    expect(
      (await completeReset({ username: 'demo', code: second, newPassword: 'Brand9new!' })).body.errorCode,
    ).toBe('CODE_EXPIRED')
    await login(server.url, 'demo', 'Demo1234!')
  })

  it('20 parallel guesses with the right code 15th: no reset, at most 10 checked (C-9)', async () => {
    await resetByEmail({ username: 'demo', email: 'demo@lobbykit.example' })
    const { messages } = await demo(server.url, 'GET', '/demo/api/outbox?to=demo@lobbykit.example')
    const code = /reset code is (\S+);/.exec(messages[0].text)![1]!
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        completeReset({
          username: 'demo',
          code: i === 14 ? code : `ZZZZ-${String(1000 + i)}`,
          newPassword: 'Brand9new!',
        }),
      ),
    )
    const codes = answers.map((a) => a.body.errorCode ?? 'OK')
    expect(codes.filter((c) => c === 'CODE_INVALID')).toHaveLength(10)
    expect(codes.filter((c) => c === 'TOO_MANY_REQUESTS')).toHaveLength(10)
    expect(codes[14]).toBe('TOO_MANY_REQUESTS')
    await login(server.url, 'demo', 'Demo1234!')
  })

  it('answers the same when the details match no account, and sends nothing (C-10)', async () => {
    const answer = await resetByEmail({ username: 'demo', email: 'someone@else.example' })
    expect(answer.body).toMatchObject({ success: true })
    expect((await demo(server.url, 'GET', '/demo/api/outbox')).messages).toHaveLength(0)
    await login(server.url, 'demo', 'Demo1234!') // the password is untouched
  })

  it('needs both fields, is off without CHNGPASSMAIL3, and is limited per account (FORGOT-4, C-9)', async () => {
    expect((await resetByEmail({ username: 'demo' })).body.errorCode).toBe('INPUT_EMPTY')
    for (let i = 0; i < 3; i++) await resetByEmail({ username: 'agent', email: 'x@y.example' })
    expect((await resetByEmail({ username: 'agent', email: 'x@y.example' })).status).toBe(429)
    await setSettings(server.url, { whitelabel: { CHNGPASSMAIL3: false } })
    expect((await resetByEmail({ username: 'demo', email: 'demo@lobbykit.example' })).body.errorCode).toBe(
      'OPERATION_NOT_ENABLED',
    )
  })
})

describe('forgot by phone (API-12, FORGOT-14, FORGOT-15)', () => {
  it('sets the new password with the code and answers the account', async () => {
    const code = await forgotCode('3001234567')
    const answer = await resetByPhone({
      mobileNum: '3001234567',
      verificationCode: code,
      newPassword: 'Brand9new!',
    })
    expect(answer.body).toMatchObject({ success: true, value: { account: 'demo' } })
    const token = await login(server.url, 'demo', 'Brand9new!')
    // MEMBER-1: the reset is told to the member's contacts and listed in the recent activity.
    const { messages } = await demo<{ messages: { to: string; purpose: string; text: string }[] }>(
      server.url,
      'GET',
      '/demo/api/outbox',
    )
    const notices = messages.filter((m) => m.purpose === 'notice-password-reset')
    expect(notices.map((m) => m.to).sort()).toEqual(['+92 3001234567', 'demo@lobbykit.example'])
    expect(notices[0]?.text).toMatch(/Login password reset with a code on account demo/)
    const activity = await api(server.url, '/wps/relay/SEC_activity', { token, modId: 'SEC3' })
    expect(activity.body.value.list[0]).toMatchObject({ kind: 'password-reset' })
  })

  it('refuses a wrong code, a password against the rule, and a number with no account', async () => {
    const code = await forgotCode('3001234567')
    const wrong = code === '000000' ? '111111' : '000000'
    expect(
      (await resetByPhone({ mobileNum: '3001234567', verificationCode: wrong, newPassword: 'Brand9new!' }))
        .body.errorCode,
    ).toBe('CODE_INVALID')
    expect(
      (await resetByPhone({ mobileNum: '3001234567', verificationCode: code, newPassword: 'short' })).body
        .errorCode,
    ).toBe('PASSWORD_RULE')
    const other = await forgotCode('3999999999')
    expect(
      (await resetByPhone({ mobileNum: '3999999999', verificationCode: other, newPassword: 'Brand9new!' }))
        .body.errorCode,
    ).toBe('PHONE_NOT_REGISTERED')
  })

  it('is off without CHNGPASSVERIF3 (FORGOT-4)', async () => {
    await setSettings(server.url, { whitelabel: { CHNGPASSVERIF3: false } })
    expect(
      (await resetByPhone({ mobileNum: '3001234567', verificationCode: '123456', newPassword: 'Brand9new!' }))
        .body.errorCode,
    ).toBe('OPERATION_NOT_ENABLED')
  })
})
