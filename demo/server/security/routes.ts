// The security centre (MEMBER-1; member helper) behind a token, trial accounts refused (ROLE-8):
// the profile of spec §3 under the operator's field rules (settings.profile.regExp; real name and
// birthday locked once set), the avatar (API-13 /wps/member/info/icon: a preset or a png / jpg of at
// most 5 MB whose bytes are checked), binding a mobile number or e-mail with a code sent to it, the
// transaction password, the payout accounts (wallet-data.mjs payout_accounts: add, remove, default,
// at most settings.security.payoutAccountLimit) and the recent logins with signing other sessions out.
import { randomBytes } from 'node:crypto'
import { fail, inputEmpty, ok, tooManyRequests } from '../platform/envelope'
import { lengthRange, satisfiesRule, textField } from '../platform/fields'
import { TRIAL_TYPE, findMemberById, maskMobile } from '../platform/members'
import { addToOutbox } from '../platform/outbox'
import { verifyPassword } from '../platform/passwords'
import {
  AVATAR_PRESETS,
  LOCKED_ONCE_SET,
  PROFILE_COLUMNS,
  PROFILE_RULES,
  avatarUrl,
  ensureSecurity,
  sessionKeyOf,
} from './data'
import { consumeSmsCode, issueSmsCode } from '../verification/sms-codes'
import {
  TX_MESSAGES,
  checkTransactionPassword,
  hasTransactionPassword,
  securityRules,
  storeTransactionPassword,
} from '../wallet/transaction-password'
import { ensureWallet } from '../wallet/data'
import { ACCOUNT_NUMBER_RULE } from '../wallet/routes'
import { SMS_MESSAGES, normaliseDialCode } from '../verification/routes'
import type { Route, RouteContext } from '../platform/context'
import type { MemberRow } from '../platform/members'
import type { FieldRule } from '../platform/fields'

export { checkTransactionPassword } from '../wallet/transaction-password'

export type Ctx = RouteContext

const MINUTE_MS = 60_000
/** Spec §5 "Other": images png or jpg, at most 5 MB. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024
const AVATAR_MAX_BODY = Math.ceil((AVATAR_MAX_BYTES * 4) / 3) + 64 * 1024
const LOGIN_PASSWORD_TRIES = 5
const CODE_SENDS_PER_HOUR = 5
const CODE_TRIES = 10
const DIAL_CODE = /^[0-9]{1,4}$/
export const NEED_REAL_ACCOUNT = 'Please use a real account'

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
  ACCOUNT_LIMIT: 'You can keep at most {0} payout accounts; remove one first',
  ACCOUNT_DUPLICATE: 'This account is already on your list',
  AVATAR_TYPE: 'Please choose a png or jpg image',
  AVATAR_SIZE: 'The image may be at most 5 MB',
  CURRENT_SESSION: 'This is the session you are using; sign out from the member menu instead',
}

const fill = (text: string, value: string | number) => text.replace('{0}', String(value))

const member = ({ db, memberId }: Ctx) => findMemberById(db, memberId as string) as MemberRow

/** The profile rules with the operator's changes (settings.profile.regExp). */
export function profileRules(ctx: Ctx) {
  const rules: Record<string, FieldRule> = {}
  for (const [field, base] of Object.entries(PROFILE_RULES))
    rules[field] = { ...base, ...ctx.settings.profile?.regExp?.[field] }
  return rules
}

function maskEmail(email: string | null) {
  if (!email) return null
  const [name = '', domain = ''] = email.split('@')
  return `${name.slice(0, 2)}${'*'.repeat(Math.max(1, name.length - 2))}@${domain}`
}

function profileRow(ctx: Ctx) {
  ensureSecurity(ctx.db)
  return ctx.db.prepare('SELECT * FROM member_profiles WHERE member_id = ?').get(ctx.memberId) as
    Record<string, any> | undefined
}

