// The avatar (API-13 /wps/member/info/icon, HDR-12): one of the presets, or a png / jpg of at most
// 5 MB (spec §5 "Other") whose bytes are checked; the declared type alone is not trusted.
import { randomBytes } from 'node:crypto'
import { Type } from 'typebox'
import { fail, inputEmpty, ok } from '../platform/envelope'
import { textField } from '../platform/fields'
import { route } from '../platform/context'
import { AVATAR_PRESETS, avatarUrl, ensureSecurity } from './data'
import { SECURITY_MESSAGES, profileRow } from './rules'
import type { Static } from 'typebox'
import type { Route, RouteContext } from '../platform/context'

/** Spec §5 "Other": images png or jpg, at most 5 MB. */
const AVATAR_MAX_BYTES = 5 * 1024 * 1024
/** The upload comes as a base64 data URL. */
const AVATAR_MAX_BODY = Math.ceil((AVATAR_MAX_BYTES * 4) / 3) + 64 * 1024
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
const JPG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff])

function iconInfo(ctx: RouteContext<unknown>) {
  return ok({
    icon: avatarUrl(profileRow(ctx)?.avatar, ctx.origin),
    presets: AVATAR_PRESETS.map(([id]) => ({ id, url: avatarUrl(`preset:${id}`, ctx.origin) })),
    maxBytes: AVATAR_MAX_BYTES,
    types: ['image/png', 'image/jpeg'],
  })
}

const IconBody = Type.Object({
  preset: Type.Optional(Type.String()),
  image: Type.Optional(Type.String()),
})

/**
 * Sets the avatar: `preset` (a name from the list) or `image` (a png / jpg data URL of at most 5 MB;
 * the bytes must really be png or jpg).
 */
function setIcon(ctx: RouteContext<Static<typeof IconBody>>) {
  const { db, body, memberId } = ctx
  ensureSecurity(db)
  let stored = ''
  const preset = textField(body, 'preset')
  if (preset) {
    if (!AVATAR_PRESETS.some(([id]) => id === preset))
      return fail('AVATAR_INVALID', 'Please choose one of the pictures')
    stored = `preset:${preset}`
  } else {
    if (typeof body.image !== 'string') return inputEmpty()
    const match = /^data:image\/(png|jpeg);base64,([A-Za-z0-9+/=]+)$/.exec(body.image)
    if (!match) return fail('AVATAR_TYPE', SECURITY_MESSAGES.AVATAR_TYPE)
    const bytes = Buffer.from(match[2] ?? '', 'base64')
    const png = bytes.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)
    const jpg = bytes.subarray(0, JPG_SIGNATURE.length).equals(JPG_SIGNATURE)
    if (!(png || jpg)) return fail('AVATAR_TYPE', SECURITY_MESSAGES.AVATAR_TYPE)
    if (bytes.length > AVATAR_MAX_BYTES) return fail('AVATAR_SIZE', SECURITY_MESSAGES.AVATAR_SIZE)
    const key = randomBytes(18).toString('base64url')
    db.transaction(() => {
      db.prepare('DELETE FROM member_avatars WHERE member_id = ?').run(memberId)
      db.prepare(
        'INSERT INTO member_avatars (key, member_id, mime, bytes, created_at) VALUES (?, ?, ?, ?, ?)',
      ).run(key, memberId, png ? 'image/png' : 'image/jpeg', bytes, Date.now())
    })()
    stored = `upload:${key}`
  }
  db.transaction(() => {
    db.prepare('INSERT OR IGNORE INTO member_profiles (member_id, updated_at) VALUES (?, ?)').run(
      memberId,
      Date.now(),
    )
    db.prepare('UPDATE member_profiles SET avatar = ?, updated_at = ? WHERE member_id = ?').run(
      stored,
      Date.now(),
      memberId,
    )
    if (stored.startsWith('preset:'))
      db.prepare('DELETE FROM member_avatars WHERE member_id = ?').run(memberId)
  })()
  return iconInfo(ctx)
}

export const avatarRoutes: Route[] = [
  route({
    method: 'GET',
    path: '/wps/member/info/icon',
    token: true,
    realOnly: true,
    handler: iconInfo,
  }),
  route({
    method: 'POST',
    path: '/wps/member/info/icon',
    token: true,
    realOnly: true,
    maxBodyBytes: AVATAR_MAX_BODY,
    schema: { body: IconBody },
    handler: setIcon,
  }),
]
