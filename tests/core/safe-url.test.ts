// The one URL check (core/safe-url.ts) every server URL passes before href / src.
import { describe, expect, it } from 'vitest'
import { safeUrl } from '../../core/safe-url'

describe('safeUrl', () => {
  it('keeps http, https and same-site paths', () => {
    for (const ok of [
      'https://t.me/lobbykit',
      'http://example.com/a?b=1',
      '/help#term',
      '/demo/games/x.html',
    ])
      expect(safeUrl(ok)).toBe(ok)
    expect(safeUrl('  https://x.example/ ')).toBe('https://x.example/')
  })

  it('takes mailto: and tel: only for a contact link, never for a frame or a navigation', () => {
    expect(safeUrl('mailto:support@lobbykit.example')).toBeNull()
    expect(safeUrl('mailto:support@lobbykit.example', { contact: true })).toBe(
      'mailto:support@lobbykit.example',
    )
    expect(safeUrl('tel:+923001234567', { contact: true })).toBe('tel:+923001234567')
    expect(safeUrl('javascript:alert(1)', { contact: true })).toBeNull()
  })

  it('refuses script, data and other schemes, protocol-relative and backslash hosts, control characters', () => {
    for (const bad of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:x',
      '//evil.example/x',
      '/\\evil.example',
      'evil.example',
      '',
      undefined,
      null,
      42,
    ])
      expect(safeUrl(bad), String(bad)).toBeNull()
  })
})

describe('safeImageUrl (the human check picture)', () => {
  it('keeps a base64 image the server drew and refuses any other data or script URL', async () => {
    const { safeImageUrl } = await import('../../core/safe-image-url')
    expect(safeImageUrl('data:image/png;base64,iVBORw0KGgo=')).toBe('data:image/png;base64,iVBORw0KGgo=')
    expect(safeImageUrl('/img/a.png')).toBe('/img/a.png')
    expect(safeImageUrl('data:text/html;base64,PHNjcmlwdD4=')).toBeNull()
    expect(safeImageUrl('data:image/svg+xml;base64,PHN2Zz4=')).toBeNull()
    expect(safeImageUrl('javascript:alert(1)')).toBeNull()
  })
})
