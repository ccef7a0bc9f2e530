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
  it('mails a one-off password that must be replaced at the next login', async () => {
    const answer = await resetByEmail({ username: 'demo', email: 'DEMO@lobbykit.example' })
    expect(answer.body).toMatchObject({ success: true })
    const { messages } = await demo(server.url, 'GET', '/demo/api/outbox?to=demo@lobbykit.example')
    expect(messages).toHaveLength(1)
    expect(messages[0]).toMatchObject({ kind: 'email', subject: 'Your lobbykit password', purpose: 'forgot' })
    const password = /Log in with (\S+) and/.exec(messages[0].text)![1]!
    const loginAnswer = await api(server.url, '/wps/session/login', {
      body: { type: 'username', username: 'demo', password },
    })
    expect(loginAnswer.body.value).toMatchObject({ mustChangePassword: true })
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
    await login(server.url, 'demo', 'Brand9new!')
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
