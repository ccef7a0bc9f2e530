import type { RegisterMode, RegisterValues } from '../stores/register'
import { OPTIONAL_REGISTER_FIELDS } from '../stores/register'
import type { MessageKey } from '../i18n/index'
import {
  validateCode,
  validateConfirm,
  validateField,
  validateMobile,
  validatePassword,
  type FieldRule,
  type ValidationError,
} from './rules'

/** A registration field, or one of the two agreements. */
export type RegisterField = keyof RegisterValues | 'terms' | 'age'
type RegisterErrors = Partial<Record<RegisterField, ValidationError | null>>

/** What the form shows beyond the always-present fields. */
export interface RegisterShape {
  mode: RegisterMode
  rules: Record<string, FieldRule>
  /** REGMOBVERF3: a mobile number given in a username registration is verified by code (FLAG-15). */
  verifyMobile: boolean
}

/** §5 messages that say what is wrong with these fields, over the generic patternId wording (VAL-48..50). */
const FIELD_MESSAGES: Partial<Record<keyof RegisterValues, MessageKey>> = {
  payeeName: 'real_name_incorrect',
  whatsapp: 'phone_format_incorrect',
  referralCode: 'invitation_code_error',
  affiliateCode: 'invitation_code_error',
}

/** Whether the server's rule shows a field (VAL-1: enabled); mobileNum always in mobile mode. */
export function isFieldShown(field: string, shape: Pick<RegisterShape, 'mode' | 'rules'>): boolean {
  if (field === 'mobileNum' && shape.mode === 'mobile') return true
  const rule = shape.rules[field]
  return rule !== undefined && rule.enabled !== false
}

/** Whether the sms code is asked: always in mobile mode (VAL-30), else with REGMOBVERF3 and a shown mobile field. */
export function isCodeShown(shape: RegisterShape): boolean {
  return shape.mode === 'mobile' || (shape.verifyMobile && isFieldShown('mobileNum', shape))
}

/**
 * Spec §5 Registration (VAL-26..33, REG-13, REG-14): every shown field against its server rule,
 * username / password / confirm always required (the username may be left empty in mobile mode,
 * REG-21), mobile and code in mobile mode, captcha per config, both agreements ticked.
 */
export function validateRegistration(
  values: RegisterValues,
  agreed: { terms: boolean; age: boolean },
  shape: RegisterShape,
): Partial<Record<RegisterField, ValidationError>> {
  const { mode, rules } = shape
  const shown = (field: string) => isFieldShown(field, shape)
  const errors: RegisterErrors = {
    // REG-21: in mobile mode an empty username is filled from the number, whatever the rule's flag.
    username: validateField(
      values.username.trim(),
      mode === 'mobile' ? { ...rules.username, required: false } : rules.username,
      { required: mode === 'username' },
    ),
    password: validatePassword(values.password, rules.password),
    confirmPassword: validateConfirm(values.confirmPassword, values.password),
  }
  const mobile = values.mobileNum.trim()
  if (shown('mobileNum')) {
    errors.mobileNum = validateMobile(mobile, rules.mobileNum, {
      required: mode === 'mobile' || rules.mobileNum?.required === true,
    })
    if (isCodeShown(shape) && (mode === 'mobile' || mobile !== ''))
      errors.verificationCode = validateCode(values.verificationCode.trim(), rules.verificationCode)
  }
  for (const field of OPTIONAL_REGISTER_FIELDS) {
    if (!shown(field)) continue
    const error = validateField(values[field].trim(), rules[field])
    const special = FIELD_MESSAGES[field]
    errors[field] = error && special && error.key !== 'input_empty' ? { key: special } : error
  }
  if (shown('captcha'))
    errors.captcha = validateField(values.captcha.trim(), rules.captcha, { required: true })
  // VAL-32, VAL-33: the agreements are required like any field marked *; REG-13: the unticked terms
  // box says 'not empty' (the catalogue's 'Input cannot be empty').
  if (!agreed.terms) errors.terms = { key: 'input_empty' }
  if (!agreed.age) errors.age = { key: 'required_marked' }
  for (const key of Object.keys(errors) as RegisterField[]) if (!errors[key]) delete errors[key]
  return errors as Partial<Record<RegisterField, ValidationError>>
}
