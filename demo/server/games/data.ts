// Game tables: the catalogue (seeded once; it never changes), favourites, recent games and launch
// tickets (emptied by every reset), and the pages of games the calls answer. `seedGames` is the one
// call platform/db.ts makes.
import { displayNameOf, generateCatalogue } from './catalogue'
import { hasRooms } from '../lottery/live-data'
import type { Database } from 'better-sqlite3'
import type { GameRow } from './catalogue'
import type { Filter } from './rules'

const SCHEMA = `
CREATE TABLE IF NOT EXISTS games (
  node_id INTEGER PRIMARY KEY,
  game_type TEXT NOT NULL,
  vassalage TEXT NOT NULL,
  game_code TEXT NOT NULL,
  game_name TEXT NOT NULL,
  node_name TEXT NOT NULL,
  game_classify TEXT,
  is_game TEXT NOT NULL,
  is_hot INTEGER NOT NULL,
  is_new INTEGER NOT NULL,
  freeplay INTEGER,
  support_play INTEGER,
  popularity INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS games_type ON games (game_type, vassalage, popularity DESC);
-- The lists' order (popularity, then id), so a page is read from an index, not sorted: page 250 of
-- the slots was a 13 ms sort of 10,000 rows, 0.5 ms from the index.
CREATE INDEX IF NOT EXISTS games_type_order ON games (game_type, popularity DESC, node_id);
CREATE INDEX IF NOT EXISTS games_order ON games (popularity DESC, node_id);
CREATE TABLE IF NOT EXISTS favourites (
  member_id TEXT NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  node_id INTEGER NOT NULL REFERENCES games (node_id),
  vendor TEXT NOT NULL,
  game_type TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (member_id, node_id)
);
CREATE TABLE IF NOT EXISTS recent_games (
  member_id TEXT NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  node_id INTEGER NOT NULL REFERENCES games (node_id),
  launched_at INTEGER NOT NULL,
  PRIMARY KEY (member_id, node_id)
);
CREATE TABLE IF NOT EXISTS launches (
  ticket TEXT PRIMARY KEY,
  node_id INTEGER NOT NULL,
  member_id TEXT,
  free_play INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);
`

/**
 * Creates the game tables, fills the catalogue when empty, and empties favourites, recent games
 * and launch tickets (a reset).
 */
export function seedGames(db: Database) {
  db.exec(SCHEMA)
  db.transaction(() => {
    for (const table of ['favourites', 'recent_games', 'launches']) db.prepare(`DELETE FROM ${table}`).run()
  })()
  fillCatalogue(db)
}

/**
 * Adds the catalogue's games the table lacks: all of them at first, and the ones a newer catalogue
 * appends (ids stay stable) in a database file made before.
 */
function fillCatalogue(db: Database) {
  const rows = generateCatalogue()
  const { count } = db.prepare('SELECT COUNT(*) AS count FROM games').get() as { count: number }
  if (count >= rows.length) return
  const insert =
    db.prepare(`INSERT OR IGNORE INTO games VALUES (@node_id, @game_type, @vassalage, @game_code, @game_name,
    @node_name, @game_classify, @is_game, @is_hot, @is_new, @freeplay, @support_play, @popularity)`)
  db.transaction(() => {
    for (const row of rows) insert.run(row)
  })()
}

const ready = new WeakSet<Database>()
/**
 * Makes sure the game tables exist and hold the whole catalogue (a database file made before may lack either).
 */
export function ensureGames(db: Database) {
  if (ready.has(db)) return
  db.exec(SCHEMA)
  fillCatalogue(db)
  ready.add(db)
}

export type { GameRow }

/**
 * The game of spec §3 as the client sees it. `freeplay` is absent for vendors that say it with
 * `supportPlay` (TILE-5).
 *
 * @param origin  this server's origin, for the art URLs
 */
