// The demo slider human check's calls (LOGIN-15, API-70; human-check.mjs): a challenge, then the
// slider's answer for a single-use token. Answers are guesses of the shared limiter (issue 11
// item 1), taken before the check.
import { fail, ok, tooManyRequests } from '../platform/envelope'
import { textField } from '../platform/fields'
import { takeGuess } from '../platform/guesses'
import {
  CHALLENGES_PER_IP,
  CHALLENGE_WINDOW_MS,
  HUMAN_CHECK_MESSAGE,
  HUMAN_PURPOSES,
  answerChallenge,
  issueChallenge,
} from './human-check'
import type { Route } from '../platform/context'

export const humanCheckRoutes: Route[] = [
  {
    method: 'POST',
    path: '/wps/relay/HUMAN_challenge',
    handler: ({ body, db, limits, ip, now }) => {
      const purpose = textField(body, 'purpose') || 'login'
      if (!HUMAN_PURPOSES.includes(purpose)) return fail('INPUT_INVALID', 'Unknown human-check purpose')
      const key = `human-challenge:${ip}`
      const wait = limits.retryAfter(key, CHALLENGES_PER_IP, CHALLENGE_WINDOW_MS)
      if (wait) return tooManyRequests(wait)
      limits.add(key)
      return ok(issueChallenge(db, purpose, now))
    },
  },
  {
    method: 'POST',
    path: '/wps/relay/HUMAN_verify',
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
  },
]