/** The security centre's overview: profile values, which are locked, the rules, contact, password state. */
function overview(ctx: Ctx) {
  const m = member(ctx)
  const row = profileRow(ctx) ?? {}
  const rules = profileRules(ctx)
  const profile: Record<string, string> = { nickname: m.nickname }
  for (const [field, column] of Object.entries(PROFILE_COLUMNS)) profile[field] = row[column] ?? ''
  return ok({
    profile,
    locked: LOCKED_ONCE_SET.filter((field) => profile[field]),
    rules: Object.fromEntries(Object.entries(rules).filter(([, r]) => r.enabled)),
    minAge: ctx.settings.brand.minAge,
    mobile: m.mobile ? { dialCode: m.dial_code, masked: maskMobile(m.mobile) } : null,
    email: maskEmail(m.email),
    mobileRule: ctx.settings.register.regExp.mobileNum,
    emailRule: ctx.settings.register.regExp.email,
    codeRule: ctx.settings.register.regExp.verificationCode,
    hasTransactionPassword: hasTransactionPassword(ctx.db, m.id),
    transactionPasswordRule: ctx.settings.register.regExp.paymentPassword,
    passwordRule: ctx.settings.register.regExp.password,
    smsExpiredMinutes: ctx.settings.smsExpiredMinutes,
    icon: avatarUrl(row.avatar, ctx.origin),
  })
}

/** Whether yyyy-MM-dd is a real past date at least `minAge` years ago: 'ok', 'invalid' or 'young'. */
function checkBirthday(text: string, minAge: number) {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)
  if (!match) return 'invalid'
  const [y, mo, d] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(y, mo - 1, d))
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d)
    return 'invalid'
  const now = new Date()
  if (date > now || y < 1900) return 'invalid'
  const adult = new Date(Date.UTC(y + minAge, mo - 1, d))
  return adult <= now ? 'ok' : 'young'
}

/**
 * Saves the fields the body carries (others unchanged): each enabled, under its rule, real name and
 * birthday refused once set. All or nothing: the first bad field answers and nothing is saved.
 */
function saveProfile(ctx: Ctx) {
  const { db, body, memberId } = ctx
  const rules = profileRules(ctx)
  const row = profileRow(ctx) ?? {}
  const changes: Record<string, string> = {}
  for (const field of ['nickname', ...Object.keys(PROFILE_COLUMNS)]) {
    if (!(field in body)) continue
    const rule = rules[field]
    if (!rule?.enabled) return fail('FIELD_DISABLED', `${field} cannot be set here`, { value: { field } })
    const value = textField(body, field).replace(/\s+/g, ' ')
    const column = PROFILE_COLUMNS[field as keyof typeof PROFILE_COLUMNS]
    const current = field === 'nickname' ? member(ctx).nickname : (row[column] ?? '')
    if (value === current) continue
    if (LOCKED_ONCE_SET.includes(field) && current)
      return fail('FIELD_LOCKED', SECURITY_MESSAGES.FIELD_LOCKED, { value: { field } })
    if (!value) {
      if (rule.required || field === 'nickname')
        return fail('INPUT_EMPTY', 'Input cannot be empty', { value: { field } })
      changes[field] = ''
      continue
    }
    if (!satisfiesRule(rule, value)) {
      const message =
        field === 'realName' ? SECURITY_MESSAGES.REAL_NAME : `Please enter ${lengthRange(rule)} characters`
      return fail('FIELD_INVALID', message, { value: { field, rule } })
    }
    if (field === 'birthday') {
      const verdict = checkBirthday(value, ctx.settings.brand.minAge)
      if (verdict === 'invalid')
        return fail('FIELD_INVALID', SECURITY_MESSAGES.BIRTHDAY, { value: { field } })
      if (verdict === 'young')
        return fail('UNDER_AGE', fill(SECURITY_MESSAGES.UNDER_AGE, ctx.settings.brand.minAge), {
          value: { field, min: ctx.settings.brand.minAge },
        })
    }
    changes[field] = value
  }
  db.transaction(() => {
    if ('nickname' in changes)
      db.prepare('UPDATE members SET nickname = ? WHERE id = ?').run(changes.nickname, memberId)
    db.prepare('INSERT OR IGNORE INTO member_profiles (member_id, updated_at) VALUES (?, ?)').run(
      memberId,
      Date.now(),
    )
    for (const [field, value] of Object.entries(changes)) {
      if (field === 'nickname') continue
      const column = PROFILE_COLUMNS[field as keyof typeof PROFILE_COLUMNS]
      // Locked columns are only written while empty: the WHERE makes a race unable to overwrite them.
      const guard = LOCKED_ONCE_SET.includes(field) ? ` AND (${column} IS NULL OR ${column} = '')` : ''
      db.prepare(`UPDATE member_profiles SET ${column} = ?, updated_at = ? WHERE member_id = ?${guard}`).run(
        value || null,
        Date.now(),
        memberId,
      )
    }
  })()
  return overview(ctx)
}

