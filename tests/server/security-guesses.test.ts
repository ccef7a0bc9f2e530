// @vitest-environment node
// C-9: guesses are taken before the slow check (a burst of parallel requests
// cannot beat the limit), X-Forwarded-For is believed from a named proxy only, the lockout locks
// (account, IP) and asks the account for a captcha instead of refusing its owner, and scrypt hashes
// are upgraded on login.
import { describe, expect, it } from 'vitest'
import { checkCaptcha } from '../../demo/server/verification/captcha'
import { passwordStats } from '../../demo/server/platform/passwords'
import { createRateLimiter } from '../../demo/server/platform/rate-limit'
import { api, captchaKey, controlUrl, demo, login, solveCaptcha, useServer } from './helpers'

const server = useServer()
const direct = useServer({ trustProxy: '127.0.0.1' })

const BURST = 20
const RIGHT_AT = 14 // the 15th request carries the right password

/**
 * Runs `make(i)` for i in 0..BURST-1 in parallel: the first 14 at once, the 15th once `limit`
 * checks have started (so it reaches the server after them, while they may still run), then the
 * rest. Answers the answers and how many password checks ran.
 */
async function burst<T>(make: (i: number) => Promise<T>, limit = 1) {
  const before = passwordStats.checks
  const first = Array.from({ length: RIGHT_AT }, (_, i) => make(i))
  for (let waited = 0; passwordStats.checks - before < limit && waited < 3000; waited += 5)
    await new Promise((resolve) => setTimeout(resolve, 5))
  const rest = Array.from({ length: BURST - RIGHT_AT }, (_, i) => make(RIGHT_AT + i))
  const answers = await Promise.all([...first, ...rest])
  return { answers, checks: passwordStats.checks - before }
}

describe('C-9: parallel guesses cannot beat the limit', () => {
  it('login: 20 parallel wrong passwords with the right one 15th: no login, at most 2 password checks', async () => {
    const { answers, checks } = await burst((i) =>
      api(server.url, '/wps/session/login', {
        body: { type: 'username', username: 'demo', password: i === RIGHT_AT ? 'Demo1234!' : `Wrong-${i}` },
      }),
    )
    expect(answers.filter((a) => a.body.success)).toHaveLength(0)
    // From the 3rd try on the account needs a captcha (LOGIN-19), so only two reach scrypt.
    expect(checks).toBeLessThanOrEqual(2)
    expect(answers[RIGHT_AT]?.body.errorCode).toBe('CAPTCHA_INVALID')
  })

  it('withdraw: 20 parallel wrong passwords with the right one 15th: no withdrawal, at most 5 checks', async () => {
    const token = await login(server.url, 'demo', 'Demo1234!')
    const balance = (await api(server.url, '/wps/member/info', { token })).body.value.balance
    const { answers, checks } = await burst(
      (i) =>
        api(server.url, '/wps/relay/PAY_withdraw', {
          token,
          modId: 'WITHDRAW3',
          body: {
            amount: 200,
            password: i === RIGHT_AT ? 'Demo1234!' : `Wrong-${i}`,
            requestId: `guess-withdraw-${i}`,
          },
        }),
      5,
    )
    expect(answers.filter((a) => a.body.success)).toHaveLength(0)
    expect(checks).toBeLessThanOrEqual(5)
    expect(answers.filter((a) => a.status === 429).length).toBeGreaterThanOrEqual(BURST - 5)
    expect((await api(server.url, '/wps/member/info', { token })).body.value.balance).toBe(balance)
  })

  it('change password: 20 parallel wrong old passwords with the right one 15th: unchanged, at most 10 checks', async () => {
    const token = await login(server.url, 'demo', 'Demo1234!')
    const { answers, checks } = await burst(
      (i) =>
        api(server.url, '/wps/member/password', {
          token,
          body: {
            oldPassword: i === RIGHT_AT ? 'Demo1234!' : `Wrong-${i}`,
            newPassword: 'Changed1234!',
            confirmNewPassword: 'Changed1234!',
          },
        }),
      10,
    )
    expect(answers.filter((a) => a.body.success)).toHaveLength(0)
    expect(checks).toBeLessThanOrEqual(10)
    expect(answers[RIGHT_AT]?.status).toBe(429)
    expect(await login(server.url, 'demo', 'Demo1234!')).toBeTruthy()
  })

  it('a right answer gives its attempt back: 12 right old passwords in a row are never throttled', async () => {
    const token = await login(server.url, 'demo', 'Demo1234!')
    for (let i = 0; i < 12; i++) {
      const answer = await api(server.url, '/wps/member/password', {
        token,
        body: { oldPassword: 'Demo1234!', newPassword: 'x', confirmNewPassword: 'x' },
      })
      expect(answer.body.errorCode).toBe('PASSWORD_RULE')
    }
  })
})

