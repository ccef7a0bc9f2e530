import { useT } from '../kit/use-t'

/** Page numbers shown: the first and last (margin 1) and a window of 5 around the current page. */
export function pageWindow(page: number, totalPages: number, range = 5): (number | null)[] {
  const half = Math.floor(range / 2)
  let start = Math.max(1, page - half)
  const end = Math.min(totalPages, start + range - 1)
  start = Math.max(1, end - range + 1)
  const pages: (number | null)[] = []
  if (start > 1) pages.push(1)
  if (start > 2) pages.push(null)
  for (let p = start; p <= end; p++) pages.push(p)
  if (end < totalPages - 1) pages.push(null)
  if (end < totalPages) pages.push(totalPages)
  return pages
}

/** Previous, page numbers and next (LOBBY-6); the current page is `aria-current="page"`. */
export function Pagination({ page, totalPages, onPage }: { page: number; totalPages: number; onPage(page: number): void }) {
  const t = useT()
  if (totalPages <= 1) return null
  return (
    <nav className="lk-pages" aria-label={t('lobby_pages')} part="pagination">
      <button type="button" className="lk-page lk-page--step" disabled={page <= 1} aria-label={t('lobby_previous')} onClick={() => onPage(page - 1)}>
        ‹
      </button>
      {pageWindow(page, totalPages).map((p, i) =>
        p === null ? (
          <span key={`gap-${i}`} className="lk-page-gap" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={p}
            type="button"
            className="lk-page"
            aria-label={t('lobby_page', [p])}
            aria-current={p === page ? 'page' : undefined}
            onClick={() => onPage(p)}
          >
            {p}
          </button>
        ),
      )}
      <button type="button" className="lk-page lk-page--step" disabled={page >= totalPages} aria-label={t('lobby_next')} onClick={() => onPage(page + 1)}>
        ›
      </button>
    </nav>
  )
}
