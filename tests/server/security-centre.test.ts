// @vitest-environment node
// The security centre (MEMBER-1): profile under the operator's rules with real name and birthday
// locked once set (MEMBER-27), the avatar (API-13, HDR-12), binding mobile / e-mail with a code,
// the transaction password (limit taken before the slow check), payout accounts, recent logins.
import { describe, expect, it } from 'vitest'
import { api, demo, login, setSettings, useServer } from './helpers'

const server = useServer()

/** A fresh step-up (the password within 5 minutes, security/step-up.ts) before an account change. */
const steppedUp = async (token: string) => {
  await relay('SEC_stepUp', token, { password: 'Demo1234!' })
  return token
}
const relay = (name: string, token: string, body?: unknown) =>
  api(server.url, `/wps/relay/${name}`, { token, body, modId: 'SECCEN3' })

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)
const dataUrl = (mime: string, bytes: Buffer) => `data:${mime};base64,${bytes.toString('base64')}`

describe('profile (MEMBER-1, MEMBER-27)', () => {
  it('answers only the fields the operator enables, with their rules', async () => {
    const token = await login(server.url, 'demo', 'Demo1234!')
    const { body } = await relay('SEC_overview', token)
    expect(body.value.profile).toMatchObject({
      nickname: 'Demo Player',
      whatsapp: '923001234567',
      realName: '',
    })
    expect(Object.keys(body.value.rules)).toEqual(
      expect.arrayContaining(['nickname', 'realName', 'birthday', 'whatsapp', 'telegram', 'skype']),
    )
    expect(body.value.rules.zalo).toBeUndefined()
    await setSettings(server.url, { profile: { regExp: { zalo: { enabled: true } } } })
    expect((await relay('SEC_overview', token)).body.value.rules.zalo).toMatchObject({ patternId: 6 })
    expect((await relay('SEC_profile', token, { line: 'abc' })).body.errorCode).toBe('FIELD_DISABLED')
  })

  it('MEMBER-27: keeps a full name in any script beside the real name, under its own length rule, changeable', async () => {
    const token = await login(server.url, 'demo', 'Demo1234!')
    expect((await relay('SEC_overview', token)).body.value.rules.fullName).toMatchObject({
      minLength: 2,
      maxLength: 60,
    })
    const short = await relay('SEC_profile', token, { fullName: 'A' })
    expect(short.body).toMatchObject({
      success: false,
      errorCode: 'FIELD_INVALID',
      message: 'Please enter 2 - 60 characters',
      value: { field: 'fullName' },
    })
    const saved = await relay('SEC_profile', token, { fullName: 'علی خان' })
    expect(saved.body.value.profile.fullName).toBe('علی خان')
    expect(saved.body.value.locked).not.toContain('fullName')
    const changed = await relay('SEC_profile', token, { fullName: 'Ali Khan' })
    expect(changed.body.value.profile.fullName).toBe('Ali Khan')
    expect(changed.body.value.profile.realName).toBe('')
  })

  it('checks each field under its rule, saves nothing on a bad one, and the nickname reaches member info', async () => {
    const token = await login(server.url, 'demo', 'Demo1234!')
    const bad = await relay('SEC_profile', token, { nickname: 'Ace', realName: 'Ali 99' })
    expect(bad.body).toMatchObject({
      success: false,
      errorCode: 'FIELD_INVALID',
      message: 'Real name format is incorrect',
    })
    expect((await api(server.url, '/wps/member/info', { token })).body.value.nickname).toBe('Demo Player')
    const good = await relay('SEC_profile', token, {
      nickname: 'Ace',
      occupation: 'Teacher',
      telegram: '@ace_pk',
    })
    expect(good.body.value.profile).toMatchObject({
      nickname: 'Ace',
      occupation: 'Teacher',
      telegram: '@ace_pk',
    })
    expect((await api(server.url, '/wps/member/info', { token })).body.value.nickname).toBe('Ace')
    expect((await relay('SEC_profile', token, { whatsapp: '12ab' })).body.errorCode).toBe('FIELD_INVALID')
  })

  it('locks real name and birthday once set; refuses a birthday under the minimum age', async () => {
    const token = await login(server.url, 'demo', 'Demo1234!')
    const young = new Date().getUTCFullYear() - 10
    expect((await relay('SEC_profile', token, { birthday: `${young}-01-01` })).body.errorCode).toBe(
      'UNDER_AGE',
    )
    expect((await relay('SEC_profile', token, { birthday: '1990-02-30' })).body.errorCode).toBe(
      'FIELD_INVALID',
    )
    const set = await relay('SEC_profile', token, { realName: 'Ali Khan', birthday: '1990-05-17' })
    expect(set.body.value.locked).toEqual(['realName', 'birthday'])
    const again = await relay('SEC_profile', token, { realName: 'Someone Else' })
    expect(again.body).toMatchObject({ success: false, errorCode: 'FIELD_LOCKED' })
    expect((await relay('SEC_profile', token, { birthday: '' })).body.errorCode).toBe('FIELD_LOCKED')
    // Sending the same value is not a change.
    expect((await relay('SEC_profile', token, { realName: 'Ali Khan' })).body.success).toBe(true)
  })
})

