import { Pagination } from '../../../kit/pagination'
import './en'

/** The records' page bar (1 page at each end, 3 around the current one). */
export function RecordPager({
  page,
  total,
  onChange,
}: {
  page: number
  total: number
  onChange(page: number): void
}) {
  return <Pagination page={page} total={total} onChange={onChange} margin={1} range={3} />
}
