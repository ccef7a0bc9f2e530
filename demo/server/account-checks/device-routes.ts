// The new-device step's calls (LOGIN-28, C-16; devices.mjs): send the code to the channel the member
// picks, then trade ticket + code for the session; and the security centre's remembered devices.
import { fail, inputEmpty, ok, tooManyRequests } from '../platform/envelope'
import { textField } from '../platform/fields'
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
import { admit } from '../session/login-routes'
import type { Database } from 'better-sqlite3'
import type { MemberRow } from '../platform/members'
import type { Route, RouteContext } from '../platform/context'

function memberById(db: Database, id: string): MemberRow | undefined {
  return db.prepare('SELECT * FROM members WHERE id = ?').get(id) as MemberRow | undefined
}

function sendDeviceCode({ body, db, limits, now }: RouteContext & { now: number }) {
  const ticket = textField(body, 'ticket')
  const channel = textField(body, 'channel')
  if (!ticket) return inputEmpty()
  const row = findTicket(db, ticket, now)
  const member = row && memberById(db, row.member_id)
  if (!row || !member) return fail('CODE_EXPIRED', DEVICE_MESSAGES.CODE_EXPIRED)
  if (!codeChannels(member).some((c) => c.channel === channel))
    return fail('INPUT_INVALID', DEVICE_MESSAGES.CHANNEL_MISSING)
  const key = `device-code-send:${row.ticket_hash}`
  const memberKey = `device-code-member:${member.id}`
  const wait =
    limits.retryAfter(key, 1, DEVICE_CODE_RESEND_MS) ||
    limits.retryAfter(memberKey, DEVICE_CODES_PER_MEMBER_HOUR, 60 * 60_000)
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
  return ok({ expiredMinutes: DEVICE_CODE_TTL_MS / 60_000, resendSeconds: DEVICE_CODE_RESEND_MS / 1000 })
}

/**
 * The guess is taken before the code is compared (issue 11 item 1): 5 per member and 20 per IP in
 * 15 minutes, so parallel guesses cannot outrun it.
 */
function verifyDeviceCode(ctx: RouteContext & { now: number }) {
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
  const member = memberById(db, row.member_id)
  if (!member) return fail('CODE_EXPIRED', DEVICE_MESSAGES.CODE_EXPIRED)
  rememberDevice(db, row, String(req.headers['user-agent'] ?? ''), now)
  return admit(ctx, member, true)
}

export const newDeviceRoutes: Route[] = [
  {
    method: 'POST',
    path: '/wps/session/device/code',
    handler: (ctx) => sendDeviceCode(ctx as any),
  },
  {
    method: 'POST',
    path: '/wps/session/device/verify',
    handler: (ctx) => verifyDeviceCode(ctx as any),
  },
  {
    method: 'GET',
    path: '/wps/member/devices',
    token: true,
    handler: ({ db, memberId }) => ok(listDevices(db, String(memberId), Date.now())),
  },
  {
    // Forgets one remembered device ({ id }) or all ({ all: true }); the next login there asks again.
    method: 'POST',
    path: '/wps/member/devices/forget',
    token: true,
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
  },
]
