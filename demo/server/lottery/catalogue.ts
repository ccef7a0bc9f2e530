// The demo lottery's games (LOTT-1..8): the games by prize mode (spec §9: LOTT, ZY, ELOTT, SEA),
// their menus and icons, when each issue is drawn and when its betting closes (API-51 (cut-off)). Results come
// from each issue's secret (lottery/fair.ts); tables and draws: lottery/data.ts, bets: lottery/bets.ts.
import { MINUTE_MS, SECOND_MS } from '../platform/time'

/** Spec §9 prize modes; each catalogue vendor plays in one (LOTT→LOTT, ELOTT→ELOTT, TCG_SEA→SEA, TCG_LOTTO_VN→ZY). */
export const PRIZE_MODES = ['LOTT', 'ZY', 'ELOTT', 'SEA']
/** LOTT-4: the lottery icon set; every menu carries one. */
export const LOTTERY_ICONS: MenuCode[] = ['11X5', 'LF', 'LHC', 'PK10', 'SSC']
/** The catalogue vendor of each prize mode (the tiles of games/catalogue.ts). */
export const MODE_VENDORS = { LOTT: 'LOTT', ZY: 'TCG_LOTTO_VN', ELOTT: 'ELOTT', SEA: 'TCG_SEA' }

/** How a game draws: `digits` n digits 0-9; `race` 1-10 in order; `pick` n distinct of 1..max;
`dice` n dice. A bet names the first number drawn. */
export type DrawFormat = { kind: 'digits' | 'race' | 'pick' | 'dice'; count: number; max?: number }
/** The menu families of the icon set (LOTT-4). */
export type MenuCode = '11X5' | 'LF' | 'LHC' | 'PK10' | 'SSC'
export type LotteryGame = {
  code: string
  name: string
  nameUr: string
  mode: string
  menu: MenuCode
  minutes: number
  format: DrawFormat
}

const DIGITS5: DrawFormat = { kind: 'digits', count: 5 }
const RACE: DrawFormat = { kind: 'race', count: 10 }
const PICK11: DrawFormat = { kind: 'pick', count: 5, max: 11 }
const MARK6: DrawFormat = { kind: 'pick', count: 7, max: 49 }
const DICE: DrawFormat = { kind: 'dice', count: 3 }

