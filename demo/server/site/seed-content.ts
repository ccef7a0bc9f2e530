// The seed texts of the site pages: help-centre sections (API-62), the games and accounts of the
// seeded winners board (MEMBER-39), and the promotions with their texts in English and Urdu
// (MEMBER-33). site/data.ts writes them into the tables.

/** Help-centre sections per language; `term` is the terms section (/help#term, ROUTE-15). */
export const HELP: Record<string, [code: string, title: string, content: string][]> = {
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

/** The games the seeded winners won: name, vendor, game type. */
export const GAMES: [name: string, vendor: string, gameType: string][] = [
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
/** The seeded winners' accounts (masked on the board). */
export const ACCOUNTS = [
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

/**
 * A seeded promotion: start and end are offsets in days from the moment of seeding (so "coming soon"
 * and "close" stay true); demoStatus is the demo member's entry; reward is paid by a claim (Rs);
 * raffle 1 is claimed by the raffle call.
 */
export type SeedPromotion = [
  id: number,
  category: string,
  start: number,
  end: number,
  approval: number,
  en: [title: string, summary: string],
  ur: [title: string, summary: string],
  demoStatus: string | null,
  reward: number,
  raffle: number,
]
export const PROMOTIONS: SeedPromotion[] = [
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
export const RULES: Record<string, string> = {
  EN: '<ul><li>One entry per member.</li><li>Bonus money must be wagered 10 times before withdrawal.</li><li>The <a href="/help#term">terms and services</a> apply.</li></ul>',
  UR: '<ul><li>ہر ممبر کی ایک شمولیت۔</li><li>بونس کی رقم نکلوانے سے پہلے 10 بار شرط میں لگانی ہوگی۔</li><li><a href="/help#term">شرائط و ضوابط</a> لاگو ہیں۔</li></ul>',
}
