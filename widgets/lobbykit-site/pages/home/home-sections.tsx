import { useEffect, useRef, useState } from 'react'
import { gameTypeName } from '../../../../core/i18n/index'
import { useStore } from '@nanostores/react'
import {
  fetchFavouriteList,
  fetchGameList,
  fetchGameMenus,
  fetchRecentGames,
  type Game,
  type GameMenu,
} from '../../../../core/api/games'
import { loadHotGames } from '../../../../core/games/hot-cache'
import { $locale } from '../../../../core/stores/locale'
import { openPopup } from '../../../../core/stores/popup'
import { $session } from '../../../../core/stores/session'
import { $system } from '../../../../core/stores/system'
import { useT } from '../../../kit/use-t'
import { GameList, LoadMore, Section } from './game-section'
import { PagedGames } from '../games/paged-games'
import { GridSkeleton, land, useNear } from './near-view'
import { LoadState } from '../../shared/load-state'
import { useLoad } from '../../shared/use-load'
import {
  HOME_FAVOURITES_PAGE_SIZE,
  HOME_GAMES_STEP,
  HOME_RECENT_PAGE_SIZE,
  HOME_VENDOR_CAP,
  HOME_VENDORS_STEP,
} from '../../../../core/constants'
import { CATEGORY_PATHS, HOME_CATEGORY_HASH } from '../../routing/routes'

/** HOME-15: a jump from the tab strip leaves this much room above the section (the sticky header). */
export const JUMP_OFFSET_PX = 80
/** Categories whose home section lists vendors, not games (few games, each a whole lobby). */
export const VENDOR_SECTIONS = ['LIVE', 'SPORTS', 'ESPORTS', 'LOTT', 'ELOTT', 'COCKFIGHT']
/** The lists that lead the tab strip (HOME-4). */
const LISTS = ['HOT', 'FAV', 'RECENT'] as const

/**
 * The category tab strip and a section per list and game type (HOME-4..11, HOME-15). `onPlaced`
 * hears when every section has its place (the game menus answered, or failed). `jumpTo`, the
 * address's hash, names a category with no route of its own (SYS-2 poker: `/#poker`) to jump to.
 */
