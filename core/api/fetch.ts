/**
 * The few things lobbykit needs on top of `fetch`: a base URL, a query, a timeout, one retry and a
 * JSON body that may be missing or broken. (It replaced ofetch + ufo + destr: 9.7 KB minified in the
 * shared runtime for these forty lines — DESIGN "Budgets".)
 */

export interface FetchJsonOptions extends Omit<RequestInit, 'signal'> {
  /** Prefixed to a relative path (`https://platform.example/` + `/wps/system/status`). */
  baseURL?: string
  /** Appended as search parameters; `undefined` values are left out. */
  query?: Record<string, string | number | boolean | undefined>
  /** Milliseconds until the request fails with a `TimeoutError`. */
  timeout: number
  /** How many times a network error, a timeout or a 408/5xx answer is tried again (GET only). */
  retry?: number
  retryDelay?: number
  signal?: AbortSignal
}

export interface JsonResponse<T> {
  status: number
  /** The parsed body; `undefined` when it is empty or not JSON. */
  data: T | undefined
}

const RETRY_STATUS = [408, 500, 502, 503, 504]

/** `fetch` resolving to the status and the JSON body whatever the status; rejects on network errors and timeouts. */
export async function fetchJson<T>(path: string, options: FetchJsonOptions): Promise<JsonResponse<T>> {
  const { baseURL, query, timeout, retry = 0, retryDelay = 0, signal, ...init } = options
  let url = baseURL && !/^[a-z][a-z\d+.-]*:/i.test(path) ? `${baseURL.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}` : path
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) search.append(key, String(value))
  const qs = search.toString()
  if (qs) url += (url.includes('?') ? '&' : '?') + qs
  for (let attempt = 0; ; attempt++) {
    const timer = new AbortController()
    const timeoutId = setTimeout(() => timer.abort(Object.assign(new Error('request timed out'), { name: 'TimeoutError' })), timeout)
    const stop = () => timer.abort(signal?.reason)
    signal?.addEventListener('abort', stop)
    try {
      const response = await fetch(url, { ...init, signal: timer.signal })
      if (attempt < retry && RETRY_STATUS.includes(response.status)) throw response
      const text = await response.text()
      let data: T | undefined
      try {
        data = text ? (JSON.parse(text) as T) : undefined
      } catch {
        // not JSON (a proxy's error page): the caller sees the status alone
      }
      return { status: response.status, data }
    } catch (error) {
      if (signal?.aborted) throw signal.reason ?? error
      if (attempt >= retry) throw timer.signal.aborted ? timer.signal.reason : error
    } finally {
      clearTimeout(timeoutId)
      signal?.removeEventListener('abort', stop)
    }
    await new Promise((resolve) => setTimeout(resolve, retryDelay))
  }
}