describe('X-Forwarded-For only from a named proxy, rightmost untrusted entry', () => {
  it('ignores X-Forwarded-For from a loopback peer when TRUST_PROXY is not set', async () => {
    const { body } = await api(server.url, '/wps/system/status', {
      headers: { 'X-Forwarded-For': '203.0.113.7' },
    })
    expect(body.value.location.ip).toBe('127.0.0.1')
  })

  it('takes the rightmost entry the trusted proxy added, not the one the client wrote', async () => {
    const { body } = await api(direct.url, '/wps/system/status', {
      headers: { 'X-Forwarded-For': '198.51.100.66, 203.0.113.7, 127.0.0.1' },
    })
    expect(body.value.location.ip).toBe('203.0.113.7')
  })

  it('a forged leftmost entry does not escape a per-IP lockout', async () => {
    for (let i = 0; i < 30; i++) {
      await api(direct.url, '/wps/session/login', {
        body: {
          type: 'username',
          username: `nobody${i}`,
          password: 'x',
          captcha: 'ZZZZ',
          captchaKey: captchaKey(),
        },
        headers: { 'X-Forwarded-For': `10.9.9.${i}, 203.0.113.80` },
      })
    }
    const answer = await api(direct.url, '/wps/session/login', {
      body: { type: 'username', username: 'demo', password: 'Demo1234!' },
      headers: { 'X-Forwarded-For': '10.1.1.1, 203.0.113.80' },
    })
    expect(answer.status).toBe(429)
  })
})

describe('C-9: the lockout locks (account, IP) and asks the account for a captcha', () => {
  const from = (ip: string) => ({ 'X-Forwarded-For': ip })

  it('10 failures lock the account for every address, never only a captcha (an account is never locked, only asked for a captcha); the owner is told', async () => {
    const attacker = from('198.51.100.20')
    for (let i = 0; i < 10; i++) {
      const key = captchaKey()
      const code = i < 2 ? undefined : await solveCaptcha(direct.url, key)
      await api(direct.url, '/wps/session/login', {
        body: { type: 'username', username: 'demo', password: `Wrong-${i}`, captcha: code, captchaKey: key },
        headers: attacker,
      })
    }
    const locked = await api(direct.url, '/wps/session/login', {
      body: { type: 'username', username: 'demo', password: 'Demo1234!' },
      headers: attacker,
    })
    expect(locked.status).toBe(429)

    // From elsewhere too, even the right password with a captcha gets no verdict while it is locked.
    const owner = from('203.0.113.44')
    const key = captchaKey()
    const code = await solveCaptcha(direct.url, key)
    const elsewhere = await api(direct.url, '/wps/session/login', {
      body: { type: 'username', username: 'demo', password: 'Demo1234!', captcha: code, captchaKey: key },
      headers: owner,
    })
    expect(elsewhere.status).toBe(429)
    expect(elsewhere.body.value?.token).toBeUndefined()
    const { messages } = await demo<{ messages: { purpose: string | null }[] }>(
      direct.url,
      'GET',
      '/demo/api/outbox',
    )
    expect(messages.filter((m) => m.purpose === 'notice-locked').length).toBeGreaterThanOrEqual(1)
  })
})

