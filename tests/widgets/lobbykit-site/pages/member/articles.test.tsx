// The about-us, blog and news sections against the reference server (MEMBER-21, MEMBER-22, MEMBER-23):
// the list with covers whose size is reserved, a page bar when the list is long, an article page with
// its HTML sanitised (C-7), and a failed call shown with Try again.
import { afterEach, describe, expect, it } from 'vitest'
import { fetchArticles } from '../../../../../core/api/articles'
import AboutSection from '../../../../../widgets/lobbykit-site/pages/member/articles/about'
import BlogSection from '../../../../../widgets/lobbykit-site/pages/member/articles/blog'
import NewsSection from '../../../../../widgets/lobbykit-site/pages/member/articles/news'
import { ARTICLE_PAGE_SIZE } from '../../../../../widgets/lobbykit-site/pages/member/articles/articles'
import { $location } from '../../../../../widgets/lobbykit-site/routing/router'
import { demo, usePlatform, until } from '../../../../helpers/platform'
import { renderPage, text } from '../../../../helpers/render-page'

const server = usePlatform()

/** The router's location as the member centre has it for `?tab=…`. */
const at = (search: string) =>
  $location.set({ path: '/member', query: new URLSearchParams(search), hash: '' })
afterEach(() => at(''))

const cards = (root: Element) => [...root.querySelectorAll('[part=article-card]')]
const titles = (root: Element) => cards(root).map((c) => text(c.querySelector('h3')))

describe('about us, blog and news sections (MEMBER-21…23)', () => {
  it('MEMBER-22: lists the blog from the server, covers with their size reserved, and pages a long list', async () => {
    at('tab=blog')
    const first = await fetchArticles('BLOG', 1, ARTICLE_PAGE_SIZE)
    expect(first.totalPages).toBeGreaterThan(1)
    const { container } = renderPage(BlogSection, { path: '/member' })
    await until(() => expect(cards(container)).toHaveLength(ARTICLE_PAGE_SIZE))
    expect(titles(container)).toEqual(first.list.map((a) => a.title))
    const card = cards(container)[0]!
    const img = card.querySelector('img')!
    expect(img.getAttribute('width')).toBe('1200')
    expect(img.getAttribute('height')).toBe('630')
    expect(img.getAttribute('src')).toBe(first.list[0]!.imageUrl)
    expect(text(card.querySelector('.art-summary'))).toBe(first.list[0]!.summary)
    expect(card.querySelector('h3 a')?.getAttribute('href')).toBe(
      `/member?tab=blog&article=${first.list[0]!.id}`,
    )
    const pages = container.querySelector('[part=article-pages]')!
    expect(pages.getAttribute('aria-label')).toBe('Blog pages')
    at('tab=blog&page=2')
    const second = await fetchArticles('BLOG', 2, ARTICLE_PAGE_SIZE)
    await until(() => expect(titles(container)).toEqual(second.list.map((a) => a.title)))
    expect(cards(container)[0]!.querySelector('h3 a')?.getAttribute('href')).toBe(
      `/member?tab=blog&page=2&article=${second.list[0]!.id}`,
    )
  })

  it('MEMBER-21/23: lists the about-us and news articles, one page each', async () => {
    for (const [Section, kind, tab] of [
      [AboutSection, 'ABOUT', 'about'],
      [NewsSection, 'NEWS', 'news'],
    ] as const) {
      at(`tab=${tab}`)
      const { list } = await fetchArticles(kind, 1, ARTICLE_PAGE_SIZE)
      const { container } = renderPage(Section, { path: '/member' })
      await until(() => expect(titles(container)).toEqual(list.map((a) => a.title)))
      expect(container.querySelector('[part=article-pages]')).toBeNull()
    }
  })

  it('opens an article with its content sanitised and a way back to the list (C-7)', async () => {
    const { id } = await demo<{ id: number }>(server(), 'POST', '/demo/api/articles', {
      kind: 'NEWS',
      title: 'Weekend cashback',
      content:
        '<p>Ten per cent <strong>back</strong></p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
    })
    at(`tab=news&article=${id}`)
    const { container } = renderPage(NewsSection, { path: '/member' })
    await until(() =>
      expect(text(container.querySelector('[part=article-body]'))).toContain('Ten per cent back'),
    )
    const body = container.querySelector('[part=article-body]')!
    expect(body.querySelector('strong')).not.toBeNull()
    expect(body.innerHTML).not.toMatch(/onerror|<script/)
    expect(text(container.querySelector('[part=article] h2'))).toBe('Weekend cashback')
    expect(container.querySelector('[part=article] img.art-cover')?.getAttribute('height')).toBe('630')
    expect(container.querySelector('[part=article-back]')?.getAttribute('href')).toBe('/member?tab=news')
    expect(text(container.querySelector('[part=article-back]'))).toBe('Back to the news')
  })

  it('shows an unknown article’s refusal with Try again', async () => {
    at('tab=blog&article=99999')
    const { container } = renderPage(BlogSection, { path: '/member' })
    await until(() => expect(container.querySelector('[role=alert]')).not.toBeNull())
    expect([...container.querySelectorAll('button')].map((b) => text(b))).toContain('Try again')
    expect(container.querySelector('[part=article-back]')).not.toBeNull()
  })
})
