// The demo slider human check's calls (LOGIN-15, API-70; account-checks/human-check.ts): a
// challenge, then the slider's answer for a single-use token. Answers are guesses of the shared
// limiter (C-9), taken before the check.
import { Type } from 'typebox'
import { fail, ok, tooManyRequests } from '../platform/envelope'
import { textField, TextValue } from '../platform/fields'
import { takeGuess } from '../platform/guesses'
import {
  CHALLENGES_PER_IP,
  CHALLENGE_WINDOW_MS,
  HUMAN_CHECK_MESSAGE,
  HUMAN_PURPOSES,
  answerChallenge,
  issueChallenge,
} from './human-check'
import { route } from '../platform/context'
import type { Route } from '../platform/context'

export const humanCheckRoutes: Route[] = [
  route({
    method: 'POST',
    path: '/wps/relay/HUMAN_challenge',
    schema: { body: Type.Object({ purpose: Type.Optional(TextValue) }) },
    handler: ({ body, db, limits, ip, now }) => {
      const purpose = textField(body, 'purpose') || 'login'
      if (!HUMAN_PURPOSES.includes(purpose)) return fail('INPUT_INVALID', 'Unknown human-check purpose')
      const key = `human-challenge:${ip}`
      const wait = limits.retryAfter(key, CHALLENGES_PER_IP, CHALLENGE_WINDOW_MS)
      if (wait) return tooManyRequests(wait)
      limits.add(key)
      return ok(issueChallenge(db, purpose, now))
    },
  }),
  route({
    method: 'POST',
    path: '/wps/relay/HUMAN_verify',
    // `position` is the slider's stop (0–100) or the number typed in its place.
    schema: { body: Type.Object({ id: Type.Optional(TextValue), position: Type.Optional(TextValue) }) },
    handler: ({ body, db, limits, ip, now }) => {
      const id = textField(body, 'id')
      if (!id) return fail('CAPTCHA_INVALID', HUMAN_CHECK_MESSAGE, { value: { humanCheck: true } })
      const ticket = takeGuess(limits, 'human-check', { ip })
      if (ticket.wait) return tooManyRequests(ticket.wait)
      const humanToken = answerChallenge(db, id, Number(body.position), now)
      if (!humanToken) return fail('CAPTCHA_INVALID', HUMAN_CHECK_MESSAGE, { value: { humanCheck: true } })
      ticket.right()
      return ok({ humanToken })
    },
  }),
]
