/**
 * C-17: the rule gate's refusals of real-money play for age (a deposit, a withdrawal, a game launch, a
 * lottery bet): which they are, whether the member can fix them by giving a birth date, and the
 * message with the operator's minimum age from the server. Every page and popup that shows one
 * reads it here.
 */
import { isApiError } from '../errors'
import type { MoneyMessage } from '../validation/amount'

/** Whether a failure is an age refusal. */
export function isAgeRefusal(error: unknown): boolean {
  return isApiError(error) && (error.errorCode === 'AGE_UNVERIFIED' || error.errorCode === 'UNDER_AGE')
}

/** Whether the profile can fix the refusal: no birth date given yet (a locked one cannot change). */
export function needsBirthday(error: unknown): boolean {
  return isApiError(error) && error.errorCode === 'AGE_UNVERIFIED'
}

/** The refusal's message (the centres' wording) with the minimum age, or null for any other failure. */
export function ageRefusal(error: unknown): MoneyMessage | null {
  if (!isAgeRefusal(error)) return null
  const min = ((error as { value?: { min?: number } }).value ?? {}).min ?? ''
  return { key: needsBirthday(error) ? 'wal_age_unverified' : 'wal_under_age', values: [min] }
}