export function toGame(row: GameRow, origin: string) {
  const art = `${origin}/demo/games/art/${row.node_id}.svg`
  const game: Record<string, unknown> = {
    gameType: row.game_type,
    nodeId: row.node_id,
    nodeName: row.node_name,
    vassalage: row.vassalage,
    gameCode: row.game_code,
    gameClassify: row.game_classify,
    gameName: row.game_name,
    displayName: displayNameOf(row.vassalage),
    isGame: row.is_game,
    isHot: row.is_hot,
    isNew: row.is_new,
    showIcon: 1,
    iconUrl: art,
    lagerIcon: art,
  }
  if (row.freeplay !== null) game.freeplay = row.freeplay
  if (row.support_play !== null) game.supportPlay = row.support_play
  if (hasRooms(row)) game.hasRooms = 1 // API-47: the tile lists the rooms before launching
  return game
}

/** Whether a game may be played for free (TILE-5). */
export function supportsFreePlay(row: GameRow) {
  return row.freeplay !== null ? row.freeplay === 1 : row.support_play === 0
}

export function findGame(db: Database, nodeId: number): GameRow | undefined {
  return db.prepare('SELECT * FROM games WHERE node_id = ?').get(nodeId) as GameRow | undefined
}

/** What a call computed from the catalogue alone, per database. */
const catalogueAnswers = new WeakMap<Database, Map<string, unknown>>()
const CATALOGUE_MEMO_MAX = 2000

/** Forgets what was computed from a database's catalogue (a test that adds games to it calls this). */
export function forgetCatalogueAnswers(db: Database) {
  catalogueAnswers.delete(db)
}

/**
 * `compute()` once per database, origin and key: the game catalogue is seeded once and never changes,
 * so what is computed from it alone stays true. Under load (200 visitors) the vendor summary's
 * GROUP BY over the 10,000 games was a third of the server's time.
 */
export function catalogueMemo<T>(db: Database, origin: string, key: string, compute: () => T): T {
  let memo = catalogueAnswers.get(db)
  if (!memo) catalogueAnswers.set(db, (memo = new Map()))
  const full = `${origin}|${key}`
  if (memo.has(full)) return memo.get(full) as T
  if (memo.size >= CATALOGUE_MEMO_MAX) memo.clear()
  const value = compute()
  memo.set(full, value)
  return value
}

/** A page of games as the client sees them, with the count of all pages. */
export type GamePage = { games: ReturnType<typeof toGame>[]; total: number; totalPages: number }

/** The FROM of the catalogue alone. */
export const CATALOGUE = 'FROM games g'

/** What to page: the FROM … JOIN … part (games as `g`), the filter and the order. */
export type PageQuery = { from: string; filter: Filter; order: string }

/**
 * One page of a query. A page of the catalogue alone is remembered (it never changes), and so is
 * its count, shared by every page of one filter.
 */
export function readPage(
  db: Database,
  origin: string,
  query: PageQuery,
  pageNo: number,
  pageSize: number,
): GamePage {
  if (query.from !== CATALOGUE) return uncachedPage(db, origin, query, countOf(db, query), pageNo, pageSize)
  const filterKey = `${query.filter.sql}|${JSON.stringify(query.filter.args)}`
  return catalogueMemo(db, origin, `page|${filterKey}|${query.order}|${pageNo}|${pageSize}`, () => {
    const total = catalogueMemo(db, origin, `count|${filterKey}`, () => countOf(db, query))
    return uncachedPage(db, origin, query, total, pageNo, pageSize)
  })
}

function countOf(db: Database, { from, filter }: PageQuery) {
  return (
    db.prepare(`SELECT COUNT(*) AS total ${from} ${filter.sql}`).get(...filter.args) as { total: number }
  ).total
}

function uncachedPage(
  db: Database,
  origin: string,
  { from, filter, order }: PageQuery,
  total: number,
  pageNo: number,
  pageSize: number,
): GamePage {
  const rows = db
    .prepare(`SELECT g.* ${from} ${filter.sql} ORDER BY ${order} LIMIT ? OFFSET ?`)
    .all(...filter.args, pageSize, (pageNo - 1) * pageSize) as GameRow[]
  return { games: rows.map((row) => toGame(row, origin)), total, totalPages: Math.ceil(total / pageSize) }
}
