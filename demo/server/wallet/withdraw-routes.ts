// The withdraw page (MEMBER-4) behind a token, real accounts only (ROLE-8): the rules and the
// member's withdrawals, the first payout account (more in the security centre, MEMBER-1; both
// through wallet/payout-accounts.ts), and a withdrawal to the default account: the password
// checked, the amount held from the balance in one transaction (a ledger WITHDRAW entry, C-13). The
// rule gate (ledger/gate.ts) has checked its request key, wagering requirements and the VIP level's
// daily withdrawal limit before the handler runs.
import { Type } from 'typebox'
import { TextValue, textField } from '../platform/fields'
import { fail, inputEmpty, ok, sessionExpired, tooManyRequests } from '../platform/envelope'
import { findMemberById } from '../platform/members'
import { verifyPassword } from '../platform/passwords'
import { takeGuess } from '../platform/guesses'
import { route } from '../platform/context'
import { InsufficientFunds, post } from '../ledger/ledger'
import { recordSecurityChange, requireStepUp } from '../security/rules'
import {
  addPayoutAccount,
  defaultPayoutAccount,
  payoutAccountRules,
  payoutBanks,
  payoutHoldRefusal,
  payoutUsableAt,
  toPayoutAccount,
} from './payout-accounts'
import { afterSweep, listWithdrawals, readAmount, walletRules } from './rules'
import { checkTransactionPassword, hasTransactionPassword } from './transaction-password'
import type { Static } from 'typebox'
import type { MemberContext, Route, RouteContext } from '../platform/context'
import type { MemberRow } from '../platform/members'
import type { RateLimiter } from '../platform/rate-limit'
import type { PayoutAccountView } from './payout-accounts'

/** The default account as the withdraw page shows it. */
function shownAccount(account: PayoutAccountView) {
  const { bankCode, bankName, accountName, accountNumber } = toPayoutAccount(account)
  return { bankCode, bankName, accountName, accountNumber }
}

function withdrawInfo(ctx: MemberContext) {
  const { db, settings, memberId } = ctx
  const rules = walletRules(settings)
  const account = defaultPayoutAccount(db, memberId)
  return ok({
    minAmount: rules.withdrawMin,
    maxAmount: rules.withdrawMax,
    confirmMinutes: rules.confirmMinutes,
    banks: payoutBanks(db),
    ...payoutAccountRules(settings),
    // MEMBER-1: once the member has a transaction password, withdrawals ask for it instead of the login one.
    usesTransactionPassword: hasTransactionPassword(db, memberId),
    account: account ? shownAccount(account) : null,
    // MEMBER-1: a new account receives withdrawals only from this time (payout-accounts.ts).
    accountUsableAt: account ? payoutUsableAt(settings, account) : null,
    list: listWithdrawals(db, memberId),
  })
}

const PayoutAccountBody = Type.Object({
  bankCode: Type.Optional(Type.String()),
  accountName: Type.Optional(Type.String()),
  accountNumber: Type.Optional(TextValue),
})

/**
 * The withdraw page's first payout account: the same step-up, record and notice as the security
 * centre's (MEMBER-1, C-8); a stolen session alone cannot add where a withdrawal would go.
 */
function savePayoutAccount(ctx: MemberContext<Static<typeof PayoutAccountBody>>) {
  const before = findMemberById(ctx.db, ctx.memberId)
  if (!before) return sessionExpired()
  const refused =
    requireStepUp(ctx) ?? addPayoutAccount(ctx.db, ctx.memberId, ctx.settings, ctx.body, { firstOnly: true })
  if (refused) return refused
  recordSecurityChange(ctx, before, 'payout-add')
  return withdrawInfo(ctx)
}

const WithdrawBody = Type.Object({
  amount: Type.Optional(TextValue),
  password: Type.Optional(Type.String()),
  /** the withdrawal's request key (the rule gate: one withdrawal per key) */
  requestId: Type.Optional(Type.String()),
})

