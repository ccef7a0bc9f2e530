// The wallet calls behind a token (api.md: member-centre calls under /wps/relay with the envelope):
// deposit channels and orders (MEMBER-3), the payout account and withdrawals (MEMBER-4), and the
// member's confirmation of a paid withdrawal (MEMBER-36..38, C-12: an explicit answer, the deadline
// given, and no answer in time makes a dispute, never a silent "received"). Every rule is checked here.
import { fail, inputEmpty, ok, tooManyRequests } from '../platform/envelope'
import { lengthRange, satisfiesRule, textField } from '../platform/fields'
import { TRIAL_TYPE, findMemberById } from '../platform/members'
import { verifyPassword } from '../platform/passwords'
import { takeGuess } from '../platform/guesses'
import { WALLET_DEFAULTS, ensureWallet, recordMove } from './data'
import { checkTransactionPassword, hasTransactionPassword } from './transaction-password'
import { depositRefusal } from '../protection/routes'
import type { Route, RouteContext } from '../platform/context'
import type { Database } from 'better-sqlite3'
import type { MemberRow } from '../platform/members'
import type { RateLimiter } from '../platform/rate-limit'

const MINUTE_MS = 60_000
/** The payout account number: digits only (spec §5 patternId 6), 10 to 24 of them (IBAN-free local numbers). */
export const ACCOUNT_NUMBER_RULE = Object.freeze({
  enabled: true,
  required: true,
  acceptedPattern: '^[0-9]+$',
  patternId: 6,
  minLength: 10,
  maxLength: 24,
})
/** Spec §5 "Other": proof images png or jpg, at most 5 MB each, at most 3; remarks at most 140 characters. */
export const PROOF_MAX_BYTES = 5 * 1024 * 1024
export const PROOF_MAX_COUNT = 3
export const NOTE_MAX_LENGTH = 140
/** The confirmation body may carry three 5 MB images as base64 data URLs. */
const CONFIRM_MAX_BODY = Math.ceil((PROOF_MAX_COUNT * PROOF_MAX_BYTES * 4) / 3) + 64 * 1024
const AMOUNT = /^\d{1,12}(\.\d+)?$/

export type Ctx = RouteContext

export function walletRules(ctx: Ctx): typeof WALLET_DEFAULTS {
  return { ...WALLET_DEFAULTS, ...ctx.settings.wallet }
}

/**
 * Expires unpaid deposit orders and turns unconfirmed paid withdrawals into disputes (C-12).
 */
export function sweepWallet(db: Database, now: number = Date.now()) {
  ensureWallet(db)
  db.prepare(
    "UPDATE deposit_orders SET status = 'expired', updated_at = ? WHERE status = 'pending' AND pay_by < ?",
  ).run(now, now)
  db.prepare(
    "UPDATE withdrawals SET status = 'dispute', updated_at = ? WHERE status = 'paid' AND confirm_by < ?",
  ).run(now, now)
}

/**
 * An amount field: a number with at most two decimals, within [min, max]. Answers the number or a failure.
 */
function readAmount(body: Record<string, unknown>, min: number, max: number) {
  const text = textField(body, 'amount')
  if (!text) return { error: inputEmpty() }
  if (!AMOUNT.test(text)) return { error: fail('AMOUNT_INVALID', 'Please enter the amount as a number') }
  if ((text.split('.')[1] ?? '').length > 2)
    return { error: fail('AMOUNT_DECIMALS', 'Please enter at most 2 decimal places') }
  const amount = Number(text)
  if (amount < min || amount > max) {
    return {
      error: fail('AMOUNT_RANGE', `Please enter an amount from ${min} to ${max}`, { value: { min, max } }),
    }
  }
  return { amount }
}

const cents = (n: number) => Math.round(n * 100) / 100

/** Whether the request asks for Urdu (Language header, api.md): channel names come in it, else in English. */
const urdu = (ctx: Ctx) => String(ctx.req.headers.language ?? '').toUpperCase() === 'UR'

function toChannel(c: Record<string, any>, ur: boolean) {
  return {
    id: c.id,
    kind: c.kind,
    name: ur ? c.name_ur : c.name,
    minAmount: c.min_amount,
    maxAmount: c.max_amount,
    quickAmounts: JSON.parse(c.quick_amounts),
    payTo: { bankName: c.bank_name, accountName: c.account_name, accountNumber: c.account_number },
  }
}

