// Content the home page shows (spec §3 Announcement, Banner, Notice): tables, seed and queries.
// One table of announcements holds the three text kinds the notice call answers, by type:
// PL marquee notices (`player`), PU popup announcements (`popup`), PR promotions (`promotion`).
// Banners (type B) have their own table. Announcement content is HTML as an operator's back office
// would store it: the client sanitises it (C-7); the server does not pretend to.
// I18N: every title and content is written per language (announcement_texts, banner_texts) and
// answered in the first language of the caller's order (platform/languages.ts) that has it.
import { DAY_MS } from '../platform/time'
import { pickLanguage } from '../platform/languages'
import { SEED_BANNERS, SEED_NOTICES, SEED_POPUP, SEED_PROMOTIONS } from './seed'
import type { Database } from 'better-sqlite3'

/** Notice-call types and the part of the answer each fills (API-57). H: see NS-26 in content/routes.ts. */
export const NOTICE_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const
/** Audiences of an announcement (ANN-9): A logged-in members, B visitors, F first-time logins. */
export const EXECUTIONS = ['A', 'B', 'F'] as const
/** Banner groups (BNR-2). */
export const BANNER_GROUPS = ['w_login', 'w_register', 'w_home', 'w_leftmenu', 'w_forget'] as const
/** What a banner link does: EXTERNAL opens the url in a new tab, INTERNAL is a route of the site. */
export const LINKAGE_TYPES = ['EXTERNAL', 'INTERNAL'] as const

export const CONTENT_SCHEMA = `
CREATE TABLE IF NOT EXISTS announcements (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  type TEXT NOT NULL CHECK (type IN ('PL', 'PU', 'PR')),
  start_date INTEGER NOT NULL,
  promotion_type TEXT,
  execution TEXT NOT NULL CHECK (execution IN ('A', 'B', 'F')),
  modal TEXT
);
CREATE TABLE IF NOT EXISTS announcement_texts (
  announcement_id INTEGER NOT NULL REFERENCES announcements (id) ON DELETE CASCADE,
  lang TEXT NOT NULL,
  title TEXT NOT NULL,
  content TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (announcement_id, lang)
);
CREATE TABLE IF NOT EXISTS banners (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  group_name TEXT NOT NULL,
  url TEXT,
  linkage_type TEXT,
  sort INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS banner_texts (
  banner_id INTEGER NOT NULL REFERENCES banners (id) ON DELETE CASCADE,
  lang TEXT NOT NULL,
  title TEXT NOT NULL,
  PRIMARY KEY (banner_id, lang)
);
`

/** An audience of an announcement (ANN-9). */
export type Execution = (typeof EXECUTIONS)[number]

const columnsOf = (db: Database, table: string) =>
  (db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[]).map((c) => c.name)

/**
 * A demo database from before texts had languages keeps its texts as the brand's default
 * language's (`EN` in the seed): they move into the text tables and leave the item tables.
 */
function moveTextsIntoLanguages(db: Database) {
  if (columnsOf(db, 'announcements').includes('title'))
    db.transaction(() => {
      db.exec(`INSERT OR IGNORE INTO announcement_texts (announcement_id, lang, title, content)
        SELECT id, 'EN', title, content FROM announcements`)
      db.exec('ALTER TABLE announcements DROP COLUMN title')
      db.exec('ALTER TABLE announcements DROP COLUMN content')
    })()
  if (columnsOf(db, 'banners').includes('title'))
    db.transaction(() => {
      db.exec(
        "INSERT OR IGNORE INTO banner_texts (banner_id, lang, title) SELECT id, 'EN', title FROM banners",
      )
      db.exec('ALTER TABLE banners DROP COLUMN title')
    })()
}

/**
 * Creates the content tables; a database made before they existed gets the seed content at once.
 */
export function createContentTables(db: Database) {
  const existed = db
    .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'announcements'")
    .get()
  db.exec(CONTENT_SCHEMA)
  // POP-12: a demo database made before popup messages gets their column.
  if (!columnsOf(db, 'announcements').includes('modal'))
    db.exec('ALTER TABLE announcements ADD COLUMN modal TEXT')
  moveTextsIntoLanguages(db)
  if (!existed && db.prepare('SELECT 1 FROM settings WHERE id = 1').get())
    db.transaction(() => seedContent(db))()
}

/**
 * Puts announcements, notices and banners back to the seed (inside seedDatabase's transaction).
 */