export function HomeSections({ jumpTo, onPlaced }: { jumpTo?: string; onPlaced?(): void }) {
  const t = useT()
  const session = useStore($session)
  const loggedIn = session.status === 'loggedIn'
  const menus = useLoad((signal) => fetchGameMenus(signal))
  const types = (menus.data ?? []).filter((menu) => menu.vendors.length > 0)
  const anchors = useRef(new Map<string, HTMLElement>())
  const [current, setCurrent] = useState('')
  // Sections load as they come near the viewport; a jump loads its target at once.
  const [wanted, setWanted] = useState<string[]>([])
  const landing = useRef<(() => void) | null>(null)
  useEffect(() => () => landing.current?.(), [])
  useEffect(() => {
    if (!menus.loading) onPlaced?.()
  }, [menus.loading])
  useEffect(() => {
    const type = Object.keys(HOME_CATEGORY_HASH).find((code) => HOME_CATEGORY_HASH[code] === jumpTo)
    if (type && !menus.loading) jump(type)
  }, [jumpTo, menus.loading])
  const anchor = (type: string) => (el: HTMLElement | null) => {
    if (el) anchors.current.set(type, el)
    else anchors.current.delete(type)
  }

  const jump = (type: string) => {
    // FAV-3: favourites and recent need a login.
    if ((type === 'FAV' || type === 'RECENT') && !loggedIn) return openPopup('login')
    const target = anchors.current.get(type)
    if (!target) return
    setCurrent(type)
    setWanted((list) => (list.includes(type) ? list : [...list, type]))
    landing.current?.()
    landing.current = land(target, JUMP_OFFSET_PX)
    target.focus({ preventScroll: true })
  }
  const lazy = (type: string) => ({ anchor: anchor(type), force: wanted.includes(type) })

  return (
    <>
      <nav aria-label={t('pg_tabs_label')} part="category-tabs">
        <ul className="lk-tabs-strip">
          {[...LISTS, ...types.map((m) => m.gameType)].map((type) => (
            <li key={type}>
              <button
                type="button"
                className="lk-chip"
                data-type={type}
                aria-current={current === type || undefined}
                onClick={() => jump(type)}
              >
                {gameTypeName(type)}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <HotSection anchor={anchor('HOT')} />
      {loggedIn && <FavouritesSection {...lazy('FAV')} />}
      {loggedIn && <RecentSection {...lazy('RECENT')} />}
      <LoadState state={menus} empty={!types.length} />
      {types.map((menu) =>
        VENDOR_SECTIONS.includes(menu.gameType) ? (
          <VendorSection key={menu.gameType} menu={menu} anchor={anchor(menu.gameType)} />
        ) : (
          <TypeSection key={menu.gameType} type={menu.gameType} {...lazy(menu.gameType)} />
        ),
      )}
    </>
  )
}

type Anchor = (el: HTMLElement | null) => void
interface LazyProps {
  anchor: Anchor
  /** Load now, near the viewport or not (a jump to it). */
  force: boolean
}

/** A whole list (hot, favourites, recent) in a section; its call waits until the section comes near the viewport (hot: at once, it is in the first view). */
function ListSection({
  type,
  anchor,
  force,
  load,
}: LazyProps & { type: string; load(signal: AbortSignal): Promise<Game[]> }) {
  const t = useT()
  const box = useRef<HTMLElement | null>(null)
  const near = useNear(box, force)
  const ref = (el: HTMLElement | null) => {
    box.current = el
    anchor(el)
  }
  return (
    <Section
      type={type}
      title={gameTypeName(type)}
      href={type === 'HOT' ? undefined : `/${type === 'FAV' ? 'favorite' : 'recent'}`}
      anchor={ref}
    >
      {near ? <ListGames type={type} load={load} /> : <GridSkeleton />}
    </Section>
  )
}

/** The list's games once asked for: the grid's skeleton until they arrive. */
function ListGames({ type, load }: { type: string; load(signal: AbortSignal): Promise<Game[]> }) {
  const t = useT()
  const state = useLoad(load)
  const games = state.data ?? []
  return (
    <>
      {state.loading && !games.length ? <GridSkeleton /> : <LoadState state={state} empty={!games.length} />}
      {games.length > 0 && <GameList games={games} typeName={gameTypeName(type)} />}
    </>
  )
}

function HotSection({ anchor }: { anchor: Anchor }) {
  return <ListSection type="HOT" anchor={anchor} force load={(signal) => loadHotGames({}, signal)} />
}

function FavouritesSection(props: LazyProps) {
  const lang = useStore($locale)
  const load = (signal: AbortSignal) =>
    fetchFavouriteList({ pageNo: 1, pageSize: HOME_FAVOURITES_PAGE_SIZE }, lang, signal).then((p) => p.games)
  return <ListSection type="FAV" load={load} {...props} />
}

function RecentSection(props: LazyProps) {
  const lang = useStore($locale)
  const load = (signal: AbortSignal) =>
    fetchRecentGames({ gameType: 'RNG', page: 1, pageSize: HOME_RECENT_PAGE_SIZE }, lang, signal).then(
      (p) => p.games,
    )
  return <ListSection type="RECENT" load={load} {...props} />
}

/**
 * A game type's section: 12 games a page from the server, more on demand (HOME-6..8); the first
 * page is asked for when the section comes near the viewport, its skeleton holding the place.
 */
function TypeSection({ type, anchor, force }: LazyProps & { type: string }) {
  const t = useT()
  const lang = useStore($locale)
  const box = useRef<HTMLElement | null>(null)
  const near = useNear(box, force)
  const name = gameTypeName(type)
  const load = (pageNo: number, signal?: AbortSignal) =>
    fetchGameList({ gameType: type, pageNo, pageSize: HOME_GAMES_STEP }, lang, signal)
  const ref = (el: HTMLElement | null) => {
    box.current = el
    anchor(el)
  }
  return (
    <Section type={type} title={name} href={CATEGORY_PATHS[type]} anchor={ref}>
      {near ? (
        <PagedGames load={load} typeName={name} loadKey={type} skeleton={<GridSkeleton />} />
      ) : (
        <GridSkeleton />
      )}
    </Section>
  )
}

/**
 * A category of vendors: 6 vendor cards, more on demand (HOME-6, HOME-7), or at most 5 and no more
 * where the brand caps the type (HOME-9); each opens the category lobby.
 */
function VendorSection({ menu, anchor }: { menu: GameMenu; anchor: Anchor }) {
  const t = useT()
  const [shown, setShown] = useState(HOME_VENDORS_STEP)
  const capped = useStore($system).answer?.info.brand?.homeVendorCapTypes?.includes(menu.gameType)
  const vendors = capped ? menu.vendors.slice(0, HOME_VENDOR_CAP) : menu.vendors
  const list = useRef<HTMLUListElement>(null)
  const name = gameTypeName(menu.gameType)
  const href = `/${menu.gameType.toLowerCase()}`
  return (
    <Section type={menu.gameType} title={name} href={href} anchor={anchor}>
      <ul className="lk-vendors" ref={list}>
        {vendors.slice(0, shown).map((vendor) => (
          <li key={vendor.vassalage}>
            <a className="lk-vendor" href={href} data-vendor={vendor.vassalage}>
              <span className="lk-vendor-name">{vendor.displayName}</span>
              {vendor.gameCount !== undefined && (
                <span className="lk-small lk-muted">{vendor.gameCount}</span>
              )}
            </a>
          </li>
        ))}
      </ul>
      <LoadMore
        games={false}
        shown={Math.min(shown, vendors.length)}
        total={vendors.length}
        typeName={name}
        onMore={() => {
          setShown((n) => n + HOME_VENDORS_STEP)
          setTimeout(() => (list.current?.children[shown]?.querySelector('a') as HTMLElement | null)?.focus())
        }}
      />
    </Section>
  )
}
