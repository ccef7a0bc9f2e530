// Types for the TypeScript tests that make a limiter of their own (the server is checked JS).
export interface RateLimiter {
  take(key: string, limit: number, windowMs: number): number
}
export function createRateLimiter(now?: () => number): RateLimiter
