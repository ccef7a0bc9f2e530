import type { MessageKey } from '../i18n/index'
import type { PatternMessageKey } from './en'
import { t } from '../i18n/index'
import { PATTERNS, patternOf } from './patterns'
import { positive, toCount } from './login'
import {
  CODE_MAX_LENGTH,
  CODE_MIN_LENGTH,
  DEFAULT_MAX_LENGTH,
  DEFAULT_MIN_LENGTH,
  EMAIL_MAX_LENGTH,
  MOBILE_MAX_DIGITS,
  MOBILE_MIN_DIGITS,
} from '../constants'

/** A server field rule (regValid / regExp, VAL-1). */
export interface FieldRule {
  enabled?: boolean
  required?: boolean
  acceptedPattern?: string
  patternId?: number
  minLength?: number
  maxLength?: number
}

/** A failed check: a catalogue key and the values for its placeholders. */
export interface ValidationError {
  key: MessageKey | PatternMessageKey
  params?: Record<string, string | number>
}

/** Whether an empty value is an error; the special validators default to `true`. */
export interface ValidateOptions {
  required?: boolean
}

/** VAL-2: the server's "accept anything" pattern. */
const ANY_PATTERN = '*'
const DIGITS = /^[0-9]+$/
const EMAIL = PATTERNS[3]?.regex ?? /^\S+@\S+\.\S+$/
const compiled = new Map<string, RegExp | null>()

/** Compiles a server `acceptedPattern` once; null when it is not a valid regular expression. */
export function compileServerPattern(source: string): RegExp | null {
  const cached = compiled.get(source)
  if (cached !== undefined) return cached
  // A pattern may arrive as a literal ("/^\d+$/i"); g and y would make test() stateful.
  const literal = /^\/(.+)\/([a-z]*)$/s.exec(source)
  const body = literal?.[1] ?? source
  const flags = (literal?.[2] ?? '').replace(/[gyu]/g, '')
  let regex: RegExp | null = null
  for (const extra of ['u', '']) {
    try {
      regex = new RegExp(body, flags + extra)
      break
    } catch {
      // try without the unicode flag, then give up: the patternId default applies
    }
  }
  compiled.set(source, regex)
  return regex
}

/** Whether a value passes the rule's pattern: '*' = anything, else the server regex, else the patternId's. */
export function matchesPattern(value: string, rule: FieldRule): boolean {
  const source = rule.acceptedPattern?.trim() ?? ''
  if (source === ANY_PATTERN) return true
  const def = patternOf(toCount(rule.patternId))
  if (def.refine && !def.refine(value)) return false
  const server = source === '' ? null : compileServerPattern(source)
  return (server ?? def.regex).test(value)
}

/** The length range a rule allows, with the defaults of `limits.ts` filling a missing bound. */
export function lengthBoundsOf(
  rule: FieldRule | undefined,
  fallback: { min: number; max: number } = { min: DEFAULT_MIN_LENGTH, max: DEFAULT_MAX_LENGTH },
): { min: number; max: number } {
  const min = toCount(rule?.minLength) ?? fallback.min
  // A maxLength of 0 cannot be meant literally (nothing would pass): it is read as "not given".
  const max = positive(toCount(rule?.maxLength)) ?? Math.max(fallback.max, min)
  return { min, max: Math.max(min, max) }
}

/** Length in characters as a person counts them (code points, not UTF-16 units). */
export function lengthOf(value: string): number {
  return Array.from(value).length
}

/** Validates one field against its server rule; `null` when valid. A disabled field is not checked. */
export function validateField(
  value: string,
  rule: FieldRule | undefined,
  options?: ValidateOptions,
): ValidationError | null {
  if (rule?.enabled === false) return null
  // VAL-28, VAL-29: the server's flag or the caller's (username, password, confirm are always required)
  if (isBlank(value)) return options?.required || rule?.required ? empty() : null
  if (!rule) return null
  const bounds = lengthBoundsOf(rule)
  if (!within(value, bounds) || !matchesPattern(value, rule)) return patternError(rule, bounds)
  return null
}

/** The patternId message with (min)/(max) filled in, or the single-number wording when min = max. */
export function patternError(rule: FieldRule, bounds = lengthBoundsOf(rule)): ValidationError {
  const def = patternOf(toCount(rule.patternId))
  return lengthError(def.key, def.exactKey, bounds)
}

/** The translated text of a validation error. */
export function messageOf(error: ValidationError, lang?: string): string {
  return t(error.key, error.params, lang)
}

