import { describe, expect, it } from 'vitest'
import { composeTitle } from '../../../../widgets/lobbykit-site/routing/document-title'

describe("the site's document title (HDR-1)", () => {
  it("names the page once, then the brand's name", () => {
    expect(composeTitle('Log in', 'lobbykit demo')).toBe('Log in · lobbykit demo')
    expect(composeTitle('  Help centre ', 'Crescent Play')).toBe('Help centre · Crescent Play')
  })

  it('is the brand alone for a page without a name of its own or named as the brand', () => {
    expect(composeTitle(null, 'lobbykit demo')).toBe('lobbykit demo')
    expect(composeTitle('', 'lobbykit demo')).toBe('lobbykit demo')
    expect(composeTitle('lobbykit demo', 'lobbykit demo')).toBe('lobbykit demo')
  })

  it('falls back to the wordmark when brand config names no brand', () => {
    expect(composeTitle('Log in', undefined)).toBe('Log in · lobbykit')
    expect(composeTitle(undefined, '  ')).toBe('lobbykit')
  })
})
