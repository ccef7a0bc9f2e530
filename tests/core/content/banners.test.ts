// Banners (BNR-2, BNR-11) and the rule that every URL from the server passes safeUrl before it
// reaches `href` or `src` (DESIGN Decisions): a banner whose picture or link is not
// an http(s) URL or a same-site path is not shown, or shown without a link.
import { describe, expect, it, vi } from 'vitest'

vi.mock('../../../core/api/content', () => ({
  getNotices: async () => ({
    banners: [
      {
        id: 1,
        groupName: 'w_home',
        title: 'ok',
        imageUrl: 'https://cdn.example/b1.png',
        url: '/promotions',
        linkageType: 'INTERNAL',
      },
      {
        id: 2,
        groupName: 'w_home',
        title: 'script',
        imageUrl: 'javascript:alert(1)',
        url: null,
        linkageType: null,
      },
      {
        id: 3,
        groupName: 'w_home',
        title: 'data',
        imageUrl: 'data:image/svg+xml,<svg onload=alert(1)>',
        url: null,
        linkageType: null,
      },
      {
        id: 4,
        groupName: 'w_home',
        title: 'other host',
        imageUrl: '//evil.example/b.png',
        url: null,
        linkageType: null,
      },
      {
        id: 5,
        groupName: 'w_login',
        title: 'other group',
        imageUrl: '  /content/banner-5.svg ',
        url: null,
        linkageType: null,
      },
    ],
  }),
}))

const { bannerLink, loadBanners } = await import('../../../core/content/banners')

describe('banners', () => {
  it('keeps only the group’s banners whose picture passes safeUrl', async () => {
    expect((await loadBanners('w_home')).map((b) => b.id)).toEqual([1])
    // The picture's URL is the one safeUrl answered (trimmed), not the raw text it was given.
    expect((await loadBanners('w_login')).map((b) => [b.id, b.imageUrl])).toEqual([
      [5, '/content/banner-5.svg'],
    ])
  })

  it('BNR-11: links only with a linkageType and a URL that passes safeUrl', () => {
    expect(bannerLink({ url: '/promotions', linkageType: 'INTERNAL' })).toEqual({
      href: '/promotions',
      internal: true,
    })
    expect(bannerLink({ url: 'https://example.com/x', linkageType: 'EXTERNAL' })).toEqual({
      href: 'https://example.com/x',
      internal: false,
    })
    expect(bannerLink({ url: '/promotions', linkageType: null })).toBeNull()
    expect(bannerLink({ url: 'javascript:alert(1)', linkageType: 'EXTERNAL' })).toBeNull()
    expect(bannerLink({ url: '//evil.example', linkageType: 'EXTERNAL' })).toBeNull()
    expect(bannerLink({ url: 'java\tscript:alert(1)', linkageType: 'EXTERNAL' })).toBeNull()
  })
})