function toOrder(o: Record<string, any>, ur: boolean) {
  return {
    reference: o.reference,
    channelId: o.channel_id,
    channelName: ur ? o.name_ur : o.name,
    amount: o.amount,
    status: o.status,
    createdAt: o.created_at,
    payBy: o.pay_by,
    payTo: { bankName: o.bank_name, accountName: o.account_name, accountNumber: o.account_number },
  }
}

const mask = (number: string) => `${'*'.repeat(Math.max(0, number.length - 4))}${number.slice(-4)}`

export function toWithdrawal(w: Record<string, any>) {
  return {
    id: w.id,
    amount: w.amount,
    receivedAmount: w.received,
    remainingAmount: cents(w.amount - w.received),
    bankName: w.bank_name,
    accountName: w.account_name,
    accountNumber: mask(w.account_number),
    status: w.status,
    createdAt: w.created_at,
    paidAt: w.paid_at,
    confirmBy: w.confirm_by,
    proofImage: w.proof_svg
      ? `data:image/svg+xml;base64,${Buffer.from(w.proof_svg).toString('base64')}`
      : null,
    note: w.note,
    memberProofCount: JSON.parse(w.member_proofs).length,
  }
}

function listOrders(ctx: Ctx) {
  const { db, memberId } = ctx
  return db
    .prepare(
      `SELECT o.*, c.name, c.name_ur, c.bank_name, c.account_name, c.account_number FROM deposit_orders o
    JOIN deposit_channels c ON c.id = o.channel_id WHERE o.member_id = ? ORDER BY o.created_at DESC LIMIT 20`,
    )
    .all(memberId)
    .map((o) => toOrder(o as Record<string, any>, urdu(ctx)))
}

function listWithdrawals({ db, memberId }: Ctx) {
  return db
    .prepare('SELECT * FROM withdrawals WHERE member_id = ? ORDER BY created_at DESC, id DESC LIMIT 20')
    .all(memberId)
    .map(toWithdrawal)
}

/** A random order reference: D, the date, six letters or digits. */
function newReference() {
  const date = new Date().toISOString().slice(0, 10).replaceAll('-', '')
  const tail = Array.from(
    { length: 6 },
    () => 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'[Math.floor(Math.random() * 32)],
  ).join('')
  return `D${date}${tail}`
}

function createDeposit(ctx: Ctx) {
  const { db, body, memberId } = ctx
  const rules = walletRules(ctx)
  const channel = db
    .prepare('SELECT * FROM deposit_channels WHERE id = ?')
    .get(textField(body, 'channelId')) as Record<string, any> | undefined
  if (!channel) return fail('CHANNEL_INVALID', 'Please choose a payment method')
  const { amount, error } = readAmount(body, channel.min_amount, channel.max_amount)
  if (error) return error
  // Issue 19: an order over what the member's deposit limits leave is refused, naming the remainder.
  const overLimit = depositRefusal(ctx, amount)
  if (overLimit) return overLimit
  const pending = (
    db
      .prepare("SELECT COUNT(*) AS n FROM deposit_orders WHERE member_id = ? AND status = 'pending'")
      .get(memberId) as { n: number }
  ).n
  if (pending >= rules.pendingDepositCap) {
    return fail(
      'PENDING_LIMIT',
      `You already have ${pending} deposits waiting for payment. Pay or wait for one of them first`,
      { value: { limit: rules.pendingDepositCap } },
    )
  }
  const now = Date.now()
  const reference = newReference()
  db.prepare(
    `INSERT INTO deposit_orders (reference, member_id, channel_id, amount, status, created_at, pay_by, updated_at)
    VALUES (?, ?, ?, ?, 'pending', ?, ?, ?)`,
  ).run(reference, memberId, channel.id, amount, now, now + rules.depositMinutes * MINUTE_MS, now)
  return ok(
    toOrder(
      {
        ...channel,
        reference,
        channel_id: channel.id,
        amount,
        status: 'pending',
        created_at: now,
        pay_by: now + rules.depositMinutes * MINUTE_MS,
      },
      urdu(ctx),
    ),
  )
}

function payoutAccount({ db, memberId }: Ctx) {
  const row = db
    .prepare(
      `SELECT a.*, b.name AS bank_name FROM payout_accounts a
    JOIN payout_banks b ON b.code = a.bank_code WHERE a.member_id = ? ORDER BY a.is_default DESC, a.id LIMIT 1`,
    )
    .get(memberId) as Record<string, any> | undefined
  return row
    ? {
        bankCode: row.bank_code,
        bankName: row.bank_name,
        accountName: row.account_name,
        accountNumber: mask(row.account_number),
        raw: row,
      }
    : null
}

