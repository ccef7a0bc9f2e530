// The demo control API (DESIGN demo/): plain JSON on the control port (127.0.0.1, platform/control.ts), for
// the control page, tests and operators trying the demo. Not part of the platform contract, so no
// envelope. `providerRoutes` are the demo's stand-in third parties, on the control port too.
import { peekCaptcha } from '../verification/captcha'
import { peekChallenge } from '../account-checks/human-check'
import { seedDatabase } from './db'
import { listOutbox } from './outbox'
import { sendPhoneAuthCode, verifyPhoneAuthCode } from '../session/phone-auth'
import { authorizeSocial } from '../social/provider-page'
import { endAllSessions } from './sessions'
import { loadSettings, mergeSettings, saveSettings } from './settings'
import type { Database } from 'better-sqlite3'
import type { RateLimiter } from './rate-limit'
import type { JsonBody } from './context'

export type DemoContext = {
  db: Database
  body: JsonBody
  query: URLSearchParams
  limits: RateLimiter
  params: string[]
}
export type DemoRoute = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  /** a fastify path: `/demo/api/wallet/deposits/:id(^[A-Z0-9]{4,32}$)/approve` (params in order) */
  path: string
  handler: (ctx: DemoContext) => unknown
}

function reply(status: number, body: unknown) {
  return { status, body }
}

export const demoRoutes: DemoRoute[] = [
  {
    method: 'GET',
    path: '/demo/api/settings',
    handler: ({ db }) => reply(200, loadSettings(db)),
  },
  {
    method: 'PUT',
    path: '/demo/api/settings',
    handler: ({ db, body }) => {
      try {
        const next = mergeSettings(loadSettings(db), body)
        saveSettings(db, next)
        return reply(200, next)
      } catch (error) {
        if (error instanceof TypeError) return reply(400, { error: error.message })
        throw error
      }
    },
  },
  {
    method: 'GET',
    path: '/demo/api/outbox',
    handler: ({ db, query }) => reply(200, { messages: listOutbox(db, query.get('to')) }),
  },
  {
    method: 'POST',
    path: '/demo/api/reset',
    handler: async ({ db, limits }) => {
      await seedDatabase(db)
      limits.clear()
      return reply(200, { ok: true })
    },
  },
  {
    method: 'GET',
    path: '/demo/api/captcha/:id(^[A-Za-z0-9-]{8,64}$)',
    handler: ({ db, params }) => {
      const code = peekCaptcha(db, params[0] as string)
      return code ? reply(200, { code }) : reply(404, { error: 'No live captcha for this uuid' })
    },
  },
  {
    // The slider's target stays on the server; tests and the demo read it here, on the control port.
    method: 'GET',
    path: '/demo/api/human-check/:id(^[A-Za-z0-9_-]{16,64}$)',
    handler: ({ db, params }) => {
      const target = peekChallenge(db, params[0] as string)
      return target === null ? reply(404, { error: 'No live challenge' }) : reply(200, { target })
    },
  },
  {
    method: 'GET',
    path: '/demo/api/human-check',
    handler: ({ db }) => {
      const target = peekChallenge(db, null)
      return target === null ? reply(404, { error: 'No live challenge' }) : reply(200, { target })
    },
  },
  {
    method: 'POST',
    path: '/demo/api/sessions/expire',
    handler: ({ db }) => reply(200, { ok: true, ended: endAllSessions(db) }),
  },
]

/**
 * The demo's third-party phone-authentication provider (session/phone-auth.ts; REG-11/22/26) and the
 * sign-in provider's consent call, served on the control port only (platform/control.ts), never on
 * the platform port.
 */
export const providerRoutes: DemoRoute[] = [
  { method: 'POST', path: '/demo/provider/phone-auth/send', handler: sendPhoneAuthCode },
  { method: 'POST', path: '/demo/provider/phone-auth/verify', handler: verifyPhoneAuthCode },
  // LOGIN-33: the demo sign-in provider's consent (social/provider-page.ts).
  { method: 'POST', path: '/demo/provider/social/authorize', handler: authorizeSocial },
]
