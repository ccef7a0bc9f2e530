import type { FieldRule, ValidationError } from './rules'

// The login form's own checks (its username tip, trimmed credentials) and the count helpers they
// share with rules.ts. Kept apart from rules.ts and patterns.ts, which the login form does not need.

/** VAL-37: the login username tip with the mobile length, or null when the server gives no length. */
export function phoneTipOf(mobileRule: FieldRule | undefined): ValidationError | null {
  const max = positive(toCount(mobileRule?.maxLength))
  return max === undefined ? null : { key: 'phone_tip', params: { 0: max } }
}

/** VAL-36: username and password are trimmed before login; other fields pass through. */
export function trimCredentials<T extends { username?: string; password?: string }>(credentials: T): T {
  const out = { ...credentials }
  if (typeof out.username === 'string') out.username = out.username.trim()
  if (typeof out.password === 'string') out.password = out.password.trim()
  return out
}

// Server JSON sometimes carries numbers as strings ("6"); anything not a whole number is ignored.
export function toCount(value: unknown): number | undefined {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 ? n : undefined
}

export function positive(n: number | undefined): number | undefined {
  return n !== undefined && n > 0 ? n : undefined
}
