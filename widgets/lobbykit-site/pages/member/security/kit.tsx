import { errorMessageOf, isApiError } from '../../../../../core/errors'
import { t } from '../../../../../core/i18n/index'
import { addMessages } from '../../../../../core/i18n/index'
import { patternError, messageOf, type FieldRule } from '../../../../../core/validation/rules'
import { en } from './en'

addMessages(en, { UR: () => import('./ur').then((m) => m.ur) })

/** The security centre's server codes and the wording each shows (the rest: the §8 catalogue). */
const CODE_KEYS: Record<string, keyof typeof en | 'real_name_incorrect'> = {
  FIELD_LOCKED: 'sec_field_locked',
  UNDER_AGE: 'sec_under_age',
  MOBILE_TAKEN: 'sec_mobile_taken',
  EMAIL_TAKEN: 'sec_email_taken',
  SAME_AS_NOW: 'sec_same_as_now',
  PASSWORD_INCORRECT: 'sec_password_incorrect',
  SAME_AS_LOGIN: 'sec_tx_same_as_login',
  ACCOUNT_LIMIT: 'sec_account_limit',
  ACCOUNT_DUPLICATE: 'sec_account_duplicate',
  BANK_INVALID: 'sec_bank_invalid',
  AVATAR_TYPE: 'sec_avatar_type',
  AVATAR_SIZE: 'sec_avatar_size',
  TX_PASSWORD_NOT_SET: 'sec_tx_not_set',
}

/** Text for a failed security-centre call in the interface language. */
export function secErrorText(error: unknown): string {
  if (!isApiError(error) || !error.errorCode) return errorMessageOf(error)
  const value = (error.value ?? {}) as {
    field?: string
    rule?: FieldRule
    limit?: number
    triesLeft?: number
  }
  switch (error.errorCode) {
    case 'FIELD_INVALID':
      if (value.field === 'realName') return t('real_name_incorrect')
      if (value.field === 'birthday') return t('sec_birthday_invalid')
      return value.rule ? messageOf(patternError(value.rule)) : errorMessageOf(error)
    case 'ACCOUNT_NAME_INVALID':
    case 'ACCOUNT_NUMBER_INVALID':
    case 'PASSWORD_RULE':
      return value.rule ? messageOf(patternError(value.rule)) : errorMessageOf(error)
    case 'ACCOUNT_LIMIT':
      return t('sec_account_limit', [value.limit ?? ''])
    case 'TX_PASSWORD_INCORRECT':
      return t('sec_tx_incorrect', [value.triesLeft ?? 0])
  }
  const key = CODE_KEYS[error.errorCode]
  return key
    ? t(key, key === 'sec_under_age' ? [String((error.value as { min?: number })?.min ?? 18)] : undefined)
    : errorMessageOf(error)
}

/** The field a server failure names (`value.field`), if any. */
export function fieldOf(error: unknown): string | undefined {
  return isApiError(error) ? (error.value as { field?: string } | undefined)?.field : undefined
}

/** A success line read out once (role=status); empty when there is nothing to say. */
export function Done({ text }: { text: string | null }) {
  return (
    <p className="sec-done" role="status" part="done">
      {text}
    </p>
  )
}