export function seedContent(db: Database) {
  db.prepare('DELETE FROM announcements').run()
  db.prepare('DELETE FROM banners').run()
  db.prepare("DELETE FROM sqlite_sequence WHERE name IN ('announcements', 'banners')").run()
  const now = Date.now()
  const both = ([title, content]: [string, string], [urTitle, urContent]: [string, string]) => ({
    EN: { title, content },
    UR: { title: urTitle, content: urContent },
  })
  SEED_POPUP.forEach(([en, ur, execution], i) =>
    addAnnouncement(db, { type: 'PU', texts: both(en, ur), execution, startDate: now - (i + 1) * DAY_MS }),
  )
  SEED_PROMOTIONS.forEach(([en, ur, promotionType, execution], i) =>
    addAnnouncement(db, {
      type: 'PR',
      texts: both(en, ur),
      promotionType,
      execution,
      startDate: now - (i + 1) * DAY_MS,
    }),
  )
  SEED_NOTICES.forEach(([en, ur], i) =>
    addAnnouncement(db, {
      type: 'PL',
      texts: both([en, ''], [ur, '']),
      execution: 'B',
      startDate: now - i * DAY_MS,
    }),
  )
  SEED_BANNERS.forEach(([groupName, en, ur, url, linkageType]) =>
    addBanner(db, { groupName, texts: { EN: en, UR: ur }, url, linkageType }),
  )
}

/** A popup item with `modal` is a message, not an announcement (POP-12): the client shows it
in the generic modal (icon, buttons, cover close, auto-close) instead of the announcement list. */
export type PopupModal = {
  icon?: string
  buttons?: { label: string; url?: string }[]
  closeOnCover?: boolean
  autoCloseMs?: number
}
/** An announcement's title and HTML content in one language. */
export type AnnouncementText = { title: string; content?: string }
export type NewAnnouncement = {
  type: 'PL' | 'PU' | 'PR'
  /** by language code: at least one */
  texts: Record<string, AnnouncementText>
  execution: string
  startDate?: number
  promotionType?: string | null
  modal?: PopupModal
}

/**
 * Inserts an announcement (or marquee notice) with its texts; answers its id.
 */
export function addAnnouncement(db: Database, a: NewAnnouncement) {
  const info = db
    .prepare(
      `INSERT INTO announcements (type, start_date, promotion_type, execution, modal)
      VALUES (?, ?, ?, ?, ?)`,
    )
    .run(
      a.type,
      a.startDate ?? Date.now(),
      a.promotionType ?? null,
      a.execution,
      a.modal ? JSON.stringify(a.modal) : null,
    )
  const id = Number(info.lastInsertRowid)
  for (const [lang, text] of Object.entries(a.texts)) setAnnouncementText(db, id, lang, text)
  return id
}

/** Writes one language's text of an announcement (the others stay); false when there is no such item. */
export function setAnnouncementText(db: Database, id: number, lang: string, text: AnnouncementText) {
  if (!db.prepare('SELECT 1 FROM announcements WHERE id = ?').get(id)) return false
  db.prepare(
    `INSERT INTO announcement_texts (announcement_id, lang, title, content) VALUES (?, ?, ?, ?)
      ON CONFLICT (announcement_id, lang) DO UPDATE SET title = excluded.title, content = excluded.content`,
  ).run(id, lang, text.title, text.content ?? '')
  return true
}

/**
 * Inserts a banner with its texts (by language); answers its id.
 */
export function addBanner(
  db: Database,
  b: { groupName: string; texts: Record<string, string>; url?: string | null; linkageType?: string | null },
) {
  const sort = (db.prepare('SELECT COUNT(*) AS n FROM banners').get() as { n: number }).n
  const info = db
    .prepare('INSERT INTO banners (group_name, url, linkage_type, sort) VALUES (?, ?, ?, ?)')
    .run(b.groupName, b.url ?? null, b.linkageType ?? null, sort)
  const id = Number(info.lastInsertRowid)
  for (const [lang, title] of Object.entries(b.texts)) setBannerText(db, id, lang, title)
  return id
}

/** Writes one language's title of a banner (the others stay); false when there is no such banner. */
export function setBannerText(db: Database, id: number, lang: string, title: string) {
  if (!db.prepare('SELECT 1 FROM banners WHERE id = ?').get(id)) return false
  db.prepare(
    `INSERT INTO banner_texts (banner_id, lang, title) VALUES (?, ?, ?)
      ON CONFLICT (banner_id, lang) DO UPDATE SET title = excluded.title`,
  ).run(id, lang, title)
  return true
}

/**
 * Removes one language's text of an announcement (`announcement`) or banner: 'removed', 'none' (it
 * had none in that language), 'last' (refused: an item keeps at least one language).
 */
export function removeText(db: Database, kind: 'announcement' | 'banner', id: number, lang: string) {
  const [table, column] =
    kind === 'banner' ? ['banner_texts', 'banner_id'] : ['announcement_texts', 'announcement_id']
  const langs = db.prepare(`SELECT lang FROM ${table} WHERE ${column} = ?`).pluck().all(id) as string[]
  if (!langs.includes(lang)) return 'none'
  if (langs.length === 1) return 'last'
  db.prepare(`DELETE FROM ${table} WHERE ${column} = ? AND lang = ?`).run(id, lang)
  return 'removed'
}

