import { forgetCatalogueAnswers } from '../../../../../demo/server/games/data'
import { describe, expect, it, vi } from 'vitest'
import { fetchGameList, fetchGameMenus, requestAddFavourite } from '../../../../../core/api/games'
import { $popup } from '../../../../../core/stores/popup'
import { $session, login } from '../../../../../core/stores/session'
import HomePage from '../../../../../widgets/lobbykit-site/pages/home/home'
import { JUMP_OFFSET_PX } from '../../../../../widgets/lobbykit-site/pages/home/home-sections'
import { reloadSystem } from '../../../../../core/stores/system'
import { demo, usePlatform, until } from '../../../../helpers/platform'
import { useIntersection } from '../../../../helpers/near'
import { renderPage, text } from '../../../../helpers/render-page'

const server = usePlatform()
const viewport = useIntersection()

const section = (root: Element, type: string) => root.querySelector(`[data-section="${type}"]`) as HTMLElement
const tiles = (root: Element, type: string) => section(root, type)?.querySelectorAll('game-tile').length ?? 0
const loadMoreText = (root: Element, type: string) =>
  text(section(root, type)?.querySelector('[part=load-more] [role=status]'))
const loadMoreButton = (root: Element, type: string) =>
  section(root, type)?.querySelector('[part=load-more] button') as HTMLButtonElement | null

function visitor() {
  $session.set({ ...$session.get(), status: 'loggedOut' })
}