describe('avatar (API-13, HDR-12)', () => {
  it('sets a preset, then an uploaded png the server serves; member info carries it', async () => {
    const token = await login(server.url, 'demo', 'Demo1234!')
    const icon = (body: unknown) =>
      api(server.url, '/wps/member/info/icon', { token, body, modId: 'PROFPIC3' })
    const info = await icon(undefined)
    expect(info.body.value.presets).toHaveLength(8)
    expect((await icon({ preset: 'moon' })).body.value.icon).toBe(
      `${server.url}/media/avatar/preset-moon.svg`,
    )
    const svg = await fetch(`${server.url}/media/avatar/preset-moon.svg`)
    expect(svg.headers.get('content-type')).toBe('image/svg+xml')
    const uploaded = await icon({ image: dataUrl('image/png', PNG) })
    const url = uploaded.body.value.icon as string
    expect(url).toMatch(/\/media\/avatar\/[A-Za-z0-9_-]{24}$/)
    const image = await fetch(url)
    expect(image.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true)
    expect((await api(server.url, '/wps/member/info', { token })).body.value.icon).toBe(url)
  })

  it('refuses bytes that are not png / jpg whatever the declared type, and images above 5 MB', async () => {
    const token = await login(server.url, 'demo', 'Demo1234!')
    const icon = (body: unknown) =>
      api(server.url, '/wps/member/info/icon', { token, body, modId: 'PROFPIC3' })
    const fake = await icon({ image: dataUrl('image/png', Buffer.from('<svg onload="alert(1)"/>')) })
    expect(fake.body.errorCode).toBe('AVATAR_TYPE')
    expect((await icon({ image: 'data:image/gif;base64,R0lGOD' })).body.errorCode).toBe('AVATAR_TYPE')
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)])
    expect((await icon({ image: dataUrl('image/png', big) })).body.errorCode).toBe('AVATAR_SIZE')
  })
})

describe('binding mobile and e-mail (MEMBER-1)', () => {
  it('binds a new mobile number only with the code sent to it (outbox), which works once', async () => {
    const token = await steppedUp(await login(server.url, 'demo', 'Demo1234!'))
    const number = { countryDialingCode: '+92', mobileNum: '3119876543' }
    expect((await relay('SEC_bind', token, { ...number, verificationCode: '000000' })).body.errorCode).toBe(
      'CODE_INVALID',
    )
    expect((await relay('SEC_sendBindCode', token, number)).body.value).toEqual({ expiredMinutes: 1 })
    // The countdown is the server's too (VAL-40).
    expect((await relay('SEC_sendBindCode', token, number)).status).toBe(429)
    const { messages } = await demo(server.url, 'GET', '/demo/api/outbox?to=3119876543')
    const code = messages[0].code as string
    expect(messages[0]).toMatchObject({ kind: 'sms', purpose: 'bind-mobile' })
    const bound = await relay('SEC_bind', token, { ...number, verificationCode: code })
    expect(bound.body.value.mobile).toEqual({ dialCode: '92', masked: '311****543' })
    expect((await relay('SEC_bind', token, { ...number, verificationCode: code })).body.errorCode).toBe(
      'SAME_AS_NOW',
    )
    // The new number logs in by SMS code from now on (the member row changed).
    expect((await api(server.url, '/wps/member/info', { token })).body.value.mobileNum).toBe('311****543')
  })

  it("refuses another member's number or address, and binds an e-mail with the mailed code", async () => {
    const token = await steppedUp(await login(server.url, 'demo', 'Demo1234!'))
    const taken = await relay('SEC_sendBindCode', token, {
      countryDialingCode: '92',
      mobileNum: '3007654321',
    })
    expect(taken.body.errorCode).toBe('MOBILE_TAKEN')
    expect(
      (await relay('SEC_sendBindCode', token, { kind: 'email', email: 'agent@lobbykit.example' })).body
        .errorCode,
    ).toBe('EMAIL_TAKEN')
    expect(
      (await relay('SEC_sendBindCode', token, { kind: 'email', email: 'Ali@Example.com' })).body.success,
    ).toBe(true)
    const { messages } = await demo(server.url, 'GET', '/demo/api/outbox?to=ali@example.com')
    const bound = await relay('SEC_bind', token, {
      kind: 'email',
      email: 'ali@example.com',
      verificationCode: messages[0].code,
    })
    expect(bound.body.value.email).toBe('al*@example.com')
  })
})

