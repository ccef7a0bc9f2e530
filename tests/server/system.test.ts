// @vitest-environment node
// System calls: status and permission, white-label flags, register rules, country codes, captcha.
import { crc32, inflateSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { api, captchaKey, demo, setSettings, useServer } from './helpers'

// X-Forwarded-For stands for callers behind the loopback proxy the tests play (TRUST_PROXY).
const server = useServer({ trustProxy: '127.0.0.1' })

describe('GET /wps/system/status (API-23, API-24, SYS-11..16)', () => {
  it('answers the flags, the info blocks and the location', async () => {
    const { body } = await api(server.url, '/wps/system/status')
    expect(body.success).toBe(true)
    expect(body.value).toMatchObject({ maintenance: false, regionRestriction: false, maintenanceEnd: null })
    expect(Object.keys(body.value.info).sort()).toEqual(
      [
        'analytics',
        'brand',
        'customerService',
        'domainRoute',
        'imageCDNs',
        'humanCheck',
        'launchGameCDNs',
        'mainDomain',
        'register',
        'resources',
        'whitelabel',
      ].sort(),
    )
    expect(body.value.info.analytics).toEqual({ gtagId: 'G-DEMO' })
    expect(body.value.info.brand).toMatchObject({
      languages: ['EN', 'UR'],
      defaultLanguage: 'EN',
      minAge: 18,
    })
    expect(body.value.info.register.regExp.password).toMatchObject({
      patternId: 19,
      minLength: 8,
      maxLength: 20,
    })
    expect(body.value.location).toEqual({ ip: '127.0.0.1', country: null })
  })

  it('answers domain routes and the main domain on the server’s own origin (SPEED-2)', async () => {
    const { body } = await api(server.url, '/wps/system/status')
    const { port } = new URL(server.url)
    expect(body.value.info.mainDomain).toBe(server.url)
    expect(body.value.info.domainRoute).toEqual([
      { domainName: server.url },
      { domainName: `http://localhost:${port}` },
      { domainName: `http://backup.localhost:${port}` },
      { domainName: `http://slow.localhost:${port}` },
      { domainName: `http://dead.localhost:${port}` },
      { domainName: `http://spare.localhost:${port}` },
    ])
  })

  it('answers maintenance with its end, title and info when the setting is on (SYS-11, SYS-15)', async () => {
    const end = Date.UTC(2030, 0, 1, 12)
    await setSettings(server.url, { maintenance: true, maintenanceEnd: end, regionRestriction: true })
    const { body } = await api(server.url, '/wps/system/status')
    expect(body.value).toMatchObject({ maintenance: true, maintenanceEnd: end, regionRestriction: true })
    expect(body.value.maintenanceTitle).toBeTypeOf('string')
  })

  it('answers region restriction with its info when the setting is on (SYS-12, SYS-16)', async () => {
    await setSettings(server.url, { regionRestriction: true, regionInfo: 'Not here' })
    const { body } = await api(server.url, '/wps/system/status')
    expect(body.value).toMatchObject({ maintenance: false, regionRestriction: true, regionInfo: 'Not here' })
  })

  it('believes X-Forwarded-For from a trusted proxy for location.ip: the rightmost entry', async () => {
    const { body } = await api(server.url, '/wps/system/status', {
      headers: { 'X-Forwarded-For': '10.0.0.1, 203.0.113.7' },
    })
    expect(body.value.location.ip).toBe('203.0.113.7')
  })
})

describe('white-label flags, register rules and country codes', () => {
  it('answers the white-label flags and follows the settings (API-25)', async () => {
    expect((await api(server.url, '/wps/system/whitelabel')).body.value).toMatchObject({
      FREEPLAY3: true,
      VIP: true,
    })
    await setSettings(server.url, { whitelabel: { VIP: false } })
    const { value } = (await api(server.url, '/wps/system/whitelabel')).body
    expect(value).toMatchObject({ FREEPLAY3: true, VIP: false })
    expect(Object.keys(value)).toHaveLength(15) // the 14 of spec §1/§3 and AFFMAN3 (the affiliate check, REG-16)
  })

  it('answers the register field rules (API-21, VAL-1)', async () => {
    const { body } = await api(server.url, '/wps/system/setting/register', { modId: 'REG3' })
    expect(body.value.regExp.username).toEqual({
      enabled: true,
      required: true,
      acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$',
      patternId: 1,
      minLength: 4,
      maxLength: 16,
    })
    expect(body.value.regExp.mobileNum).toMatchObject({ patternId: 6, minLength: 10, maxLength: 10 })
    expect(body.value.regExp.verificationCode).toMatchObject({ patternId: 6, minLength: 6, maxLength: 6 })
  })

  it('answers the country codes with Pakistan first (API-63)', async () => {
    const { value } = (await api(server.url, '/wps/system/countryCodes')).body
    expect(value[0]).toEqual({ code: 'PK', dialCode: '92', name: 'Pakistan', mobileLength: 10 })
    expect(value.length).toBeGreaterThanOrEqual(8)
    expect(value.length).toBeLessThanOrEqual(12)
  })
})

/** The chunks of a PNG file, checking each CRC. */
function readPng(bytes: Buffer) {
  const chunks: { type: string; data: Buffer }[] = []
  let at = 8
  while (at < bytes.length) {
    const length = bytes.readUInt32BE(at)
    const type = bytes.toString('ascii', at + 4, at + 8)
    const data = bytes.subarray(at + 8, at + 8 + length)
    expect(bytes.readUInt32BE(at + 8 + length), `${type} CRC`).toBe(
      crc32(bytes.subarray(at + 4, at + 8 + length)),
    )
    chunks.push({ type, data })
    at += 12 + length
  }
  return chunks
}

describe('GET /wps/captcha (API-14, C-9)', () => {
  it('answers a 120 × 40 PNG as bare base64 and keeps its code for the uuid', async () => {
    const key = captchaKey()
    const { body } = await api(server.url, `/wps/captcha?uuid=${key}`, { modId: 'CAPTCHA3' })
    expect(body.success).toBe(true)
    expect(body.value).not.toMatch(/^data:/)
    const png = Buffer.from(body.value, 'base64')
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    const chunks = readPng(png)
    expect(chunks.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND'])
    const ihdr = chunks[0]!.data
    expect([ihdr.readUInt32BE(0), ihdr.readUInt32BE(4), ihdr[8], ihdr[9]]).toEqual([120, 40, 8, 2])
    expect(inflateSync(chunks[1]!.data)).toHaveLength(40 * (1 + 120 * 3))
    const { code } = await demo(server.url, 'GET', `/demo/api/captcha/${key}`)
    expect(code).toMatch(/^[ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{4}$/)
  })

  it('answers 400 for a missing or malformed uuid', async () => {
    for (const query of ['', '?uuid=short', '?uuid=has%20space1', `?uuid=${'x'.repeat(65)}`]) {
      const answer = await api(server.url, `/wps/captcha${query}`, { modId: 'CAPTCHA3' })
      expect(answer.status).toBe(400)
      expect(answer.body.success).toBe(false)
    }
  })

  it('answers 429 after 30 captchas a minute from one IP', async () => {
    const key = captchaKey()
    for (let i = 0; i < 30; i++) {
      expect((await api(server.url, `/wps/captcha?uuid=${key}`, { modId: 'CAPTCHA3' })).status).toBe(200)
    }
    const refused = await api(server.url, `/wps/captcha?uuid=${key}`, { modId: 'CAPTCHA3' })
    expect(refused.status).toBe(429)
    expect(refused.body).toMatchObject({
      errorCode: 'TOO_MANY_REQUESTS',
      message: expect.stringMatching(/^Too many requests, please retry after \d+ (seconds?|minutes)$/),
    })
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    const elsewhere = await api(server.url, `/wps/captcha?uuid=${key}`, {
      modId: 'CAPTCHA3',
      headers: { 'X-Forwarded-For': '198.51.100.2' },
    })
    expect(elsewhere.status).toBe(200)
  })
})
