// The operator's side of the about-us, blog and news pages on the demo control API (MEMBER-21…23): add
// an article as a back office would store it — HTML included, unsanitised (the client sanitises, C-7).
import { ARTICLE_KINDS, addArticle, ensureArticles } from '../articles-data.mjs'

/** @typedef {import('./demo.mjs').DemoContext} DemoContext */

/** @param {number} status @param {unknown} body */
const reply = (status, body) => ({ status, body })

/** @param {DemoContext} ctx */
function add({ db, body }) {
  const kind = String(body.kind ?? '').toUpperCase()
  const title = String(body.title ?? '').trim()
  const content = String(body.content ?? '')
  if (!(/** @type {readonly string[]} */ (ARTICLE_KINDS).includes(kind)) || !title || !content)
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

/** @type {import('./demo.mjs').DemoRoute[]} */
export const articleDemoRoutes = [{ method: 'POST', pattern: /^\/demo\/api\/articles$/, handler: add }]
