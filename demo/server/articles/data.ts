// Articles of the member centre's about-us, blog and news pages (MEMBER-21…23): table, seed and
// queries. Content is HTML as an operator's back office stores it: the client sanitises it (C-7); the
// server does not pretend to. Each article has a cover image the server draws
// (`/content/article-<id>.svg`, content/assets.ts) with its size, so the client reserves the space.

import type { Database } from 'better-sqlite3'

/** The pages an article belongs to. */
export const ARTICLE_KINDS = ['ABOUT', 'BLOG', 'NEWS'] as const
/** The size of every cover image, px. */
export const ARTICLE_IMAGE = { width: 1200, height: 630 }

const SCHEMA = `
CREATE TABLE IF NOT EXISTS articles (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  kind TEXT NOT NULL,
  published_at INTEGER NOT NULL,
  title TEXT NOT NULL,
  title_ur TEXT NOT NULL,
  summary TEXT NOT NULL,
  summary_ur TEXT NOT NULL,
  content TEXT NOT NULL,
  content_ur TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS articles_kind ON articles (kind, published_at);
`

/** A row of the articles table; `content` is the operator's HTML. */
export type ArticleRow = {
  id: number
  kind: (typeof ARTICLE_KINDS)[number]
  published_at: number
  title: string
  title_ur: string
  summary: string
  summary_ur: string
  content: string
  content_ur: string
}

const at = (iso: string) => Date.parse(`${iso}T09:00:00Z`)

/**
 * The seed: [kind, date, [EN title, UR title], [EN summary, UR summary], [EN HTML, UR HTML]].
 */
