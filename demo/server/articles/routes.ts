// The member centre's about-us, blog and news pages (MEMBER-21…23). The spec names no call: the
// reference server defines them under /wps/relay (api.md last paragraph):
//   CMS_articleList?kind=ABOUT|BLOG|NEWS&pageNo&pageSize — a page of one kind's articles, newest first,
//     without their content (title, summary, cover image with its size, date)
//   CMS_articleDetail?id= — one article with its HTML content (sanitised by the client, C-7)
// Public, like the help centre: no token. The caller's Language header picks EN or UR.
import { badRequest, fail, ok } from '../platform/envelope'
import { intParam } from '../platform/query'
import { ARTICLE_IMAGE, ARTICLE_KINDS, ensureArticles, findArticle } from './data'
import type { ArticleRow } from './data'
import type { Route, RouteContext } from '../platform/context'

export type Ctx = RouteContext

/** The largest page a list call answers. */
const MAX_PAGE_SIZE = 20
/** The last page number a list call accepts. */
const MAX_PAGE_NO = 1_000_000

const urdu = (ctx: Ctx) => String(ctx.req.headers.language ?? '').toUpperCase() === 'UR'

/** An article as the list shows it. */
function summaryOf(ctx: Ctx, a: ArticleRow) {
  const ur = urdu(ctx)
  return {
    id: a.id,
    kind: a.kind,
    publishedAt: a.published_at,
    title: ur ? a.title_ur : a.title,
    summary: ur ? a.summary_ur : a.summary,
    imageUrl: `${ctx.origin}/content/article-${a.id}.svg`,
    imageWidth: ARTICLE_IMAGE.width,
    imageHeight: ARTICLE_IMAGE.height,
  }
}

function articleList(ctx: Ctx) {
  const kind = (ctx.query.get('kind') ?? '').toUpperCase()
  if (!(ARTICLE_KINDS as readonly string[]).includes(kind))
    return badRequest(`kind must be one of ${ARTICLE_KINDS.join(', ')}`)
  const pageNo = intParam(ctx.query, 'pageNo', { fallback: 1, min: 1, max: MAX_PAGE_NO })
  if (pageNo.error) return pageNo.error
  const pageSize = intParam(ctx.query, 'pageSize', { fallback: 10, min: 1, max: MAX_PAGE_SIZE })
  if (pageSize.error) return pageSize.error
  ensureArticles(ctx.db)
  const { total } = ctx.db.prepare('SELECT COUNT(*) AS total FROM articles WHERE kind = ?').get(kind) as {
    total: number
  }
  const rows = ctx.db
    .prepare('SELECT * FROM articles WHERE kind = ? ORDER BY published_at DESC, id DESC LIMIT ? OFFSET ?')
    .all(kind, pageSize.value, (pageNo.value - 1) * pageSize.value) as ArticleRow[]
  return ok({
    list: rows.map((a) => summaryOf(ctx, a)),
    pageNo: pageNo.value,
    pageSize: pageSize.value,
    total,
    totalPages: Math.ceil(total / pageSize.value),
  })
}

function articleDetail(ctx: Ctx) {
  // Anything but a whole number from 1 names no article.
  const id = intParam(ctx.query, 'id', { fallback: 0, min: 1, max: 1e9 }).value
  const article = id ? findArticle(ctx.db, id) : undefined
  if (!article) return fail('NOT_FOUND', 'No such article')
  return ok({ ...summaryOf(ctx, article), content: urdu(ctx) ? article.content_ur : article.content })
}

export const articleRoutes: Route[] = [
  { method: 'GET', path: '/wps/relay/CMS_articleList', handler: articleList },
  { method: 'GET', path: '/wps/relay/CMS_articleDetail', handler: articleDetail },
]
