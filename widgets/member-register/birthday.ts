// The date-of-birth rule both ways of making an account use: the registration form and the social
// sign-up step (widgets/kit/accounts/social-step.tsx). Its wording is the registration's (./register-messages).
import type { ValidationError } from '../../core/validation/rules'
import './register-messages'

/**
 * C-17, VAL-33: the date of birth (yyyy-MM-dd from the date field) is required, a real past date and
 * at least `minAge` years ago; the server checks the same against the operator's minimum.
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
