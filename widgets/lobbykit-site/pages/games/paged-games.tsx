import { useEffect, useRef, useState, type ReactNode } from 'react'
import type { GamePage } from '../../../../core/api/games'
import { errorMessageOf } from '../../../../core/errors'
import { focusItem, Grid, LoadMore } from '../home/game-section'
import { LoadState } from '../../shared/load-state'
import { useLoad } from '../../shared/use-load'

/**
 * Games from the server a page at a time, each "load more" appending the next page (HOME-6..8,
 * HOME-13). `key` restarts from page 1 (a new search, a new language). `skeleton` stands in for
 * the first page while it loads (home: the grid's shape, so nothing moves).
 */
export function PagedGames({
  load,
  typeName,
  loadKey,
  skeleton,
}: {
  load(pageNo: number, signal?: AbortSignal): Promise<GamePage>
  typeName: string
  loadKey: string
  skeleton?: ReactNode
}) {
  const first = useLoad((signal) => load(1, signal), loadKey)
  const [more, setMore] = useState<{ pages: GamePage[]; busy: boolean; error: unknown }>({
    pages: [],
    busy: false,
    error: null,
  })
  const grid = useRef<HTMLUListElement>(null)
  useEffect(() => setMore({ pages: [], busy: false, error: null }), [first.data])
  const pages = first.data ? [first.data, ...more.pages] : []
  const games = pages.flatMap((p) => p.games)
  const last = pages[pages.length - 1]
  // The reference server answers the live count; without it, "more" is known from totalPages only.
  const total = last?.total ?? (last && last.totalPages > pages.length ? games.length + 1 : games.length)

  const loadMore = async () => {
    setMore((m) => ({ ...m, busy: true, error: null }))
    try {
      const next = await load(pages.length + 1)
      setMore((m) => ({ pages: [...m.pages, next], busy: false, error: null }))
      focusItem(grid.current, games.length)
    } catch (error) {
      setMore((m) => ({ ...m, busy: false, error }))
    }
  }
  return (
    <>
      {skeleton && first.loading && !games.length ? (
        skeleton
      ) : (
        <LoadState state={first} empty={!games.length} />
      )}
      {games.length > 0 && <Grid games={games} gridRef={grid} />}
      {more.error ? (
        <p className="lk-form-error" role="alert">
          {errorMessageOf(more.error)}
        </p>
      ) : null}
      <LoadMore shown={games.length} total={total} typeName={typeName} busy={more.busy} onMore={loadMore} />
    </>
  )
}
