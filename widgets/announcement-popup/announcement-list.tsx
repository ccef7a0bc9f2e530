import { useState } from 'react'
import { useStore } from '@nanostores/react'
import type { Announcement } from '../../core/api/content'
import { pageCount, pageSlice } from '../../core/paging'
import { formatDate } from '../../core/format'
import { $locale } from '../../core/stores/locale'
import { Pagination } from '../kit/pagination'
import { useT } from '../kit/use-t'
import { useUid } from '../kit/use-uid'
import { ServerHtml } from '../kit/server-html'
import { ANNOUNCEMENTS_PER_PAGE, PAGINATION_MARGIN, PAGINATION_RANGE } from '../../core/constants'

/** The start date in the interface language (ANN-4: local locale). */
export function formatStartDate(epochMs: number, lang: string): string {
  return formatDate(epochMs, lang, { year: 'numeric', month: 'short', day: 'numeric' })
}

/**
 * ANN-1..7: the paged list (9 a page, margin 1, range 5). Each title with its start date toggles its
 * content open and closed; one is open at a time; a page change opens that page's first item.
 * Give it a new `key` for a new list: page and selection start again.
 */
export function AnnouncementList({ items }: { items: Announcement[] }) {
  const t = useT()
  const lang = useStore($locale)
  const uid = useUid('ann')
  const [page, setPage] = useState(1)
  // ANN-7: the first item of the page starts selected.
  const [open, setOpen] = useState<number | null>(items[0]?.id ?? null)
  const total = pageCount(items.length, ANNOUNCEMENTS_PER_PAGE)
  const shown = pageSlice(items, page, ANNOUNCEMENTS_PER_PAGE)

  const changePage = (next: number) => {
    setPage(next)
    setOpen(pageSlice(items, next, ANNOUNCEMENTS_PER_PAGE)[0]?.id ?? null) // ANN-7
  }

  if (!items.length) return <p className="lk-muted lk-ann-empty">{t('no_data')}</p>
  return (
    <div className="lk-ann">
      <ul className="lk-ann-list" part="list" aria-label={t('ann_list')}>
        {shown.map((item) => (
          <AnnouncementItem
            key={item.id}
            item={item}
            open={open === item.id}
            id={`${uid}-${item.id}`}
            date={formatStartDate(item.startDate, lang)}
            // ANN-6: selecting toggles; the open one collapses.
            onToggle={() => setOpen(open === item.id ? null : item.id)}
          />
        ))}
      </ul>
      <Pagination
        page={page}
        total={total}
        onChange={changePage}
        margin={PAGINATION_MARGIN}
        range={PAGINATION_RANGE}
        label={t('ann_pages')}
      />
    </div>
  )
}

interface ItemProps {
  item: Announcement
  open: boolean
  id: string
  date: string
  onToggle(): void
}

function AnnouncementItem({ item, open, id, date, onToggle }: ItemProps) {
  const t = useT()
  return (
    <li className="lk-ann-item" part="item" data-id={item.id} data-open={open ? 'true' : 'false'}>
      <h3 className="lk-ann-heading">
        <button
          type="button"
          className="lk-ann-toggle"
          part="toggle"
          aria-expanded={open}
          aria-controls={`${id}-body`}
          onClick={onToggle}
        >
          <span className="lk-ann-title" dir="auto">
            {item.title}
          </span>
          <time className="lk-ann-date" dateTime={new Date(item.startDate).toISOString()}>
            {date}
          </time>
          <span className="lk-ann-chevron" aria-hidden="true" />
        </button>
      </h3>
      {/* C-7: the open item's HTML, sanitised in ServerHtml; DOMPurify arrives with the first one opened. */}
      <ServerHtml
        className="lk-ann-body"
        part="content"
        id={`${id}-body`}
        hidden={!open}
        html={open ? item.content : ''}
      />
    </li>
  )
}
