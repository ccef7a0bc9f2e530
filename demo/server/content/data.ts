// Content the home page shows (spec §3 Announcement, Banner, Notice): tables, seed and queries.
// One table of announcements holds the three text kinds the notice call answers, by type:
// PL marquee notices (`player`), PU popup announcements (`popup`), PR promotions (`promotion`).
// Banners (type B) have their own table. Announcement content is HTML as an operator's back office
// would store it: the client sanitises it (C-7); the server does not pretend to.
import { DAY_MS } from '../platform/time'
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
  title TEXT NOT NULL,
  content TEXT NOT NULL DEFAULT '',
  start_date INTEGER NOT NULL,
  promotion_type TEXT,
  execution TEXT NOT NULL CHECK (execution IN ('A', 'B', 'F')),
  modal TEXT
);
CREATE TABLE IF NOT EXISTS banners (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  group_name TEXT NOT NULL,
  title TEXT NOT NULL,
  url TEXT,
  linkage_type TEXT,
  sort INTEGER NOT NULL DEFAULT 0
);
`

const html = (heading: string, body: string) => `<h3>${heading}</h3><p>${body}</p>`

/** An audience of an announcement (ANN-9). */
export type Execution = (typeof EXECUTIONS)[number]

/** Popup announcements: 11 for visitors (two pages of 9), 3 for members, 1 for a first login. */
const SEED_POPUP: [title: string, content: string, execution: Execution][] = [
  [
    'Welcome to Crescent Play',
    html('Welcome', 'New here? <strong>Register</strong> in a minute and claim the welcome pack.'),
    'B',
  ],
  [
    'Cricket season odds are live',
    html('Odds', 'Every match of the new season, with <em>in-play</em> markets from the first ball.'),
    'B',
  ],
  [
    'Maintenance on Tuesday 02:00-03:00',
    html('Maintenance', 'Slots from PG and JDB pause for one hour. Your balance is safe.'),
    'B',
  ],
  [
    'Responsible gaming',
    html(
      'Play responsibly',
      'Set deposit limits from the member centre. <a href="https://www.begambleaware.org/" target="_blank">Get help</a>.',
    ),
    'B',
  ],
  [
    'New fishing games',
    '<p>Three new fishing games from JDB:</p><ul><li>Ocean King</li><li>Dragon Fishing</li><li>Golden Toad</li></ul>',
    'B',
  ],
  [
    'Refer a friend',
    html('Referral', 'Invite friends with your referral link and earn points on their bets.'),
    'B',
  ],
  [
    'Mirror sites',
    html('Bookmark a secure domain', 'Use the official mirror list if the main site is slow.'),
    'B',
  ],
  ['Live casino tables', html('Live casino', 'Twelve new baccarat tables open every evening.'), 'B'],
  ['App download', html('Our app', 'Install the app for iOS and Android from the download page.'), 'B'],
  [
    'Customer service hours',
    html('Support', 'Live chat answers around the clock; phone support 10:00-22:00.'),
    'B',
  ],
  ['Terms updated', html('Terms', 'We updated the terms of service. Read them in the help centre.'), 'B'],
  [
    'Members: double points weekend',
    html('Double points', 'Every bet this weekend earns <strong>double points</strong>.'),
    'A',
  ],
  ['Members: VIP upgrades', html('VIP', 'VIP levels are reviewed every Monday.'), 'A'],
  ['Members: withdrawal times', html('Withdrawals', 'Most withdrawals arrive within 15 minutes.'), 'A'],
  [
    'Your first login: start here',
    html('Getting started', 'Set your profile, add a bank account, then pick a game.'),
    'F',
  ],
]

const SEED_PROMOTIONS: [title: string, content: string, promotionType: string, execution: Execution][] = [
  [
    'Welcome bonus 100%',
    html('Welcome bonus', 'A 100% match on the first deposit, terms apply.'),
    'DEPOSIT',
    'B',
  ],
  ['Daily rebate', html('Rebate', 'Up to 1% back on every slot bet, paid daily.'), 'REBATE', 'A'],
]

const SEED_NOTICES = [
  'Welcome to Crescent Play: the new season of cricket odds is live.',
  'Maintenance for PG and JDB slots on Tuesday 02:00-03:00.',
  'Bookmark the official mirror list to always reach us.',
]

/** Banners (BNR-2): three on home (two with a link, one without), one in the side menu, one in each of the login, register and forgot popups. */
const SEED_BANNERS: [groupName: string, title: string, url: string | null, linkageType: string | null][] = [
  ['w_home', 'Cricket season: every match live', '/promotions', 'INTERNAL'],
  ['w_home', 'Welcome bonus 100% on your first deposit', 'https://example.com/welcome', 'EXTERNAL'],
  ['w_home', 'Play responsibly: set your limits', null, null],
  ['w_leftmenu', 'Invite friends, earn points', '/referral', 'INTERNAL'],
  ['w_login', 'Members earn double points this weekend', null, null],
  ['w_register', 'New here? Your first deposit is doubled', '/promotions', 'INTERNAL'],
  ['w_forget', 'Keep your account safe: never share your code', null, null],
]

/**
 * Creates the content tables; a database made before they existed gets the seed content at once.
 */
export function createContentTables(db: Database) {
  const existed = db
    .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'announcements'")
    .get()
  db.exec(CONTENT_SCHEMA)
  // POP-12: a demo database made before popup messages gets their column.
  const columns = db.prepare('PRAGMA table_info(announcements)').all() as { name: string }[]
  if (!columns.some((c) => c.name === 'modal')) db.exec('ALTER TABLE announcements ADD COLUMN modal TEXT')
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
  SEED_POPUP.forEach(([title, content, execution], i) =>
    addAnnouncement(db, { type: 'PU', title, content, execution, startDate: now - (i + 1) * DAY_MS }),
  )
  SEED_PROMOTIONS.forEach(([title, content, promotionType, execution], i) =>
    addAnnouncement(db, {
      type: 'PR',
      title,
      content,
      promotionType,
      execution,
      startDate: now - (i + 1) * DAY_MS,
    }),
  )
  SEED_NOTICES.forEach((title, i) =>
    addAnnouncement(db, { type: 'PL', title, execution: 'B', startDate: now - i * DAY_MS }),
  )
  SEED_BANNERS.forEach(([groupName, title, url, linkageType]) =>
    addBanner(db, { groupName, title, url, linkageType }),
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
export type NewAnnouncement = {
  type: 'PL' | 'PU' | 'PR'
  title: string
  content?: string
  execution: string
  startDate?: number
  promotionType?: string | null
  modal?: PopupModal
}

/**
 * Inserts an announcement (or marquee notice); answers its id.
 */
export function addAnnouncement(db: Database, a: NewAnnouncement) {
  const info = db
    .prepare(
      `INSERT INTO announcements (type, title, content, start_date, promotion_type, execution, modal)
      VALUES (?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      a.type,
      a.title,
      a.content ?? '',
      a.startDate ?? Date.now(),
      a.promotionType ?? null,
      a.execution,
      a.modal ? JSON.stringify(a.modal) : null,
    )
  return Number(info.lastInsertRowid)
}

