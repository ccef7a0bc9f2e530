// In-memory sliding-window counters for the abuse controls of C-9 (SMS, captcha, login, free
// play). Memory is enough for a single-process demo; POST /demo/api/reset clears them.

/**
 * @typedef {object} RateLimiter
 * @property {(key: string, windowMs: number) => number} count  events for `key` inside the window
 * @property {(key: string) => void} add  records one event for `key` now
 * @property {(key: string, limit: number, windowMs: number) => number} retryAfter
 *   ms until `key` drops below `limit` events in the window (0 when it is below already)
 * @property {(key: string, limit: number, windowMs: number) => number} take
 *   records an event unless the limit is reached; answers 0 when taken, else retryAfter
 * @property {(keys: string[], limits: number[], windowMs: number) => { wait: number, giveBack: () => void }} takeAll
 *   synchronously records one event under every key unless one of them is at its limit (then
 *   records nothing and answers the wait); `giveBack` removes exactly the events it recorded
 * @property {(key: string) => void} forget  drops the events of `key`
 * @property {() => void} clear  drops every event
 */

/**
 * @param {() => number} [now] clock, for tests
 * @returns {RateLimiter}
 */
export function createRateLimiter(now = Date.now) {
  /** @type {Map<string, number[]>} */
  const events = new Map()

  /** @param {string} key @param {number} windowMs */
  function recent(key, windowMs) {
    const since = now() - windowMs
    const list = (events.get(key) ?? []).filter((t) => t > since)
    if (list.length) events.set(key, list)
    else events.delete(key)
    return list
  }

  /** @type {RateLimiter['retryAfter']} */
  function retryAfter(key, limit, windowMs) {
    const list = recent(key, windowMs)
    if (list.length < limit) return 0
    // The window frees up when the event that put us at the limit ages out.
    return Math.max(1, /** @type {number} */ (list[list.length - limit]) + windowMs - now())
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
      const wait = Math.max(
        0,
        ...keys.map((key, i) => retryAfter(key, /** @type {number} */ (limits[i]), windowMs)),
      )
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
            const index = list?.lastIndexOf(/** @type {{ at: number }} */ (marks[i]).at) ?? -1
            if (list && index >= 0) list.splice(index, 1)
            if (list && !list.length) events.delete(key)
          })
        },
      }
    },
    forget: (key) => void events.delete(key),
    clear: () => events.clear(),
  }
}