function iconInfo(ctx: Ctx) {
  const row = profileRow(ctx) ?? {}
  return ok({
    icon: avatarUrl(row.avatar, ctx.origin),
    presets: AVATAR_PRESETS.map(([id]) => ({ id, url: avatarUrl(`preset:${id}`, ctx.origin) })),
    maxBytes: AVATAR_MAX_BYTES,
    types: ['image/png', 'image/jpeg'],
  })
}

/**
 * Sets the avatar: `preset` (a name from the list) or `image` (a png / jpg data URL of at most 5 MB;
 * the bytes must really be png or jpg — the declared type alone is not trusted).
 */
function setIcon(ctx: Ctx) {
  const { db, body, memberId } = ctx
  ensureSecurity(db)
  let stored = ''
  const preset = textField(body, 'preset')
  if (preset) {
    if (!AVATAR_PRESETS.some(([id]) => id === preset))
      return fail('AVATAR_INVALID', 'Please choose one of the pictures')
    stored = `preset:${preset}`
  } else {
    const match =
      typeof body.image === 'string'
        ? /^data:image\/(png|jpeg);base64,([A-Za-z0-9+/=]+)$/.exec(body.image)
        : null
    if (!match)
      return typeof body.image === 'string'
        ? fail('AVATAR_TYPE', SECURITY_MESSAGES.AVATAR_TYPE)
        : inputEmpty()
    const bytes = Buffer.from(match[2] as string, 'base64')
    const png = bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    const jpg = bytes.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))
    if (!(png || jpg)) return fail('AVATAR_TYPE', SECURITY_MESSAGES.AVATAR_TYPE)
    if (bytes.length > AVATAR_MAX_BYTES) return fail('AVATAR_SIZE', SECURITY_MESSAGES.AVATAR_SIZE)
    const key = randomBytes(18).toString('base64url')
    db.transaction(() => {
      db.prepare('DELETE FROM member_avatars WHERE member_id = ?').run(memberId)
      db.prepare(
        'INSERT INTO member_avatars (key, member_id, mime, bytes, created_at) VALUES (?, ?, ?, ?, ?)',
      ).run(key, memberId, png ? 'image/png' : 'image/jpeg', bytes, Date.now())
    })()
    stored = `upload:${key}`
  }
  db.transaction(() => {
    db.prepare('INSERT OR IGNORE INTO member_profiles (member_id, updated_at) VALUES (?, ?)').run(
      memberId,
      Date.now(),
    )
    db.prepare('UPDATE member_profiles SET avatar = ?, updated_at = ? WHERE member_id = ?').run(
      stored,
      Date.now(),
      memberId,
    )
    if (stored.startsWith('preset:'))
      db.prepare('DELETE FROM member_avatars WHERE member_id = ?').run(memberId)
  })()
  return iconInfo(ctx)
}

