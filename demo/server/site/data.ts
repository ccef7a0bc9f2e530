// Tables and seed of the site pages' data: the help centre (API-62), the winners board (API-40,
// MEMBER-39/40) and the promotions list with each member's status (MEMBER-33). `seedSite` creates
// the tables when missing and puts them back to the seed; db.mjs calls it from seedDatabase.

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

/** Help-centre sections per language; `term` is the terms section (/help#term, ROUTE-15). */
const HELP = {
  EN: [
    [
      'about',
      'About us',
      '<p>lobbykit is a demo gaming site. Games, balances and wins shown here are demo data.</p>',
    ],
    [
      'account',
      'Your account',
      '<p>Register with a username or your mobile number. Keep your password private: staff will never ask for it.</p><ul><li>Forgot your password? Use <b>Forgot password</b> on the login form.</li><li>Change it any time from the member menu.</li></ul>',
    ],
    [
      'deposit',
      'Deposits and withdrawals',
      '<p>Deposits are credited after the payment provider confirms them. Withdrawals go to the account in your own name.</p>',
    ],
    [
      'responsible',
      'Responsible gaming',
      '<p>Play for fun, set limits, and take breaks. Contact customer service to pause your account.</p>',
    ],
    [
      'term',
      'Terms and services',
      '<p>By using this site you confirm that you are of legal age in your country and accept these terms.</p><ol><li>One account per person.</li><li>Bonuses follow the rules of each promotion.</li><li>We may close accounts that abuse promotions.</li></ol>',
    ],
  ],
  UR: [
    [
      'about',
      'ہمارے بارے میں',
      '<p>lobbykit ایک ڈیمو گیمنگ سائٹ ہے۔ یہاں دکھائے گئے گیمز، بیلنس اور جیت ڈیمو ڈیٹا ہیں۔</p>',
    ],
    [
      'account',
      'آپ کا اکاؤنٹ',
      '<p>صارف نام یا موبائل نمبر سے رجسٹر کریں۔ اپنا پاس ورڈ کسی کو نہ بتائیں: عملہ کبھی نہیں پوچھے گا۔</p><ul><li>پاس ورڈ بھول گئے؟ لاگ ان فارم پر <b>پاس ورڈ بھول گئے</b> استعمال کریں۔</li><li>ممبر مینو سے کسی بھی وقت تبدیل کریں۔</li></ul>',
    ],
    [
      'deposit',
      'جمع اور نکلوانا',
      '<p>ادائیگی فراہم کنندہ کی تصدیق کے بعد رقم جمع ہوتی ہے۔ رقم آپ کے اپنے نام کے اکاؤنٹ میں نکلوائی جاتی ہے۔</p>',
    ],
    [
      'responsible',
      'ذمہ دارانہ گیمنگ',
      '<p>تفریح کے لیے کھیلیں، حدیں مقرر کریں اور وقفہ لیں۔ اکاؤنٹ روکنے کے لیے کسٹمر سروس سے رابطہ کریں۔</p>',
    ],
    [
      'term',
      'شرائط و ضوابط',
      '<p>اس سائٹ کو استعمال کر کے آپ تصدیق کرتے ہیں کہ آپ اپنے ملک میں قانونی عمر کے ہیں اور یہ شرائط قبول کرتے ہیں۔</p><ol><li>ہر شخص کا ایک اکاؤنٹ۔</li><li>بونس ہر پروموشن کے اصولوں کے مطابق ہیں۔</li><li>پروموشن کا غلط استعمال کرنے والے اکاؤنٹ بند کیے جا سکتے ہیں۔</li></ol>',
    ],
  ],
}

const GAMES = [
  ['Fortune Tiger', 'PG', 'RNG'],
  ['Mahjong Ways 2', 'PG', 'RNG'],
  ['Lucky Neko', 'PG', 'RNG'],
  ['Baccarat Squeeze', 'EG2', 'LIVE'],
  ['Age of the Gods', 'PT', 'RNG'],
  ['Fishing War', 'JDB', 'FISH'],
  ['Jump High', 'CQ9', 'RNG'],
  ['Chicky Run', 'FC', 'RNG'],
  ['Super Ace', 'JL', 'RNG'],
  ['Teen Patti', 'BGS', 'PVP'],
]
const ACCOUNTS = [
  'ali',
  'sana',
  'bilal',
  'hira',
  'omar',
  'zara',
  'kamran',
  'ayesha',
  'usman',
  'nida',
  'faisal',
  'maria',
]

/** Winners seeded: more than the board shows (20), in no order of amount. */
export const SEED_WINNER_COUNT = 30
const HOUR_MS = 3_600_000
const DAY_MS = 24 * HOUR_MS

/**
 * Promotions: [id, category, start offset (days), end offset (days), needs approval, EN, UR, the demo
 * member's entry status, reward (Rs, paid by a claim), raffle (1: claimed by the raffle call)]. Offsets are from the moment of seeding, so "coming soon" and "close" stay true.
 */
