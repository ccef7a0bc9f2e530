// In-memory sliding-window counters for the abuse controls of C-9 (SMS, captcha, login, free
// play). Memory is enough for a single-process demo; POST /demo/api/reset clears them.

export interface RateLimiter {
  /** events for `key` inside the window */
  count: (key: string, windowMs: number) => number
  /** records one event for `key` now */
  add: (key: string) => void
  /** ms until `key` drops below `limit` events in the window (0 when it is below already) */
  retryAfter: (key: string, limit: number, windowMs: number) => number
  /** records an event unless the limit is reached; answers 0 when taken, else retryAfter */
  take: (key: string, limit: number, windowMs: number) => number
  /** synchronously records one event under every key unless one of them is at its limit (then   records nothing and answers the wait); `giveBack` removes exactly the events it recorded */
  takeAll: (keys: string[], limits: number[], windowMs: number) => { wait: number; giveBack: () => void }
  /** drops the events of `key` */
  forget: (key: string) => void
  /** drops every event */
  clear: () => void
  /** how many times the counters were cleared (keys of other limiters start again with it) */
  generation: () => number
}

/**
 * @param [now] clock, for tests
 */
export function createRateLimiter(now: () => number = Date.now): RateLimiter {
  const events: Map<string, number[]> = new Map()
  let cleared = 0

  function recent(key: string, windowMs: number) {
    const since = now() - windowMs
    const list = (events.get(key) ?? []).filter((t) => t > since)
    if (list.length) events.set(key, list)
    else events.delete(key)
    return list
  }

  function retryAfter(key: string, limit: number, windowMs: number) {
    const list = recent(key, windowMs)
    if (list.length < limit) return 0
    // The window frees up when the event that put us at the limit ages out.
    return Math.max(1, (list[list.length - limit] as number) + windowMs - now())
  }

  return {
    count: (key, windowMs) => recent(key, windowMs).length,
    add(key) {
      events.set(key, [...(events.get(key) ?? []), now()])
    },
    retryAfter,
    take(key, limit, windowMs) {
      const wait = retryAfter(key, limit, windowMs)
      if (wait === 0) events.set(key, [...(events.get(key) ?? []), now()])
      return wait
    },
    takeAll(keys, limits, windowMs) {
      const wait = Math.max(0, ...keys.map((key, i) => retryAfter(key, limits[i] as number, windowMs)))
      if (wait) return { wait, giveBack: () => {} }
      const at = now()
      const marks = keys.map((key) => {
        const mark = { at }
        const list = [...(events.get(key) ?? []), at]
        events.set(key, list)
        return mark
      })
      let given = false
      return {
        wait: 0,
        giveBack() {
          if (given) return
          given = true
          keys.forEach((key, i) => {
            const list = events.get(key)
            const index = list?.lastIndexOf((marks[i] as { at: number }).at) ?? -1
            if (list && index >= 0) list.splice(index, 1)
            if (list && !list.length) events.delete(key)
          })
        },
      }
    },
    forget: (key) => void events.delete(key),
    clear: () => {
      events.clear()
      cleared++
    },
    generation: () => cleared,
  }
}
