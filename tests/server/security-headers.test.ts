// @vitest-environment node
// The site and the demo pages carry a Content-Security-Policy without inline
// script, frame-ancestors, and Referrer-Policy strict-origin-when-cross-origin; no demo page has an
// inline script or on* handler left.
import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { controlUrl, useServer } from './helpers'

const server = useServer()

describe('page headers', () => {
  it('the site, the demo pages and the control page answer with CSP and Referrer-Policy', async () => {
    for (const url of [
      `${server.url}/`,
      `${server.url}/promotions`,
      `${server.url}/demo/cms.html`,
      `${server.url}/demo/affiliate.html`,
      `${controlUrl(server.url)}/demo/control`,
    ]) {
      const response = await fetch(url)
      expect(response.status, url).toBe(200)
      const csp = response.headers.get('content-security-policy') ?? ''
      expect(csp, url).toContain("script-src 'self'")
      expect(csp, url).not.toMatch(/script-src[^;]*unsafe-inline/)
      expect(csp, url).toContain("frame-ancestors 'self'")
      expect(csp, url).toContain("object-src 'none'")
      expect(response.headers.get('referrer-policy'), url).toBe('strict-origin-when-cross-origin')
    }
  })

  it('no demo page keeps an inline script or an inline event handler', () => {
    const folder = new URL('../../demo/pages/', import.meta.url)
    for (const file of readdirSync(folder).filter((f) => f.endsWith('.html'))) {
      const html = readFileSync(new URL(file, folder), 'utf8')
      expect(html, file).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/)
      expect(html, file).not.toMatch(/\son[a-z]+="/)
    }
  })
})
