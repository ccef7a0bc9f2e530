/**
 * C-17, VAL-33: the date of birth, wherever an account is made (the registration form, the social
 * sign-up step): the rule the form checks before sending, and the server's refusal of a date shown
 * beside the same field. The wording comes with it (./en).
 */
import { isApiError } from '../../errors'
import type { ValidationError } from '../rules'
import './en'

/**
 * The date (yyyy-MM-dd from the date field) is required, a real past date and at least `minAge`
 * years ago; the server checks the same against the operator's minimum.
 */
export function birthdayError(text: string, minAge: number, now = new Date()): ValidationError | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)
  if (!text) return { key: 'reg_birthday_required' }
  const [y, m, d] = match ? [+match[1]!, +match[2]!, +match[3]!] : [0, 0, 0]
  const date = new Date(Date.UTC(y, m - 1, d))
  if (!match || y < 1900 || date > now || date.getUTCDate() !== d) return { key: 'reg_birthday_invalid' }
  if (new Date(Date.UTC(y + minAge, m - 1, d)) > now)
    return { key: 'reg_birthday_young', params: { 0: minAge } }
  return undefined
}

/**
 * The server's refusal of the date a form sent, as the message beside the field (with the server's
 * minimum age, else `minAge`), or undefined when the refusal is not about the date.
 */
export function birthdayRefusal(error: unknown, minAge: number): ValidationError | undefined {
  if (!isApiError(error)) return undefined
  const value = (error.value ?? {}) as { min?: number; field?: string }
  if (error.errorCode === 'UNDER_AGE')
    return { key: 'reg_birthday_young', params: { 0: value.min ?? minAge } }
  if (error.errorCode === 'BIRTHDAY_REQUIRED') return { key: 'reg_birthday_required' }
  if (value.field === 'birthday') return { key: 'reg_birthday_invalid' }
  return undefined
}
