// @vitest-environment node
// The demo control page and API live on their own loopback port, answer loopback
// Host headers and JSON bodies only, send no CORS, and the platform port knows nothing of them.
import { request } from 'node:http'
import { describe, expect, it } from 'vitest'
import { controlUrl, demo, useServer } from './helpers'

const server = useServer()

/** A raw request, so the Host header can be anything. */
function raw(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
) {
  return new Promise<{ status: number; headers: Record<string, unknown>; text: string }>(
    (resolve, reject) => {
      const req = request(url, { method: options.method ?? 'GET', headers: options.headers }, (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (text += chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }))
      })
      req.on('error', reject)
      req.end(options.body)
    },
  )
}

describe('the demo control API on its own port', () => {
  it('is not on the platform port: /demo/api and /demo/control answer 404 there', async () => {
    expect(controlUrl(server.url)).not.toBe(server.url)
    expect((await fetch(`${server.url}/demo/api/settings`)).status).toBe(404)
    const reset = await fetch(`${server.url}/demo/api/reset`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
    })
    expect(reset.status).toBe(404)
    expect((await fetch(`${server.url}/demo/control`)).status).toBe(404)
    expect((await fetch(`${server.url}/demo/control.js`)).status).toBe(404)
  })

  it('serves the control page and its API on the control port, bound to 127.0.0.1', async () => {
    const control = controlUrl(server.url)
    expect(new URL(control).hostname).toBe('127.0.0.1')
    const page = await fetch(`${control}/demo/control`)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('<title>lobbykit demo control</title>')
    expect((await fetch(`${control}/demo/control.js`)).status).toBe(200)
    expect(await demo(server.url, 'GET', '/demo/api/settings')).toMatchObject({ maintenance: false })
  })

  it('refuses a body that is not JSON (a cross-site form or text/plain beacon) and changes nothing', async () => {
    const control = controlUrl(server.url)
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', undefined]) {
      const response = await fetch(`${control}/demo/api/settings`, {
        method: 'PUT',
        headers: type ? { 'Content-Type': type } : {},
        body: JSON.stringify({ maintenance: true }),
      })
      expect(response.status, String(type)).toBe(415)
    }
    const reset = await fetch(`${control}/demo/api/sessions/expire`, { method: 'POST' })
    expect(reset.status).toBe(415)
    expect((await demo(server.url, 'GET', '/demo/api/settings')).maintenance).toBe(false)
  })

  it('answers only a loopback Host (no DNS rebinding) and no other Origin, without CORS headers', async () => {
    const control = controlUrl(server.url)
    const rebound = await raw(`${control}/demo/api/settings`, { headers: { Host: 'evil.example:4174' } })
    expect(rebound.status).toBe(421)
    const port = new URL(control).port
    const local = await raw(`${control}/demo/api/settings`, { headers: { Host: `localhost:${port}` } })
    expect(local.status).toBe(200)
    const foreign = await fetch(`${control}/demo/api/settings`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Origin: 'https://evil.example' },
      body: JSON.stringify({ maintenance: true }),
    })
    expect(foreign.status).toBe(403)
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull()
    const preflight = await fetch(`${control}/demo/api/settings`, {
      method: 'OPTIONS',
      headers: { Origin: server.url, 'Access-Control-Request-Method': 'PUT' },
    })
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull()
    expect((await demo(server.url, 'GET', '/demo/api/settings')).maintenance).toBe(false)
  })
})
