// The operator's side of the about-us, blog and news pages on the demo control API (MEMBER-21…23): add
// an article as a back office would store it — HTML included, unsanitised (the client sanitises, C-7).
import { ARTICLE_KINDS, addArticle, ensureArticles } from './data'
import type { DemoContext, DemoRoute } from '../platform/demo-routes'

const reply = (status: number, body: unknown) => ({ status, body })

function add({ db, body }: DemoContext) {
  const kind = String(body.kind ?? '').toUpperCase()
  const title = String(body.title ?? '').trim()
  const content = String(body.content ?? '')
  if (!(ARTICLE_KINDS as readonly string[]).includes(kind) || !title || !content)
    return reply(400, { error: `kind (${ARTICLE_KINDS.join(', ')}), title and content are required` })
  ensureArticles(db)
  const id = addArticle(db, {
    kind,
    publishedAt: Number(body.publishedAt ?? Date.now()),
    title,
    titleUr: String(body.titleUr ?? title),
    summary: String(body.summary ?? ''),
    summaryUr: String(body.summaryUr ?? body.summary ?? ''),
    content,
    contentUr: String(body.contentUr ?? content),
  })
  return reply(200, { ok: true, id })
}

export const articleDemoRoutes: DemoRoute[] = [{ method: 'POST', path: '/demo/api/articles', handler: add }]