const PROMOTIONS = [
  [
    1,
    'NEW',
    -10,
    60,
    0,
    ['Welcome bonus', '100% on your first deposit, up to Rs 5,000.'],
    ['خوش آمدید بونس', 'پہلی جمع پر 100%، زیادہ سے زیادہ 5,000 روپے۔'],
    'claim',
    500,
    0,
  ],
  [
    2,
    'DAILY',
    -3,
    30,
    0,
    ['Daily slots rebate', '1% back on every slot bet, paid each morning.'],
    ['روزانہ سلاٹ ریبیٹ', 'ہر سلاٹ شرط پر 1% واپس، ہر صبح ادا۔'],
    null,
    0,
    0,
  ],
  [
    3,
    'VIP',
    -5,
    25,
    1,
    ['VIP weekly reload', 'A weekly reload bonus for VIP members, after review.'],
    ['وی آئی پی ہفتہ وار ری لوڈ', 'وی آئی پی ممبران کے لیے ہفتہ وار بونس، جائزے کے بعد۔'],
    'applying',
    1000,
    0,
  ],
  [
    4,
    'SPORTS',
    -20,
    10,
    1,
    ['Cricket cashback', '10% back on lost cricket bets this season.'],
    ['کرکٹ کیش بیک', 'اس سیزن ہاری ہوئی کرکٹ شرطوں پر 10% واپس۔'],
    'rejected',
    0,
    0,
  ],
  [
    5,
    'LIVE',
    -15,
    15,
    0,
    ['Live casino streak', 'Win five live hands in a row for a bonus.'],
    ['لائیو کیسینو سلسلہ', 'لگاتار پانچ لائیو ہاتھ جیتیں اور بونس پائیں۔'],
    'issued',
    250,
    0,
  ],
  [
    6,
    'EVENT',
    7,
    37,
    0,
    ['Eid festival', 'Daily prizes during the festival.'],
    ['عید میلہ', 'میلے کے دوران روزانہ انعامات۔'],
    null,
    0,
    0,
  ],
  [
    7,
    'EVENT',
    -60,
    -5,
    0,
    ['Summer slots race', 'The summer leaderboard race has ended.'],
    ['سمر سلاٹ ریس', 'سمر لیڈر بورڈ ریس ختم ہو چکی ہے۔'],
    null,
    0,
    0,
  ],
  [
    8,
    'RAFFLE',
    -7,
    7,
    0,
    ['Weekly lucky draw', 'Every member who joins is in the draw; this week’s prize is Rs 888.'],
    ['ہفتہ وار لکی ڈرا', 'شامل ہونے والا ہر ممبر ڈرا میں ہے؛ اس ہفتے کا انعام 888 روپے۔'],
    'claim',
    888,
    1,
  ],
  [
    9,
    'RAFFLE',
    -2,
    12,
    0,
    ['Festival lucky draw', 'Join now: three winners are drawn when the festival ends.'],
    ['میلہ لکی ڈرا', 'ابھی شامل ہوں: میلہ ختم ہونے پر تین جیتنے والے نکالے جائیں گے۔'],
    null,
    1500,
    1,
  ],
  [
    10,
    'DEPOSIT',
    -4,
    20,
    1,
    ['Reload proof bonus', 'Send your bank slip with a short note: Rs 300 after review.'],
    ['ری لوڈ ثبوت بونس', 'اپنی بینک سلپ مختصر نوٹ کے ساتھ بھیجیں: جائزے کے بعد 300 روپے۔'],
    null,
    300,
    0,
  ],
]

/** The general rules every promotion's details end with, per language. */
const RULES = {
  EN: '<ul><li>One entry per member.</li><li>Bonus money must be wagered 10 times before withdrawal.</li><li>The <a href="/help#term">terms and services</a> apply.</li></ul>',
  UR: '<ul><li>ہر ممبر کی ایک شمولیت۔</li><li>بونس کی رقم نکلوانے سے پہلے 10 بار شرط میں لگانی ہوگی۔</li><li><a href="/help#term">شرائط و ضوابط</a> لاگو ہیں۔</li></ul>',
} as Record<string, string>

/** The demo member whose entries are seeded (DESIGN demo accounts). */
const DEMO_MEMBER_ID = '10000001'

/** Masks an account for the public board: first two letters, then stars, then the last one. */
export function maskAccount(account) {
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
    const [name, vendor, type] = GAMES[Math.floor(random() * GAMES.length)] as string[]
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
    promotion.run(
      id,
      category,
      now + Number(start) * DAY_MS,
      now + Number(end) * DAY_MS,
      approval,
      i,
      reward,
      raffle,
    )
    for (const [lang, [title, summary]] of [
      ['EN', en],
      ['UR', ur],
    ] as [string, string[]][]) {
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
