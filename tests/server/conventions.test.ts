// @vitest-environment node
// api.md conventions: the envelope, the required headers, CORS, unknown paths and bad bodies.
import { describe, expect, it } from 'vitest'
import { API_HEADERS, api, setSettings, useServer } from './helpers'

const server = useServer()

describe('envelope and required headers (api.md, API-1)', () => {
  it('answers every call with success, value, message and errorCode', async () => {
    const answer = await api(server.url, '/wps/system/whitelabel')
    expect(answer.status).toBe(200)
    expect(Object.keys(answer.body).sort()).toEqual(['errorCode', 'message', 'success', 'value'])
    expect(answer.body.success).toBe(true)
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/)
  })

  it.each(['Merchant', 'Device', 'modID'])('answers 400 naming the missing %s header', async (name) => {
    const headers: Record<string, string> = { ...API_HEADERS, modID: 'COMM3' }
    delete headers[name]
    const response = await fetch(`${server.url}/wps/system/status`, { headers })
    const body = await response.json()
    expect(response.status).toBe(400)
    expect(body).toMatchObject({ success: false, errorCode: 'BAD_REQUEST', value: null })
    expect(body.message).toContain(name)
  })

  it('answers 404 NOT_FOUND in the envelope for an unknown API path', async () => {
    for (const path of ['/wps/nothing/here', '/lgw/games/unknown']) {
      const answer = await api(server.url, path)
      expect(answer.status).toBe(404)
      expect(answer.body).toMatchObject({ success: false, errorCode: 'NOT_FOUND' })
    }
  })

  it('answers 405 for a known path called with the wrong method', async () => {
    const answer = await api(server.url, '/wps/session/login', { method: 'GET' })
    expect(answer.status).toBe(405)
    expect(answer.body.success).toBe(false)
  })

  it('answers 400 for a malformed or non-object JSON body', async () => {
    for (const raw of ['{"type":', '[1,2]', '"text"']) {
      const response = await fetch(`${server.url}/wps/session/login`, {
        method: 'POST',
        headers: { ...API_HEADERS, modID: 'COMM3', 'Content-Type': 'application/json;charset=UTF-8' },
        body: raw,
      })
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({ success: false, errorCode: 'BAD_REQUEST' })
    }
  })

  it('refuses a body over 64 KB with 413', async () => {
    const answer = await api(server.url, '/wps/session/login', {
      body: { type: 'username', username: 'demo', password: 'x'.repeat(70 * 1024) },
    })
    expect(answer.status).toBe(413)
    expect(answer.body).toMatchObject({ success: false, errorCode: 'PAYLOAD_TOO_LARGE' })
  })
})

describe('CORS on the API (DESIGN cross-origin)', () => {
  async function preflight(origin: string) {
    return fetch(`${server.url}/wps/session/login`, {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,merchant,modid,content-type',
      },
    })
  }

  it.each(['http://127.0.0.1:5173', 'http://localhost:8080', 'http://[::1]:3000'])(
    'answers the preflight from loopback origin %s with 204 and the allowed methods and headers',
    async (origin) => {
      const response = await preflight(origin)
      expect(response.status).toBe(204)
      expect(response.headers.get('access-control-allow-origin')).toBe(origin)
      expect(response.headers.get('access-control-allow-methods')).toBe('GET,POST,PUT,DELETE,OPTIONS')
      const allowed = response.headers.get('access-control-allow-headers') ?? ''
      for (const name of [
        'Authorization',
        'Merchant',
        'Language',
        'Device',
        'modID',
        'Content-Type',
        'Encryption',
        'X-Digest',
        'X-RSA',
      ]) {
        expect(allowed).toContain(name)
      }
      expect(response.headers.get('access-control-max-age')).toBe('600')
      expect(response.headers.get('vary')).toContain('Origin')
    },
  )

  it('does not reflect an origin that is neither loopback nor configured', async () => {
    const response = await preflight('http://evil.example')
    expect(response.headers.get('access-control-allow-origin')).toBeNull()
    const answer = await api(server.url, '/wps/system/status', { headers: { Origin: 'http://evil.example' } })
    expect(answer.headers.get('access-control-allow-origin')).toBeNull()
    expect(answer.headers.get('vary')).toContain('Origin')
  })

  it('reflects the origin on ordinary API answers, failures included', async () => {
    const origin = 'http://localhost:9999'
    const ok = await api(server.url, '/wps/system/status', { headers: { Origin: origin } })
    expect(ok.headers.get('access-control-allow-origin')).toBe(origin)
    const unauthorised = await api(server.url, '/wps/member/info', { headers: { Origin: origin } })
    expect(unauthorised.status).toBe(401)
    expect(unauthorised.headers.get('access-control-allow-origin')).toBe(origin)
  })

  it('reflects an origin listed in settings allowedOrigins', async () => {
    await setSettings(server.url, { allowedOrigins: ['https://cms.operator.example'] })
    const response = await preflight('https://cms.operator.example')
    expect(response.headers.get('access-control-allow-origin')).toBe('https://cms.operator.example')
  })

  it('reflects only the listed origins once the operator lists any: a loopback origin no longer passes unlisted', async () => {
    const loopback = 'http://127.0.0.1:5173'
    expect((await preflight(loopback)).headers.get('access-control-allow-origin')).toBe(loopback)
    await setSettings(server.url, { allowedOrigins: ['https://cms.operator.example'] })
    expect((await preflight(loopback)).headers.get('access-control-allow-origin')).toBeNull()
    const answer = await api(server.url, '/wps/system/status', { headers: { Origin: loopback } })
    expect(answer.headers.get('access-control-allow-origin')).toBeNull()
    await setSettings(server.url, { allowedOrigins: ['https://cms.operator.example', loopback] })
    expect((await preflight(loopback)).headers.get('access-control-allow-origin')).toBe(loopback)
  })
})
