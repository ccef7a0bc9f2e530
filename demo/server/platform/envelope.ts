// The api.md envelope `{ success, value, message, errorCode }` and the few fixed failures every
// route shares. Handlers return a reply object; platform/api.ts writes it. Keeping replies as plain data
// makes the routes easy to read and the status codes easy to audit in one place.

/** Fixed human messages (spec §8 wording where the spec gives one). */
export const MESSAGES = {
  SESSION_EXPIRED: 'You are not logged in, please login',
  /** the 429's message before its wait is known (tooManyRequests names the real one) */
  TOO_MANY_REQUESTS: 'Too many requests, please retry later',
  INPUT_EMPTY: 'Input cannot be empty',
  NOT_FOUND: 'Not found',
  SERVER_ERROR: 'Unknown error',
}

/**
 * A successful reply.
 */
export function ok(value: unknown = null) {
  return { status: 200, body: { success: true, value, message: 'Success', errorCode: null } }
}

/**
 * A failed reply. Business failures are HTTP 200 (api.md); pass `status` for the exceptions.
 */
export function fail(
  errorCode: string,
  message: string,
  {
    value = null,
    status = 200,
    headers,
  }: { value?: unknown; status?: number; headers?: Record<string, string> } = {},
) {
  return { status, headers, body: { success: false, value, message, errorCode } }
}

/** HTTP 401: the token is missing, unknown or expired. */
export function sessionExpired() {
  return fail('SESSION_EXPIRED', MESSAGES.SESSION_EXPIRED, { status: 401 })
}

/** A wait as the 429 message says it: seconds under two minutes, then whole minutes (rounded up). */
export function waitText(seconds: number) {
  if (seconds < 120) return `${seconds} second${seconds === 1 ? '' : 's'}`
  const minutes = Math.ceil(seconds / 60)
  return `${minutes} minutes`
}

/**
 * HTTP 429 with the spec's message (ERR-19) naming the real wait, a truthful Retry-After header
 * and the same wait in `value.retryAfterSeconds` (the client counts it down).
 */
export function tooManyRequests(retryAfterMs: number = 5 * 60_000) {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000))
  return fail('TOO_MANY_REQUESTS', `Too many requests, please retry after ${waitText(seconds)}`, {
    status: 429,
    value: { retryAfterSeconds: seconds },
    headers: { 'Retry-After': String(seconds) },
  })
}

/**
 * HTTP 400: the request itself is malformed (missing header, bad JSON, bad query).
 */
export function badRequest(message: string) {
  return fail('BAD_REQUEST', message, { status: 400 })
}

/** HTTP 404 for an unknown API path. */
export function notFound() {
  return fail('NOT_FOUND', MESSAGES.NOT_FOUND, { status: 404 })
}

/** `INPUT_EMPTY` (ERR-13). */
export function inputEmpty() {
  return fail('INPUT_EMPTY', MESSAGES.INPUT_EMPTY)
}