/** Password against the server's password rule; length problems use the password wording (VAL-44). */
export function validatePassword(value: string, rule: FieldRule | undefined): ValidationError | null {
  if (isBlank(value)) return empty() // VAL-29, VAL-34: always required
  if (!rule) return null
  const bounds = lengthBoundsOf(rule)
  if (!within(value, bounds)) return lengthError('password_length', 'password_length_exact', bounds)
  return matchesPattern(value, rule) ? null : patternError(rule, bounds)
}

/** Confirmation must equal the original (VAL-27, VAL-47). */
export function validateConfirm(value: string, original: string): ValidationError | null {
  if (isBlank(value)) return empty()
  return value === original ? null : { key: 'confirm_incorrect' }
}

/** New-password confirmation must equal the new password (PWD-4). */
export function validateNewPasswordConfirm(value: string, newPassword: string): ValidationError | null {
  if (isBlank(value)) return empty()
  return value === newPassword ? null : { key: 'inconsistent_twice' }
}

/** Mobile number: digits only, the server's length (maxLength alone = exactly that many) and pattern (VAL-46). */
export function validateMobile(
  value: string,
  rule: FieldRule | undefined,
  options?: ValidateOptions,
): ValidationError | null {
  if (isBlank(value)) return (options?.required ?? true) ? empty() : null
  // VAL-59: the phone length is "{0} digits" from regExp.mobileNum.maxLength
  const max = positive(toCount(rule?.maxLength))
  const bounds = lengthBoundsOf(rule, { min: max ?? MOBILE_MIN_DIGITS, max: MOBILE_MAX_DIGITS })
  const ok = DIGITS.test(value) && within(value, bounds) && (!rule || serverPatternAllows(value, rule))
  return ok ? null : { key: 'mobile_invalid' }
}

/** SMS verification code: the server's rule if any, else 4–8 digits (VAL-45). */
export function validateCode(
  value: string,
  rule?: FieldRule,
  options?: ValidateOptions,
): ValidationError | null {
  if (isBlank(value)) return (options?.required ?? true) ? empty() : null
  const bounds = lengthBoundsOf(rule, { min: CODE_MIN_LENGTH, max: CODE_MAX_LENGTH })
  const hasPattern = !!rule?.acceptedPattern?.trim() || rule?.patternId !== undefined
  const ok = within(value, bounds) && (rule && hasPattern ? matchesPattern(value, rule) : DIGITS.test(value))
  return ok ? null : { key: 'code_invalid_format' }
}

/** E-mail address: the server's pattern if usable, else the mailbox format of patternId 3 (VAL-42). */
export function validateEmail(
  value: string,
  rule?: FieldRule,
  options?: ValidateOptions,
): ValidationError | null {
  if (isBlank(value)) return (options?.required ?? true) ? empty() : null
  const bounds = lengthBoundsOf(rule, { min: DEFAULT_MIN_LENGTH, max: EMAIL_MAX_LENGTH })
  const source = rule?.acceptedPattern?.trim() ?? ''
  const server = source === '' || source === ANY_PATTERN ? null : compileServerPattern(source)
  const ok = within(value, bounds) && (source === ANY_PATTERN || (server ?? EMAIL).test(value))
  return ok ? null : { key: 'email_invalid' }
}

/** VAL-59: the "{0} digits" hint from the mobile rule's maxLength, or null without one. */
export function phoneDigitsOf(mobileRule: FieldRule | undefined): ValidationError | null {
  const max = positive(toCount(mobileRule?.maxLength))
  return max === undefined ? null : { key: 'phone_digits', params: { 0: max } }
}

function lengthError(
  key: MessageKey | PatternMessageKey,
  exactKey: MessageKey | PatternMessageKey | undefined,
  bounds: { min: number; max: number },
): ValidationError {
  // VAL-4: min = max gives one number ('Please enter 10 digits')
  const exact = bounds.min === bounds.max && exactKey !== undefined
  return { key: exact ? exactKey : key, params: { min: bounds.min, max: bounds.max } }
}

function serverPatternAllows(value: string, rule: FieldRule): boolean {
  const source = rule.acceptedPattern?.trim() ?? ''
  if (source === '' || source === ANY_PATTERN) return true
  return compileServerPattern(source)?.test(value) ?? true
}

function within(value: string, bounds: { min: number; max: number }): boolean {
  const length = lengthOf(value)
  return length >= bounds.min && length <= bounds.max
}

// A fresh object each time: a caller may add to the error it gets.
function empty(): ValidationError {
  return { key: 'input_empty' }
}

function isBlank(value: string | null | undefined): boolean {
  return value == null || value.trim() === ''
}

export { phoneTipOf, trimCredentials } from './login'
