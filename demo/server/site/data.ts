// Tables and seed of the site pages' data: the help centre (API-62), the winners board (API-40,
// MEMBER-39/40) and the promotions list with each member's status (MEMBER-33). `seedSite` creates
// the tables when missing and puts them back to the seed; platform/db.ts calls it from seedDatabase.
import { DAY_MS, HOUR_MS } from '../platform/time'
import { ACCOUNTS, GAMES, HELP, PROMOTIONS, RULES, SEED_WINNER_COUNT } from './seed-content'
import type { Database } from 'better-sqlite3'

const SCHEMA = `
CREATE TABLE IF NOT EXISTS help_articles (
  lang TEXT NOT NULL,
  code TEXT NOT NULL,
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  sort INTEGER NOT NULL,
  PRIMARY KEY (lang, code)
);
CREATE TABLE IF NOT EXISTS winners (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  account TEXT NOT NULL,
  game_name TEXT NOT NULL,
  vendor TEXT NOT NULL,
  game_type TEXT NOT NULL,
  win_amount REAL NOT NULL,
  currency TEXT NOT NULL DEFAULT 'Rs',
  won_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS promotions (
  id INTEGER PRIMARY KEY,
  category TEXT NOT NULL,
  starts_at INTEGER NOT NULL,
  ends_at INTEGER NOT NULL,
  needs_approval INTEGER NOT NULL DEFAULT 0,
  sort INTEGER NOT NULL,
  reward REAL NOT NULL DEFAULT 0,
  raffle INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS promotion_texts (
  promotion_id INTEGER NOT NULL REFERENCES promotions (id) ON DELETE CASCADE,
  lang TEXT NOT NULL,
  title TEXT NOT NULL,
  summary TEXT NOT NULL,
  content TEXT NOT NULL,
  PRIMARY KEY (promotion_id, lang)
);
CREATE TABLE IF NOT EXISTS promotion_entries (
  member_id TEXT NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  promotion_id INTEGER NOT NULL REFERENCES promotions (id) ON DELETE CASCADE,
  status TEXT NOT NULL,
  updated_at INTEGER NOT NULL,
  remarks TEXT,
  images TEXT,
  reason TEXT,
  PRIMARY KEY (member_id, promotion_id)
);
`

/** Columns added after the first release, for a demo/data database made before them. */
const ADDED_COLUMNS = {
  promotions: { reward: 'REAL NOT NULL DEFAULT 0', raffle: 'INTEGER NOT NULL DEFAULT 0' },
  promotion_entries: { remarks: 'TEXT', images: 'TEXT', reason: 'TEXT' },
}

function addMissingColumns(db: Database) {
  for (const [table, columns] of Object.entries(ADDED_COLUMNS)) {
    const have = new Set(
      (db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[]).map((c) => c.name),
    )
    for (const [name, type] of Object.entries(columns))
      if (!have.has(name)) db.exec(`ALTER TABLE ${table} ADD COLUMN ${name} ${type}`)
  }
}

/** The demo member whose entries are seeded (DESIGN demo accounts). */
const DEMO_MEMBER_ID = '10000001'

/** Masks an account for the public board: first two letters, then stars, then the last one. */
export function maskAccount(account: string) {
  if (account.length <= 3) return `${account[0] ?? ''}***`
  return `${account.slice(0, 2)}***${account.slice(-1)}`
}

/**
 * A small deterministic generator, so the seed (and every reset) gives the same board.
 */
function generator(seed: number) {
  let state = seed
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648
    return state / 2_147_483_648
  }
}

/**
 * Creates the tables if needed and puts them back to the seed.
 */
export function seedSite(db: Database, now: number = Date.now()) {
  db.exec(SCHEMA)
  addMissingColumns(db)
  for (const table of ['promotion_entries', 'promotion_texts', 'promotions', 'winners', 'help_articles']) {
    db.prepare(`DELETE FROM ${table}`).run()
  }
  db.prepare("DELETE FROM sqlite_sequence WHERE name = 'winners'").run()
  const help = db.prepare(
    'INSERT INTO help_articles (lang, code, title, content, sort) VALUES (?, ?, ?, ?, ?)',
  )
  for (const [lang, sections] of Object.entries(HELP)) {
    sections.forEach(([code, title, content], i) => help.run(lang, code, title, content, i))
  }
  const winner = db.prepare(
    'INSERT INTO winners (account, game_name, vendor, game_type, win_amount, won_at) VALUES (?, ?, ?, ?, ?, ?)',
  )
  const random = generator(2025)
  for (let i = 0; i < SEED_WINNER_COUNT; i++) {
    const [name, vendor, type] = GAMES[Math.floor(random() * GAMES.length)] as (typeof GAMES)[number]
    const amount = Math.round((50 + random() * random() * 250_000) * 100) / 100
    winner.run(
      maskAccount(ACCOUNTS[i % ACCOUNTS.length] as string),
      name,
      vendor,
      type,
      amount,
      now - i * HOUR_MS,
    )
  }
  const promotion = db.prepare(
    'INSERT INTO promotions (id, category, starts_at, ends_at, needs_approval, sort, reward, raffle) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  )
  const text = db.prepare(
    'INSERT INTO promotion_texts (promotion_id, lang, title, summary, content) VALUES (?, ?, ?, ?, ?)',
  )
  const entry = db.prepare(
    'INSERT INTO promotion_entries (member_id, promotion_id, status, updated_at, remarks, reason) VALUES (?, ?, ?, ?, ?, ?)',
  )
  PROMOTIONS.forEach(([id, category, start, end, approval, en, ur, demoStatus, reward, raffle], i) => {
    promotion.run(id, category, now + start * DAY_MS, now + end * DAY_MS, approval, i, reward, raffle)
    for (const [lang, [title, summary]] of [
      ['EN', en],
      ['UR', ur],
    ] as const) {
      text.run(id, lang, title, summary, `<p>${summary}</p>${RULES[lang]}`)
    }
    if (demoStatus && db.prepare('SELECT 1 FROM members WHERE id = ?').get(DEMO_MEMBER_ID)) {
      entry.run(
        DEMO_MEMBER_ID,
        id,
        demoStatus,
        now,
        approval ? 'VIP 2 since March, weekly deposits.' : null,
        demoStatus === 'rejected' ? 'No cricket bets were settled this season.' : null,
      )
    }
  })
}

/**
 * MEMBER-25 availablePromoCount: the promotions the member can claim now — their entry waits in
 * `claim` (a reward approved or a raffle won, MEMBER-33) and the promotion has begun. Computed from
 * the entries, so it drops as soon as one is claimed.
 */
export function availablePromoCount(db: Database, memberId: string, now: number = Date.now()) {
  return db
    .prepare(
      `SELECT COUNT(*) FROM promotion_entries e JOIN promotions p ON p.id = e.promotion_id
      WHERE e.member_id = ? AND e.status = 'claim' AND p.starts_at <= ?`,
    )
    .pluck()
    .get(memberId, now) as number
}
