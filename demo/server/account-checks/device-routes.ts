// The new-device step's calls (LOGIN-28, C-16; account-checks/devices.ts): send the code to the
// channel the member picks, then trade ticket + code for the session; and the security centre's
// remembered devices.
import { Type } from 'typebox'
import type { Static } from 'typebox'
import { fail, inputEmpty, ok, tooManyRequests } from '../platform/envelope'
import { textField, TextValue } from '../platform/fields'
import { takeGuess } from '../platform/guesses'
import {
  DEVICE_CODE_RESEND_MS,
  DEVICE_CODE_TTL_MS,
  DEVICE_CODES_PER_MEMBER_HOUR,
  DEVICE_MESSAGES,
  codeChannels,
  findTicket,
  issueDeviceCode,
  listDevices,
  rememberDevice,
  spendDeviceCode,
} from './devices'
import { addToOutbox } from '../platform/outbox'
import { findMemberById } from '../platform/members'
import { HOUR_MS, MINUTE_MS, SECOND_MS } from '../platform/time'
import { admit } from '../session/rules'
import { route } from '../platform/context'
import type { Route, RouteContext } from '../platform/context'

const DeviceCodeBody = Type.Object({
  ticket: Type.Optional(TextValue),
  channel: Type.Optional(TextValue),
})

const DeviceVerifyBody = Type.Object({
  ticket: Type.Optional(TextValue),
  code: Type.Optional(TextValue),
  site: Type.Optional(Type.String()),
})

function sendDeviceCode({ body, db, limits, now }: RouteContext<Static<typeof DeviceCodeBody>>) {
  const ticket = textField(body, 'ticket')
  const channel = textField(body, 'channel')
  if (!ticket) return inputEmpty()
  const row = findTicket(db, ticket, now)
  const member = row && findMemberById(db, row.member_id)
  if (!row || !member) return fail('CODE_EXPIRED', DEVICE_MESSAGES.CODE_EXPIRED)
  if (!codeChannels(member).some((c) => c.channel === channel))
    return fail('INPUT_INVALID', DEVICE_MESSAGES.CHANNEL_MISSING)
  const key = `device-code-send:${row.ticket_hash}`
  const memberKey = `device-code-member:${member.id}`
  const wait =
    limits.retryAfter(key, 1, DEVICE_CODE_RESEND_MS) ||
    limits.retryAfter(memberKey, DEVICE_CODES_PER_MEMBER_HOUR, HOUR_MS)
  if (wait) return tooManyRequests(wait)
  limits.add(key)
  limits.add(memberKey)
  const code = issueDeviceCode(db, ticket)
  const text = `Your lobbykit code for signing in on a new device is ${code}. It works once, for 10 minutes. If it was not you, change your password.`
  addToOutbox(
    db,
    channel === 'sms'
      ? { kind: 'sms', to: `+${member.dial_code ?? ''} ${member.mobile}`, text, code, purpose: 'new-device' }
      : {
          kind: 'email',
          to: String(member.email),
          subject: 'Your lobbykit sign-in code',
          text,
          code,
          purpose: 'new-device',
        },
  )
  return ok({
    expiredMinutes: DEVICE_CODE_TTL_MS / MINUTE_MS,
    resendSeconds: DEVICE_CODE_RESEND_MS / SECOND_MS,
  })
}

/**
 * The guess is taken before the code is compared (C-9): 5 per member and 20 per IP in
 * 15 minutes, so parallel guesses cannot outrun it.
 */
function verifyDeviceCode(ctx: RouteContext<Static<typeof DeviceVerifyBody>>) {
  const { body, db, limits, ip, now, req } = ctx
  const ticket = textField(body, 'ticket')
  const code = textField(body, 'code')
  if (!ticket || !code) return inputEmpty()
  const row = findTicket(db, ticket, now)
  const guess = takeGuess(limits, 'device-code', { member: row?.member_id ?? '?', ip })
  if (guess.wait) return tooManyRequests(guess.wait)
  if (!row) return fail('CODE_EXPIRED', DEVICE_MESSAGES.CODE_EXPIRED, { value: { field: 'code' } })
  if (!spendDeviceCode(db, ticket, code, now))
    return fail('CODE_INVALID', DEVICE_MESSAGES.CODE_INVALID, { value: { field: 'code' } })
  guess.right()
  const member = findMemberById(db, row.member_id)
  if (!member) return fail('CODE_EXPIRED', DEVICE_MESSAGES.CODE_EXPIRED)
  rememberDevice(db, row, String(req.headers['user-agent'] ?? ''), now)
  return admit(ctx, member, 'device')
}

export const newDeviceRoutes: Route[] = [
  route({
    method: 'POST',
    path: '/wps/session/device/code',
    schema: { body: DeviceCodeBody },
    handler: sendDeviceCode,
  }),
  route({
    method: 'POST',
    path: '/wps/session/device/verify',
    schema: { body: DeviceVerifyBody },
    handler: verifyDeviceCode,
  }),
  route({
    method: 'GET',
    path: '/wps/member/devices',
    token: true,
    handler: ({ db, memberId }) => ok(listDevices(db, memberId, Date.now())),
  }),
  route({
    // Forgets one remembered device ({ id }) or all ({ all: true }); the next login there asks again.
    method: 'POST',
    path: '/wps/member/devices/forget',
    token: true,
    schema: {
      body: Type.Object({
        id: Type.Optional(Type.Union([Type.Number(), Type.String()])),
        all: Type.Optional(Type.Boolean()),
      }),
    },
    handler: ({ db, memberId, body }) => {
      if (body.all === true)
        return ok({
          forgotten: db.prepare('DELETE FROM known_devices WHERE member_id = ?').run(memberId).changes,
        })
      const id = Number(body.id)
      if (!Number.isInteger(id)) return inputEmpty()
      const { changes } = db
        .prepare('DELETE FROM known_devices WHERE member_id = ? AND id = ?')
        .run(memberId, id)
      return ok({ forgotten: changes })
    },
  }),
]
