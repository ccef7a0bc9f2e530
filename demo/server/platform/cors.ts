// CORS for the API (/wps, /lgw, /lotto): the bundle runs on an operator's page, so the API is called
// cross-origin. Once the operator lists its origins (settings.allowedOrigins: ALLOWED_ORIGINS, the
// SETTINGS_FILE or the control page, platform/operator-settings.ts), exactly those are
// reflected, a loopback origin only if listed; while none is listed (the demo as shipped), loopback
// origins (any port) are. Anything else gets no Access-Control-Allow-Origin and the browser blocks it.

export const ALLOW_METHODS = 'GET,POST,PUT,DELETE,OPTIONS'
export const ALLOW_HEADERS =
  'Authorization, Merchant, Language, Device, modID, Content-Type, Encryption, X-Digest, X-RSA'
export const PREFLIGHT_MAX_AGE_SECONDS = '600'

const LOOPBACK_ORIGIN = /^http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d{1,5})?$/

/**
 * `origin` as the browser sends it in the `Origin` header (`https://www.example.com`, a port when
 * not the scheme's own, host in lower case), or a TypeError naming it. A trailing `/`, capitals and
 * the scheme's own port are forgiven; a path, a query, a wildcard or credentials are not (CORS
 * compares whole origins).
 */
export function normaliseOrigin(origin: string): string {
  const text = origin.trim()
  let url: URL
  try {
    url = new URL(text)
  } catch {
    throw new TypeError(`"${text}" is not an origin (write it as https://www.example.com)`)
  }
  const plain = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password
  if (!/^https?:$/.test(url.protocol) || !plain || text.includes('*') || !url.hostname)
    throw new TypeError(
      `"${text}" is not an origin: scheme, host and port only, e.g. https://www.example.com (no path, no *)`,
    )
  return url.origin
}

/**
 * Whether `origin` may call the API.
 */
export function isAllowedOrigin(origin: string | undefined, allowedOrigins: string[]) {
  if (!origin) return false
  return allowedOrigins.length ? allowedOrigins.includes(origin) : LOOPBACK_ORIGIN.test(origin)
}

/**
 * The CORS headers for an API response (and, with `preflight`, for the OPTIONS answer).
 */
export function corsHeaders(
  origin: string | undefined,
  allowedOrigins: string[],
  preflight: boolean = false,
): Record<string, string> {
  const headers: Record<string, string> = { Vary: 'Origin' }
  if (!isAllowedOrigin(origin, allowedOrigins)) return headers
  headers['Access-Control-Allow-Origin'] = origin as string
  headers['Access-Control-Expose-Headers'] = 'Retry-After'
  if (preflight) {
    headers['Access-Control-Allow-Methods'] = ALLOW_METHODS
    headers['Access-Control-Allow-Headers'] = ALLOW_HEADERS
    headers['Access-Control-Max-Age'] = PREFLIGHT_MAX_AGE_SECONDS
  }
  return headers
}
