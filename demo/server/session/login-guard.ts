// Login abuse controls (C-9, C-10, LOGIN-19), built on the one guess limiter
// (platform/guesses.ts). Every try takes its attempt synchronously, before the slow password check:
// - refused with 429 per (account, IP) at 10 and per IP at 30 tries in 15 minutes, so an attacker
//   cannot lock the owner out from elsewhere;
// - failures counted per account (any IP) and per IP ask for a captcha from the 2nd on (LOGIN-19);
// - a right answer gives its attempts back and clears the account's count;
// - 10 wrong passwords for one account from any addresses lock it (platform/guesses.ts), `onLock` tells the owner.
import { ACCOUNT_FAILURE_WINDOW_MS, CAPTCHA_AFTER_FAILURES, takeGuess } from '../platform/guesses'
import type { RateLimiter } from '../platform/rate-limit'

/**
 * @param account  username or phone number, any case
 */
export function createLoginGuard(
  limits: RateLimiter,
  ip: string,
  account: string,
  kind: 'login' | 'login-code' = 'login',
  onLock?: (lockMs: number) => void,
) {
  const accountKey = `login-fail:account:${account.toLowerCase()}`
  const ipKey = `login-fail:ip:${ip}`
  return {
    /**
     * Takes this try's attempt now (before any await). `wait` > 0: refused, nothing taken.
     */
    take(): { wait: number; captchaRequired: boolean; right: () => void; cancel: () => void } {
      const captchaRequired =
        limits.count(accountKey, ACCOUNT_FAILURE_WINDOW_MS) >= CAPTCHA_AFTER_FAILURES ||
        limits.count(ipKey, ACCOUNT_FAILURE_WINDOW_MS) >= CAPTCHA_AFTER_FAILURES
      const guess = takeGuess(limits, kind, { account, ip, onLock })
      if (guess.wait) return { wait: guess.wait, captchaRequired, right: () => {}, cancel: () => {} }
      // Counted as a failure until proven right, so parallel tries see each other at once.
      const pending = limits.takeAll([accountKey, ipKey], [Infinity, Infinity], ACCOUNT_FAILURE_WINDOW_MS)
      return {
        wait: 0,
        captchaRequired,
        right() {
          guess.right()
          pending.giveBack()
          limits.forget(accountKey)
        },
        /** The try never reached a check (no captcha given): nothing counts. */
        cancel() {
          guess.right()
          pending.giveBack()
        },
      }
    },
    /** Whether the next try must carry a captcha. */
    captchaRequired() {
      return (
        limits.count(accountKey, ACCOUNT_FAILURE_WINDOW_MS) >= CAPTCHA_AFTER_FAILURES ||
        limits.count(ipKey, ACCOUNT_FAILURE_WINDOW_MS) >= CAPTCHA_AFTER_FAILURES
      )
    },
  }
}
