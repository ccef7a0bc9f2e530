// @vitest-environment node
// C-17, VAL-33, LOGIN-33: a social sign-up gives the date of birth as the registration form does. The
// server refuses a missing or under-age one (the catalogue's BIRTHDAY_REQUIRED / UNDER_AGE, with the
// operator's minimum age), keeps the ticket for a second try, and records an adult one, so the new
// account's first deposit passes the rule gate at once.
import { describe, expect, it } from 'vitest'
import { api, controlUrl, setSettings, useServer } from './helpers'

const server = useServer()

async function socialTicket(email: string) {
  const consent = await fetch(`${controlUrl(server.url)}/demo/provider/social/authorize`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ provider: 'google', email, name: 'Age Check' }),
  })
  const { token: providerToken } = (await consent.json()) as { token: string }
  const first = await api(server.url, '/wps/session/social-login', {
    body: { provider: 'google', providerToken },
  })
  return first.body.value.ticket as string
}

const signup = (ticket: string, birthday?: string) =>
  api(server.url, '/wps/session/social-signup', {
    body: {
      ticket,
      termsAccepted: true,
      ageConfirmed: true,
      ...(birthday === undefined ? {} : { birthday }),
    },
  })

const deposit = (token: string, n: number) =>
  api(server.url, '/wps/relay/PAY_createDeposit', {
    token,
    modId: 'DEPOSIT3',
    body: { channelId: 'BANK', amount: '500', requestId: `age-social-${Date.now()}-${n}` },
  })

describe('C-17: a social sign-up and the minimum age', () => {
  it('C-17, VAL-33: refuses a missing or under-age birth date, records an adult one and lets it deposit', async () => {
    await setSettings(server.url, { brand: { minAge: 21 } })
    const ticket = await socialTicket('age.check@google.demo.example')
    const members = () => server.instance!.db.prepare('SELECT COUNT(*) FROM members').pluck().get() as number
    const before = members()
    expect((await signup(ticket)).body).toMatchObject({
      success: false,
      errorCode: 'BIRTHDAY_REQUIRED',
      value: { field: 'birthday' },
    })
    const year = new Date().getUTCFullYear() - 20
    expect((await signup(ticket, `${year}-01-01`)).body).toMatchObject({
      success: false,
      errorCode: 'UNDER_AGE',
      message: 'You must be at least 21 years old',
      value: { field: 'birthday', min: 21 },
    })
    expect(members()).toBe(before) // nothing made, the ticket still good
    const made = await signup(ticket, '1990-05-01')
    expect(made.body.success).toBe(true)
    const token = made.body.value.token as string
    const profile = await api(server.url, '/wps/relay/SEC_overview', { token })
    expect(profile.body.value.profile.birthday).toBe('1990-05-01')
    expect((await deposit(token, 1)).body.success).toBe(true)
  })
})
