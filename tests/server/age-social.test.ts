// @vitest-environment node
// C-17, LOGIN-33: an account made by a social sign-up has no birth date; the rule gate refuses it a
// deposit with AGE_UNVERIFIED and the operator's minimum age (which the money pages show with the link
// to the profile), until the profile gives an adult birth date, after which the same deposit passes.
import { describe, expect, it } from 'vitest'
import { api, controlUrl, useServer } from './helpers'

const server = useServer()

async function socialMember(email: string) {
  const consent = await fetch(`${controlUrl(server.url)}/demo/provider/social/authorize`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ provider: 'google', email, name: 'Age Check' }),
  })
  const { token: providerToken } = (await consent.json()) as { token: string }
  const first = await api(server.url, '/wps/session/social-login', {
    body: { provider: 'google', providerToken },
  })
  const made = await api(server.url, '/wps/session/social-signup', {
    body: { ticket: first.body.value.ticket, termsAccepted: true, ageConfirmed: true },
  })
  expect(made.body.success).toBe(true)
  return made.body.value.token as string
}

const deposit = (token: string, n: number) =>
  api(server.url, '/wps/relay/PAY_createDeposit', {
    token,
    modId: 'DEPOSIT3',
    body: { channelId: 'BANK', amount: '500', requestId: `age-social-${Date.now()}-${n}` },
  })

describe('C-17: a social sign-up and the minimum age', () => {
  it('C-17: refuses the new account a deposit until its profile gives an adult birth date', async () => {
    const token = await socialMember('age.check@google.demo.example')
    const refused = await deposit(token, 1)
    expect(refused.body).toMatchObject({ success: false, errorCode: 'AGE_UNVERIFIED', value: { min: 18 } })
    const saved = await api(server.url, '/wps/relay/SEC_profile', { token, body: { birthday: '1990-05-01' } })
    expect(saved.body.success).toBe(true)
    const allowed = await deposit(token, 2)
    expect(allowed.body.success).toBe(true)
  })
})
