// C-17, VAL-33, FTR-5: the minimum age is the operator's (settings.brand.minAge, the jurisdiction's
// rule; 18 by default, 21 where the jurisdiction asks it). Registration takes the date of birth and
// refuses an under-age or missing one; the rule gate (ledger/gate.ts) refuses real-money play
// (deposits, withdrawals, stakes) to a member whose birth date is unknown or under the minimum of
// today, until the profile (security/profile-routes.ts) gives an adult one.
import { fail } from '../platform/envelope'
import { ensureSecurity } from './data'
import type { Database } from 'better-sqlite3'
import type { RouteContext } from '../platform/context'

export const AGE_MESSAGES = Object.freeze({
  BIRTHDAY_REQUIRED: 'Please enter your date of birth',
  BIRTHDAY: 'Please enter a real date of birth as yyyy-MM-dd',
  UNDER_AGE: 'You must be at least {0} years old',
  AGE_UNVERIFIED: 'Please add your date of birth in your profile before playing for real money',
})

/** Whether yyyy-MM-dd is a real past date at least `minAge` years ago: 'ok', 'invalid' or 'young'. */
export function checkBirthday(text: string, minAge: number, now: number = Date.now()) {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)
  if (!match) return 'invalid'
  const [y, mo, d] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(y, mo - 1, d))
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d)
    return 'invalid'
  if (date.getTime() > now || y < 1900) return 'invalid'
  const adult = new Date(Date.UTC(y + minAge, mo - 1, d))
  return adult.getTime() <= now ? 'ok' : 'young'
}

/** The refusal of a birth date (missing, malformed or under `minAge`), or null when it is adult. */
export function birthdayRefusal(text: string, minAge: number, field = 'birthday') {
  if (!text) return fail('BIRTHDAY_REQUIRED', AGE_MESSAGES.BIRTHDAY_REQUIRED, { value: { field } })
  const verdict = checkBirthday(text, minAge)
  if (verdict === 'invalid') return fail('FIELD_INVALID', AGE_MESSAGES.BIRTHDAY, { value: { field } })
  if (verdict === 'young')
    return fail('UNDER_AGE', AGE_MESSAGES.UNDER_AGE.replace('{0}', String(minAge)), {
      value: { field, min: minAge },
    })
  return null
}

const SCHEMA = `CREATE TABLE IF NOT EXISTS member_ages (
  member_id TEXT PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  birth_date TEXT NOT NULL,
  recorded_at INTEGER NOT NULL
)`
const ready = new WeakSet<Database>()
function ensureAges(db: Database) {
  if (ready.has(db)) return
  db.exec(SCHEMA)
  ready.add(db)
}

/**
 * Records the member's checked birth date (registration, the profile). Registration's date is also
 * the profile's birthday, which is locked once set (security/data.ts LOCKED_ONCE_SET): the member
 * sees the date the age check holds and cannot give another one later.
 */
export function recordBirthday(db: Database, memberId: string, birthDate: string) {
  ensureAges(db)
  ensureSecurity(db)
  const now = Date.now()
  db.prepare(
    'INSERT INTO member_ages (member_id, birth_date, recorded_at) VALUES (?, ?, ?) ON CONFLICT (member_id) DO UPDATE SET birth_date = excluded.birth_date, recorded_at = excluded.recorded_at',
  ).run(memberId, birthDate, now)
  db.prepare(
    'INSERT INTO member_profiles (member_id, birthday, updated_at) VALUES (?, ?, ?) ON CONFLICT (member_id) DO UPDATE SET birthday = COALESCE(birthday, excluded.birthday)',
  ).run(memberId, birthDate, now)
}

/** The seed's members are adults (born 1990-01-01), so their play is unchanged. */
export function seedAges(db: Database) {
  ensureAges(db)
  db.prepare('DELETE FROM member_ages').run()
  db.prepare(
    "INSERT INTO member_ages (member_id, birth_date, recorded_at) SELECT id, '1990-01-01', ? FROM members",
  ).run(Date.now())
}

/** C-17: the gate's refusal of real-money play without a birth date at or over today's minimum. */
export function ageRefusal(ctx: RouteContext, memberId: string) {
  ensureAges(ctx.db)
  const minAge = ctx.settings.brand.minAge
  const birth = ctx.db
    .prepare('SELECT birth_date FROM member_ages WHERE member_id = ?')
    .pluck()
    .get(memberId) as string | undefined
  if (birth && checkBirthday(birth, minAge, ctx.now) === 'ok') return null
  return fail('AGE_UNVERIFIED', AGE_MESSAGES.AGE_UNVERIFIED, { value: { min: minAge } })
}
