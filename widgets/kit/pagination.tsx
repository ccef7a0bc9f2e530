import { pageItems } from '../../core/paging'

/** What the pagination bar says (the widget brings its own wording). */
export interface PaginationLabels {
  /** Name of the navigation landmark. */
  nav: string
  previous: string
  next: string
  /** Accessible name of a page button, e.g. 'Page 3'. */
  page(n: number): string
}

export interface PaginationProps {
  /** Current page, 1-based. */
  page: number
  total: number
  onChange(page: number): void
  /** Pages kept at each end, and pages shown around the current one. */
  margin: number
  range: number
  labels: PaginationLabels
  part?: string
}

/** A page bar: previous, numbered pages with gaps, next (styles: kit/pagination.css). Nothing for one page. */
export function Pagination({ page, total, onChange, margin, range, labels, part = 'pagination' }: PaginationProps) {
  if (total <= 1) return null
  const go = (n: number) => n >= 1 && n <= total && n !== page && onChange(n)
  return (
    <nav className="lk-pagination" part={part} aria-label={labels.nav}>
      <button type="button" className="lk-page lk-page--step" aria-label={labels.previous} disabled={page <= 1} onClick={() => go(page - 1)}>
        <span className="lk-page-arrow" aria-hidden="true">‹</span>
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
            aria-label={labels.page(item)}
            aria-current={item === page ? 'page' : undefined}
            onClick={() => go(item)}
          >
            {item}
          </button>
        ),
      )}
      <button type="button" className="lk-page lk-page--step" aria-label={labels.next} disabled={page >= total} onClick={() => go(page + 1)}>
        <span className="lk-page-arrow" aria-hidden="true">›</span>
      </button>
    </nav>
  )
}