describe('scrypt cost and re-hash on login', () => {
  it('re-hashes a weaker stored hash with today’s cost when the member logs in', async () => {
    const db = direct.instance!.db
    const stored = () =>
      (
        db.prepare("SELECT password_hash FROM members WHERE username = 'demo'").get() as {
          password_hash: string
        }
      ).password_hash
    expect(stored().split('$')[1]).toBe(String(2 ** 14)) // the tests' lowered cost (vitest.config.mjs)
    const previous = process.env.LOBBYKIT_SCRYPT_LOG2N
    process.env.LOBBYKIT_SCRYPT_LOG2N = '15'
    try {
      await login(direct.url, 'demo', 'Demo1234!')
      expect(stored().split('$')[1]).toBe(String(2 ** 15))
      await login(direct.url, 'demo', 'Demo1234!')
    } finally {
      process.env.LOBBYKIT_SCRYPT_LOG2N = previous
    }
  })

  it('defaults to N = 2^17 when no lower cost is set', async () => {
    const { passwordCost } = await import('../../demo/server/platform/passwords')
    const previous = process.env.LOBBYKIT_SCRYPT_LOG2N
    delete process.env.LOBBYKIT_SCRYPT_LOG2N
    try {
      expect(passwordCost().N).toBe(2 ** 17)
    } finally {
      process.env.LOBBYKIT_SCRYPT_LOG2N = previous
    }
  })
})

describe('C-9: the phone-auth code and the captcha go through the shared limiter', () => {
  const provider = async (step: 'send' | 'verify', body: Record<string, string>) => {
    const response = await fetch(`${controlUrl(server.url)}/demo/provider/phone-auth/${step}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ countryDialingCode: '92', mobileNum: '3009998877', ...body }),
    })
    return { status: response.status, body: await response.json() }
  }

  it('20 parallel phone-auth codes with the right one 15th: 10 checked, no identity token', async () => {
    const sent = await provider('send', {})
    const { messages } = await demo(server.url, 'GET', '/demo/api/outbox?to=3009998877')
    const code = sent.body.code ?? messages[0].code
    const answers = await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        provider('verify', { code: i === RIGHT_AT ? code : String(100000 + i) }),
      ),
    )
    // 10 reach the code (which dies after its own 5 wrong tries, C-9); 10 never get that far.
    expect(answers.filter((a) => a.status === 400)).toHaveLength(10)
    expect(answers.filter((a) => a.status === 429)).toHaveLength(10)
    expect(answers[RIGHT_AT]!.status).toBe(429)
    expect(answers.some((a) => a.body.identityToken)).toBe(false)
  })

  it('captcha answers: 60 checks an IP in 15 minutes, the 61st refused even when right', async () => {
    const db = (server as any).instance.db
    const limits = createRateLimiter()
    // 62 live captchas, put straight into the table (the image route has its own per-IP limit).
    const keys = Array.from({ length: 62 }, (_, i) => `limit-test-${i}`)
    const codes = keys.map((_, i) => `AB${String(i).padStart(2, '0')}`)
    const add = db.prepare('INSERT INTO captchas (uuid, code, expires_at) VALUES (?, ?, ?)')
    keys.forEach((key, i) => add.run(key, codes[i], Date.now() + 60_000))
    for (let i = 0; i < 60; i++) expect(checkCaptcha(db, keys[i], 'WRONG', limits, '9.9.9.9')).toBe(false)
    expect(checkCaptcha(db, keys[60], codes[60], limits, '9.9.9.9')).toBe(false)
    // Another IP is not held up by this one.
    expect(checkCaptcha(db, keys[61], codes[61], limits, '8.8.8.8')).toBe(true)
  })
})
