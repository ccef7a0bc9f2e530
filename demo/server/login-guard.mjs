// Login abuse controls (C-9, C-10): failures are counted per username and per IP over 15 minutes.
// From 2 failures a captcha is required; at 10 for a username or 30 for an IP, login is refused
// with 429 until the window moves on.

export const FAILURE_WINDOW_MS = 15 * 60_000
export const CAPTCHA_AFTER_FAILURES = 2
export const MAX_FAILURES_PER_USERNAME = 10
export const MAX_FAILURES_PER_IP = 30

/**
 * @param {import('./rate-limit.mjs').RateLimiter} limits
 * @param {string} ip
 * @param {string} account  username or phone number, any case
 */
export function createLoginGuard(limits, ip, account) {
  const accountKey = `login-fail:account:${account.toLowerCase()}`
  const ipKey = `login-fail:ip:${ip}`
  return {
    /** ms to wait before another try is accepted (0: go ahead). */
    lockedFor() {
      return Math.max(
        limits.retryAfter(accountKey, MAX_FAILURES_PER_USERNAME, FAILURE_WINDOW_MS),
        limits.retryAfter(ipKey, MAX_FAILURES_PER_IP, FAILURE_WINDOW_MS),
      )
    },
    /** Whether the next try must carry a captcha (LOGIN-19). */
    captchaRequired() {
      return (
        limits.count(accountKey, FAILURE_WINDOW_MS) >= CAPTCHA_AFTER_FAILURES ||
        limits.count(ipKey, FAILURE_WINDOW_MS) >= CAPTCHA_AFTER_FAILURES
      )
    },
    recordFailure() {
      limits.add(accountKey)
      limits.add(ipKey)
    },
    /** A correct password clears the account's count (the IP's keeps its window). */
    recordSuccess() {
      limits.forget(accountKey)
    },
  }
}