async function requestWithdrawal(ctx: MemberContext<Static<typeof WithdrawBody>>) {
  const { db, body, limits, memberId } = ctx
  const rules = walletRules(ctx.settings)
  const account = defaultPayoutAccount(db, memberId)
  if (!account) return fail('ACCOUNT_MISSING', 'Please add a payout bank account first')
  const onHold = payoutHoldRefusal(ctx.settings, account, ctx.now)
  if (onHold) return onHold
  const { amount, error } = readAmount(body, rules.withdrawMin, rules.withdrawMax)
  if (error) return error
  // C-2/C-4: the password is checked and forgotten, never stored; guesses are throttled per member.
  const password = body.password ?? ''
  if (!password) return inputEmpty()
  const member = findMemberById(db, memberId)
  if (!member) return sessionExpired()
  if (hasTransactionPassword(db, memberId)) {
    const refused = await checkTransactionPassword(db, memberId, password, limits)
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
  // Taken before the slow check, given back when right (platform/guesses.ts): a burst cannot beat it.
  const guess = takeGuess(limits, 'withdraw-password', { member: member.id })
  if (guess.wait) return tooManyRequests(guess.wait)
  if (!(await verifyPassword(password, member.password_hash))) {
    return fail('PASSWORD_INCORRECT', 'The password is incorrect')
  }
  guess.right()
  return null
}

/**
 * Holds the amount and records the withdrawal: the withdrawal row and its ledger entry (WITHDRAW,
 * C-13) in one transaction; the entry's debit checks the balance as it takes it, so two requests
 * cannot both pass.
 */
function holdWithdrawal(
  ctx: RouteContext<Static<typeof WithdrawBody>>,
  account: PayoutAccountView,
  amount: number,
  member: MemberRow,
) {
  const { db, now } = ctx
  const memberId = member.id
  const requestKey = textField(ctx.body, 'requestId') || undefined
  let id: number
  try {
    id = db.transaction(() => {
      const { lastInsertRowid } = db
        .prepare(
          `INSERT INTO withdrawals (member_id, amount, bank_name, account_name, account_number, status,
        created_at, updated_at) VALUES (?, ?, ?, ?, ?, 'pending', ?, ?)`,
        )
        .run(memberId, amount, account.bank_name, account.account_name, account.account_number, now, now)
      post(db, {
        memberId,
        type: 'WITHDRAW',
        amount: -amount,
        reference: `withdrawals:${lastInsertRowid}`,
        requestKey,
        remark: `Withdrawal #${lastInsertRowid} to ${account.bank_name} ****${account.account_number.slice(-4)}`,
        at: now,
      })
      return Number(lastInsertRowid)
    })()
  } catch (error) {
    if (!(error instanceof InsufficientFunds)) throw error
    const balance = findMemberById(db, memberId)?.balance ?? member.balance
    return fail('INSUFFICIENT_BALANCE', `The amount is more than your balance (${balance})`, {
      value: { balance },
    })
  }
  const { balance } = db.prepare('SELECT balance FROM members WHERE id = ?').get(memberId) as Pick<
    MemberRow,
    'balance'
  >
  return ok({ id, balance, list: listWithdrawals(db, memberId) })
}

export const withdrawRoutes: Route[] = [
  route({
    method: 'GET',
    path: '/wps/relay/PAY_withdrawInfo',
    token: true,
    realOnly: true,
    handler: afterSweep(withdrawInfo),
  }),
  route({
    method: 'POST',
    path: '/wps/relay/PAY_payoutAccount',
    token: true,
    realOnly: true,
    schema: { body: PayoutAccountBody },
    handler: afterSweep(savePayoutAccount),
  }),
  route({
    method: 'POST',
    path: '/wps/relay/PAY_withdraw',
    token: true,
    realOnly: true,
    money: 'withdraw',
    amount: 'amount',
    schema: { body: WithdrawBody },
    handler: afterSweep(requestWithdrawal),
  }),
]
