import { call } from './http'

// The member centre's about-us, blog and news pages (MEMBER-21…23): the spec names no call; the
// reference server defines them under /wps/relay (api.md last paragraph), named once here.

/** Which page an article belongs to. */
export type ArticleKind = 'ABOUT' | 'BLOG' | 'NEWS'

/** An article as a list shows it; the cover's size lets the page reserve its space. */
export interface ArticleSummary {
  id: number
  kind: ArticleKind
  publishedAt: number
  title: string
  summary: string
  /** Pass through core/safe-url before use. */
  imageUrl: string
  imageWidth: number
  imageHeight: number
}

/** One article; `content` is server HTML: render only through ServerHtml (C-7). */
export interface Article extends ArticleSummary {
  content: string
}

/** A page of one kind's articles, newest first. */
export interface ArticlePage {
  list: ArticleSummary[]
  pageNo: number
  pageSize: number
  total: number
  totalPages: number
}

const MOD = 'COMM3'

/** A page of the about-us, blog or news articles. */
export function fetchArticles(
  kind: ArticleKind,
  pageNo: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<ArticlePage> {
  return call('/wps/relay/CMS_articleList', { modId: MOD, query: { kind, pageNo, pageSize }, signal })
}

/** One article with its content. */
export function fetchArticle(id: number, signal?: AbortSignal): Promise<Article> {
  return call('/wps/relay/CMS_articleDetail', { modId: MOD, query: { id }, signal })
}
