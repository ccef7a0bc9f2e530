import { pageItems } from '../../core/paging'
import { useT } from './use-t'

export interface PaginationProps {
  /** Current page, 1-based. */
  page: number
  total: number
  onChange(page: number): void
  /** Pages kept at each end, and pages shown around the current one. */
  margin: number
  range: number
  /** Name of the navigation landmark; the shared 'Pages' unless the widget names it. */
  label?: string
  part?: string
}

/** A page bar: previous, numbered pages with gaps, next (styles: kit/pagination.css). Nothing for one page. */
export function Pagination({
  page,
  total,
  onChange,
  margin,
  range,
  label,
  part = 'pagination',
}: PaginationProps) {
  const t = useT()
  if (total <= 1) return null
  const go = (n: number) => n >= 1 && n <= total && n !== page && onChange(n)
  return (
    <nav className="lk-pagination" part={part} aria-label={label ?? t('page_nav')}>
      <button
        type="button"
        className="lk-page lk-page--step"
        aria-label={t('page_previous')}
        disabled={page <= 1}
        onClick={() => go(page - 1)}
      >
        <span className="lk-page-arrow" aria-hidden="true">
          ‹
        </span>
      </button>
      {pageItems(page, total, margin, range).map((item, i) =>
        item === 'gap' ? (
          <span key={`gap-${i}`} className="lk-page-gap" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={item}
            type="button"
            className="lk-page"
            aria-label={t('page_number', [item])}
            aria-current={item === page ? 'page' : undefined}
            onClick={() => go(item)}
          >
            {item}
          </button>
        ),
      )}
      <button
        type="button"
        className="lk-page lk-page--step"
        aria-label={t('page_next')}
        disabled={page >= total}
        onClick={() => go(page + 1)}
      >
        <span className="lk-page-arrow" aria-hidden="true">
          ›
        </span>
      </button>
    </nav>
  )
}
