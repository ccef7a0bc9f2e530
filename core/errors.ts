import type { MessageKey } from './i18n/index'
import { t } from './i18n/index'

// NS-9: the spec shows no server error codes; these are the reference server's (api.md envelope
// `errorCode`). A code whose lower-case form is a catalogue key of spec §8 maps to it directly
// (NON_MEMBER → non_member, ERR-11; CODE_EXPIRED → code_expired, ERR-26 …); these are the others.
/** Server error codes whose catalogue key is not their own lower-case name. */
export const ERROR_CODE_KEYS: ReadonlyMap<string, MessageKey> = new Map<string, MessageKey>([
  ['CAPTCHA_INVALID', 'verify_first'], // ERR-10
  ['SESSION_EXPIRED', 'not_logged_in'], // ERR-1
  ['PASSWORD_RULE', 'password_length'], // PWD-3, VAL-44
  ['INCONSISTENT', 'inconsistent_twice'], // PWD-4
  ['NETWORK', 'network_error'], // ERR-3
  ['MAINTENANCE', 'system_maintenance'], // ERR-8
  ['NEED_REAL_ACCOUNT', 'in_need_true_account'], // ERR-15
])

/** Codes that name a catalogue key themselves (C-10: INVALID_CREDENTIALS is one message for both cases). */
const SELF_NAMED = new Set([
  'invalid_credentials',
  'captcha_failed',
  'input_empty',
  'too_many_requests',
  'non_member',
  'non_agent',
  'operation_not_enabled',
  'code_invalid',
  'code_expired',
  'code_missing',
  'phone_invalid',
  'phone_missing',
  'quota_exceeded',
  'old_password_incorrect',
  'password_same',
  'timeout',
  'access_restricted',
  'invalid_url',
  'game_maintenance',
  'invitation_code_error',
])

/** HTTP statuses that mean something on their own, whatever the body says. */
export const ERROR_STATUS_KEYS: ReadonlyMap<number, MessageKey> = new Map<number, MessageKey>([
  [401, 'not_logged_in'], // api.md: 401 on a token call = the session ended
  [429, 'too_many_requests'],
])

/** The catalogue key for a server error code and/or HTTP status; `unknown_error` when neither is known. */
export function errorKeyFor(errorCode: string | undefined, status?: number): MessageKey {
  const code = errorCode?.trim().toUpperCase() ?? ''
  const lower = code.toLowerCase()
  const byCode = ERROR_CODE_KEYS.get(code) ?? (SELF_NAMED.has(lower) ? (lower as MessageKey) : undefined)
  return byCode ?? (status === undefined ? undefined : ERROR_STATUS_KEYS.get(status)) ?? 'unknown_error'
}

/** What a failed call knows about itself. */
export interface ApiErrorInit {
  /** Method and path, e.g. `GET /wps/member/info`. */
  request: string
  errorCode?: string
  status?: number
  /** The envelope's `value` (login: `{ captcha: true }`, LOGIN-19). */
  value?: unknown
  /** The envelope's `message`, shown when the key is `unknown_error` (api.md). */
  serverMessage?: string
  /** Overrides the key derived from errorCode and status. */
  key?: MessageKey
  /** A 429's wait (its Retry-After header), in seconds */
  retryAfterSeconds?: number
  cause?: unknown
}

/** A failed platform call: catalogue key, server code, status and the request that failed. */
export class ApiError extends Error {
  override readonly name = 'ApiError'
  /** Catalogue key of spec §8 to show the user. */
  readonly key: MessageKey
  readonly errorCode?: string
  readonly status?: number
  readonly value?: unknown
  readonly serverMessage?: string
  /** A 429's wait in seconds: until it ends, trying again cannot work. */
  readonly retryAfterSeconds?: number
  /** Method and path of the call, e.g. `GET /wps/member/info`. */
  readonly request: string

  constructor(init: ApiErrorInit) {
    const detail = [init.status, init.errorCode].filter((part) => part !== undefined && part !== '').join(' ')
    const key = init.key ?? errorKeyFor(init.errorCode, init.status)
    const options = init.cause === undefined ? undefined : { cause: init.cause }
    super(`[lobbykit] ${init.request}: ${detail || key}`, options)
    this.key = key
    this.request = init.request
    if (init.errorCode !== undefined) this.errorCode = init.errorCode
    if (init.status !== undefined) this.status = init.status
    if (init.value !== undefined) this.value = init.value
    if (init.serverMessage !== undefined) this.serverMessage = init.serverMessage
    if (init.retryAfterSeconds !== undefined) this.retryAfterSeconds = init.retryAfterSeconds
  }
}

/** Whether a value is an `ApiError` (also one made by a second copy of the bundle). */
export function isApiError(error: unknown): error is ApiError {
  if (error instanceof ApiError) return true
  if (typeof error !== 'object' || error === null) return false
  const candidate = error as Partial<ApiError>
  return (
    candidate.name === 'ApiError' &&
    typeof candidate.key === 'string' &&
    typeof candidate.request === 'string'
  )
}

/** A wait as words: seconds under two minutes, then whole minutes (rounded up), as the server says it. */
export function waitText(seconds: number, lang?: string): string {
  return seconds < 120
    ? t('wait_seconds', [seconds], lang)
    : t('wait_minutes', [Math.ceil(seconds / 60)], lang)
}

/** Text to show for any thrown value: the catalogue message, or the server's own for an unmapped error. */
export function errorMessageOf(error: unknown, lang?: string): string {
  if (!isApiError(error)) return t('unknown_error', undefined, lang)
  // ERR-19: the real wait, never a fixed "5 minutes".
  if (error.key === 'too_many_requests' && error.retryAfterSeconds)
    return t('too_many_requests_wait', [waitText(error.retryAfterSeconds, lang)], lang)
  if (error.key === 'unknown_error' && error.serverMessage?.trim()) return error.serverMessage.trim()
  return t(error.key, undefined, lang)
}