/**
 * Inserts a banner; answers its id.
 */
export function addBanner(
  db: Database,
  b: { groupName: string; title: string; url?: string | null; linkageType?: string | null },
) {
  const sort = (db.prepare('SELECT COUNT(*) AS n FROM banners').get() as { n: number }).n
  const info = db
    .prepare('INSERT INTO banners (group_name, title, url, linkage_type, sort) VALUES (?, ?, ?, ?, ?)')
    .run(b.groupName, b.title, b.url ?? null, b.linkageType ?? null, sort)
  return Number(info.lastInsertRowid)
}

/**
 * Started announcements of a type for the given audiences, newest first.
 */
export function listAnnouncements(db: Database, type: 'PL' | 'PU' | 'PR', executions: string[]) {
  if (!executions.length) return []
  const rows = db
    .prepare(
      `SELECT * FROM announcements WHERE type = ? AND start_date <= ? AND execution IN (${executions.map(() => '?').join(',')})
        ORDER BY start_date DESC, id DESC`,
    )
    .all(type, Date.now(), ...executions) as {
    id: number
    title: string
    content: string
    start_date: number
    promotion_type: string | null
    execution: string
    modal: string | null
  }[]
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    startDate: r.start_date,
    content: r.content,
    promotionType: r.promotion_type,
    execution: r.execution,
    ...(r.modal ? { modal: JSON.parse(r.modal) } : {}),
  }))
}

/**
 * Banners of every group (the client picks its group), in display order. `imageUrl` is served by
 * content/assets.ts on the given origin.
 */
export function listBanners(db: Database, origin: string) {
  const rows = db.prepare('SELECT * FROM banners ORDER BY sort, id').all() as {
    id: number
    group_name: string
    title: string
    url: string | null
    linkage_type: string | null
  }[]
  return rows.map((r) => ({
    id: r.id,
    groupName: r.group_name,
    title: r.title,
    url: r.url,
    linkageType: r.linkage_type,
    imageUrl: `${origin}/content/banner-${r.id}.svg`,
  }))
}

/**
 * One banner's title, for its image.
 */
export function findBanner(db: Database, id: number) {
  return db.prepare('SELECT id, title, group_name FROM banners WHERE id = ?').get(id) as
    { id: number; title: string; group_name: string } | undefined
}
