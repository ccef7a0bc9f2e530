import { addMessages } from '../i18n/index'
import { en, type PatternMessageKey } from './en'

// The patternId messages travel with the forms that check server patterns, not in the runtime.
addMessages(en, { UR: () => import('./ur').then((m) => m.ur) })

/** One row of the patternId table (spec §5): the default test and the message keys. */
export interface PatternDef {
  /** Used when the server gives no usable `acceptedPattern`. */
  regex: RegExp
  /** Message with `(min)`/`(max)` (VAL-3). */
  key: PatternMessageKey
  /** Message when min = max (VAL-4); absent when the wording states no length. */
  exactKey?: PatternMessageKey
  /** Extra check applied whichever regex is used (real calendar dates: VAL-16, VAL-18). */
  refine?: (value: string) => boolean
}

/** Whether y-m-d is a real calendar date (no 2023-02-29, no month 13). */
export function isCalendarDate(year: number, month: number, day: number): boolean {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return false
  if (year < 1 || month < 1 || month > 12 || day < 1) return false
  const date = new Date(Date.UTC(2000, month - 1, day))
  date.setUTCFullYear(year)
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

// A server pattern may accept one-digit parts, so the refinement reads the parts loosely.
const YMD = /^(\d{4})-(\d{1,2})-(\d{1,2})$/
const MDY = /^(\d{1,2})-(\d{1,2})-(\d{4})$/

/** VAL-16: a yyyy-MM-dd value that names a real day. */
export function isYmdDate(value: string): boolean {
  const parts = YMD.exec(value)
  return parts !== null && isCalendarDate(Number(parts[1]), Number(parts[2]), Number(parts[3]))
}

/** VAL-18: an MM-dd-yyyy value that names a real day. */
export function isMdyDate(value: string): boolean {
  const parts = MDY.exec(value)
  return parts !== null && isCalendarDate(Number(parts[3]), Number(parts[1]), Number(parts[2]))
}

const ANY: PatternDef = { regex: /^[\s\S]*$/u, key: 'pattern_0', exactKey: 'pattern_0_exact' }

// NS-18: the server normally sends the regex; these are the fallbacks. patternId 5 and 14 share a
// description in the spec, so 5 is read as the common "letters and digits combined" rule (one of
// each, ASCII) and 14 as letters of any script or digits, like 12.
/** The patternId table 0–20 (spec §5), indexed by id. */
export const PATTERNS: readonly PatternDef[] = [
  // VAL-5: any characters
  ANY,
  // VAL-6: starts with a letter, then letters or digits
  { regex: /^[A-Za-z][A-Za-z0-9]*$/u, key: 'pattern_1', exactKey: 'pattern_1_exact' },
  // VAL-7: Chinese characters and digits
  { regex: /^[\u4e00-\u9fa50-9]+$/u, key: 'pattern_2', exactKey: 'pattern_2_exact' },
  // VAL-8: mailbox format (a dot in the domain is required: a gaming account needs a reachable address)
  {
    regex:
      /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/u,
    key: 'pattern_3',
    exactKey: 'pattern_3_exact',
  },
  // VAL-9: alphanumeric without special characters
  { regex: /^[A-Za-z0-9]+$/u, key: 'pattern_4', exactKey: 'pattern_4_exact' },
  // VAL-10: letters and digits combined
  { regex: /^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$/u, key: 'pattern_5', exactKey: 'pattern_5_exact' },
  // VAL-11: digits only
  { regex: /^[0-9]+$/u, key: 'pattern_6', exactKey: 'pattern_6_exact' },
  // VAL-12: alphanumeric with at least one uppercase
  { regex: /^(?=.*[A-Z])[A-Za-z0-9]+$/u, key: 'pattern_7', exactKey: 'pattern_7_exact' },
  // VAL-13: English letters and spaces (at least one letter)
  { regex: /^(?=.*[A-Za-z])[A-Za-z ]+$/u, key: 'pattern_8', exactKey: 'pattern_8_exact' },
  // VAL-14: no whitespace
  { regex: /^\S+$/u, key: 'pattern_9', exactKey: 'pattern_9_exact' },
  // VAL-15: Chinese characters and symbols (at least one Chinese character)
  {
    regex: /^(?=.*[\u4e00-\u9fa5])[\u4e00-\u9fa5\p{P}\p{S}]+$/u,
    key: 'pattern_10',
    exactKey: 'pattern_10_exact',
  },
  // VAL-16: date yyyy-MM-dd, a real day
  { regex: /^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])$/u, key: 'pattern_11', refine: isYmdDate },
  // VAL-17: letters of any script (with their combining marks) and spaces
  { regex: /^(?=.*\p{L})[\p{L}\p{M} ]+$/u, key: 'pattern_12', exactKey: 'pattern_12_exact' },
  // VAL-18: date MM-dd-yyyy, a real day
  { regex: /^(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])-\d{4}$/u, key: 'pattern_13', refine: isMdyDate },
  // VAL-19: letters (any script) or digits
  { regex: /^[\p{L}\p{M}\p{Nd}]+$/u, key: 'pattern_14', exactKey: 'pattern_14_exact' },
  // VAL-20: Korean (Hangul) only
  { regex: /^\p{Script=Hangul}+$/u, key: 'pattern_15', exactKey: 'pattern_15_exact' },
  // VAL-21: Thai only
  { regex: /^\p{Script=Thai}+$/u, key: 'pattern_16', exactKey: 'pattern_16_exact' },
  // VAL-22: Thai or English letters and spaces (at least one letter)
  {
    regex: /^(?=.*[\p{Script=Thai}A-Za-z])[\p{Script=Thai}A-Za-z ]+$/u,
    key: 'pattern_17',
    exactKey: 'pattern_17_exact',
  },
  // VAL-23: uppercase and spaces, at least one English letter
  { regex: /^(?=.*[A-Z])[A-Z ]+$/u, key: 'pattern_18', exactKey: 'pattern_18_exact' },
  // VAL-24: letters, digits and printable symbols, no spaces
  { regex: /^[\x21-\x7e]+$/u, key: 'pattern_19', exactKey: 'pattern_19_exact' },
  // VAL-25: strong: one uppercase, one lowercase, one digit, one symbol
  {
    regex: /^(?=.*[A-Z])(?=.*[a-z])(?=.*[0-9])(?=.*[^A-Za-z0-9])[\x21-\x7e]+$/u,
    key: 'pattern_20',
    exactKey: 'pattern_20_exact',
  },
]

/** The table row for a patternId; an unknown or missing id means "any characters" (VAL-5). */
export function patternOf(patternId: number | undefined): PatternDef {
  return (patternId === undefined ? undefined : PATTERNS[patternId]) ?? ANY
}
