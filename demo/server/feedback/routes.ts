// Feedback and complaints (MEMBER-20): PUT /wps/feedback (API-59, modID FEEDBACK3) sends one; the
// reference server defines the rules call and the member's history under /wps/relay (api.md last
// paragraph). Every rule is checked here again: the type, content 1–140 characters (VAL-53), the
// support question in words between the server's {0} and {1} (VAL-54), up to three png/jpg images of
// at most 5 MB each, by their bytes. The member comes from the session (the history needs one), and
// a trial account is refused (ROLE-8). C-9: a member sends at most SENDS_PER_WINDOW in
// SEND_WINDOW_MS (429 with the real wait), and the same feedback again within a minute is refused.
import { Type } from 'typebox'
import { fail, inputEmpty, ok, tooManyRequests } from '../platform/envelope'
import { MINUTE_MS } from '../platform/time'
import { FEEDBACK_DEFAULTS, FEEDBACK_TYPES, charCount, ensureFeedback, wordCount } from './data'
import { IMAGES_MAX_BODY, IMAGE_MAX_BYTES, IMAGE_MAX_COUNT, readImages } from '../platform/images'
import { route } from '../platform/context'
import type { FeedbackRow } from './data'
import type { Reply, Route, RouteContext } from '../platform/context'

export type Ctx = RouteContext

/** C-9: feedback a member may send in SEND_WINDOW_MS. */
export const SENDS_PER_WINDOW = 5
export const SEND_WINDOW_MS = 10 * MINUTE_MS
/** The same type and text again within this time is a duplicate. */
export const DUPLICATE_WINDOW_MS = MINUTE_MS

function config() {
  return ok({
    types: FEEDBACK_TYPES,
    ...FEEDBACK_DEFAULTS,
    maxImages: IMAGE_MAX_COUNT,
    maxImageBytes: IMAGE_MAX_BYTES,
  })
}

function history(ctx: Ctx) {
  ensureFeedback(ctx.db)
  const rows = ctx.db
    .prepare('SELECT * FROM feedback WHERE member_id = ? ORDER BY created_at DESC, id DESC LIMIT 50')
    .all(ctx.memberId) as FeedbackRow[]
  return {
    list: rows.map((f) => ({
      id: f.id,
      type: f.type,
      content: f.content,
      imageCount: (JSON.parse(f.images) as string[]).length,
      createdAt: f.created_at,
      reply: f.reply,
      repliedAt: f.replied_at,
    })),
  }
}

const send = route({
  method: 'PUT',
  path: '/wps/feedback',
  token: true,
  realOnly: true,
  maxBodyBytes: IMAGES_MAX_BODY,
  schema: {
    body: Type.Object({
      type: Type.Optional(Type.String()),
      content: Type.Optional(Type.String()),
      // Any value: readImages answers IMAGE_TYPE for what is not a list of png/jpg data URLs.
      images: Type.Optional(Type.Unknown()),
    }),
  },
  handler: (ctx) => {
    const { db, body, memberId } = ctx
    ensureFeedback(db)
    const rules = FEEDBACK_DEFAULTS
    const type = body.type ?? ''
    if (!FEEDBACK_TYPES.includes(type)) return fail('FEEDBACK_TYPE', 'Please choose a feedback type')
    const content = (body.content ?? '').trim()
    if (!content) return inputEmpty()
    if (type === 'QUESTION') {
      const words = wordCount(content)
      if (words < rules.questionMinWords || words > rules.questionMaxWords)
        return fail(
          'FEEDBACK_WORDS',
          `Please write between ${rules.questionMinWords} and ${rules.questionMaxWords} words`,
          { value: { min: rules.questionMinWords, max: rules.questionMaxWords } },
        )
    } else if (charCount(content) > rules.maxChars) {
      return fail('FEEDBACK_TOO_LONG', `Please keep your feedback to ${rules.maxChars} characters`, {
        value: { max: rules.maxChars },
      })
    }
    const read = readImages(body.images)
    if ('code' in read) return fail(read.code, read.message)
    const now = Date.now()
    const twin = db
      .prepare(
        'SELECT created_at FROM feedback WHERE member_id = ? AND type = ? AND content = ? AND created_at > ?',
      )
      .pluck()
      .get(memberId, type, content, now - DUPLICATE_WINDOW_MS)
    if (twin !== undefined)
      return fail('FEEDBACK_DUPLICATE', 'You sent this feedback less than a minute ago; we have it already')
    const wait = ctx.limits.take(`feedback:${memberId}`, SENDS_PER_WINDOW, SEND_WINDOW_MS)
    if (wait) return tooManyRequests(wait)
    db.prepare(
      'INSERT INTO feedback (member_id, type, content, images, created_at) VALUES (?, ?, ?, ?, ?)',
    ).run(memberId, type, content, JSON.stringify(read.images), now)
    return ok(history(ctx))
  },
})

/** A GET of the feedback page: a token, and a real account (ROLE-8). */
function feedbackGet(name: string, answer: (ctx: Ctx) => Reply): Route {
  return { method: 'GET', path: `/wps/relay/${name}`, token: true, realOnly: true, handler: answer }
}

export const feedbackRoutes: Route[] = [
  send,
  feedbackGet('FEEDBACK_config', config),
  feedbackGet('FEEDBACK_list', (ctx) => ok(history(ctx))),
]
