// The payout accounts (MEMBER-1 security centre, MEMBER-4 withdraw): the one place that lists, checks,
// adds, removes and defaults them, under one rule set: the payee-name rule (settings.register.regExp
// .payeeName), ACCOUNT_NUMBER_RULE, a bank from the list, no duplicate, at most
// settings.security.payoutAccountLimit. The count, the duplicate check and the insert run in one
// transaction, so parallel adds cannot pass the limit. The withdraw page adds only the first account;
// the security centre manages the rest. A withdrawal goes to the default account, and only once
// that account is settings.security.payoutAccountHoldHours old (24 by default): a session that adds
// an account cannot pay itself out at once (`payoutHoldRefusal`, asked by the withdrawal).
import { fail, inputEmpty } from '../platform/envelope'
import { lengthRange, satisfiesRule, textField } from '../platform/fields'
import { HOUR_MS } from '../platform/time'
import { SECURITY_DEFAULTS } from '../security/data'
import { ensureWallet } from './data'
import { maskAccountNumber } from './rules'
import type { Database } from 'better-sqlite3'
import type { Reply } from '../platform/context'
import type { Settings } from '../platform/settings'
import type { PayoutAccountRow, PayoutBank } from './data'

/** The payout account number: digits only (spec §5 patternId 6), 10 to 24 of them (IBAN-free local numbers). */
export const ACCOUNT_NUMBER_RULE = Object.freeze({
  enabled: true,
  required: true,
  acceptedPattern: '^[0-9]+$',
  patternId: 6,
  minLength: 10,
  maxLength: 24,
})

export const PAYOUT_MESSAGES = {
  ACCOUNT_EXISTS: 'A payout account is already on file; contact customer service to change it',
  BANK_INVALID: 'Please choose a bank from the list',
  ACCOUNT_LIMIT: 'You can keep at most {0} payout accounts; remove one first',
  ACCOUNT_DUPLICATE: 'This account is already on your list',
  NOT_FOUND: 'No such payout account',
  ACCOUNT_ON_HOLD: 'A new payout account can receive withdrawals from {0}',
}

/** A payout account with its bank's name. */
export type PayoutAccountView = PayoutAccountRow & { bank_name: string }

/** The banks a member may be paid out to, in the list's order. */
export function payoutBanks(db: Database) {
  ensureWallet(db)
  return db.prepare('SELECT code, name FROM payout_banks ORDER BY sort').all() as PayoutBank[]
}

/** The rules the add form shows (the same ones `addPayoutAccount` applies). */
export function payoutAccountRules(settings: Settings) {
  const { payoutAccountHoldHours } = { ...SECURITY_DEFAULTS, ...settings.security }
  return {
    accountNameRule: settings.register.regExp.payeeName,
    accountNumberRule: ACCOUNT_NUMBER_RULE,
    /** MEMBER-4: hours before a new account can receive a withdrawal, said on the form */
    accountHoldHours: Math.max(0, payoutAccountHoldHours),
  }
}

/** How many payout accounts a member may keep. */
export function payoutAccountLimit(settings: Settings) {
  return { ...SECURITY_DEFAULTS, ...settings.security }.payoutAccountLimit
}

/** When an account may first receive a withdrawal (ms since the epoch). */
export function payoutUsableAt(settings: Settings, account: Pick<PayoutAccountRow, 'created_at'>) {
  const { payoutAccountHoldHours } = { ...SECURITY_DEFAULTS, ...settings.security }
  return account.created_at + Math.max(0, payoutAccountHoldHours) * HOUR_MS
}

/**
 * ACCOUNT_ON_HOLD while the account is younger than the hold (its `usableAt` in the value), else null.
 */
export function payoutHoldRefusal(
  settings: Settings,
  account: Pick<PayoutAccountRow, 'created_at'>,
  now: number,
): Reply | null {
  const usableAt = payoutUsableAt(settings, account)
  if (now >= usableAt) return null
  const when = `${new Date(usableAt).toISOString().slice(0, 16).replace('T', ' ')} UTC`
  return fail('ACCOUNT_ON_HOLD', PAYOUT_MESSAGES.ACCOUNT_ON_HOLD.replace('{0}', when), {
    value: { usableAt },
  })
}

/** The member's payout accounts, the default first, then oldest first. */
export function listPayoutAccounts(db: Database, memberId: string) {
  ensureWallet(db)
  return db
    .prepare(
      `SELECT a.*, b.name AS bank_name FROM payout_accounts a JOIN payout_banks b ON b.code = a.bank_code
      WHERE a.member_id = ? ORDER BY a.is_default DESC, a.id`,
    )
    .all(memberId) as PayoutAccountView[]
}

/** The account a withdrawal goes to, or undefined when the member has none. */
export function defaultPayoutAccount(db: Database, memberId: string): PayoutAccountView | undefined {
  return listPayoutAccounts(db, memberId)[0]
}

