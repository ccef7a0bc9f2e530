import { Pagination as KitPagination } from '../kit/pagination'
import { useT } from '../kit/use-t'

/** Page margin and range of the game grids (as the announcement list: 1 at each end, 5 around). */
const PAGE_MARGIN = 1
const PAGE_RANGE = 5

/** The game grid's page bar (LOBBY-6): the kit's pagination with the game wording. */
export function Pagination({ page, totalPages, onPage }: { page: number; totalPages: number; onPage(page: number): void }) {
  const t = useT()
  return (
    <KitPagination
      page={page}
      total={totalPages}
      onChange={onPage}
      margin={PAGE_MARGIN}
      range={PAGE_RANGE}
      labels={{ nav: t('lobby_pages'), previous: t('lobby_previous'), next: t('lobby_next'), page: (n) => t('lobby_page', [n]) }}
    />
  )
}