/** The SMS / e-mail target a bind request names, checked; or a failure. */
function bindTarget(ctx: Ctx) {
  const { body, settings, db, memberId } = ctx
  const kind = textField(body, 'kind') || (body.email !== undefined ? 'email' : 'mobile')
  const m = member(ctx)
  if (kind === 'email') {
    const email = textField(body, 'email').toLowerCase()
    if (!email) return { error: inputEmpty() }
    if (!satisfiesRule(settings.register.regExp.email, email))
      return { error: fail('EMAIL_INVALID', 'Please enter a valid e-mail address') }
    if (email === (m.email ?? '').toLowerCase())
      return { error: fail('SAME_AS_NOW', SECURITY_MESSAGES.SAME_AS_NOW) }
    const taken = db.prepare('SELECT 1 FROM members WHERE lower(email) = ? AND id != ?').get(email, memberId)
    if (taken) return { error: fail('EMAIL_TAKEN', SECURITY_MESSAGES.EMAIL_TAKEN) }
    return { kind, dialCode: 'mail', address: email }
  }
  const dialCode = normaliseDialCode(textField(body, 'countryDialingCode'))
  const mobile = textField(body, 'mobileNum')
  if (!dialCode || !mobile) return { error: fail('PHONE_MISSING', SMS_MESSAGES.PHONE_MISSING) }
  if (!DIAL_CODE.test(dialCode) || !satisfiesRule(settings.register.regExp.mobileNum, mobile))
    return { error: fail('PHONE_INVALID', SMS_MESSAGES.PHONE_INVALID) }
  if (dialCode === m.dial_code && mobile === m.mobile)
    return { error: fail('SAME_AS_NOW', SECURITY_MESSAGES.SAME_AS_NOW) }
  const taken = db
    .prepare('SELECT 1 FROM members WHERE dial_code = ? AND mobile = ? AND id != ?')
    .get(dialCode, mobile, memberId)
  if (taken) return { error: fail('MOBILE_TAKEN', SECURITY_MESSAGES.MOBILE_TAKEN) }
  return { kind: 'mobile', dialCode, address: mobile }
}

/** Sends a code to the new number or address (the same resend wait as login's, VAL-40). */
function sendBindCode(ctx: Ctx) {
  const { db, settings, limits, memberId } = ctx
  const target = bindTarget(ctx)
  if (target.error) return target.error
  const { kind, dialCode, address } = target as { kind: string; dialCode: string; address: string }
  const numberKey = `bind-code:${dialCode}:${address}`
  const resendWait = limits.retryAfter(numberKey, 1, settings.smsExpiredMinutes * MINUTE_MS)
  if (resendWait) return tooManyRequests(resendWait)
  const memberWait = limits.retryAfter(`bind-member:${memberId}`, CODE_SENDS_PER_HOUR, 60 * MINUTE_MS)
  if (memberWait) return tooManyRequests(memberWait)
  limits.add(numberKey)
  limits.add(`bind-member:${memberId}`)
  const purpose = `bind-${kind}`
  const code = issueSmsCode(db, { dialCode, mobile: address, purpose })
  if (kind === 'email') {
    addToOutbox(db, {
      kind: 'email',
      to: address,
      subject: 'Confirm your e-mail address',
      text: `Your lobbykit verification code is ${code}. It confirms this address for account ${member(ctx).username}.`,
      code,
      purpose,
    })
  } else {
    addToOutbox(db, {
      kind: 'sms',
      to: `+${dialCode} ${address}`,
      text: `Your lobbykit verification code is ${code}`,
      code,
      purpose,
    })
  }
  return ok({ expiredMinutes: settings.smsExpiredMinutes })
}

