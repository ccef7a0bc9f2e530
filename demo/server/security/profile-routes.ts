// The security centre's overview and profile (MEMBER-1, MEMBER-27): the fields of spec §3 under the
// operator's rules (settings.profile.regExp), real name and birthday locked once set.
import { Type } from 'typebox'
import { fail } from '../platform/envelope'
import { lengthRange, satisfiesRule, textField, TextValue } from '../platform/fields'
import { route } from '../platform/context'
import { paymentRefusal } from '../ledger/gate'
import { LOCKED_ONCE_SET, PROFILE_COLUMNS } from './data'
import { checkBirthday, recordBirthday } from './age'
import { ZALO_MESSAGES, normaliseZalo, rewardZalo, validZalo } from './zalo-reward'
import { SECURITY_MESSAGES, fill, overview, profileRow, profileRules, withMember } from './rules'
import type { Static } from 'typebox'
import type { MemberContext, Route } from '../platform/context'
import type { MemberRow } from '../platform/members'
import type { ProfileField } from './data'

const PROFILE_FIELDS = ['nickname', ...Object.keys(PROFILE_COLUMNS)]

const ProfileBody = Type.Object(
  Object.fromEntries(PROFILE_FIELDS.map((field) => [field, Type.Optional(TextValue)])),
)

/**
 * Saves the fields the body carries (others unchanged): each enabled, under its rule, real name and
 * birthday refused once set. All or nothing: the first bad field answers and nothing is saved.
 */
function saveProfile(ctx: MemberContext<Static<typeof ProfileBody>>, member: MemberRow) {
  const { db, body, memberId } = ctx
  const rules = profileRules(ctx)
  const row = profileRow(ctx)
  const minAge = ctx.settings.brand.minAge
  const changes: Record<string, string> = {}
  for (const field of PROFILE_FIELDS) {
    if (!(field in body)) continue
    const rule = rules[field]
    if (!rule?.enabled) return fail('FIELD_DISABLED', `${field} cannot be set here`, { value: { field } })
    const typed = textField(body, field).replace(/\s+/g, ' ')
    // CONST-8: a Zalo number is kept as digits, whatever spaces, dashes or + it was typed with.
    const value = field === 'zalo' ? normaliseZalo(typed) : typed
    const current =
      field === 'nickname' ? member.nickname : (row?.[PROFILE_COLUMNS[field as ProfileField]] ?? '')
    if (value === current) continue
    if (LOCKED_ONCE_SET.includes(field) && current)
      return fail('FIELD_LOCKED', SECURITY_MESSAGES.FIELD_LOCKED, { value: { field } })
    if (!value) {
      if (rule.required || field === 'nickname')
        return fail('INPUT_EMPTY', 'Input cannot be empty', { value: { field } })
      changes[field] = ''
      continue
    }
    if (field === 'zalo' && !validZalo(value))
      return fail('FIELD_INVALID', ZALO_MESSAGES.ZALO_INVALID, { value: { field } })
    if (!satisfiesRule(rule, value)) {
      const message =
        field === 'realName' ? SECURITY_MESSAGES.REAL_NAME : `Please enter ${lengthRange(rule)} characters`
      return fail('FIELD_INVALID', message, { value: { field, rule } })
    }
    if (field === 'birthday') {
      const verdict = checkBirthday(value, minAge)
      if (verdict === 'invalid')
        return fail('FIELD_INVALID', SECURITY_MESSAGES.BIRTHDAY, { value: { field } })
      if (verdict === 'young')
        return fail('UNDER_AGE', fill(SECURITY_MESSAGES.UNDER_AGE, minAge), {
          value: { field, min: minAge },
        })
    }
    changes[field] = value
  }
  const zaloReward = db.transaction(() => {
    if ('nickname' in changes)
      db.prepare('UPDATE members SET nickname = ? WHERE id = ?').run(changes.nickname, memberId)
    db.prepare('INSERT OR IGNORE INTO member_profiles (member_id, updated_at) VALUES (?, ?)').run(
      memberId,
      Date.now(),
    )
    for (const [field, value] of Object.entries(changes)) {
      if (field === 'nickname') continue
      const column = PROFILE_COLUMNS[field as ProfileField]
      // Locked columns are only written while empty: the WHERE makes a race unable to overwrite them.
      const guard = LOCKED_ONCE_SET.includes(field) ? ` AND (${column} IS NULL OR ${column} = '')` : ''
      const saved = db
        .prepare(`UPDATE member_profiles SET ${column} = ?, updated_at = ? WHERE member_id = ?${guard}`)
        .run(value || null, Date.now(), memberId)
      // C-17: the birth date saved here (checked against the minimum above) opens real-money play.
      if (field === 'birthday' && value && saved.changes > 0) recordBirthday(db, memberId, value)
    }
    // CONST-8, C-13: the first Zalo number saved earns the configured reward, in the same transaction,
    // under the rule gate's bonus rules.
    const refusal = (amount: number) => paymentRefusal(ctx, memberId, 'bonus', amount)
    return changes.zalo ? rewardZalo(db, ctx.settings, memberId, changes.zalo, refusal) : null
  })()
  return overview(ctx, { zaloRewardResult: zaloReward })
}

export const profileRoutes: Route[] = [
  route({
    method: 'GET',
    path: '/wps/relay/SEC_overview',
    token: true,
    realOnly: true,
    handler: overview,
  }),
  route({
    method: 'POST',
    path: '/wps/relay/SEC_profile',
    token: true,
    realOnly: true,
    schema: { body: ProfileBody },
    handler: withMember(saveProfile),
  }),
]