export const ARTICLES: [string, string, [string, string], [string, string], [string, string]][] = [
  [
    'ABOUT',
    '2026-01-05',
    ['Who we are', 'ہم کون ہیں'],
    [
      'A licensed gaming platform built for players in Pakistan, with local payments and support in Urdu and English.',
      'پاکستان کے کھلاڑیوں کے لیے ایک لائسنس یافتہ گیمنگ پلیٹ فارم، مقامی ادائیگیوں اور اردو و انگریزی میں مدد کے ساتھ۔',
    ],
    [
      `<p>We started in 2019 with one idea: a lobby where every game is a tap away and every rupee is accounted for. Today more than forty game vendors — slots, live casino, sports, lottery and fishing — sit behind one wallet.</p>
<h3>What we promise</h3>
<ul><li>Deposits and withdrawals through local banks and wallets, usually within minutes.</li><li>Customer service around the clock, in Urdu and English.</li><li>Every bet, bonus and transfer visible in your own records.</li></ul>
<p>Questions? Write to <a href="mailto:support@lobbykit.example">support@lobbykit.example</a> or open live chat from any page.</p>`,
      `<p>ہم نے 2019 میں ایک خیال کے ساتھ آغاز کیا: ایسی لابی جہاں ہر گیم ایک ٹیپ کے فاصلے پر ہو اور ہر روپے کا حساب ہو۔ آج چالیس سے زیادہ گیم فراہم کنندگان ایک ہی والیٹ کے پیچھے ہیں۔</p>
<h3>ہمارا وعدہ</h3>
<ul><li>مقامی بینکوں اور والیٹس کے ذریعے رقم جمع اور نکلوانا، عموماً چند منٹوں میں۔</li><li>چوبیس گھنٹے کسٹمر سروس، اردو اور انگریزی میں۔</li><li>ہر شرط، بونس اور منتقلی آپ کے اپنے ریکارڈ میں۔</li></ul>`,
    ],
  ],
  [
    'ABOUT',
    '2026-01-06',
    ['Responsible gaming', 'ذمہ دارانہ گیمنگ'],
    [
      'Play for fun, set your limits, and know where to get help. Our tools and our promise.',
      'تفریح کے لیے کھیلیں، اپنی حدیں مقرر کریں، اور جانیں کہ مدد کہاں سے ملے۔',
    ],
    [
      `<p>Gaming should stay entertainment. Only people aged 18 or over may open an account, and we check.</p>
<h3>Tools you can use today</h3>
<ol><li>Set a daily deposit limit from the security centre.</li><li>Take a break: customer service can close your account for a period you choose.</li><li>Review your profit and loss at any time in the member centre.</li></ol>
<p>If gaming no longer feels like fun, talk to us. We will help you pause — no questions asked.</p>`,
      `<p>گیمنگ تفریح ہی رہنی چاہیے۔ صرف 18 سال یا اس سے زیادہ عمر کے افراد اکاؤنٹ کھول سکتے ہیں۔</p>
<ol><li>سیکیورٹی سینٹر سے روزانہ جمع کرنے کی حد مقرر کریں۔</li><li>وقفہ لیں: کسٹمر سروس آپ کا اکاؤنٹ آپ کی منتخب مدت کے لیے بند کر سکتی ہے۔</li><li>ممبر سینٹر میں کسی بھی وقت اپنا نفع و نقصان دیکھیں۔</li></ol>`,
    ],
  ],
  [
    'BLOG',
    '2026-10-28',
    ['Five slots with the biggest bonus rounds', 'سب سے بڑے بونس راؤنڈ والی پانچ سلاٹس'],
    [
      'From Fortune Tiger to Mahjong Ways: where free spins and multipliers pay the most.',
      'فارچیون ٹائیگر سے مہجونگ ویز تک: جہاں مفت اسپن اور ملٹی پلائر سب سے زیادہ دیتے ہیں۔',
    ],
    [
      `<p>Bonus rounds are where a slot shows its character. We looked at the five titles our players return to most.</p>
<ol><li><strong>Fortune Tiger</strong> — the tiger can fill the reels at any spin, paying up to 2,500× the stake.</li><li><strong>Mahjong Ways 2</strong> — cascading wins raise the multiplier each time.</li><li><strong>Gates of Olympus</strong> — multipliers stay for the whole free-spin round.</li><li><strong>Wild Bounty Showdown</strong> — sticky multipliers on every reel.</li><li><strong>Lucky Neko</strong> — expanding wilds on a 6-reel grid.</li></ol>
<p>Try any of them in free-play first: the demo uses the same maths as the real game.</p>`,
      `<p>بونس راؤنڈ میں سلاٹ کا اصل رنگ نظر آتا ہے۔ ہم نے وہ پانچ گیمز دیکھیں جن پر ہمارے کھلاڑی بار بار آتے ہیں: فارچیون ٹائیگر، مہجونگ ویز 2، گیٹس آف اولمپس، وائلڈ باؤنٹی شو ڈاؤن اور لکی نیکو۔</p>
<p>پہلے مفت کھیل میں آزمائیں: ڈیمو میں وہی حساب ہے جو اصل گیم میں۔</p>`,
    ],
  ],
  [
    'BLOG',
    '2026-10-14',
    ['How turnover works', 'ٹرن اوور کیسے کام کرتا ہے'],
    [
      'Valid bets, settled bets and why only some of them count towards missions, rebates and your rank.',
      'درست شرطیں، طے شدہ شرطیں، اور کیوں صرف کچھ ہی مشنز، ریبیٹ اور آپ کے درجے میں شمار ہوتی ہیں۔',
    ],
    [
      `<p>Turnover is the total of your <em>valid bets</em>: the stakes of bets that have been settled. A bet still running, or one cancelled by the vendor, does not count yet.</p>
<h3>Where you see it</h3>
<ul><li>The player rank orders players by turnover today, this week and this month.</li><li>Missions such as “Bet Rs 5,000 on slots this week” count the same stakes.</li><li>Manual rebate pays a share of it back.</li></ul>`,
      `<p>ٹرن اوور آپ کی <em>درست شرطوں</em> کا مجموعہ ہے: ان شرطوں کی رقم جو طے ہو چکی ہیں۔ جاری یا منسوخ شرط ابھی شمار نہیں ہوتی۔</p>
<p>کھلاڑیوں کا درجہ، مشنز اور دستی ریبیٹ سب اسی پر چلتے ہیں۔</p>`,
    ],
  ],
  [
    'BLOG',
    '2026-09-30',
    ['Live casino etiquette for new players', 'نئے کھلاڑیوں کے لیے لائیو کیسینو کے آداب'],
    [
      'Tables, dealers and chat: a short guide before you sit down at your first live table.',
      'میزیں، ڈیلر اور چیٹ: پہلی لائیو میز پر بیٹھنے سے پہلے ایک مختصر رہنما۔',
    ],
    [
      `<p>Live tables are streamed from real studios. Bets close when the dealer says so — the timer on screen is final.</p>
<p>Keep the chat friendly, never share account details, and check the table limits before you join: each table shows its minimum and maximum stake.</p>`,
      `<p>لائیو میزیں اصل اسٹوڈیوز سے نشر ہوتی ہیں۔ ڈیلر کے کہنے پر شرطیں بند ہو جاتی ہیں۔ چیٹ میں خوش اخلاق رہیں اور اپنے اکاؤنٹ کی تفصیل کبھی شیئر نہ کریں۔</p>`,
    ],
  ],
  [
    'BLOG',
    '2026-09-12',
    ['Cricket betting: reading the odds', 'کرکٹ بیٹنگ: اوڈز کو سمجھنا'],
    [
      'Decimal odds, what they pay and how in-play prices move during an over.',
      'اعشاری اوڈز، ان کی ادائیگی، اور اوور کے دوران ان پلے قیمتیں کیسے بدلتی ہیں۔',
    ],
    [
      `<p>Decimal odds show what a winning bet returns per rupee staked, stake included: Rs 100 at 1.85 returns Rs 185.</p>
<p>In-play prices move ball by ball. A wicket can lengthen a batting side's odds in seconds, so the price you see is confirmed only when the bet slip says “accepted”.</p>`,
      `<p>اعشاری اوڈز بتاتے ہیں کہ جیتنے والی شرط ہر روپے پر کتنا واپس دیتی ہے: 1.85 پر 100 روپے کی شرط 185 روپے واپس دیتی ہے۔</p>`,
    ],
  ],
  [
    'BLOG',
    '2026-08-25',
    ['Keeping your account safe', 'اپنے اکاؤنٹ کو محفوظ رکھنا'],
    [
      'A transaction password, a verified phone and three habits that stop most account takeovers.',
      'ٹرانزیکشن پاس ورڈ، تصدیق شدہ فون اور تین عادات جو زیادہ تر اکاؤنٹ چوری روکتی ہیں۔',
    ],
    [
      `<p>Your login password opens the lobby; your <strong>transaction password</strong> guards your money. Set both, and make them different.</p>
<ul><li>Verify your phone so that a reset code reaches only you.</li><li>Never share a code from an SMS — our staff will never ask for it.</li><li>Log out on shared devices.</li></ul>`,
      `<p>لاگ ان پاس ورڈ لابی کھولتا ہے؛ <strong>ٹرانزیکشن پاس ورڈ</strong> آپ کی رقم کی حفاظت کرتا ہے۔ دونوں مقرر کریں اور مختلف رکھیں۔ ایس ایم ایس کا کوڈ کبھی کسی کو نہ بتائیں۔</p>`,
    ],
  ],
  [
    'BLOG',
    '2026-08-07',
    ['Fishing games explained', 'فشنگ گیمز کی وضاحت'],
    [
      'Cannons, bullet costs and boss fish: how the arcade favourite pays.',
      'توپیں، گولی کی قیمت اور باس مچھلی: یہ آرکیڈ گیم کیسے ادائیگی کرتا ہے۔',
    ],
    [
      `<p>Each shot costs the cannon's level. Small fish pay a little and fall often; boss fish pay hundreds of times the shot but take many hits.</p>
<p>Lock a target to focus fire, and raise the cannon level only when a boss swims in.</p>`,
      `<p>ہر گولی کی قیمت توپ کے درجے کے برابر ہے۔ چھوٹی مچھلیاں کم دیتی ہیں مگر جلد گرتی ہیں؛ باس مچھلی سینکڑوں گنا دیتی ہے۔</p>`,
    ],
  ],
  [
    'BLOG',
    '2026-07-19',
    ['Lottery draws: how results are published', 'لاٹری ڈرا: نتائج کیسے شائع ہوتے ہیں'],
    [
      'Draw times, result checks and where to find every past number.',
      'ڈرا کے اوقات، نتائج کی جانچ، اور ہر پچھلا نمبر کہاں ملے۔',
    ],
    [
      `<p>Every draw closes one minute before its time. Results appear in the lottery lobby as soon as the vendor publishes them, and your winning tickets are settled automatically.</p>`,
      `<p>ہر ڈرا اپنے وقت سے ایک منٹ پہلے بند ہو جاتا ہے۔ نتائج شائع ہوتے ہی لاٹری لابی میں نظر آتے ہیں۔</p>`,
    ],
  ],
  [
    'NEWS',
    '2026-11-20',
    ['New vendor: JILI slots and fishing', 'نیا فراہم کنندہ: جلی سلاٹس اور فشنگ'],
    [
      'Thirty new titles from JILI are live in the slots and fishing lobbies.',
      'جلی کی تیس نئی گیمز سلاٹس اور فشنگ لابی میں دستیاب ہیں۔',
    ],
    [
      `<p>From today, thirty titles from JILI are in the lobby, among them <strong>Super Ace</strong>, <strong>Money Coming</strong> and <strong>Jackpot Fishing</strong>.</p><p>Every one can be tried in free-play first.</p>`,
      `<p>آج سے جلی کی تیس گیمز لابی میں ہیں، جن میں <strong>سپر ایس</strong> اور <strong>جیک پاٹ فشنگ</strong> شامل ہیں۔</p>`,
    ],
  ],
  [
    'NEWS',
    '2026-11-08',
    ['Faster withdrawals to Easypaisa and JazzCash', 'ایزی پیسہ اور جاز کیش پر تیز رفتار رقم نکلوانا'],
    [
      'Withdrawals to mobile wallets now arrive in under ten minutes on average.',
      'موبائل والیٹس پر رقم اب اوسطاً دس منٹ سے کم میں پہنچتی ہے۔',
    ],
    [
      `<p>We moved mobile-wallet payouts to a new processing partner. Since 1 November the average time from request to arrival has been 8 minutes.</p><p>Bank transfers are unchanged: usually within the hour on working days.</p>`,
      `<p>یکم نومبر سے درخواست سے رقم پہنچنے تک اوسط وقت 8 منٹ رہا ہے۔ بینک ٹرانسفر میں کوئی تبدیلی نہیں۔</p>`,
    ],
  ],
  [
    'NEWS',
    '2026-10-21',
    ['Scheduled maintenance on 3 November', '3 نومبر کو طے شدہ دیکھ بھال'],
    [
      'The site will be unavailable from 02:00 to 04:00 PKT while we upgrade our servers.',
      'سرورز کی اپ گریڈ کے دوران سائٹ رات 02:00 سے 04:00 بجے تک دستیاب نہیں ہوگی۔',
    ],
    [
      `<p>On Monday 3 November, from 02:00 to 04:00 Pakistan time, the site will show a maintenance page. Running bets are settled as usual; your balance is safe.</p>`,
      `<p>پیر 3 نومبر کو رات 02:00 سے 04:00 بجے تک سائٹ پر دیکھ بھال کا صفحہ نظر آئے گا۔ آپ کا بیلنس محفوظ ہے۔</p>`,
    ],
  ],
  [
    'NEWS',
    '2026-09-02',
    ['Points mall opens', 'پوائنٹس مال کھل گیا'],
    [
      'Earn points on every settled bet and deposit, and redeem them for goods or cash.',
      'ہر طے شدہ شرط اور جمع رقم پر پوائنٹس کمائیں اور انہیں اشیاء یا نقدی میں بدلیں۔',
    ],
    [
      `<p>The points mall is open in the member centre. Points are earned on settled bets and deposits by game type, and never expire.</p>`,
      `<p>پوائنٹس مال ممبر سینٹر میں کھل گیا ہے۔ پوائنٹس طے شدہ شرطوں اور جمع رقم پر ملتے ہیں۔</p>`,
    ],
  ],
]

