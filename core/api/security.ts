import { call } from './http'
import type { FieldRule } from '../validation/rules'

// The security centre's calls (MEMBER-1): the spec names only the member icon (API-13,
// /wps/member/info/icon, PROFPIC3); the others are the reference server's, under /wps/relay (api.md
// last paragraph), named once here. Passwords are sent and forgotten: nothing here keeps them (C-2, C-4).

const SECURITY = 'SECCEN3'

/** Spec §3 Profile labels the profile form edits (qqNum as registration names it). */
export const PROFILE_FIELDS = [
  'nickname',
  'realName',
  'fullName',
  'birthday',
  'address',
  'nationality',
  'occupation',
  'incomeSource',
  'zalo',
  'whatsapp',
  'facebook',
  'telegram',
  'line',
  'qqNum',
  'wechat',
  'skype',
] as const
export type ProfileField = (typeof PROFILE_FIELDS)[number]

/** What the security centre shows: profile values, the enabled fields' rules, contacts, password state. */
export interface SecurityOverview {
  profile: Record<ProfileField, string>
  /** Fields set once and now locked (real name, birthday). */
  locked: ProfileField[]
  /** The rule of each field the operator enables (a field absent here is not shown). */
  rules: Partial<Record<ProfileField, FieldRule>>
  minAge: number
  mobile: { dialCode: string; masked: string } | null
  email: string | null
  mobileRule: FieldRule
  emailRule: FieldRule
  codeRule: FieldRule
  hasTransactionPassword: boolean
  transactionPasswordRule: FieldRule
  passwordRule: FieldRule
  smsExpiredMinutes: number
  icon: string | null
  /** CONST-8, C-13: the Zalo reward on offer (unpaid) or paid; null when none is offered. */
  zaloReward?: { amount: number; termsPath: string; paid: boolean } | null
  /** After a save: the reward just credited, or why the number saved earns none. */
  zaloRewardResult?: { paid: true; amount: number } | { paid: false; code: string; message: string } | null
}

export interface AvatarInfo {
  icon: string | null
  presets: { id: string; url: string }[]
  maxBytes: number
  types: string[]
}

export interface PayoutAccountEntry {
  id: number
  bankCode: string
  bankName: string
  accountName: string
  accountNumber: string
  isDefault: boolean
  createdAt: number
}

export interface PayoutAccounts {
  accounts: PayoutAccountEntry[]
  limit: number
  banks: { code: string; name: string }[]
  accountNameRule: FieldRule
  accountNumberRule: FieldRule
}

export interface LoginEntry {
  id: number
  time: number
  ip: string
  device: string
  /** This browser's session. */
  current: boolean
  /** Still signed in. */
  active: boolean
}

/** One account change of the recent activity (MEMBER-1): what changed, from where, when. */
export interface SecurityActivity {
  id: number
  /** mobile, email, payout-add, payout-default, payout-remove, transaction-password, password, password-reset, step-up */
  kind: string
  /** The server's words for it, shown for a kind this client does not name. */
  title: string
  detail: string
  ip: string
  time: number
}

const relay = (name: string) => `/wps/relay/${name}`

/** The last 20 account changes, newest first (MEMBER-1). */
export function fetchSecurityActivity(signal?: AbortSignal): Promise<{ list: SecurityActivity[] }> {
  return call(relay('SEC_activity'), { modId: SECURITY, token: true, signal })
}

/** The security centre's overview. */
export function fetchSecurityOverview(signal?: AbortSignal): Promise<SecurityOverview> {
  return call(relay('SEC_overview'), { modId: SECURITY, token: true, signal })
}

/** Saves the profile fields given (the others unchanged); answers the overview. */
export function requestProfile(body: Partial<Record<ProfileField, string>>): Promise<SecurityOverview> {
  return call(relay('SEC_profile'), { method: 'POST', modId: SECURITY, token: true, body })
}

/** API-13: the member's avatar and the pictures on offer. */
export function fetchAvatar(signal?: AbortSignal): Promise<AvatarInfo> {
  return call('/wps/member/info/icon', { modId: 'PROFPIC3', token: true, signal })
}

/** API-13: sets the avatar to a preset or an uploaded png / jpg (a data URL of at most 5 MB). */
export function requestAvatar(body: { preset: string } | { image: string }): Promise<AvatarInfo> {
  return call('/wps/member/info/icon', { method: 'POST', modId: 'PROFPIC3', token: true, body })
}

export type BindTarget =
  { kind: 'mobile'; countryDialingCode: string; mobileNum: string } | { kind: 'email'; email: string }

/** Sends a code to a new mobile number or e-mail address. */
export function requestBindCode(target: BindTarget): Promise<{ expiredMinutes: number }> {
  return call(relay('SEC_sendBindCode'), { method: 'POST', modId: SECURITY, token: true, body: target })
}

/** Binds the number or address with its code; answers the overview. */
export function requestBind(target: BindTarget & { verificationCode: string }): Promise<SecurityOverview> {
  return call(relay('SEC_bind'), { method: 'POST', modId: SECURITY, token: true, body: target })
}

/** Sets (with the login password) or changes (with the old one) the transaction password. */
export function requestTransactionPassword(body: {
  loginPassword?: string
  oldPassword?: string
  newPassword: string
  confirmPassword: string
}): Promise<{ hasTransactionPassword: boolean }> {
  return call(relay('SEC_transactionPassword'), {
    method: 'POST',
    modId: SECURITY,
    token: true,
    body,
    encrypted: true,
  })
}

export function fetchPayoutAccounts(signal?: AbortSignal): Promise<PayoutAccounts> {
  return call(relay('SEC_payoutAccounts'), { modId: SECURITY, token: true, signal })
}

export function requestAddPayoutAccount(body: {
  bankCode: string
  accountName: string
  accountNumber: string
}): Promise<PayoutAccounts> {
  return call(relay('SEC_addPayoutAccount'), {
    method: 'POST',
    modId: SECURITY,
    token: true,
    body,
    encrypted: true,
  })
}

export function requestRemovePayoutAccount(id: number): Promise<PayoutAccounts> {
  return call(relay('SEC_removePayoutAccount'), {
    method: 'POST',
    modId: SECURITY,
    token: true,
    body: { id },
  })
}

export function requestDefaultPayoutAccount(id: number): Promise<PayoutAccounts> {
  return call(relay('SEC_defaultPayoutAccount'), {
    method: 'POST',
    modId: SECURITY,
    token: true,
    body: { id },
  })
}

/** The last logins: time, IP, device, which is this one and which are still signed in. */
export function fetchRecentLogins(signal?: AbortSignal): Promise<{ list: LoginEntry[] }> {
  return call(relay('SEC_recentLogins'), { modId: SECURITY, token: true, signal })
}

/** Signs one other session out. */
export function requestEndSession(id: number): Promise<{ list: LoginEntry[] }> {
  return call(relay('SEC_endSession'), { method: 'POST', modId: SECURITY, token: true, body: { id } })
}

/** Signs every other session out. */
export function requestEndOtherSessions(): Promise<{ ended: number; list: LoginEntry[] }> {
  return call(relay('SEC_endOtherSessions'), { method: 'POST', modId: SECURITY, token: true, body: {} })
}

/** Proves it is the member again (MEMBER-1): the password marks this session stepped-up for 5 minutes. */
export function stepUp(password: string): Promise<unknown> {
  return call('/wps/relay/SEC_stepUp', { method: 'POST', modId: SECURITY, token: true, body: { password } })
}
