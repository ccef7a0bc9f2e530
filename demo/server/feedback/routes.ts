// Feedback and complaints (MEMBER-20): PUT /wps/feedback (API-59, modID FEEDBACK3) sends one; the
// reference server defines the rules call and the member's history under /wps/relay (api.md last
// paragraph). Every rule is checked here again: the type, content 1–140 characters (VAL-53), the
// support question in words between the server's {0} and {1} (VAL-54), up to three png/jpg images of
// at most 5 MB each, by their bytes. The member comes from the session (the history needs one).
import { fail, inputEmpty, ok } from '../platform/envelope'
import { TRIAL_TYPE, findMemberById } from '../platform/members'
import { FEEDBACK_DEFAULTS, FEEDBACK_TYPES, charCount, ensureFeedback, wordCount } from './data'
import { IMAGES_MAX_BODY, IMAGE_MAX_BYTES, IMAGE_MAX_COUNT, readImages } from '../platform/images'
import type { Route, RouteContext } from '../platform/context'

export type Ctx = RouteContext

export function feedbackRules(ctx: { settings: Record<string, any> }): typeof FEEDBACK_DEFAULTS {
  return { ...FEEDBACK_DEFAULTS, ...ctx.settings.feedback }
}

function config(ctx: Ctx) {
  const rules = feedbackRules(ctx)
  return ok({ types: FEEDBACK_TYPES, ...rules, maxImages: IMAGE_MAX_COUNT, maxImageBytes: IMAGE_MAX_BYTES })
}

function history(ctx: Ctx) {
  const rows = ctx.db
    .prepare('SELECT * FROM feedback WHERE member_id = ? ORDER BY created_at DESC, id DESC LIMIT 50')
    .all(ctx.memberId) as Record<string, any>[]
  return {
    list: rows.map((f) => ({
      id: f.id,
      type: f.type,
      content: f.content,
      imageCount: JSON.parse(f.images).length,
      createdAt: f.created_at,
      reply: f.reply,
      repliedAt: f.replied_at,
    })),
  }
}

function send(ctx: Ctx) {
  const { db, body, memberId } = ctx
  const rules = feedbackRules(ctx)
  const type = typeof body.type === 'string' ? body.type : ''
  if (!FEEDBACK_TYPES.includes(type)) return fail('FEEDBACK_TYPE', 'Please choose a feedback type')
  const content = typeof body.content === 'string' ? body.content.trim() : ''
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
  db.prepare(
    'INSERT INTO feedback (member_id, type, content, images, created_at) VALUES (?, ?, ?, ?, ?)',
  ).run(memberId, type, content, JSON.stringify(read.images), Date.now())
  return ok(history(ctx))
}

function route(
  method: 'GET' | 'PUT',
  path: string,
  handler: (ctx: Ctx) => any,
  maxBodyBytes: number,
): Route & { maxBodyBytes?: number } {
  return {
    method,
    path,
    token: true,
    maxBodyBytes,
    handler: (ctx) => {
      ensureFeedback(ctx.db)
      if (findMemberById(ctx.db, ctx.memberId as string)?.type === TRIAL_TYPE)
        return fail('NEED_REAL_ACCOUNT', 'Please use a real account')
      return handler(ctx)
    },
  }
}

export const feedbackRoutes: Route[] = [
  route('PUT', '/wps/feedback', send, IMAGES_MAX_BODY),
  route('GET', '/wps/relay/FEEDBACK_config', config),
  route('GET', '/wps/relay/FEEDBACK_list', (ctx) => ok(history(ctx))),
]