const ready = new WeakSet()

/** Creates the table and the seed articles once per database. */
export function ensureArticles(db: Database) {
  if (ready.has(db)) return
  db.exec(SCHEMA)
  if (!db.prepare('SELECT 1 FROM articles LIMIT 1').get()) insertSeed(db)
  ready.add(db)
}

function insertSeed(db: Database) {
  for (const [kind, date, [title, titleUr], [summary, summaryUr], [content, contentUr]] of ARTICLES)
    addArticle(db, { kind, publishedAt: at(date), title, titleUr, summary, summaryUr, content, contentUr })
}

/** Puts the articles back to the seed (platform/db.ts seedDatabase). */
export function seedArticles(db: Database) {
  db.exec(SCHEMA)
  db.prepare('DELETE FROM articles').run()
  db.prepare("DELETE FROM sqlite_sequence WHERE name = 'articles'").run()
  insertSeed(db)
  ready.add(db)
}

/**
 * Adds one article (the seed, and the operator on the demo control API); answers its id.
 */
export function addArticle(
  db: Database,
  a: {
    kind: string
    publishedAt: number
    title: string
    titleUr: string
    summary: string
    summaryUr: string
    content: string
    contentUr: string
  },
) {
  return Number(
    db
      .prepare(
        `INSERT INTO articles (kind, published_at, title, title_ur, summary, summary_ur, content, content_ur)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(a.kind, a.publishedAt, a.title, a.titleUr, a.summary, a.summaryUr, a.content, a.contentUr)
      .lastInsertRowid,
  )
}

/** One article's row, or undefined. */
export function findArticle(db: Database, id: number) {
  ensureArticles(db)
  return db.prepare('SELECT * FROM articles WHERE id = ?').get(id) as ArticleRow | undefined
}
