// @vitest-environment node
// The site shell's calls and serving: wallet balance (HDR-9), unread count (HDR-20, routes/content.mjs),
// every route of spec §2 answered with the site page, text files compressed.
import { describe, expect, it } from 'vitest'
import { api, login, useServer } from './helpers'

const server = useServer()

describe('wallet balance and unread count (HDR-9, HDR-20)', () => {
  it('answers the member’s balance and unread count behind a token', async () => {
    const token = await login(server.url, 'demo', 'Demo1234!')
    const balance = await api(server.url, '/wps/v2/wallets/balance', { token })
    expect(balance.body.value).toEqual({ balance: 1250.5, currencySymbol: 'Rs' })
    const unread = await api(server.url, '/wps/relay/CSP_unreadCount', { token, modId: 'INBOX3' })
    expect(unread.body.value).toEqual({ count: 3 })
  })

  it('refuses both without a session', async () => {
    for (const path of ['/wps/v2/wallets/balance', '/wps/relay/CSP_unreadCount']) {
      const { body } = await api(server.url, path)
      expect(body.success, path).toBe(false)
    }
  })
})

describe('the site at every route (ROUTE-1..31)', () => {
  it('answers each route of spec §2 with the same HTML page', async () => {
    for (const path of [
      '/',
      '/index',
      '/index.html',
      '/home',
      '/rng',
      '/login',
      '/agentHome',
      '/pointMall',
      '/lottert',
      '/help',
    ]) {
      const response = await fetch(server.url + path)
      expect(response.status, path).toBe(200)
      expect(response.headers.get('content-type'), path).toMatch(/text\/html/)
      expect(await response.text(), path).toContain('<lobbykit-site')
    }
  })
})

describe('static files compressed (Lighthouse: text compression)', () => {
  it('answers text files with brotli or gzip as the browser accepts, plain otherwise', async () => {
    const br = await fetch(`${server.url}/demo/cms.html`, { headers: { 'Accept-Encoding': 'br' } })
    expect(br.headers.get('content-encoding')).toBe('br')
    expect(br.headers.get('vary')?.toLowerCase()).toBe('accept-encoding') // field names are case-insensitive (RFC 9110)
    expect(await br.text()).toContain('<!doctype html>')
    const gzip = await fetch(`${server.url}/demo/cms.html`, { headers: { 'Accept-Encoding': 'gzip' } })
    expect(gzip.headers.get('content-encoding')).toBe('gzip')
    const plain = await fetch(`${server.url}/demo/cms.html`, { headers: { 'Accept-Encoding': 'identity' } })
    expect(plain.headers.get('content-encoding')).toBeNull()
  })
})