/** Binds the number or address once its code is right. */
function bind(ctx: Ctx) {
  const { db, body, limits, memberId } = ctx
  const target = bindTarget(ctx)
  if (target.error) return target.error
  const { kind, dialCode, address } = target as { kind: string; dialCode: string; address: string }
  const code = textField(body, 'verificationCode')
  if (!code) return inputEmpty()
  const key = `bind-guess:${memberId}`
  const wait = limits.take(key, CODE_TRIES, 15 * MINUTE_MS)
  if (wait) return tooManyRequests(wait)
  const outcome = consumeSmsCode(db, { dialCode, mobile: address, purpose: `bind-${kind}`, code })
  if (outcome !== 'ok')
    return outcome === 'expired'
      ? fail('CODE_EXPIRED', SECURITY_MESSAGES.CODE_EXPIRED)
      : fail('CODE_INVALID', SECURITY_MESSAGES.CODE_INVALID)
  limits.forget(key)
  if (kind === 'email') db.prepare('UPDATE members SET email = ? WHERE id = ?').run(address, memberId)
  else
    db.prepare('UPDATE members SET dial_code = ?, mobile = ? WHERE id = ?').run(dialCode, address, memberId)
  return overview(ctx)
}

/**
 * Sets the transaction password (first time: the login password proves it is the member) or changes
 * it (the current transaction password). The new one follows the register rule `paymentPassword`.
 */
async function setTransactionPassword(ctx: Ctx) {
  const { db, body, settings, limits } = ctx
  const m = member(ctx)
  const str = (name: string) => (typeof body[name] === 'string' ? body[name] : '')
  const newPassword = str('newPassword')
  const confirm = str('confirmPassword')
  const hasOne = hasTransactionPassword(db, m.id)
  const proof = hasOne ? str('oldPassword') : str('loginPassword')
  if (!proof || !newPassword || !confirm) return inputEmpty()
  const rule = settings.register.regExp.paymentPassword
  if (!satisfiesRule({ ...rule, enabled: true }, newPassword))
    return fail('PASSWORD_RULE', `Please fill in your password with ${lengthRange(rule)} characters`, {
      value: { rule },
    })
  if (newPassword !== confirm) return fail('INCONSISTENT', SECURITY_MESSAGES.INCONSISTENT)
  if (hasOne) {
    const refused = await checkTransactionPassword(db, m.id, proof, limits)
    if (refused) return refused
  } else {
    const key = `tx-set-login:${m.id}`
    const wait = limits.take(key, LOGIN_PASSWORD_TRIES, 15 * MINUTE_MS)
    if (wait) return tooManyRequests(wait)
    if (!(await verifyPassword(proof, m.password_hash)))
      return fail('PASSWORD_INCORRECT', SECURITY_MESSAGES.PASSWORD_INCORRECT)
    limits.forget(key)
  }
  if (await verifyPassword(newPassword, m.password_hash))
    return fail('SAME_AS_LOGIN', SECURITY_MESSAGES.SAME_AS_LOGIN)
  await storeTransactionPassword(db, m.id, newPassword)
  return ok({ hasTransactionPassword: true })
}

const maskAccount = (number: string) => `${'*'.repeat(Math.max(0, number.length - 4))}${number.slice(-4)}`

function payoutAccounts(ctx: Ctx) {
  const { db, memberId, settings } = ctx
  ensureWallet(db)
  const accounts = db
    .prepare(
      `SELECT a.*, b.name AS bank_name FROM payout_accounts a JOIN payout_banks b ON b.code = a.bank_code
      WHERE a.member_id = ? ORDER BY a.is_default DESC, a.id`,
    )
    .all(memberId)
    .map((row) => {
      const a = row as Record<string, any>
      return {
        id: a.id,
        bankCode: a.bank_code,
        bankName: a.bank_name,
        accountName: a.account_name,
        accountNumber: maskAccount(a.account_number),
        isDefault: Boolean(a.is_default),
        createdAt: a.created_at,
      }
    })
  return ok({
    accounts,
    limit: securityRules(db).payoutAccountLimit,
    banks: db.prepare('SELECT code, name FROM payout_banks ORDER BY sort').all(),
    accountNameRule: settings.register.regExp.payeeName,
    accountNumberRule: ACCOUNT_NUMBER_RULE,
  })
}

