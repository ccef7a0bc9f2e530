// The member's answer to a paid withdrawal (MEMBER-36..38, C-12): "received" closes it, "not
// received" needs a proof image or a note and goes to review. An explicit answer only: the deadline
// is shown, and no answer in time makes a dispute (wallet/rules.ts sweepWallet), never "received".
import { Type } from 'typebox'
import { fail, inputEmpty, ok } from '../platform/envelope'
import { textField } from '../platform/fields'
import { route } from '../platform/context'
import { afterSweep, listWithdrawals } from './rules'
import type { Static } from 'typebox'
import type { MemberContext, Route } from '../platform/context'
import type { WithdrawalRow } from './data'

/** Spec §5 "Other": proof images png or jpg, at most 5 MB each, at most 3; remarks at most 140 characters. */
const PROOF_MAX_BYTES = 5 * 1024 * 1024
const PROOF_MAX_COUNT = 3
const NOTE_MAX_LENGTH = 140
/** The confirmation body may carry three 5 MB images as base64 data URLs. */
const CONFIRM_MAX_BODY = Math.ceil((PROOF_MAX_COUNT * PROOF_MAX_BYTES * 4) / 3) + 64 * 1024

/**
 * A proof image as sent: a png or jpg data URL of at most 5 MB whose bytes really are a png or jpg.
 */
function readProof(value: unknown) {
  const match =
    typeof value === 'string' ? /^data:image\/(png|jpeg);base64,([A-Za-z0-9+/=]+)$/.exec(value) : null
  if (!match) return null
  const bytes = Buffer.from(match[2] ?? '', 'base64')
  const png = bytes.subarray(0, 4).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47]))
  const jpg = bytes.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))
  if (!(match[1] === 'png' ? png : jpg)) return null
  return bytes.length <= PROOF_MAX_BYTES ? value : 'too-large'
}

const ConfirmBody = Type.Object({
  id: Type.Optional(Type.Union([Type.Number(), Type.String()])),
  received: Type.Optional(Type.Boolean()),
  note: Type.Optional(Type.String()),
  proofs: Type.Optional(Type.Array(Type.String())),
})

function confirmWithdrawal(ctx: MemberContext<Static<typeof ConfirmBody>>) {
  const { db, body, memberId } = ctx
  const row = db
    .prepare('SELECT * FROM withdrawals WHERE id = ? AND member_id = ?')
    .get(Number(body.id), memberId) as WithdrawalRow | undefined
  // Another member's withdrawal answers exactly like one that does not exist.
  if (!row) return fail('NOT_FOUND', 'No such withdrawal')
  if (row.status === 'dispute')
    return fail('CONFIRM_CLOSED', 'The time to confirm has passed: this withdrawal is under review')
  if (row.status !== 'paid')
    return fail('CONFIRM_STATE', 'This withdrawal is not waiting for your confirmation')
  if (typeof body.received !== 'boolean') return inputEmpty()
  const now = Date.now()
  if (body.received) {
    const status = row.received >= row.amount ? 'fullyPaid' : 'confirmed'
    db.prepare('UPDATE withdrawals SET status = ?, updated_at = ? WHERE id = ?').run(status, now, row.id)
    return ok({ list: listWithdrawals(db, memberId) })
  }
  const note = textField(body, 'note')
  const proofs = body.proofs ?? []
  if (!note && !proofs.length) return fail('PROOF_REQUIRED', 'Please add a proof image or a note')
  if ([...note].length > NOTE_MAX_LENGTH)
    return fail('NOTE_TOO_LONG', `Please keep the note to ${NOTE_MAX_LENGTH} characters`)
  if (proofs.length > PROOF_MAX_COUNT)
    return fail('PROOF_TOO_MANY', `Please add at most ${PROOF_MAX_COUNT} images`)
  const read = proofs.map(readProof)
  if (read.includes(null)) return fail('PROOF_TYPE', 'Proof images must be png or jpg')
  if (read.includes('too-large')) return fail('PROOF_TOO_LARGE', 'Each proof image may be at most 5 MB')
  db.prepare(
    "UPDATE withdrawals SET status = 'notReceived', note = ?, member_proofs = ?, updated_at = ? WHERE id = ?",
  ).run(note || null, JSON.stringify(read), now, row.id)
  return ok({ list: listWithdrawals(db, memberId) })
}

export const confirmationRoutes: Route[] = [
  route({
    method: 'POST',
    path: '/wps/relay/PAY_confirmWithdrawal',
    token: true,
    realOnly: true,
    maxBodyBytes: CONFIRM_MAX_BODY,
    schema: { body: ConfirmBody },
    handler: afterSweep(confirmWithdrawal),
  }),
]
