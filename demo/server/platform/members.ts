// Member rows: look-ups, the trial account, and the member-info view of spec §3.
import { randomInt } from 'node:crypto'
import { post } from '../ledger/ledger'
import type { Database } from 'better-sqlite3'

/** Agent member types (ROLE-11). */
export const AGENT_TYPES = [1, 2, 41, 42]
export const TRIAL_TYPE = 4
/** What a trial (free-play) session is told on a route for real accounts only (ROLE-8). */
export const NEED_REAL_ACCOUNT = 'Please use a real account'
/** Back-office accounts: they exist but may not log in to the site (ROLE-13). */
export const NON_MEMBER_TYPE = 9
const TRIAL_BALANCE = 2000

export type MemberRow = {
  id: string
  username: string
  password_hash: string
  mobile: string | null
  dial_code: string | null
  email: string | null
  nickname: string
  type: number
  balance: number
  currency_symbol: string
  unread: number
  has_vip: number
  vip_label: string | null
  vip_level: number
  password_expired: number
  must_change_password: number
  first_login: number
  language: string
  referral_code: string | null
  referred_by?: string | null
  created_at: number
}

export function findMemberById(db: Database, id: string): MemberRow | undefined {
  return db.prepare('SELECT * FROM members WHERE id = ?').get(id) as MemberRow | undefined
}

/**
 * The member a username login names: by username (any case), else by mobile number and dial code.
 */
export function findMemberByLogin(
  db: Database,
  login: string,
  dialCode: string = DEFAULT_DIAL_CODE,
  byMobile = true,
): MemberRow | undefined {
  // LOGIN-3: a number logs in only under its own dial code (+92 3001234567 is not +93's);
  // FLAG-14: only while MOBILENUMPASSREG3 lets a mobile number and password log in.
  const byName = db.prepare('SELECT * FROM members WHERE username = ?').get(login) as MemberRow | undefined
  if (byName || !byMobile) return byName
  return db
    .prepare('SELECT * FROM members WHERE dial_code = ? AND mobile = ? ORDER BY id LIMIT 1')
    .get(dialCode, login) as MemberRow | undefined
}

/** The dial code a username login with a bare number means when the form sends none (spec §9: +92). */
export const DEFAULT_DIAL_CODE = '92'

export function findMemberByMobile(db: Database, dialCode: string, mobile: string): MemberRow | undefined {
  return db
    .prepare('SELECT * FROM members WHERE dial_code = ? AND mobile = ? ORDER BY id LIMIT 1')
    .get(dialCode, mobile) as MemberRow | undefined
}

/**
 * Creates a free-play account (type 4) with an unusable password; answers its id.
 */
export function createTrialMember(db: Database) {
  const next = db
    .prepare('SELECT COALESCE(MAX(CAST(id AS INTEGER)), 10000000) + 1 AS id FROM members')
    .get() as { id: number }
  for (;;) {
    const username = `guest${String(randomInt(1_000_000)).padStart(6, '0')}`
    const taken = db.prepare('SELECT 1 FROM members WHERE username = ?').get(username)
    if (taken) continue
    const id = String(next.id)
    const now = Date.now()
    db.transaction(() => {
      db.prepare(
        `INSERT INTO members (id, username, password_hash, nickname, type, balance, created_at)
        VALUES (?, ?, '!', ?, ?, 0, ?)`,
      ).run(id, username, `Guest ${username.slice(5)}`, TRIAL_TYPE, now)
      // C-13: the free-play money is the account's opening entry, like every balance a sum of entries.
      post(db, {
        memberId: id,
        type: 'OPENING',
        amount: TRIAL_BALANCE,
        product: 'TRIAL',
        remark: 'Free-play credit',
        at: now,
      })
    })()
    return id
  }
}

/**
 * '3001234567' → '300****567'.
 */
export function maskMobile(mobile: string | null) {
  if (!mobile) return null
  if (mobile.length <= 6) return `${mobile.slice(0, 1)}****`
  return `${mobile.slice(0, 3)}****${mobile.slice(-3)}`
}

/**
 * The member-info value (spec §3 Member info, API-6) from the row; the counts computed from other
 * tables (unreadMessage, availablePromoCount) are added by member/routes.ts.
 */
export function toMemberInfo(m: MemberRow) {
  return {
    id: m.id,
    account: m.username,
    nickname: m.nickname,
    type: m.type,
    countryCode: m.dial_code,
    currencySymbol: m.currency_symbol,
    balance: m.balance,
    unreadMessage: m.unread,
    hasVip: Boolean(m.has_vip),
    vipLabelName: m.vip_label,
    vipRankLevel: m.vip_level,
    language: m.language,
    mobileNum: maskMobile(m.mobile),
    referralCode: m.referral_code,
    // The code this member signed up with (REG-6, register/routes.ts).
    referredBy: m.referred_by ?? null,
  }
}
