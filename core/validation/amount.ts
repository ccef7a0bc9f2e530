import { tDynamic } from '../i18n/index'
import { t } from '../i18n/index'

/**
 * A message key with what its placeholders show: `amounts` are money (the caller formats them in the
 * member's currency and language), `values` anything else.
 */
export interface MoneyMessage {
  key: string
  amounts?: number[]
  values?: (string | number)[]
}

const AMOUNT = /^\d{1,12}(\.\d+)?$/

/**
 * MEMBER-3, MEMBER-4: what is wrong with a typed amount, or null when it may be sent: required (spec §8
 * 'Input cannot be empty'), a number, at most 2 decimals, within [min, max], and for a withdrawal not
 * above the balance. The server applies the same rules.
 */
export function checkAmount(text: string, min: number, max: number, balance?: number): MoneyMessage | null {
  const value = text.trim()
  if (!value) return { key: 'input_empty' }
  if (!AMOUNT.test(value)) return { key: 'wal_amount_number' }
  if ((value.split('.')[1] ?? '').length > 2) return { key: 'wal_amount_decimals' }
  const amount = Number(value)
  if (amount < min || amount > max) return { key: 'wal_amount_range', amounts: [min, max] }
  if (balance !== undefined && amount > balance) return { key: 'wal_amount_balance', amounts: [balance] }
  return null
}

/** The message in the interface language, its amounts formatted by `money`. */
export function moneyMessageText(message: MoneyMessage, money: (amount: number) => string): string {
  return tDynamic(message.key, message.key, message.amounts ? message.amounts.map(money) : message.values)
}

/** `checkAmount` as the text shown beside the field, or null. */
export function amountError(
  text: string,
  min: number,
  max: number,
  money: (amount: number) => string,
  balance?: number,
): string | null {
  const problem = checkAmount(text, min, max, balance)
  return problem && moneyMessageText(problem, money)
}
