// Free-play (trial) login (API-5, LOGIN-31/32), logout (API-4), and the one-time exchange codes that
// carry a login in a link instead of the session token (C-5, SYS-17).
import { randomBytes } from 'node:crypto'
import { fail, ok, sessionExpired, tooManyRequests } from '../platform/envelope'
import { createTrialMember, findMemberById } from '../platform/members'
import { endSession, hashToken } from '../platform/sessions'
import { HOUR_MS, SECOND_MS } from '../platform/time'
import { route } from '../platform/context'
import { SMS_MESSAGES } from '../verification/rules'
import { EXCHANGE_CODE_MS, admit, hashExchangeCode, passwordStamp } from './rules'
import type { Route } from '../platform/context'

/** API-5: the gateway version the free-play call speaks. */
const GATEWAY_VERSION = 3
const FREEPLAY_PER_IP = 20
const FREEPLAY_WINDOW_MS = HOUR_MS

export const sessionRoutes: Route[] = [
  {
    // The client sends { os, platform: 'W', gatewayVersion: 3 } (API-5). This gateway speaks version
    // 3: a request naming another is refused before any account is made.
    method: 'POST',
    path: '/wps/session/login/freeplay',
    handler: (ctx) => {
      const { settings, db, limits, ip } = ctx
      const version = (ctx.body as { gatewayVersion?: unknown } | undefined)?.gatewayVersion
      if (version !== undefined && Number(version) !== GATEWAY_VERSION)
        return fail('GATEWAY_VERSION', `Gateway version ${GATEWAY_VERSION} is required`)
      if (!settings.whitelabel.FREEPLAY3)
        return fail('OPERATION_NOT_ENABLED', SMS_MESSAGES.OPERATION_NOT_ENABLED)
      const wait = limits.take(`freeplay:${ip}`, FREEPLAY_PER_IP, FREEPLAY_WINDOW_MS)
      if (wait) return tooManyRequests(wait)
      const trial = findMemberById(db, createTrialMember(db))
      if (!trial) return fail('OPERATION_NOT_ENABLED', SMS_MESSAGES.OPERATION_NOT_ENABLED)
      const admitted = admit(ctx, trial, 'freeplay')
      if (!admitted.body.success) return admitted
      // API-5: the free-play answer is the token and the first-login flag only.
      const { token } = admitted.body.value as { token: string }
      return ok({ token, firstTimeLogin: false })
    },
  },
  route({
    // A logged-in member asks for a code to put in a link (`?token=<code>`, SYS-17): the link then
    // carries a code that is worth one login within 60 s, never the session token (C-5). The client
    // trades it with a login of type 'exchange' (session/login-routes.ts).
    method: 'POST',
    path: '/wps/session/exchange',
    token: true,
    handler: ({ db, memberId, token, now }) => {
      const member = findMemberById(db, memberId)
      if (!member || !token) return sessionExpired()
      const code = randomBytes(24).toString('base64url')
      db.prepare('DELETE FROM login_exchange_codes WHERE expires_at < ?').run(now)
      // MENU-20: bound to this session (it dies when the session ends) and to the password.
      db.prepare(
        'INSERT INTO login_exchange_codes (code_hash, member_id, expires_at, password_stamp, session_hash) VALUES (?, ?, ?, ?, ?)',
      ).run(hashExchangeCode(code), memberId, now + EXCHANGE_CODE_MS, passwordStamp(member), hashToken(token))
      return ok({ code, expiresIn: EXCHANGE_CODE_MS / SECOND_MS })
    },
  }),
  {
    // Answers success whether or not the session was still live: logging out twice is not an error.
    method: 'DELETE',
    path: '/wps/session/logout',
    handler: ({ db, token }) => {
      endSession(db, token)
      return ok(null)
    },
  },
]
