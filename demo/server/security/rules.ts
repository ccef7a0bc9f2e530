// What the security centre's pages share (MEMBER-1): its messages, the profile rules with the
// operator's changes, the member of the session, and the overview every page answers with.
import { ok, sessionExpired } from '../platform/envelope'
import { findMemberById, maskMobile } from '../platform/members'
import { hasTransactionPassword } from '../wallet/transaction-password'
import { LOCKED_ONCE_SET, PROFILE_COLUMNS, PROFILE_RULES, avatarUrl, ensureSecurity } from './data'
import type { FieldRule } from '../platform/fields'
import type { MemberContext, Reply, RouteContext } from '../platform/context'
import type { MemberRow } from '../platform/members'
import { zaloRewardState } from './zalo-reward'
import type { ProfileColumn, ProfileField, ProfileRow } from './data'

// What other areas use of the step-up and the security notices (MEMBER-1).
export { recordSecurityChange, requireStepUp } from './step-up'

export const SECURITY_MESSAGES = {
  FIELD_LOCKED: 'This detail cannot be changed once set; please contact customer service',
  REAL_NAME: 'Real name format is incorrect',
  BIRTHDAY: 'Please enter a real date of birth as yyyy-MM-dd',
  UNDER_AGE: 'You must be at least {0} years old',
  MOBILE_TAKEN: 'This mobile number belongs to another account',
  EMAIL_TAKEN: 'This e-mail address belongs to another account',
  SAME_AS_NOW: 'This is already the number or address on your account',
  CODE_INVALID: 'Invalid verification code',
  CODE_EXPIRED: 'The verification code has expired, please send a new one',
  PASSWORD_INCORRECT: 'The password is incorrect',
  INCONSISTENT: 'The two passwords are inconsistent',
  SAME_AS_LOGIN: 'The transaction password must differ from your login password',
  AVATAR_TYPE: 'Please choose a png or jpg image',
  AVATAR_SIZE: 'The image may be at most 5 MB',
  CURRENT_SESSION: 'This is the session you are using; sign out from the member menu instead',
}

/** A catalogue message with its {0} filled in. */
export const fill = (text: string, value: string | number) => text.replace('{0}', String(value))

/** A handler given the session's member; a session whose member is gone answers SESSION_EXPIRED. */
export function withMember<Body>(
  handler: (ctx: MemberContext<Body>, member: MemberRow) => Reply | Promise<Reply>,
) {
  return (ctx: MemberContext<Body>) => {
    const member = findMemberById(ctx.db, ctx.memberId)
    return member ? handler(ctx, member) : sessionExpired()
  }
}

/** The profile rules with the operator's changes (settings.profile.regExp). */
export function profileRules({ settings }: RouteContext<unknown>) {
  const rules: Record<string, FieldRule> = {}
  for (const field of Object.keys(PROFILE_RULES) as (keyof typeof PROFILE_RULES)[])
    rules[field] = { ...PROFILE_RULES[field], ...settings.profile?.regExp?.[field] }
  return rules
}

/** The member's profile row, if one was ever saved. */
export function profileRow(ctx: RouteContext<unknown>) {
  ensureSecurity(ctx.db)
  return ctx.db.prepare('SELECT * FROM member_profiles WHERE member_id = ?').get(ctx.memberId) as
    ProfileRow | undefined
}

function maskEmail(email: string | null) {
  if (!email) return null
  const [name = '', domain = ''] = email.split('@')
  return `${name.slice(0, 2)}${'*'.repeat(Math.max(1, name.length - 2))}@${domain}`
}

function zaloReward(ctx: MemberContext) {
  const state = zaloRewardState(ctx.db, ctx.settings, ctx.memberId)
  return state.paid || (state.amount && profileRules(ctx).zalo?.enabled) ? state : null
}

/** The security centre's overview: profile values, which are locked, the rules, contact, password state. */
export function overview(ctx: MemberContext, extra: Record<string, unknown> = {}) {
  const m = findMemberById(ctx.db, ctx.memberId)
  if (!m) return sessionExpired()
  const row = profileRow(ctx)
  const profile: Record<string, string> = { nickname: m.nickname }
  for (const [field, column] of Object.entries(PROFILE_COLUMNS) as [ProfileField, ProfileColumn][])
    profile[field] = row?.[column] ?? ''
  const { regExp } = ctx.settings.register
  return ok({
    profile,
    locked: LOCKED_ONCE_SET.filter((field) => profile[field]),
    rules: Object.fromEntries(Object.entries(profileRules(ctx)).filter(([, r]) => r.enabled)),
    minAge: ctx.settings.brand.minAge,
    mobile: m.mobile ? { dialCode: m.dial_code, masked: maskMobile(m.mobile) } : null,
    email: maskEmail(m.email),
    mobileRule: regExp.mobileNum,
    emailRule: regExp.email,
    codeRule: regExp.verificationCode,
    hasTransactionPassword: hasTransactionPassword(ctx.db, m.id),
    transactionPasswordRule: regExp.paymentPassword,
    passwordRule: regExp.password,
    smsExpiredMinutes: ctx.settings.smsExpiredMinutes,
    icon: avatarUrl(row?.avatar, ctx.origin),
    // CONST-8, C-13: the Zalo reward on offer while the field is enabled, or the one paid.
    zaloReward: zaloReward(ctx),
    ...extra,
  })
}