function withdrawInfo(ctx: Ctx) {
  const rules = walletRules(ctx)
  const account = payoutAccount(ctx)
  return ok({
    minAmount: rules.withdrawMin,
    maxAmount: rules.withdrawMax,
    confirmMinutes: rules.confirmMinutes,
    banks: ctx.db.prepare('SELECT code, name FROM payout_banks ORDER BY sort').all(),
    accountNameRule: ctx.settings.register.regExp.payeeName,
    accountNumberRule: ACCOUNT_NUMBER_RULE,
    // MEMBER-1: once the member has a transaction password, withdrawals ask for it instead of the login one.
    usesTransactionPassword: hasTransactionPassword(ctx.db, ctx.memberId as string),
    account: account && {
      bankCode: account.bankCode,
      bankName: account.bankName,
      accountName: account.accountName,
      accountNumber: account.accountNumber,
    },
    list: listWithdrawals(ctx),
  })
}

function savePayoutAccount(ctx: Ctx) {
  const { db, body, memberId, settings } = ctx
  if (payoutAccount(ctx))
    return fail(
      'ACCOUNT_EXISTS',
      'A payout account is already on file; contact customer service to change it',
    )
  const bankCode = textField(body, 'bankCode')
  const accountName = textField(body, 'accountName').replace(/\s+/g, ' ')
  const accountNumber = textField(body, 'accountNumber').replace(/\s+/g, '')
  if (!bankCode || !accountName || !accountNumber) return inputEmpty()
  if (!db.prepare('SELECT 1 FROM payout_banks WHERE code = ?').get(bankCode))
    return fail('BANK_INVALID', 'Please choose a bank from the list')
  const nameRule = settings.register.regExp.payeeName
  if (!satisfiesRule(nameRule, accountName)) {
    return fail(
      'ACCOUNT_NAME_INVALID',
      `Please enter ${lengthRange(nameRule)} characters: letters and spaces only`,
      { value: { rule: nameRule } },
    )
  }
  if (!satisfiesRule(ACCOUNT_NUMBER_RULE, accountNumber)) {
    return fail('ACCOUNT_NUMBER_INVALID', `Please enter ${lengthRange(ACCOUNT_NUMBER_RULE)} digits`, {
      value: { rule: ACCOUNT_NUMBER_RULE },
    })
  }
  db.prepare(
    'INSERT INTO payout_accounts (member_id, bank_code, account_name, account_number, is_default, created_at) VALUES (?, ?, ?, ?, 1, ?)',
  ).run(memberId, bankCode, accountName, accountNumber, Date.now())
  return withdrawInfo(ctx)
}

async function requestWithdrawal(ctx: Ctx) {
  const { db, body, memberId, limits } = ctx
  const rules = walletRules(ctx)
  const account = payoutAccount(ctx)
  if (!account) return fail('ACCOUNT_MISSING', 'Please add a payout bank account first')
  const { amount, error } = readAmount(body, rules.withdrawMin, rules.withdrawMax)
  if (error) return error
  // C-2/C-4: the password is checked and forgotten, never stored; guesses are throttled per member.
  const password = typeof body.password === 'string' ? body.password : ''
  if (!password) return inputEmpty()
  const member = findMemberById(db, memberId as string) as MemberRow
  if (hasTransactionPassword(db, memberId as string)) {
    const refused = await checkTransactionPassword(db, memberId as string, password, limits)
    if (refused) return refused
  } else {
    const wrong = await loginPasswordRefusal(limits, member, password)
    if (wrong) return wrong
  }
  return holdWithdrawal(ctx, account, amount, member)
}

/**
 * The login password of a member without a transaction password: guesses throttled per member.
 */
async function loginPasswordRefusal(limits: RateLimiter, member: MemberRow, password: string) {
  // Taken before the slow check, given back when right (issue 11 item 1): a burst cannot beat it.
  const guess = takeGuess(limits, 'withdraw-password', { member: member.id })
  if (guess.wait) return tooManyRequests(guess.wait)
  if (!(await verifyPassword(password, member.password_hash))) {
    return fail('PASSWORD_INCORRECT', 'The password is incorrect')
  }
  guess.right()
  return null
}

/**
 * Holds the amount and records the withdrawal, in one transaction.
 */
