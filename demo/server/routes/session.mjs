// Free-play (trial) login (API-5, LOGIN-31/32) and logout (API-4).
import { fail, ok, tooManyRequests } from '../envelope.mjs'
import { createTrialMember } from '../members.mjs'
import { createSession, endSession } from '../sessions.mjs'
import { SMS_MESSAGES } from './sms.mjs'

const FREEPLAY_PER_IP = 20
const FREEPLAY_WINDOW_MS = 60 * 60_000

/** @type {import('./context.mjs').Route[]} */
export const sessionRoutes = [
  {
    method: 'POST',
    path: '/wps/session/login/freeplay',
    handler: ({ settings, db, limits, ip }) => {
      if (!settings.whitelabel.FREEPLAY3)
        return fail('OPERATION_NOT_ENABLED', SMS_MESSAGES.OPERATION_NOT_ENABLED)
      const wait = limits.take(`freeplay:${ip}`, FREEPLAY_PER_IP, FREEPLAY_WINDOW_MS)
      if (wait) return tooManyRequests(wait)
      const memberId = createTrialMember(db)
      return ok({ token: createSession(db, memberId, settings.tokenTtlMinutes), firstTimeLogin: false })
    },
  },
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
