// Query parameters of GET routes, read one way by every area.
import { badRequest } from './envelope'
import type { Reply } from './context'

export type IntParam = { value: number; error?: undefined } | { value?: undefined; error: Reply }

/**
 * A whole-number parameter between `min` and `max`; absent or empty gives `fallback`; anything
 * else is the envelope's BAD_REQUEST naming the parameter and its range.
 */
export function intParam(
  query: URLSearchParams,
  name: string,
  {
    fallback = NaN,
    min = 0,
    max = Number.MAX_SAFE_INTEGER,
  }: { fallback?: number; min?: number; max?: number } = {},
): IntParam {
  const raw = query.get(name)
  if (raw === null || raw.trim() === '') return { value: fallback }
  const value = Number(raw)
  if (!Number.isInteger(value) || value < min || value > max)
    return { error: badRequest(`${name} must be a whole number from ${min} to ${max}`) }
  return { value }
}

/** A text parameter, trimmed ('' when absent). */
export function textParam(query: URLSearchParams, name: string): string {
  return (query.get(name) ?? '').trim()
}
