// Types for the TypeScript tests that call the server's captcha check directly (the server is checked JS).
import type { RateLimiter } from './rate-limit.mjs'
export function checkCaptcha(
  db: unknown,
  uuid: unknown,
  answer: unknown,
  limits: RateLimiter,
  ip: string,
): boolean
