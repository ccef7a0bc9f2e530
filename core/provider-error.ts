import { ApiError, errorKeyFor } from './errors'
import type { MessageKey } from './i18n/index'

/** Provider codes whose §8 message is not their own lower-case name. */
const PROVIDER_KEYS: Record<string, MessageKey> = {
  POPUP_CLOSED: 'popup_closed', // ERR-27
  CAPTCHA_FAILED: 'captcha_failed', // ERR-23
}

/**
 * What an identity provider's failure becomes (API-69): its §8 phone-verification message (ERR-17…27),
 * `phone_unknown_error` for a code the catalogue does not know (ERR-20). `field` is where it is shown.
 */
export function providerError(step: string, error: unknown, field?: string): ApiError {
  const given = (error as { code?: unknown } | null)?.code
  const code = typeof given === 'string' && given ? given.toUpperCase() : 'PHONE_UNKNOWN_ERROR'
  const key = PROVIDER_KEYS[code] ?? errorKeyFor(code)
  // ERR-19: a provider's "too many requests" names its wait (`retryAfter`, ms); the message says it.
  const wait = (error as { retryAfter?: unknown } | null)?.retryAfter
  return new ApiError({
    request: `identity provider ${step}`,
    errorCode: code,
    key: key === 'unknown_error' ? 'phone_unknown_error' : key,
    value: field ? { field } : undefined,
    cause: error,
    ...(typeof wait === 'number' && wait > 0 && { retryAfterSeconds: Math.ceil(wait / 1000) }),
  })
}
