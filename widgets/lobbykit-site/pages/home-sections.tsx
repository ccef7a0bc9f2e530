import { useRef, useState } from 'react'
import { useStore } from '@nanostores/react'
import {
  fetchFavouriteList, fetchGameList, fetchGameMenus, fetchRecentGames, type Game, type GameMenu,
} from '../../../core/api/games'
import { loadHotGames } from '../../../core/games/hot-cache'
import { $locale } from '../../../core/stores/locale'
import { openPopup } from '../../../core/stores/popup'
import { $session } from '../../../core/stores/session'
import { useT } from '../../kit/use-t'
import { GameList, HOME_GAMES_STEP, HOME_VENDORS_STEP, LoadMore, Section } from './game-section'
import { PagedGames } from './paged-games'
import { LoadState } from './load-state'
import { useLoad, type Loaded } from './use-load'

/** HOME-15: a jump from the tab strip leaves this much room above the section (the sticky header). */
export const JUMP_OFFSET_PX = 80
/** HOME-11: home favourites in one call. */
export const HOME_FAVOURITES_PAGE_SIZE = 999
/** HOME-10: recent slot games on home. */
export const HOME_RECENT_PAGE_SIZE = 20
/** Categories whose home section lists vendors, not games (few games, each a whole lobby). */
export const VENDOR_SECTIONS = ['LIVE', 'SPORTS', 'ESPORTS', 'LOTT', 'ELOTT', 'COCKFIGHT']
/** The lists that lead the tab strip (HOME-4). */
const LISTS = ['HOT', 'FAV', 'RECENT'] as const

/** The category tab strip and a section per list and game type (HOME-4..11, HOME-15). */
export function HomeSections() {
  const t = useT()
  const session = useStore($session)
  const loggedIn = session.status === 'loggedIn'
  const menus = useLoad((signal) => fetchGameMenus(signal))
  const types = (menus.data ?? []).filter((menu) => menu.vendors.length > 0)
  const anchors = useRef(new Map<string, HTMLElement>())
  const [current, setCurrent] = useState('')
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
    window.scrollTo({ top: target.getBoundingClientRect().top + window.scrollY - JUMP_OFFSET_PX, behavior: 'smooth' })
    target.focus({ preventScroll: true })
  }

  return (
    <>
      <nav aria-label={t('pg_tabs_label')} part="category-tabs">
        <ul className="lk-tabs-strip">
          {[...LISTS, ...types.map((m) => m.gameType)].map((type) => (
            <li key={type}>
              <button type="button" className="lk-chip" data-type={type} aria-current={current === type || undefined} onClick={() => jump(type)}>
                {t(`pg_type_${type}`)}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <HotSection anchor={anchor('HOT')} />
      {loggedIn && <FavouritesSection anchor={anchor('FAV')} />}
      {loggedIn && <RecentSection anchor={anchor('RECENT')} />}
      <LoadState state={menus} empty={!types.length} />
      {types.map((menu) =>
        VENDOR_SECTIONS.includes(menu.gameType) ? (
          <VendorSection key={menu.gameType} menu={menu} anchor={anchor(menu.gameType)} />
        ) : (
          <TypeSection key={menu.gameType} type={menu.gameType} anchor={anchor(menu.gameType)} />
        ),
      )}
    </>
  )
}

type Anchor = (el: HTMLElement | null) => void

/** A whole list (hot, favourites, recent) in a section. */
function ListSection({ type, anchor, state }: { type: string; anchor: Anchor; state: Loaded<Game[]> }) {
  const t = useT()
  const games = state.data ?? []
  return (
    <Section type={type} title={t(`pg_type_${type}`)} href={type === 'HOT' ? undefined : `/${type === 'FAV' ? 'favorite' : 'recent'}`} anchor={anchor}>
      <LoadState state={state} empty={!games.length} />
      {games.length > 0 && <GameList games={games} typeName={t(`pg_type_${type}`)} />}
    </Section>
  )
}

function HotSection({ anchor }: { anchor: Anchor }) {
  return <ListSection type="HOT" anchor={anchor} state={useLoad((signal) => loadHotGames({}, signal))} />
}

function FavouritesSection({ anchor }: { anchor: Anchor }) {
  const lang = useStore($locale)
  const state = useLoad((signal) => fetchFavouriteList({ pageNo: 1, pageSize: HOME_FAVOURITES_PAGE_SIZE }, lang, signal).then((p) => p.games))
  return <ListSection type="FAV" anchor={anchor} state={state} />
}

function RecentSection({ anchor }: { anchor: Anchor }) {
  const lang = useStore($locale)
  const state = useLoad((signal) => fetchRecentGames({ gameType: 'RNG', page: 1, pageSize: HOME_RECENT_PAGE_SIZE }, lang, signal).then((p) => p.games))
  return <ListSection type="RECENT" anchor={anchor} state={state} />
}

/** A game type's section: 12 games a page from the server, more on demand (HOME-6..8). */
function TypeSection({ type, anchor }: { type: string; anchor: Anchor }) {
  const t = useT()
  const lang = useStore($locale)
  const name = t(`pg_type_${type}`)
  const load = (pageNo: number, signal?: AbortSignal) => fetchGameList({ gameType: type, pageNo, pageSize: HOME_GAMES_STEP }, lang, signal)
  return (
    <Section type={type} title={name} href={`/${type.toLowerCase()}`} anchor={anchor}>
      <PagedGames load={load} typeName={name} loadKey={type} />
    </Section>
  )
}

/** A category of vendors: 6 vendor cards, more on demand (HOME-6, HOME-7); each opens the category lobby. */
function VendorSection({ menu, anchor }: { menu: GameMenu; anchor: Anchor }) {
  const t = useT()
  const [shown, setShown] = useState(HOME_VENDORS_STEP)
  const list = useRef<HTMLUListElement>(null)
  const name = t(`pg_type_${menu.gameType}`)
  const href = `/${menu.gameType.toLowerCase()}`
  return (
    <Section type={menu.gameType} title={name} href={href} anchor={anchor}>
      <ul className="lk-vendors" ref={list}>
        {menu.vendors.slice(0, shown).map((vendor) => (
          <li key={vendor.vassalage}>
            <a className="lk-vendor" href={href} data-vendor={vendor.vassalage}>
              <span className="lk-vendor-name">{vendor.displayName}</span>
              {vendor.gameCount !== undefined && <span className="lk-small lk-muted">{vendor.gameCount}</span>}
            </a>
          </li>
        ))}
      </ul>
      <LoadMore
        games={false}
        shown={Math.min(shown, menu.vendors.length)}
        total={menu.vendors.length}
        typeName={name}
        onMore={() => {
          setShown((n) => n + HOME_VENDORS_STEP)
          setTimeout(() => (list.current?.children[shown]?.querySelector('a') as HTMLElement | null)?.focus())
        }}
      />
    </Section>
  )
}
