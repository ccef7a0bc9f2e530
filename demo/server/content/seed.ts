// The seed content of the home page (spec §3 Announcement, Banner, Notice) in the brand's languages,
// English and Urdu (I18N): popup announcements, promotion announcements, marquee notices and
// banners. content/data.ts writes them into the tables.
import type { Execution } from './data'

const html = (heading: string, body: string) => `<h3>${heading}</h3><p>${body}</p>`

/** One item's title and HTML content in one language. */
export type SeedText = [title: string, content: string]

/** Popup announcements: 11 for visitors (two pages of 9), 3 for members, 1 for a first login. */
export const SEED_POPUP: [en: SeedText, ur: SeedText, execution: Execution][] = [
  [
    [
      'Welcome to Crescent Play',
      html('Welcome', 'New here? <strong>Register</strong> in a minute and claim the welcome pack.'),
    ],
    [
      'کریسنٹ پلے میں خوش آمدید',
      html(
        'خوش آمدید',
        'یہاں نئے ہیں؟ ایک منٹ میں <strong>رجسٹر</strong> کریں اور خوش آمدیدی پیکج حاصل کریں۔',
      ),
    ],
    'B',
  ],
  [
    [
      'Cricket season odds are live',
      html('Odds', 'Every match of the new season, with <em>in-play</em> markets from the first ball.'),
    ],
    [
      'کرکٹ سیزن کے بھاؤ آ گئے ہیں',
      html('بھاؤ', 'نئے سیزن کا ہر میچ، پہلی گیند سے <em>اِن پلے</em> مارکیٹس کے ساتھ۔'),
    ],
    'B',
  ],
  [
    [
      'Maintenance on Tuesday 02:00-03:00',
      html('Maintenance', 'Slots from PG and JDB pause for one hour. Your balance is safe.'),
    ],
    [
      'منگل کو 02:00 تا 03:00 دیکھ بھال',
      html('دیکھ بھال', 'PG اور JDB کے سلاٹس ایک گھنٹے کے لیے بند رہیں گے۔ آپ کا بیلنس محفوظ ہے۔'),
    ],
    'B',
  ],
  [
    [
      'Responsible gaming',
      html(
        'Play responsibly',
        'Set deposit limits from the member centre. <a href="https://www.begambleaware.org/" target="_blank">Get help</a>.',
      ),
    ],
    [
      'ذمہ دارانہ گیمنگ',
      html(
        'ذمہ داری سے کھیلیں',
        'ممبر سینٹر سے رقم جمع کرانے کی حدیں مقرر کریں۔ <a href="https://www.begambleaware.org/" target="_blank">مدد حاصل کریں</a>۔',
      ),
    ],
    'B',
  ],
  [
    [
      'New fishing games',
      '<p>Three new fishing games from JDB:</p><ul><li>Ocean King</li><li>Dragon Fishing</li><li>Golden Toad</li></ul>',
    ],
    [
      'مچھلی کے نئے گیمز',
      '<p>JDB کی طرف سے مچھلی کے تین نئے گیمز:</p><ul><li>Ocean King</li><li>Dragon Fishing</li><li>Golden Toad</li></ul>',
    ],
    'B',
  ],
  [
    [
      'Refer a friend',
      html('Referral', 'Invite friends with your referral link and earn points on their bets.'),
    ],
    [
      'دوست کو مدعو کریں',
      html('ریفرل', 'اپنے ریفرل لنک سے دوستوں کو مدعو کریں اور ان کی ہر شرط پر پوائنٹس کمائیں۔'),
    ],
    'B',
  ],
  [
    [
      'Mirror sites',
      html('Bookmark a secure domain', 'Use the official mirror list if the main site is slow.'),
    ],
    [
      'متبادل سائٹس',
      html('محفوظ ڈومین بک مارک کریں', 'اگر مرکزی سائٹ سست ہو تو سرکاری متبادل فہرست استعمال کریں۔'),
    ],
    'B',
  ],
  [
    ['Live casino tables', html('Live casino', 'Twelve new baccarat tables open every evening.')],
    ['لائیو کیسینو کی میزیں', html('لائیو کیسینو', 'ہر شام بیکریٹ کی بارہ نئی میزیں کھلتی ہیں۔')],
    'B',
  ],
  [
    ['App download', html('Our app', 'Install the app for iOS and Android from the download page.')],
    ['ایپ ڈاؤن لوڈ کریں', html('ہماری ایپ', 'ڈاؤن لوڈ کے صفحے سے iOS اور Android کے لیے ایپ انسٹال کریں۔')],
    'B',
  ],
  [
    [
      'Customer service hours',
      html('Support', 'Live chat answers around the clock; phone support 10:00-22:00.'),
    ],
    ['کسٹمر سروس کے اوقات', html('مدد', 'لائیو چیٹ چوبیس گھنٹے جواب دیتی ہے؛ فون پر مدد 10:00 سے 22:00 تک۔')],
    'B',
  ],
  [
    ['Terms updated', html('Terms', 'We updated the terms of service. Read them in the help centre.')],
    ['شرائط میں تبدیلی', html('شرائط', 'ہم نے سروس کی شرائط میں تبدیلی کی ہے۔ انہیں ہیلپ سینٹر میں پڑھیں۔')],
    'B',
  ],
  [
    [
      'Members: double points weekend',
      html('Double points', 'Every bet this weekend earns <strong>double points</strong>.'),
    ],
    [
      'ممبرز: ویک اینڈ پر دگنے پوائنٹس',
      html('دگنے پوائنٹس', 'اس ویک اینڈ ہر شرط پر <strong>دگنے پوائنٹس</strong> ملیں گے۔'),
    ],
    'A',
  ],
  [
    ['Members: VIP upgrades', html('VIP', 'VIP levels are reviewed every Monday.')],
    ['ممبرز: VIP ترقی', html('VIP', 'VIP لیولز کا جائزہ ہر پیر کو لیا جاتا ہے۔')],
    'A',
  ],
  [
    ['Members: withdrawal times', html('Withdrawals', 'Most withdrawals arrive within 15 minutes.')],
    ['ممبرز: رقم نکلوانے کا وقت', html('رقم نکلوانا', 'زیادہ تر رقوم 15 منٹ کے اندر پہنچ جاتی ہیں۔')],
    'A',
  ],
  [
    [
      'Your first login: start here',
      html('Getting started', 'Set your profile, add a bank account, then pick a game.'),
    ],
    [
      'آپ کا پہلا لاگ ان: یہاں سے شروع کریں',
      html('آغاز', 'اپنی پروفائل مکمل کریں، بینک اکاؤنٹ شامل کریں، پھر کوئی گیم منتخب کریں۔'),
    ],
    'F',
  ],
]