/** Rows of one item per text language, in the item's order: grouped, each item in its best language. */
function inBestLanguage<R extends { id: number; lang: string }>(rows: R[], order: string[]): R[] {
  const byItem = new Map<number, R[]>()
  for (const row of rows) byItem.set(row.id, [...(byItem.get(row.id) ?? []), row])
  return [...byItem.values()].map((texts) => {
    const lang = pickLanguage(
      texts.map((t) => t.lang),
      order,
    )
    return texts.find((t) => t.lang === lang) as R
  })
}

type AnnouncementRow = {
  id: number
  type: string
  lang: string
  title: string
  content: string
  start_date: number
  promotion_type: string | null
  execution: string
  modal: string | null
}

/**
 * Started announcements of a type for the given audiences, newest first, each in the first
 * language of `order` it has (else any).
 */
export function listAnnouncements(
  db: Database,
  type: 'PL' | 'PU' | 'PR',
  executions: string[],
  order: string[],
) {
  if (!executions.length) return []
  const rows = db
    .prepare(
      `SELECT a.*, t.lang, t.title, t.content FROM announcements a
        JOIN announcement_texts t ON t.announcement_id = a.id
        WHERE a.type = ? AND a.start_date <= ? AND a.execution IN (${executions.map(() => '?').join(',')})
        ORDER BY a.start_date DESC, a.id DESC`,
    )
    .all(type, Date.now(), ...executions) as AnnouncementRow[]
  return inBestLanguage(rows, order).map((r) => ({
    id: r.id,
    title: r.title,
    startDate: r.start_date,
    content: r.content,
    promotionType: r.promotion_type,
    execution: r.execution,
    ...(r.modal ? { modal: JSON.parse(r.modal) } : {}),
  }))
}

/** One announcement by id in the first language of `order` it has (API-64), or undefined. */
export function findAnnouncement(db: Database, id: number, order: string[]) {
  const rows = db
    .prepare(
      `SELECT a.*, t.lang, t.title, t.content FROM announcements a
        JOIN announcement_texts t ON t.announcement_id = a.id WHERE a.id = ?`,
    )
    .all(id) as AnnouncementRow[]
  return inBestLanguage(rows, order)[0]
}

type BannerRow = {
  id: number
  group_name: string
  lang: string
  title: string
  url: string | null
  linkage_type: string | null
}

/**
 * Banners of every group (the client picks its group), in display order, each in the first
 * language of `order` it has. `imageUrl` is served by content/assets.ts on the given origin; its
 * picture carries the title, so one in another language than the brand's default (`order`'s
 * second) names that language.
 */
export function listBanners(db: Database, origin: string, order: string[], defaultLanguage: string) {
  const rows = db
    .prepare(
      `SELECT b.*, t.lang, t.title FROM banners b JOIN banner_texts t ON t.banner_id = b.id
        ORDER BY b.sort, b.id`,
    )
    .all() as BannerRow[]
  return inBestLanguage(rows, order).map((r) => ({
    id: r.id,
    groupName: r.group_name,
    title: r.title,
    url: r.url,
    linkageType: r.linkage_type,
    imageUrl: `${origin}/content/banner-${r.id}.svg${r.lang === defaultLanguage ? '' : `?lang=${r.lang}`}`,
  }))
}

/**
 * One banner's title in the first language of `order` it has, for its image.
 */
export function findBanner(db: Database, id: number, order: string[]) {
  const rows = db
    .prepare(
      'SELECT b.id, b.group_name, t.lang, t.title FROM banners b JOIN banner_texts t ON t.banner_id = b.id WHERE b.id = ?',
    )
    .all(id) as BannerRow[]
  return inBestLanguage(rows, order)[0]
}

/**
 * Every announcement and banner with all its texts, for the demo control page's editor (I18N).
 */
export function allTexts(db: Database) {
  const announcements = db
    .prepare(
      'SELECT id, type, execution, start_date AS startDate FROM announcements ORDER BY type, start_date DESC, id DESC',
    )
    .all() as { id: number; type: string; execution: string; startDate: number }[]
  const announcementTexts = db
    .prepare('SELECT announcement_id AS id, lang, title, content FROM announcement_texts')
    .all() as { id: number; lang: string; title: string; content: string }[]
  const banners = db.prepare('SELECT id, group_name AS groupName FROM banners ORDER BY sort, id').all() as {
    id: number
    groupName: string
  }[]
  const bannerTexts = db.prepare('SELECT banner_id AS id, lang, title FROM banner_texts').all() as {
    id: number
    lang: string
    title: string
  }[]
  const textsOf = <T extends { id: number; lang: string }>(list: T[], id: number) =>
    Object.fromEntries(list.filter((t) => t.id === id).map(({ id: _id, lang, ...text }) => [lang, text]))
  return {
    announcements: announcements.map((a) => ({ ...a, texts: textsOf(announcementTexts, a.id) })),
    banners: banners.map((b) => ({
      ...b,
      texts: Object.fromEntries(bannerTexts.filter((t) => t.id === b.id).map((t) => [t.lang, t.title])),
    })),
  }
}
