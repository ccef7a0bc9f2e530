import { errorMessageOf, isApiError } from '../errors'
import { ageRefusal } from './age-refusal'
import { moneyMessageText, type MoneyMessage } from '../validation/amount'

/** The wallet's own server codes and the message key each shows (the rest: the §8 catalogue). */
const CODE_KEYS: Record<string, string> = {
  AMOUNT_INVALID: 'wal_amount_number',
  AMOUNT_DECIMALS: 'wal_amount_decimals',
  CHANNEL_INVALID: 'wal_channel_invalid',
  PASSWORD_INCORRECT: 'wal_password_incorrect',
  TX_PASSWORD_INCORRECT: 'wal_tx_password_incorrect',
  ACCOUNT_MISSING: 'wal_account_missing',
  ACCOUNT_EXISTS: 'wal_account_exists',
  BANK_INVALID: 'wal_bank_invalid',
  PROOF_REQUIRED: 'wal_proof_required',
  PROOF_TYPE: 'wal_proof_type',
  PROOF_TOO_LARGE: 'wal_proof_large',
  PROOF_TOO_MANY: 'wal_proof_many',
  NOTE_TOO_LONG: 'wal_note_long',
  CONFIRM_CLOSED: 'wal_confirm_closed',
  CONFIRM_STATE: 'wal_confirm_state',
}

/** Server codes that belong to the amount field (shown beside it, not above the form). */
export const AMOUNT_CODES = new Set([
  'AMOUNT_INVALID',
  'AMOUNT_DECIMALS',
  'AMOUNT_RANGE',
  'INSUFFICIENT_BALANCE',
  'INPUT_EMPTY',
])

/**
 * MEMBER-3/4: the message a failed deposit or withdrawal call shows, with the server's numbers, or
 * null when it is not the wallet's own (then the §8 catalogue's: `errorMessageOf`).
 */
export function walletFailure(error: unknown): MoneyMessage | null {
  if (!isApiError(error) || !error.errorCode) return null
  const value = (error.value ?? {}) as { min?: number; max?: number; limit?: number; balance?: number }
  switch (error.errorCode) {
    case 'AMOUNT_RANGE':
      return { key: 'wal_amount_range', amounts: [value.min ?? 0, value.max ?? 0] }
    case 'PENDING_LIMIT':
      return { key: 'wal_pending_limit', values: [value.limit ?? ''] }
    case 'INSUFFICIENT_BALANCE':
      return { key: 'wal_amount_balance', amounts: [value.balance ?? 0] }
  }
  const key = CODE_KEYS[error.errorCode]
  return key ? { key } : ageRefusal(error) // C-17
}

/** Text for a failed wallet call, in the interface language, with the server's numbers formatted. */
export function walletErrorText(error: unknown, money: (amount: number) => string): string {
  const message = walletFailure(error)
  return message ? moneyMessageText(message, money) : errorMessageOf(error)
}

/**
 * Whether a failure is the network's or the server's (worth a "Try again"), not a refused input. A
 * 429 is not: trying again cannot work before its wait ends, and the message names the wait.
 */
export function isRetryable(error: unknown): boolean {
  return (
    !isApiError(error) ||
    error.errorCode === undefined ||
    ['NETWORK', 'TIMEOUT', 'SERVER_ERROR'].includes(error.errorCode) ||
    (error.status ?? 0) >= 500
  )
}