export const SEED_PROMOTIONS: [en: SeedText, ur: SeedText, promotionType: string, execution: Execution][] = [
  [
    ['Welcome bonus 100%', html('Welcome bonus', 'A 100% match on the first deposit, terms apply.')],
    ['خوش آمدیدی بونس 100%', html('خوش آمدیدی بونس', 'پہلی جمع رقم کے برابر 100% بونس، شرائط لاگو ہیں۔')],
    'DEPOSIT',
    'B',
  ],
  [
    ['Daily rebate', html('Rebate', 'Up to 1% back on every slot bet, paid daily.')],
    ['روزانہ ری بیٹ', html('ری بیٹ', 'ہر سلاٹ شرط پر 1% تک واپسی، روزانہ ادائیگی۔')],
    'REBATE',
    'A',
  ],
]

/** Marquee notices (title only), newest first: [English, Urdu]. */
export const SEED_NOTICES: [en: string, ur: string][] = [
  [
    'Welcome to Crescent Play: the new season of cricket odds is live.',
    'کریسنٹ پلے میں خوش آمدید: کرکٹ کے نئے سیزن کے بھاؤ آ گئے ہیں۔',
  ],
  [
    'Maintenance for PG and JDB slots on Tuesday 02:00-03:00.',
    'PG اور JDB سلاٹس کی دیکھ بھال منگل کو 02:00 تا 03:00 ہوگی۔',
  ],
  [
    'Bookmark the official mirror list to always reach us.',
    'ہم تک ہمیشہ پہنچنے کے لیے سرکاری متبادل سائٹس کی فہرست بک مارک کریں۔',
  ],
]

/** Banners (BNR-2): three on home (two with a link, one without), one in the side menu, one in each of the login, register and forgot popups. */
export const SEED_BANNERS: [
  groupName: string,
  en: string,
  ur: string,
  url: string | null,
  linkageType: string | null,
][] = [
  ['w_home', 'Cricket season: every match live', 'کرکٹ سیزن: ہر میچ لائیو', '/promotions', 'INTERNAL'],
  [
    'w_home',
    'Welcome bonus 100% on your first deposit',
    'پہلی جمع رقم پر 100% خوش آمدیدی بونس',
    'https://example.com/welcome',
    'EXTERNAL',
  ],
  ['w_home', 'Play responsibly: set your limits', 'ذمہ داری سے کھیلیں: اپنی حدیں مقرر کریں', null, null],
  [
    'w_leftmenu',
    'Invite friends, earn points',
    'دوستوں کو مدعو کریں، پوائنٹس کمائیں',
    '/referral',
    'INTERNAL',
  ],
  ['w_login', 'Members earn double points this weekend', 'اس ویک اینڈ ممبرز کے لیے دگنے پوائنٹس', null, null],
  [
    'w_register',
    'New here? Your first deposit is doubled',
    'نئے ہیں؟ آپ کی پہلی جمع رقم دگنی',
    '/promotions',
    'INTERNAL',
  ],
  [
    'w_forget',
    'Keep your account safe: never share your code',
    'اپنا اکاؤنٹ محفوظ رکھیں: اپنا کوڈ کبھی کسی کو نہ بتائیں',
    null,
    null,
  ],
]
