import { useEffect, useState } from 'react'
import { useStore } from '@nanostores/react'
import type { GamePage } from '../../core/api/games'
import { errorMessageOf } from '../../core/errors'
import type { LobbyQuery } from '../../core/games/filters'
import { loadLobbyPage } from '../../core/games/lobby-data'
import { $favouritesVersion } from '../../core/stores/favourites'
import { $locale } from '../../core/stores/locale'
import { useT } from '../kit/use-t'
import { Pagination } from '../kit/pagination'
import { Tile, useTileStores } from './tile'
import { useAfterFirstRenders } from '../kit/use-after-first-renders'

/** Tiles of the first page drawn with its answer; the rest follow a task later (spec §9 first load). */
const FIRST_TILES = 12

/** Page margin and range of the game grids (as the announcement list: 1 at each end, 5 around). */
const PAGE_MARGIN = 1
const PAGE_RANGE = 5

export interface PageState {
  data: GamePage | null
  loading: boolean
  error: unknown
  retry(): void
}

/**
 * Loads a page of `query` when it, the language (LOBBY-16) or — for the favourite list — the
 * favourites change; keeps the last page on screen while the next one loads.
 */
export function useGamePage(query: LobbyQuery, enabled: boolean): PageState {
  const lang = useStore($locale)
  const favouritesVersion = useStore($favouritesVersion)
  const [data, setData] = useState<GamePage | null>(null)
  const [loading, setLoading] = useState(false)
  const [error, setError] = useState<unknown>(null)
  const [attempt, setAttempt] = useState(0)
  const key = JSON.stringify(query)
  const watchFavourites = query.kind === 'favourite' ? favouritesVersion : 0
  useEffect(() => {
    if (!enabled) return
    const controller = new AbortController()
    setLoading(true)
    setError(null)
    loadLobbyPage(query, controller.signal).then(
      (page) => {
        if (controller.signal.aborted) return
        setData(page)
        setLoading(false)
      },
      (failure: unknown) => {
        if (controller.signal.aborted) return
        setError(failure)
        setLoading(false)
      },
    )
    return () => controller.abort()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for the query
  }, [key, lang, enabled, attempt, watchFavourites])
  return { data, loading, error, retry: () => setAttempt((n) => n + 1) }
}

/**
 * The paginated grid of tiles (LOBBY-6), the 'no data' message (LOBBY-7), loading and failure states.
 * Until the first page arrives, `placeholders` tiles of a tile's shape hold its room.
 */
export function GameGrid({
  state,
  page,
  onPage,
  source,
  placeholders,
}: {
  state: PageState
  page: number
  onPage(page: number): void
  source: EventTarget | null
  /** The page size: the placeholder tiles that hold the first page's room. */
  placeholders: number
}) {
  const t = useT()
  const favourites = useTileStores()
  const { data, loading, error } = state
  if (error && !loading) {
    return (
      <div className="lk-form-error lk-grid-error" role="alert">
        <p>
          {t('game_load_failed')} {errorMessageOf(error)}
        </p>
        <button type="button" className="lk-button lk-button--secondary" onClick={state.retry}>
          {t('retry')}
        </button>
      </div>
    )
  }
  const games = data?.games ?? []
  const shown = useFirstTiles(games.length)
  return (
    <div className="lk-grid-wrap" aria-busy={loading}>
      {loading && (
        <p className="lk-visually-hidden" role="status">
          {t('game_loading')}
        </p>
      )}
      {!data ? (
        // The first page's room, held by tiles of a tile's shape until it arrives (DESIGN "Budgets": CLS).
        <ul className="lk-grid" aria-hidden="true">
          {Array.from({ length: placeholders }, (_, i) => (
            <Placeholder key={i} />
          ))}
        </ul>
      ) : games.length === 0 ? (
        <p className="lk-empty" role="status" part="no-data">
          {t('no_data')}
        </p>
      ) : (
        <ul className="lk-grid" part="grid">
          {games.slice(0, shown).map((game) => (
            <li key={game.nodeId}>
              <Tile game={game} source={source} favourite={favourites.has(game.nodeId)} />
            </li>
          ))}
          {games.slice(shown).map((game) => (
            <Placeholder key={game.nodeId} />
          ))}
        </ul>
      )}
      {data && (
        <Pagination
          page={page}
          total={data.totalPages}
          onChange={onPage}
          margin={PAGE_MARGIN}
          range={PAGE_RANGE}
        />
      )}
    </div>
  )
}

/** A tile's shape holding its room (DESIGN "Budgets": CLS). */
function Placeholder() {
  return (
    <li className="lk-tile lk-tile--placeholder" aria-hidden="true">
      <div className="lk-tile-art" />
      <div className="lk-tile-actions">
        <i />
        <i />
      </div>
    </li>
  )
}

/**
 * How many of a grid's `total` tiles to draw: the first FIRST_TILES with the first page's answer
 * and the rest in a task after it (first-render.ts), so a page of 40 is not one long task on a
 * phone; every later page at once.
 */
function useFirstTiles(total: number): number {
  return useAfterFirstRenders(total > FIRST_TILES) ? total : FIRST_TILES
}
