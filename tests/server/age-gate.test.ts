// @vitest-environment node
// C-17, VAL-33, FTR-5: the minimum age is the operator's (settings.brand.minAge) and the server
// checks it: registration refuses a missing or under-age date of birth; the rule gate refuses
// real-money play (a deposit, a real-money launch) to a member without a birth date until the
// profile gives an adult one.
import { describe, expect, it } from 'vitest'
import { api, login, register as registerForm, setSettings, useServer } from './helpers'

const server = useServer()
const DEMO = '10000001'

/** A birth date `years` years ago today, less `days` days (yyyy-MM-dd, UTC). */
function bornYearsAgo(years: number, days = 0) {
  const date = new Date()
  date.setUTCFullYear(date.getUTCFullYear() - years)
  date.setUTCDate(date.getUTCDate() - days)
  return date.toISOString().slice(0, 10)
}

/** The form with `birthday` (none when undefined), not logged in. */
function register(username: string, birthday?: string) {
  return registerForm(server.url, username, { birthday, login: undefined })
}

/** The form without its number and captcha, so the birth date is what is checked. */
const plainForm = { register: { regExp: { mobileNum: { enabled: false }, captcha: { enabled: false } } } }

let keys = 0
const deposit = (token: string) =>
  api(server.url, '/wps/relay/PAY_createDeposit', {
    token,
    modId: 'DEPOSIT3',
    body: { channelId: 'BANK', amount: '500', requestId: `age-dep-${Date.now()}-${++keys}` },
  })

async function realGame(token: string) {
  const list = await api(server.url, '/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=5', {
    token,
    modId: 'GAMELO3',
  })
  const games = list.body.value.games as { nodeId: string }[]
  return games[0]!.nodeId
}

describe('the minimum age at registration (C-17, VAL-33)', () => {
  it('C-17: refuses a missing, malformed or under-age birth date, and accepts an adult', async () => {
    await setSettings(server.url, plainForm)
    const missing = await register('agecheck01')
    expect(missing.body).toMatchObject({ success: false, errorCode: 'BIRTHDAY_REQUIRED' })
    expect(missing.body.value).toEqual({ field: 'birthday' })
    expect(missing.body.message).toBe('Please enter your date of birth')
    expect((await register('agecheck01', '2001-02-30')).body.errorCode).toBe('FIELD_INVALID')
    const young = await register('agecheck01', bornYearsAgo(18, -1))
    expect(young.body).toMatchObject({ errorCode: 'UNDER_AGE', message: 'You must be at least 18 years old' })
    expect((await register('agecheck01', bornYearsAgo(18))).body.success).toBe(true)
    // The date given is the profile's birthday, locked: the member cannot give another later.
    const token = await login(server.url, 'agecheck01', 'Secret123!')
    const profile = await api(server.url, '/wps/relay/SEC_overview', { token })
    expect(profile.body.value.profile.birthday).toBe(bornYearsAgo(18))
    expect(profile.body.value.locked).toContain('birthday')
    const other = await api(server.url, '/wps/relay/SEC_profile', { token, body: { birthday: '1980-01-01' } })
    expect(other.body.errorCode).toBe('FIELD_LOCKED')
  })

  it('C-17, FTR-5: the minimum follows the operator setting (21), in the config the client reads too', async () => {
    await setSettings(server.url, { ...plainForm, brand: { minAge: 21 } })
    const status = await api(server.url, '/wps/system/status')
    expect(status.body.value.info.brand.minAge).toBe(21)
    const young = await register('agecheck02', bornYearsAgo(20))
    expect(young.body).toMatchObject({
      errorCode: 'UNDER_AGE',
      message: 'You must be at least 21 years old',
      value: { field: 'birthday', min: 21 },
    })
    expect((await register('agecheck02', bornYearsAgo(21))).body.success).toBe(true)
  })
})

describe('real-money play needs a verified age (C-17)', () => {
  it('C-17: a member without a birth date is refused a deposit and a launch, then allowed after an adult one', async () => {
    server.instance!.db.prepare('DELETE FROM member_ages WHERE member_id = ?').run(DEMO)
    const token = await login(server.url, 'demo', 'Demo1234!')
    const refused = await deposit(token)
    expect(refused.body).toMatchObject({ success: false, errorCode: 'AGE_UNVERIFIED', value: { min: 18 } })
    expect(refused.body.message).toMatch(/date of birth/)
    const nodeId = await realGame(token)
    const launch = await api(server.url, `/wps/game/launchGame?nodeId=${nodeId}`, { token })
    expect(launch.body.errorCode).toBe('AGE_UNVERIFIED')

    const profile = (body: unknown) =>
      api(server.url, '/wps/relay/SEC_profile', { token, body, modId: 'SECCEN3' })
    expect((await profile({ birthday: bornYearsAgo(10) })).body.errorCode).toBe('UNDER_AGE')
    expect((await deposit(token)).body.errorCode).toBe('AGE_UNVERIFIED')
    expect((await profile({ birthday: '1990-05-17' })).body.success).toBe(true)
    expect((await deposit(token)).body.success).toBe(true)
    expect((await api(server.url, `/wps/game/launchGame?nodeId=${nodeId}`, { token })).body.success).toBe(
      true,
    )
  })

  it('C-17: a stricter minimum closes play to a member under it', async () => {
    const token = await login(server.url, 'demo', 'Demo1234!')
    server
      .instance!.db.prepare('UPDATE member_ages SET birth_date = ? WHERE member_id = ?')
      .run(bornYearsAgo(19), DEMO)
    expect((await deposit(token)).body.success).toBe(true)
    await setSettings(server.url, { brand: { minAge: 21 } })
    expect((await deposit(token)).body).toMatchObject({ errorCode: 'AGE_UNVERIFIED', value: { min: 21 } })
  })
})