describe('home sections (HOME-4..11, HOME-15)', () => {
  it('orders the tab strip hot, favourites, recent, then the game types in navigation order (HOME-4, MENU-2, MENU-3)', async () => {
    visitor()
    const menus = (await fetchGameMenus()).filter((m) => m.vendors.length > 0).map((m) => m.gameType)
    expect(menus.at(-1)).toBe('COCKFIGHT')
    const { container } = renderPage(HomePage, { path: '/' })
    await until(() =>
      expect(container.querySelectorAll('[part=category-tabs] button')).toHaveLength(3 + menus.length),
    )
    const order = [...container.querySelectorAll('[part=category-tabs] button')].map((b) =>
      b.getAttribute('data-type'),
    )
    expect(order).toEqual(['HOT', 'FAV', 'RECENT', ...menus])
    expect(text(container.querySelector('[part=category-tabs] button'))).toBe('Hot')
    // HOME-5: a section per type
    for (const type of ['HOT', ...menus]) expect(section(container, type)).not.toBeNull()
  })

  it('shows 12 games, then more, with "Currently displaying {0} {1} games out of {2}" (HOME-6, HOME-7, HOME-8)', async () => {
    visitor()
    const { total } = await fetchGameList({ gameType: 'FISH', pageNo: 1, pageSize: 12 }, 'EN')
    expect(total).toBeGreaterThan(24)
    const { container } = renderPage(HomePage, { path: '/' })
    // HOME-5: below the first view, the section waits (its skeleton holds the place) until it comes near.
    await until(() => expect(viewport.watched(section(container, 'FISH'))).toBe(true))
    expect(section(container, 'FISH').querySelectorAll('[data-skeleton] li')).toHaveLength(12)
    expect(tiles(container, 'FISH')).toBe(0)
    viewport.comeNear(section(container, 'FISH'))
    await until(() => expect(tiles(container, 'FISH')).toBe(12))
    expect(section(container, 'FISH').querySelector('[data-skeleton]')).toBeNull()
    expect(loadMoreText(container, 'FISH')).toBe(`Currently displaying 12 Fishing games out of ${total}`)
    loadMoreButton(container, 'FISH')!.click()
    await until(() => expect(tiles(container, 'FISH')).toBe(24))
    expect(loadMoreText(container, 'FISH')).toBe(`Currently displaying 24 Fishing games out of ${total}`)
    const ids = [...section(container, 'FISH').querySelectorAll('game-tile')].map((t) =>
      t.getAttribute('data-node-id'),
    )
    expect(new Set(ids).size).toBe(24)
  })

  it('shows no load-more link when a section has all its games (HOME-7)', async () => {
    visitor()
    const db = server().db
    const hidden = db
      .prepare("SELECT node_id FROM games WHERE game_type = 'PVP' ORDER BY node_id LIMIT -1 OFFSET 10")
      .all() as { node_id: number }[]
    db.prepare(
      `UPDATE games SET game_type = 'PVP_HIDDEN' WHERE node_id IN (${hidden.map((r) => r.node_id).join(',')})`,
    ).run()
    try {
      const { container } = renderPage(HomePage, { path: '/' })
      await until(() => expect(viewport.watched(section(container, 'PVP'))).toBe(true))
      viewport.comeNear(section(container, 'PVP'))
      await until(() => expect(tiles(container, 'PVP')).toBe(10))
      expect(loadMoreText(container, 'PVP')).toBe('Currently displaying 10 Chess and cards games out of 10')
      expect(loadMoreButton(container, 'PVP')).toBeNull()
    } finally {
      db.prepare("UPDATE games SET game_type = 'PVP' WHERE game_type = 'PVP_HIDDEN'").run()
    }
  })

  it('lists vendors in the vendor categories, six before load more (HOME-6)', async () => {
    visitor()
    const db = server().db
    const template = db.prepare("SELECT * FROM games WHERE game_type = 'LIVE' LIMIT 1").get() as Record<
      string,
      unknown
    >
    const insert = db.prepare(
      `INSERT INTO games VALUES (@node_id, @game_type, @vassalage, @game_code, @game_name, @node_name, @game_classify, @is_game, @is_hot, @is_new, @freeplay, @support_play, @popularity)`,
    )
    const added = ['V1', 'V2', 'V3', 'V4', 'V5'].map((vassalage, i) => ({
      ...template,
      node_id: 990_000 + i,
      vassalage,
      game_code: `T${i}`,
    }))
    for (const row of added) insert.run(row)
    // The server remembers answers computed from its catalogue, which never changes but here.
    forgetCatalogueAnswers(db)
    try {
      const live = (await fetchGameMenus()).find((m) => m.gameType === 'LIVE')!
      expect(live.vendors.length).toBeGreaterThan(6)
      const { container } = renderPage(HomePage, { path: '/' })
      await until(() => expect(section(container, 'LIVE')?.querySelectorAll('[data-vendor]')).toHaveLength(6))
      loadMoreButton(container, 'LIVE')!.click()
      await until(() =>
        expect(section(container, 'LIVE').querySelectorAll('[data-vendor]')).toHaveLength(
          live.vendors.length,
        ),
      )
      expect(loadMoreButton(container, 'LIVE')).toBeNull()
      expect(section(container, 'LIVE').querySelector('[data-vendor]')?.getAttribute('href')).toBe('/live')
    } finally {
      db.prepare('DELETE FROM games WHERE node_id >= 990000').run()
      forgetCatalogueAnswers(db)
    }
  })

  it('caps the home vendor list at 5 vendors, with no load more, for the types the brand names (HOME-9)', async () => {
    visitor()
    const db = server().db
    const template = db.prepare("SELECT * FROM games WHERE game_type = 'LIVE' LIMIT 1").get() as Record<
      string,
      unknown
    >
    const insert = db.prepare(
      `INSERT INTO games VALUES (@node_id, @game_type, @vassalage, @game_code, @game_name, @node_name, @game_classify, @is_game, @is_hot, @is_new, @freeplay, @support_play, @popularity)`,
    )
    ;['V1', 'V2', 'V3', 'V4', 'V5'].forEach((vassalage, i) =>
      insert.run({ ...template, node_id: 990_000 + i, vassalage, game_code: `T${i}` }),
    )
    forgetCatalogueAnswers(db)
    try {
      const live = (await fetchGameMenus()).find((m) => m.gameType === 'LIVE')!
      expect(live.vendors.length).toBeGreaterThan(6)
      // The demo brand caps SPORTS and ESPORTS; this brand caps LIVE too.
      const settings = await demo<{ brand: { homeVendorCapTypes: string[] } }>(
        server(),
        'PUT',
        '/demo/api/settings',
        { brand: { homeVendorCapTypes: ['LIVE'] } },
      )
      expect(settings.brand.homeVendorCapTypes).toEqual(['LIVE'])
      await reloadSystem()
      const { container } = renderPage(HomePage, { path: '/' })
      const vendors = () => [...section(container, 'LIVE').querySelectorAll('[data-vendor]')]
      await until(() => expect(section(container, 'LIVE')?.querySelectorAll('[data-vendor]')).toHaveLength(5))
      expect(vendors().map((a) => a.getAttribute('data-vendor'))).toEqual(
        live.vendors.slice(0, 5).map((v) => v.vassalage),
      )
      expect(loadMoreButton(container, 'LIVE')).toBeNull()
      // Still the link to the whole category.
      expect(section(container, 'LIVE').querySelector('a[href="/live"]')).not.toBeNull()
    } finally {
      db.prepare('DELETE FROM games WHERE node_id >= 990000').run()
      forgetCatalogueAnswers(db)
    }
  })

  it('asks a visitor to log in for favourites and recent, and shows a member their favourites (FAV-3, HOME-11)', async () => {
    visitor()
    const first = renderPage(HomePage, { path: '/' })
    await until(() => expect(first.container.querySelector('[data-type=FAV]')).not.toBeNull())
    expect(section(first.container, 'FAV')).toBeNull()
    ;(first.container.querySelector('[data-type=FAV]') as HTMLButtonElement).click()
    expect($popup.get()?.name).toBe('login')

    await login({ type: 'username', username: 'demo', password: 'Demo1234!' })
    const games = (await fetchGameList({ gameType: 'RNG', pageNo: 1, pageSize: 14 }, 'EN')).games
    for (const game of games) await requestAddFavourite(game)
    const { container } = renderPage(HomePage, { path: '/' })
    await until(() => expect(viewport.watched(section(container, 'FAV'))).toBe(true))
    viewport.comeNear(section(container, 'FAV'))
    await until(() => expect(tiles(container, 'FAV')).toBe(12))
    expect(loadMoreText(container, 'FAV')).toBe('Currently displaying 12 Favourites games out of 14')
    loadMoreButton(container, 'FAV')!.click()
    await until(() => expect(tiles(container, 'FAV')).toBe(14))
    expect(section(container, 'RECENT')).not.toBeNull()
  })

  it('jumps to a section leaving 80 px above it (HOME-15)', async () => {
    visitor()
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    const { container } = renderPage(HomePage, { path: '/' })
    await until(() => expect(section(container, 'RNG')).not.toBeNull())
    vi.spyOn(section(container, 'RNG'), 'getBoundingClientRect').mockReturnValue({ top: 500 } as DOMRect)
    ;(container.querySelector('[data-type=RNG]') as HTMLButtonElement).click()
    expect(scrollTo).toHaveBeenCalledWith({ top: 500 + window.scrollY - JUMP_OFFSET_PX, behavior: 'smooth' })
    expect(JUMP_OFFSET_PX).toBe(80)
    await until(() =>
      expect(container.querySelector('[data-type=RNG]')?.getAttribute('aria-current')).toBe('true'),
    )
    // The section was not near: the jump asks for its games at once.
    await until(() => expect(tiles(container, 'RNG')).toBe(12))
    scrollTo.mockRestore()
  })
})
