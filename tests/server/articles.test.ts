// @vitest-environment node
// The about-us, blog and news articles on the reference server (MEMBER-21, MEMBER-22, MEMBER-23):
// a kind's list, newest first and paged, without content; one article with its HTML in the caller's
// language; each cover image served at the size the list announces; unknown kinds and ids refused.
import { describe, expect, it } from 'vitest'
import { api, demo, useServer } from './helpers'

const server = useServer()
const list = (query: string, language = 'EN') =>
  api(server.url, `/wps/relay/CMS_articleList?${query}`, { headers: { Language: language } })
const detail = (id: number, language = 'EN') =>
  api(server.url, `/wps/relay/CMS_articleDetail?id=${id}`, { headers: { Language: language } })

describe('articles (MEMBER-21…23)', () => {
  it('lists each kind newest first, paged, with a cover of a given size and no content', async () => {
    for (const kind of ['ABOUT', 'BLOG', 'NEWS']) {
      const { body } = await list(`kind=${kind}&pageSize=20`)
      expect(body.success).toBe(true)
      expect(body.value.list.length).toBeGreaterThan(0)
      expect(body.value.total).toBe(body.value.list.length)
      const dates = body.value.list.map((a: any) => a.publishedAt)
      expect(dates).toEqual([...dates].sort((a, b) => b - a))
      for (const a of body.value.list) {
        expect(a).toMatchObject({ kind, imageWidth: 1200, imageHeight: 630 })
        expect(a.title.length).toBeGreaterThan(3)
        expect(a.summary.length).toBeGreaterThan(10)
        expect(a).not.toHaveProperty('content')
        expect(a.imageUrl).toBe(`${server.url}/content/article-${a.id}.svg`)
      }
    }
    const first = (await list('kind=BLOG&pageNo=1&pageSize=5')).body.value
    const second = (await list('kind=BLOG&pageNo=2&pageSize=5')).body.value
    expect(first.totalPages).toBe(Math.ceil(first.total / 5))
    expect(first.totalPages).toBeGreaterThan(1)
    expect(first.list).toHaveLength(5)
    const ids = [...first.list, ...second.list].map((a: any) => a.id)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('answers one article with its HTML content, in Urdu for an Urdu caller', async () => {
    const [about] = (await list('kind=ABOUT')).body.value.list
    const en = (await detail(about.id)).body.value
    expect(en).toMatchObject({ id: about.id, title: about.title, kind: 'ABOUT' })
    expect(en.content).toMatch(/^<p>/)
    const ur = (await detail(about.id, 'UR')).body.value
    expect(ur.title).not.toBe(en.title)
    expect(ur.content).toMatch(/[\u0600-\u06ff]/)
  })

  it('serves each cover image as an SVG of the announced size', async () => {
    const [news] = (await list('kind=NEWS')).body.value.list
    const response = await fetch(news.imageUrl)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/svg+xml')
    expect(await response.text()).toMatch(/width="1200" height="630"/)
    expect((await fetch(`${server.url}/content/article-99999.svg`)).status).toBe(404)
  })

  it('keeps what the operator stored as it is: sanitising is the client’s (C-7)', async () => {
    const content = '<p>Hi</p><img src="x" onerror="alert(1)">'
    const { id } = await demo<{ id: number }>(server.url, 'POST', '/demo/api/articles', {
      kind: 'NEWS',
      title: 'Stored as written',
      content,
    })
    expect((await detail(id)).body.value.content).toBe(content)
    expect((await list('kind=NEWS')).body.value.list[0].id).toBe(id)
  })

  it('refuses an unknown kind, a bad page and an unknown article', async () => {
    expect((await list('kind=GOSSIP')).status).toBe(400)
    expect((await list('kind=BLOG&pageSize=21')).status).toBe(400)
    expect((await list('kind=BLOG&pageNo=0')).status).toBe(400)
    expect((await detail(99999)).body).toMatchObject({ success: false, errorCode: 'NOT_FOUND' })
  })
})
