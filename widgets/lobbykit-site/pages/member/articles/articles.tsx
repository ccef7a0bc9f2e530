import { useEffect, useRef } from 'react'
import { useStore } from '@nanostores/react'
import { addMessages } from '../../../../../core/i18n/index'
import {
  fetchArticle,
  fetchArticles,
  type ArticleKind,
  type ArticleSummary,
} from '../../../../../core/api/articles'
import { safeUrl } from '../../../../../core/safe-url'
import { Pagination } from '../../../../kit/pagination'
import { ServerHtml } from '../../../../kit/server-html'
import { useAdoptedCss } from '../../../../kit/use-adopted-css'
import { useFormat } from '../../../../kit/use-format'
import { useT } from '../../../../kit/use-t'
import { useUid } from '../../../../kit/use-uid'
import { memberPath, type MemberSection } from '../../../routing/nav'
import { $location, go, toHref } from '../../../routing/router'
import { LoadState } from '../../../shared/load-state'
import { useLoad } from '../../../shared/use-load'
import css from './articles.css?raw'
import { en } from './en'

addMessages(en, { UR: () => import('./ur').then((m) => m.ur) })

/** Articles on one page of a list; more make a page bar. */
export const ARTICLE_PAGE_SIZE = 6

/** Where a page of the list, or an article of it, is: `/member?tab=blog&page=2&article=7`. */
function pathOf(tab: MemberSection, page: number, article?: number): string {
  return `${memberPath(tab)}${page > 1 ? `&page=${page}` : ''}${article ? `&article=${article}` : ''}`
}

/** A whole number ≥ 1 from the query, or `fallback`. */
function whole(value: string | null, fallback: number): number {
  const n = Number(value)
  return Number.isInteger(n) && n >= 1 ? n : fallback
}

/**
 * MEMBER-21…23: the about-us, blog or news page of the member centre. The list of the server's articles
 * (cover, title, date, summary), a page bar when there are more than ARTICLE_PAGE_SIZE; `&article=`
 * opens one, its HTML through ServerHtml (C-7). Both are addresses, so back and forward work.
 */
export function ArticleSection({ kind, tab }: { kind: ArticleKind; tab: MemberSection }) {
  const ref = useRef<HTMLDivElement>(null)
  const inline = useAdoptedCss(ref, css)
  const query = useStore($location).query
  const page = whole(query.get('page'), 1)
  const article = whole(query.get('article'), 0)
  return (
    <div ref={ref} className="art rec-section" data-section={tab} part={`${tab}-section`}>
      {inline && <style>{css}</style>}
      {article ? (
        <ArticleView key={article} id={article} kind={kind} back={pathOf(tab, page)} />
      ) : (
        <ArticleList kind={kind} tab={tab} page={page} />
      )}
    </div>
  )
}

function ArticleList({ kind, tab, page }: { kind: ArticleKind; tab: MemberSection; page: number }) {
  const t = useT()
  const listId = useUid('articles')
  const loaded = useLoad((signal) => fetchArticles(kind, page, ARTICLE_PAGE_SIZE, signal), page)
  const data = loaded.data?.pageNo === page ? loaded.data : undefined
  return (
    <>
      <h2 id={listId}>{t(`art_list_${kind}`)}</h2>
      <LoadState state={loaded} empty={!data} />
      {data &&
        (data.list.length ? (
          <ul className="art-list" part="article-list" aria-labelledby={listId}>
            {data.list.map((a) => (
              <ArticleCard key={a.id} article={a} href={toHref(pathOf(tab, page, a.id))} />
            ))}
          </ul>
        ) : (
          <p className="art-meta">{t('art_empty')}</p>
        ))}
      {data && (
        <Pagination
          page={page}
          total={data.totalPages}
          onChange={(n) => go(pathOf(tab, n))}
          margin={1}
          range={2}
          label={t(`art_pages_${kind}`)}
          part="article-pages"
        />
      )}
    </>
  )
}

/** A cover with its size reserved (the server's width and height), or nothing for a refused URL. */
function Cover({ article, eager }: { article: ArticleSummary; eager?: boolean }) {
  const src = safeUrl(article.imageUrl)
  if (!src) return null
  return (
    <img
      className="art-cover"
      src={src}
      width={article.imageWidth}
      height={article.imageHeight}
      alt=""
      loading={eager ? undefined : 'lazy'}
      decoding="async"
    />
  )
}

function ArticleCard({ article, href }: { article: ArticleSummary; href: string }) {
  const t = useT()
  const { day } = useFormat()
  return (
    <li>
      <article className="art-card" part="article-card" data-id={article.id}>
        <Cover article={article} />
        <div className="art-card-body">
          <h3 className="art-title">
            <a href={href}>{article.title}</a>
          </h3>
          <p className="art-meta">
            <time dateTime={new Date(article.publishedAt).toISOString()}>
              {t('art_published', [day(article.publishedAt)])}
            </time>
          </p>
          <p className="art-summary">{article.summary}</p>
        </div>
      </article>
    </li>
  )
}

function ArticleView({ id, kind, back }: { id: number; kind: ArticleKind; back: string }) {
  const t = useT()
  const { day } = useFormat()
  const loaded = useLoad((signal) => fetchArticle(id, signal), id)
  const article = loaded.data
  const heading = useRef<HTMLHeadingElement>(null)
  // The link that opened the article is gone: its heading takes the focus.
  useEffect(() => heading.current?.focus(), [article?.id])
  return (
    <>
      <a className="art-back" href={toHref(back)} part="article-back">
        {t(`art_back_${kind}`)}
      </a>
      <LoadState state={loaded} empty={!article} />
      {article && (
        <article className="art-article" part="article" data-id={article.id}>
          <h2 ref={heading} tabIndex={-1}>
            {article.title}
          </h2>
          <p className="art-meta">
            <time dateTime={new Date(article.publishedAt).toISOString()}>
              {t('art_published', [day(article.publishedAt)])}
            </time>
          </p>
          <Cover article={article} eager />
          <ServerHtml html={article.content} className="art-body" part="article-body" />
        </article>
      )}
    </>
  )
}