describe('transaction password (MEMBER-1)', () => {
  it('is set with the login password, under the paymentPassword rule, and changed with the old one', async () => {
    const token = await login(server.url, 'demo', 'Demo1234!')
    const set = (body: object) => relay('SEC_transactionPassword', token, body)
    expect(
      (await set({ loginPassword: 'wrong', newPassword: '135790', confirmPassword: '135790' })).body
        .errorCode,
    ).toBe('PASSWORD_INCORRECT')
    expect(
      (await set({ loginPassword: 'Demo1234!', newPassword: '12ab', confirmPassword: '12ab' })).body
        .errorCode,
    ).toBe('PASSWORD_RULE')
    expect(
      (await set({ loginPassword: 'Demo1234!', newPassword: '135790', confirmPassword: '135791' })).body
        .errorCode,
    ).toBe('INCONSISTENT')
    expect(
      (await set({ loginPassword: 'Demo1234!', newPassword: '135790', confirmPassword: '135790' })).body
        .success,
    ).toBe(true)
    expect((await relay('SEC_overview', token)).body.value.hasTransactionPassword).toBe(true)
    // Now the login password no longer sets it: the old transaction password does.
    expect(
      (await set({ loginPassword: 'Demo1234!', newPassword: '246802', confirmPassword: '246802' })).body
        .errorCode,
    ).toBe('INPUT_EMPTY')
    expect(
      (await set({ oldPassword: '000000', newPassword: '246802', confirmPassword: '246802' })).body.errorCode,
    ).toBe('TX_PASSWORD_INCORRECT')
    expect(
      (await set({ oldPassword: '135790', newPassword: '246802', confirmPassword: '246802' })).body.success,
    ).toBe(true)
  })

  it('takes the guess limit before the slow check: 8 parallel wrong guesses get at most 5 checks', async () => {
    const token = await login(server.url, 'demo', 'Demo1234!')
    await relay('SEC_transactionPassword', token, {
      loginPassword: 'Demo1234!',
      newPassword: '135790',
      confirmPassword: '135790',
    })
    const guesses = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        relay('MCS_teamTransfer', token, {
          direction: 'upline',
          amount: '10',
          transactionPassword: `00000${i}`,
          requestId: `guess-key-${i}`,
        }),
      ),
    )
    const codes = guesses.map((g) => g.body.errorCode)
    expect(codes.filter((c) => c === 'TX_PASSWORD_INCORRECT')).toHaveLength(5)
    expect(codes.filter((c) => c === 'TOO_MANY_REQUESTS')).toHaveLength(3)
    // Even the right password waits now, and nothing moved.
    const right = await relay('MCS_teamTransfer', token, {
      direction: 'upline',
      amount: '10',
      transactionPassword: '135790',
      requestId: 'guess-key-right',
    })
    expect(right.status).toBe(429)
    expect((await api(server.url, '/wps/member/info', { token })).body.value.balance).toBe(1250.5)
  })
})

describe('payout accounts (MEMBER-1)', () => {
  it('adds under the payee-name rule up to the limit, moves the default, and withdraw uses the default', async () => {
    const token = await steppedUp(await login(server.url, 'demo', 'Demo1234!'))
    const add = (accountName: string, accountNumber: string) =>
      relay('SEC_addPayoutAccount', token, { bankCode: 'MEEZAN', accountName, accountNumber })
    expect((await add('Ali 2', '11112222333')).body.errorCode).toBe('ACCOUNT_NAME_INVALID')
    expect((await add('Ali Khan', '12')).body.errorCode).toBe('ACCOUNT_NUMBER_INVALID')
    const two = await add('Ali Khan', '11112222333')
    expect(two.body.value.accounts.map((a: { isDefault: boolean }) => a.isDefault)).toEqual([true, false])
    expect((await add('Ali Khan', '11112222333')).body.errorCode).toBe('ACCOUNT_DUPLICATE')
    await add('Ali Khan', '44445555666')
    const full = await add('Ali Khan', '77778888999')
    expect(full.body).toMatchObject({ success: false, errorCode: 'ACCOUNT_LIMIT', value: { limit: 3 } })
    const meezan = two.body.value.accounts[1].id
    const moved = await relay('SEC_defaultPayoutAccount', token, { id: meezan })
    expect(moved.body.value.accounts[0]).toMatchObject({
      id: meezan,
      isDefault: true,
      accountNumber: '*******2333',
    })
    const info = await api(server.url, '/wps/relay/PAY_withdrawInfo', { token, modId: 'WITHDRAW3' })
    expect(info.body.value.account).toMatchObject({ bankCode: 'MEEZAN', accountNumber: '*******2333' })
    const left = await relay('SEC_removePayoutAccount', token, { id: meezan })
    expect(left.body.value.accounts).toHaveLength(2)
    expect(left.body.value.accounts.filter((a: { isDefault: boolean }) => a.isDefault)).toHaveLength(1)
    const agent = await login(server.url, 'agent', 'Agent1234!')
    await relay('SEC_stepUp', agent, { password: 'Agent1234!' })
    expect(
      (await relay('SEC_removePayoutAccount', agent, { id: left.body.value.accounts[0].id })).body.errorCode,
    ).toBe('NOT_FOUND')
  })
})