/** A payout account as the member sees it: the number masked. */
export function toPayoutAccount(a: PayoutAccountView, settings?: Settings) {
  return {
    id: a.id,
    bankCode: a.bank_code,
    bankName: a.bank_name,
    accountName: a.account_name,
    accountNumber: maskAccountNumber(a.account_number),
    isDefault: Boolean(a.is_default),
    createdAt: a.created_at,
    ...(settings ? { usableAt: payoutUsableAt(settings, a) } : {}),
  }
}

/**
 * Adds the account the body names ({ bankCode, accountName, accountNumber }); the member's first
 * becomes the default. `firstOnly` refuses it when one is already on file (the withdraw page).
 * Answers null when added, else the failure to send as is.
 */
export function addPayoutAccount(
  db: Database,
  memberId: string,
  settings: Settings,
  body: Record<string, unknown>,
  { firstOnly = false }: { firstOnly?: boolean } = {},
): Reply | null {
  ensureWallet(db)
  const accountExists = () => fail('ACCOUNT_EXISTS', PAYOUT_MESSAGES.ACCOUNT_EXISTS)
  if (firstOnly && defaultPayoutAccount(db, memberId)) return accountExists()
  const bankCode = textField(body, 'bankCode')
  const accountName = textField(body, 'accountName').replace(/\s+/g, ' ')
  const accountNumber = textField(body, 'accountNumber').replace(/\s+/g, '')
  if (!bankCode || !accountName || !accountNumber) return inputEmpty()
  if (!payoutBanks(db).some((bank) => bank.code === bankCode))
    return fail('BANK_INVALID', PAYOUT_MESSAGES.BANK_INVALID)
  const { accountNameRule, accountNumberRule } = payoutAccountRules(settings)
  if (!satisfiesRule(accountNameRule, accountName))
    return fail(
      'ACCOUNT_NAME_INVALID',
      `Please enter ${lengthRange(accountNameRule)} characters: letters and spaces only`,
      { value: { rule: accountNameRule } },
    )
  if (!satisfiesRule(accountNumberRule, accountNumber))
    return fail('ACCOUNT_NUMBER_INVALID', `Please enter ${lengthRange(accountNumberRule)} digits`, {
      value: { rule: accountNumberRule },
    })
  const limit = payoutAccountLimit(settings)
  return db.transaction(() => {
    const rows = db
      .prepare('SELECT bank_code, account_number FROM payout_accounts WHERE member_id = ?')
      .all(memberId) as Pick<PayoutAccountRow, 'bank_code' | 'account_number'>[]
    if (firstOnly && rows.length) return accountExists()
    if (rows.some((r) => r.bank_code === bankCode && r.account_number === accountNumber))
      return fail('ACCOUNT_DUPLICATE', PAYOUT_MESSAGES.ACCOUNT_DUPLICATE)
    if (rows.length >= limit)
      return fail('ACCOUNT_LIMIT', PAYOUT_MESSAGES.ACCOUNT_LIMIT.replace('{0}', String(limit)), {
        value: { limit },
      })
    db.prepare(
      'INSERT INTO payout_accounts (member_id, bank_code, account_name, account_number, is_default, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    ).run(memberId, bankCode, accountName, accountNumber, rows.length ? 0 : 1, Date.now())
    return null
  })()
}

function ownAccount(db: Database, memberId: string, id: number) {
  ensureWallet(db)
  return db
    .prepare('SELECT id, is_default FROM payout_accounts WHERE id = ? AND member_id = ?')
    .get(id, memberId) as Pick<PayoutAccountRow, 'id' | 'is_default'> | undefined
}

/**
 * Removes one of the member's accounts; when it was the default, the oldest remaining one becomes
 * the default. Answers null, or NOT_FOUND (another member's account answers the same).
 */
export function removePayoutAccount(db: Database, memberId: string, id: number): Reply | null {
  const account = ownAccount(db, memberId, id)
  if (!account) return fail('NOT_FOUND', PAYOUT_MESSAGES.NOT_FOUND)
  db.transaction(() => {
    db.prepare('DELETE FROM payout_accounts WHERE id = ?').run(account.id)
    if (account.is_default)
      db.prepare(
        'UPDATE payout_accounts SET is_default = 1 WHERE id = (SELECT id FROM payout_accounts WHERE member_id = ? ORDER BY id LIMIT 1)',
      ).run(memberId)
  })()
  return null
}

/** Makes one of the member's accounts the default. Answers null, or NOT_FOUND. */
export function makeDefaultPayoutAccount(db: Database, memberId: string, id: number): Reply | null {
  const account = ownAccount(db, memberId, id)
  if (!account) return fail('NOT_FOUND', PAYOUT_MESSAGES.NOT_FOUND)
  db.transaction(() => {
    db.prepare('UPDATE payout_accounts SET is_default = 0 WHERE member_id = ?').run(memberId)
    db.prepare('UPDATE payout_accounts SET is_default = 1 WHERE id = ?').run(account.id)
  })()
  return null
}