/** Every lottery game. Codes are the catalogue's game codes, so each lottery tile lands on its game. */
export const LOTTERY_GAMES: LotteryGame[] = [
  {
    code: 'SSC',
    name: 'Speedy SSC',
    nameUr: 'اسپیڈی ایس ایس سی',
    mode: 'LOTT',
    menu: 'SSC',
    minutes: 1,
    format: DIGITS5,
  },
  {
    code: 'PK10',
    name: 'PK10 Racing',
    nameUr: 'پی کے 10 ریسنگ',
    mode: 'LOTT',
    menu: 'PK10',
    minutes: 3,
    format: RACE,
  },
  {
    code: '11X5',
    name: '11 Choose 5',
    nameUr: '11 میں سے 5',
    mode: 'LOTT',
    menu: '11X5',
    minutes: 5,
    format: PICK11,
  },
  { code: 'LHC', name: 'Mark Six', nameUr: 'مارک سکس', mode: 'LOTT', menu: 'LHC', minutes: 5, format: MARK6 },
  {
    code: 'LF',
    name: 'Lucky Fast 3',
    nameUr: 'لکی فاسٹ 3',
    mode: 'LOTT',
    menu: 'LF',
    minutes: 3,
    format: DICE,
  },
  {
    code: 'VN_NORTH',
    name: 'Vietnam Lotto north',
    nameUr: 'ویتنام لوٹو شمال',
    mode: 'ZY',
    menu: 'SSC',
    minutes: 5,
    format: DIGITS5,
  },
  {
    code: 'VN_CENTRAL',
    name: 'Vietnam Lotto central',
    nameUr: 'ویتنام لوٹو وسط',
    mode: 'ZY',
    menu: 'SSC',
    minutes: 5,
    format: DIGITS5,
  },
  {
    code: 'VN_SOUTH',
    name: 'Vietnam Lotto south',
    nameUr: 'ویتنام لوٹو جنوب',
    mode: 'ZY',
    menu: 'SSC',
    minutes: 5,
    format: DIGITS5,
  },
  {
    code: 'E_SSC',
    name: 'E-SSC',
    nameUr: 'ای-ایس ایس سی',
    mode: 'ELOTT',
    menu: 'SSC',
    minutes: 1,
    format: DIGITS5,
  },
  {
    code: 'E_PK10',
    name: 'E-PK10',
    nameUr: 'ای-پی کے 10',
    mode: 'ELOTT',
    menu: 'PK10',
    minutes: 1,
    format: RACE,
  },
  {
    code: 'E_11X5',
    name: 'E-11X5',
    nameUr: 'ای-11 میں سے 5',
    mode: 'ELOTT',
    menu: '11X5',
    minutes: 3,
    format: PICK11,
  },
  { code: 'E_K3', name: 'E-K3', nameUr: 'ای-کے 3', mode: 'ELOTT', menu: 'LF', minutes: 1, format: DICE },
  {
    code: 'E_LHC',
    name: 'E-LHC',
    nameUr: 'ای-ایل ایچ سی',
    mode: 'ELOTT',
    menu: 'LHC',
    minutes: 3,
    format: MARK6,
  },
  {
    code: 'SEA_4D',
    name: 'SEA 4D',
    nameUr: 'ایس ای اے 4 ڈی',
    mode: 'SEA',
    menu: 'SSC',
    minutes: 5,
    format: { kind: 'digits', count: 4 },
  },
  {
    code: 'SEA_5D',
    name: 'SEA 5D',
    nameUr: 'ایس ای اے 5 ڈی',
    mode: 'SEA',
    menu: 'SSC',
    minutes: 5,
    format: DIGITS5,
  },
  {
    code: 'SEA_TOTO',
    name: 'SEA TOTO',
    nameUr: 'ایس ای اے ٹوٹو',
    mode: 'SEA',
    menu: 'LHC',
    minutes: 5,
    format: MARK6,
  },
]

/** Menu names (the icon set's families): English, Urdu. */
export const MENU_NAMES: Record<MenuCode, readonly [en: string, ur: string]> = {
  SSC: ['Shi Shi Cai', 'شی شی کائی'],
  PK10: ['PK10', 'پی کے 10'],
  '11X5': ['11 choose 5', '11 میں سے 5'],
  LHC: ['Mark six', 'مارک سکس'],
  LF: ['Fast 3', 'فاسٹ 3'],
}

/** The house keeps 5 %: odds are the count of first numbers × 0.95. */
const RETURN_RATE = 0.95
/** API-51 (cut-off): betting closes this share of the period before the draw … */
const CUTOFF_SHARE = 0.1
/** … and never less than this before it. */
const CUTOFF_MIN_MS = 5 * SECOND_MS

export function findLotteryGame(code: string) {
  return LOTTERY_GAMES.find((game) => game.code === code)
}

const intervalOf = (game: LotteryGame) => game.minutes * MINUTE_MS

/** The issue open for bets at `now`; it is drawn when it ends. */
export function openIssue(game: LotteryGame, now: number) {
  return Math.floor(now / intervalOf(game))
}

/** When `issue` is drawn. */
export function drawTimeOf(game: LotteryGame, issue: number) {
  return (issue + 1) * intervalOf(game)
}

/** API-51 (cut-off): when betting on `issue` closes (the last tenth of the period, at least 5 s before the draw). */
export function closesAtOf(game: LotteryGame, issue: number) {
  return drawTimeOf(game, issue) - Math.max(CUTOFF_MIN_MS, Math.round(intervalOf(game) * CUTOFF_SHARE))
}

/** The numbers a first ball can show (the bet's choices). */
export function firstNumbers(format: DrawFormat) {
  if (format.kind === 'digits') return Array.from({ length: 10 }, (_, i) => i)
  if (format.kind === 'dice') return [1, 2, 3, 4, 5, 6]
  const max = format.kind === 'race' ? 10 : (format.max ?? 10)
  return Array.from({ length: max }, (_, i) => i + 1)
}

/** A win pays stake × odds. */
export function oddsOf(game: LotteryGame) {
  return Math.round(firstNumbers(game.format).length * RETURN_RATE * 100) / 100
}