describe('recent logins (MEMBER-1)', () => {
  it('lists time, IP and device; signs one other session out, then all others', async () => {
    const mine = await login(server.url, 'demo', 'Demo1234!')
    const phone = await login(server.url, 'demo', 'Demo1234!', {})
    const tablet = await login(server.url, 'demo', 'Demo1234!')
    const { body } = await relay('SEC_recentLogins', mine)
    const list = body.value.list as {
      id: number
      ip: string
      device: string
      current: boolean
      active: boolean
    }[]
    expect(list.filter((l) => l.active)).toHaveLength(3)
    expect(list.filter((l) => l.current)).toHaveLength(1)
    expect(list[0]).toMatchObject({ ip: '127.0.0.1', device: expect.any(String) })
    expect(list.some((l) => l.ip === '39.57.118.20' && !l.active)).toBe(true)
    const current = list.find((l) => l.current)!
    expect((await relay('SEC_endSession', mine, { id: current.id })).body.errorCode).toBe('CURRENT_SESSION')
    // The newest other login is the tablet's.
    const other = list.find((l) => l.active && !l.current)!
    await relay('SEC_endSession', mine, { id: other.id })
    const alive = await Promise.all(
      [phone, tablet].map(async (t) => (await api(server.url, '/wps/member/info', { token: t })).status),
    )
    expect(alive.sort()).toEqual([200, 401])
    const ended = await relay('SEC_endOtherSessions', mine, {})
    expect(ended.body.value.ended).toBe(1)
    expect((await api(server.url, '/wps/member/info', { token: phone })).status).toBe(401)
    expect((await api(server.url, '/wps/member/info', { token: mine })).status).toBe(200)
  })
})

describe('trial members (ROLE-8)', () => {
  it('are told they need a real account on every security-centre and transfer call', async () => {
    const trial = await api(server.url, '/wps/session/login/freeplay', {
      body: { os: 'web', platform: 'W' },
      modId: 'FREEPLAY3',
    })
    const token = trial.body.value.token
    for (const name of [
      'SEC_overview',
      'SEC_payoutAccounts',
      'SEC_recentLogins',
      'MCS_teamTransferInfo',
      'MCS_bonusDetails',
    ])
      expect((await relay(name, token)).body.errorCode).toBe('NEED_REAL_ACCOUNT')
    const transfer = await api(server.url, '/wps/relay/GCS_walletTransfer', {
      token,
      body: { from: 'MAIN', to: 'PG', amount: '10', requestId: 'trial-key-1' },
    })
    expect(transfer.body.errorCode).toBe('NEED_REAL_ACCOUNT')
    expect((await api(server.url, '/wps/member/info/icon', { token })).body.errorCode).toBe(
      'NEED_REAL_ACCOUNT',
    )
  })
})

describe('withdraw asks for the transaction password once one is set (MEMBER-1, MEMBER-4)', () => {
  it('takes the login password before, the transaction password after, and says which', async () => {
    const token = await login(server.url, 'demo', 'Demo1234!')
    const withdraw = (password: string) =>
      api(server.url, '/wps/relay/PAY_withdraw', {
        token,
        body: {
          amount: '100',
          password,
          requestId: `tx-withdraw-${Math.random().toString(36).slice(2, 12)}`,
        },
        modId: 'WITHDRAW3',
      })
    const info = async () =>
      (await api(server.url, '/wps/relay/PAY_withdrawInfo', { token, modId: 'WITHDRAW3' })).body.value
    expect((await info()).usesTransactionPassword).toBe(false)
    expect((await withdraw('Demo1234!')).body.value.balance).toBe(1150.5)
    await relay('SEC_transactionPassword', token, {
      loginPassword: 'Demo1234!',
      newPassword: '135790',
      confirmPassword: '135790',
    })
    expect((await info()).usesTransactionPassword).toBe(true)
    expect((await withdraw('Demo1234!')).body.errorCode).toBe('TX_PASSWORD_INCORRECT')
    expect((await withdraw('135790')).body.value.balance).toBe(1050.5)
  })
})
