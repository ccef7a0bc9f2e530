/** One entry of a pagination bar: a page number (1-based) or a gap. */
export type PageItem = number | 'gap'

/**
 * The pages a pagination bar shows (react-paginate's rule): `margin` pages at each end, a window of
 * `range` pages around the current one, and a gap where pages are left out. A gap that would hide a
 * single page shows that page instead.
 */
export function pageItems(current: number, total: number, margin: number, range: number): PageItem[] {
  if (total <= 0) return []
  const page = Math.min(Math.max(1, current), total)
  if (total <= range + 2 * margin) return Array.from({ length: total }, (_, i) => i + 1)
  let start = page - Math.floor((range - 1) / 2)
  let end = start + range - 1
  if (start < 1) [start, end] = [1, range]
  if (end > total) [start, end] = [total - range + 1, total]
  const shown = new Set<number>()
  for (let p = 1; p <= margin; p++) shown.add(p)
  for (let p = start; p <= end; p++) shown.add(p)
  for (let p = total - margin + 1; p <= total; p++) shown.add(p)
  const items: PageItem[] = []
  let previous = 0
  for (const p of [...shown].filter((n) => n >= 1 && n <= total).sort((a, b) => a - b)) {
    if (p - previous === 2) items.push(p - 1)
    else if (p - previous > 2) items.push('gap')
    items.push(p)
    previous = p
  }
  return items
}

/** The number of pages `count` items fill, `size` a page. */
export function pageCount(count: number, size: number): number {
  return Math.max(0, Math.ceil(count / size))
}

/** The items of page `page` (1-based). */
export function pageSlice<T>(items: T[], page: number, size: number): T[] {
  return items.slice((page - 1) * size, page * size)
}
