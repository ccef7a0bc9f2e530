import { beforeAll, describe, expect, it } from 'vitest'
import { ApiError, errorKeyFor, errorMessageOf, isApiError } from '../../core/errors'
import { loadDictionary, type MessageKey } from '../../core/i18n/index'

beforeAll(async () => {
  await loadDictionary('UR') // bundled, loaded on demand
})

// [server errorCode, catalogue key]
const CODE_ROWS: [string, MessageKey][] = [
  ['INVALID_CREDENTIALS', 'invalid_credentials'],
  ['CAPTCHA_INVALID', 'verify_first'],
  ['INPUT_EMPTY', 'input_empty'],
  ['TOO_MANY_REQUESTS', 'too_many_requests'],
  ['NON_MEMBER', 'non_member'],
  ['NON_AGENT', 'non_agent'],
  ['OPERATION_NOT_ENABLED', 'operation_not_enabled'],
  ['CODE_INVALID', 'code_invalid'],
  ['CODE_EXPIRED', 'code_expired'],
  ['CODE_MISSING', 'code_missing'],
  ['PHONE_INVALID', 'phone_invalid'],
  ['PHONE_MISSING', 'phone_missing'],
  ['QUOTA_EXCEEDED', 'quota_exceeded'],
  ['SESSION_EXPIRED', 'not_logged_in'],
  ['OLD_PASSWORD_INCORRECT', 'old_password_incorrect'],
  ['PASSWORD_RULE', 'password_length'],
  ['PASSWORD_SAME', 'password_same'],
  ['INCONSISTENT', 'inconsistent_twice'],
  ['NETWORK', 'network_error'],
  ['TIMEOUT', 'timeout'],
  ['ACCESS_RESTRICTED', 'access_restricted'],
  ['INVALID_URL', 'invalid_url'],
  ['MAINTENANCE', 'system_maintenance'],
]

describe('errorKeyFor', () => {
  it.each(CODE_ROWS)('maps %s to %s', (code, key) => {
    expect(errorKeyFor(code)).toBe(key)
  })

  it('reads codes whatever their case', () => {
    expect(errorKeyFor('invalid_credentials')).toBe('invalid_credentials')
  })

  it('maps 401 to not logged in and 429 to too many requests', () => {
    expect(errorKeyFor(undefined, 401)).toBe('not_logged_in')
    expect(errorKeyFor(undefined, 429)).toBe('too_many_requests')
  })

  it('ERR-19: a 429 says its real wait (Retry-After), in English and Urdu; without one, no number', () => {
    const wait = (retryAfterSeconds?: number) =>
      new ApiError({
        request: 'x',
        errorCode: 'TOO_MANY_REQUESTS',
        status: 429,
        ...(retryAfterSeconds && { retryAfterSeconds }),
      })
    expect(errorMessageOf(wait(45), 'EN')).toBe('Too many requests, please retry after 45 seconds')
    expect(errorMessageOf(wait(540), 'EN')).toBe('Too many requests, please retry after 9 minutes')
    expect(errorMessageOf(wait(541), 'EN')).toBe('Too many requests, please retry after 10 minutes')
    expect(errorMessageOf(wait(45), 'UR')).toBe('بہت زیادہ درخواستیں، براہِ کرم 45 سیکنڈ بعد دوبارہ کوشش کریں')
    expect(errorMessageOf(wait(), 'EN')).toBe('Too many requests, please retry later')
  })

  it('prefers a known code over the status', () => {
    expect(errorKeyFor('CODE_EXPIRED', 401)).toBe('code_expired')
    expect(errorKeyFor('SOMETHING_NEW', 401)).toBe('not_logged_in')
  })

  it('answers unknown_error for anything else', () => {
    expect(errorKeyFor('SOMETHING_NEW', 500)).toBe('unknown_error')
    expect(errorKeyFor(undefined)).toBe('unknown_error')
    expect(errorKeyFor('constructor')).toBe('unknown_error')
  })
})

describe('ApiError', () => {
  it('names the failed request in its message', () => {
    const error = new ApiError({ request: 'GET /wps/member/info', status: 401 })
    expect(error.message).toBe('[lobbykit] GET /wps/member/info: 401')
    expect(error.key).toBe('not_logged_in')
    expect(error).toBeInstanceOf(Error)
    expect(error.name).toBe('ApiError')
  })

  it('carries the server code, status and value', () => {
    const error = new ApiError({
      request: 'POST /wps/session/login',
      status: 200,
      errorCode: 'INVALID_CREDENTIALS',
      value: { captcha: true },
    })
    expect(error.message).toBe('[lobbykit] POST /wps/session/login: 200 INVALID_CREDENTIALS')
    expect(error.key).toBe('invalid_credentials')
    expect(error.value).toEqual({ captcha: true })
  })

  it('takes an explicit key over the derived one', () => {
    const error = new ApiError({ request: 'GET /chunks/lobby.js', key: 'chunk_timeout' })
    expect(error.key).toBe('chunk_timeout')
    expect(error.message).toBe('[lobbykit] GET /chunks/lobby.js: chunk_timeout')
  })
})

describe('isApiError', () => {
  it('recognises an ApiError, also one from another copy of the bundle', () => {
    expect(isApiError(new ApiError({ request: 'GET /x' }))).toBe(true)
    expect(isApiError({ name: 'ApiError', key: 'timeout', request: 'GET /x', message: '' })).toBe(true)
  })

  it('rejects other values', () => {
    expect(isApiError(new Error('x'))).toBe(false)
    expect(isApiError(null)).toBe(false)
    expect(isApiError('ApiError')).toBe(false)
  })
})

describe('errorMessageOf', () => {
  it('translates a mapped error', () => {
    const error = new ApiError({ request: 'POST /wps/session/login', errorCode: 'INVALID_CREDENTIALS' })
    expect(errorMessageOf(error, 'EN')).toBe('Invalid username or password')
    expect(errorMessageOf(error, 'UR')).toBe('یوزر نیم یا پاس ورڈ غلط ہے')
  })

  it("shows the server's own message for an unmapped error", () => {
    const error = new ApiError({
      request: 'POST /wps/feedback',
      errorCode: 'X',
      serverMessage: 'Daily limit reached',
    })
    expect(errorMessageOf(error, 'EN')).toBe('Daily limit reached')
  })

  it("shows 'Unknown error' for anything that is not an ApiError", () => {
    expect(errorMessageOf(new TypeError('boom'), 'EN')).toBe('Unknown error')
  })
})
