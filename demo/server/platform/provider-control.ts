// The demo providers' control (REG-19, API-69, ERR-17…27): the operator trying the demo (or a test)
// makes the phone-authentication provider or the sign-in provider fail with one of spec §8's
// phone-verification errors, to see each message. Kept in the settings row (`demoProvider`), so a
// demo reset switches it off. The control page and GET/PUT /demo/api/provider edit it.
// The providers themselves answer on the control port only (platform/control.ts): where that is,
// the platform tells the demo's client (GET /wps/session/providers, `demoProviderOrigin`).
import { loadSettings, saveSettings } from './settings'
import type { Database } from 'better-sqlite3'
import type { DemoRoute } from './demo-routes'

/** Each running server's control origin, by its database (known once the control port listens). */
const PROVIDER_HOSTS = new WeakMap<Database, { controlOrigin: string }>()

/** Called by the control instance: the demo providers of this database answer there. */
export function serveProvidersAt(db: Database, state: { controlOrigin: string }) {
  PROVIDER_HOSTS.set(db, state)
}

/** Where the demo providers answer (the control origin), or null when no control port serves them. */
export function demoProviderOrigin(db: Database): string | null {
  return PROVIDER_HOSTS.get(db)?.controlOrigin || null
}

/** §8's phone-verification errors by code; the code errors fail at verify, the others at send. */
export const PROVIDER_FAULTS = {
  PHONE_INVALID: 'Invalid phone number', // ERR-17
  PHONE_MISSING: 'Please enter a valid phone number', // ERR-18
  TOO_MANY_REQUESTS: 'Too many requests, please retry after 5 minutes', // ERR-19
  PHONE_UNKNOWN_ERROR: 'Unknown error', // ERR-20
  CODE_INVALID: 'Invalid verification code', // ERR-21
  CODE_MISSING: 'Please enter the verification code', // ERR-22
  CAPTCHA_FAILED: 'Captcha check failed', // ERR-23
  QUOTA_EXCEEDED: 'Quota exceeded, please contact customer service', // ERR-24
  OPERATION_NOT_ENABLED: 'This operation is not enabled, please contact customer service', // ERR-25
  CODE_EXPIRED: 'The verification code has expired, please send a new one', // ERR-26
  POPUP_CLOSED: 'The window was closed', // ERR-27
}
const AT_VERIFY = new Set(['CODE_INVALID', 'CODE_MISSING', 'CODE_EXPIRED'])
/** ERR-19: the wait the provider names with too many requests. */
const TOO_MANY_WAIT_MS = 5 * 60_000

/**
 * The fault set for this step of the phone provider, or of the sign-in provider, as a provider reply.
 */
export function providerFault(
  db: Database,
  step: 'send' | 'verify' | 'social',
): { status: number; body: { code: string; message: string; retryAfter?: number } } | null {
  const { phoneError, socialError } = loadSettings(db).demoProvider
  const code = step === 'social' ? socialError : phoneError
  if (!code || !(code in PROVIDER_FAULTS)) return null
  if (step !== 'social' && AT_VERIFY.has(code) !== (step === 'verify')) return null
  const message = PROVIDER_FAULTS[code as keyof typeof PROVIDER_FAULTS]
  if (code === 'TOO_MANY_REQUESTS')
    return { status: 429, body: { code, message, retryAfter: TOO_MANY_WAIT_MS } }
  return { status: 400, body: { code, message } }
}

const faultOf = (value: unknown) =>
  value === '' || (typeof value === 'string' && value in PROVIDER_FAULTS) ? value : null

export const providerControlRoutes: DemoRoute[] = [
  {
    method: 'GET',
    path: '/demo/api/provider',
    handler: ({ db }) => ({
      status: 200,
      body: { ...loadSettings(db).demoProvider, faults: Object.keys(PROVIDER_FAULTS) },
    }),
  },
  {
    method: 'PUT',
    path: '/demo/api/provider',
    handler: ({ db, body }) => {
      const settings = loadSettings(db)
      const next = { ...settings.demoProvider }
      for (const key of ['phoneError', 'socialError'] as const) {
        if (!(key in body)) continue
        const value = faultOf(body[key])
        if (value === null) return { status: 400, body: { error: `${key} must be '' or one of the faults` } }
        next[key] = value
      }
      saveSettings(db, { ...settings, demoProvider: next })
      return { status: 200, body: next }
    },
  },
]
