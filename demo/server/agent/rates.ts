// Contract rates and conditions as the offer form and invitation links send them (AGENT-3, AGENT-17,
// AGENT-21): a rate is a percentage with at most 2 decimals within the kind's bounds, which the
// contracts page hands the client (GET contracts → rateBounds) so it checks the same before sending;
// conditions are whole member counts or amounts with at most 2 decimals. Plain decimal text only:
// hex (0x10), exponents (1e1), signs and spaces are refused, whether sent as text or as a number.
import { fail } from '../platform/envelope'
import { textField } from '../platform/fields'
import type { Reply } from '../platform/context'
import type { ContractKind } from './data'

/** The rate bounds (percent) of each kind: a dividend shares the team's loss, salaries its valid bets. */
export const RATE_BOUNDS: Record<ContractKind, { min: number; max: number }> = {
  dividend: { min: 0.01, max: 100 },
  daily: { min: 0.01, max: 5 },
  hourly: { min: 0.01, max: 5 },
  realtime: { min: 0.01, max: 5 },
}

/** The largest condition amount (valid bet, profit and loss, bet amount) and member count. */
const CONDITION_MAX = 1_000_000_000
const DECIMAL = /^\d{1,10}(\.\d+)?$/

export const RATE_MESSAGES = {
  RATE_INVALID: 'Please enter the rate as a number',
  RATE_DECIMALS: 'Please enter at most 2 decimal places',
  CONDITION_INVALID: 'Please enter conditions as whole member counts and amounts of 0 or more',
}

/** `Please enter a rate from 0.01 to 100` (the wallet's amount-range wording). */
export const rateRangeMessage = ({ min, max }: { min: number; max: number }) =>
  `Please enter a rate from ${min} to ${max}`

type Read = { value: number; error?: undefined } | { value?: undefined; error: Reply }

const rateFail = (code: keyof typeof RATE_MESSAGES, field: string) =>
  fail(code, RATE_MESSAGES[code], { value: { field } })

/**
 * A rate field of a kind: plain decimal text (or a number that prints as one), at most 2 decimals,
 * within RATE_BOUNDS — or, with `allowZero` (an invitation link that carries no contract), 0.
 */
export function readRate(
  body: Record<string, unknown>,
  kind: ContractKind,
  { field = 'rate', allowZero = false }: { field?: string; allowZero?: boolean } = {},
): Read {
  const text = textField(body, field)
  if (!DECIMAL.test(text)) return { error: rateFail('RATE_INVALID', field) }
  if ((text.split('.')[1] ?? '').length > 2) return { error: rateFail('RATE_DECIMALS', field) }
  const value = Number(text)
  const bounds = RATE_BOUNDS[kind]
  if (allowZero && value === 0) return { value }
  if (value < bounds.min || value > bounds.max)
    return {
      error: fail('RATE_RANGE', rateRangeMessage(bounds), { value: { field, ...bounds } }),
    }
  return { value }
}

/**
 * A contract condition (AGENT-21): absent or empty is 0; a member count is whole, an amount has at
 * most 2 decimals; never negative, hex or an exponent.
 */
export function readCondition(body: Record<string, unknown>, field: string, whole: boolean): Read {
  const text = textField(body, field)
  if (!text) return { value: 0 }
  const decimals = text.split('.')[1]
  if (!DECIMAL.test(text) || (decimals ?? '').length > (whole ? 0 : 2) || (whole && decimals !== undefined))
    return { error: fail('FIELD_INVALID', RATE_MESSAGES.CONDITION_INVALID, { value: { field } }) }
  const value = Number(text)
  if (value > CONDITION_MAX)
    return { error: fail('FIELD_INVALID', RATE_MESSAGES.CONDITION_INVALID, { value: { field } }) }
  return { value }
}