function addPayoutAccount(ctx: Ctx) {
  const { db, body, memberId, settings } = ctx
  ensureWallet(db)
  const bankCode = textField(body, 'bankCode')
  const accountName = textField(body, 'accountName').replace(/\s+/g, ' ')
  const accountNumber = textField(body, 'accountNumber').replace(/\s+/g, '')
  if (!bankCode || !accountName || !accountNumber) return inputEmpty()
  if (!db.prepare('SELECT 1 FROM payout_banks WHERE code = ?').get(bankCode))
    return fail('BANK_INVALID', 'Please choose a bank from the list')
  const nameRule = settings.register.regExp.payeeName
  if (!satisfiesRule(nameRule, accountName))
    return fail(
      'ACCOUNT_NAME_INVALID',
      `Please enter ${lengthRange(nameRule)} characters: letters and spaces only`,
      {
        value: { rule: nameRule },
      },
    )
  if (!satisfiesRule(ACCOUNT_NUMBER_RULE, accountNumber))
    return fail('ACCOUNT_NUMBER_INVALID', `Please enter ${lengthRange(ACCOUNT_NUMBER_RULE)} digits`, {
      value: { rule: ACCOUNT_NUMBER_RULE },
    })
  const limit = securityRules(db).payoutAccountLimit
  // Count, duplicate check and insert in one transaction: two parallel adds cannot pass the limit.
  const refused = db.transaction(() => {
    const rows = db
      .prepare('SELECT bank_code, account_number FROM payout_accounts WHERE member_id = ?')
      .all(memberId) as { bank_code: string; account_number: string }[]
    if (rows.some((r) => r.bank_code === bankCode && r.account_number === accountNumber))
      return fail('ACCOUNT_DUPLICATE', SECURITY_MESSAGES.ACCOUNT_DUPLICATE)
    if (rows.length >= limit)
      return fail('ACCOUNT_LIMIT', fill(SECURITY_MESSAGES.ACCOUNT_LIMIT, limit), { value: { limit } })
    db.prepare(
      'INSERT INTO payout_accounts (member_id, bank_code, account_name, account_number, is_default, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    ).run(memberId, bankCode, accountName, accountNumber, rows.length ? 0 : 1, Date.now())
    return null
  })()
  return refused ?? payoutAccounts(ctx)
}

function accountOf({ db, body, memberId }: Ctx) {
  ensureWallet(db)
  return db
    .prepare('SELECT id, is_default FROM payout_accounts WHERE id = ? AND member_id = ?')
    .get(Number(body.id), memberId) as { id: number; is_default: number } | undefined
}

/** Removes an account; when it was the default, the oldest remaining one becomes the default. */
function removePayoutAccount(ctx: Ctx) {
  const { db, memberId } = ctx
  const account = accountOf(ctx)
  if (!account) return fail('NOT_FOUND', 'No such payout account')
  db.transaction(() => {
    db.prepare('DELETE FROM payout_accounts WHERE id = ?').run(account.id)
    if (account.is_default)
      db.prepare(
        'UPDATE payout_accounts SET is_default = 1 WHERE id = (SELECT id FROM payout_accounts WHERE member_id = ? ORDER BY id LIMIT 1)',
      ).run(memberId)
  })()
  return payoutAccounts(ctx)
}

function defaultPayoutAccount(ctx: Ctx) {
  const { db, memberId } = ctx
  const account = accountOf(ctx)
  if (!account) return fail('NOT_FOUND', 'No such payout account')
  db.transaction(() => {
    db.prepare('UPDATE payout_accounts SET is_default = 0 WHERE member_id = ?').run(memberId)
    db.prepare('UPDATE payout_accounts SET is_default = 1 WHERE id = ?').run(account.id)
  })()
  return payoutAccounts(ctx)
}

/** The last 20 logins: time, IP, device; which is this session and which are still signed in. */
function recentLogins(ctx: Ctx) {
  const { db, memberId, token } = ctx
  ensureSecurity(db)
  const mine = token ? sessionKeyOf(token) : ''
  const now = Date.now()
  const list = db
    .prepare(
      `SELECT l.*, s.expires_at FROM member_logins l LEFT JOIN sessions s ON s.token_hash = l.session_key
      WHERE l.member_id = ? ORDER BY l.created_at DESC, l.id DESC LIMIT 20`,
    )
    .all(memberId)
    .map((row) => {
      const l = row as Record<string, any>
      return {
        id: l.id,
        time: l.created_at,
        ip: l.ip,
        device: l.device,
        current: l.session_key === mine,
        active: l.session_key === mine || (l.expires_at ?? 0) > now,
      }
    })
  return ok({ list })
}

/** Signs one other session out. */
function endSession(ctx: Ctx) {
  const { db, body, memberId, token } = ctx
  ensureSecurity(db)
  const row = db
    .prepare('SELECT session_key FROM member_logins WHERE id = ? AND member_id = ?')
    .get(Number(body.id), memberId) as { session_key: string } | undefined
  if (!row) return fail('NOT_FOUND', 'No such login')
  if (token && row.session_key === sessionKeyOf(token))
    return fail('CURRENT_SESSION', SECURITY_MESSAGES.CURRENT_SESSION)
  db.prepare('DELETE FROM sessions WHERE token_hash = ? AND member_id = ?').run(row.session_key, memberId)
  return recentLogins(ctx)
}

/** Signs every session of the member but this one out; answers how many ended. */
function endOtherSessions(ctx: Ctx) {
  const { db, memberId, token } = ctx
  const ended = db
    .prepare('DELETE FROM sessions WHERE member_id = ? AND token_hash != ?')
    .run(memberId, token ? sessionKeyOf(token) : '').changes
  return ok({ ended, list: (recentLogins(ctx).body as any).value.list })
}

/**
 * A token route refusing trial accounts (ROLE-8: 'need a real account').
 */
function route(method: 'GET' | 'POST', path: string, handler: (ctx: Ctx) => any, maxBodyBytes: number) {
  return {
    method,
    path,
    token: true,
    maxBodyBytes,
    handler: (ctx: Ctx) =>
      member(ctx).type === TRIAL_TYPE ? fail('NEED_REAL_ACCOUNT', NEED_REAL_ACCOUNT) : handler(ctx),
  }
}

const relay = (name: string) => `/wps/relay/${name}`

export const securityRoutes: Route[] = [
  route('GET', relay('SEC_overview'), overview),
  route('POST', relay('SEC_profile'), saveProfile),
  route('GET', '/wps/member/info/icon', iconInfo),
  route('POST', '/wps/member/info/icon', setIcon, AVATAR_MAX_BODY),
  route('POST', relay('SEC_sendBindCode'), sendBindCode),
  route('POST', relay('SEC_bind'), bind),
  route('POST', relay('SEC_transactionPassword'), setTransactionPassword),
  route('GET', relay('SEC_payoutAccounts'), payoutAccounts),
  route('POST', relay('SEC_addPayoutAccount'), addPayoutAccount),
  route('POST', relay('SEC_removePayoutAccount'), removePayoutAccount),
  route('POST', relay('SEC_defaultPayoutAccount'), defaultPayoutAccount),
  route('GET', relay('SEC_recentLogins'), recentLogins),
  route('POST', relay('SEC_endSession'), endSession),
  route('POST', relay('SEC_endOtherSessions'), endOtherSessions),
]

export { TX_MESSAGES }
