import { ofetch, type FetchResponse } from 'ofetch'
import { $config } from '../config'
import { $locale } from '../stores/locale'
import { $token } from '../stores/token'
import { ApiError, errorKeyFor } from '../errors'

/** The platform envelope (api.md). */
export interface Envelope<T> {
  success: boolean
  value: T
  message?: string
  errorCode?: string
}

export interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE'
  /** modID header (api.md, API-1). */
  modId: string
  /** Sends Authorization (calls marked token); 'optional': when there is a session (also served to visitors). */
  token?: boolean | 'optional'
  query?: Record<string, string | number | boolean | undefined>
  body?: Record<string, unknown>
  /** Form POST instead of JSON (the e-mail reset). */
  form?: boolean
  /** The real platform encrypts these calls (api.md "enc"); passes through `encrypt`. */
  encrypted?: boolean
  signal?: AbortSignal
}

/** Per-request timeout; a GET is retried once on a network error or a 5xx. */
export const REQUEST_TIMEOUT_MS = 15_000
const GET_RETRIES = 1

type Encryptor = (payload: Record<string, unknown>) => { body: unknown; headers?: Record<string, string> }
let encrypt: Encryptor = (payload) => ({ body: payload })
/** Installs the platform's payload encryption (identity by default: DESIGN C-11, api.md). */
export function setEncryptor(fn: Encryptor): void {
  encrypt = fn
}

type UnauthorizedHandler = (error: ApiError) => void
const unauthorizedHandlers = new Set<UnauthorizedHandler>()
/** Called when a token call answers 401: the session has ended (api.md). */
export function onUnauthorized(fn: UnauthorizedHandler): () => void {
  unauthorizedHandlers.add(fn)
  return () => unauthorizedHandlers.delete(fn)
}

/**
 * Asks the member to prove it is them again after a STEP_UP_REQUIRED refusal (MEMBER-1): resolves
 * once the session is stepped-up (the call is then sent once more), rejects when the member gives up.
 * The kit installs its password dialog; without one the refusal reaches the caller.
 */
type StepUp = (refusal: ApiError) => Promise<void>
let stepUp: StepUp | null = null
export function setStepUp(fn: StepUp | null): void {
  stepUp = fn
}

interface Shared {
  promise: Promise<unknown>
  controller: AbortController
  waiting: number
}
const inFlight = new Map<string, Shared>()

/** Calls the platform: headers, envelope, timeout, GET retry, one request for identical in-flight GETs. */
export function call<T>(path: string, options: CallOptions): Promise<T> {
  const method = options.method ?? 'GET'
  const token = options.token ? $token.get() : null
  if (method !== 'GET')
    return share(path, options, token, false).catch(async (error: unknown) => {
      if (!stepUp || !options.token || !(error instanceof ApiError) || error.errorCode !== 'STEP_UP_REQUIRED')
        throw error
      await stepUp(error)
      return share(path, options, $token.get(), false)
    }) as Promise<T>
  const key = `${path}?${JSON.stringify(options.query ?? {})}#${token ?? ''}#${$locale.get()}`
  return share(path, options, token, key) as Promise<T>
}

function share(
  path: string,
  options: CallOptions,
  token: string | null,
  key: string | false,
): Promise<unknown> {
  let shared = key ? inFlight.get(key) : undefined
  if (!shared) {
    const controller = new AbortController()
    const promise = send(path, options, token, controller.signal).finally(() => {
      if (key && inFlight.get(key) === entry) inFlight.delete(key)
    })
    const entry: Shared = { promise, controller, waiting: 0 }
    shared = entry
    if (key) inFlight.set(key, entry)
  }
  return wait(shared, options.signal)
}

/** One caller's view of a shared request; the request is aborted when nobody waits any more. */
function wait(shared: Shared, signal?: AbortSignal): Promise<unknown> {
  shared.waiting++
  if (!signal) return shared.promise
  return new Promise((resolve, reject) => {
    const abort = () => {
      reject(signal.reason ?? new DOMException('Aborted', 'AbortError'))
      if (--shared.waiting === 0) shared.controller.abort()
    }
    if (signal.aborted) return abort()
    signal.addEventListener('abort', abort, { once: true })
    shared.promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort))
  })
}

async function send(
  path: string,
  options: CallOptions,
  token: string | null,
  signal: AbortSignal,
): Promise<unknown> {
  const method = options.method ?? 'GET'
  const request = `${method} ${path}`
  const headers: Record<string, string> = {
    Merchant: $config.get().merchant,
    Language: $locale.get(),
    Device: 'web',
    modID: options.modId,
  }
  if (token) headers.Authorization = token
  else if (options.token === true) throw unauthorized(request)
  let body: unknown
  if (options.body && options.form) {
    body = new URLSearchParams(Object.entries(options.body).map(([k, v]) => [k, String(v ?? '')])).toString()
    headers['Content-Type'] = 'application/x-www-form-urlencoded;charset=UTF-8'
  } else if (options.body) {
    const wrapped = options.encrypted ? encrypt(options.body) : { body: options.body }
    body = wrapped.body
    Object.assign(headers, wrapped.headers)
    headers['Content-Type'] = 'application/json;charset=UTF-8'
  }
  // ofetch applies its own `timeout` only when no signal is passed, and ours always is (shared GETs
  // abort when every caller gives up): the timeout aborts the request through the same signal.
  const timer = new AbortController()
  const timeoutId = setTimeout(
    () => timer.abort(new DOMException('request timed out', 'TimeoutError')),
    REQUEST_TIMEOUT_MS,
  )
  const stop = () => timer.abort(signal.reason)
  signal.addEventListener('abort', stop)
  let response: FetchResponse<Envelope<unknown>>
  try {
    response = await ofetch.raw<Envelope<unknown>>(path, {
      baseURL: $config.get().api || undefined,
      method,
      headers,
      query: options.query,
      body: body as BodyInit,
      retry: method === 'GET' ? GET_RETRIES : 0,
      retryDelay: 300,
      retryStatusCodes: [408, 500, 502, 503, 504],
      ignoreResponseError: true,
      responseType: 'json',
      signal: timer.signal,
    })
  } catch (error) {
    if (signal.aborted) throw error
    const timedOut = timer.signal.aborted
    throw new ApiError({
      key: timedOut ? 'timeout' : 'network_error',
      errorCode: timedOut ? 'TIMEOUT' : 'NETWORK',
      request,
    })
  } finally {
    clearTimeout(timeoutId)
    signal.removeEventListener('abort', stop)
  }
  const envelope = response._data
  const status = response.status
  if (envelope && typeof envelope === 'object' && envelope.success === true && status < 400)
    return envelope.value
  const errorCode = envelope?.errorCode
  // A 429 says how long to wait (Retry-After, in seconds): the message names it (ERR-19).
  const retryAfter = Number(response.headers.get('retry-after'))
  const error = new ApiError({
    key: errorKeyFor(errorCode, status),
    errorCode,
    status,
    value: envelope?.value,
    request,
    serverMessage: envelope?.message,
    ...(status === 429 && retryAfter > 0 && { retryAfterSeconds: Math.ceil(retryAfter) }),
  })
  if (status === 401 && options.token) for (const fn of unauthorizedHandlers) fn(error)
  throw error
}

function unauthorized(request: string): ApiError {
  return new ApiError({ key: 'not_logged_in', errorCode: 'SESSION_EXPIRED', status: 401, request })
}
