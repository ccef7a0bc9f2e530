// The one limiter every password, code and captcha check goes through (C-9, DESIGN
// Decisions: "Every limit on guesses … is taken before the slow check runs and given back on
// success"). `takeGuess` runs synchronously, before any await, so a burst of parallel requests
// cannot all pass the count and then all reach scrypt: request n+1 finds the n earlier ones
// already counted. A right answer gives its own attempt back (`ticket.right()`); a wrong one keeps
// it (`ticket.wrong()`, which only documents the outcome). Limits are per kind below.
//
// A login is refused per (account, IP) and per IP, failures counted per account (from any IP) make
// the next try carry a captcha, and ACCOUNT_LOCK_AFTER wrong passwords for one account within the
// window, from any mix of addresses, lock the account: no password verdict at all (429) for a time
// that doubles with each lock (LOCK_BASE_MS, 2×, 4× … up to LOCK_MAX_MS); the owner is told through
// the outbox (`onLock`). A captcha alone never stands in for the lock.

import type { RateLimiter } from './rate-limit'

const MINUTE = 60_000

/** What each kind of guess allows inside its window; `keys` builds the counter keys from the parts. */
export const GUESS_RULES = {
  /** Login by password: per (account, IP) and per IP. */
  login: { windowMs: 15 * MINUTE, limits: { 'account-ip': 10, ip: 30 } },
  /** Login by SMS code: per (number, IP) and per IP. */
  'login-code': { windowMs: 15 * MINUTE, limits: { 'account-ip': 10, ip: 30 } },
  /** The withdrawal password, per member. */
  'withdraw-password': { windowMs: 15 * MINUTE, limits: { member: 5 } },
  /** The password or code that steps a session up for an account change (MEMBER-1), per member. */
  'step-up': { windowMs: 15 * MINUTE, limits: { member: 5 } },
  /** The old password on a change, per member. */
  'change-password': { windowMs: 15 * MINUTE, limits: { member: 10 } },
  /** The password that confirms a cool-off or self-exclusion (responsible gaming), per member. */
  'protection-password': { windowMs: 15 * MINUTE, limits: { member: 5 } },
  /** A password-reset code (SMS or e-mail), per account and per IP. */
  'reset-code': { windowMs: 60 * MINUTE, limits: { account: 10, ip: 20 } },
  /** A captcha answer, per IP (each captcha is burnt by its first check as well). */
  captcha: { windowMs: 15 * MINUTE, limits: { ip: 60 } },
  /** The demo phone-auth provider's code, per number (it answers on the loopback control port). */
  'phone-code': { windowMs: 15 * MINUTE, limits: { account: 10 } },
  /** A one-time login exchange code, per IP. */
  exchange: { windowMs: 15 * MINUTE, limits: { ip: 30 } },
  /** A slider human-check answer, per IP (each challenge is burnt by its first answer as well). */
  'human-check': { windowMs: 15 * MINUTE, limits: { ip: 30 } },
  /** A new-device login code (LOGIN-28), per member and per IP. */
  'device-code': { windowMs: 15 * MINUTE, limits: { member: 5, ip: 20 } },
}

/** Failures per account (any IP) after which a login must carry a captcha (LOGIN-19). */
export const CAPTCHA_AFTER_FAILURES = 2
/** Window of the per-account failure count that asks for the captcha. */
export const ACCOUNT_FAILURE_WINDOW_MS = 15 * MINUTE

/** Wrong passwords for one account (any addresses) within ACCOUNT_FAILURE_WINDOW_MS that lock it. */
export const ACCOUNT_LOCK_AFTER = 10
/** The first lock's length; each further lock within a day doubles it, up to LOCK_MAX_MS. */
export const LOCK_BASE_MS = 15 * MINUTE
export const LOCK_MAX_MS = 24 * 60 * MINUTE
const LOCK_MEMORY_MS = 24 * 60 * MINUTE
/** The kinds that guess an account's password (the lock counts them together). */
const PASSWORD_KINDS: ReadonlySet<string> = new Set(['login'])

type LockState = { until: number; level: number; lastAt: number }
const locks = new WeakMap<RateLimiter, { generation: number; byAccount: Map<string, LockState> }>()