function holdWithdrawal(
  ctx: Ctx,
  account: NonNullable<ReturnType<typeof payoutAccount>>,
  amount: number,
  member: MemberRow,
) {
  const { db, memberId } = ctx
  const now = Date.now()
  // The hold: the balance goes down in the same statement that checks it, so two requests cannot both pass.
  const held = db.transaction(() => {
    const change = db
      .prepare('UPDATE members SET balance = ROUND(balance - ?, 2) WHERE id = ? AND balance >= ?')
      .run(amount, memberId, amount)
    if (!change.changes) return false
    const { raw } = account
    const { lastInsertRowid } = db
      .prepare(
        `INSERT INTO withdrawals (member_id, amount, bank_name, account_name, account_number, status,
      created_at, updated_at) VALUES (?, ?, ?, ?, ?, 'pending', ?, ?)`,
      )
      .run(memberId, amount, raw.bank_name, raw.account_name, raw.account_number, now, now)
    recordMove(
      db,
      memberId as string,
      'WITHDRAW',
      -amount,
      `Withdrawal #${lastInsertRowid} to ${raw.bank_name} ****${raw.account_number.slice(-4)}`,
    )
    return true
  })()
  if (!held)
    return fail('INSUFFICIENT_BALANCE', `The amount is more than your balance (${member.balance})`, {
      value: { balance: member.balance },
    })
  const { balance } = db.prepare('SELECT balance FROM members WHERE id = ?').get(memberId) as {
    balance: number
  }
  return ok({ balance, list: listWithdrawals(ctx) })
}

/**
 * A proof image as sent: a png or jpg data URL of at most 5 MB whose bytes really are a png or jpg.
 */
function readProof(value: unknown) {
  const match =
    typeof value === 'string' ? /^data:image\/(png|jpeg);base64,([A-Za-z0-9+/=]+)$/.exec(value) : null
  if (!match) return null
  const bytes = Buffer.from(match[2] as string, 'base64')
  const png = bytes.subarray(0, 4).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47]))
  const jpg = bytes.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))
  if (!(match[1] === 'png' ? png : jpg)) return null
  return bytes.length <= PROOF_MAX_BYTES ? value : 'too-large'
}

function confirmWithdrawal(ctx: Ctx) {
  const { db, body, memberId } = ctx
  const row = db
    .prepare('SELECT * FROM withdrawals WHERE id = ? AND member_id = ?')
    .get(Number(body.id), memberId) as Record<string, any> | undefined
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
    return ok({ list: listWithdrawals(ctx) })
  }
  const note = textField(body, 'note')
  const proofs = Array.isArray(body.proofs) ? body.proofs : []
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
  return ok({ list: listWithdrawals(ctx) })
}

/**
 * A token route whose handler first sweeps the deadlines.
 */
function route(
  method: 'GET' | 'POST',
  name: string,
  handler: (ctx: Ctx) => any,
  maxBodyBytes: number,
): Route & { maxBodyBytes?: number } {
  return {
    method,
    path: `/wps/relay/${name}`,
    token: true,
    maxBodyBytes,
    handler: (ctx) => {
      // ROLE-8: a trial account has no real money to move.
      if (findMemberById(ctx.db, ctx.memberId as string)?.type === TRIAL_TYPE) {
        return fail('NEED_REAL_ACCOUNT', 'Please use a real account')
      }
      sweepWallet(ctx.db)
      return handler(ctx)
    },
  }
}

export const walletRoutes: Route[] = [
  route('GET', 'PAY_depositChannels', (ctx) => {
    const rules = walletRules(ctx)
    const channels = ctx.db
      .prepare('SELECT * FROM deposit_channels ORDER BY sort')
      .all()
      .map((c) => toChannel(c as Record<string, any>, urdu(ctx)))
    return ok({ channels, pendingLimit: rules.pendingDepositCap, payMinutes: rules.depositMinutes })
  }),
  route('GET', 'PAY_depositOrders', (ctx) => ok({ list: listOrders(ctx) })),
  route('POST', 'PAY_createDeposit', createDeposit),
  route('GET', 'PAY_withdrawInfo', withdrawInfo),
  route('POST', 'PAY_payoutAccount', savePayoutAccount),
  route('POST', 'PAY_withdraw', requestWithdrawal),
  route('POST', 'PAY_confirmWithdrawal', confirmWithdrawal, CONFIRM_MAX_BODY),
]
