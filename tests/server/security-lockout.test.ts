// @vitest-environment node
// C-9, C-10, LOGIN-19: per-account backoff. 10 wrong passwords for one account within 15 minutes,
// from any mix of addresses, lock it: no password verdict (not even for the right one) for a time
// that grows, the owner told through the outbox; taken before the slow check.
import { describe, expect, it } from 'vitest'
import { api, captchaKey, demo, solveCaptcha, useServer } from './helpers'

const server = useServer({ trustProxy: '127.0.0.1' })

async function tryLogin(password: string, ip: string) {
  const key = captchaKey()
  const captcha = await solveCaptcha(server.url, key)
  return api(server.url, '/wps/session/login', {
    body: { type: 'username', username: 'demo', password, captchaKey: key, captcha },
    headers: { 'X-Forwarded-For': ip },
  })
}

describe('per-account backoff (C-9, LOGIN-19)', () => {
  it('locks an account after 10 wrong passwords from 3 addresses, answers no verdict even for the right one, and tells the owner (3 source addresses → 30 checked guesses)', async () => {
    const verdicts: string[] = []
    for (let i = 0; i < 10; i++)
      verdicts.push(String((await tryLogin('Wrong0000!', `10.1.${i % 3}.9`)).body.errorCode))
    expect(verdicts).toEqual(Array(10).fill('INVALID_CREDENTIALS'))
    for (const ip of ['10.1.0.9', '10.1.1.9', '10.1.2.9', '10.7.7.7']) {
      const locked = await tryLogin('Demo1234!', ip)
      expect(locked.status).toBe(429)
      expect(locked.body.errorCode).toBe('TOO_MANY_REQUESTS')
      expect(locked.body.value?.token).toBeUndefined()
      expect(Number(locked.headers.get('Retry-After'))).toBeGreaterThan(14 * 60)
    }
    const { messages } = await demo<{ messages: { purpose: string | null; text: string }[] }>(
      server.url,
      'GET',
      '/demo/api/outbox',
    )
    const notices = messages.filter((m) => m.purpose === 'notice-locked')
    expect(notices.length).toBeGreaterThanOrEqual(1)
    expect(notices[0]?.text).toContain('account demo')
    expect(notices[0]?.text).toContain('15 minutes')
  })

  it('parallel wrong passwords cannot beat the lock: of 24 at once with captchas, at most 10 get a verdict', async () => {
    const captchas = []
    for (let i = 0; i < 24; i++) {
      const key = captchaKey()
      captchas.push({ captchaKey: key, captcha: await solveCaptcha(server.url, key) })
    }
    const tries = await Promise.all(
      captchas.map((captcha, i) =>
        api(server.url, '/wps/session/login', {
          body: { type: 'username', username: 'agent', password: `Wrong${i}000!`, ...captcha },
          headers: { 'X-Forwarded-For': `10.2.${i}.1` },
        }),
      ),
    )
    const verdicts = tries.filter((t) => t.body.errorCode === 'INVALID_CREDENTIALS')
    const refused = tries.filter((t) => t.status === 429)
    expect(verdicts.length).toBe(10)
    expect(refused.length).toBe(14)
  })
})