function lockTable(limits: RateLimiter) {
  let table = locks.get(limits)
  // A cleared limiter (the demo's reset) forgets its locks too.
  if (!table || table.generation !== limits.generation()) {
    table = { generation: limits.generation(), byAccount: new Map() }
    locks.set(limits, table)
  }
  return table.byAccount
}

/**
 * The account's lock, checked and counted synchronously before the slow check (parallel tries
 * cannot beat it): `wait` > 0 while locked; otherwise this try is counted as a failure until
 * `right()` gives it back. The ACCOUNT_LOCK_AFTER-th counted failure starts a lock and calls `onLock`
 * once with its length.
 */
export function takeAccountLock(
  limits: RateLimiter,
  account: string,
  onLock?: (lockMs: number) => void,
  now: number = Date.now(),
) {
  const name = account.toLowerCase()
  const table = lockTable(limits)
  const state = table.get(name)
  if (state && state.until > now) return { wait: state.until - now, right: () => {} }
  const key = `guess:account-lock:${name}`
  const taken = limits.takeAll([key], [Number.MAX_SAFE_INTEGER], ACCOUNT_FAILURE_WINDOW_MS)
  if (limits.count(key, ACCOUNT_FAILURE_WINDOW_MS) >= ACCOUNT_LOCK_AFTER) {
    const level = state && now - state.lastAt < LOCK_MEMORY_MS ? state.level + 1 : 0
    const lockMs = Math.min(LOCK_MAX_MS, LOCK_BASE_MS * 2 ** level)
    table.set(name, { until: now + lockMs, level, lastAt: now })
    limits.forget(key)
    onLock?.(lockMs)
  }
  return { wait: 0, right: taken.giveBack }
}

export type GuessKind = keyof typeof GUESS_RULES
export type GuessTicket = { wait: number; right: () => void; wrong: () => void }

/**
 * Takes one attempt of `kind` for the given parts (e.g. `{ account: 'demo', ip: '1.2.3.4' }`).
 * Answers `wait` > 0 (ms) when a limit is reached: nothing was taken and the check must not run.
 */
export function takeGuess(
  limits: RateLimiter,
  kind: GuessKind,
  parts: { account?: string; ip?: string; member?: string; onLock?: (lockMs: number) => void },
): GuessTicket {
  const rule = GUESS_RULES[kind]
  const keys: string[] = []
  const caps: number[] = []
  for (const [scope, cap] of Object.entries(rule.limits)) {
    const value =
      scope === 'account-ip'
        ? `${String(parts.account ?? '').toLowerCase()}|${parts.ip ?? ''}`
        : scope === 'account'
          ? String(parts.account ?? '').toLowerCase()
          : scope === 'member'
            ? String(parts.member ?? '')
            : String(parts.ip ?? '')
    keys.push(`guess:${kind}:${scope}:${value}`)
    caps.push(cap)
  }
  // A password guess for an account passes the account's lock first (any address counts).
  const lock =
    PASSWORD_KINDS.has(kind) && parts.account ? takeAccountLock(limits, parts.account, parts.onLock) : null
  if (lock?.wait) return { wait: lock.wait, right: () => {}, wrong: () => {} }
  const taken = limits.takeAll(keys, caps, rule.windowMs)
  if (taken.wait) lock?.right()
  return {
    wait: taken.wait,
    right: () => {
      taken.giveBack()
      lock?.right()
    },
    wrong: () => {},
  }
}

/**
 * Per-account failure counting that asks for a captcha instead of refusing the owner (C-10).
 * `pending()` is taken synchronously before the slow check, so parallel tries count at once.
 */
export function accountFailures(limits: RateLimiter, account: string) {
  const key = `guess:account-failures:${account.toLowerCase()}`
  return {
    /** Whether this try must carry a captcha. */
    captchaRequired: () => limits.count(key, ACCOUNT_FAILURE_WINDOW_MS) >= CAPTCHA_AFTER_FAILURES,
    /** Counts this try as a failure now; answers the give-back for a right answer. */
    pending() {
      return limits.takeAll([key], [Number.MAX_SAFE_INTEGER], ACCOUNT_FAILURE_WINDOW_MS).giveBack
    },
    /** A right password clears the account's count. */
    clear: () => limits.forget(key),
  }
}
